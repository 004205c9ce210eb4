#if os(Linux)
import XCTest
import Foundation
import TableRender

/// attack.md L10: mid-drag, the viewport box and the reuse-queue box had different widths (71 vs 60
/// columns), and the picture left after the drag aligned them — the boxes jumped. Every frame played
/// is drawn at the final picture's one box width.
final class PlayedFrameWidthTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-frames")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    /// The widths of the boxes (their top lines) in each picture drawn after `start` in the
    /// transcript: a frame is what a rewind (`ESC[nA` `\r` `ESC[J`) clears, the last one stays.
    static func boxWidths(_ transcript: ArraySlice<UInt8>) -> [[Int]] {
        let text = String(decoding: transcript, as: UTF8.self)
        let escape = try! NSRegularExpression(pattern: "\u{1B}\\[[0-9;?]*[A-Za-z]")
        return text.components(separatedBy: "\u{1B}[J").map { chunk in
            let ns = chunk as NSString
            let plain = escape.stringByReplacingMatches(in: chunk, range: NSRange(location: 0, length: ns.length), withTemplate: "")
            return plain.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
                .map { $0.drop { $0 == " " } }
                .filter { $0.hasPrefix("┌") }
                .map { String($0).displayWidth }
        }
    }

    func testEveryPlayedFrameUsesTheFinalPicturesBoxWidth() throws {
        for (language, columns) in [("en", 100), ("ko", 100), ("en", 80)] {
            let term = try PseudoTerminal.tablelab(home: home, arguments: ["--lang", language], columns: columns, rows: 50)
            defer { term.close() }
            for line in ["data movies", "speed fast"] {
                term.sendLine(line)
                try term.waitForPrompt("› ")
            }
            let start = term.rawTranscript.count
            term.sendLine("scroll 10")
            try term.waitForPrompt("› ", timeout: 30)
            let pictures = Self.boxWidths(term.rawTranscript[start...]).filter { !$0.isEmpty }
            XCTAssertGreaterThan(pictures.count, 3, "\(language) \(columns): frames were played")
            guard let final = pictures.last else { continue }
            XCTAssertEqual(final.count, 2, "\(language) \(columns): the viewport and the queue")
            XCTAssertEqual(Set(final).count, 1, "\(language) \(columns): the final picture aligns its boxes: \(final)")
            for (i, frame) in pictures.dropLast().enumerated() {
                XCTAssertEqual(frame, final, "\(language) \(columns): frame \(i + 1) of \(pictures.count - 1)")
            }
            term.sendLine("quit")
            _ = try term.waitForExit()
        }
    }
}
#endif
