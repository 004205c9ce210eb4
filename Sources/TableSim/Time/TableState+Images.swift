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

    /// Inside `cellForRowAt`, after the cell is configured: load the row's image the way the current
    /// strategy does (FIDELITY §8, seed 001).
    mutating func loadImage(for path: TablePath, cell id: Int, _ rec: inout EventRecorder) {
        guard data.hasImages else { return }
        let row = layout.global(path)
        if settings.loading != .sync && settings.loading != .mainAsync, runtime.kept[row] != nil {
            rec.emit(.imageCacheHit, path, cell: id)
            assign(path, to: id, &rec)
            return
        }
        switch settings.loading {
        case .sync, .cached, .preload:
            // Data(contentsOf:) right here: cellForRowAt does not return until the download is done.
            downloadOnMain(row, &rec, cell: id)
            if settings.loading != .sync { runtime.kept[row] = imageKB(path) }
            assign(path, to: id, &rec)
        case .mainAsync:
            if settings.fixes.contains(.placeholder) { cells[id - 1].image = .placeholder }
            cells[id - 1].loadingRow = path
            enqueueMain(.downloadAndAssign(row: row, cell: id), at: rec.clock.now)
        case .background:
            if settings.fixes.contains(.placeholder) { cells[id - 1].image = .placeholder }
            cells[id - 1].loadingRow = path
            if let i = runtime.loads.firstIndex(where: { $0.row == row }) {
                // Already on its way (prefetched, or asked for by this cell before): wait for it once.
                if !runtime.loads[i].cells.contains(id) { runtime.loads[i].cells.append(id) }
            } else {
                startLoad(row: row, cells: [id], prefetched: false, &rec)
            }
        }
    }

    mutating func startLoad(row: Int, cells waiting: [Int], prefetched: Bool, _ rec: inout EventRecorder) {
        runtime.loads.append(ImageLoad(id: runtime.nextLoadID, row: row, cells: waiting, prefetched: prefetched,
                                       readyAt: rec.clock.now))
        runtime.nextLoadID += 1
        advanceBackground(to: rec.clock.now, &rec)
    }

    /// A finished download reaches the main thread: the image goes into each waiting cell — unless
    /// `fix identity-check` sees the cell now shows another row.
    mutating func completeLoad(row: Int, cells waiting: [Int], _ rec: inout EventRecorder) {
        let path = layout.path(row)
        for id in waiting {
            if cells[id - 1].loadingRow == path { cells[id - 1].loadingRow = nil }
            if settings.fixes.contains(.identityCheck) && (cells[id - 1].row != path || cells[id - 1].place != .visible) {
                rec.emit(.imageIgnored, path, cell: id) { $0.shownPath = self.cells[id - 1].row }
                continue
            }
            assign(path, to: id, &rec)
        }
    }

    private mutating func assign(_ path: TablePath, to id: Int, _ rec: inout EventRecorder) {
        cells[id - 1].image = .image(path)
        rec.emit(.imageAssign, path, cell: id) { $0.shownPath = self.cells[id - 1].row }
    }

    /// Inside `prepareForReuse`: the fix that belongs there (cancelling the cell's pending load). The
    /// placeholder is content: `cellForRowAt` sets it (`loadImage`).
    mutating func prepareImage(cell id: Int, _ rec: inout EventRecorder) {
        guard data.hasImages else { return }
        if settings.fixes.contains(.cancelOnReuse) { cancelLoads(for: id, &rec) }
    }

    /// Cancels everything still on its way to cell `id`: a main-async download, background loads it
    /// waits for (fast scrolling can queue several), and completions already queued on the main queue.
    private mutating func cancelLoads(for id: Int, _ rec: inout EventRecorder) {
        var rows: [Int] = []
        runtime.mainQueue.removeAll { block in
            if case .downloadAndAssign(let r, let c) = block.work, c == id { rows.append(r); return true }
            return false
        }
        while let i = runtime.loads.firstIndex(where: { $0.cells.contains(id) }) {
            runtime.loads[i].cells.removeAll { $0 == id }
            rows.append(runtime.loads[i].row)
            if runtime.loads[i].cells.isEmpty && !runtime.loads[i].prefetched { stopLoad(at: i, &rec) }
        }
        for i in runtime.mainQueue.indices {
            if case .assign(let r, var waiting) = runtime.mainQueue[i].work, waiting.contains(id) {
                waiting.removeAll { $0 == id }
                runtime.mainQueue[i].work = .assign(row: r, cells: waiting)
                rows.append(r)
            }
        }
        cells[id - 1].loadingRow = nil
        for row in rows {
            rec.emit(.imageLoadCancel, layout.path(row), cell: id) { $0.shownPath = self.cells[id - 1].row }
        }
    }

    /// Stops a download: a waiting one never starts, a running one frees its worker now.
    private mutating func stopLoad(at i: Int, _ rec: inout EventRecorder) {
        let load = runtime.loads.remove(at: i)
        if let w = load.worker {
            if w < runtime.workerFreeAt.count { runtime.workerFreeAt[w] = rec.clock.now }
            rec.emit(.taskEnd, layout.path(load.row)) { $0.queue = "global \(w + 1)"; $0.text = "cancelled" }
        }
    }

    /// `prefetchRowsAt` with a prefetch data source that loads images: start their downloads.
    mutating func prefetchImages(_ rows: [Int], _ rec: inout EventRecorder) {
        guard data.hasImages else { return }
        for row in rows where runtime.kept[row] == nil && !runtime.loads.contains(where: { $0.row == row }) {
            startLoad(row: row, cells: [], prefetched: true, &rec)
        }
    }

    /// `cancelPrefetchingForRowsAt`: downloads nobody is waiting for are cancelled.
    mutating func cancelPrefetchedImages(_ rows: [Int], _ rec: inout EventRecorder) {
        guard data.hasImages else { return }
        for row in rows {
            guard let i = runtime.loads.firstIndex(where: { $0.row == row && $0.prefetched && $0.cells.isEmpty }) else { continue }
            stopLoad(at: i, &rec)
            rec.emit(.imageLoadCancel, layout.path(row))
        }
    }

    /// `load preload`: every image is downloaded on the main thread before the first screen.
    mutating func preloadAll(_ rec: inout EventRecorder) {
        guard data.hasImages, settings.loading == .preload else { return }
        for row in 0..<rowCount where runtime.kept[row] == nil {
            downloadOnMain(row, &rec, cell: nil)
            runtime.kept[row] = imageKB(layout.path(row))
        }
    }
}
