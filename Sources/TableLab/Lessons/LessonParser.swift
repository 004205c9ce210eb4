import Foundation
import TableText
import Yams

/// Reads a lesson file: YAML front matter, then `## step: ID` sections, each with `### en` / `### ko`
/// narration (and optional `### en after` / `### ko after`) and one fenced ```yaml block of what the
/// step does. Problems are collected as `file:line` diagnostics, never thrown, so a teacher sees all
/// of them at once.
public enum LessonParser {
    public static let frontMatterKeys = ["id", "number", "en", "ko", "topics", "prerequisites", "glossary", "setup"]
    public static let stepKeys = ["run", "do", "predict", "recall", "expect", "hints", "code", "exercise"]
    private typealias L = L10n.Diagnostics.Lesson

    /// Reads through `ContentFile`, as the glossary does: only a regular file, at most 1 MiB, and
    /// CRLF line endings read as LF (a lesson saved on Windows is a lesson, not "no front matter").
    public static func parseFile(at url: URL, displayPath: String, partial: Bool = false) -> (Lesson?, [Diagnostic]) {
        switch ContentFile.read(url, displayPath: displayPath) {
        case .success(let text): return parse(text, file: displayPath, folder: url.deletingLastPathComponent(), partial: partial)
        case .failure(let problem): return (nil, [problem])
        }
    }

