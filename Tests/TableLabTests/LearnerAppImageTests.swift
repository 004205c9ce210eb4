import AppWire
import DataSets
import TableRender
@testable import TableSim
import TableText
import XCTest
@testable import TableLab

/// A learner's images read as tablelab's own: an image's row follows its item through the app's
/// updates (`TableState.imageRow`, `followRowKeys`), and a stepped command draws the images the
/// cells had when it started (`TableState.screen`).
final class LearnerAppImageTests: XCTestCase {
    static let movieSwipe = AppFixtures.apps.appendingPathComponent("MovieSwipeViewController.swift")

    private func launch(_ app: ChildApp, settings: TableSettings = TableSettings()) throws -> TableState {
        try app.launch(settings: settings, command: "app \(app.source.fileName)")
    }

    private func run(_ table: inout TableState, _ action: Action, _ app: ChildApp, _ line: String) throws -> Step {
        let step = try table.apply([action], command: line, app: app)
        XCTAssertNil(step.crash, line)
        return step
    }

    private func path(_ row: Int, _ section: Int = 0) -> TablePath { TablePath(section: section, row: row) }

    /// scroll 12, tap 14, swipe delete 15, wait 2000: the downloads under way land after the rows
    /// below 15 moved up a row.
    private func swipeWalk(_ app: ChildApp) throws -> TableState {
        var table = try launch(app)
        _ = try run(&table, .scroll(.rows(12)), app, "scroll 12")
        _ = try run(&table, .tap(path(14)), app, "tap 14")
        _ = try run(&table, .swipeDelete(path(15)), app, "swipe delete 15")
        _ = try run(&table, .wait(2000), app, "wait 2000")
        return table
    }

    func testAnImageFollowsItsMovieUpARowAfterASwipeDelete() throws {
        let app = try AppFixtures.child(Self.movieSwipe)
        let table = try swipeWalk(app)
        let events = table.log.batches.flatMap(\.events)
        XCTAssertEqual(table.rowCount, MovieChart.movies.count - 1)
        // Each image landed in the cell showing its own movie (cancel() in prepareForReuse).
        XCTAssertGreaterThan(events.filter { $0.kind == .imageAssign }.count, 0)
        XCTAssertEqual(events.filter(\.isWrong).map { "\($0.path?.description ?? "-") in \($0.shownPath?.description ?? "-")" }, [])
        XCTAssertEqual(EventCounts(events).wrongImages, 0, "the count the summary prints")
        // Row 15 shows movie 16 now, with movie 16's image: its own row's image.
        let cell = try XCTUnwrap(table.visibleCell(at: path(15)).flatMap(table.cell))
        XCTAssertEqual(cell.text, MovieChart.movies[16].title)
        XCTAssertEqual(cell.image, .image(path(15)))
        for (p, id) in table.screen.rows {
            if case .image(let shown) = table.cell(id)?.image { XCTAssertEqual(shown, p, "row \(p)") }
        }
    }

