import Foundation
import OpenCombine

// Apple's Combine makes Foundation's JSON and property-list coders top-level coders, so
// `publisher.decode(type:decoder: JSONDecoder())` and `CodableRepresentation` take them.
// swift-format-ignore: AvoidRetroactiveConformances
extension JSONEncoder: @retroactive TopLevelEncoder {}
// swift-format-ignore: AvoidRetroactiveConformances
extension JSONDecoder: @retroactive TopLevelDecoder {}
// swift-format-ignore: AvoidRetroactiveConformances
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
// swift-format-ignore: AvoidRetroactiveConformances
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