    /// `folder`: the lesson's folder, where the starters of its exercises are read from
    /// (`exercises/NAME.swift`); without it they are left unread (`LessonExercise.template` nil).
    ///
    /// `partial` (for `tablelab check`): a lesson whose header gives an id and a number is returned
    /// even with errors in its steps, so that the checker also runs its commands, expectations and
    /// predictions and a teacher sees every problem in one pass, not a structural error first and
    /// the rest after fixing it. A session never opens such a lesson (`partial` false: nil).
    public static func parse(_ text: String, file: String, folder: URL? = nil, partial: Bool = false) -> (Lesson?, [Diagnostic]) {
        var p = Problems(file: file)
        // Control characters decoded from YAML escapes: errors for `check`, but the lesson still
        // loads — printed, they are shown as `␛`, as a raw one in the file is (`Output`).
        var controls = Problems(file: file)
        let fm: FrontMatter
        do {
            fm = try FrontMatter.split(text, file: file)
        } catch {
            return (nil, [error])
        }
        // Front matter.
        let root: Node?
        do {
            root = try SafeYAML.compose(fm.yaml)
        } catch let refusal as SafeYAML.Refusal {
            return (nil, [Diagnostic(file: file, line: refusal.line + fm.yamlFirstLine - 1, refusal.kind.message)])
        } catch let error as YamlError {
            return (nil, [fm.diagnostic(for: error, file: file)])
        } catch {
            return (nil, [Diagnostic(file: file, line: 2, L10n.Diagnostics.FrontMatter.unreadable(reason: "\(error)"))])
        }
        guard let top = root?.mapping else {
            return (nil, [Diagnostic(file: file, line: 2, L.notKeyValue)])
        }
        let y = YAMLReader(firstLine: fm.yamlFirstLine, file: file)
        y.reportControlCharacters(in: root, source: fm.yaml, problems: &controls)
        var keyLines: [String: Int] = [:]
        var values: [String: Node] = [:]
        for (k, v) in top {
            let key = k.string ?? ""
            keyLines[key] = y.line(k)
            values[key] = v
            if !frontMatterKeys.contains(key) {
                p.error(y.line(k), L.unknownKey(key: key, keys: frontMatterKeys.joined(separator: ", ")))
            }
        }
        for key in frontMatterKeys where values[key] == nil {
            p.error(2, L.missingKey(key: key))
        }
        let id = values["id"]?.string ?? ""
        let number = values["number"]?.string.flatMap { Int($0) }
        if values["number"] != nil && number == nil {
            p.error(keyLines["number"] ?? 2, L.numberNotWhole)
        }
        let topics = y.list(values["topics"]).compactMap { Int($0.text) }
        let prerequisites = y.list(values["prerequisites"]).map(\.text)
        let glossary = y.list(values["glossary"]).map { (id: $0.text, line: $0.line) }
        let setup = y.list(values["setup"]).map { (command: $0.text, line: $0.line) }
        let headerUsable = partial && !id.isEmpty && number != nil
        guard p.list.isEmpty || headerUsable else { return (nil, p.list + controls.list) }

        // Steps.
        var steps: [LessonStep] = []
        var current: StepSource?
        var lines = fm.body
        lines.append("## end")
        var inFence = false
        for (offset, raw) in lines.enumerated() {
            let lineNo = fm.bodyFirstLine + offset
            let line = raw.trimmingTrailingSpaces()
            if inFence {
                if line.hasPrefix("```") { inFence = false } else { current?.yaml.append(raw) }
                current?.raw.append(raw)
                continue
            }
            if line.hasPrefix("## ") {
                if let s = current { if let step = buildStep(s, y: y, problems: &p, controls: &controls) { steps.append(step) } }
                current = nil
                if offset == lines.count - 1 { break }
                let title = String(line.dropFirst(3)).trimmingWhitespace()
                guard title.hasPrefix("step:") else {
                    p.error(lineNo, L.headingNotStep(heading: line))
                    continue
                }
                let stepID = String(title.dropFirst(5)).trimmingWhitespace()
                if stepID.isEmpty || stepID.contains(" ") {
                    p.error(lineNo, L.badStepID)
                }
                current = StepSource(id: stepID, line: lineNo)
                continue
            }
            guard current != nil else { continue }
            current?.raw.append(raw)
            if line.hasPrefix("### ") {
                let name = String(line.dropFirst(4)).trimmingWhitespace()
                guard ["en", "ko", "en after", "ko after"].contains(name) else {
                    p.error(lineNo, L.unknownSubheading(heading: line))
                    current?.section = nil
                    continue
                }
                if current?.texts[name] != nil {
                    p.error(lineNo, L.subheadingTwice(name: name, step: current!.id))
                }
                current?.texts[name] = []
                current?.textLines[name] = lineNo
                current?.section = name
                continue
            }
            if line.hasPrefix("```") {
                guard line == "```yaml" else {
                    p.error(lineNo, L.fenceNotYAML)
                    continue
                }
                if current?.yamlLine != nil {
                    p.error(lineNo, L.secondYAML(step: current!.id))
                }
                current?.yamlLine = lineNo + 1
                current?.section = nil
                inFence = true
                continue
            }
            if let section = current?.section { current?.texts[section]?.append(raw) }
        }
        if inFence { p.error(fm.bodyFirstLine + lines.count - 1, L.fenceNotClosed) }
        var seen = Set<String>()
        for s in steps where !seen.insert(s.id).inserted {
            p.error(s.line, L.stepIDTwice(step: s.id))
        }
        if steps.isEmpty { p.error(fm.bodyFirstLine, L.noSteps) }
        // A starter that cannot be read is an error for `check`, but the lesson still opens (the
        // step then says the starter is missing), as a control character does.
        if let folder { readStarters(&steps, folder: folder, file: file, problems: &controls) }
        let lesson = Lesson(
            id: id, number: number ?? 0, title: Bilingual(en: values["en"]?.string ?? "", ko: values["ko"]?.string ?? "", line: keyLines["en"] ?? 2),
            topics: topics, prerequisites: prerequisites, glossary: glossary, setup: setup, steps: steps,
            file: file, keyLines: keyLines)
        return (p.list.contains(where: \.isError) && !partial ? nil : lesson, p.list + controls.list)
    }

