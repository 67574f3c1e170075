import Foundation
import TesseraSDL

/// The README's material examples, compiled with the example game so they stay true.
struct MaterialSamples: View {
    var body: some View {
        VStack {
            HStack {
                Text("♥ 3"); Spacer(); Text("12:07")
            }
            .padding(.horizontal, 20).frame(height: 48)
            .background(.bar)  // a blurred bar over the game
            Text("Paused").font(.title).padding(24)
                .visualEffect(.systemDark, in: RoundedRectangle(cornerRadius: 24))
            Text("Score").padding().background(.thinMaterial, in: Capsule())
        }
    }
}

/// A row that asks the panel around it for a lighter material, as a descendant would.
struct LightRow: View {
    var body: some View {
        Text("Shop").visualEffectPreference(.light(.thin))
    }
}
