extension TableState {
    /// The simulated size of a row's image.
    func imageKB(_ path: TablePath) -> Int { data.content(at: path).imageKB ?? 0 }

    /// Memory held by images: every kept image (memoized or cached) plus images that sit in cells
    /// and are kept nowhere else.
    public var imageMemoryKB: Int {
        var total = runtime.kept.values.reduce(0, +)
        for c in cells where c.place != .discarded {
            if case .image(let p) = c.image, layout.contains(p), runtime.kept[layout.global(p)] == nil { total += imageKB(p) }
        }
        return total
    }

    /// Images kept in memory (memoized or cached): the next load of those rows downloads nothing.
    public var keptImageCount: Int { runtime.kept.count }

    /// `Data(contentsOf:)` blocks already on the global queue — running on a worker or waiting for
    /// one. Nothing can cancel them (FIDELITY §8b.31): switching `fix cancel-on-reuse` on makes only
    /// the loads started afterwards `URLSessionDataTask`s.
    public var uncancellableLoads: Int { runtime.loads.filter(\.needsWorker).count }

    /// Inside `cellForRowAt` (the event `request`), after the cell is configured: load the row's image
    /// the way the current strategy does (FIDELITY §8, seed 001).
    mutating func loadImage(for path: TablePath, cell id: Int, cause request: Int, _ rec: inout EventRecorder) {
        guard data.hasImages else { return }
        let row = layout.global(path)
        if settings.loading.keepsImages, runtime.kept[row] != nil {
            let hit = rec.emit(.imageCacheHit, path, cell: id, cause: request)
            assign(path, to: id, cause: hit.id, load: nil, &rec)
            return
        }
        switch settings.loading {
        case .sync, .cached, .preload:
            // Data(contentsOf:) right here: cellForRowAt does not return until the download is done.
            let (load, finished) = downloadOnMain(row, &rec, cell: id, cause: request)
            if settings.loading != .sync { runtime.kept[row] = imageKB(path) }
            assign(path, to: id, cause: finished, load: load, &rec)
        case .mainAsync, .task:
            // `Task { … }` in a main-actor method inherits the main actor (FIDELITY §8.25): it runs on
            // the main queue a moment later, exactly like `DispatchQueue.main.async`.
            if settings.fixes.contains(.placeholder) { setPlaceholder(path, cell: id, cause: request, &rec) }
            cells[id - 1].loadingRow = path
            enqueueMain(.downloadAndAssign(row: row, cell: id), at: rec.clock.now, cause: request, load: nil,
                        label: settings.loading == .task ? .taskDownload : nil)
        case .asyncAwait:
            // Every cell's task awaits its own download (no shared loader to join). The `Task { }`
            // made here inherits the main actor: its body — and so the download — starts only after
            // the layout pass, like `load task` (FIDELITY §8.25).
            if settings.fixes.contains(.placeholder) { setPlaceholder(path, cell: id, cause: request, &rec) }
            cells[id - 1].loadingRow = path
            enqueueMain(.startAwait(row: row, cell: id), at: rec.clock.now, cause: request, load: nil, label: .awaitDownload)
        case .background:
            if settings.fixes.contains(.placeholder) { setPlaceholder(path, cell: id, cause: request, &rec) }
            cells[id - 1].loadingRow = path
            if prefetching(row) {
                // A prefetch is downloading it (the code's `prefetchTasks[indexPath] != nil`): the cell
                // waits, and the prefetch's completion gives the image to the cell showing the row then.
            } else {
                // Not kept and not prefetched: the code downloads — again, when the download another
                // cell started for this row is still on its way (it knows only `movie.image`, FIDELITY §8.24).
                startLoad(row: row, cells: [id], prefetched: false, cause: request, &rec)
            }
        }
    }

    /// `cell.imageView?.image = placeholder` in `cellForRowAt` (`fix placeholder`): recorded, so what
    /// the screen shows can be read from the events (`Screen`, `FrameCommits`).
    private mutating func setPlaceholder(_ path: TablePath, cell id: Int, cause: Int, _ rec: inout EventRecorder) {
        cells[id - 1].image = .placeholder
        rec.emit(.imagePlaceholder, path, cell: id, cause: cause)
    }

    mutating func startLoad(row: Int, cells waiting: [Int], prefetched: Bool, cause: Int, _ rec: inout EventRecorder) {
        var load = ImageLoad(id: runtime.newLoad(), cause: cause, row: row, cells: waiting,
                             prefetched: prefetched, readyAt: rec.clock.now)
        load.queued = runtime.newQueued()
        // `try await URLSession.shared.data(from:)` (`load await`) suspends the task; a
        // `URLSessionDataTask` — what an app that cancels its loads uses (`fix cancel-on-reuse` under
        // `load background`), and what a prefetch data source keeps per index path — is resumed.
        // Either way no thread waits and the download is on the network at once (model: in the same
        // turn); only `Data(contentsOf:)` on the global queue takes a worker (FIDELITY §8b.31).
        let work: Event.Work? = settings.loading == .asyncAwait && !prefetched ? .awaitDownload
            : prefetched || (settings.loading == .background && settings.fixes.contains(.cancelOnReuse)) ? .dataTask : nil
        if let work {
            let now = rec.clock.now
            let finish = now + settings.latency + jitter(row: row)
            let task = runtime.newTask()
            load.awaited = work == .awaitDownload
            load.dataTask = work == .dataTask
            load.task = task
            load.finishAt = finish
            let started = rec.emit(.imageLoadStart, at: now, layout.path(row), cause: cause) {
                $0.thread = .network
                $0.duration = finish - now
                $0.cell = waiting.first
                $0.load = load.id
                $0.task = task
                $0.work = work
                $0.text = work.code
            }
            load.started = started.id
        }
        runtime.loads.append(load)
        advanceBackground(to: rec.clock.now, &rec)
    }

