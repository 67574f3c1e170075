import Foundation
import Tessera

/// The size a preview is drawn at, from its layout, device and orientation.
enum PreviewGeometry {
    /// Points of a device's screen, upright, for the names Xcode's simulators start with;
    /// checked in order, so the more specific name comes first.
    static let devices: [(prefix: String, size: CGSize)] = [
        ("iPhone SE", CGSize(width: 375, height: 667)),
        ("iPhone", CGSize(width: 393, height: 852)),
        ("iPad mini", CGSize(width: 744, height: 1133)),
        ("iPad", CGSize(width: 820, height: 1180)),
        ("Apple TV", CGSize(width: 1920, height: 1080)),
        ("Apple Watch", CGSize(width: 198, height: 242)),
        ("Mac", CGSize(width: 1280, height: 800)),
    ]

    /// The size of a preview with no device: a game window's (`App`'s default window).
    static let defaultSize = AppHost.defaultSize

    /// The largest side of a preview, in points: a bigger fixed or fitting size is capped.
    static let maximumSide: CGFloat = 4096

    static func deviceSize(_ device: PreviewDevice?, orientation: InterfaceOrientation?) -> CGSize {
        var size = defaultSize
        if let name = device?.rawValue, let known = devices.first(where: { name.hasPrefix($0.prefix) }) {
            size = known.size
        }
        let wantsLandscape = orientation?.isLandscape
        if let wantsLandscape, wantsLandscape != (size.width > size.height) {
            size = CGSize(width: size.height, height: size.width)
        }
        return size
    }

    static func size(of view: AnyView, traits: _PreviewTraits, host: HeadlessHost) -> CGSize {
        let size: CGSize
        switch traits.layout ?? .device {
        case .device:
            size = deviceSize(traits.device, orientation: traits.orientation)
        case .fixed(let width, let height):
            size = CGSize(width: width, height: height)
        case .sizeThatFits:
            size = fittingSize(of: view, host: host)
        }
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(1, v.rounded(.up)), maximumSide) : defaultSize.width }
        return CGSize(width: clamp(size.width), height: clamp(size.height))
    }

    /// The view's ideal size: laid out at its ideal size in a large area, then measured.
    static func fittingSize(of view: AnyView, host: HeadlessHost) -> CGSize {
        let id = "tessera.preview.fitting"
        host.graph.update(view.fixedSize().accessibilityIdentifier(id), size: CGSize(width: maximumSide, height: maximumSide))
        return host.graph.frame(of: id)?.size ?? defaultSize
    }

    /// A file name from a preview's name: letters, digits, `-` and `_`; others become `_`.
    static func fileName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        let cleaned = String(name.prefix(60).map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty ? "preview" : cleaned
    }
}
