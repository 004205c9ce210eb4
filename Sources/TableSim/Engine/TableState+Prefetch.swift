import AppWire

extension TableState {
    /// Prefetching (FIDELITY §5): after each pass, rows within `prefetchWindow` past the visible edge in
    /// the scroll direction are handed to `prefetchRowsAt`, nearest first, never a visible row and never
    /// twice while pending. When the direction reverses, the pending rows are cancelled with
    /// `cancelPrefetchingForRowsAt`. The window size is a model choice (FIDELITY §5.16).
    mutating func updatePrefetch(direction: Int, _ rec: inout EventRecorder) {
        // Rows that came on screen are no longer pending: cellForRowAt has them now.
        prefetch.pending.removeAll { visibleRange.contains($0) }
        guard direction != 0, !visibleRange.isEmpty else { return }

        if prefetch.direction != 0 && direction != prefetch.direction && !prefetch.pending.isEmpty {
            let cancelled = prefetch.pending
            prefetch.pending = []
            if isLearnerApp {
                askAppPrefetch(cancelled, cancel: true, &rec)
            } else {
                let cancel = rec.emit(.cancelPrefetchingForRowsAt, layout.path(cancelled[0])) {
                    $0.paths = cancelled.map(layout.path)
                }
                cancelPrefetchedImages(cancelled, cause: cancel.id, &rec)
            }
        }
        prefetch.direction = direction

        // Pending rows the table has jumped away from are no longer needed either (model: UIKit only
        // documents cancelling rows that are no longer needed).
        let near = (visibleRange.lowerBound - settings.prefetchWindow)..<(visibleRange.upperBound + settings.prefetchWindow)
        let stale = prefetch.pending.filter { !near.contains($0) }
        if !stale.isEmpty {
            prefetch.pending.removeAll { !near.contains($0) }
            if isLearnerApp {
                askAppPrefetch(stale, cancel: true, &rec)
            } else {
                let cancel = rec.emit(.cancelPrefetchingForRowsAt, layout.path(stale[0])) { $0.paths = stale.map(layout.path) }
                cancelPrefetchedImages(stale, cause: cancel.id, &rec)
            }
        }

        let window = settings.prefetchWindow
        let candidates: [Int] = direction > 0
            ? Array(visibleRange.upperBound..<min(rowCount, visibleRange.upperBound + window))
            : Array((max(0, visibleRange.lowerBound - window)..<visibleRange.lowerBound).reversed())
        let fresh = candidates.filter { !prefetch.pending.contains($0) }
        guard !fresh.isEmpty else { return }
        if isLearnerApp {
            // Pending only when the app has a prefetch data source (UIKit then calls it).
            if askAppPrefetch(fresh, cancel: false, &rec) { prefetch.pending.append(contentsOf: fresh) }
            return
        }
        prefetch.pending.append(contentsOf: fresh)
        let request = rec.emit(.prefetchRowsAt, layout.path(fresh[0])) { $0.paths = fresh.map(layout.path) }
        prefetchImages(fresh, cause: request.id, &rec)
    }

    /// `prefetchRowsAt` / `cancelPrefetchingForRowsAt` of a learner's app: recorded, then asked, and
    /// taken back when the app has no prefetch data source that implements it (UIKit calls nothing
    /// then). Recorded first as every callback is, for tablelab's app too: its cost comes before what
    /// its code does (a data task resumed in it starts at its end), and its calls follow it.
    @discardableResult
    mutating func askAppPrefetch(_ rows: [Int], cancel: Bool, _ rec: inout EventRecorder) -> Bool {
        let paths = rows.map(layout.path)
        let id = rec.emit(cancel ? .cancelPrefetchingForRowsAt : .prefetchRowsAt, paths[0]) { $0.paths = paths }.id
        var implemented = false
        appWork(&rec) { state, rec in
            let reply = try state.withAppContext(&rec, cause: id, row: nil) { state, rec in
                try state.ask(cancel ? .cancelPrefetch(paths.map(\.wire)) : .prefetch(paths.map(\.wire)), &rec)
            }
            if case .implemented(true) = reply { implemented = true }
        }
        if !implemented { rec.retract(id) }
        return implemented
    }
}
