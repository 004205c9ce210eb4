import Foundation
import XCTest
import TableRender
@testable import TableLab
import TableText

/// The glossary engine against the real `glossary/` folder and a folder of broken fixtures.
final class GlossaryTests: XCTestCase {
    // Tests/TableLabTests/GlossaryTests.swift → the package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let glossaryFolder = packageRoot.appendingPathComponent("glossary")
    static let brokenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/glossary-broken")

    static let shipped: (Glossary, [Diagnostic]) = Glossary.load(from: glossaryFolder)
    var glossary: Glossary { Self.shipped.0 }

    func entry(_ result: LookupResult, file: StaticString = #filePath, line: UInt = #line) -> GlossaryEntry? {
        guard case .found(let e) = result else {
            XCTFail("expected one entry, got \(result)", file: file, line: line)
            return nil
        }
        return e
    }

    // MARK: - Loading

    func testEveryShippedEntryLoadsWithBothLanguages() throws {
        let (glossary, diagnostics) = Self.shipped
        XCTAssertEqual(diagnostics, [], diagnostics.map(\.description).joined(separator: "\n"))
        let files = try Glossary.entryFiles(in: Self.glossaryFolder)
        XCTAssertEqual(files.count, 87)
        XCTAssertEqual(glossary.entries.count, files.count)
        XCTAssertFalse(files.contains { $0.lastPathComponent == "README.md" })
        for e in glossary.entries {
            XCTAssertEqual(e.fileName, e.id + ".md")
            XCTAssertFalse(e.en.isEmpty, e.id)
            XCTAssertFalse(e.ko.isEmpty, e.id)
            XCTAssertFalse(e.definitionEn.isEmpty, e.id)
            XCTAssertFalse(e.definitionKo.isEmpty, e.id)
            XCTAssertFalse(e.definitionEn.hasPrefix("**"), e.id)
            XCTAssertGreaterThanOrEqual(e.bodyEn.count, 2, e.id)
            XCTAssertGreaterThanOrEqual(e.bodyKo.count, 2, e.id)
            XCTAssertFalse(e.tryCommand.isEmpty, e.id)
            XCTAssertGreaterThan(e.lines.sectionKo, e.lines.sectionEn, e.id)
        }
        XCTAssertEqual(glossary.entries.map { $0.en.lowercased() }, glossary.entries.map { $0.en.lowercased() }.sorted())
    }

    func testParsedFieldsOfOneEntry() throws {
        let e = try XCTUnwrap(glossary.entry(id: "asynchronous"))
        XCTAssertEqual(e.en, "asynchronous")
        XCTAssertEqual(e.ko, "비동기")
        XCTAssertTrue(e.aliases.contains("async"))
        XCTAssertTrue(e.aliases.contains("비동기 처리"))
        XCTAssertEqual(e.related.first, "synchronous")
        XCTAssertEqual(e.lessons, ["main-async", "words"])
        XCTAssertEqual(e.tryCommand, "load background")
        XCTAssertTrue(e.definitionEn.hasPrefix("the work is started now"))
        XCTAssertTrue(e.definitionKo.hasPrefix("작업을 시작만 해 두고"))
        XCTAssertEqual(e.bodyEn.count, 4)
        XCTAssertEqual(e.bodyKo.count, 4)
        XCTAssertTrue(e.bodyEn[0].hasPrefix("An asynchronous call returns at once. The work itself"), "lines of a paragraph are joined")
        XCTAssertEqual(e.lines.line(of: "id"), 2)
        XCTAssertEqual(e.lines.line(of: "try"), 8)
        XCTAssertEqual(e.lines.sectionEn, 11)
        XCTAssertEqual(e.lines.definitionEn, 13)
        XCTAssertEqual(e.displayPath, "glossary/asynchronous.md")
        // Quoted aliases with colons survive YAML.
        let cellForRow = try XCTUnwrap(glossary.entry(id: "cell-for-row-at"))
        XCTAssertTrue(cellForRow.aliases.contains("tableView(_:cellForRowAt:)"))
    }

