import Foundation

/// A frame or image as plain bytes: `width × height` pixels, 4 bytes each in R, G, B, A order,
/// rows top to bottom with no padding. A value type so tests can compare, crop and diff frames
/// without holding any SDL object.
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height * 4` bytes, RGBA, row-major, no row padding.
    public var bytes: [UInt8]

    /// An image of the given bytes; `bytes.count` must be `width * height * 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "RGBAImage needs width*height*4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A `width × height` image filled with one colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        self.width = max(0, width)
        self.height = max(0, height)
        var b = [UInt8](repeating: 0, count: self.width * self.height * 4)
        var i = 0
        while i < b.count { b[i] = fill.r; b[i + 1] = fill.g; b[i + 2] = fill.b; b[i + 3] = fill.a; i += 4 }
        self.bytes = b
    }

    /// The pixel at (x, y).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b; bytes[i + 3] = newValue.a
        }
    }
}
