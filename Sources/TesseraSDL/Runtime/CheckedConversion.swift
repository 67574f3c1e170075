/// The one checked conversion from floating point to integer pixels in the SDL backend.
///
/// Swift's `Int(_:)` traps on NaN, ±∞ and values outside `Int`'s range ("Double value cannot be
/// converted to Int"); a HUD fed a divide by zero must not take the game down. Every conversion
/// in the backend goes through these initialisers instead (docs/Robustness.md, "Renderer").
enum CheckedConversion {
    /// The largest magnitude a converted value keeps: far beyond any canvas or texture, small
    /// enough that sums and products of two such values cannot overflow `Int`.
    static let limit: Double = 1_073_741_824  // 2^30
}

extension Int {
    /// `value` truncated toward zero, clamped to ±`CheckedConversion.limit`; NaN becomes 0.
    @inline(__always)
    init<F: BinaryFloatingPoint>(checked value: F) {
        let v = Double(value)
        guard v == v else { self = 0; return }
        self = Int(Swift.min(Swift.max(v, -CheckedConversion.limit), CheckedConversion.limit))
    }
}

extension Int32 {
    /// `value` truncated toward zero, clamped to ±`CheckedConversion.limit`; NaN becomes 0.
    @inline(__always)
    init<F: BinaryFloatingPoint>(checked value: F) {
        self = Int32(Int(checked: value))
    }
}

extension UInt8 {
    /// `value` truncated toward zero, clamped to 0...255; NaN becomes 0.
    @inline(__always)
    init<F: BinaryFloatingPoint>(checked value: F) {
        self = UInt8(Swift.min(255, Swift.max(0, Int(checked: value))))
    }
}

extension UInt32 {
    /// `value` truncated toward zero, clamped to 0...`UInt32.max`; NaN becomes 0.
    @inline(__always)
    init<F: BinaryFloatingPoint>(checked value: F) {
        self = UInt32(Swift.min(Int(UInt32.max), Swift.max(0, Int(checked: value))))
    }
}
