import Foundation
import TesseraSDL

/// The control hints along the bottom: key caps or gamepad buttons as inline images, for the
/// device used last.
struct ControlHints: View {
    let device: InputDevice

    var body: some View {
        HStack(spacing: 28) {
            switch device {
            case .gamepad:
                Text("\(Image("pad-dpad")) Choose")
                Text("\(Image("pad-a")) Play")
                Text("\(Image("pad-b")) Pause")
            case .keyboard:
                Text("\(Image("key-arrows")) Choose")
                Text("\(Image("key-return")) Play")
                Text("\(Image("key-esc")) Pause")
            case .pointer:
                Text("Point to choose, click to play")
                Text("\(Image("key-esc")) Pause")
            }
            Spacer(minLength: 0)
        }
        .font(.title3.weight(.semibold))
        .foregroundColor(.white.opacity(0.85))
        .shadow(color: .black.opacity(0.8), radius: 1, y: 1)
        .drawingGroup()
    }
}
