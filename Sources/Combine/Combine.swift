// Combine for SwiftUI code on Linux: `import Combine` finds this module, which re-exports
// OpenCombine (Combine's API under Combine's names, `DispatchQueue` as a scheduler included) and
// adds `Timer.publish(every:on:in:)`, run by the clock of the Tessera host that draws the views.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