    func testBrokenFileIsReportedWithFileAndLineAndTheRestLoads() {
        let (glossary, diagnostics) = Glossary.load(from: Self.brokenFolder)
        XCTAssertEqual(Set(glossary.entries.map(\.id)), ["good-term", "bad-related"])
        XCTAssertNotNil(entry(glossary.lookup("좋은 용어")))

        let missingKo = diagnostics.filter { $0.file == "glossary-broken/missing-ko.md" }
        XCTAssertEqual(missingKo.map(\.description), ["glossary-broken/missing-ko.md:8: missing field \"ko\""])
        XCTAssertEqual(missingKo.first?.text(.ko), "glossary-broken/missing-ko.md:8: \"ko\" 필드가 없습니다")

        let yaml = diagnostics.filter { $0.file == "glossary-broken/invalid-yaml.md" }
        XCTAssertEqual(yaml.count, 1)
        XCTAssertTrue(yaml[0].description.hasPrefix("glossary-broken/invalid-yaml.md:"), yaml[0].description)
        XCTAssertTrue(yaml[0].english.contains("not valid YAML"), yaml[0].english)
        XCTAssertEqual(yaml[0].line, 5, "points at the line with the unclosed quote: \(yaml[0])")
        XCTAssertTrue(diagnostics.allSatisfy(\.isError))
    }

    func testParserReportsMissingSectionAndDefinition() {
        let text = """
        ---
        id: x
        en: x
        ko: 엑스
        aliases: []
        related: []
        lessons: []
        try: scroll 10
        ---

        ## en

        No bold name here.

        Second paragraph.
        """
        let (entry, diagnostics) = GlossaryParser.parse(text, fileName: "x.md", displayPath: "glossary/x.md")
        XCTAssertNil(entry)
        XCTAssertTrue(diagnostics.contains { $0.line == 13 && $0.english.contains("**Name** — definition.") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.english == "missing the Korean section `## ko`" }, "\(diagnostics)")

        let noFrontMatter = GlossaryParser.parse("## en\n", fileName: "y.md", displayPath: "glossary/y.md")
        XCTAssertNil(noFrontMatter.entry)
        XCTAssertEqual(noFrontMatter.diagnostics.first?.line, 1)
    }

    // MARK: - Lookup

    func testEveryWayOfNamingAsynchronousReachesIt() {
        let queries = [
            "비동기", "asynchronous", "Async", "ㅂㄷㄱ",
            "\u{1107}\u{1103}\u{1100}",  // choseong jamo, as some IMEs type them
            "\u{1107}\u{1175}\u{1103}\u{1169}\u{11BC}\u{1100}\u{1175}",  // 비동기 in conjoining jamo
            "  ASYNCHRONOUS ", "비동기 처리", "비동기처리", "asynchronously", "ㅂ ㄷ ㄱ",
        ]
        for q in queries {
            XCTAssertEqual(entry(glossary.lookup(q))?.id, "asynchronous", "glossary \(q)")
        }
    }

    func testLookupByNamesIsSpaceHyphenAndCaseInsensitive() {
        XCTAssertEqual(entry(glossary.lookup("reuse queue"))?.id, "reuse-queue")
        XCTAssertEqual(entry(glossary.lookup("ReuseQueue"))?.id, "reuse-queue")
        XCTAssertEqual(entry(glossary.lookup("reuse-queue"))?.id, "reuse-queue")
        XCTAssertEqual(entry(glossary.lookup("재사용큐"))?.id, "reuse-queue")
        XCTAssertEqual(entry(glossary.lookup("prepareForReuse()"))?.id, "prepare-for-reuse")
        XCTAssertEqual(entry(glossary.lookup("tableView(_:cellForRowAt:)"))?.id, "cell-for-row-at")
        XCTAssertEqual(entry(glossary.lookup("ㄷㄱ"))?.id, "synchronous", "exact initials beat 비동기's")
        XCTAssertEqual(entry(glossary.lookup("비ㄷ"))?.id, "asynchronous", "mixed syllables and initials")
    }

