import Foundation
import TableText

/// All glossary entries, loaded from the `glossary/` folder at run time, with lookup by any name.
///
/// Why loaded from text at run time: the glossary is data a teacher edits without Swift. Why a
/// value: a session holds one, tests build one from a fixture folder, and nothing mutates it.
///
/// Why it can be **lazy** (`Glossary.lazy`): parsing every entry took about three times as long as
/// the rest of start-up, and most sessions never open the glossary. A lazy glossary reads its
/// folder the first time anything asks for its entries (`glossary`, help term marking, completion
/// of a glossary term, `glossary TERM` showing where a term was met) and keeps the result. Copies of
/// the value share that one load, so `Session` stays a value type; the entries never change after
/// loading, so sharing them is safe from any thread.
public struct Glossary: Sendable {
    let storage: Storage

    /// Every entry, sorted by English name (case-insensitive), then id.
    public var entries: [GlossaryEntry] { storage.contents.entries }
    /// Normalized name (id, en, ko, alias) → indexes into `entries`.
    var index: [String: [Int]] { storage.contents.index }
    /// Finds this glossary's terms in running text; built once, on first use.
    public var linker: GlossaryLinker { storage.linker(for: self) }

    public init(entries: [GlossaryEntry]) {
        storage = Storage(contents: Contents(entries: entries))
    }

    /// Entries read for their names only, whose definitions and paragraphs `bodies` reads when shown.
    init(entries: [GlossaryEntry], bodies: BodyReader) {
        storage = Storage(contents: Contents(entries: entries, bodies: bodies))
    }

    /// The entry as `glossary TERM` shows it: read in full now if this glossary holds names only
    /// (`load(from:plainFirst:readBodiesWhenShown:)`), once; as it is otherwise. Nil when its body
    /// does not read (its problems are reported): the checked glossary has no such entry.
    public func shown(_ entry: GlossaryEntry) -> GlossaryEntry? {
        guard let bodies = storage.contents.bodies else { return entry }
        return bodies.full(entry)
    }

