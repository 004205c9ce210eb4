import XCTest
@testable import TableLab
import TableText

/// The gate before a learner's file is compiled: what it refuses (other imports, `@testable`,
/// underscored attributes, anything it cannot read to the end) with the right line, what it must not
/// refuse (the same words in comments, strings, raw strings, regex literals, as labels or members),
/// and the bytes refused on reading (control characters, not UTF-8).
final class AppSourceGateTests: XCTestCase {
    private func source(_ text: String, path: String = "ViewController.swift") throws -> AppSource {
        try AppSource.checked(Array(text.utf8), typedPath: path).get()
    }

    private func report(_ text: String) throws -> AppGateReport {
        AppSourceGate.check(try source(text))
    }

    private func refusals(_ text: String) throws -> [AppRefusal] {
        try report(text).refusals
    }

    // MARK: Imports

    func testUIKitFoundationAndSwiftPass() throws {
        let r = try report("""
            import UIKit
            import Foundation
            import Swift
            @preconcurrency import Foundation
            import struct Foundation.Date

            class ViewController: UITableViewController {}
            """)
        XCTAssertEqual(r.refusals, [])
        XCTAssertNotNil(r.approved)
    }

    func testOtherImportsAreRefusedWithTheirModuleAndLine() throws {
        XCTAssertEqual(try refusals("import UIKit\n\nimport Glibc\n"), [AppRefusal(.forbiddenImport(module: "Glibc"), line: 3)])
        XCTAssertEqual(try refusals("import UIKit\nimport Darwin"), [AppRefusal(.forbiddenImport(module: "Darwin"), line: 2)])
        XCTAssertEqual(try refusals("import func Glibc.system"), [AppRefusal(.forbiddenImport(module: "Glibc"), line: 1)])
        XCTAssertEqual(try refusals("import struct Dispatch.DispatchTime"), [AppRefusal(.forbiddenImport(module: "Dispatch"), line: 1)])
        XCTAssertEqual(try refusals("public import `Glibc`"), [AppRefusal(.forbiddenImport(module: "Glibc"), line: 1)])
        XCTAssertEqual(try refusals("import /* hidden */ Foundation; import TableSim"), [AppRefusal(.forbiddenImport(module: "TableSim"), line: 1)])
        XCTAssertEqual(try refusals("import\n  Glibc"), [AppRefusal(.forbiddenImport(module: "Glibc"), line: 1)])
        XCTAssertNil(try report("import Glibc").approved)
    }

    func testTestableImportIsRefusedEvenOfUIKit() throws {
        XCTAssertEqual(try refusals("import Foundation\n@testable import UIKit\n"), [AppRefusal(.testableImport, line: 2)])
    }

    func testCanImportBranchesHideNothing() throws {
        let text = """
            import UIKit
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            """
        XCTAssertEqual(try refusals(text), [AppRefusal(.forbiddenImport(module: "Glibc"), line: 3),
                                            AppRefusal(.forbiddenImport(module: "Darwin"), line: 5)])
    }

    // MARK: Underscored attributes

    func testUnderscoredAttributesAreRefusedWithTheirLine() throws {
        let text = """
            import UIKit

            @_silgen_name("system")
            func run(_ command: UnsafePointer<CChar>) -> Int32
            @_cdecl("hook") public func hook() {}
            @_exported import Foundation
            @ _spi(Private) import UIKit
            @`_implementationOnly` import Foundation
            """
        XCTAssertEqual(try refusals(text), [
            AppRefusal(.underscoredAttribute("_silgen_name"), line: 3),
            AppRefusal(.underscoredAttribute("_cdecl"), line: 5),
            AppRefusal(.underscoredAttribute("_exported"), line: 6),
            AppRefusal(.underscoredAttribute("_spi"), line: 7),
            AppRefusal(.underscoredAttribute("_implementationOnly"), line: 8),
        ])
        XCTAssertEqual(try refusals("@_implementationOnly import Glibc"),
                       [AppRefusal(.underscoredAttribute("_implementationOnly"), line: 1), AppRefusal(.forbiddenImport(module: "Glibc"), line: 1)])
    }

    func testOrdinaryAttributesPass() throws {
        XCTAssertEqual(try refusals("@objc @MainActor @available(iOS 13, *) @discardableResult @escaping @Sendable"), [])
    }

    // MARK: Comments and literals are not code

