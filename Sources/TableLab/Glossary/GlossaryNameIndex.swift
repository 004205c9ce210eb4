import Foundation
import TableText

/// A persisted copy of what the session's glossary reads from the entries' front matter (names,
/// aliases, avoided words, related ids, lessons, `try`, and where each was written), so that the
/// next session's first `glossary TERM` takes them from one small file instead of opening and
/// parsing 77 (issue 17 §7). Each entry file is recorded with its name, size and modification time
/// (ns); the index is used only when the glossary folder, the program version and every file's
/// name, size and time still match, and the files are read as before otherwise (and the index
/// rewritten).
///
/// A cache, never trusted: an index that is unreadable, larger than `FileLimits.stateFileBytes`,
/// not in its shape, or holding a value the file reader could not have produced (a
/// control character, an id that is not its file's name, an empty name) is ignored as a whole. A
/// hostile index can at worst make lookups wrong; it cannot put control bytes on the terminal.
/// Stored as plain text (see `text`), not JSON: `JSONDecoder` cost what the index saved.
/// Only a glossary read without a single diagnostic is written, so loading from the index reports
/// exactly what reading the files would (nothing). `tablelab check` never uses it.
public struct GlossaryNameIndex: Equatable, Sendable {
    /// Bumped when the shape or the meaning of a field changes: an older index is then ignored.
    static let format = 2

    var format: Int
    /// The program version that wrote it.
    var version: String
    /// The glossary folder's path, as the session found it.
    var folder: String
    var files: [File]

    /// One entry file: how it was when read, and the front-matter fields the session keeps.
    struct File: Equatable, Sendable {
        var stamp: Stamp
        var id: String
        var en: String
        var ko: String
        var aliases: [String]
        var avoid: [String]
        var related: [String]
        var lessons: [String]
        var tryCommand: String
        var fieldLines: [String: Int]
        var aliasLines: [Int]
        var relatedLines: [Int]
        var lessonLines: [Int]
    }

    /// A file's name, size and modification time (ns): what a `stat` says without opening it.
    struct Stamp: Equatable, Sendable {
        var name: String
        var size: Int64
        var mtime: Int64

        init(name: String, size: Int64, mtime: Int64) {
            self.name = name
            self.size = size
            self.mtime = mtime
        }

        /// nil when the file cannot be `stat`ed (it is then read, and the index not written).
        init?(_ url: URL) {
            var info = stat()
            guard stat(url.path, &info) == 0 else { return nil }
            name = url.lastPathComponent
            size = Int64(info.st_size)
            mtime = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        }
    }

    /// Where the index lives and which program writes it.
    public struct Store: Sendable {
        public let path: String
        public let version: String

        public init(path: String, version: String) {
            self.path = path
            self.version = version
        }

        /// `glossary-index` in tablelab's state folder (`FilePaths.stateFolder`); nil without one.
        public static func inStateFolder(environment: [String: String], version: String) -> Store? {
            FilePaths.stateFolder(environment: environment).map { Store(path: $0 + "/glossary-index", version: version) }
        }

        /// The entries, if the index matches these files exactly and every value in it passes the
        /// checks the file reader's output would; nil otherwise (read the files).
        func entries(folder: URL, stamps: [Stamp]) -> [GlossaryEntry]? {
            guard case .success(let data?) = FileTarget.read(path, limit: FileLimits.stateFileBytes),
                  let index = GlossaryNameIndex(text: data),
                  index.format == GlossaryNameIndex.format, index.version == version, index.folder == folder.path,
                  index.files.map(\.stamp) == stamps
            else { return nil }
            let display = folder.lastPathComponent
            var entries: [GlossaryEntry] = []
            entries.reserveCapacity(index.files.count)
            for file in index.files {
                guard let entry = file.entry(folder: display) else { return nil }
                entries.append(entry)
            }
            return entries
        }