    /// A finished download reaches the main thread (inside the block `cause`): the image goes into
    /// each waiting cell — unless `fix identity-check` sees the cell now shows another row.
    mutating func completeLoad(row: Int, cells waiting: [Int], cause: Int, load: Int?, _ rec: inout EventRecorder) {
        let path = layout.path(row)
        for id in waiting {
            if cells[id - 1].loadingRow == path { cells[id - 1].loadingRow = nil }
            if settings.fixes.contains(.identityCheck) && (cells[id - 1].row != path || cells[id - 1].place != .visible) {
                rec.emit(.imageIgnored, path, cell: id, cause: cause) {
                    $0.shownPath = self.cells[id - 1].row
                    $0.load = load
                }
                continue
            }
            assign(path, to: id, cause: cause, load: load, &rec)
        }
    }

    private mutating func assign(_ path: TablePath, to id: Int, cause: Int, load: Int?, _ rec: inout EventRecorder) {
        cells[id - 1].image = .image(path)
        rec.emit(.imageAssign, path, cell: id, cause: cause) {
            $0.shownPath = self.cells[id - 1].row
            $0.load = load
        }
    }

    /// Inside `prepareForReuse` (the event `cause`): the fix that belongs there (cancelling the cell's
    /// pending load). The placeholder is content: `cellForRowAt` sets it (`loadImage`).
    mutating func prepareImage(cell id: Int, cause: Int, _ rec: inout EventRecorder) {
        guard data.hasImages else { return }
        guard settings.fixes.contains(.cancelOnReuse) else { return }
        // Downloads that finished by now have queued their completions (the code after `await`
        // resumes, a completion hops to the main queue): `cancel()` comes too late for those, and
        // only the code's own check stops them (FIDELITY §8b.31).
        advanceBackground(to: rec.clock.now, &rec)
        cancelLoads(for: id, cause: cause, &rec)
    }

    /// Cancels what can be cancelled of what is still on its way to cell `id` (FIDELITY §8b.31):
    /// a main-async block not started yet (`DispatchWorkItem.cancel()`), a `URLSessionDataTask` or an
    /// awaited download (`cancel()` stops it; `data(from:)` throws `URLError(.cancelled)`), and a task
    /// on the main actor, only marked (cooperative: its code checks `Task.isCancelled`). What cannot be
    /// stopped runs on: a `Data(contentsOf:)` already on a worker, and a completion already queued
    /// with `DispatchQueue.main.async` — that one still puts its image in the cell, which is why the
    /// identity check stays needed.
    private mutating func cancelLoads(for id: Int, cause: Int, _ rec: inout EventRecorder) {
        // `stopped`: a download on its way was stopped (`Event.cancelled`), not only a block that had
        // not started or a cell that stopped waiting for a download others still wait for.
        var cancelled: [(row: Int, load: Int?, how: String, stopped: ImageLoad?)] = []
        // A task on the main actor is only marked: cancellation is cooperative, and it still runs
        // (its Data(contentsOf:) blocks as before; `Task.isCancelled` stops the assignment). So is the
        // code after an `await` that already returned: only a `Task.isCancelled` check stops it.
        for i in runtime.mainQueue.indices {
            switch (runtime.mainQueue[i].work, runtime.mainQueue[i].label) {
            case (.downloadAndAssign(_, let c), .taskDownload?) where c == id:
                runtime.mainQueue[i].cancelled = true
            case (.assign(_, let waiting), .resumeAfterAwait?) where waiting == [id]:
                runtime.mainQueue[i].cancelled = true
            case (.startAwait(_, let c), _) where c == id:
                runtime.mainQueue[i].cancelled = true
            default:
                break
            }
        }
        runtime.mainQueue.removeAll { block in
            if block.label != .taskDownload, case .downloadAndAssign(let r, let c) = block.work, c == id {
                cancelled.append((r, block.load, "DispatchWorkItem.cancel()", nil)); return true
            }
            return false
        }
        for i in runtime.loads.indices.reversed() where runtime.loads[i].cells.contains(id) && !runtime.loads[i].needsWorker {
            runtime.loads[i].cells.removeAll { $0 == id }
            let stops = runtime.loads[i].cells.isEmpty && !runtime.loads[i].prefetched
            cancelled.append((runtime.loads[i].row, runtime.loads[i].id,
                              runtime.loads[i].awaited ? "task.cancel(): data(from:) throws URLError(.cancelled)" : "URLSessionDataTask.cancel()",
                              stops ? runtime.loads[i] : nil))
            if stops { stopLoad(at: i, cause: cause, &rec) }
        }
        cells[id - 1].loadingRow = nil
        for (row, load, how, stopped) in cancelled {
            let cancel = rec.emit(.imageLoadCancel, layout.path(row), cell: id, cause: cause) {
                $0.shownPath = self.cells[id - 1].row
                $0.load = load
                $0.text = how
                $0.cancelled = stopped != nil
            }
            // A stopped data task's completion handler is still called, with `URLError(.cancelled)`.
            if let stopped, stopped.dataTask { handOver(stopped, delivered: false, at: rec.clock.now, cause: cancel.id) }
        }
    }

