import TesseraCSDL2

/// The images of cached layers (`drawingGroup()`), kept between frames by content key: each is
/// a rectangle of a shared page texture, so consecutive layers on a page draw in one call.
///
/// Rectangles are rounded up to 16 pixels and packed on shelves; an image not drawn for a while,
/// or not drawn this frame when room is needed, gives its rectangle back (another image of that
/// size or smaller reuses it, and a page left empty is packed afresh), so changing content
/// creates no texture once the pages exist.
/// The rectangles held together stay within `pixelBudget`; a layer that does not fit is drawn
/// directly by the renderer.
final class LayerCache {
    /// Where a cached image is: its page and rectangle (the image fills its top-left corner).
    struct Entry {
        var page: Int
        var rect: SDL_Rect
        var lastUsed: Int
    }

    private struct Shelf {
        var y: Int32
        var height: Int32
        var x: Int32
    }

    private struct Page {
        var texture: OpaquePointer
        var shelves: [Shelf] = []
        var nextY: Int32 = 0
        var entries = 0
    }

    /// The SDL renderer the pages belong to (owned by the caller).
    let renderer: OpaquePointer
    /// The side of a page in pixels (at most the renderer's largest texture).
    let pageSide: Int32
    /// The pixels the cached images may hold together (`RenderLimits.maximumCachedLayerPixels`).
    var pixelBudget = RenderLimits.current.maximumCachedLayerPixels
    /// Pixels held by cached images now (their rounded rectangles).
    private(set) var heldPixels = 0
    /// Textures (pages) created so far.
    private(set) var texturesCreated = 0
    /// The frame being drawn (counts `beginFrame` calls).
    private(set) var frame = 0

