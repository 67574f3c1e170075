import Foundation

/// The last catalog answer of this pass: a list of cards shows the same icon in each, and the
/// catalog's lookup hashed the name every time (a few hundred instructions per image). Kept for
/// one pass and one provider, so a catalog that changes between passes is asked again.
struct ImageLookupCache {
    private var pass = -1
    private var provider: ObjectIdentifier?
    private var name = ""
    private var displayScale: CGFloat = 0
    private var info: ImageInfo?

    /// `provider`'s answer for `name` at `displayScale`, asked once per pass for a repeated name.
    mutating func info(named name: String, displayScale: CGFloat, pass: Int, provider: ImageProviding) -> ImageInfo {
        let id = ObjectIdentifier(provider)
        if let info, self.pass == pass, self.provider == id, self.displayScale == displayScale, self.name == name { return info }
        let answer = provider.imageInfo(named: name, displayScale: displayScale)
        self = ImageLookupCache(pass: pass, provider: id, name: name, displayScale: displayScale, info: answer)
        return answer
    }
}
