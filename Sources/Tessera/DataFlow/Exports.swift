// SwiftUI's data flow spans three modules, and `import SwiftUI` brings all of them: Swift's
// Observation (`@Observable`, `withObservationTracking`), Combine (`ObservableObject`,
// `@Published`, publishers) and SwiftUI's property wrappers. `import Tessera` does the same. On
// Linux `Combine` is the package's own module over OpenCombine (Sources/Combine).
@_exported import Combine
@_exported import Observation
