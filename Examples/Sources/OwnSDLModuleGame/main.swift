// A game that declares SDL itself, as the system library `CSDL2`, and also uses Tessera.
// Building this target is the check: both packages resolve, and SDL calls through either
// module name reach the same library.
import CSDL2
import Foundation
import TesseraSDL

var version = SDL_version()
SDL_GetVersion(&version)
let host = try HeadlessHost()
let frame = try host.render(Text("SDL \(version.major).\(version.minor)").padding(4), size: CGSize(width: 120, height: 30))
print("Rendered \(frame.width)×\(frame.height) pixels with SDL \(version.major).\(version.minor).\(version.patch)")
