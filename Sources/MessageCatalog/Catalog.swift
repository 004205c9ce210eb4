import Foundation
import Yams

/// The messages of one language, read from `messages/<language>.yaml`.
///
/// The file is YAML a translator can edit: nested sections, each leaf a text with `{placeholders}`:
///
/// ```yaml
/// errors:
///   unknownCommand: "없는 명령입니다: `{word}` — 모든 명령 목록: `help`"
/// ```
///
/// A leaf's key is its dotted path (`errors.unknownCommand`). Reading is forgiving — a broken entry
/// is reported and the rest still load — and `tablelab check` is strict (`CatalogChecker`).
public struct Catalog: Sendable {
    public struct Entry: Sendable, Equatable {
        /// The text as written in the file.
        public var source: String
        /// 1-based line of the entry in its file.
        public var line: Int

        /// The text parsed into literal parts and placeholders. Parsed when asked, not when the file
        /// is read: start-up reads the whole catalog, a session shows a fraction of it
        /// (`MessageCatalogs` keeps each template it parses).
        public var template: Template { Template(parsing: source) }
    }

    /// A problem in the file: where, and what (`TableText` words it in the reader's language).
    public struct Problem: Error, Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case notYAML(reason: String)
            case unreadable(file: String)
            case notUTF8(file: String)
            case badKey
            case duplicateKey(String)
            case notText(key: String)
            /// An anchor or alias (`&name`, `*name`), or too many nodes: refused before expansion.
            case refused(SafeYAML.Refusal.Kind)
            /// Not a regular file (a pipe, a device, a folder): not opened for reading.
            case notRegular(file: String)
            /// Larger than `Catalog.maxBytes`.
            case tooLarge(file: String)
        }

        public var line: Int
        public var kind: Kind
    }

    public var entries: [String: Entry] = [:]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    public subscript(key: String) -> Entry? { entries[key] }

    /// The catalog in `text`, and every problem found while reading it.
    ///
    /// `plainFirst`: read a plain catalog without Yams (`plainEntries`), which gives the same entries
    /// faster; the session's catalogs are read so, `tablelab check` reads with Yams.
    public static func parse(_ text: String, plainFirst: Bool = false) -> (Catalog, [Problem]) {
        if plainFirst, let entries = plainEntries(text) { return (Catalog(entries: entries), []) }
        var catalog = Catalog()
        var problems: [Problem] = []
        let root: Node?
        do {
            root = try SafeYAML.compose(text, resolver: .basic)
        } catch let refusal as SafeYAML.Refusal {
            problems.append(Problem(line: refusal.line, kind: .refused(refusal.kind)))
            return (catalog, problems)
        } catch let error as YamlError {
            problems.append(Problem(line: Catalog.line(of: error), kind: .notYAML(reason: "\(error)".split(separator: "\n").first.map(String.init) ?? "")))
            return (catalog, problems)
        } catch {
            problems.append(Problem(line: 1, kind: .notYAML(reason: "\(error)")))
            return (catalog, problems)
        }
        guard let root else { return (catalog, problems) }
        walk(root, path: [], into: &catalog, problems: &problems)
        return (catalog, problems)
    }

    /// The largest catalog read: 4 MiB (the English one is about 150 KB).
    public static let maxBytes = 4 << 20

    /// The catalog in a file; a file that cannot be read is one problem on line 1. Only a regular file
    /// is read (opened without blocking): a FIFO named `en.yaml` must not hang start-up, nor
    /// `/dev/zero` fill memory. `plainFirst`: see `parse`.
    public static func load(from url: URL, plainFirst: Bool = false) -> (Catalog, [Problem]) {
        switch text(at: url) {
        case .success(let text): return parse(text, plainFirst: plainFirst)
        case .failure(let problem): return (Catalog(), [problem])
        }
    }

    /// The text of a catalog file, read as `load` reads it (a regular file, at most `maxBytes`,
    /// UTF-8), or the one problem on line 1 that stops it being read.
    public static func text(at url: URL) -> Result<String, Problem> {
        let data: Data
        switch readRegularFile(url, maxBytes: maxBytes) {
        case .success(let d): data = d
        case .failure(let failure): return .failure(Problem(line: 1, kind: failure.kind))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Problem(line: 1, kind: .notUTF8(file: url.lastPathComponent)))
        }
        return .success(text)
    }

    /// Why a catalog file was not read.
    private struct ReadFailure: Error {
        var kind: Problem.Kind
    }

    private static func readRegularFile(_ url: URL, maxBytes: Int) -> Result<Data, ReadFailure> {
        let file = url.lastPathComponent
        func failure(_ kind: Problem.Kind) -> Result<Data, ReadFailure> { .failure(ReadFailure(kind: kind)) }
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return failure(.unreadable(file: file)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return failure(.unreadable(file: file)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return failure(.notRegular(file: file)) }
        guard Int(info.st_size) <= maxBytes else { return failure(.tooLarge(file: file)) }
        // Read at most one byte past the limit: a file that grew since `fstat` is refused too.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= maxBytes {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return failure(.unreadable(file: file))
            }
            if n == 0 { break }
            data.append(buffer, count: n)
        }
        guard data.count <= maxBytes else { return failure(.tooLarge(file: file)) }
        return .success(data)
    }

    private static func walk(_ node: Node, path: [String], into catalog: inout Catalog, problems: inout [Problem]) {
        let line = node.mark?.line ?? 1
        switch node {
        case .mapping(let mapping):
            var seen = Set<String>()
            for (keyNode, value) in mapping {
                guard let key = keyNode.string, !key.isEmpty else {
                    problems.append(Problem(line: keyNode.mark?.line ?? 1, kind: .badKey))
                    continue
                }
                if !seen.insert(key).inserted {
                    problems.append(Problem(line: keyNode.mark?.line ?? 1,
                                            kind: .duplicateKey((path + [key]).joined(separator: "."))))
                    continue
                }
                walk(value, path: path + [key], into: &catalog, problems: &problems)
            }
        case .scalar(let scalar):
            guard !path.isEmpty else { return }
            let key = path.joined(separator: ".")
            catalog.entries[key] = Entry(source: scalar.string, line: line)
        default:
            problems.append(Problem(line: line, kind: .notText(key: path.joined(separator: "."))))
        }
    }

    static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        case .reader(_, let offset?, _, let yaml):
            // A byte libyaml refuses to read (a raw control character): its line, counted up to it.
            return yaml.prefix(offset).reduce(1) { $0 + ($1.unicodeScalars.contains("\n") ? 1 : 0) }
        default:
            return 1
        }
    }
}
