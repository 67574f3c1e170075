// Lists the public declarations of Tessera and TesseraSDL that have no doc comment, read from the
// symbol graphs `swift package dump-symbol-graph` writes, as `file:line: kind Name`.
// Exits with status 1 when there is at least one.
//
// Usage: swift scripts/undocumented-symbols.swift SYMBOL_GRAPH_DIR [MODULE...]
// (`make docs` runs it; the modules default to Tessera and TesseraSDL).
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: undocumented-symbols.swift SYMBOL_GRAPH_DIR [MODULE...]\n".utf8))
    exit(2)
}
let modules = arguments.count > 1 ? Array(arguments.dropFirst()) : ["Tessera", "TesseraSDL"]

// A module's graph, plus one graph per module it extends (`Tessera@Swift.symbols.json`).
let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { name in
    modules.contains { name == "\($0).symbols.json" || name.hasPrefix("\($0)@") && name.hasSuffix(".symbols.json") }
}
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("error: no symbol graphs for \(modules.joined(separator: ", ")) in \(directory)\n".utf8))
    exit(2)
}

let root = FileManager.default.currentDirectoryPath + "/"
// One line per declaration: a member seen through several types is reported once.
var found: [String: String] = [:]
for file in files {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
    guard let data = try? Data(contentsOf: url),
        let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else {
        FileHandle.standardError.write(Data("error: cannot read \(url.path)\n".utf8))
        exit(2)
    }
    for symbol in symbols where symbol["docComment"] == nil {
        let access = symbol["accessLevel"] as? String ?? ""
        guard access == "public" || access == "open" else { continue }
        let kind = ((symbol["kind"] as? [String: Any])?["displayName"] as? String) ?? "Symbol"
        let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        var place = "?"
        if let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String,
            let line = (location["position"] as? [String: Any])?["line"] as? Int
        {
            let filePath = URL(string: uri)?.path ?? uri
            place = "\(filePath.hasPrefix(root) ? String(filePath.dropFirst(root.count)) : filePath):\(line + 1)"
        }
        found["\(place): \(kind) \(path)"] = place
    }
}

let report = found.keys.sorted { a, b in a.localizedStandardCompare(b) == .orderedAscending }
for line in report { print(line) }
if report.isEmpty {
    print("Every public declaration of \(modules.joined(separator: " and ")) has a doc comment.")
} else {
    print("\(report.count) public declarations without a doc comment.")
    exit(1)
}