        /// Writes the index for `entries`, read from the files `stamps` describe (in the same order),
        /// atomically. Best effort and silent: a session without a writable state folder works as
        /// before, reading the files each time.
        func save(folder: URL, stamps: [Stamp], entries: [GlossaryEntry]) {
            guard stamps.count == entries.count,
                  zip(stamps, entries).allSatisfy({ $0.name == $1.fileName }) else { return }
            let index = GlossaryNameIndex(
                format: GlossaryNameIndex.format, version: version, folder: folder.path,
                files: zip(stamps, entries).map { File(stamp: $0, entry: $1) })
            guard let data = index.text else { return }
            guard FileTarget.makeStateFolders(FilePaths.folder(of: path)) == nil,
                  case .success(let target) = FileTarget.forWriting(path) else { return }
            _ = AtomicFile.write(target, newMode: 0o600, bytes: data)
        }
    }
}

extension GlossaryNameIndex.File {
    init(stamp: GlossaryNameIndex.Stamp, entry: GlossaryEntry) {
        self.stamp = stamp
        id = entry.id
        en = entry.en
        ko = entry.ko
        aliases = entry.aliases
        avoid = entry.avoid
        related = entry.related
        lessons = entry.lessons
        tryCommand = entry.tryCommand
        fieldLines = entry.lines.fields
        aliasLines = entry.lines.aliases
        relatedLines = entry.lines.related
        lessonLines = entry.lines.lessons
    }

    /// The names-only entry this record stands for, as `GlossaryParser` (`namesOnly`) would give it;
    /// nil when a value could not have come from a clean read of the file: a control character, an
    /// empty or untrimmed name, an id that is not the file's name, line lists not aligned.
    func entry(folder: String) -> GlossaryEntry? {
        let texts = [id, en, ko, tryCommand] + aliases + avoid + related + lessons
        guard stamp.name == id + ".md", GlossaryParser.isValidID(id),
              !en.isEmpty, !ko.isEmpty, !tryCommand.isEmpty,
              texts.allSatisfy({ !$0.containsControlCharacters && $0 == $0.trimmedSpaces() }),
              (aliases + avoid + related + lessons).allSatisfy({ !$0.isEmpty }),
              aliasLines.count == aliases.count, relatedLines.count == related.count, lessonLines.count == lessons.count,
              fieldLines.keys.allSatisfy({ !$0.containsControlCharacters })
        else { return nil }
        var lines = GlossaryEntry.SourceLines()
        lines.fields = fieldLines
        lines.aliases = aliasLines
        lines.related = relatedLines
        lines.lessons = lessonLines
        var entry = GlossaryEntry(
            id: id, en: en, ko: ko, aliases: aliases, related: related, lessons: lessons, tryCommand: tryCommand,
            definitionEn: "", definitionKo: "", fileName: stamp.name, displayPath: folder + "/" + stamp.name, lines: lines)
        entry.avoid = avoid
        return entry
    }
}

/// The index as text, one line a file, its fields between tabs and a list's items between unit
/// separators (U+001F): read in a fraction of the time `JSONDecoder` took, which cost as much as
/// reading the 77 files. No value may hold a tab, a newline or a control character (the reader
/// never gives one), so the separators cannot be confused with text; an index with one is not written.
///
///     tablelab-glossary-index FORMAT
///     VERSION
///     FOLDER
///     NAME SIZE MTIME ID EN KO TRY ALIASES AVOID RELATED LESSONS FIELD=LINE… ALIAS-LINES RELATED-LINES LESSON-LINES
extension GlossaryNameIndex {
    static let magic = "tablelab-glossary-index"
    static let tab: UInt8 = 0x09
    static let unit: UInt8 = 0x1F
    static let newline: UInt8 = 0x0A

