/// The largest block of fully opaque pixels around the middle of a composed backdrop: SDL's
/// software renderer copies such a block about three times faster than it alpha-blends it
/// (measured, docs/SDLNotes.md, "Backdrop blur"), so a frosted panel is drawn as this block
/// without blending and only the frame of edge pixels around it blended.
struct OpaqueInterior: Equatable {
    /// The block, in pixels of the composed image.
    var x = 0, y = 0, width = 0, height = 0

    /// The block of `pixels` (`w × h`, ARGB8888) that is opaque: the opaque run through the
    /// middle pixel of the middle row, grown up and down over every row opaque along that run.
    /// `nil` when the middle pixel is not opaque.
    static func find(in pixels: [UInt32], width w: Int, height h: Int) -> OpaqueInterior? {
        guard w > 0, h > 0, pixels.count >= w * h else { return nil }
        return pixels.withUnsafeBufferPointer { p -> OpaqueInterior? in
            @inline(__always) func opaque(_ i: Int) -> Bool { p[i] >= 0xFF00_0000 }
            let midY = h / 2, midX = w / 2, row = midY * w
            guard opaque(row + midX) else { return nil }
            var left = midX, right = midX + 1
            while left > 0 && opaque(row + left - 1) { left -= 1 }
            while right < w && opaque(row + right) { right += 1 }
            func rowOpaque(_ y: Int) -> Bool {
                let r = y * w
                for x in left..<right where !opaque(r + x) { return false }
                return true
            }
            var top = midY, bottom = midY + 1
            while top > 0 && rowOpaque(top - 1) { top -= 1 }
            while bottom < h && rowOpaque(bottom) { bottom += 1 }
            return OpaqueInterior(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// The block from each row's run of pixels known to be opaque through the middle column
    /// (`BackdropBlur.opaqueRuns`): the middle row's run, grown up and down over every row whose
    /// run holds it. The same block `find(in:width:height:)` grows, without reading the pixels.
    static func find(runs: [Range<Int>]) -> OpaqueInterior? {
        guard !runs.isEmpty else { return nil }
        let midY = runs.count / 2, middle = runs[midY]
        guard !middle.isEmpty else { return nil }
        func holds(_ y: Int) -> Bool { runs[y].lowerBound <= middle.lowerBound && runs[y].upperBound >= middle.upperBound }
        var top = midY, bottom = midY + 1
        while top > 0 && holds(top - 1) { top -= 1 }
        while bottom < runs.count && holds(bottom) { bottom += 1 }
        return OpaqueInterior(x: middle.lowerBound, y: top, width: middle.count, height: bottom - top)
    }

    /// The rectangles of a `w × h` image around the block (top, bottom, left, right; empty ones
    /// left out), in pixels of the image.
    func frame(width w: Int, height h: Int) -> [(x: Int, y: Int, w: Int, h: Int)] {
        let parts = [
            (x: 0, y: 0, w: w, h: y), (x: 0, y: y + height, w: w, h: h - y - height),
            (x: 0, y: y, w: x, h: height), (x: x + width, y: y, w: w - x - width, h: height),
        ]
        return parts.filter { $0.w > 0 && $0.h > 0 }
    }
}
