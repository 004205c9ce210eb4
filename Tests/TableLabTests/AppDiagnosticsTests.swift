import XCTest
@testable import TableLab
import TableRender
import TableText

/// The compiler's output read into typed diagnostics, and each error shown to the learner: the
/// place as they typed it, the compiler's words made safe, their own line with a caret, and a
/// sentence in their language — specific for the errors beginners meet most. No compiler needed:
/// the outputs are the ones swiftc 6.3 prints with `-diagnostic-style llvm`.
final class AppDiagnosticsTests: XCTestCase {
    let work = "/cache/tablelab/apps/.work-Ab12Cd/My VC: 1.swift"
    var paths: [String: String] { [work: "~/My VC: 1.swift", "/cache/tablelab/apps/.work-Ab12Cd/main.swift": "main.swift"] }

    func parse(_ output: String) -> [CompilerDiagnostic] {
        CompilerDiagnostic.parse(output, paths: paths, learnerPath: work)
    }

    func testPlacesMapBackToThePathTheLearnerTyped() {
        let output = """
            \(work):4:10: error: overriding declaration requires an 'override' keyword
                func viewDidLoad() {}
                     ^
                override\u{20}
            /src/UIKit/UIViewController.swift:10:15: note: overridden declaration is here
                open func viewDidLoad() {}
                          ^
            /cache/tablelab/apps/.work-Ab12Cd/main.swift:1:7: error: cannot find 'greeting' in scope
            print(greeting())
                  ^~~~~~~~
            <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
            error: link command failed with exit code 1 (use -v to see invocation)
            [#DeprecatedDeclaration]: <https://docs.swift.org/compiler/documentation/diagnostics/deprecated-declaration>
            """
        XCTAssertEqual(parse(output), [
            CompilerDiagnostic(file: "~/My VC: 1.swift", line: 4, column: 10, severity: .error,
                               message: "overriding declaration requires an 'override' keyword", inLearnerFile: true),
            CompilerDiagnostic(file: "/src/UIKit/UIViewController.swift", line: 10, column: 15, severity: .note,
                               message: "overridden declaration is here", inLearnerFile: false),
            CompilerDiagnostic(file: "main.swift", line: 1, column: 7, severity: .error,
                               message: "cannot find 'greeting' in scope", inLearnerFile: false),
            CompilerDiagnostic(file: "<unknown>", line: nil, column: nil, severity: .error,
                               message: "unable to load standard library for target 'x86_64-unknown-linux-gnu'", inLearnerFile: false),
        ], "the driver's `link command failed` line says nothing more than the errors above it")
        // Alone, it is all there is to say.
        XCTAssertEqual(parse("error: link command failed with exit code 1 (use -v to see invocation)\n"), [
            CompilerDiagnostic(file: nil, line: nil, column: nil, severity: .error,
                               message: "link command failed with exit code 1 (use -v to see invocation)", inLearnerFile: false),
        ])
    }

    func testTheLineQuotedUnderAnErrorIsNeverReadAsOne() {
        let output = """
            \(work):2:1: error: cannot find 'x' in scope
            /a.swift:1:2: error: fake
            ^
            \(work):3:1: error: cannot find 'y' in scope
            \(work):9:9: error: also quoted
            ^
            """
        XCTAssertEqual(parse(output).map(\.line), [2, 3])
    }

    func testControlSequencesInTheCompilersWordsAreShownNotObeyed() {
        let diagnostics = parse("\(work):1:1: error: cannot find '\u{1B}]0;owned\u{07}' in scope\nx\n")
        XCTAssertEqual(diagnostics.first?.message, "cannot find '␛]0;owned␇' in scope")
    }

    func testCommonBeginnerErrorsGetTheirOwnSentence() {
        func hint(_ message: String) -> Message {
            AppText.hint(for: CompilerDiagnostic(file: nil, line: 1, column: 1, severity: .error, message: message, inLearnerFile: true))
        }
        typealias H = L10n.App.Hint
        XCTAssertEqual(hint("overriding declaration requires an 'override' keyword"), H.missingOverride)
        XCTAssertEqual(hint("cannot find type 'UITableViewCel' in scope"), H.unknownName(name: "UITableViewCel"))
        XCTAssertEqual(hint("cannot find 'tableVeiw' in scope"), H.unknownName(name: "tableVeiw"))
        XCTAssertEqual(hint("value of type 'UITableViewCell' has no member 'textLable'"), H.unknownName(name: "textLable"))
        XCTAssertEqual(hint("missing return in global function expected to return 'UITableViewCell'"), H.missingReturn)
        XCTAssertEqual(hint("missing return in instance method expected to return 'Int'"), H.missingReturn)
        XCTAssertEqual(hint("value of optional type 'UILabel?' must be unwrapped to a value of type 'UILabel'"), H.optional)
        XCTAssertEqual(hint("module compiled with Swift 6.2 cannot be imported by the Swift 6.3 compiler: /x/UIKit.swiftmodule"), H.otherCompiler)
        XCTAssertEqual(hint("'main' attribute cannot be used in a module that contains top-level code"), H.entryPoint)
        XCTAssertEqual(hint("'UIApplicationMain' class must conform to the 'UIApplicationDelegate' protocol"), H.entryPoint)
        XCTAssertEqual(hint("incorrect argument label in call (have 'withIdentifer:for:', expected 'withIdentifier:for:')"), H.argumentLabels)
        XCTAssertEqual(hint("missing argument label 'withIdentifier:' in call"), H.argumentLabels)
        // A UIKit name spelled right that the stand-in lacks is not called a misspelling.
        XCTAssertEqual(hint("cannot find 'navigationController' in scope"), H.notInStandIn(name: "navigationController"))
        XCTAssertEqual(hint("value of type 'ListViewController' has no member 'navigationController'"),
                       H.notInStandIn(name: "navigationController"))
        XCTAssertEqual(hint("cannot find 'UIAlertController' in scope"), H.notInStandIn(name: "UIAlertController"))
        XCTAssertEqual(hint("consecutive statements on a line must be separated by ';'"), H.general)
    }