    /// Stops a download that can be stopped: a `URLSessionDataTask` or an awaited download (never a
    /// `Data(contentsOf:)` on a worker: callers leave those running).
    private mutating func stopLoad(at i: Int, cause: Int, _ rec: inout EventRecorder) {
        precondition(!runtime.loads[i].needsWorker || runtime.loads[i].worker == nil, "a running Data(contentsOf:) cannot be stopped")
        runtime.loads.remove(at: i)
    }

    /// `prefetchRowsAt` (the event `cause`) with a prefetch data source that loads images: start their
    /// downloads.
    mutating func prefetchImages(_ rows: [Int], cause: Int, _ rec: inout EventRecorder) {
        guard data.hasImages else { return }
        // Like the code's `guard movie.image == nil, prefetchTasks[indexPath] == nil`: a download
        // cellForRowAt started is not a prefetch task, and the row is prefetched all the same.
        for row in rows where runtime.kept[row] == nil && !prefetching(row) {
            startLoad(row: row, cells: [], prefetched: true, cause: cause, &rec)
        }
    }

    /// Whether a prefetch's task for `row` is on its way or its completion waits for the main queue:
    /// the code's `prefetchTasks[indexPath] != nil` (the entry goes in that completion).
    func prefetching(_ row: Int) -> Bool {
        runtime.loads.contains { $0.row == row && $0.prefetched }
            || runtime.handlers.contains { $0.row == row && $0.prefetched && $0.delivered }
            || runtime.mainQueue.contains { $0.work == .prefetched(row: row) }
    }

    /// `cancelPrefetchingForRowsAt` (the event `cause`): the rows' prefetch tasks still on their way
    /// are cancelled (`prefetchTasks[indexPath]?.cancel()`; a row the table cancels is not on screen).
    mutating func cancelPrefetchedImages(_ rows: [Int], cause: Int, _ rec: inout EventRecorder) {
        guard data.hasImages else { return }
        for row in rows {
            guard let i = runtime.loads.firstIndex(where: { $0.row == row && $0.prefetched }) else { continue }
            let load = runtime.loads[i]
            stopLoad(at: i, cause: cause, &rec)
            let cancel = rec.emit(.imageLoadCancel, layout.path(row), cause: cause) {
                $0.load = load.id
                $0.text = "URLSessionDataTask.cancel()"
                $0.cancelled = true
            }
            // Its completion handler gets `URLError(.cancelled)` and returns.
            handOver(load, delivered: false, at: rec.clock.now, cause: cancel.id)
        }
    }

    /// `load preload`: every image is downloaded on the main thread before the first screen. Past
    /// `bulkPreloadRows` rows the downloads are recorded as one bulk start and one bulk finish (like
    /// `heightForRowAt × 1,000,000`), so the log does not grow by two events per row.
    mutating func preloadAll(_ rec: inout EventRecorder) {
        guard data.hasImages, settings.loading == .preload else { return }
        let rows = (0..<rowCount).filter { runtime.kept[$0] == nil }
        guard rows.count > Self.bulkPreloadRows else {
            for row in rows {
                downloadOnMain(row, &rec, cell: nil, cause: nil)
                runtime.kept[row] = imageKB(layout.path(row))
            }
            return
        }
        var total = 0.0, kb = 0
        for row in rows {
            total += settings.latency + jitter(row: row)
            let size = imageKB(layout.path(row))
            runtime.kept[row] = size
            kb += size
        }
        let first = layout.path(rows[0]), last = layout.path(rows[rows.count - 1])
        let load = runtime.newLoad()
        let start = rec.emit(.imageLoadStart, first) {
            $0.thread = .main
            $0.count = rows.count
            $0.lastPath = last
            $0.duration = total
            $0.load = load
        }
        rec.spend(total)
        rec.emit(.imageLoadFinish, first, cause: start.id) {
            $0.thread = .main
            $0.count = rows.count
            $0.lastPath = last
            $0.value = Double(kb)
            $0.load = load
        }
    }

    /// Above this many rows, `load preload` records its downloads as one bulk event.
    static let bulkPreloadRows = 1_000
}
