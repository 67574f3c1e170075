import TesseraSDL

/// Tic-tac-toe for two players at one keyboard or gamepad, written as a SwiftUI app: a title
/// screen in a `NavigationStack`, the board pushed onto it, a settings `sheet`, and an
/// `alert` asking to play again. `swift run TicTacToe` opens a window; without a display (or
/// with `TESSERA_HEADLESS=1`) it runs headless.
@main
struct TicTacToeApp: App {
    init() {
        // Linux cannot list a protocol's conformances: providers are named once.
        PreviewRunner.register(SettingsSheet_Previews.self)
    }

    var body: some Scene {
        WindowGroup("Tic-Tac-Toe") {
            TitleScreen()
                .environment(\.colorScheme, .dark)
        }
        .defaultSize(width: 480, height: 360)
    }
}

/// The screens a title screen pushes.
enum Route: Hashable {
    case game
}

/// The title screen: a new game, the settings, and the stack the board is pushed onto.
struct TitleScreen: View {
    @State private var path: [Route] = []
    @State private var showSettings = false
    @State private var oMovesFirst = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 18) {
                HStack(spacing: 12) {
                    Mark(player: .x).frame(width: 44, height: 44)
                    Mark(player: .o).frame(width: 44, height: 44)
                }
                NavigationLink("New Game", value: Route.game)
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                Button("Settings") { showSettings = true }
                    .buttonStyle(.bordered)
            }
            .navigationTitle("Tic-Tac-Toe")
            .navigationDestination(for: Route.self) { _ in
                BoardScreen(firstPlayer: oMovesFirst ? .o : .x)
            }
            .sheet(isPresented: $showSettings) {
                SettingsSheet(oMovesFirst: $oMovesFirst)
            }
        }
    }
}

/// The settings, on a sheet: who moves first.
struct SettingsSheet: View {
    @Binding var oMovesFirst: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("Settings").font(.title2.bold())
            Toggle("O moves first", isOn: $oMovesFirst)
                .frame(width: 240)
            Button("Done") { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview("Title") {
    TitleScreen()
        .environment(\.colorScheme, .dark)
}

struct SettingsSheet_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SettingsSheet(oMovesFirst: .constant(false))
                .previewDisplayName("Settings")
            SettingsSheet(oMovesFirst: .constant(true))
                .previewDisplayName("Settings, O first")
        }
        .previewLayout(.fixed(width: 320, height: 220))
    }
}
