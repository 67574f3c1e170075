// `import SwiftUI` brings Foundation, Swift's Observation (`@Observable`,
// `withObservationTracking`) and Combine (`ObservableObject`, `@Published`, publishers) with
// SwiftUI's own types, so SwiftUI code uses `Date`, `UUID` or `Timer` with no other import.
// `import Tessera` does the same. On Linux `Combine` is the package's own module over OpenCombine
// (Sources/Combine).
@_exported import Combine
@_exported import Foundation
@_exported import Observation
