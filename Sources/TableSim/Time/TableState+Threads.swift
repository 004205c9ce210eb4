import AppWire

extension TableState {
    /// Brings the background up to `time`: waiting downloads start on free workers, running ones
    /// finish, and each finished one queues its completion on the main queue (FIDELITY §8.22).
    mutating func advanceBackground(to time: Double, _ rec: inout EventRecorder) {
        if isLearnerApp { advanceAppBackground(to: time, &rec); return }
        if runtime.workerFreeAt.count != settings.workers { resizeWorkers(now: rec.clock.now) }
        while true {
            // Start the block that can start first (a `Data(contentsOf:)` block or a data task's
            // completion handler; the one given first among equals) on the worker that frees up first.
            if let (next, w, start) = nextWorkerBlock() {
                let nextFinish = runtime.loads.compactMap(\.finishAt).min() ?? .infinity
                if start <= time && start <= nextFinish {
                    switch next {
                    case .handler(let h):
                        runHandler(runtime.handlers.remove(at: h), worker: handlerWorker(at: start) ?? w, at: start, &rec)
                    case .load(let i): startWorkerDownload(i, worker: w, at: start, &rec)
                    }
                    continue
                }
            }
            // Finish the earliest running download.
            guard let i = runtime.loads.indices.filter({ runtime.loads[$0].finishAt != nil })
                .min(by: { runtime.loads[$0].finishAt! < runtime.loads[$1].finishAt! }),
                  runtime.loads[i].finishAt! <= time
            else { break }
            let load = runtime.loads.remove(at: i)
            let at = load.finishAt!
            let path = layout.path(load.row)
            let finished = rec.emit(.imageLoadFinish, at: at, path, cause: load.started) {
                $0.thread = .network
                $0.value = Double(self.imageKB(path))
                $0.load = load.id
                $0.task = load.task
            }
            if let worker = load.worker {
                rec.emit(.taskEnd, at: at, path, cause: load.taskStart) {
                    $0.thread = .global(worker + 1)
                    $0.task = load.task
                    $0.load = load.id
                    $0.work = .download
                    $0.text = Event.Work.download.code
                }
            }
            if load.dataTask {
                // URLSession calls the completion handler on its delegate queue, which hops to the main queue.
                handOver(load, delivered: true, at: at, cause: finished.id)
            } else {
                // After `await` the task resumes on the main actor: a turn of the main queue, like the
                // completion a background load queues with `DispatchQueue.main.async` (where the image is
                // kept on the model: a row asked for again before it runs is downloaded again).
                enqueueMain(.assign(row: load.row, cells: load.cells), at: at, cause: finished.id, load: load.id,
                            label: load.awaited ? .resumeAfterAwait : nil)
            }
        }
    }

    /// A block waiting for a worker: a `Data(contentsOf:)` download (`runtime.loads`) or a data
    /// task's completion handler (`runtime.handlers`).
    private enum WorkerBlock { case load(Int), handler(Int) }

    /// The waiting block that can start first, its worker and when: the worker that frees up first
    /// takes the block ready earliest, the one given first among equals — as a learner's closures
    /// and handlers start (`nextAppBlock`).
    private func nextWorkerBlock() -> (WorkerBlock, worker: Int, start: Double)? {
        guard let w = runtime.workerFreeAt.indices.min(by: { runtime.workerFreeAt[$0] < runtime.workerFreeAt[$1] })
        else { return nil }
        let free = runtime.workerFreeAt[w]
        var best: (block: WorkerBlock, start: Double, queued: Int)?
        func consider(_ block: WorkerBlock, readyAt: Double, queued: Int) {
            let start = max(readyAt, free)
            if best == nil || (start, queued) < (best!.start, best!.queued) { best = (block, start, queued) }
        }
        for (i, load) in runtime.loads.enumerated() where load.worker == nil && load.needsWorker {
            consider(.load(i), readyAt: load.readyAt, queued: load.queued)
        }
        for (i, h) in runtime.handlers.enumerated() { consider(.handler(i), readyAt: h.readyAt, queued: h.queued) }
        return best.map { ($0.block, w, $0.start) }
    }

    /// The worker a completion handler runs on: the lowest-numbered one free at `time` (model: a
    /// pool hands a short block to a thread already idle; the handler does not take the worker
    /// that has been idle longest, so a run of handlers stays on one lane). The learner-app engine
    /// picks the same (`advanceAppBackground`).
    func handlerWorker(at time: Double) -> Int? {
        runtime.workerFreeAt.firstIndex { $0 <= time + 1e-9 }
    }