    struct StepSource {
        var id: String
        var line: Int
        var texts: [String: [String]] = [:]
        var textLines: [String: Int] = [:]
        var section: String?
        var yaml: [String] = []
        var yamlLine: Int?
        var raw: [String] = []
    }

    static func paragraphs(_ lines: [String]?) -> String? {
        guard let lines else { return nil }
        var paras: [String] = []
        var current: [String] = []
        for l in lines {
            let t = l.trimmingWhitespace()
            if t.isEmpty {
                if !current.isEmpty { paras.append(current.joined(separator: " ")); current = [] }
            } else {
                current.append(t)
            }
        }
        if !current.isEmpty { paras.append(current.joined(separator: " ")) }
        return paras.joined(separator: "\n\n")
    }

    static func buildStep(_ s: StepSource, y: YAMLReader, problems p: inout Problems, controls: inout Problems) -> LessonStep? {
        func pair(_ en: String, _ ko: String, what: String) -> Bilingual? {
            let e = paragraphs(s.texts[en]), k = paragraphs(s.texts[ko])
            switch (e?.isEmpty == false ? e : nil, k?.isEmpty == false ? k : nil) {
            case (nil, nil): return nil
            case (let e?, let k?): return Bilingual(en: e, ko: k, line: s.textLines[en] ?? s.line)
            case (_?, nil):
                p.error(s.textLines[en] ?? s.line, L.onlyEnglish(step: s.id, en: en, ko: ko))
            case (nil, _?):
                p.error(s.textLines[ko] ?? s.line, L.onlyKorean(step: s.id, ko: ko, en: en))
            }
            return nil
        }
        var step = LessonStep(id: s.id, line: s.line, narration: pair("en", "ko", what: "narration"),
                              after: pair("en after", "ko after", what: "after"), run: nil, do: nil, predict: nil,
                              recall: nil, expect: [], hints: [], code: false, hash: fnv1a(s.id + "\n" + s.raw.joined(separator: "\n")))
        guard let first = s.yamlLine else { return step }
        let yaml = YAMLReader(firstLine: first, file: y.file)
        let node: Node?
        let source = s.yaml.joined(separator: "\n")
        do {
            node = try SafeYAML.compose(source)
        } catch let refusal as SafeYAML.Refusal {
            p.error(refusal.line + first - 1, refusal.kind.message)
            return nil
        } catch let error as YamlError {
            let fm = FrontMatter(yaml: "", yamlFirstLine: first, body: [], bodyFirstLine: 0)
            p.list.append(fm.diagnostic(for: error, file: y.file, step: s.id))
            return nil
        } catch {
            p.error(first, L.stepYAMLUnreadable(reason: "\(error)"))
            return nil
        }
        yaml.reportControlCharacters(in: node, source: source, problems: &controls)
        guard let map = node?.mapping else {
            if node != nil { p.error(first, L.stepNotKeyValue) }
            return step
        }
        for (k, v) in map {
            let key = k.string ?? ""
            let line = yaml.line(k)
            switch key {
            case "do" where v.sequence != nil:
                let items = yaml.list(v).filter { !$0.text.trimmingWhitespace().isEmpty }
                guard let first = items.first else {
                    p.error(line, L.needsCommand(key: key))
                    continue
                }
                step.do = LessonCommandLine(text: first.text.trimmingWhitespace(), line: first.line)
                step.alsoAccepted = items.dropFirst().map { LessonCommandLine(text: $0.text.trimmingWhitespace(), line: $0.line) }
            case "run", "do":
                guard let text = v.string, !text.trimmingWhitespace().isEmpty else {
                    p.error(line, L.needsCommand(key: key))
                    continue
                }
                let c = LessonCommandLine(text: text.trimmingWhitespace(), line: line)
                if key == "run" { step.run = c } else { step.do = c }
            case "recall":
                step.recall = (v.string ?? "", line)
            case "code":
                step.code = ["true", "yes"].contains(v.string?.lowercased() ?? "")
            case "expect":
                for item in yaml.list(v) {
                    do {
                        step.expect.append(Expectation(source: item.text, condition: try LessonExpression.parse(item.text), line: item.line))
                    } catch {
                        p.error(item.line, L.expectation(expectation: item.text, reason: error.message))
                    }
                }
            case "hints":
                for h in v.sequence.map(Array.init) ?? [] {
                    if let b = yaml.bilingual(h, .hint, problems: &p) {
                        step.hints.append(b)
                        step.hintFinds.append(h.mapping.flatMap { yaml.field($0, "find")?.string })
                    }
                }
            case "exercise":
                step.exercise = yaml.exercise(v, problems: &p)
            case "predict":
                step.predict = yaml.prediction(v, problems: &p)
            default:
                p.error(line, L.unknownStepKey(key: key, keys: stepKeys.joined(separator: ", ")))
            }
        }
        if step.run != nil && step.do != nil {
            p.error(step.run!.line, L.runAndDo)
        }
        if step.recall != nil && step.predict != nil {
            p.error(step.recall!.line, L.recallAndPredict)
        }
        if let e = step.exercise, step.command != nil || step.predict != nil || step.recall != nil {
            p.error(e.line, L10n.Diagnostics.Exercise.alone)
        }
        if step.exercise == nil, let i = step.hintFinds.firstIndex(where: { $0 != nil }) {
            p.error(step.hints[i].line, L10n.Diagnostics.Exercise.findWithoutExercise)
        }
        return step
    }

