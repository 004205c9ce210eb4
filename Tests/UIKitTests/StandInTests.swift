import XCTest
import StandInUIKit

/// The stand-in UIKit keeps UIKit's state and hands the simulation what it decides, with the
/// learner's lines. `LearnerCode.swift` holds the code under test, written with `import UIKit` only.
/// Every test runs on the main actor, as the learner's code does (XCTest on Linux cannot run a
/// `@MainActor` test class, so each test says so).
final class StandInTests: XCTestCase {
    nonisolated(unsafe) private var host: RecordingHost!
    private let learnerFile = "LearnerCode.swift"

    override func setUp() {
        MainActor.assumeIsolated {
            host = RecordingHost()
            TablelabBridge.install(host)
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { TablelabBridge.uninstall() }
    }

    private let row0 = IndexPath(row: 0, section: 0)

    // MARK: Cells

    func testARegisteredSubclassIsMadeByDequeueWithItsIdentifier() throws {
        try MainActor.assumeIsolated {
            let controller = HeightsController(style: .plain)
            let table = try XCTUnwrap(controller.tableView)   // loads the view: viewDidLoad registers
            XCTAssertTrue(table.dataSource === controller && table.delegate === controller)
            XCTAssertEqual(host.log.first, "register ThumbnailCell as thumb at line 33")
            let cell = controller.tableView(table, cellForRowAt: IndexPath(row: 3, section: 0))
            let thumb = try XCTUnwrap(cell as? ThumbnailCell)
            // UIKit makes a registered class with init(style: .default, reuseIdentifier:); the subclass's
            // override chose .subtitle, so the cell has a detail label.
            XCTAssertEqual(thumb.madeWithStyle, .default)
            XCTAssertEqual(thumb.cellStyle, .subtitle)
            XCTAssertNotNil(thumb.detailTextLabel)
            XCTAssertEqual(thumb.reuseIdentifier, "thumb")
            XCTAssertEqual(Array(host.log.dropFirst()), ["dequeue thumb for 0-3 at line 39", "made ThumbnailCell as thumb"])
            XCTAssertEqual(thumb.resets, 0, "a new cell is not prepared for reuse")
        }
    }

    func testPrepareForReuseIsWhatTheTableCallsOnReuse() throws {
        try MainActor.assumeIsolated {
            let controller = HeightsController(style: .plain)
            let table = try XCTUnwrap(controller.tableView)
            let first = try XCTUnwrap(controller.tableView(table, cellForRowAt: row0) as? ThumbnailCell)
            first.textLabel?.text = "Row 0"
            let pending = Learner.workItem {}
            first.pendingWork = pending
            host.reuseQueue = [first]
            let again = controller.tableView(table, cellForRowAt: IndexPath(row: 12, section: 0))
            XCTAssertTrue(again === first)
            XCTAssertEqual(first.resets, 1)
            XCTAssertEqual(first.prepareForReuseCount, 1, "the override called super")
            XCTAssertTrue(pending.isCancelled, "the learner's prepareForReuse cancelled the pending work")
            XCTAssertEqual(first.textLabel?.text, "Row 0", "UIKit's prepareForReuse resets no content")
        }
    }

    func testTheFallbackDequeueGivesNilWhenNothingIsRegistered() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: .zero, style: .plain)
            let source = PlainSource()
            table.dataSource = source
            XCTAssertNil(table.dequeueReusableCell(withIdentifier: "cell"))
            let cell = source.tableView(table, cellForRowAt: row0)
            XCTAssertEqual(cell.reuseIdentifier, "cell", "the learner's `?? UITableViewCell(...)` made it")
            XCTAssertNil(cell.detailTextLabel, "a default-style cell has no detail label")
        }
    }

    func testUIKitsExceptionTextForAnUnregisteredIdentifier() {
        MainActor.assumeIsolated {
            let exception = UIKitException.unregisteredIdentifier("movie")
            XCTAssertEqual(exception.name, "NSInternalInconsistencyException")
            XCTAssertEqual(exception.reason, "unable to dequeue a cell with identifier movie - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
    }

    func testCellStateIsKeptAndPicturedChangesAreReported() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
            cell.textLabel?.text = "Parasite"
            cell.accessoryType = .checkmark
            cell.alpha = 0.5
            XCTAssertEqual(cell.textLabel?.text, "Parasite")
            XCTAssertEqual(cell.accessoryType, .checkmark)
            XCTAssertEqual(cell.alpha, 0.5)
            XCTAssertEqual(host.changes, ["text Parasite", "accessory checkmark"])
            let line = UInt(#line + 1)
            cell.setNeedsLayout()
            XCTAssertEqual(host.changes.last, "needsLayout at line \(line)")
            XCTAssertEqual(cell.layoutRequests, 1)
        }
    }

    // MARK: Time and threads

    func testAsyncHandsTheHostTheClosureAndTheCallSite() throws {
        try MainActor.assumeIsolated {
            let ran = Flag()
            let line = Learner.asyncOnMain { ran.set() }
            let scheduled = try XCTUnwrap(host.scheduled.first)
            XCTAssertEqual(scheduled.site, CallSite(file: learnerFile, line: line))
            XCTAssertEqual(scheduled.queue.kind, .main)
            XCTAssertFalse(ran.value, "nothing runs until the simulation runs it")
            host.runScheduled()
            XCTAssertTrue(ran.value)

            let workerLine = Learner.asyncOnWorker {}
            XCTAssertEqual(host.scheduled.first?.queue.kind, .global(.userInitiated))
            XCTAssertEqual(host.scheduled.first?.site.line, workerLine)
        }
    }

    func testACancelledWorkItemDoesNotRun() {
        MainActor.assumeIsolated {
            let ran = Flag()
            let item = Learner.workItem { ran.set() }
            Learner.runOnMain(item)
            item.cancel()
            host.runScheduled()
            XCTAssertFalse(ran.value)
            XCTAssertTrue(item.isCancelled)
            XCTAssertEqual(item.performCount, 0)
            XCTAssertEqual(host.log.last?.hasPrefix("cancel work at line"), true)
            let other = Learner.workItem { ran.set() }
            Learner.runOnMain(other)
            host.runScheduled()
            XCTAssertTrue(ran.value, "an item not cancelled runs")
        }
    }

    func testAsyncAfterWaitsOnTheSimulatedClock() {
        MainActor.assumeIsolated {
            host.clock = 1_000
            let line = Learner.run(Learner.workItem {}, after: 0.5)
            XCTAssertEqual(host.log, ["schedule on com.apple.main-thread at 500001000 at line \(line)"])
        }
    }

    func testIsMainThreadIsTheSimulationsAnswer() {
        MainActor.assumeIsolated {
            XCTAssertTrue(Learner.isMainThread())
            host.mainThread = false
            XCTAssertFalse(Learner.isMainThread())
        }
    }

    // MARK: Network

    func testABlockingDownloadGoesToTheHostAndTheImageKnowsItsURL() throws {
        try MainActor.assumeIsolated {
            let url = try XCTUnwrap(URL(string: "https://img.example.com/movies/007.jpg"))
            let (image, line) = Learner.download(url)
            XCTAssertEqual(host.log, ["download 007.jpg at line \(line)"], "Data(contentsOf:) is the stand-in's")
            XCTAssertEqual(image?.sourceURL, url)
            XCTAssertNil(UIImage(data: Data("not an image".utf8)))
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.imageView?.image = image
            XCTAssertEqual(host.changes, ["image https://img.example.com/movies/007.jpg"])
        }
    }

    func testADataTaskCancelledBeforeItsDownloadDeliversURLErrorCancelled() throws {
        try MainActor.assumeIsolated {
            let url = try XCTUnwrap(URL(string: "https://img.example.com/movies/002.jpg"))
            let outcome = Outcome()
            let task = Learner.dataTask(url) { data, response, error in outcome.set(data, response, error) }
            XCTAssertEqual(task.state, .suspended)
            XCTAssertTrue(host.resumedTasks.isEmpty, "a task is made suspended")
            task.resume()
            XCTAssertTrue(host.resumedTasks.first === task)
            task.cancel()
            XCTAssertEqual(task.state, .canceling)
            XCTAssertTrue(task.complete(with: .success(TablelabImageData.data(for: url))))
            XCTAssertNil(outcome.data)
            XCTAssertEqual((outcome.error as? URLError)?.code, .cancelled)
            XCTAssertFalse(task.complete(with: .success(Data())), "the completion runs once")
            XCTAssertEqual(outcome.calls, 1)
            task.cancel()
            XCTAssertEqual(host.log.filter { $0.hasPrefix("cancel") }.count, 1, "cancelling a completed task does nothing")
        }
    }

    func testADataTaskDeliversItsData() throws {
        try MainActor.assumeIsolated {
            let url = try XCTUnwrap(URL(string: "https://img.example.com/movies/003.jpg"))
            let outcome = Outcome()
            let task = Learner.dataTask(url) { data, response, error in outcome.set(data, response, error) }
            task.resume()
            task.complete(with: .success(TablelabImageData.data(for: url)))
            XCTAssertEqual(outcome.data.flatMap { UIImage(data: $0) }?.sourceURL, url)
            XCTAssertEqual((outcome.response as? HTTPURLResponse)?.statusCode, 200)
            XCTAssertNil(outcome.error)
        }
    }

    // MARK: Optional methods

    func testOptionalMethodsOfATableViewControllerSubclass() throws {
        try MainActor.assumeIsolated {
            let controller = HeightsController(style: .plain)
            let table = try XCTUnwrap(controller.tableView)
            let dataSource = try XCTUnwrap(table.dataSource)
            let delegate = try XCTUnwrap(table.delegate)
            XCTAssertEqual(OptionalMethods.call { delegate.tableView(table, heightForRowAt: row0) }, 60)
            XCTAssertEqual(controller.heightsAsked, 1)
            XCTAssertNil(OptionalMethods.call { delegate.tableView(table, estimatedHeightForRowAt: row0) })
            XCTAssertNil(OptionalMethods.call { dataSource.numberOfSections(in: table) })
            XCTAssertTrue(OptionalMethods.call { dataSource.tableView(table, titleForHeaderInSection: 0) } == nil)
            XCTAssertFalse(OptionalMethods.callIfImplemented { delegate.tableView(table, didSelectRowAt: row0) })
            XCTAssertFalse(OptionalMethods.callIfImplemented { delegate.scrollViewDidScroll(table) })
            // A controller that overrides nothing: heights are not implemented.
            let bare = UITableViewController(style: .plain)
            let bareTable = try XCTUnwrap(bare.tableView)
            let bareDelegate = try XCTUnwrap(bareTable.delegate)
            XCTAssertNil(OptionalMethods.call { bareDelegate.tableView(bareTable, heightForRowAt: row0) })
        }
    }

    func testOptionalMethodsOfAPlainClassAdoptingTheProtocols() throws {
        try MainActor.assumeIsolated {
            let table = UITableView(frame: .zero, style: .plain)
            let source = PlainSource()
            table.dataSource = source
            table.delegate = source
            table.prefetchDataSource = source
            // Called through the protocols, as the table calls them.
            let dataSource = try XCTUnwrap(table.dataSource)
            let delegate = try XCTUnwrap(table.delegate)
            let prefetching = try XCTUnwrap(table.prefetchDataSource)
            XCTAssertNil(OptionalMethods.call { dataSource.numberOfSections(in: table) })
            XCTAssertEqual(OptionalMethods.call { dataSource.tableView(table, titleForHeaderInSection: 1) }, "Section 1")
            XCTAssertNil(OptionalMethods.call { delegate.tableView(table, heightForRowAt: row0) })
            XCTAssertTrue(OptionalMethods.callIfImplemented { delegate.tableView(table, didSelectRowAt: row0) })
            XCTAssertEqual(source.selections, [row0])
            XCTAssertTrue(OptionalMethods.callIfImplemented { prefetching.tableView(table, prefetchRowsAt: [row0]) })
            XCTAssertFalse(OptionalMethods.callIfImplemented { prefetching.tableView(table, cancelPrefetchingForRowsAt: [row0]) })
        }
    }

    func testAProbeInsideAnImplementedMethodDoesNotLeakOut() {
        MainActor.assumeIsolated {
            // The learner's method may itself reach a default (here: numberOfSections) before answering.
            let table = UITableView(frame: .zero, style: .plain)
            let source = PlainSource()
            let answer: String?? = OptionalMethods.call { () -> String? in
                _ = OptionalMethods.call { source.numberOfSections(in: table) }
                return source.tableView(table, titleForHeaderInSection: 0)
            }
            XCTAssertEqual(answer, .some("Section 0"))
        }
    }

    // MARK: The table asks the host

    /// With `allowsMultipleSelection`, `indexPathsForSelectedRows` holds every selected row, in
    /// index-path order (it used to hold the first one only).
    func testSelectedRowsHoldEverySelectedRowInOrder() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: .zero, style: .plain)
            XCTAssertNil(table.indexPathsForSelectedRows)
            table.allowsMultipleSelection = true
            for row in [5, 1, 3] {
                table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
            }
            XCTAssertEqual(table.indexPathsForSelectedRows, [1, 3, 5].map { IndexPath(row: $0, section: 0) })
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
            XCTAssertEqual(table.indexPathsForSelectedRows, [1, 5].map { IndexPath(row: $0, section: 0) })
        }
    }

    func testVisibleRowsSelectionAndReloadAreTheSimulations() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: .zero, style: .grouped)
            let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
            host.visible = [row0: cell]
            XCTAssertTrue(table.cellForRow(at: row0) === cell)
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 5, section: 0)))
            XCTAssertEqual(table.indexPathsForVisibleRows, [row0])
            XCTAssertEqual(table.indexPath(for: cell), row0)
            table.selectRow(at: row0, animated: false, scrollPosition: .none)
            XCTAssertEqual(table.indexPathForSelectedRow, row0)
            table.deselectRow(at: row0, animated: true)
            XCTAssertNil(table.indexPathForSelectedRow)
            let line = UInt(#line + 1)
            table.reloadData()
            XCTAssertEqual(host.log.last, "reloadData at line \(line)")
            // As a function value: scheduled, then run, with no site of its own (the work item has one).
            let scheduledAt = Learner.reloadLater(table)
            host.runScheduled()
            XCTAssertEqual(Array(host.log.suffix(2)), ["schedule on com.apple.main-thread at line \(scheduledAt)",
                                                       "reloadData at line 0"])
            XCTAssertEqual(IndexPath(row: 4, section: 2).row, 4)
            XCTAssertEqual(IndexPath(row: 4, section: 2).section, 2)
        }
    }

    func testACallWithNoHostNamesWhatIsMissing() {
        MainActor.assumeIsolated {
            let message = TablelabBridge.missingHostMessage("DispatchQueue.async")
            XCTAssertTrue(message.contains("DispatchQueue.async needs tablelab's simulation"), message)
            XCTAssertTrue(message.contains("tablelab --app FILE.swift"), message)
            // Views work without a host: a cell made in a test keeps its text.
            TablelabBridge.uninstall()
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "no host"
            XCTAssertEqual(cell.textLabel?.text, "no host")
        }
    }
}

/// A flag a `@Sendable` closure sets (everything runs on the main thread).
final class Flag: @unchecked Sendable {
    private(set) var value = false
    func set() { value = true }
}

/// What a data task's completion handler received.
final class Outcome: @unchecked Sendable {
    private(set) var data: Data?
    private(set) var response: URLResponse?
    private(set) var error: Error?
    private(set) var calls = 0

    func set(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
        self.data = data
        self.response = response
        self.error = error
        calls += 1
    }
}