    func testPrefixesAreFoundOrAmbiguous() {
        XCTAssertEqual(entry(glossary.lookup("asynchro"))?.id, "asynchronous")
        guard case .ambiguous(let entries) = glossary.lookup("reuse") else {
            return XCTFail("reuse should be ambiguous")
        }
        XCTAssertTrue(Set(entries.map(\.id)).isSuperset(of: ["reuse-identifier", "reuse-queue"]))
        guard case .ambiguous(let queues) = glossary.lookup("queue") else {
            return XCTFail("queue starts a word of several names")
        }
        XCTAssertTrue(Set(queues.map(\.id)).isSuperset(of: ["main-queue", "reuse-queue", "background-queue", "dispatch-queue"]))
    }

    func testHeadwordsRankAboveAliases() {
        // `glossary ㅈㅅㅇ` found 프레임 through its alias 주사율, not the entries named 재사용….
        let hits: [GlossaryEntry]
        switch glossary.lookup("ㅈㅅㅇ") {
        case .found(let e): hits = [e]
        case .ambiguous(let list): hits = list
        case .notFound: return XCTFail("ㅈㅅㅇ finds nothing")
        }
        XCTAssertFalse(hits.contains { $0.id == "frame" }, "\(hits.map(\.id))")
        XCTAssertTrue(hits.allSatisfy { $0.ko.hasPrefix("재사용") }, "\(hits.map(\.ko))")
        XCTAssertTrue(hits.contains { $0.id == "reuse-queue" })
        // An alias still finds its entry when no headword answers.
        XCTAssertEqual(entry(glossary.lookup("주사율"))?.id, "frame")
    }

    func testAPartialKoreanWordFindsTheEntriesThatContainIt() {
        // `glossary 큐` found nothing.
        guard case .ambiguous(let queues) = glossary.lookup("큐") else {
            return XCTFail("큐 is a word of several names: \(glossary.lookup("큐"))")
        }
        let ids = queues.map(\.id)
        XCTAssertTrue(Set(ids).isSuperset(of: ["main-queue", "reuse-queue", "background-queue", "dispatch-queue"]), "\(ids)")
        // Names with the word 큐 come before a name that only contains the syllable (디큐).
        if let dequeue = ids.firstIndex(of: "dequeue"), let main = ids.firstIndex(of: "main-queue") {
            XCTAssertLessThan(main, dequeue)
        }
        XCTAssertEqual(entry(glossary.lookup("동일성"))?.id, "identity-check")
    }

    func testTypoSuggestsTheNearestTerms() {
        guard case .notFound(let suggestions) = glossary.lookup("asynchronus") else {
            return XCTFail("a typo is not an exact match")
        }
        XCTAssertEqual(suggestions.first?.id, "asynchronous")
        XCTAssertLessThanOrEqual(suggestions.count, 3)

        guard case .notFound(let korean) = glossary.lookup("비둥기") else { return XCTFail() }
        XCTAssertEqual(korean.first?.id, "asynchronous")

        guard case .notFound(let none) = glossary.lookup("zzzzzzzzzz") else { return XCTFail() }
        XCTAssertEqual(none, [])
        XCTAssertEqual(glossary.lookup("   "), .notFound(suggestions: []))
    }

    func testCompletionsInBothLanguages() {
        XCTAssertTrue(glossary.completions(prefix: "asy").contains("asynchronous"))
        XCTAssertTrue(glossary.completions(prefix: "비동").contains("비동기"))
        XCTAssertTrue(glossary.completions(prefix: "ㅂㄷ").contains("비동기"))
        XCTAssertTrue(glossary.completions(prefix: "\u{1107}\u{1103}").contains("비동기"))
        let reuse = glossary.completions(prefix: "재사용")
        XCTAssertTrue(reuse.contains("재사용 큐") && reuse.contains("재사용 식별자"), "\(reuse)")
        XCTAssertTrue(glossary.completions(prefix: "reuse q").contains("reuse queue"))
        XCTAssertTrue(glossary.completions(prefix: "reuse-").contains("reuse-identifier"))
        XCTAssertEqual(glossary.completions(prefix: "").count, glossary.completionWords.count)
        XCTAssertEqual(glossary.completions(prefix: "xyzzy"), [])
        let words = glossary.completionWords
        XCTAssertEqual(words.count, Set(words).count)
        XCTAssertTrue(words.contains("background-queue") && words.contains("백그라운드 큐"))
    }

