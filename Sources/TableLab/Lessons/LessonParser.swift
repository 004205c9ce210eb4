import Foundation
import Yams

/// Reads a lesson file: YAML front matter, then `## step: ID` sections, each with `### en` / `### ko`
/// narration (and optional `### en after` / `### ko after`) and one fenced ```yaml block of what the
/// step does. Problems are collected as `file:line` diagnostics, never thrown, so a teacher sees all
/// of them at once.
public enum LessonParser {
    public static let frontMatterKeys = ["id", "number", "en", "ko", "topics", "prerequisites", "glossary", "setup"]
    public static let stepKeys = ["run", "do", "predict", "recall", "expect", "hints", "code"]

    public static func parseFile(at url: URL, displayPath: String) -> (Lesson?, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return (nil, [Diagnostic(file: displayPath, line: 1, message: "the file cannot be read", messageKo: "파일을 읽을 수 없습니다")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (nil, [Diagnostic(file: displayPath, line: 1, message: "the file is not UTF-8", messageKo: "파일이 UTF-8이 아닙니다")])
        }
        return parse(text, file: displayPath)
    }

    public static func parse(_ text: String, file: String) -> (Lesson?, [Diagnostic]) {
        var p = Problems(file: file)
        let fm: FrontMatter
        do {
            fm = try FrontMatter.split(text, file: file)
        } catch {
            return (nil, [error])
        }
        // Front matter.
        let root: Node?
        do {
            root = try Yams.compose(yaml: fm.yaml)
        } catch let error as YamlError {
            return (nil, [fm.diagnostic(for: error, file: file)])
        } catch {
            return (nil, [Diagnostic(file: file, line: 2, message: "the front matter could not be read: \(error)", messageKo: "프런트 매터를 읽을 수 없습니다: \(error)")])
        }
        guard let top = root?.mapping else {
            return (nil, [Diagnostic(file: file, line: 2, message: "the front matter must be `key: value` lines (id, number, en, ko, topics, …)",
                                     messageKo: "프런트 매터는 `키: 값` 줄이어야 합니다(id, number, en, ko, topics, …)")])
        }
        let y = YAMLReader(firstLine: fm.yamlFirstLine, file: file)
        var keyLines: [String: Int] = [:]
        var values: [String: Node] = [:]
        for (k, v) in top {
            let key = k.string ?? ""
            keyLines[key] = y.line(k)
            values[key] = v
            if !frontMatterKeys.contains(key) {
                p.error(y.line(k), "unknown front-matter key `\(key)` (keys: \(frontMatterKeys.joined(separator: ", ")))",
                        "알 수 없는 프런트 매터 키 `\(key)`입니다(키: \(frontMatterKeys.joined(separator: ", ")))")
            }
        }
        for key in frontMatterKeys where values[key] == nil {
            p.error(2, "missing front-matter key `\(key)`", "프런트 매터에 `\(key)` 키가 없습니다")
        }
        let id = values["id"]?.string ?? ""
        let number = values["number"]?.string.flatMap { Int($0) }
        if values["number"] != nil && number == nil {
            p.error(keyLines["number"] ?? 2, "`number` must be a whole number (1, 2, …)", "`number`는 정수여야 합니다(1, 2, …)")
        }
        let topics = y.list(values["topics"]).compactMap { Int($0.text) }
        let prerequisites = y.list(values["prerequisites"]).map(\.text)
        let glossary = y.list(values["glossary"]).map { (id: $0.text, line: $0.line) }
        let setup = y.list(values["setup"]).map { (command: $0.text, line: $0.line) }
        guard p.list.isEmpty else { return (nil, p.list) }

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
                if let s = current { if let step = buildStep(s, y: y, problems: &p) { steps.append(step) } }
                current = nil
                if offset == lines.count - 1 { break }
                let title = String(line.dropFirst(3)).trimmingWhitespace()
                guard title.hasPrefix("step:") else {
                    p.error(lineNo, "a `## ` heading must be `## step: ID`, got `\(line)`", "`## ` 제목은 `## step: ID` 형식이어야 합니다. 지금은 `\(line)`입니다")
                    continue
                }
                let stepID = String(title.dropFirst(5)).trimmingWhitespace()
                if stepID.isEmpty || stepID.contains(" ") {
                    p.error(lineNo, "a step id is one word of letters, digits and hyphens: `## step: first-load`",
                            "단계 id는 글자, 숫자, 하이픈으로 된 한 단어입니다: `## step: first-load`")
                }
                current = StepSource(id: stepID, line: lineNo)
                continue
            }
            guard current != nil else { continue }
            current?.raw.append(raw)
            if line.hasPrefix("### ") {
                let name = String(line.dropFirst(4)).trimmingWhitespace()
                guard ["en", "ko", "en after", "ko after"].contains(name) else {
                    p.error(lineNo, "a `### ` heading in a step is `### en`, `### ko`, `### en after` or `### ko after`, got `\(line)`",
                            "단계 안의 `### ` 제목은 `### en`, `### ko`, `### en after`, `### ko after` 중 하나입니다. 지금은 `\(line)`입니다")
                    current?.section = nil
                    continue
                }
                if current?.texts[name] != nil {
                    p.error(lineNo, "`### \(name)` appears twice in step `\(current!.id)`", "단계 `\(current!.id)`에 같은 제목이 두 번 있습니다: `### \(name)`")
                }
                current?.texts[name] = []
                current?.textLines[name] = lineNo
                current?.section = name
                continue
            }
            if line.hasPrefix("```") {
                guard line == "```yaml" else {
                    p.error(lineNo, "a step's code block is ```yaml", "단계의 코드 블록은 ```yaml로 엽니다")
                    continue
                }
                if current?.yamlLine != nil {
                    p.error(lineNo, "step `\(current!.id)` has a second ```yaml block; put everything in one", "단계 `\(current!.id)`에 ```yaml 블록이 두 개 있습니다. 하나로 합치세요")
                }
                current?.yamlLine = lineNo + 1
                current?.section = nil
                inFence = true
                continue
            }
            if let section = current?.section { current?.texts[section]?.append(raw) }
        }
        if inFence { p.error(fm.bodyFirstLine + lines.count - 1, "a ```yaml block is never closed", "```yaml 블록을 닫지 않았습니다") }
        var seen = Set<String>()
        for s in steps where !seen.insert(s.id).inserted {
            p.error(s.line, "step id `\(s.id)` is used twice", "단계 id가 두 번 쓰였습니다: `\(s.id)`")
        }
        if steps.isEmpty { p.error(fm.bodyFirstLine, "the lesson has no `## step: ID` section", "레슨에 `## step: ID` 섹션이 없습니다") }
        let lesson = Lesson(
            id: id, number: number ?? 0, title: Bilingual(en: values["en"]?.string ?? "", ko: values["ko"]?.string ?? "", line: keyLines["en"] ?? 2),
            topics: topics, prerequisites: prerequisites, glossary: glossary, setup: setup, steps: steps,
            file: file, keyLines: keyLines)
        return (p.list.contains(where: \.isError) ? nil : lesson, p.list)
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

