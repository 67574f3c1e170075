import Foundation
import TesseraSDL

/// The README's `drawingGroup()` example, compiled with the example game so it stays true.
struct LayerSamples: View {
    let lift: CGFloat
    let focus: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Level 3").font(.headline)
            Text("★★☆  1:23.4").font(.subheadline)
        }
        .padding(14)
        .drawingGroup()  // one cached image: the card's text and art drawn once
        .background(Color.black.opacity(0.4).drawingGroup().opacity(1 - focus))  // faded without a layer
        .offset(y: -lift)  // moves the image, draws nothing again
    }
}
