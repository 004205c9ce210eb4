import Foundation

/// Finds the folder that holds `glossary/` and `Lessons/`, wherever tablelab was started from:
/// `swift run`, the build folder, or an installed copy — from any working directory.
///
/// Order: `$TABLELAB_DATA`; `<bin>/../share/tablelab` (the installed layout); the nearest folder above
/// the executable that holds `glossary/` (a build inside the checkout); the
/// checkout this file was compiled in (a build folder moved elsewhere on the same machine).
public enum DataLocator {
    public static func dataRoot(environment: [String: String] = ProcessInfo.processInfo.environment,
                                executable: URL? = Bundle.main.executableURL) -> URL? {
        candidates(environment: environment, executable: executable).first(where: isDataRoot)
    }

    public static func candidates(environment: [String: String], executable: URL?) -> [URL] {
        var list: [URL] = []
        if let explicit = environment["TABLELAB_DATA"], !explicit.isEmpty {
            list.append(URL(fileURLWithPath: explicit))
        }
        if let exe = executable?.resolvingSymlinksInPath() {
            let bin = exe.deletingLastPathComponent()
            list.append(bin.deletingLastPathComponent().appendingPathComponent("share/tablelab"))
            var dir = bin
            for _ in 0..<8 {
                list.append(dir)
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        // Sources/TableLab/Resources/DataLocator.swift → the package root.
        let source = URL(fileURLWithPath: #filePath)
        list.append(source.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        return list
    }

    static func isDataRoot(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("glossary").path, isDirectory: &isDir)
            && isDir.boolValue
    }
}