    static func buildStep(_ s: StepSource, y: YAMLReader, problems p: inout Problems) -> LessonStep? {
        func pair(_ en: String, _ ko: String, what: String) -> Bilingual? {
            let e = paragraphs(s.texts[en]), k = paragraphs(s.texts[ko])
            switch (e?.isEmpty == false ? e : nil, k?.isEmpty == false ? k : nil) {
            case (nil, nil): return nil
            case (let e?, let k?): return Bilingual(en: e, ko: k, line: s.textLines[en] ?? s.line)
            case (_?, nil):
                p.error(s.textLines[en] ?? s.line, "step `\(s.id)` has `### \(en)` but no `### \(ko)`: write the Korean too",
                        "단계 `\(s.id)`에 영어(`### \(en)`)만 있고 한국어(`### \(ko)`)가 없습니다. 한국어도 쓰세요")
            case (nil, _?):
                p.error(s.textLines[ko] ?? s.line, "step `\(s.id)` has `### \(ko)` but no `### \(en)`: write the English too",
                        "단계 `\(s.id)`에 한국어(`### \(ko)`)만 있고 영어(`### \(en)`)가 없습니다. 영어도 쓰세요")
            }
            return nil
        }
        var step = LessonStep(id: s.id, line: s.line, narration: pair("en", "ko", what: "narration"),
                              after: pair("en after", "ko after", what: "after"), run: nil, do: nil, predict: nil,
                              recall: nil, expect: [], hints: [], code: false, hash: fnv1a(s.id + "\n" + s.raw.joined(separator: "\n")))
        guard let first = s.yamlLine else { return step }
        let yaml = YAMLReader(firstLine: first, file: y.file)
        let node: Node?
        do {
            node = try Yams.compose(yaml: s.yaml.joined(separator: "\n"))
        } catch let error as YamlError {
            let fm = FrontMatter(yaml: "", yamlFirstLine: first, body: [], bodyFirstLine: 0)
            var d = fm.diagnostic(for: error, file: y.file)
            d.message = d.message.replacingOccurrences(of: "the front matter is not valid YAML", with: "step `\(s.id)`'s yaml block is not valid YAML")
                + (d.message.contains("cannot start any token") ? " (a value that starts with ` or another YAML sign goes in double quotes)" : "")
            d.messageKo = d.messageKo.replacingOccurrences(of: "프런트 매터가 올바른 YAML이 아닙니다", with: "단계 `\(s.id)`의 yaml 블록이 올바른 YAML이 아닙니다")
                + (d.message.contains("cannot start any token") ? " (` 같은 YAML 기호로 시작하는 값은 큰따옴표로 감싸세요)" : "")
            p.list.append(d)
            return nil
        } catch {
            p.error(first, "the step's yaml could not be read: \(error)", "단계의 yaml을 읽을 수 없습니다: \(error)")
            return nil
        }
        guard let map = node?.mapping else {
            if node != nil { p.error(first, "the ```yaml block must be `key: value` lines (run, do, predict, expect, hints, recall, code)",
                                     "```yaml 블록은 `키: 값` 줄이어야 합니다(run, do, predict, expect, hints, recall, code)") }
            return step
        }
        for (k, v) in map {
            let key = k.string ?? ""
            let line = yaml.line(k)
            switch key {
            case "run", "do":
                guard let text = v.string, !text.trimmingWhitespace().isEmpty else {
                    p.error(line, "`\(key)` takes one tablelab command", "`\(key)`에는 tablelab 명령 하나를 씁니다")
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
                        p.error(item.line, "expectation `\(item.text)`: \(error.message)", "기대 조건 `\(item.text)`: \(error.messageKo)")
                    }
                }
            case "hints":
                for h in v.sequence.map(Array.init) ?? [] {
                    if let b = yaml.bilingual(h, what: "hint", whatKo: "힌트", problems: &p) { step.hints.append(b) }
                }
            case "predict":
                step.predict = yaml.prediction(v, problems: &p)
            default:
                p.error(line, "unknown step key `\(key)` (keys: \(stepKeys.joined(separator: ", ")))",
                        "알 수 없는 단계 키 `\(key)`입니다(키: \(stepKeys.joined(separator: ", ")))")
            }
        }
        if step.run != nil && step.do != nil {
            p.error(step.run!.line, "a step has `run` or `do`, not both: split it in two steps", "한 단계에는 `run`이나 `do` 중 하나만 씁니다. 두 단계로 나누세요")
        }
        if step.recall != nil && step.predict != nil {
            p.error(step.recall!.line, "a step has `recall` or `predict`, not both", "한 단계에는 `recall`이나 `predict` 중 하나만 씁니다")
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
    let firstLine: Int
    let file: String

    func line(_ node: Node) -> Int { (node.mark?.line ?? 1) + firstLine - 1 }

    func list(_ node: Node?) -> [(text: String, line: Int)] {
        guard let node else { return [] }
        if let seq = node.sequence { return seq.compactMap { n in n.string.map { ($0, line(n)) } } }
        if let s = node.string, !s.isEmpty, s != "~", s != "null" { return [(s, line(node))] }
        return []
    }

    func field(_ map: Node.Mapping, _ key: String) -> Node? {
        map.first { $0.key.string == key }?.value
    }

    func bilingual(_ node: Node?, what: String, whatKo: String, problems p: inout Problems) -> Bilingual? {
        guard let node else { return nil }
        guard let map = node.mapping else {
            p.error(line(node), "\(what) needs `en:` and `ko:`", "\(whatKo)에는 `en:`과 `ko:`가 모두 필요합니다")
            return nil
        }
        let en = field(map, "en")?.string?.trimmingWhitespace() ?? "", ko = field(map, "ko")?.string?.trimmingWhitespace() ?? ""
        if en.isEmpty { p.error(line(node), "\(what) has no `en:` text: write the English too", "\(whatKo)에 `en:`이 없습니다. 영어도 쓰세요") }
        if ko.isEmpty { p.error(line(node), "\(what) has no `ko:` text: write the Korean too", "\(whatKo)에 `ko:`가 없습니다. 한국어도 쓰세요") }
        return en.isEmpty || ko.isEmpty ? nil : Bilingual(en: en, ko: ko, line: line(node))
    }

    func prediction(_ node: Node, problems p: inout Problems) -> Prediction? {
        guard let map = node.mapping else {
            p.error(line(node), "`predict` needs kind, en, ko and answer", "`predict`에는 kind, en, ko, answer가 필요합니다")
            return nil
        }
        let known = ["kind", "en", "ko", "answer", "choices", "explain"]
        for (k, _) in map where !known.contains(k.string ?? "") {
            p.error(line(k), "unknown `predict` key `\(k.string ?? "")` (keys: \(known.joined(separator: ", ")))",
                    "알 수 없는 `predict` 키 `\(k.string ?? "")`입니다(키: \(known.joined(separator: ", ")))")
        }
        let kindText = field(map, "kind")?.string ?? ""
        guard let kind = Prediction.Kind(rawValue: kindText) else {
            p.error(line(node), "`predict` needs `kind: number`, `choice`, `cell` or `yesno` (got `\(kindText)`)",
                    "`predict`에는 `kind: number`, `choice`, `cell`, `yesno` 중 하나가 필요합니다(지금은 `\(kindText)`)")
            return nil
        }
        guard let question = bilingual(node, what: "the prediction's question", whatKo: "예측 질문", problems: &p) else { return nil }
        guard let answerNode = field(map, "answer"), let answerText = answerNode.string else {
            p.error(line(node), "`predict` needs `answer:`, an expression the simulation computes (e.g. `count(cellForRowAt)`)",
                    "`predict`에는 시뮬레이션이 계산할 식 `answer:`가 필요합니다(예: `count(cellForRowAt)`)")
            return nil
        }
        let answer: LessonExpression
        do {
            answer = try LessonExpression.parse(answerText)
        } catch {
            p.error(line(answerNode), "answer `\(answerText)`: \(error.message)", "answer `\(answerText)`: \(error.messageKo)")
            return nil
        }
        var choices: [Choice] = []
        for c in field(map, "choices")?.sequence.map(Array.init) ?? [] {
            guard let cm = c.mapping else { continue }
            let key = field(cm, "key")?.string ?? ""
            guard let valueText = field(cm, "value")?.string, let value = LessonValue.parse(valueText) else {
                p.error(line(c), "choice `\(key)` needs `value:` (a number, yes/no or a range like 0...15)",
                        "선택지 `\(key)`에는 `value:`가 필요합니다(숫자, yes/no, 0...15 같은 범위)")
                continue
            }
            guard let text = bilingual(c, what: "choice `\(key)`", whatKo: "선택지 `\(key)`", problems: &p) else { continue }
            choices.append(Choice(key: key, value: value, text: text,
                                  misconception: bilingual(field(cm, "misconception"), what: "choice `\(key)`'s misconception", whatKo: "선택지 `\(key)`의 misconception", problems: &p),
                                  explain: bilingual(field(cm, "explain"), what: "choice `\(key)`'s explain", whatKo: "선택지 `\(key)`의 explain", problems: &p),
                                  tryCommand: field(cm, "try")?.string, line: line(c)))
        }
        if kind == .choice && choices.count < 2 {
            p.error(line(node), "a `choice` prediction needs at least two `choices`", "`choice` 예측에는 `choices`가 두 개 이상 필요합니다")
        }
        return Prediction(kind: kind, question: question, answer: answer, answerLine: line(answerNode), choices: choices,
                          explain: bilingual(field(map, "explain"), what: "the prediction's explain", whatKo: "예측의 explain", problems: &p), line: line(node))
    }
}