    /// A `Data(contentsOf:)` block starts on worker `w`: the worker waits for the whole download.
    private mutating func startWorkerDownload(_ i: Int, worker w: Int, at start: Double, _ rec: inout EventRecorder) {
        let row = runtime.loads[i].row
        let finish = start + settings.latency + jitter(row: row)
        let task = runtime.newTask()
        runtime.loads[i].worker = w
        runtime.loads[i].finishAt = finish
        runtime.loads[i].task = task
        runtime.workerFreeAt[w] = finish
        let path = layout.path(row)
        let load = runtime.loads[i]
        let taskStart = rec.emit(.taskStart, at: start, path, cause: load.cause) {
            $0.thread = .global(w + 1)
            $0.task = task
            $0.load = load.id
            $0.work = .download
            $0.text = Event.Work.download.code
        }
        let started = rec.emit(.imageLoadStart, at: start, path, cause: taskStart.id) {
            $0.thread = .network
            $0.duration = finish - start
            $0.cell = load.cells.first
            $0.load = load.id
            $0.task = task
        }
        runtime.loads[i].taskStart = taskStart.id
        runtime.loads[i].started = started.id
    }

    /// A data task's completion handler runs on worker `w` (URLSession's delegate queue, model): it
    /// does nothing but hop to the main queue with what the download delivered — or, cancelled,
    /// returns (`URLError(.cancelled)`). Drawn on the worker's lane as a handler, not a download.
    private mutating func runHandler(_ h: CompletionHandler, worker w: Int, at start: Double, _ rec: inout EventRecorder) {
        let path = layout.path(h.row)
        let task = runtime.newTask()
        func describe(_ e: inout Event) {
            e.thread = .global(w + 1)
            e.task = task
            e.work = .appCompletion
            e.text = Event.Work.appCompletion.code
        }
        let begin = rec.emit(.taskStart, at: start, path, cause: h.cause) { describe(&$0); $0.duration = 0 }
        runtime.workerFreeAt[w] = max(runtime.workerFreeAt[w], start)
        if h.delivered {
            if h.prefetched {
                // The prefetch's completion hops to the main queue, a cell waiting or not: the image is
                // kept there (`movie.image`), and the cell showing the row then gets it.
                enqueueMain(.prefetched(row: h.row), at: start, cause: begin.id, load: h.load)
            } else {
                enqueueMain(.assign(row: h.row, cells: h.cells), at: start, cause: begin.id, load: h.load)
            }
        }
        rec.emit(.taskEnd, at: start, path, cause: begin.id, describe)
    }

    /// A data task's download finished or was stopped: URLSession hands its completion handler to
    /// its delegate queue (`runHandler`).
    mutating func handOver(_ load: ImageLoad, delivered: Bool, at time: Double, cause: Int?) {
        runtime.handlers.append(CompletionHandler(queued: runtime.newQueued(), load: load.id, row: load.row,
                                                  cells: load.cells, prefetched: load.prefetched, delivered: delivered,
                                                  cause: cause, readyAt: time))
    }

    /// The latency jitter of the next download of `row`'s image: drawn from the seed, the row and the
    /// attempt (`Jitter`), so the same download takes the same time in any replay.
    mutating func jitter(row: Int) -> Double {
        let attempt = runtime.attempts[row, default: 0]
        runtime.attempts[row] = attempt + 1
        guard settings.jitter > 0 else { return 0 }
        let path = layout.path(row)
        return (Jitter.unit(seed: settings.seed, section: path.section, row: path.row, attempt: attempt) * settings.jitter).rounded()
    }

    /// Grows or shrinks the global queue's thread pool. Busy workers keep their free-at time (a
    /// download in flight finishes where it is); new workers are free now.
    mutating func resizeWorkers(now: Double) {
        let n = settings.workers
        if runtime.workerFreeAt.count > n {
            runtime.workerFreeAt.removeLast(runtime.workerFreeAt.count - n)
        } else {
            runtime.workerFreeAt += Array(repeating: now, count: n - runtime.workerFreeAt.count)
        }
    }

    mutating func enqueueMain(_ work: MainBlock.Work, at time: Double, cause: Int?, load: Int?, label: Event.Work? = nil) {
        runtime.mainQueue.append(MainBlock(task: runtime.newTask(), cause: cause, load: load, work: work, label: label,
                                           readyAt: time))
    }