    /// 64-bit FNV-1a of the text, as 16 hex digits: stable across runs and platforms.
    static func fnv1a(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Reads typed values out of a YAML block with file lines.
struct YAMLReader {
    private typealias L = L10n.Diagnostics.Lesson
    let firstLine: Int
    let file: String

    func line(_ node: Node) -> Int { (node.mark?.line ?? 1) + firstLine - 1 }

    /// Each value that holds a control character once YAML has decoded it (`"\e]0;…\a"`, `"\x9b"`,
    /// `"\u202E"`): an error, as a raw one in the file is (`ContentChecker`).
    func reportControlCharacters(in node: Node?, source: String, problems p: inout Problems) {
        guard let node else { return }
        for found in SafeYAML.controlScalars(in: node, source: source, isControl: TerminalText.isControl) {
            let list = found.scalars.prefix(4).map(TerminalText.describe).joined(separator: ", ") + (found.scalars.count > 4 ? ", …" : "")
            p.error(found.line + firstLine - 1, L10n.Diagnostics.Text.controlInValue(list: list))
        }
    }

    func list(_ node: Node?) -> [(text: String, line: Int)] {
        guard let node else { return [] }
        if let seq = node.sequence { return seq.compactMap { n in n.string.map { ($0, line(n)) } } }
        if let s = node.string, !s.isEmpty, s != "~", s != "null" { return [(s, line(node))] }
        return []
    }

    func field(_ map: Node.Mapping, _ key: String) -> Node? {
        map.first { $0.key.string == key }?.value
    }

    /// The `en:` / `ko:` texts a lesson gives in its yaml, each named in the problems about it.
    enum Texts {
        case hint, question, explain, wrong
        case choice(String), misconception(String), choiceExplain(String)

        typealias T = L10n.Diagnostics.Lesson.Texts

        /// What the problem is about: "hint", "choice `b`'s misconception".
        var name: Message {
            switch self {
            case .hint: return T.What.hint
            case .question: return T.What.question
            case .explain: return T.What.explain
            case .wrong: return T.What.wrong
            case .choice(let key): return T.What.choice(key: key)
            case .misconception(let key): return T.What.misconception(key: key)
            case .choiceExplain(let key): return T.What.choiceExplain(key: key)
            }
        }

        /// `node` is not an `en:` / `ko:` mapping.
        var notAPair: Message { T.notAPair(what: name) }
        var noEnglish: Message { T.noEnglish(what: name) }
        var noKorean: Message { T.noKorean(what: name) }
    }

    func bilingual(_ node: Node?, _ what: Texts, problems p: inout Problems) -> Bilingual? {
        guard let node else { return nil }
        guard let map = node.mapping else {
            p.error(line(node), what.notAPair)
            return nil
        }
        let en = field(map, "en")?.string?.trimmingWhitespace() ?? "", ko = field(map, "ko")?.string?.trimmingWhitespace() ?? ""
        if en.isEmpty { p.error(line(node), what.noEnglish) }
        if ko.isEmpty { p.error(line(node), what.noKorean) }
        // One language missing is an error above, and the lesson does not open; the text is kept
        // (the other half in its place) so that `check` goes on with the choice or question it
        // belongs to instead of reporting what follows from its absence.
        if en.isEmpty && ko.isEmpty { return nil }
        return Bilingual(en: en.isEmpty ? ko : en, ko: ko.isEmpty ? en : ko, line: line(node))
    }

    func prediction(_ node: Node, problems p: inout Problems) -> Prediction? {
        guard let map = node.mapping else {
            p.error(line(node), L.predictNotMapping)
            return nil
        }
        let known = ["kind", "en", "ko", "unit", "answer", "choices", "explain", "wrong"]
        for (k, _) in map where !known.contains(k.string ?? "") {
            p.error(line(k), L.unknownPredictKey(key: k.string ?? "", keys: known.joined(separator: ", ")))
        }
        let kindText = field(map, "kind")?.string ?? ""
        guard let kind = Prediction.Kind(rawValue: kindText) else {
            p.error(line(node), L.badKind(kind: kindText))
            return nil
        }
        guard let question = bilingual(node, .question, problems: &p) else { return nil }
        guard let answerNode = field(map, "answer"), let answerText = answerNode.string else {
            p.error(line(node), L.noAnswer)
            return nil
        }
        let answer: LessonExpression
        do {
            answer = try LessonExpression.parse(answerText)
        } catch {
            p.error(line(answerNode), L.answer(answer: answerText, reason: error.message))
            return nil
        }
        var choices: [Choice] = []
        for c in field(map, "choices")?.sequence.map(Array.init) ?? [] {
            guard let cm = c.mapping else { continue }
            let key = field(cm, "key")?.string ?? ""
            guard let valueText = field(cm, "value")?.string, let value = LessonValue.parse(valueText) else {
                p.error(line(c), L.choiceNoValue(key: key))
                continue
            }
            guard let text = bilingual(c, .choice(key), problems: &p) else { continue }
            choices.append(Choice(key: key, value: value, text: text,
                                  misconception: bilingual(field(cm, "misconception"), .misconception(key), problems: &p),
                                  explain: bilingual(field(cm, "explain"), .choiceExplain(key), problems: &p),
                                  tryCommand: field(cm, "try")?.string, line: line(c)))
        }
        if kind == .choice && choices.count < 2 {
            p.error(line(node), L.tooFewChoices)
        }
        var unit: (value: LessonUnit, line: Int)?
        if let u = field(map, "unit") {
            if let value = u.string.flatMap(LessonUnit.init(rawValue:)) {
                unit = (value, line(u))
            } else {
                p.error(line(u), L.badUnit(unit: u.string ?? "", units: LessonUnit.names))
            }
        }
        let wrong = bilingual(field(map, "wrong"), .wrong, problems: &p)
        if wrong != nil && (kind == .choice || kind == .yesno) {
            p.error(line(field(map, "wrong")!), L.wrongNeedsNumber)
        }
        return Prediction(kind: kind, question: question, answer: answer, answerLine: line(answerNode), choices: choices,
                          explain: bilingual(field(map, "explain"), .explain, problems: &p), wrong: wrong, unit: unit,
                          line: line(node))
    }
}
