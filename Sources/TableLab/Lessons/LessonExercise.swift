import Foundation
import TableText
import Yams

/// A file the learner fixes (rustlings for UIKit): the step hands out a starter
/// (`Lessons/exercises/NAME.swift`), the learner edits it and runs it with `app NAME.swift`, and the
/// step grades what their app does — on a new table with the exercise's world, after its scenario —
/// with the step's `expect` conditions.
///
/// The starter is one file in both languages: a whole-line comment `// en: …` is English, `// ko: …`
/// Korean; the learner gets the lines of their language (`text(for:)`), so a Korean beginner reads
/// only Korean comments, and the code is the same line for line in both.
public struct LessonExercise: Sendable, Equatable {
    /// The starter's file name, as written into the learner's folder (`RegisterCell.swift`).
    public var starter: String
    /// The starter's text with both languages' comments; nil when the lesson was read without its folder.
    public var template: String?
    /// World commands run before the app launches (`latency 300ms`): the network, threads, screen.
    public var world: [LessonCommandLine]
    /// Commands run on the launched app before grading (`scroll 12`, `wait 2000`).
    public var scenario: [LessonCommandLine]
    public var line: Int

    /// `NAME.swift`, with no folder: what the starter may be called.
    static func isStarterName(_ name: String) -> Bool {
        guard name.hasSuffix(".swift"), name.count > 6, name.count <= 64 else { return false }
        return name.dropLast(6).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// The starter as the learner gets it in `language`: the other language's comment lines left out,
    /// `// en: ` / `// ko: ` read as `// ` (`both` keeps the two).
    public func text(for language: Language) -> String? {
        template.map { Self.render($0, language) }
    }

    static func render(_ template: String, _ language: Language) -> String {
        var out: [String] = []
        for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
            let body = line.drop { $0 == " " }
            let indent = line.prefix(line.count - body.count)
            if let tag = Self.tag(body) {
                guard language == .both || language.rawValue == tag else { continue }
                out.append(indent + "// " + body.dropFirst(6).drop { $0 == " " })
            } else {
                out.append(String(line))
            }
        }
        return out.joined(separator: "\n")
    }

    /// `en` or `ko` for a comment line of one language (`// en: …`), else nil.
    static func tag(_ body: Substring) -> String? {
        for tag in ["en", "ko"] where body.hasPrefix("// \(tag):") { return tag }
        return nil
    }

    /// The first line (1-based) of `lines` that holds `find` outside a comment, and that line
    /// without its indentation.
    public static func line(of find: String, in lines: [String]) -> (number: Int, text: String)? {
        for (i, line) in lines.enumerated() {
            let body = line.drop { $0 == " " }
            if body.hasPrefix("//") { continue }
            if line.contains(find) { return (i + 1, String(body).trimmingTrailingSpaces()) }
        }
        return nil
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

extension YAMLReader {
    /// `exercise: {starter: NAME.swift, world: [...], scenario: [...]}`.
    func exercise(_ node: Node, problems p: inout Problems) -> LessonExercise? {
        typealias X = L10n.Diagnostics.Exercise
        guard let map = node.mapping else {
            p.error(line(node), X.notMapping)
            return nil
        }
        let known = ["starter", "world", "scenario"]
        for (k, _) in map where !known.contains(k.string ?? "") {
            p.error(line(k), X.unknownKey(key: k.string ?? "", keys: known.joined(separator: ", ")))
        }
        let starter = field(map, "starter")?.string ?? ""
        guard LessonExercise.isStarterName(starter) else {
            p.error(line(node), X.badStarter(starter: starter))
            return nil
        }
        func commands(_ key: String) -> [LessonCommandLine] {
            list(field(map, key)).map { LessonCommandLine(text: $0.text.trimmingWhitespace(), line: $0.line) }
        }
        let scenario = commands("scenario")
        if scenario.isEmpty { p.error(line(node), X.noScenario) }
        return LessonExercise(starter: starter, template: nil, world: commands("world"), scenario: scenario, line: line(node))
    }
}

extension LessonParser {
    /// Reads each exercise's starter from `folder/exercises/` (a regular UTF-8 file, at most 1 MiB,
    /// as any lesson content); a starter that cannot be read is an error at the step's `exercise:`.
    static func readStarters(_ steps: inout [LessonStep], folder: URL, file: String, problems p: inout Problems) {
        for i in steps.indices {
            guard let e = steps[i].exercise else { continue }
            let url = folder.appendingPathComponent("exercises").appendingPathComponent(e.starter)
            let shown = folder.lastPathComponent + "/exercises/" + e.starter
            switch ContentFile.read(url, displayPath: shown) {
            case .success(let text): steps[i].exercise?.template = text
            case .failure(let problem):
                p.error(e.line, L10n.Diagnostics.Exercise.starterUnreadable(path: shown))
                p.list.append(problem)
            }
        }
    }
}