    // MARK: - Linking

    func testLinkerFindsTermsLongestFirstAndWholeWords() {
        let linker = GlossaryLinker(glossary: glossary)
        let ids = linker.termsMentioned(in: "The reuse queue hands a cell back; 비동기로 이미지를 받습니다.").map(\.id)
        XCTAssertEqual(ids, ["reuse-queue", "cell", "asynchronous"])
        XCTAssertFalse(linker.termsMentioned(in: "an arrow").map(\.id).contains("row"))
        XCTAssertFalse(linker.termsMentioned(in: "행동").map(\.id).contains("row"))
        XCTAssertEqual(linker.termsMentioned(in: "행이 보입니다").map(\.id), ["row"])
        XCTAssertEqual(linker.termsMentioned(in: "type `scroll 10` to see rows").map(\.id), ["row"])
        XCTAssertEqual(linker.termsMentioned(in: "cellForRowAt returns a UITableViewCell").map(\.id), ["cell-for-row-at", "cell"])
        XCTAssertEqual(linker.termsMentioned(in: "the main-thread lane").map(\.id), ["main-thread"])
        XCTAssertEqual(linker.termsMentioned(in: "the main\n  thread").map(\.id), ["main-thread"], "a name wrapped across lines")

        let marked = linker.mark("A cell, another cell, and `cell 7`. 동기와 비동기.") { "[\($0)]" }
        XCTAssertEqual(marked, "A [cell], another cell, and `cell 7`. [동기]와 [비동기].")
        let all = linker.mark("cell cell", firstOnly: false) { "<\($0)>" }
        XCTAssertEqual(all, "<cell> <cell>")
        let styled = "\u{1B}[1mreuse\u{1B}[0m queue"
        XCTAssertEqual(linker.mark(styled) { "[\($0)]" }, styled, "escape sequences are never matched into")
    }

    func testSightingsRememberWhereATermWasMet() {
        let linker = GlossaryLinker(glossary: glossary)
        var sightings = GlossarySightings()
        sightings.record(linker.termsMentioned(in: "비동기로 이미지를 받습니다"), context: "lesson 4")
        sightings.record(linker.termsMentioned(in: "asynchronous loading"), context: "help load")
        sightings.record(linker.termsMentioned(in: "async again"), context: "lesson 4")
        XCTAssertEqual(sightings.sightings(of: "asynchronous"), ["lesson 4", "help load"])
        XCTAssertEqual(sightings.sightings(of: "cell"), [])
    }

    // MARK: - Rendering

    func testListShowsTheOtherLanguageInParentheses() {
        let en = glossary.listLines(language: .en, width: 100)
        XCTAssertTrue(en.contains { $0.contains("asynchronous (비동기)") })
        XCTAssertTrue(en.contains { $0.contains("prepareForReuse") && !$0.contains("prepareForReuse (") })
        let ko = glossary.listLines(language: .ko, width: 100)
        XCTAssertTrue(ko.contains { $0.contains("비동기 (asynchronous)") })
        let both = glossary.listLines(language: .both, width: 100)
        XCTAssertTrue(both.contains { $0.contains("asynchronous / 비동기") })
        for width in [40, 80, 100] {
            for line in glossary.listLines(language: .ko, width: width).dropFirst() {
                XCTAssertLessThanOrEqual(line.displayWidth, width, line)
            }
        }
        let names = en.joined(separator: "\n")
        for e in glossary.entries { XCTAssertTrue(names.contains(e.en), e.id) }
    }