    private var pages: [Page] = []
    private var entries: [Int: Entry] = [:]
    private var free: [(page: Int, rect: SDL_Rect)] = []
    private var packedAfresh = 0
    private static let granule: Int32 = 16

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        var side: Int32 = 2048
        if SDL_GetRendererInfo(renderer, &info) == 0 {
            // 0 means no limit (the software renderer).
            if info.max_texture_width > 0 { side = min(side, info.max_texture_width) }
            if info.max_texture_height > 0 { side = min(side, info.max_texture_height) }
        }
        pageSide = side
    }

    deinit {
        removeAll()
    }

    /// Images cached now.
    var count: Int { entries.count }

    /// Page textures held now.
    var pageCount: Int { pages.count }

    /// The texture of page `index`.
    func texture(ofPage index: Int) -> OpaquePointer { pages[index].texture }

    /// Frames an image stays cached while not drawn (2 s at 60 Hz), unless its room is needed
    /// sooner: content shown again soon (a panel revisited) is not drawn again.
    static let framesKeptUnused = 120

    /// Starts a frame; images not drawn for `framesKeptUnused` frames give their rectangles back.
    func beginFrame() {
        frame += 1
        releaseEntries { $0.lastUsed < frame - Self.framesKeptUnused }
    }

    /// The image cached for `key`, marked used this frame.
    func lookup(_ key: Int) -> Entry? {
        guard var e = entries[key] else { return nil }
        e.lastUsed = frame
        entries[key] = e
        return e
    }

    /// Whether an image of `width × height` fits in a page.
    func fitsPage(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && Self.rounded(width) <= Int(pageSide) && Self.rounded(height) <= Int(pageSide)
    }

    /// Whether an image of `width × height` could ever be cached (within a page and the budget).
    func accepts(width: Int, height: Int) -> Bool {
        fitsPage(width: width, height: height) && Self.rounded(width) * Self.rounded(height) <= pixelBudget
    }

    /// Stores ARGB8888 `pixels` (straight alpha, `width × height`) for `key`; `nil` when they
    /// do not fit the budget even after images not drawn this frame give their room back, or
    /// when a page could not be created (SDL's error set).
    func store(_ pixels: [UInt32], width: Int, height: Int, key: Int) -> Entry? {
        guard accepts(width: width, height: height), pixels.count >= width * height else { return nil }
        if let old = entries.removeValue(forKey: key) { give(old) }
        var place = allocate(width: width, height: height)
        if place == nil {
            releaseEntries { $0.lastUsed < frame }
            place = allocate(width: width, height: height)
        }
        if place == nil, packedAfresh != frame, pixelsUsedThisFrame + Self.rounded(width) * Self.rounded(height) <= pixelBudget {
            // The room is there but cut up (a text size change made every image larger): once a
            // frame, every image gives its room back and the pages are packed afresh. Images
            // drawn earlier in this frame are already on the target; drawn again, they are
            // drawn into the cache again.
            packedAfresh = frame
            releaseEntries { _ in true }
            place = allocate(width: width, height: height)
        }
        guard let place else { return nil }
        let entry = Entry(page: place.page, rect: place.rect, lastUsed: frame)
        entries[key] = entry
        pages[place.page].entries += 1
        heldPixels += Int(place.rect.w) * Int(place.rect.h)
        var r = SDL_Rect(x: place.rect.x, y: place.rect.y, w: Int32(width), h: Int32(height))
        SDL_RenderFlush(renderer)
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(pages[place.page].texture, &r, $0.baseAddress, Int32(width * 4)) }
        return entry
    }

    /// Destroys every page.
    func removeAll() {
        for p in pages { SDL_DestroyTexture(p.texture) }
        forgetAll()
    }

    /// Drops every page without destroying it: the renderer is gone, and SDL destroyed the
    /// textures with it.
    func forgetAll() {
        pages.removeAll()
        entries.removeAll()
        free.removeAll()
        heldPixels = 0
    }

    // MARK: Packing

    /// The pixels of the images drawn in this frame so far.
    private var pixelsUsedThisFrame: Int {
        entries.values.reduce(0) { $0 + ($1.lastUsed == frame ? Int($1.rect.w) * Int($1.rect.h) : 0) }
    }

    /// Whether freed rectangle `a` is taken before `b`: the smaller first, then by page, row
    /// and column, so the choice never depends on the order they were freed in.
    private static func precedes(_ a: (page: Int, rect: SDL_Rect), _ b: (page: Int, rect: SDL_Rect)) -> Bool {
        (Int(a.rect.w) * Int(a.rect.h), a.page, a.rect.y, a.rect.x) < (Int(b.rect.w) * Int(b.rect.h), b.page, b.rect.y, b.rect.x)
    }

    private static func rounded(_ v: Int) -> Int {
        (v + Int(granule) - 1) / Int(granule) * Int(granule)
    }

    private func allocate(width: Int, height: Int) -> (page: Int, rect: SDL_Rect)? {
        let w = Int32(Self.rounded(width)), h = Int32(Self.rounded(height))
        guard heldPixels + Int(w) * Int(h) <= pixelBudget else { return nil }
        // A freed rectangle that holds it: the smallest, then the first in page order. Not the
        // first freed: images are freed in the hash order of their keys, which differs from run
        // to run, and so did the pages images landed on and the frame's draw calls.
        var best = -1
        for (k, f) in free.enumerated() where f.rect.w >= w && f.rect.h >= h {
            if best < 0 || Self.precedes(f, free[best]) { best = k }
        }
        if best >= 0 {
            let f = free.remove(at: best)
            if heldPixels + Int(f.rect.w) * Int(f.rect.h) <= pixelBudget { return f }
            free.append(f)
        }
        for p in pages.indices {
            if let rect = shelve(w, h, in: p) { return (p, rect) }
        }
        // A new page while the budget could still fill it.
        let side = Int(pageSide)
        guard pages.count < max(1, (pixelBudget + side * side - 1) / (side * side)) else { return nil }
        guard
            let t = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pageSide, pageSide)
        else { return nil }
        texturesCreated += 1
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        pages.append(Page(texture: t))
        return shelve(w, h, in: pages.count - 1).map { (pages.count - 1, $0) }
    }

    /// A rectangle on a shelf of page `p` at most half as tall again as `h`, or on a new shelf.
    private func shelve(_ w: Int32, _ h: Int32, in p: Int) -> SDL_Rect? {
        for s in pages[p].shelves.indices {
            let shelf = pages[p].shelves[s]
            if shelf.height >= h, shelf.height <= h + h / 2, shelf.x + w <= pageSide {
                pages[p].shelves[s].x += w
                return SDL_Rect(x: shelf.x, y: shelf.y, w: w, h: shelf.height)
            }
        }
        guard pages[p].nextY + h <= pageSide, w <= pageSide else { return nil }
        pages[p].shelves.append(Shelf(y: pages[p].nextY, height: h, x: w))
        defer { pages[p].nextY += h }
        return SDL_Rect(x: 0, y: pages[p].nextY, w: w, h: h)
    }

    private func releaseEntries(where unused: (Entry) -> Bool) {
        guard entries.values.contains(where: unused) else { return }
        for (key, e) in entries where unused(e) {
            entries.removeValue(forKey: key)
            give(e)
        }
    }

    /// Gives an image's rectangle back; a page left empty is packed afresh.
    private func give(_ e: Entry) {
        heldPixels -= Int(e.rect.w) * Int(e.rect.h)
        pages[e.page].entries -= 1
        if pages[e.page].entries == 0 {
            pages[e.page].shelves.removeAll()
            pages[e.page].nextY = 0
            free.removeAll { $0.page == e.page }
        } else {
            free.append((e.page, e.rect))
        }
    }
}
