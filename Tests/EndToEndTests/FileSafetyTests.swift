#if os(Linux)
import XCTest
import Foundation

/// Every file tablelab writes for the learner — `save`, `trace`, `progress export`, the progress
/// file and the line history — follows one rule, through the real binary: devices, FIFOs and
/// sockets are never replaced (even with `--force`), a link is written through, a dangling link is
/// refused, folders are never created, `~` is `$HOME`, and progress is never lost. Device nodes are
/// made with `mknod` in a temporary folder (the tests run as root, as CI does); the real /dev is
/// never touched.
final class FileSafetyTests: XCTestCase {
    private var home: URL!
    private var path: String { home.path }

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-safety")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    private func script(_ stdin: String, _ env: [String: String] = [:]) throws -> BinaryRun.Result {
        var environment = ["HOME": path, "XDG_STATE_HOME": path + "/state"]
        environment.merge(env) { _, new in new }
        return try BinaryRun.run(["--keep-going"], stdin: stdin, environment: environment)
    }

    private func kind(_ name: String) -> mode_t? {
        var info = stat()
        guard lstat(path + "/" + name, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    private func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    private var progressFile: String { path + "/state/tablelab/progress.json" }

    // MARK: - Targets that are not regular files

    func testNoWriteReplacesADeviceAFIFOOrASocketEvenWithForce() throws {
        try XCTSkipUnless(getuid() == 0, "mknod of a character device needs root (CI runs as root)")
        XCTAssertEqual(mknod(path + "/nulldev", S_IFCHR | 0o666, dev_t(0x0103)), 0)
        XCTAssertEqual(mkfifo(path + "/fifo", 0o600), 0)
        XCTAssertEqual(mknod(path + "/socket", S_IFSOCK | 0o600, 0), 0)
        let lines = [
            "lesson 1", "answer b",
            "save ~/nulldev --force", "save ~/fifo --force", "save ~/socket --force",
            "progress export ~/nulldev", "progress export ~/fifo --force", "progress export ~/socket",
            "trace ~/nulldev --force", "trace ~/fifo", "trace ~/socket --force",
        ]
        let r = try script(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(kind("nulldev"), S_IFCHR, r.err)
        XCTAssertEqual(kind("fifo"), S_IFIFO, r.err)
        XCTAssertEqual(kind("socket"), S_IFSOCK, r.err)
        XCTAssertEqual(r.err.components(separatedBy: "not a regular file").count - 1, 9, r.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path).sorted(), ["fifo", "nulldev", "socket"],
                       "no temporary file is left behind")
    }

    func testALinkIsWrittenThroughAndADanglingLinkIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path + "/dotfiles", withIntermediateDirectories: true)
        try Data("# tablelab session — 0 commands\n".utf8).write(to: URL(fileURLWithPath: path + "/dotfiles/scene.txt"))
        try Data().write(to: URL(fileURLWithPath: path + "/dotfiles/p.json"))
        XCTAssertEqual(symlink("dotfiles/scene.txt", path + "/scene.txt"), 0)
        XCTAssertEqual(symlink(path + "/dotfiles/p.json", path + "/p.json"), 0)
        XCTAssertEqual(symlink("nowhere/t.jsonl", path + "/dangling"), 0)
        let r = try script("rows 7\nsave ~/scene.txt\nprogress export ~/p.json\nsave ~/dangling --force\ntrace ~/dangling\nprogress export ~/dangling\n")
        XCTAssertEqual(kind("scene.txt"), S_IFLNK)
        XCTAssertEqual(kind("p.json"), S_IFLNK)
        XCTAssertTrue(text("dotfiles/scene.txt")?.contains("rows 7") == true, r.err)
        XCTAssertTrue(text("dotfiles/p.json")?.contains("\"version\"") == true, r.err)
        XCTAssertEqual(r.err.components(separatedBy: "symbolic link to nowhere/t.jsonl, which does not exist").count - 1, 3, r.err)
        XCTAssertEqual(kind("dangling"), S_IFLNK)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "/nowhere"))
    }

    // MARK: - progress export behaves like save

    func testProgressExportKeepsOtherFilesMakesNoFoldersAndUsesHOME() throws {
        try Data("my notes — do not lose\n".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
        let r = try script("lesson 1\nanswer b\nprogress export ~/notes.txt\nprogress export ~/a/b/c/p.json\nprogress export ~/p.json\n")
        XCTAssertEqual(text("notes.txt"), "my notes — do not lose\n")
        XCTAssertTrue(r.err.contains("~/notes.txt exists and is not a tablelab progress file — nothing was written; `progress export ~/notes.txt --force` replaces it"), r.err)
        XCTAssertTrue(r.err.contains("Cannot write ~/a/b/c/p.json: No such file or directory"), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "/a"), "no folder is created")
        XCTAssertTrue(text("p.json")?.contains("\"predictionRight\" : true") == true, r.out + r.err)

        let forced = try script("progress export ~/notes.txt --force\n")
        XCTAssertEqual(forced.status, 0, forced.err)
        XCTAssertTrue(text("notes.txt")?.contains("\"version\"") == true)
        // An earlier export is ours: replaced without --force.
        XCTAssertEqual(try script("progress export ~/p.json\n").status, 0)
    }

    /// A class collects files in one folder: a student's export never replaces a file that holds
    /// another student's progress without --force (their own earlier export is replaced).
    func testProgressExportKeepsAnotherStudentsFile() throws {
        XCTAssertEqual(try script("progress name 김민지\nlesson 1\nanswer b\nprogress export ~/minji.json\n").status, 0)
        let other = try script("progress name 박지훈\nprogress export ~/minji.json\n")
        XCTAssertNotEqual(other.status, 0)
        XCTAssertTrue(other.err.contains("~/minji.json holds the progress of 김민지 — nothing was written"), other.err)
        XCTAssertTrue(text("minji.json")?.contains("김민지") == true)
        XCTAssertEqual(try script("progress name 김민지\nprogress export ~/minji.json\n").status, 0, "her own file is replaced")
        let forced = try script("progress name 박지훈\nprogress export ~/minji.json --force\n")
        XCTAssertEqual(forced.status, 0, forced.err)
        XCTAssertTrue(text("minji.json")?.contains("박지훈") == true)
    }

    func testATildeWithoutHOMEIsSaidNotGuessed() throws {
        let r = try script("save ~/s.txt\ntrace ~/t.jsonl\nprogress export ~/p.json\nprogress import ~/p.json\nopen ~/s.txt\n", ["HOME": ""])
        XCTAssertEqual(r.err.components(separatedBy: "`~` stands for $HOME, which is not set to a full path").count - 1, 5, r.err)
        let ko = try BinaryRun.run(["--lang", "ko"], stdin: "save ~/s.txt\n", environment: ["HOME": ""])
        XCTAssertTrue(ko.err.contains("$HOME이 전체 경로로 설정되어 있지 않습니다"), ko.err)
    }

    func testProgressImportHasASizeLimitCheckedBeforeReading() throws {
        let fd = open(path + "/huge.json", O_CREAT | O_WRONLY, 0o600)
        XCTAssertEqual(ftruncate(fd, 1 << 30), 0)  // sparse: 1 GB that costs nothing on disk
        close(fd)
        let r = try script("progress import ~/huge.json\n")
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("Cannot read ~/huge.json: it is larger than 8 MB, so tablelab did not make it; your progress is unchanged."), r.err)
    }

    // MARK: - open says what it did not run

    func testOpenSaysWhichLinesItDidNotRun() throws {
        try Data("lesson 1\nsave ~/z.txt\nquit\nscroll 2\n".utf8).write(to: URL(fileURLWithPath: path + "/c.txt"))
        let r = try script("open ~/c.txt\nhistory\n")
        XCTAssertEqual(r.status, 0, r.err)
        let said = r.out.replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(said.contains("Opened ~/c.txt: 1 command ran on a new table."), r.out)
        XCTAssertTrue(said.contains("Not run: 3 lines of ~/c.txt (1 `lesson 1`, 2 `save ~/z.txt`, 3 `quit`)"), r.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "/z.txt"))
        let ko = try BinaryRun.run(["--lang", "ko"], stdin: "open ~/c.txt\n", environment: ["HOME": path])
        XCTAssertTrue(ko.out.replacingOccurrences(of: "\n", with: " ").contains("실행하지 않은 줄 3개: ~/c.txt"), ko.out)
    }

    // MARK: - The progress file

    private func start(_ overrides: [String: String] = [:]) throws -> PseudoTerminal {
        try PseudoTerminal.tablelab(home: home, overrides: overrides)
    }

    /// lesson N, answer b, quit: a session that changes the progress twice.
    private func answerLesson(_ n: Int, in term: PseudoTerminal) throws {
        term.sendLine("lesson \(n)")
        _ = try term.waitFor("step 1 of")
        term.sendLine("answer b")
        _ = try term.waitFor("›")
        try term.waitUntilReadingInput()
    }

    func testAProgressFileThatCannotBeReadIsKeptAndTheSessionWarnsOnce() throws {
        let folder = path + "/state/tablelab"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for make in [{ mkfifo(self.progressFile, 0o600) }, { mkdir(self.progressFile, 0o700) }] {
            XCTAssertEqual(make(), 0)
            let term = try start()
            try answerLesson(1, in: term)
            term.sendLine("quit")
            XCTAssertEqual(try term.waitForExit(), 0)
            let said = term.plainTranscript
            XCTAssertEqual(said.components(separatedBy: "cannot read lesson progress").count - 1, 1, said)
            XCTAssertTrue(said.contains("it is left as it is, and this session's progress is kept in memory only"), said)
            XCTAssertFalse(said.contains("cannot save lesson progress"), said)
            var info = stat()
            XCTAssertEqual(lstat(progressFile, &info), 0)
            XCTAssertNotEqual(info.st_mode & S_IFMT, S_IFREG, "never replaced")
            XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix("progress.json.corrupt") })
            XCTAssertEqual(rmdir(progressFile) == 0 || unlink(progressFile) == 0, true)
        }
    }

    func testAProgressFileTheLearnerCannotReadIsNotReplaced() throws {
        // Root reads every file, so the learner is `nobody` here (setpriv drops the privileges).
        try XCTSkipUnless(getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                          "needs root and setpriv to run tablelab as another user")
        let folder = path + "/state/tablelab"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for p in [path, path + "/state", folder] { XCTAssertEqual(chmod(p, 0o777), 0) }
        let theirs = Data("{\"version\":1,\"lastLesson\":\"reuse-queue\",\"lessons\":{}}".utf8)
        try theirs.write(to: URL(fileURLWithPath: progressFile))
        XCTAssertEqual(chmod(progressFile, 0o600), 0)  // root's, unreadable for the learner
        let binary = try PseudoTerminal.productURL(named: "tablelab").path
        let term = try PseudoTerminal("/usr/bin/setpriv",
                                      arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", binary],
                                      environment: PseudoTerminal.testEnvironment(stateHome: home), rows: 50, columns: 100)
        _ = try term.waitForPrompt("› ")
        try answerLesson(1, in: term)
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        let said = term.plainTranscript
        XCTAssertTrue(said.contains("cannot read lesson progress"), said)
        XCTAssertTrue(said.contains("Permission denied"), said)
        XCTAssertEqual(FileManager.default.contents(atPath: progressFile), theirs, "left as it was")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix("progress.json.corrupt") })
    }

    func testAFailedProgressSaveGivesItsReasonOnce() throws {
        // The lock file is a folder: the file can be read, but no save can take the lock.
        try FileManager.default.createDirectory(atPath: path + "/state/tablelab/progress.lock", withIntermediateDirectories: true)
        let term = try start()
        try answerLesson(1, in: term)
        term.sendLine("next")
        _ = try term.waitFor("step 2 of")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        let said = term.plainTranscript
        XCTAssertEqual(said.components(separatedBy: "cannot save lesson progress").count - 1, 1, said)
        XCTAssertTrue(said.contains("progress.json: it is a device, a pipe or a socket, not a regular file")
                      || said.contains("progress.json: Is a directory"), said)
    }

    func testTwoSessionsAtOnceKeepEachOthersProgress() throws {
        let a = try start()
        let b = try start()
        try answerLesson(1, in: a)
        try answerLesson(3, in: b)
        b.sendLine("quit")
        XCTAssertEqual(try b.waitForExit(), 0)
        a.sendLine("quit")
        XCTAssertEqual(try a.waitForExit(), 0)
        let saved = try XCTUnwrap(FileManager.default.contents(atPath: progressFile))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: saved) as? [String: Any])
        let lessons = try XCTUnwrap(object["lessons"] as? [String: Any])
        XCTAssertEqual(lessons.count, 2, String(decoding: saved, as: UTF8.self))

        // A third session sees both.
        let c = try start()
        c.sendLine("lessons")
        let out = try c.waitFor("17.")
        XCTAssertTrue(out.contains("◐ 1.") && out.contains("◐ 3."), out)
        c.sendLine("quit")
        XCTAssertEqual(try c.waitForExit(), 0)
    }

    func testWithoutHOMEHistoryAndProgressAreSaidToStayInMemory() throws {
        let term = try start(["HOME": "", "XDG_STATE_HOME": ""])
        try answerLesson(1, in: term)
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        XCTAssertEqual(term.plainTranscript.components(separatedBy: "neither HOME nor XDG_STATE_HOME is set").count - 1, 1,
                       term.plainTranscript)
    }

    // MARK: - The history file

    func testAHistoryThatIsALinkStaysALinkAndGetsTheNewLines() throws {
        let folder = path + "/state/tablelab"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path + "/dotfiles", withIntermediateDirectories: true)
        try Data("_HiStOrY_V2_\nrows\\0405\n".utf8).write(to: URL(fileURLWithPath: path + "/dotfiles/history"))
        XCTAssertEqual(symlink(path + "/dotfiles/history", folder + "/history"), 0)
        let term = try start()
        term.sendLine("rows 10")
        _ = try term.waitFor("numberOfRowsInSection")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        XCTAssertEqual(kind("state/tablelab/history"), S_IFLNK)
        let kept = try XCTUnwrap(text("dotfiles/history"))
        XCTAssertTrue(kept.contains("rows\\0405") && kept.contains("rows\\04010"), kept)
    }

    func testAFileThatIsNotAHistoryIsSaidToBeThatAndKept() throws {
        let folder = path + "/state/tablelab"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let junk = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try junk.write(to: URL(fileURLWithPath: folder + "/history"))
        let term = try start()
        term.sendLine("rows 10")
        _ = try term.waitFor("numberOfRowsInSection")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        let said = term.plainTranscript
        XCTAssertTrue(said.contains("is not a tablelab history (its first line is not `_HiStOrY_V2_`)"), said)
        XCTAssertFalse(said.contains("Input/output error"), said)
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/history"), junk)
    }
}
#endif