    func testEachErrorShowsItsPlaceTheCompilersWordsTheLineACaretAndASentence() throws {
        let source = try AppSource.checked(Array("import UIKit\n\tlet 이름: Strin = \"셀\"\n".utf8), typedPath: "~/My VC: 1.swift").get()
        let output = """
            \(work):2:14: error: cannot find type 'Strin' in scope
            \tlet 이름: Strin = "셀"
            \t          ^~~~~
            \(work):2:14: note: did you mean 'String'?
            \tlet 이름: Strin = "셀"
            """
        let diagnostics = parse(output)
        for language in [Language.en, .ko] {
            let lines = AppText.errorLines(diagnostics, source: source, language: language)
            XCTAssertEqual(lines[0], "~/My VC: 1.swift:2:14: error: cannot find type 'Strin' in scope")
            XCTAssertEqual(lines[1], "    2 | \tlet 이름: Strin = \"셀\"")
            // The tab is kept and 이름 is four columns wide, so the caret stands under `S`.
            XCTAssertEqual(lines[2], "      | \t" + String(repeating: " ", count: 10) + "^")
            XCTAssertTrue(lines[3].hasPrefix("  → "), lines[3])
            XCTAssertTrue(lines[3].contains("`Strin`"), lines[3])
            XCTAssertEqual(lines[4], "~/My VC: 1.swift:2:14: note: did you mean 'String'?")
            XCTAssertFalse(lines.joined().contains("‹"))
        }
        XCTAssertTrue(AppText.errorLines(diagnostics, source: source, language: .ko)[3].contains("Swift가 여기서 모르는 이름입니다"))
        let both = AppText.errorLines(diagnostics, source: source, language: .both)
        XCTAssertEqual(both.filter { $0.hasPrefix("  → ") }.count, 2, "English, then Korean")
    }

    func testTheProblemsMessageCountsTheErrorsAndNamesTheFile() {
        let diagnostics = parse("\(work):1:1: error: a\nx\n\(work):2:1: warning: w\nx\n\(work):3:1: error: b\nx\n")
        let reason: (FileProblem) -> Message = { _ in L10n.Files.Reasons.noSuchFile }
        XCTAssertEqual(Language.en.text(AppText.message(.compileErrors(diagnostics), reason: reason)),
                       "~/My VC: 1.swift: swiftc found 2 errors, so nothing was run — fix the lines below and try again")
        XCTAssertTrue(Language.ko.text(AppText.message(.compileErrors(diagnostics), reason: reason)).contains("오류 2개를"))
    }

    /// At 80 columns, a long line of the learner's file went on at column 0 under no gutter (the
    /// terminal wrapped it), where it read as a line of its own: it is cut with "…" instead.
    func testALineOfTheFileWiderThanTheTerminalIsCutNotWrappedAtColumnZero() throws {
        let long = "        let cell = tableView.dequeueReusableCell(withIdentifer: \"cell\", for: indexPath)"
        let source = try AppSource.checked(Array("import UIKit\n\(long)\n".utf8), typedPath: "~/My VC: 1.swift").get()
        let output = "\(work):2:49: error: incorrect argument label in call\n\(long)\n        ^\n"
        let lines = AppText.lines(.compileErrors(parse(output)), source: source, language: .en, reason: { _ in L10n.Files.Reasons.noSuchFile })
        let response = Response.error(.appReport(lines: lines, headline: L10n.App.Compile.stopped))
        let shown = ResponseRenderer.render(response, session: Session(language: .en), context: RenderContext(language: .en, width: 80))
        for line in shown { XCTAssertLessThanOrEqual(line.displayWidth, 80, line) }
        let excerpt = try XCTUnwrap(shown.first { $0.hasPrefix("    2 | ") })
        XCTAssertTrue(excerpt.hasSuffix("…"), excerpt)
        XCTAssertFalse(shown.contains { $0.hasPrefix("for: indexPath)") }, shown.joined(separator: "\n"))
        XCTAssertTrue(shown.contains { $0 == "      | " + String(repeating: " ", count: 48) + "^" }, "the caret keeps its column")
    }

    /// `app /dev/zero` said "tablelab writes only regular files, even with --force", and a 3 MB file
    /// "it is larger than 1 MB, so tablelab did not make it": the general reasons speak of writing and
    /// of tablelab's own files. Reading the learner's Swift file says what is wrong with it.
    func testAFileThatIsNotRegularOrTooLargeIsToldAsTheLearnersSwiftFile() {
        typealias R = L10n.Files.Reasons
        let reason: (FileProblem) -> Message = { problem in
            switch problem {
            case .notRegular: return R.notRegular
            case .tooLarge(let limit): return R.largerThan(megabytes: String(limit >> 20))
            default: return R.noSuchFile
            }
        }
        for language in [Language.en, .ko] {
            let device = language.text(AppText.message(.unreadable(path: "/dev/zero", .notRegular), reason: reason))
            XCTAssertFalse(device.contains("--force"), device)
            XCTAssertTrue(device.contains("/dev/zero") && device.contains(".swift"), device)
            let large = language.text(AppText.message(.unreadable(path: "big.swift", .tooLarge(limit: 1 << 20)), reason: reason))
            XCTAssertFalse(large.contains("did not make it") || large.contains("만든 파일이 아닙니다"), large)
            XCTAssertTrue(large.contains("1 MB") && large.contains("KB"), large)
        }
    }
}
