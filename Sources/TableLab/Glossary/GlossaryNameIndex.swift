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
/// not valid JSON of this shape, or holding a value the file reader could not have produced (a
/// control character, an id that is not its file's name, an empty name) is ignored as a whole. A
/// hostile index can at worst make lookups wrong; it cannot put control bytes on the terminal.
/// Only a glossary read without a single diagnostic is written, so loading from the index reports
/// exactly what reading the files would (nothing). `tablelab check` never uses it.
public struct GlossaryNameIndex: Codable, Equatable, Sendable {
    /// Bumped when the shape or the meaning of a field changes: an older index is then ignored.
    static let format = 1

    var format: Int
    /// The program version that wrote it.
    var version: String
    /// The glossary folder's path, as the session found it.
    var folder: String
    var files: [File]

    /// One entry file: how it was when read, and the front-matter fields the session keeps.
    struct File: Codable, Equatable, Sendable {
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
    struct Stamp: Codable, Equatable, Sendable {
        var name: String
        var size: Int64
        var mtime: Int64

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

        /// `glossary-index.json` in tablelab's state folder (`FilePaths.stateFolder`); nil without one.
        public static func inStateFolder(environment: [String: String], version: String) -> Store? {
            FilePaths.stateFolder(environment: environment).map { Store(path: $0 + "/glossary-index.json", version: version) }
        }

        /// The entries, if the index matches these files exactly and every value in it passes the
        /// checks the file reader's output would; nil otherwise (read the files).
        func entries(folder: URL, stamps: [Stamp]) -> [GlossaryEntry]? {
            guard case .success(let data?) = FileTarget.read(path, limit: FileLimits.stateFileBytes),
                  let index = try? JSONDecoder().decode(GlossaryNameIndex.self, from: data),
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
            guard let data = try? JSONEncoder().encode(index) else { return }
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
