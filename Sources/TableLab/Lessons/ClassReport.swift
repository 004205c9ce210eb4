import TableRender
import TableText

private typealias R = L10n.Lessons.Report

/// A teacher's table of a class (`tablelab progress report FILE…`): one row per exported progress
/// file (`progress export`), one column per lesson anyone has started — steps done of the lesson's
/// steps, and predictions right of those answered — as aligned text, CSV or a Markdown table. A file
/// that cannot be read is a line of its own with the reason; it never stops the report.
///
/// Steps are counted as the lesson stands now (`LessonProgress.record`: a step edited since the
/// student did it is not done). A lesson this tablelab does not have (a teacher's lesson the
/// student had and the teacher does not) is counted from the file alone, its total unknown.
public struct ClassReport: Sendable {
    public struct Student: Sendable {
        /// The file as the teacher typed it.
        public var file: String
        public var progress: LessonProgress

        public init(file: String, progress: LessonProgress) {
            self.file = file
            self.progress = progress
        }

        /// The name the student set (`progress name`), else the file's name.
        var shownName: String {
            let name = progress.name?.trimmingWhitespace() ?? ""
            if !name.isEmpty { return name.visibleControls.truncated(toWidth: LessonProgress.nameColumns) }
            return "(" + (file.split(separator: "/").last.map(String.init) ?? file).visibleControls + ")"
        }
    }

    public struct Unreadable: Sendable {
        public var file: String
        public var reason: Message

        public init(file: String, reason: Message) {
            self.file = file
            self.reason = reason
        }
    }

    /// One lesson column.
    struct Column {
        var id: String
        var lesson: Lesson?
        var heading: String { lesson.map { String($0.number) } ?? id }
    }

    /// What a student did in one lesson: nil steps total when the lesson is not known here.
    struct Cell: Equatable {
        var done: Int
        var steps: Int?
        var right: Int
        var answered: Int

        var text: String { "\(done)/\(steps.map(String.init) ?? "?") · \(right)/\(answered)" }
    }

    public var students: [Student]
    public var unreadable: [Unreadable]
    let columns: [Column]

    /// `lessons`: the lessons this tablelab loads, to count steps against and order the columns.
    public init(students: [Student], unreadable: [Unreadable], lessons: [Lesson]) {
        self.students = students
        self.unreadable = unreadable
        let started = Set(students.flatMap { $0.progress.lessons.keys })
        var columns = lessons.filter { started.contains($0.id) }.map { Column(id: $0.id, lesson: $0) }
        let known = Set(lessons.map(\.id))
        columns += started.subtracting(known).sorted().map { Column(id: $0, lesson: nil) }
        self.columns = columns
    }

    func cell(_ student: Student, _ column: Column) -> Cell? {
        guard let record = student.progress.lessons[column.id] else { return nil }
        guard let lesson = column.lesson else {
            let steps = record.steps.values
            return Cell(done: steps.filter(\.done).count, steps: nil,
                        right: steps.filter { $0.predictionRight == true }.count,
                        answered: steps.filter { $0.predictionRight != nil }.count)
        }
        let score = student.progress.score(lesson)
        return Cell(done: student.progress.stepsDone(lesson), steps: lesson.steps.count, right: score.right, answered: score.answered)
    }

    // MARK: Text

    /// Columns aligned by display width (김민지 is 6 columns), a legend, then the unreadable files.
    public func text(_ language: Language) -> [String] {
        let head = [language.text(R.student)] + columns.map(\.heading)
        let rows = students.map { s in [s.shownName] + columns.map { cell(s, $0)?.text ?? "—" } }
        var out: [String] = []
        if students.isEmpty {
            out.append(language.text(R.noStudents))
        } else {
            let widths = head.indices.map { i in ([head] + rows).map { $0[i].displayWidth }.max() ?? 0 }
            func line(_ cells: [String]) -> String {
                cells.enumerated().map { i, c in
                    i == 0 ? c + String(repeating: " ", count: widths[i] - c.displayWidth)
                           : String(repeating: " ", count: widths[i] - c.displayWidth) + c
                }.joined(separator: "   ").trimmingTrailingSpaces()
            }
            out.append(line(head))
            out.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "   "))
            out += rows.map(line)
            out.append("")
            out += legend(language).map { "  " + $0 }
        }
        if !unreadable.isEmpty {
            out.append("")
            out.append(language.text(R.unreadableHeading(count: String(unreadable.count))))
            out += unreadable.map { "  " + $0.file.visibleControls + ": " + language.text($0.reason) }
        }
        return out
    }

    /// What a cell means and which lesson each column is.
    func legend(_ language: Language) -> [String] {
        [language.text(R.legend)] + columns.map { c in c.lesson == nil ? "\(c.heading) " + title(c, language) : "\(c.heading). " + title(c, language) }
    }

    func title(_ c: Column, _ language: Language) -> String {
        c.lesson.map { $0.title(language) } ?? language.text(R.unknownLesson)
    }

    // MARK: CSV

    /// One row per student and started lesson (for a spreadsheet), then one per unreadable file with
    /// its reason in the last column. RFC 4180 fields (a comma, a quote or a line break quoted), lines ended by LF: `Output` never writes a CR.
    public func csv(_ language: Language) -> String {
        var rows: [[String]] = [["student", "file", "lesson", "lesson_id", "title", "steps_done", "steps",
                                 "predictions_right", "predictions_answered", "problem"]]
        for s in students {
            for c in columns {
                guard let cell = cell(s, c) else { continue }
                rows.append([s.progress.name ?? "", s.file, c.lesson.map { String($0.number) } ?? "", c.id,
                             c.lesson?.title(language) ?? "", String(cell.done), cell.steps.map(String.init) ?? "",
                             String(cell.right), String(cell.answered), ""])
            }
        }
        for u in unreadable {
            rows.append(["", u.file, "", "", "", "", "", "", "", language.text(u.reason)])
        }
        return rows.map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    static func csvField(_ field: String) -> String {
        let safe = field.visibleControls
        guard safe.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return safe }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    // MARK: Markdown

    /// A pipe table (CommonMark with the GFM table extension), the legend as a list, then the
    /// unreadable files.
    public func markdown(_ language: Language) -> String {
        var out: [String] = []
        if students.isEmpty {
            out += [language.text(R.noStudents), ""]
        } else {
            let head = [language.text(R.student)] + columns.map(\.heading)
            out.append("| " + head.map(Self.cellText).joined(separator: " | ") + " |")
            out.append("|" + head.indices.map { $0 == 0 ? " --- " : " ---: " }.joined(separator: "|") + "|")
            for s in students {
                let cells = [s.shownName] + columns.map { cell(s, $0)?.text ?? "—" }
                out.append("| " + cells.map(Self.cellText).joined(separator: " | ") + " |")
            }
            out.append("")
            out += [language.text(R.legend), ""]  // the catalog's own Markdown (code spans) is kept
            out += columns.map { "- **" + Self.escaped($0.heading) + "** " + Self.escaped(title($0, language)) } + [""]
        }
        if !unreadable.isEmpty {
            out += [language.text(R.unreadableHeading(count: String(unreadable.count))), ""]
            out += unreadable.map { "- " + Self.escaped($0.file) + ": " + language.text($0.reason).visibleControls }
            out.append("")
        }
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }

    /// Text from a file (a student's name, a path, a lesson's title) made inert in Markdown: its
    /// signs escaped, control characters shown.
    static func escaped(_ text: String) -> String {
        var out = ""
        for ch in text.visibleControls {
            if "\\`*_[]<>#|!~&".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    static func cellText(_ text: String) -> String { escaped(text) }
}
