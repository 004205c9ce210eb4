#if os(Linux)
import XCTest
import Foundation

/// `export svg FILE`: the last pictures as an SVG, through the real binary, drawn by a real renderer
/// (`rsvg-convert`, Debian's `librsvg2-bin`, which `.ci/run` installs).
final class ExportSVGEndToEndTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-svg")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: dir)
    }

    private func run(_ stdin: String, arguments: [String] = ["--keep-going"]) throws -> BinaryRun.Result {
        try BinaryRun.run(arguments, stdin: stdin, environment: ["HOME": dir.path, "NO_COLOR": "1"])
    }

    /// Runs `rsvg-convert` on `svg`; the PNG's bytes.
    private func render(_ svg: URL) throws -> Data {
        let png = svg.deletingPathExtension().appendingPathExtension("png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "--format", "png", "--output", png.path, svg.path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "rsvg-convert (apt-get install librsvg2-bin): \(message)")
        return try Data(contentsOf: png)
    }

    /// Width and height from a PNG's IHDR chunk.
    private func size(ofPNG data: Data) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](data)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
        XCTAssertEqual(String(decoding: bytes[12..<16], as: UTF8.self), "IHDR")
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    func testScrollPicturesBecomeAnSVGARealRendererDraws() throws {
        // NO_COLOR and a pipe: the terminal got no colour, the slide does.
        let r = try run("data movies\nscroll 3\nexport svg ~/scroll.svg\n", arguments: ["--width", "80"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("wrote the pictures of `scroll 3` to ~/scroll.svg"), r.out)
        let url = dir.appendingPathComponent("scroll.svg")
        let svg = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<?xml"), svg)
        XCTAssertTrue(svg.contains("<title>tablelab › scroll 3</title>"), svg)
        XCTAssertTrue(svg.contains("fill=\"#23d18b\""), "a created cell is green in the picture")
        XCTAssertFalse(svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control byte in the SVG")
        // The same lines the terminal showed for `scroll 3` (each one's words appear in the SVG).
        let shown = r.out.components(separatedBy: "› scroll 3\n")[1].components(separatedBy: "\n\n")[0]
        for word in shown.split(whereSeparator: { $0 == " " || $0 == "\n" }).prefix(40)
        where word.unicodeScalars.allSatisfy({ $0.isASCII }) && !word.contains(where: { "&<>\"'".contains($0) }) {
            XCTAssertTrue(svg.contains(String(word)), "\(word) is not in the SVG")
        }

        let png = try render(url)
        let (width, height) = try size(ofPNG: png)
        let svgWidth = try XCTUnwrap(svg.range(of: #"width="([0-9.]+)""#, options: .regularExpression))
        let expected = Double(svg[svgWidth].dropFirst(7).dropLast())!
        XCTAssertEqual(Double(width), expected.rounded(.up), accuracy: 1)
        XCTAssertGreaterThan(width, 80 * 8, "80 columns of 8.4 px")
        XCTAssertGreaterThan(height, 10 * 17, "at least ten lines of pictures")
        // Not blank: the same size with only the background compresses to a fraction of it.
        let blank = dir.appendingPathComponent("blank.svg")
        let blankSVG = svg.split(separator: "\n").filter { !$0.hasPrefix("<text") }.joined(separator: "\n")
        try Data(blankSVG.utf8).write(to: blank)
        let blankPNG = try render(blank)
        XCTAssertEqual(try size(ofPNG: blankPNG).width, width)
        XCTAssertGreaterThan(png.count, blankPNG.count * 4, "the PNG is as small as a blank one (\(png.count) vs \(blankPNG.count) bytes)")
    }

    func testKoreanPicturesRender() throws {
        let r = try run("lang ko\nscroll 3\nqueue\nexport svg ~/큐.svg\n")
        XCTAssertEqual(r.status, 0, r.err)
        let svg = try String(contentsOf: dir.appendingPathComponent("큐.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains(">재<") || svg.contains(">큐<"), "Hangul placed one syllable at a time")
        _ = try render(dir.appendingPathComponent("큐.svg"))
    }

    func testExistingFilesDevicesFoldersAndNothingDrawnAreRefused() throws {
        let nothing = try run("export svg ~/a.svg\n")
        XCTAssertEqual(nothing.status, 1)
        XCTAssertTrue(nothing.err.contains("nothing to export yet"), nothing.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.svg").path))

        let notes = dir.appendingPathComponent("notes.svg")
        try Data("my slide\n".utf8).write(to: notes)
        let kept = try run("show\nexport svg ~/notes.svg\n")
        XCTAssertEqual(kept.status, 1)
        XCTAssertTrue(kept.err.contains("already there"), kept.err)
        XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), "my slide\n")
        let forced = try run("show\nhelp export\nexport svg ~/notes.svg --force\n")
        XCTAssertEqual(forced.status, 0, forced.err)
        XCTAssertTrue(try String(contentsOf: notes, encoding: .utf8).contains("<svg"), "`help` in between keeps the pictures of `show`")

        let device = try run("show\nexport svg /dev/null --force\n")
        XCTAssertEqual(device.status, 1)
        XCTAssertTrue(device.err.contains("not a regular file"), device.err)
        let folder = try run("show\nexport svg ~ \n")
        XCTAssertEqual(folder.status, 1)
        XCTAssertTrue(folder.err.contains("is a folder"), folder.err)
        let format = try run("show\nexport png ~/a.png\n")
        XCTAssertEqual(format.status, 1)
        XCTAssertTrue(format.err.contains("svg"), format.err)
        // No temporary file left behind by any of them.
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tablelab-") }
        XCTAssertEqual(left, [])
    }
}
#endif
