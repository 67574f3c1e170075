import Foundation
import TesseraSDL

/// The README's text examples, compiled with the example game so they stay true.
struct TextSamples: View {
    let score: Int
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Collect 3 \(Image("star")) to unlock")  // an icon inline, sized to the font
            Text("Level 3 ") + Text(Image("coin")).baselineOffset(2) + Text(" 120")
            Text("Collect **3** stars in *under* 2 min")  // bold and italic runs
            Text("Score \(score)").font(.title.monospacedDigit())  // digits of equal advance
                .shadow(color: .black, radius: 3, y: 2)  // drawn per glyph run from the atlas
            Text(title).font(.title).lineLimit(1).minimumScaleFactor(0.6)  // shrinks to fit a card, then truncates
        }
    }
}
