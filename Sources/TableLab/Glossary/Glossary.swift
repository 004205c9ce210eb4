import Foundation

/// All glossary entries, loaded from the `glossary/` folder at run time, with lookup by any name.
///
/// Why loaded from text at run time: the glossary is data a teacher edits without Swift. Why a
/// value: a session holds one, tests build one from a fixture folder, and nothing mutates it.
public struct Glossary: Sendable {
    /// Every entry, sorted by English name (case-insensitive), then id.
    public let entries: [GlossaryEntry]
    /// Normalized name (id, en, ko, alias) → indexes into `entries`.
    let index: [String: [Int]]

    public init(entries: [GlossaryEntry]) {
        let sorted = entries.sorted {
            let a = $0.en.lowercased(), b = $1.en.lowercased()
            return a != b ? a < b : $0.id < $1.id
        }
        self.entries = sorted
        var index: [String: [Int]] = [:]
        for (i, entry) in sorted.enumerated() {
            for name in entry.allNames {
                let key = Glossary.normalize(name)
                guard !key.isEmpty else { continue }
                if !(index[key]?.contains(i) ?? false) { index[key, default: []].append(i) }
            }
        }
        self.index = index
    }

    /// An empty glossary (when the folder cannot be found, tablelab still runs).
    public static let empty = Glossary(entries: [])

    public var isEmpty: Bool { entries.isEmpty }

    /// The entry with this id, if any.
    public func entry(id: String) -> GlossaryEntry? {
        entries.first { $0.id == id }
    }

    /// Loads every `*.md` in `directory` except `README.md`. A broken file is reported and skipped;
    /// the rest loads. Diagnostics name files as `FOLDER/FILE` (`glossary/foo.md`).
    ///
    /// The diagnostics are the per-file ones (see `GlossaryParser`); the cross-entry rules are
    /// `ContentChecker.checkGlossary`'s job, except that a second entry with an id already loaded is
    /// skipped here (two entries cannot answer to one id).
    public static func load(from directory: URL) -> (Glossary, [Diagnostic]) {
        let folder = directory.lastPathComponent
        let files: [URL]
        do {
            files = try entryFiles(in: directory)
        } catch {
            return (.empty, [Diagnostic(file: folder, line: 1, message: "the glossary folder \(directory.path) cannot be read",
                                        messageKo: "용어 사전 폴더 \(directory.path)를 읽을 수 없습니다")])
        }
        var entries: [GlossaryEntry] = []
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]  // id → display path of the entry that has it
        for url in files {
            let path = folder + "/" + url.lastPathComponent
            let (entry, problems) = GlossaryParser.parseFile(at: url, displayPath: path)
            diagnostics += problems
            guard let entry else { continue }
            if let first = seen[entry.id] {
                diagnostics.append(Diagnostic(
                    file: path, line: entry.lines.line(of: "id"),
                    message: "id \"\(entry.id)\" is already used by \(first); this entry is skipped",
                    messageKo: "id \"\(entry.id)\"는 이미 \(first)에서 쓰고 있어 이 항목은 건너뜁니다"))
                continue
            }
            seen[entry.id] = path
            entries.append(entry)
        }
        return (Glossary(entries: entries), diagnostics)
    }

    /// The entry files of a folder, sorted by name: `*.md` except `README.md`.
    public static func entryFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" && $0.lastPathComponent.lowercased() != "readme.md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