    /// A glossary that runs `load` the first time its entries are needed, once, and keeps the result.
    public static func lazy(_ load: @escaping @Sendable () -> Glossary) -> Glossary {
        Glossary(storage: Storage(load: load))
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// Whether the entries have been read (always true for a glossary made from entries).
    public var isLoaded: Bool { storage.isLoaded }

    /// The sorted entries and the name index: what loading produces.
    struct Contents: Sendable {
        let entries: [GlossaryEntry]
        let index: [String: [Int]]
        /// Set when the entries hold names only: reads an entry's body when it is shown.
        var bodies: BodyReader?

        init(entries: [GlossaryEntry], bodies: BodyReader? = nil) {
            self.bodies = bodies
            // Each name lowercased once, not once per comparison; the positions are sorted, not the
            // entries (moving 77 large values about was a fortieth of a first `glossary TERM`).
            let names = entries.map { $0.en.lowercased() }
            let sorted = entries.indices
                .sorted { names[$0] != names[$1] ? names[$0] < names[$1] : entries[$0].id < entries[$1].id }
                .map { entries[$0] }
            self.entries = sorted
            var index: [String: [Int]] = [:]
            index.reserveCapacity(sorted.count * 8)  // about as many names as an entry has, grown once at most
            for (i, entry) in sorted.enumerated() {
                for name in entry.allNames {
                    let key = Glossary.normalize(name)
                    guard !key.isEmpty else { continue }
                    if !(index[key]?.contains(i) ?? false) { index[key, default: []].append(i) }
                }
            }
            self.index = index
        }
    }

    /// Holds the contents, loading them on first use. A class so that copies of a `Glossary` (and
    /// of the `Session` holding it) share one load; the lock makes that first use safe from any
    /// thread (libedit's completion callback included).
    final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var loaded: Contents?
        private var load: (@Sendable () -> Glossary)?
        private var builtLinker: GlossaryLinker?

        init(contents: Contents) { loaded = contents }
        init(load: @escaping @Sendable () -> Glossary) { self.load = load }

        var isLoaded: Bool { lock.withLock { loaded != nil } }

        var contents: Contents {
            lock.lock()
            defer { lock.unlock() }
            if let loaded { return loaded }
            let contents = load?().storage.contents ?? Contents(entries: [])
            loaded = contents
            load = nil
            return contents
        }

        func linker(for glossary: Glossary) -> GlossaryLinker {
            if let linker = lock.withLock({ builtLinker }) { return linker }
            let linker = GlossaryLinker(entries: contents.entries)
            lock.withLock { if builtLinker == nil { builtLinker = linker } }
            return linker
        }
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
    ///
    /// `plainFirst`: read plain front matter without Yams (see `FrontMatter.plainFields`); the same
    /// entries and diagnostics, in a fraction of the time. The session's glossary is read so.
    ///
    /// `readBodiesWhenShown`: read each entry's front matter only (`GlossaryParser` `namesOnly`) —
    /// names, aliases, related ids, lessons, `try`: all that lookup, completion, the list and the
    /// term finder use — and its definitions and paragraphs when `shown`; the problems found then
    /// (and not already reported here) go to this closure. The session's glossary is read so: a first
    /// `glossary TERM` reads one body, not 77 (issue 17 §7). `tablelab check` reads every file in full.
    ///
    /// `nameIndex` (with `readBodiesWhenShown` only): take the names from this persisted index when
    /// it matches every file's name, size and time, without opening the files; else read them and
    /// rewrite the index (see `GlossaryNameIndex`).
    public static func load(from directory: URL, plainFirst: Bool = false,
                            readBodiesWhenShown report: (@Sendable ([Diagnostic]) -> Void)? = nil,
                            nameIndex: GlossaryNameIndex.Store? = nil) -> (Glossary, [Diagnostic]) {
        let folder = directory.lastPathComponent
        let files: [URL]
        do {
            files = try entryFiles(in: directory)
        } catch {
            return (.empty, [Diagnostic(file: folder, line: 1, L10n.Diagnostics.Glossary.folderUnreadable(path: directory.path))])
        }
        // Each file stat'ed before it is read: a file changed while being read has a newer time than
        // the one recorded, so the next session reads it again.
        let nameIndex = report == nil ? nil : nameIndex
        let stamps = nameIndex == nil ? nil : files.compactMap(GlossaryNameIndex.Stamp.init)
        if let nameIndex, let report, let stamps, stamps.count == files.count,
           let entries = nameIndex.entries(folder: directory, stamps: stamps) {
            return (Glossary(entries: entries, bodies: BodyReader(directory: directory, reported: [], report: report)), [])
        }
        var entries: [GlossaryEntry] = []
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]  // id → display path of the entry that has it
        for url in files {
            let path = folder + "/" + url.lastPathComponent
            let (entry, problems) = GlossaryParser.parseFile(at: url, displayPath: path, plainFirst: plainFirst, namesOnly: report != nil)
            diagnostics += problems
            guard let entry else { continue }
            if let first = seen[entry.id] {
                diagnostics.append(Diagnostic(
                    file: path, line: entry.lines.line(of: "id"),
                    L10n.Glossary.skipped(problem: L10n.Diagnostics.Glossary.duplicateID(id: entry.id, file: first))))
                continue
            }
            seen[entry.id] = path
            entries.append(entry)
        }
        if let nameIndex, let stamps, stamps.count == files.count, diagnostics.isEmpty {
            nameIndex.save(folder: directory, stamps: stamps, entries: entries)
        }
        if let report {
            let bodies = BodyReader(directory: directory, reported: diagnostics, report: report)
            return (Glossary(entries: entries, bodies: bodies), diagnostics)
        }
        return (Glossary(entries: entries), diagnostics)
    }

    /// Reads the bodies of a names-only glossary's entries, each once, when they are shown. A class
    /// shared by the copies of the glossary; the lock makes it safe from any thread.
    final class BodyReader: @unchecked Sendable {
        private let lock = NSLock()
        private let directory: URL
        private var reported: [Diagnostic]
        private let report: @Sendable ([Diagnostic]) -> Void
        private var read: [String: GlossaryEntry?] = [:]

        init(directory: URL, reported: [Diagnostic], report: @escaping @Sendable ([Diagnostic]) -> Void) {
            self.directory = directory
            self.reported = reported
            self.report = report
        }

        /// The entry read in full from its file (the same reader as the names: plain front matter
        /// first); nil when the file no longer gives an entry.
        func full(_ entry: GlossaryEntry) -> GlossaryEntry? {
            lock.lock()
            defer { lock.unlock() }
            if let done = read[entry.id] { return done }
            let url = directory.appendingPathComponent(entry.fileName)
            let (full, problems) = GlossaryParser.parseFile(at: url, displayPath: entry.displayPath, plainFirst: true)
            let fresh = problems.filter { !reported.contains($0) }
            reported += fresh
            if !fresh.isEmpty { report(fresh) }
            read[entry.id] = full
            return full
        }
    }

    /// The entry files of a folder, sorted by name: `*.md` except `README.md`.
    public static func entryFiles(in directory: URL) throws -> [URL] {
        // Each name taken once, not once per comparison (it was a fortieth of a first `glossary TERM`).
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .map { (name: $0.lastPathComponent, url: $0) }
            .filter { $0.name.hasSuffix(".md") && $0.name.count > 3 && $0.name.lowercased() != "readme.md" }
            .sorted { $0.name < $1.name }
            .map(\.url)
    }
}
