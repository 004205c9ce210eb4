extension TableState {
    /// Brings the background up to `time`: waiting downloads start on free workers, running ones
    /// finish, and each finished one queues its completion on the main queue (FIDELITY §8.22).
    mutating func advanceBackground(to time: Double, _ rec: inout EventRecorder) {
        if runtime.workerFreeAt.count != settings.workers { resizeWorkers(now: rec.clock.now) }
        while true {
            // Start the oldest waiting load on the worker that frees up first.
            if let i = runtime.loads.firstIndex(where: { $0.worker == nil }),
               let w = runtime.workerFreeAt.indices.min(by: { runtime.workerFreeAt[$0] < runtime.workerFreeAt[$1] }) {
                let start = max(runtime.loads[i].readyAt, runtime.workerFreeAt[w])
                let nextFinish = runtime.loads.compactMap(\.finishAt).min() ?? .infinity
                if start <= time && start <= nextFinish {
                    var jitter = 0.0
                    if settings.jitter > 0 { jitter = (runtime.random.unit() * settings.jitter).rounded() }
                    let finish = start + settings.latency + jitter
                    runtime.loads[i].worker = w
                    runtime.loads[i].finishAt = finish
                    runtime.workerFreeAt[w] = finish
                    let path = layout.path(runtime.loads[i].row)
                    let queue = "global \(w + 1)"
                    rec.emit(.taskStart, at: start, path) { $0.queue = queue; $0.text = "Data(contentsOf:)" }
                    rec.emit(.imageLoadStart, at: start, path) {
                        $0.queue = "network"
                        $0.duration = finish - start
                        $0.cell = self.runtime.loads[i].cells.first
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
            rec.emit(.imageLoadFinish, at: at, path) { $0.queue = "network"; $0.value = Double(self.imageKB(path)) }
            rec.emit(.taskEnd, at: at, path) { $0.queue = "global \(load.worker! + 1)"; $0.text = "Data(contentsOf:)" }
            runtime.kept[load.row] = imageKB(path)      // the image cache keeps it (model: never evicts, unlike NSCache)
            if !load.cells.isEmpty {
                enqueueMain(.assign(row: load.row, cells: load.cells), at: at)
            }
        }
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

    mutating func enqueueMain(_ work: MainBlock.Work, at time: Double) {
        runtime.mainQueue.append(MainBlock(work: work, readyAt: time))
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
        while true {
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
    }

    /// When the background next changes: a running download finishes or a waiting one starts.
    func nextBackgroundEvent() -> Double {
        let finish = runtime.loads.compactMap(\.finishAt).min() ?? .infinity
        let waiting = runtime.loads.filter { $0.worker == nil }.map(\.readyAt).min()
        let start = waiting.map { max($0, runtime.workerFreeAt.min() ?? $0) } ?? .infinity
        return min(finish, start)
    }

    private mutating func runMainBlock(_ block: MainBlock, _ rec: inout EventRecorder) {
        switch block.work {
        case .downloadAndAssign(let row, let cell):
            let path = layout.path(row)
            rec.emit(.taskStart, path, cell: cell) { $0.queue = "main"; $0.text = "DispatchQueue.main.async { Data(contentsOf:) }" }
            downloadOnMain(row, &rec, cell: cell)
            completeLoad(row: row, cells: [cell], &rec)
            rec.emit(.taskEnd, path, cell: cell) { $0.queue = "main"; $0.text = "DispatchQueue.main.async { Data(contentsOf:) }" }
        case .assign(let row, let cells):
            let path = layout.path(row)
            rec.emit(.taskStart, path) { $0.queue = "main"; $0.text = "DispatchQueue.main.async { imageView.image = … }" }
            rec.spend(settings.callbackCost)
            completeLoad(row: row, cells: cells, &rec)
            rec.emit(.taskEnd, path) { $0.queue = "main"; $0.text = "DispatchQueue.main.async { imageView.image = … }" }
        }
    }

    /// `Data(contentsOf:)` on the main thread: it blocks for the whole download.
    mutating func downloadOnMain(_ row: Int, _ rec: inout EventRecorder, cell: Int?) {
        let path = layout.path(row)
        var jitter = 0.0
        if settings.jitter > 0 { jitter = (runtime.random.unit() * settings.jitter).rounded() }
        let ms = settings.latency + jitter
        rec.emit(.imageLoadStart, path, cell: cell) { $0.queue = "main"; $0.duration = ms }
        rec.spend(ms)
        rec.emit(.imageLoadFinish, path, cell: cell) { $0.queue = "main"; $0.value = Double(self.imageKB(path)) }
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
