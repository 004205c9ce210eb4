import Foundation
import TableText

/// What the list of lessons needs of a lesson — number, id, title, prerequisites — read from its
/// header alone, and the file's text, to read the rest from when the lesson is opened.
public struct LessonSummary: Sendable {
    public var id: String
    public var number: Int
    public var title: Bilingual
    public var prerequisites: [String]

    /// The title inline: `both` gives "English / 한국어".
    public func title(_ lang: Language) -> String { title.text(lang, block: false) }
}

/// The lessons of a session: their summaries, in order, and each lesson read in full on first use.
///
/// Why: reading every lesson in full (17 files, each step's YAML through Yams) was most of the time
/// of a first `lesson 1`, which needs one of them. The list, the numbers `lesson N` accepts and the
/// titles a glossary entry names come from the summaries; a lesson's steps are read when it is
/// opened (or when the list needs its progress mark), once, from the text read with its header —
/// no file is read twice, and what is opened is the version the list showed.
///
/// A class so that copies of a session share the reads; the lock makes first use safe from any thread.
final class LessonShelf: @unchecked Sendable {
    /// One lesson: its summary, and either the lesson or how to read it.
    struct Slot {
        var summary: LessonSummary
        var lesson: Lesson?
        var read: (@Sendable () -> Lesson?)?
    }

    private let lock = NSLock()
    private var slots: [Slot]?
    private var load: (@Sendable () -> [Slot])?
    /// The folder's files, each read on first use, when the shelf was made from files: a glossary
    /// entry's lessons are then found by their file names (`12-stale-image.md` holds `stale-image`)
    /// and only those files are read; the list, when it is needed, reads the rest and reuses these.
    private var files: (@Sendable () -> [LessonFile])?
    private var listed: [LessonFile]?

    /// Lessons already read in full (tests, `tablelab check`, transcripts).
    init(_ lessons: [Lesson]) {
        slots = lessons.map { Slot(summary: LessonSummary($0), lesson: $0, read: nil) }
    }

    /// Lessons whose summaries `load` gives the first time they are needed.
    init(load: @escaping @Sendable () -> [LessonSource]) {
        self.load = { load().map { source in
            Slot(summary: source.summary, lesson: source.lesson, read: source.lesson == nil ? source.read : nil)
        } }
    }

    /// Lessons whose files are read one by one as they are needed (`LessonFile`).
    init(files: @escaping @Sendable () -> [LessonFile]) {
        self.files = files
        self.load = nil
    }

    /// The summary of the lesson `id`: without reading the other lessons when its file is named for
    /// it and the list was not read yet.
    func summary(id: String) -> LessonSummary? {
        lock.lock()
        if slots == nil, let all = listedFiles() {
            let named = all.filter { $0.idFromName == id }
            if let found = named.lazy.compactMap({ $0.source?.summary }).first(where: { $0.id == id }) {
                lock.unlock()
                return found
            }
        }
        lock.unlock()
        return summaries.first { $0.id == id }
    }

    /// The listed files (listing the folder once); nil when the shelf was not made from files.
    /// Called with the lock held.
    private func listedFiles() -> [LessonFile]? {
        if listed == nil, let files { listed = files() }
        return listed
    }

    private func withSlots<T>(_ body: (inout [Slot]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if slots == nil {
            if let all = listedFiles() {
                slots = all.compactMap(\.source)
                    .sorted { ($0.summary.number, $0.summary.id) < ($1.summary.number, $1.summary.id) }
                    .map { Slot(summary: $0.summary, lesson: $0.lesson, read: $0.lesson == nil ? $0.read : nil) }
            } else {
                slots = load?() ?? []
            }
            load = nil
            files = nil
        }
        return body(&slots!)
    }

    /// Adds a lesson read from a file of the teacher's (`lesson PATH.md`), or replaces the one read
    /// from the same file or with the same id (the teacher edited it and opens it again); its index.
    func add(_ lesson: Lesson) -> Int {
        withSlots { slots in
            let slot = Slot(summary: LessonSummary(lesson), lesson: lesson, read: nil)
            if let i = slots.firstIndex(where: { $0.lesson?.file == lesson.file || $0.summary.id == lesson.id }) {
                slots[i] = slot
                return i
            }
            let i = slots.firstIndex { ($0.summary.number, $0.summary.id) > (lesson.number, lesson.id) } ?? slots.count
            slots.insert(slot, at: i)
            return i
        }
    }

    /// Every lesson's summary, ordered by number (then id).
    var summaries: [LessonSummary] { withSlots { $0.map(\.summary) } }

    /// The lesson at `index` of `summaries`, read in full now if it was not yet; nil when its file
    /// has a problem (reported by the reader) or there is no such index.
    func lesson(at index: Int) -> Lesson? {
        withSlots { slots in
            guard slots.indices.contains(index) else { return nil }
            if let lesson = slots[index].lesson { return lesson }
            guard let read = slots[index].read else { return nil }
            slots[index].read = nil
            slots[index].lesson = read()
            return slots[index].lesson
        }
    }

    /// Every lesson that reads, in order: reads them all (`tablelab check`, tests).
    var lessons: [Lesson] {
        let count = withSlots { $0.count }
        return (0..<count).compactMap { lesson(at: $0) }
    }
}

extension LessonSummary {
    init(_ lesson: Lesson) {
        self.init(id: lesson.id, number: lesson.number, title: lesson.title, prerequisites: lesson.prerequisites)
    }
}

/// A lesson file as the session's shelf takes it: its summary and how to read the whole lesson,
/// or (when the header is not plain) the lesson already read.
public struct LessonSource: Sendable {
    public var summary: LessonSummary
    public var lesson: Lesson?
    public var read: @Sendable () -> Lesson?
}

extension LessonSource {
    /// A lesson already read.
    public init(_ lesson: Lesson) {
        self.init(summary: LessonSummary(lesson), lesson: lesson, read: { lesson })
    }
}

/// One lesson file of a folder, read (header summarized, as `Lessons.sources` does) the first time
/// its source is asked for, and never again.
public final class LessonFile: @unchecked Sendable {
    /// The id the file's name gives by the folder's convention (`12-stale-image.md` → `stale-image`;
    /// `tablelab check` warns about a file named otherwise): where to look first for a lesson by id.
    public let idFromName: String?
    private let lock = NSLock()
    private var read: (@Sendable () -> LessonSource?)?
    private var value: LessonSource?