    /// The text, or nil when a value holds a separator.
    var text: Data? {
        func clean(_ value: String) -> Bool {
            !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F })
        }
        let files = self.files
        var values = [version, folder]
        for file in files {
            values += [file.stamp.name, file.id, file.en, file.ko, file.tryCommand]
            values += file.aliases + file.avoid + file.related + file.lessons + Array(file.fieldLines.keys)
        }
        guard values.allSatisfy(clean) else { return nil }
        guard files.allSatisfy({ $0.fieldLines.keys.allSatisfy { !$0.contains("=") } }) else { return nil }
        var out = "\(Self.magic) \(format)\n\(version)\n\(folder)\n"
        let u = "\u{1F}"
        for f in files {
            let fields: [String] = [
                f.stamp.name, String(f.stamp.size), String(f.stamp.mtime), f.id, f.en, f.ko, f.tryCommand,
                f.aliases.joined(separator: u), f.avoid.joined(separator: u), f.related.joined(separator: u),
                f.lessons.joined(separator: u),
                f.fieldLines.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: u),
                f.aliasLines.map(String.init).joined(separator: u), f.relatedLines.map(String.init).joined(separator: u),
                f.lessonLines.map(String.init).joined(separator: u),
            ]
            out += fields.joined(separator: "\t") + "\n"
        }
        return Data(out.utf8)
    }

    /// Reads the text; nil when anything is not in its shape (a field missing or extra, a number
    /// that is not one, bytes that are not UTF-8).
    ///
    /// Read from the bytes in one pass: the whole text is checked to be UTF-8 once — then every
    /// piece between the ASCII separators is UTF-8 too, and refusing a file with one bad piece is
    /// refusing the file — and each field is made a string from its bytes. Splitting the bytes with
    /// the generic `split` and validating each field on its own was a tenth of a first `glossary
    /// TERM` (issue 17 §7).
    init?(text data: Data) {
        guard let index = data.withUnsafeBytes({ raw in GlossaryNameIndex.read(raw.bindMemory(to: UInt8.self)) })
        else { return nil }
        self = index
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> GlossaryNameIndex? {
        guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        /// The end of the piece that starts at `start` and ends before `separator` or `end`.
        func pieceEnd(from start: Int, to end: Int, separator: UInt8) -> Int {
            var i = start
            while i < end && bytes[i] != separator { i += 1 }
            return i
        }
        // The lines; the text ends with a newline (its last line is empty).
        var lines: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            let end = pieceEnd(from: start, to: bytes.count, separator: Self.newline)
            guard end < bytes.count else { return nil }  // a last line without its newline
            lines.append(start..<end)
            start = end + 1
        }
        guard lines.count >= 3 else { return nil }
        let head = string(lines[0])
        guard head.hasPrefix(Self.magic + " "), let format = Int(head.dropFirst(Self.magic.count + 1)) else { return nil }
        let version = string(lines[1])
        let folder = string(lines[2])
        func strings(_ range: Range<Int>) -> [String] {
            if range.isEmpty { return [] }
            var out: [String] = []
            var i = range.lowerBound
            while true {
                let end = pieceEnd(from: i, to: range.upperBound, separator: Self.unit)
                out.append(string(i..<end))
                if end == range.upperBound { return out }
                i = end + 1
            }
        }
        func numbers(_ range: Range<Int>) -> [Int]? {
            var out: [Int] = []
            for item in strings(range) {
                guard let n = Int(item) else { return nil }
                out.append(n)
            }
            return out
        }
        var files: [File] = []
        files.reserveCapacity(lines.count - 3)
        var f: [Range<Int>] = []
        f.reserveCapacity(15)
        for line in lines[3...] {
            f.removeAll(keepingCapacity: true)
            var i = line.lowerBound
            while true {
                let end = pieceEnd(from: i, to: line.upperBound, separator: Self.tab)
                f.append(i..<end)
                if end == line.upperBound { break }
                i = end + 1
            }
            guard f.count == 15,
                  let size = Int64(string(f[1])), let mtime = Int64(string(f[2])),
                  let aliasLines = numbers(f[12]), let relatedLines = numbers(f[13]), let lessonLines = numbers(f[14])
            else { return nil }
            var fieldLines: [String: Int] = [:]
            for pair in strings(f[11]) {
                guard let equals = pair.lastIndex(of: "="), let n = Int(pair[pair.index(after: equals)...]) else { return nil }
                fieldLines[String(pair[..<equals])] = n
            }
            files.append(File(stamp: Stamp(name: string(f[0]), size: size, mtime: mtime), id: string(f[3]), en: string(f[4]),
                              ko: string(f[5]), aliases: strings(f[7]), avoid: strings(f[8]), related: strings(f[9]),
                              lessons: strings(f[10]), tryCommand: string(f[6]), fieldLines: fieldLines,
                              aliasLines: aliasLines, relatedLines: relatedLines, lessonLines: lessonLines))
        }
        return GlossaryNameIndex(format: format, version: version, folder: folder, files: files)
    }
}
