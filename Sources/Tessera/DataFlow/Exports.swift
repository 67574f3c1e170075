// `import SwiftUI` brings Foundation, Swift's Observation (`@Observable`,
// `withObservationTracking`) and Combine (`ObservableObject`, `@Published`, publishers) with
// SwiftUI's own types, so SwiftUI code uses `Date`, `UUID` or `Timer` with no other import.
// `import Tessera` does the same. On Linux `Combine` is the package's own module over OpenCombine
// (Sources/Combine).
@_exported import Combine
// `Transferable` and `UTType` come with SwiftUI too (`ShareLink`, drag and drop); on Linux they
// are the package's own modules (Sources/CoreTransferable, Sources/UniformTypeIdentifiers).
@_exported import CoreTransferable
@_exported import Foundation
@_exported import Observation
@_exported import UniformTypeIdentifiers