    func testATrulyWrongImageStillCountsAsWrongAfterAnUpdate() throws {
        // No cancel and no identity check: the downloads of the rows scrolled away (slow: 1 s) land
        // in reused cells showing other movies — after the delete, too.
        let app = try AppFixtures.child(Self.movieSwipe) { $0.replacingOccurrences(of: "task?.cancel()", with: "") }
        var settings = TableSettings()
        settings.latency = 1000
        var table = try launch(app, settings: settings)
        _ = try run(&table, .scroll(.rows(12)), app, "scroll 12")
        _ = try run(&table, .swipeDelete(path(13)), app, "swipe delete 13")
        let step = try run(&table, .wait(2000), app, "wait 2000")
        let wrong = step.events.filter(\.isWrong)
        XCTAssertGreaterThan(wrong.count, 0)
        for e in wrong {
            // The image of a movie the scroll left (rows 0…11) in a cell showing a row below.
            let row = try XCTUnwrap(e.path?.row)
            XCTAssertLessThan(row, 12, "\(e)")
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(e.shownPath?.row), 12, "\(e)")
        }
    }

    func testAThumbnailsRowFollowsInsertsDeletesMovesAndSections() {
        var table = TableState()
        func url(_ movie: Int) -> String { MovieChart.movies[movie].thumbnail }
        XCTAssertEqual(table.imageRow(url(5)), path(5), "before any update: movie i is row i")
        let one = TableLayout(rowCounts: [40], headerHeights: [0], heights: .uniform(44, count: 40))
        // A new section on top, row 2 deleted, row 5 moved to the top of its section.
        table.followAppImageRows(TableUpdate([.insertSections([TableUpdate.NewSection(index: 0, rows: 1)]),
                                              .deleteRows([path(2)]), .moveRow(path(5), path(0, 1))], batch: true),
                                 oldLayout: one)
        XCTAssertEqual(table.imageRow(url(5)), path(0, 1))
        XCTAssertNil(table.imageRow(url(2)), "a deleted movie has no row")
        XCTAssertEqual(table.imageRow(url(0)), path(1, 1))
        XCTAssertEqual(table.imageRow(url(3)), path(3, 1))
        XCTAssertEqual(table.imageRow(url(6)), path(5, 1))
        // The sections swap: the movies go with theirs.
        let two = TableLayout(rowCounts: [1, 39], headerHeights: [0, 0], heights: .uniform(44, count: 40))
        table.followAppImageRows(TableUpdate([.moveSection(from: 1, to: 0)]), oldLayout: two)
        XCTAssertEqual(table.imageRow(url(5)), path(0, 0))
        XCTAssertEqual(table.imageRow(url(0)), path(1, 0))
        XCTAssertNil(table.imageRow("https://example.com/not-a-movie.jpg"))
    }

    func testAnUpdateRemovingARowWaitingToBePrefetchedCancelsItInTheLearnersApp() throws {
        // The prefetching exercise, with a tap that deletes row 12 (off screen, prefetched) and a
        // cancelPrefetchingForRowsAt.
        let prefetch = ExerciseTests.solutions.appendingPathComponent("Prefetch.swift")
        let app = try AppFixtures.child(prefetch) {
            $0.replacingOccurrences(of: "private let movies = SampleData.movies", with: "private var movies = SampleData.movies")
                .replacingOccurrences(of: "    func tableView(_ tableView: UITableView, prefetchRowsAt", with: """
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        movies.remove(at: 12)
                        tableView.deleteRows(at: [IndexPath(row: 12, section: 0)], with: .automatic)
                    }

                    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                        print("cancel", indexPaths.map { $0.row })
                    }

                    func tableView(_ tableView: UITableView, prefetchRowsAt
                """)
        }
        var table = try launch(app)
        _ = try run(&table, .scroll(.rows(1)), app, "scroll 1")
        XCTAssertEqual(table.prefetch.pending, Array(12...21))
        let tap = try run(&table, .tap(path(3)), app, "tap 3")
        // The removed row's prefetch is cancelled (when: tablelab's model, as for its own app)…
        let cancel = try XCTUnwrap(tap.events.first { $0.kind == .cancelPrefetchingForRowsAt })
        XCTAssertEqual(cancel.paths, [path(12)])
        XCTAssertGreaterThan(cancel.id, try XCTUnwrap(tap.events.first { $0.kind == .numberOfRowsInSection }).id,
                             "once the counts checked out, as for tablelab's app")
        // …and the rows still waiting moved up with their movies.
        XCTAssertEqual(table.prefetch.pending, Array(12...20))
    }

    // MARK: Stepping

    private func stepped(_ session: inout Session, _ lines: [String]) -> [String] {
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
        let response = session.execute("step scroll 1")
        XCTAssertNotNil(session.stepping)
        return ResponseRenderer.render(response, session: session, context: RenderContext(language: .en, width: 200))
    }

    func testSteppingALearnersAppDrawsTheImagesItsCellsHadAsTablelabsAppDoes() throws {
        let app = try AppFixtures.child(LearnerAppTests.movieList)
        var session = Session(language: .en)
        guard case .step = session.launchApp(app, path: "MovieList.swift", line: "app MovieList.swift",
                                             reason: { _ in L10n.App.Run.notRunning }) else {
            return XCTFail("the app did not launch")
        }
        let learner = stepped(&session, ["scroll 12", "wait 2000"])
        var own = Session(language: .en)
        let tablelab = stepped(&own, ["data movies", "load background", "scroll 12", "wait 300"])
        // At the step's first event the rows still on screen show the images they had.
        for (name, lines) in [("learner's app", learner), ("tablelab's app", tablelab)] {
            let shown = lines.filter { $0.contains("image ✓") }.count
            XCTAssertGreaterThanOrEqual(shown, 9, "\(name):\n" + lines.joined(separator: "\n"))
        }
    }

    /// Every visible row's image is its own row's, and no image was wrong, after scroll 12 and a wait.
    private func assertEveryImageIsRight(_ table: TableState, _ what: String) {
        let events = table.log.batches.flatMap(\.events)
        XCTAssertGreaterThan(events.filter { $0.kind == .imageAssign }.count, 0, what)
        XCTAssertEqual(events.filter(\.isWrong).map { "\($0.path?.description ?? "-") in \($0.shownPath?.description ?? "-")" }, [], what)
        for (p, id) in table.screen.rows {
            if case .image(let shown) = table.cell(id)?.image { XCTAssertEqual(shown, p, "\(what): row \(p)") }
        }
    }

    /// Which movie a row shows is read from what the app writes in it (a label set to the movie's
    /// title), not assumed to be `SampleData.movies[row]`: a list in another order has no wrong images
    /// when each image lands in its own movie's cell.
    func testAListInAnotherOrderIsJudgedByTheMovieEachRowShows() throws {
        let app = try AppFixtures.child(Self.movieSwipe) {
            $0.replacingOccurrences(of: "private var movies = SampleData.movies", with: "private var movies = Array(SampleData.movies.reversed())")
        }
        var table = try launch(app)
        _ = try run(&table, .scroll(.rows(12)), app, "scroll 12")
        _ = try run(&table, .wait(2000), app, "wait 2000")
        let first = try XCTUnwrap(table.visibleCell(at: path(12)).flatMap(table.cell))
        XCTAssertEqual(first.text, MovieChart.movies[27].title)
        assertEveryImageIsRight(table, "reversed")
    }

    /// A cell of the learner's own design: a title label and a poster image view it added to the
    /// content view. The poster is the cell's image (a wrong one counts), the title says the movie.
    func testACustomCellsOwnImageViewAndTitleLabelCount() throws {
        let custom: (String) -> String = {
            $0.replacingOccurrences(of: "    var task: URLSessionDataTask?\n", with: """
                    var task: URLSessionDataTask?
                    let poster = UIImageView()
                    let titleLabel = UILabel()

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.addSubview(poster)
                        contentView.addSubview(titleLabel)
                    }

                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                    }

                """)
            .replacingOccurrences(of: "imageView?.image = nil", with: "poster.image = nil")
            .replacingOccurrences(of: "cell.imageView?.image = image", with: "cell.poster.image = image")
            .replacingOccurrences(of: "cell.textLabel?.text = movie.title", with: "cell.titleLabel.text = movie.title")
            .replacingOccurrences(of: "private var movies = SampleData.movies", with: "private var movies = Array(SampleData.movies.reversed())")
        }
        let app = try AppFixtures.child(Self.movieSwipe, change: custom)
        var table = try launch(app)
        _ = try run(&table, .scroll(.rows(12)), app, "scroll 12")
        _ = try run(&table, .wait(2000), app, "wait 2000")
        assertEveryImageIsRight(table, "custom cell")

        // Without the cancel, the slow downloads of the rows scrolled away land in reused cells.
        let careless = try AppFixtures.child(Self.movieSwipe) { custom($0).replacingOccurrences(of: "task?.cancel()", with: "") }
        var settings = TableSettings()
        settings.latency = 1000
        var slow = try launch(careless, settings: settings)
        _ = try run(&slow, .scroll(.rows(12)), careless, "scroll 12")
        let step = try run(&slow, .wait(2000), careless, "wait 2000")
        XCTAssertGreaterThan(step.events.filter(\.isWrong).count, 0, "a poster of another movie is a wrong image")
    }
}
