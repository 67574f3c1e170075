import Tessera

/// A SwiftUI app as SwiftUI writes it, `import SwiftUI` changed to `import Tessera`: `@main`, an
/// `App` whose body is a `WindowGroup`, and a view holding `@State`. `swift run HelloApp` opens a window; without a display (or with
/// `TESSERA_HEADLESS=1`) it runs headless, and `TESSERA_FRAMES=90 TESSERA_CAPTURE=captures`
/// stops after 90 frames and writes every 30th and the last as PNG files.
@main
struct HelloApp: App {
    var body: some Scene {
        WindowGroup("Hello") {
            ContentView()
        }
        .defaultSize(width: 360, height: 200)
    }
}

struct ContentView: View {
    @State private var taps = 0
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(spacing: 16) {
            Text("Hello, Tessera!")
                .font(.title)
            Button("Tapped \(taps) \(taps == 1 ? "time" : "times")") {
                taps += 1
            }
            Text(scenePhase == .active ? "Scene: active" : "Scene: in the background")
                .font(.footnote)
                .opacity(0.7)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.12, green: 0.16, blue: 0.28))
        .foregroundColor(.white)
    }
}