    /// Lets the main thread run queued blocks until `deadline`: every block already waiting runs (the
    /// main queue drains what it holds), and blocks that arrive while it is idle run as they arrive.
    /// Blocks that become ready while it drains run in the same drain (model: the run loop turns that
    /// service the main queue are not simulated one by one).
    /// A block may keep the main thread busy past the deadline — that is how frames get late.
    ///
    /// Blocks change what is on screen (an image goes into a cell), so a frame is due at the first
    /// vsync after a run of blocks starts. When the blocks keep the main thread busy past it, that
    /// frame is drawn late — a hitch, recorded on a `frame` event when the main thread is free again.
    /// This is how the book's `DispatchQueue.main.async { Data(contentsOf:) }` still drops frames.
    mutating func runMainQueue(until deadline: Double, _ rec: inout EventRecorder) {
        var runStart: Double?
        // A learner's app that stopped runs nothing more in this command (it is rolled back).
        while rec.app?.failure == nil {
            advanceBackground(to: rec.clock.now, &rec)
            if let head = runtime.mainQueue.first, head.readyAt <= rec.clock.now {
                runtime.mainQueue.removeFirst()
                if runStart == nil { runStart = rec.clock.now }
                runMainBlock(head, &rec)
                continue
            }
            if let start = runStart { drawAfterBlocks(startedAt: start, &rec); runStart = nil }
            // The main thread is idle until a block arrives or a download could queue one.
            let next = min(runtime.mainQueue.first?.readyAt ?? .infinity, nextBackgroundEvent())
            guard next < deadline else { break }
            rec.clock.now = max(rec.clock.now, next)
        }
    }

    /// The frame that shows what a run of main-queue blocks changed: due at the first vsync after the
    /// run started, drawn at the first vsync after it ended. Recorded only when it was late.
    private mutating func drawAfterBlocks(startedAt start: Double, _ rec: inout EventRecorder) {
        let fd = settings.frameDuration
        let base = rec.clock.frameTime
        let due = base + ((start - base) / fd).rounded(.down) * fd + fd
        let drawn = base + ((rec.clock.now - base) / fd).rounded(.up) * fd
        guard drawn > due + 1e-9 else { return }
        let frames = Int(((drawn - base) / fd).rounded())
        rec.clock.frame += frames
        rec.clock.frameTime = drawn
        rec.clock.now = max(rec.clock.now, drawn)
        rec.passFrame = nil
        rec.emit(.frame, at: drawn) { $0.value = drawn - due; $0.duration = fd }
        rec.currentCause = nil
    }

    /// When the background next changes: a running download finishes or a waiting one starts.
    func nextBackgroundEvent() -> Double {
        if isLearnerApp { return nextAppBackgroundEvent() }
        let finish = runtime.loads.compactMap(\.finishAt).min() ?? .infinity
        return min(finish, nextWorkerBlock()?.start ?? .infinity)
    }

