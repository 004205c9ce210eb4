// Writes Sources/TableText/Generated from messages/en.yaml (see `AccessorGenerator`).
//
//     swift run tablelab-l10n          # after adding or changing keys in messages/en.yaml
//
// Run from the package root. Files for sections no longer in the catalog are removed.
import Foundation
import MessageCatalog

/// One line on standard error; a failed write (a closed pipe) is ignored, there is nowhere to report it.
func warn(_ line: String) {
    try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let catalogURL = root.appendingPathComponent("messages/en.yaml")
let (catalog, problems) = Catalog.load(from: catalogURL)
for p in problems {
    warn("messages/en.yaml:\(p.line): \(p.kind)")
}
guard problems.isEmpty else { exit(1) }
let folder = root.appendingPathComponent("Sources/TableText/Generated")
let files = AccessorGenerator.files(for: catalog)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for old in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where old.hasPrefix("L10n") && old.hasSuffix(".swift") && files[old] == nil {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(old))
    }
    for (name, source) in files {
        let url = folder.appendingPathComponent(name)
        if (try? String(contentsOf: url, encoding: .utf8)) != source {
            try source.write(to: url, atomically: true, encoding: .utf8)
            print("wrote Sources/TableText/Generated/\(name)")
        }
    }
} catch {
    warn("tablelab-l10n: \(error)")
    exit(1)
}