    func testTheSameWordsInCommentsAndStringsPass() throws {
        let text = ##"""
            import UIKit
            // import Glibc
            /* outer /* import Darwin */ still a comment: @_silgen_name("x") */
            let a = "import Glibc @_cdecl"
            let b = """
                import Darwin
                @_silgen_name("system") \"""
                """
            let c = #"import Glibc \(@_x) "# + ##"@_y "# \#(z) "##
            let d = #/import Glibc@_z/#
            let e = #"""
                @testable import UIKit "
                """#
            let `import` = 1
            let f = value.import
            g(import: 1)
            func h(_ a: Int, import b: Int) {}
            let i = "a \("inner \("@_q")") b"
            """##
        XCTAssertEqual(try refusals(text), [])
    }

    func testInterpolationsAreReadAsCode() throws {
        XCTAssertEqual(try refusals(#"let a = "x \(f(@_silgen_name))""#), [AppRefusal(.underscoredAttribute("_silgen_name"), line: 1)])
        XCTAssertEqual(try refusals(##"let a = #"x \#(f(@_cdecl))"#"##), [AppRefusal(.underscoredAttribute("_cdecl"), line: 1)])
        XCTAssertEqual(try refusals("let a = \"\"\"\n  \\(g(\n @_q))\n  \"\"\""), [AppRefusal(.underscoredAttribute("_q"), line: 3)])
        // A `)` inside a string inside the interpolation does not end it.
        XCTAssertEqual(try refusals(#"let a = "\(f(")") + @_r)""#), [AppRefusal(.underscoredAttribute("_r"), line: 1)])
    }

    func testWhatCannotBeReadToTheEndIsRefusedAtItsStart() throws {
        XCTAssertEqual(try refusals("import UIKit\nlet a = \"open\nimport Glibc"), [AppRefusal(.unterminatedString, line: 2)])
        XCTAssertEqual(try refusals("let a = 1\n\n/* /* */\nimport Glibc"), [AppRefusal(.unterminatedComment, line: 3)])
        XCTAssertEqual(try refusals("let a = \"\"\"\nimport Glibc\n"), [AppRefusal(.unterminatedString, line: 1)])
        XCTAssertEqual(try refusals("let a = #\"x\"\nimport Glibc"), [AppRefusal(.unterminatedString, line: 1)])
        XCTAssertEqual(try refusals("let r = #/abc\n"), [AppRefusal(.unterminatedString, line: 1)])
    }

    func testDeepInterpolationsAreRefusedNotFollowed() throws {
        let deep = String(repeating: "\"\\(", count: 5000) + "1" + String(repeating: ")\"", count: 5000)
        XCTAssertEqual(try refusals("let a = " + deep), [AppRefusal(.nestedTooDeeply, line: 1)])
    }

    func testLinesCountCRLFAndLoneCR() throws {
        XCTAssertEqual(try refusals("import UIKit\r\n// x\rimport Glibc"), [AppRefusal(.forbiddenImport(module: "Glibc"), line: 3)])
        XCTAssertEqual(try source("a\r\nb\rc\n").line(3), "c")
    }

    // MARK: Swift concurrency is recorded, not refused

    func testConcurrencyIsRecordedWithItsLine() throws {
        let r = try report("""
            import UIKit
            func load() async -> Int { 1 }
            func start() {
                Task {
                    let n = await load()
                    DispatchQueue.main.async { print(n) }
                }
                DispatchQueue.global()
                    .async { }
            }
            actor Store {}
            """)
        XCTAssertEqual(r.refusals, [])
        XCTAssertEqual(r.concurrency, [ConcurrencyUse(kind: .async, line: 2), ConcurrencyUse(kind: .task, line: 4),
                                       ConcurrencyUse(kind: .await, line: 5), ConcurrencyUse(kind: .actor, line: 11)])
        XCTAssertEqual(r.approved?.concurrency, r.concurrency)
        XCTAssertEqual(try report("DispatchQueue.main.async { }\nlet task = \"Task { await }\"").concurrency, [])
    }

    // MARK: Reading the file

    func testControlCharactersAreRefusedWithTheLine() {
        XCTAssertEqual(AppSource.checked(Array("import UIKit\nlet a = 1 \u{1B}[2J\n".utf8), typedPath: "a.swift"),
                       .failure(.controlCharacter(path: "a.swift", line: 2, scalar: "\u{1B}")))
        XCTAssertEqual(AppSource.checked(Array("// ok\n// ok\nlet s = \"\u{202E}cod\"".utf8), typedPath: "a.swift"),
                       .failure(.controlCharacter(path: "a.swift", line: 3, scalar: "\u{202E}")))
        XCTAssertEqual(AppSource.checked(Array("let a = 1\0".utf8), typedPath: "a.swift"),
                       .failure(.controlCharacter(path: "a.swift", line: 1, scalar: "\0")))
        // Tab, newline and carriage return are text.
        XCTAssertNoThrow(try AppSource.checked(Array("\tlet a = 1\r\nlet 이름 = \"셀\"\r\n".utf8), typedPath: "a.swift").get())
    }

    func testBytesThatAreNotUTF8AreRefusedWithTheLine() {
        XCTAssertEqual(AppSource.checked(Array("a\nb\n".utf8) + [0x63, 0xC3, 0x28, 0x0A], typedPath: "a.swift"),
                       .failure(.notUTF8(path: "a.swift", line: 3)))
    }

    func testReadingAFileIsBoundedAndSaysWhatIsWrong() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-gate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertEqual(AppSource.read(dir + "/missing.swift", environment: [:]), .failure(.noFile(path: dir + "/missing.swift")))
        XCTAssertEqual(AppSource.read(dir, environment: [:]), .failure(.unreadable(path: dir, .isAFolder)))
        try Data(repeating: 0x20, count: AppSource.byteLimit + 1).write(to: URL(fileURLWithPath: dir + "/big.swift"))
        XCTAssertEqual(AppSource.read(dir + "/big.swift", environment: [:]),
                       .failure(.unreadable(path: dir + "/big.swift", .tooLarge(limit: AppSource.byteLimit))))
        try Data("import UIKit\n".utf8).write(to: URL(fileURLWithPath: dir + "/My View.swift"))
        let read = try AppSource.read("~/My View.swift", environment: ["HOME": dir]).get()
        XCTAssertEqual(read.typedPath, "~/My View.swift")
        XCTAssertEqual(read.fileName, "My View.swift")
        XCTAssertEqual(read.line(1), "import UIKit")
    }

    // MARK: Messages

    func testEachRefusalSaysWhatIsWrongAndWhatWorksInBothLanguages() throws {
        let r = try report("import UIKit\nimport Glibc\n@testable import UIKit\n@_silgen_name(\"x\") func f()\nlet s = \"")
        XCTAssertEqual(r.refusals.count, 1, "an unterminated string stops the reading")
        let full = try report("import Glibc\n@testable import UIKit\n@_silgen_name(\"x\") func f()\n")
        for language in [Language.en, .ko] {
            let lines = AppText.lines(full, language: language)
            let text = lines.joined(separator: "\n")
            XCTAssertFalse(text.contains("‹"), text)
            XCTAssertTrue(text.contains("ViewController.swift:1: "), text)
            XCTAssertTrue(text.contains("`import Glibc`"), text)
            XCTAssertTrue(text.contains("`import UIKit`"), text)
            XCTAssertTrue(text.contains("ViewController.swift:3: "), text)
            XCTAssertTrue(text.contains("`@_silgen_name`"), text)
            XCTAssertTrue(lines.contains("    1 | import Glibc"), text)
            XCTAssertTrue(lines.contains("    3 | @_silgen_name(\"x\") func f()"), text)
        }
        XCTAssertTrue(AppText.lines(full, language: .ko).joined().contains("쓸 수 없는 import입니다"))
        let deep = AppText.message(AppRefusal(.nestedTooDeeply, line: 4), path: "a.swift")
        XCTAssertTrue(Language.ko.text(deep).contains("32를 넘는"), Language.ko.text(deep))
    }

    func testAPathWithControlCharactersIsShownNotObeyed() throws {
        let r = AppSourceGate.check(try source("import Glibc", path: "a\u{1B}]0;x\u{07}.swift"))
        let text = AppText.lines(r, language: .en).joined(separator: "\n")
        XCTAssertFalse(text.contains("\u{1B}"))
        XCTAssertTrue(text.contains("a␛]0;x␇.swift:1:"), text)
    }

    // MARK: The cache key's hash

    func testSHA256KnownAnswers() {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex(String(repeating: "a", count: 1000)),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