    private mutating func runMainBlock(_ block: MainBlock, _ rec: inout EventRecorder) {
        let work: Event.Work
        let path: TablePath?
        switch block.work {
        case .downloadAndAssign(let r, _): work = block.label ?? .mainAsyncDownload; path = layout.path(r)
        case .assign(let r, _): work = block.label ?? .assignImage; path = layout.path(r)
        case .prefetched(let r): work = settings.loading == .background ? .assignImage : .keepImage; path = layout.path(r)
        case .startAwait(let r, _): work = .awaitDownload; path = layout.path(r)
        case .app: work = .appMain; path = block.appRow
        }
        let begin = rec.clock.now
        /// The start and the end of the block carry the same identity.
        func describe(_ e: inout Event) {
            e.thread = .main
            e.task = block.task
            e.load = block.load
            e.work = work
            e.text = work.code
            if case .downloadAndAssign(_, let cell) = block.work { e.cell = cell }
            if case .startAwait(_, let cell) = block.work { e.cell = cell }
            // The completion of one cell's download names that cell, as the closure captured it.
            if case .assign(_, let cells) = block.work, cells.count == 1 { e.cell = cells[0] }
            if case .app(_, let site) = block.work { e.site = site; e.cell = block.appCell }
        }
        let start = rec.emit(.taskStart, path, cause: block.cause, describe)
        rec.currentTask = block.task
        switch block.work {
        case .app(let item, let site):
            runAppMainBlock(item: item, site: site, cause: start.id, row: block.appRow, cell: block.appCell, &rec)
        case .downloadAndAssign(let row, let cell):
            let (load, finished) = downloadOnMain(row, &rec, cell: cell, cause: start.id)
            if block.cancelled {
                // `task.cancel()` came before the task ran; Data(contentsOf:) does not check for it, so
                // the download ran anyway, and `guard !Task.isCancelled` stops the assignment.
                rec.emit(.imageLoadCancel, layout.path(row), cell: cell, cause: finished) {
                    $0.shownPath = self.cells[cell - 1].row
                    $0.load = load
                    $0.text = "guard !Task.isCancelled"
                }
            } else {
                completeLoad(row: row, cells: [cell], cause: finished, load: load, &rec)
            }
        case .startAwait(let row, let cell):
            rec.spend(settings.callbackCost / 25)      // a few lines up to the `await`, like a small callback
            if block.cancelled {
                // `task.cancel()` came before the task ran: `data(from:)` in a cancelled task throws
                // `URLError(.cancelled)` at once, and nothing is downloaded (FIDELITY §8b.31).
                if cells[cell - 1].loadingRow == layout.path(row) { cells[cell - 1].loadingRow = nil }
                rec.emit(.imageLoadCancel, layout.path(row), cell: cell, cause: start.id) {
                    $0.shownPath = self.cells[cell - 1].row
                    $0.text = "task.cancel(): data(from:) throws URLError(.cancelled)"
                }
            } else {
                startLoad(row: row, cells: [cell], prefetched: false, cause: start.id, &rec)
            }
        case .prefetched(let row):
            keep(row)
            // `if let cell = tableView.cellForRow(at: indexPath)`: only `load background` leaves a row
            // to its prefetch (`cellForRowAt` waits for it), and only the cell showing it now gets it.
            if settings.loading == .background, let id = visible[row] {
                completeLoad(row: row, cells: [id], cause: start.id, load: block.load, &rec)
            }
        case .assign(let row, let cells):
            keep(row)
            // No cost of its own: `cost` is what data-source and delegate callbacks cost, and a
            // completion that only hands an image to a cell costs the main thread ~0 (FIDELITY
            // §8.22) — as a learner's `DispatchQueue.main.async { … }` block costs only its calls.
            if block.cancelled, let cell = cells.first {
                // The code after an `await` that returned, in a task cancelled meanwhile: its
                // `guard !Task.isCancelled` stops the assignment (FIDELITY §8b.31).
                if self.cells[cell - 1].loadingRow == layout.path(row) { self.cells[cell - 1].loadingRow = nil }
                rec.emit(.imageLoadCancel, layout.path(row), cell: cell, cause: start.id) {
                    $0.shownPath = self.cells[cell - 1].row
                    $0.load = block.load
                    $0.text = "guard !Task.isCancelled"
                }
            } else {
                completeLoad(row: row, cells: cells, cause: start.id, load: block.load, &rec)
            }
        }
        rec.currentTask = nil
        let span = rec.clock.now - begin
        rec.update(start.id) { $0.duration = span }
        rec.emit(.taskEnd, path, cause: start.id, describe)
    }

    /// `movie.image = UIImage(data: data)` in a completion on the main queue: the row's image is kept
    /// (model: never evicted, unlike NSCache) — from then on, not from when the download ended.
    private mutating func keep(_ row: Int) {
        runtime.kept[row] = imageKB(layout.path(row))
    }

    /// `Data(contentsOf:)` on the main thread: it blocks for the whole download. Returns the download's
    /// id and its `imageLoadFinish` event.
    @discardableResult
    mutating func downloadOnMain(_ row: Int, _ rec: inout EventRecorder, cell: Int?, cause: Int?) -> (load: Int, finished: Int) {
        let path = layout.path(row)
        let ms = settings.latency + jitter(row: row)
        let load = runtime.newLoad()
        let start = rec.emit(.imageLoadStart, path, cell: cell, cause: cause) {
            $0.thread = .main
            $0.duration = ms
            $0.load = load
        }
        rec.spend(ms)
        let finish = rec.emit(.imageLoadFinish, path, cell: cell, cause: start.id) {
            $0.thread = .main
            $0.value = Double(self.imageKB(path))
            $0.load = load
        }
        return (load, finish.id)
    }

    /// Simulated time passes with no input (`wait 500ms`): downloads finish, completions run.
    mutating func wait(_ ms: Double, _ rec: inout EventRecorder) {
        let end = rec.clock.now + ms
        runMainQueue(until: end, &rec)
        rec.clock.now = max(rec.clock.now, end)
        advanceBackground(to: rec.clock.now, &rec)
        // The clock's frame follows the time that passed.
        let fd = settings.frameDuration
        let frames = Int(((rec.clock.now - rec.clock.frameTime) / fd).rounded(.down))
        if frames > 0 {
            rec.clock.frame += frames
            rec.clock.frameTime += Double(frames) * fd
        }
    }
}
