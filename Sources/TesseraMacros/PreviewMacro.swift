import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: a global record in the `tessera_previews` section of the binary whose
/// function makes the `Preview`, so a runner finds every preview of a program without
/// reflection (`Preview._declared`). On object formats other than ELF the preview compiles and
/// is not registered.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("tesseraPreview")
        var call = "Tessera.Preview(\(node.arguments.trimmedDescription))"
        if let closure = node.trailingClosure {
            call += " \(closure.trimmedDescription)"
        }
        for extra in node.additionalTrailingClosures {
            call += " \(extra.trimmedDescription)"
        }
        var source = "\"\""
        if let location = context.location(of: node) {
            source = "\(location.file.trimmedDescription) + \":\" + String(\(location.line.trimmedDescription))"
        }
        let record = """
            (kind: 0x7470_7276, reserved: 0, make: {
                var preview = \(call)
                preview.source = \(source)
                return Tessera._PreviewRecords.box(preview)
            })
            """
        return [
            """
            #if objectFormat(ELF)
            @section("tessera_previews") @used private let \(name): Tessera._PreviewRecord = \(raw: record)
            #else
            private let \(name): Tessera._PreviewRecord = \(raw: record)
            #endif
            """
        ]
    }
}

@main
struct TesseraMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
