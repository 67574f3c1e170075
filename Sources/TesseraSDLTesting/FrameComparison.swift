import Foundation
import TesseraSDL

/// How far two frames may differ and still match: anti-aliasing moves a few edge pixels by a
/// level or two between SDL or font versions, and a golden should survive that.
public struct FrameTolerance: Sendable, Equatable {
    /// The largest difference in any channel (0…255) that still counts as equal.
    public var perChannel: Int
    /// The largest fraction of pixels (0…1) allowed to differ by more than `perChannel`.
    public var maxDifferingFraction: Double

    /// A tolerance; the default allows 2 levels per channel in 0.1 % of the pixels.
    public init(perChannel: Int = 2, maxDifferingFraction: Double = 0.001) {
        self.perChannel = perChannel
        self.maxDifferingFraction = maxDifferingFraction
    }
}

/// How a frame differs from its reference, with a picture of where.
public struct FrameDifference {
    /// What differs, in words: the sizes, or how many pixels by how much.
    public var message: String
    /// The differing pixels in red over a dimmed grey copy of the reference (the actual frame
    /// when the sizes differ).
    public var diffImage: RGBAImage

    /// Compares `actual` with `reference`; `nil` when they match within `tolerance`.
    public init?(reference: RGBAImage, actual: RGBAImage, tolerance: FrameTolerance = FrameTolerance()) {
        guard reference.width == actual.width, reference.height == actual.height else {
            message = "size differs: reference \(reference.width)×\(reference.height), actual \(actual.width)×\(actual.height)"
            diffImage = actual
            return
        }
        var diff = RGBAImage(width: reference.width, height: reference.height)
        var differing = 0
        var maxDelta = 0
        reference.bytes.withUnsafeBufferPointer { expected in
            actual.bytes.withUnsafeBufferPointer { drawn in
                diff.bytes.withUnsafeMutableBufferPointer { out in
                    for i in stride(from: 0, to: expected.count, by: 4) {
                        var delta = 0
                        for c in 0..<4 { delta = max(delta, abs(Int(expected[i + c]) - Int(drawn[i + c]))) }
                        maxDelta = max(maxDelta, delta)
                        if delta > tolerance.perChannel {
                            differing += 1
                            out[i] = 255
                            out[i + 1] = 0
                            out[i + 2] = 0
                        } else {
                            let grey = UInt8((Int(expected[i]) + Int(expected[i + 1]) + Int(expected[i + 2])) / 12)
                            out[i] = grey
                            out[i + 1] = grey
                            out[i + 2] = grey
                        }
                        out[i + 3] = 255
                    }
                }
            }
        }
        let total = max(1, reference.width * reference.height)
        let fraction = Double(differing) / Double(total)
        guard fraction > tolerance.maxDifferingFraction else { return nil }
        let percent = String(format: "%.3f", fraction * 100)
        message =
            "\(differing) of \(total) pixels (\(percent)%) differ by more than \(tolerance.perChannel) "
            + "(max delta \(maxDelta)); allowed \(tolerance.maxDifferingFraction * 100)%"
        diffImage = diff
    }
}
