import Foundation

/// The environment entry through which a shape's style finds its images.
struct ImageResolutionKey: EnvironmentKey {
    static let defaultValue: ImageResolution? = nil
}