    func testEntryPage() throws {
        let e = try XCTUnwrap(glossary.entry(id: "asynchronous"))
        let en = glossary.entryLines(e, language: .en, width: 60, sightings: ["lesson 4"])
        XCTAssertEqual(en.first, "asynchronous (비동기)")
        XCTAssertEqual(en[1], "  The work is started now and finishes later, while the code")
        XCTAssertTrue(en.contains("Try: `load background`"))
        XCTAssertTrue(en.contains { $0.hasPrefix("Related: synchronous, main queue") })
        XCTAssertEqual(en.last, "You met it: lesson 4")
        XCTAssertFalse(en.joined().contains("*before*"), "emphasis markers are dropped")
        let ko = glossary.entryLines(e, language: .ko, width: 60, sightings: [])
        XCTAssertEqual(ko.first, "비동기 (asynchronous)")
        XCTAssertTrue(ko.contains("해 보기: `load background`"))
        XCTAssertTrue(ko.contains { $0.hasPrefix("관련 용어: 동기, 메인 큐") })
        XCTAssertFalse(ko.contains { $0.hasPrefix("만난 곳") })
        for line in en + ko { XCTAssertLessThanOrEqual(line.displayWidth, 60, line) }
        let narrow = glossary.entryLines(e, language: .ko, width: 30)
        let related = try XCTUnwrap(narrow.firstIndex { $0.hasPrefix("관련 용어:") })
        XCTAssertTrue(narrow[related + 1].hasPrefix("  "), "continuation lines hang: \(narrow)")
        let both = glossary.entryLines(e, language: .both, width: 80)
        XCTAssertTrue(both.contains { $0.contains("The work is started now") })
        XCTAssertTrue(both.contains { $0.contains("작업을 시작만") })
    }

    func testLookupMessages() {
        let typo = glossary.lookupLines(glossary.lookup("asynchronus"), query: "asynchronus", language: .en, width: 80)
        XCTAssertTrue(typo[0].contains("did you mean `asynchronous`"), typo[0])
        let ko = glossary.lookupLines(glossary.lookup("asynchronus"), query: "asynchronus", language: .ko, width: 80)
        XCTAssertTrue(ko[0].contains("`비동기`"), ko[0])
        let many = glossary.lookupLines(glossary.lookup("reuse"), query: "reuse", language: .en, width: 80)
        XCTAssertTrue(many.contains("  reuse queue (재사용 큐)"))
    }

    // MARK: - Checker

    func testCheckerPassesOnTheShippedGlossary() {
        let lessons = ContentChecker.lessonIDs(in: Self.packageRoot.appendingPathComponent("Lessons"))
        let diagnostics = ContentChecker.checkGlossary(directory: Self.glossaryFolder, lessonIDs: lessons)
        XCTAssertEqual(diagnostics.errors, [], diagnostics.errors.map(\.description).joined(separator: "\n"))
        // The only warnings are `try` commands that a later issue adds.
        for warning in diagnostics.warnings {
            XCTAssertTrue(warning.english.contains("does not have yet"), warning.description)
        }
        let viaRoot = ContentChecker.check(dataRoot: Self.packageRoot)
        XCTAssertEqual(viaRoot.errors, [])
    }

