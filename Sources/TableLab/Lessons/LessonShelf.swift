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

    private func withSlots<T>(_ body: (inout [Slot]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if slots == nil {
            slots = load?() ?? []
            load = nil
        }
        return body(&slots!)
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

extension Lessons {
    /// The lessons of a folder as a session reads them: each file is read once, its header
    /// summarized (`LessonParser.plainSummary`), and the whole lesson parsed from that text only
    /// when `read` is called. A file whose header is not plain, or does not read, is parsed in full
    /// now, as `load` would (and left out if it fails). `report` hears each file's problems when it
    /// is parsed. Ordered by number, then id, as `load` orders.
    public static func sources(from directory: URL, report: @escaping @Sendable ([Diagnostic]) -> Void) -> [LessonSource] {
        let folder = directory.lastPathComponent
        var sources: [LessonSource] = []
        for url in files(in: directory) {
            let path = folder + "/" + url.lastPathComponent
            switch ContentFile.read(url, displayPath: path) {
            case .failure(let problem):
                report([problem])
            case .success(let text):
                if let summary = LessonParser.plainSummary(text, file: path) {
                    sources.append(LessonSource(summary: summary, lesson: nil, read: {
                        let (lesson, diagnostics) = LessonParser.parse(text, file: path)
                        report(diagnostics)
                        return lesson
                    }))
                } else {
                    let (lesson, diagnostics) = LessonParser.parse(text, file: path)
                    report(diagnostics)
                    if let lesson { sources.append(LessonSource(lesson)) }
                }
            }
        }
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
