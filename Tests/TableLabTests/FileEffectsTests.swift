import XCTest
import Foundation
@testable import TableLab

/// The one layer every file tablelab writes or reads goes through: path expansion, the checks on
/// what a path names, the atomic write, the size limit, and the merge of two sessions' progress.
final class FileEffectsTests: XCTestCase {
    private var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-fx-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func write(_ text: String, _ name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
    }

    private func contents(_ name: String) -> String? {
        FileManager.default.contents(atPath: dir + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: Paths

    func testTildeIsHOMENeverThePasswordHome() {
        let env = ["HOME": "/home/learner"]
        XCTAssertEqual(FilePaths.expand("~", environment: env), .path("/home/learner"))
        XCTAssertEqual(FilePaths.expand("~/a/b.txt", environment: env), .path("/home/learner/a/b.txt"))
        XCTAssertEqual(FilePaths.expand("~/x", environment: ["HOME": "/home/learner/"]), .path("/home/learner/x"))
        XCTAssertEqual(FilePaths.expand("~/x", environment: ["HOME": "/"]), .path("/x"))
        XCTAssertEqual(FilePaths.expand("notes/~/x", environment: env), .path("notes/~/x"))
        XCTAssertEqual(FilePaths.expand("~other/x", environment: env), .path("~other/x"))
        XCTAssertEqual(FilePaths.expand("plain.txt", environment: [:]), .path("plain.txt"))
        // No HOME, an empty one or a relative one: said, never guessed.
        XCTAssertEqual(FilePaths.expand("~/x", environment: [:]), .noHome)
        XCTAssertEqual(FilePaths.expand("~/x", environment: ["HOME": ""]), .noHome)
        XCTAssertEqual(FilePaths.expand("~", environment: ["HOME": "relative"]), .noHome)
    }

    func testStateFolderIsXDGStateHomeElseHOME() {
        XCTAssertEqual(FilePaths.stateFolder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]), "/s/tablelab")
        XCTAssertEqual(FilePaths.stateFolder(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h/"]), "/h/.local/state/tablelab")
        XCTAssertNil(FilePaths.stateFolder(environment: ["HOME": ""]))
        XCTAssertNil(FilePaths.stateFolder(environment: [:]))
    }

    // MARK: What a path names

    func testANewFileNeedsAnExistingFolderWhichIsNeverCreated() {
        XCTAssertEqual(try FileTarget.forWriting(dir + "/new.txt").get(), .init(path: dir + "/new.txt", exists: false, mode: nil))
        XCTAssertEqual(FileTarget.forWriting(dir + "/a/b/new.txt"), .failure(.system(ENOENT)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/a"))
        XCTAssertEqual(FileTarget.forWriting(dir), .failure(.isAFolder))
    }

    func testDevicesFIFOsAndSocketsAreRefused() throws {
        XCTAssertEqual(mkfifo(dir + "/fifo", 0o600), 0)
        XCTAssertEqual(FileTarget.forWriting(dir + "/fifo"), .failure(.notRegular))
        XCTAssertEqual(FileTarget.read(dir + "/fifo", limit: 100), .failure(.notRegular), "refused without blocking")
        if mknod(dir + "/null", S_IFCHR | 0o666, dev_t(0x0103)) == 0 {  // needs root, as CI runs
            XCTAssertEqual(FileTarget.forWriting(dir + "/null"), .failure(.notRegular))
        }
        if mknod(dir + "/socket", S_IFSOCK | 0o600, 0) == 0 {
            XCTAssertEqual(FileTarget.forWriting(dir + "/socket"), .failure(.notRegular))
        }
    }

    func testALinkIsWrittenThroughAndADanglingLinkIsRefused() throws {
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try write("old\n", "real/file.txt")
        XCTAssertEqual(symlink(dir + "/real/file.txt", dir + "/link.txt"), 0)
        let target = try FileTarget.forWriting(dir + "/link.txt").get()
        XCTAssertTrue(target.exists)
        XCTAssertNil(AtomicFile.write(target, bytes: Data("new\n".utf8)))
        XCTAssertEqual(contents("real/file.txt"), "new\n")
        var info = stat()
        XCTAssertEqual(lstat(dir + "/link.txt", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the link stays a link")

        XCTAssertEqual(symlink("nowhere/x.txt", dir + "/dangling.txt"), 0)
        XCTAssertEqual(FileTarget.forWriting(dir + "/dangling.txt"), .failure(.danglingLink(target: "nowhere/x.txt")))
        XCTAssertEqual(FileTarget.read(dir + "/dangling.txt", limit: 10), .failure(.danglingLink(target: "nowhere/x.txt")))
        XCTAssertEqual(symlink(dir + "/fifo2", dir + "/tofifo"), 0)
        XCTAssertEqual(mkfifo(dir + "/fifo2", 0o600), 0)
        XCTAssertEqual(FileTarget.forWriting(dir + "/tofifo"), .failure(.notRegular), "a link to a FIFO is a FIFO")
    }

    // MARK: Reading

    func testReadingChecksTheSizeBeforeReading() throws {
        XCTAssertEqual(FileTarget.read(dir + "/missing", limit: 10), .success(nil))
        try write("12345", "small")
        XCTAssertEqual(FileTarget.read(dir + "/small", limit: 5), .success(Data("12345".utf8)))
        XCTAssertEqual(FileTarget.read(dir + "/small", limit: 4), .failure(.tooLarge(limit: 4)))
        // A sparse 1 GB file: refused from its size, without reading (or allocating) a byte of it.
        let fd = open(dir + "/huge", O_CREAT | O_WRONLY, 0o600)
        XCTAssertEqual(ftruncate(fd, 1 << 30), 0)
        close(fd)
        XCTAssertEqual(FileTarget.read(dir + "/huge", limit: FileLimits.stateFileBytes),
                       .failure(.tooLarge(limit: FileLimits.stateFileBytes)))
        XCTAssertEqual(FileTarget.read(dir, limit: 10), .failure(.isAFolder))
    }

    // MARK: Writing

    func testAWriteIsWholeOrNotAtAll() throws {
        try write("keep me\n", "file.txt")
        XCTAssertEqual(chmod(dir + "/file.txt", 0o640), 0)
        let target = try FileTarget.forWriting(dir + "/file.txt").get()
        // A failure in the middle leaves the old file and no temporary file behind.
        let failed = AtomicFile.write(target) { fd in
            var writer = AtomicFile.Writer(fd: fd)
            writer.write("half")
            _ = writer.finish()
            return ENOSPC
        }
        XCTAssertEqual(failed, ENOSPC)
        XCTAssertEqual(contents("file.txt"), "keep me\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["file.txt"])
        // A success replaces it whole and keeps its mode.
        XCTAssertNil(AtomicFile.write(target) { fd in
            var writer = AtomicFile.Writer(fd: fd)
            for i in 0..<20_000 { writer.write("line \(i)\n") }  // several 64 KiB blocks
            return writer.finish()
        })
        let text = try XCTUnwrap(contents("file.txt"))
        XCTAssertTrue(text.hasPrefix("line 0\nline 1\n") && text.hasSuffix("line 19999\n"))
        XCTAssertEqual(text.split(separator: "\n").count, 20_000)
        var info = stat()
        XCTAssertEqual(stat(dir + "/file.txt", &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["file.txt"])
        // A new file gets the mode asked for.
        XCTAssertNil(AtomicFile.write(try FileTarget.forWriting(dir + "/private").get(), newMode: 0o600, bytes: Data("x".utf8)))
        XCTAssertEqual(stat(dir + "/private", &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600 & ~AtomicFile.currentUmask())
    }

    func testAWriteToAFullDeviceFailsWithItsReason() throws {
        // /dev/full is never written as a target (it is not a regular file); a full disk in the
        // middle of a write is simulated by a writer onto it.
        let fd = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try XCTSkipIf(fd < 0, "no /dev/full")
        defer { close(fd) }
        var writer = AtomicFile.Writer(fd: fd)
        writer.write("x")
        XCTAssertEqual(writer.finish(), ENOSPC)
    }

    func testTheLockIsExclusiveAndWaitsOnlySoLong() throws {
        let first = try FileLock.acquire(dir + "/x.lock", waiting: 1).get()
        // flock locks belong to the open file description: a second open in this process conflicts.
        XCTAssertEqual(FileLock.acquire(dir + "/x.lock", waiting: 0.05).map { _ in true }, .failure(.locked))
        first.release()
        XCTAssertNotNil(try? FileLock.acquire(dir + "/x.lock", waiting: 0.05).get())
        XCTAssertEqual(symlink(dir + "/elsewhere", dir + "/link.lock"), 0)
        XCTAssertEqual(FileLock.acquire(dir + "/link.lock", waiting: 0.05).map { _ in true }, .failure(.notRegular))
    }

    // MARK: Trace

    func testTheStreamedTraceIsTheSameLinesAsTheTrace() throws {
        var session = Session()
        for line in ["rows 100", "scroll 10", "reload", "scroll -3"] { _ = session.execute(line) }
        let target = try FileTarget.forWriting(dir + "/t.jsonl").get()
        var count = 0
        XCTAssertNil(AtomicFile.write(target) { fd in
            var writer = AtomicFile.Writer(fd: fd)
            count = TraceJSONL.write(session.table.log, into: &writer)
            return writer.finish()
        })
        XCTAssertEqual(contents("t.jsonl"), session.traceLines.joined(separator: "\n") + "\n")
        XCTAssertEqual(count, session.traceLines.count)
    }
}

/// Two sessions at once: each save merges this session's changes into what the file holds.
final class ProgressMergeTests: XCTestCase {
    private func step(_ hash: String, done: Bool = true, right: Bool? = true) -> LessonProgress.StepRecord {
        var r = LessonProgress.StepRecord(hash: hash)
        r.done = done
        r.predictionRight = right
        return r
    }

    func testEachSessionsAnswersSurvive() {
        let base = LessonProgress()
        var a = base
        a.lastLesson = "data-source"
        a.lessons["data-source", default: .init()].steps["first"] = step("h1")
        a.lessons["data-source", default: .init()].current = "first"
        var b = base
        b.lastLesson = "identifiers"
        b.lessons["identifiers", default: .init()].steps["one"] = step("h2")
        // A saves first (the file was empty), then B saves onto A's file.
        let afterA = LessonProgress().merging(ours: a, base: base)
        XCTAssertEqual(afterA, a)
        let afterB = afterA.merging(ours: b, base: base)
        XCTAssertEqual(afterB.lessons["data-source"], a.lessons["data-source"])
        XCTAssertEqual(afterB.lessons["identifiers"], b.lessons["identifiers"])
        XCTAssertEqual(afterB.lastLesson, "identifiers", "the last to change it wins")
    }

    func testTheSameLessonMergesPerStep() {
        var base = LessonProgress()
        base.lessons["l", default: .init()].steps["s1"] = step("h", done: false, right: nil)
        var a = base
        a.lessons["l"]!.steps["s1"] = step("h", right: false)
        var b = base
        b.lessons["l"]!.steps["s2"] = step("h")
        b.lessons["l"]!.current = "s2"
        let file = base.merging(ours: a, base: base).merging(ours: b, base: base)
        XCTAssertEqual(file.lessons["l"]?.steps["s1"], a.lessons["l"]!.steps["s1"], "B did not touch s1: A's answer stays")
        XCTAssertEqual(file.lessons["l"]?.steps["s2"], b.lessons["l"]!.steps["s2"])
        XCTAssertEqual(file.lessons["l"]?.current, "s2")
    }

    func testARestartInThisSessionClearsTheLesson() {
        var base = LessonProgress()
        base.lessons["l", default: .init()].steps["s1"] = step("h")
        var ours = base
        ours.lessons["l"] = nil
        var other = base
        other.lessons["m", default: .init()].steps["x"] = step("h")
        let merged = other.merging(ours: ours, base: base)
        XCTAssertNil(merged.lessons["l"])
        XCTAssertNotNil(merged.lessons["m"])
    }
}