    func testCheckerFailsOnTheBrokenFixture() {
        let diagnostics = ContentChecker.checkGlossary(directory: Self.brokenFolder, lessonIDs: [])
        let errors = diagnostics.errors.map(\.description)
        XCTAssertTrue(errors.contains("glossary-broken/missing-ko.md:8: missing field \"ko\""), "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("glossary-broken/invalid-yaml.md:") && $0.contains("not valid YAML") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("glossary-broken/bad-related.md:6: related id \"no-such-term\" does not exist") }, "\(errors)")
        XCTAssertFalse(errors.contains { $0.hasPrefix("glossary-broken/good-term.md") }, "\(errors)")
    }

    func testCheckerCrossEntryRulesLessonsAndTryCommands() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-check-\(UUID().uuidString)/glossary")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        func write(_ id: String, aliases: String, related: String, lessons: String, try command: String) throws {
            let text = """
            ---
            id: \(id)
            en: \(id) name
            ko: \(id) 이름
            aliases: \(aliases)
            related: \(related)
            lessons: \(lessons)
            try: \(command)
            ---

            ## en

            **\(id) name** — a definition.

            One `\(command)`.

            Two.

            ## ko

            **\(id) 이름** — 정의입니다.

            하나 `\(command)`.

            둘.
            """
            try text.write(to: folder.appendingPathComponent(id + ".md"), atomically: true, encoding: .utf8)
        }
        try write("alpha", aliases: "[shared, a1]", related: "[beta, alpha]", lessons: "[first-steps]", try: "scrol 10")
        try write("beta", aliases: "[Shared, beta name]", related: "[alpha, gamma]", lessons: "[]", try: "teleport 5")
        try write("gamma", aliases: "[g1]", related: "[alpha, beta]", lessons: "[]", try: "rows -1")

        let noLessons = ContentChecker.checkGlossary(directory: folder, lessonIDs: [], planned: ["teleport"])
        let text = noLessons.map(\.description)
        XCTAssertTrue(text.contains { $0.hasPrefix("glossary/alpha.md:6: related id \"alpha\" is this entry itself") }, "\(text)")
        XCTAssertTrue(text.contains { $0.hasPrefix("glossary/alpha.md:7: lesson \"first-steps\" does not exist: there are no lessons yet") }, "\(text)")
        XCTAssertTrue(text.contains { $0.hasPrefix("glossary/alpha.md:8: `try: scrol 10` does not run: unknown command `scrol`") }, "\(text)")
        XCTAssertTrue(text.contains { $0.hasPrefix("glossary/beta.md:5: alias \"Shared\" is the same as alias \"shared\" of glossary/alpha.md") }, "\(text)")
        XCTAssertTrue(text.contains("glossary/beta.md:8: warning: `try: teleport 5` uses `teleport`, which tablelab does not have yet (planned; checked once it exists)"), "\(text)")
        XCTAssertTrue(text.contains("glossary/beta.md:5: warning: alias \"beta name\" is listed twice for this entry"), "\(text)")
        let notPlanned = ContentChecker.checkGlossary(directory: folder, lessonIDs: [], planned: [])
        XCTAssertTrue(notPlanned.errors.contains { $0.file == "glossary/beta.md" && $0.english.contains("unknown command `teleport`") })
        XCTAssertTrue(text.contains { $0.hasPrefix("glossary/gamma.md:8: `try: rows -1` does not run") }, "\(text)")

        let withLessons = ContentChecker.checkGlossary(directory: folder, lessonIDs: ["first-steps"])
        XCTAssertFalse(withLessons.contains { $0.english.contains("first-steps") })
        let unchecked = ContentChecker.checkGlossary(directory: folder, lessonIDs: nil)
        XCTAssertFalse(unchecked.contains { $0.english.contains("lesson") })
    }

    func testLessonIDsComeFromLessonFrontMatter() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertNil(ContentChecker.lessonIDs(in: root))
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        XCTAssertEqual(ContentChecker.lessonIDs(in: root), [])
        try "---\nid: first-steps\ntitle: x\n---\n# hi\n".write(to: root.appendingPathComponent("01-first-steps.md"), atomically: true, encoding: .utf8)
        XCTAssertEqual(ContentChecker.lessonIDs(in: root), ["first-steps"])
    }

    func testDiagnosticText() {
        let d = Diagnostic(file: "glossary/foo.md", line: 3, L10n.Diagnostics.Glossary.missingField(field: "ko"))
        XCTAssertEqual(d.description, "glossary/foo.md:3: " + Language.en.text(L10n.Diagnostics.Glossary.missingField(field: "ko")))
        XCTAssertTrue(d.text(.ko).hasPrefix("glossary/foo.md:3: "))
        let w = Diagnostic(file: "glossary/foo.md", line: 8, L10n.Diagnostics.Glossary.missingField(field: "ko"), severity: .warning)
        XCTAssertTrue(w.description.hasPrefix("glossary/foo.md:8: warning: "), w.description)
        XCTAssertTrue(w.text(.ko).hasPrefix("glossary/foo.md:8: 경고: "), w.text(.ko))
    }

    func testADiagnosticQuotingACommandErrorSaysItInEachLanguage() {
        let d = Diagnostic(file: "glossary/foo.md", line: 9, L10n.Diagnostics.TryCommand.fails(command: "rows -1", reason: LabError.badNumber(command: "rows", typed: "-1", range: 0...1_000_000, unit: nil).catalogMessage))
        XCTAssertFalse(d.text(.en).unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, d.text(.en))
        XCTAssertTrue(d.text(.ko).contains("쓸 수 없는 값"), d.text(.ko))
    }
}

extension Diagnostic {
    /// The problem in English, without `file:line:` — what the checker says, from the catalog.
    var english: String { Language.en.text(message) }
}