    public init(idFromName: String?, read: @escaping @Sendable () -> LessonSource?) {
        self.idFromName = idFromName
        self.read = read
    }

    /// The file's lesson source; nil when it does not read (its problems were reported then).
    public var source: LessonSource? {
        lock.lock()
        defer { lock.unlock() }
        if let read {
            value = read()
            self.read = nil
        }
        return value
    }

    /// `12-stale-image.md` → `stale-image`: the name after its number, without `.md`.
    static func id(fromName name: String) -> String? {
        guard name.hasSuffix(".md") else { return nil }
        let stem = name.dropLast(3)
        guard let dash = stem.firstIndex(of: "-"), stem[..<dash].allSatisfy(\.isASCII), stem[..<dash].allSatisfy(\.isNumber) else { return nil }
        let id = stem[stem.index(after: dash)...]
        return id.isEmpty ? nil : String(id)
    }
}

extension Lessons {
    /// The lesson files of a folder, none read yet: each is read (as `sources` reads it) when first
    /// needed. `report` hears a file's problems when it is read.
    /// `shownFolder`: the folder as messages name it (a teacher's folder as they gave it); the
    /// folder's own name by default (`Lessons/12-stale-image.md`).
    public static func lessonFiles(in directory: URL, shownFolder: String? = nil,
                                   report: @escaping @Sendable ([Diagnostic]) -> Void) -> [LessonFile] {
        let folder = shownFolder.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? directory.lastPathComponent
        return files(in: directory).map { url in
            LessonFile(idFromName: LessonFile.id(fromName: url.lastPathComponent)) {
                source(url, path: folder + "/" + url.lastPathComponent, report: report)
            }
        }
    }

    /// One file as a session reads it (see `sources`).
    static func source(_ url: URL, path: String, report: @escaping @Sendable ([Diagnostic]) -> Void) -> LessonSource? {
        switch ContentFile.read(url, displayPath: path) {
        case .failure(let problem):
            report([problem])
            return nil
        case .success(let text):
            if let summary = LessonParser.plainSummary(text, file: path) {
                return LessonSource(summary: summary, lesson: nil, read: {
                    let (lesson, diagnostics) = LessonParser.parse(text, file: path, folder: url.deletingLastPathComponent())
                    report(diagnostics)
                    return lesson
                })
            }
            let (lesson, diagnostics) = LessonParser.parse(text, file: path, folder: url.deletingLastPathComponent())
            report(diagnostics)
            return lesson.map(LessonSource.init)
        }
    }

    /// The lessons of a folder as a session reads them: each file is read once, its header
    /// summarized (`LessonParser.plainSummary`), and the whole lesson parsed from that text only
    /// when `read` is called. A file whose header is not plain, or does not read, is parsed in full
    /// now, as `load` would (and left out if it fails). `report` hears each file's problems when it
    /// is parsed. Ordered by number, then id, as `load` orders.
    public static func sources(from directory: URL, report: @escaping @Sendable ([Diagnostic]) -> Void) -> [LessonSource] {
        let folder = directory.lastPathComponent
        let sources = files(in: directory).compactMap { url in source(url, path: folder + "/" + url.lastPathComponent, report: report) }
        return sources.sorted { ($0.summary.number, $0.summary.id) < ($1.summary.number, $1.summary.id) }
    }
}

extension LessonParser {
    /// A lesson's summary from a plain header (`FrontMatter.plainFields`): the same id, number, title
    /// and prerequisites `parse` gives, without Yams and without its steps. Nil when the header is
    /// not plain or not complete (a key missing or unknown, a number that is not one, an empty
    /// value): `parse` then reads the file now and says what is wrong.
    public static func plainSummary(_ text: String, file: String) -> LessonSummary? {
        guard let frontMatter = try? FrontMatter.header(text, file: file), let fields = frontMatter.plainFields() else { return nil }
        var values: [String: FrontMatterField] = [:]
        for field in fields { values[field.key] = field }
        guard Set(values.keys) == Set(frontMatterKeys),
              case .text(let id)? = values["id"]?.value, case .text(let numberText)? = values["number"]?.value,
              let number = Int(numberText), case .text(let en)? = values["en"]?.value, case .text(let ko)? = values["ko"]?.value,
              case .list(let prerequisites)? = values["prerequisites"]?.value
        else { return nil }
        let ids = prerequisites.compactMap(\.text)
        guard ids.count == prerequisites.count else { return nil }
        return LessonSummary(id: id, number: number, title: Bilingual(en: en, ko: ko, line: values["en"]?.line ?? 2), prerequisites: ids)
    }
}
