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
            let cancel = rec.emit(.cancelPrefetchingForRowsAt, layout.path(cancelled[0])) {
                $0.paths = cancelled.map(layout.path)
            }
            cancelPrefetchedImages(cancelled, cause: cancel.id, &rec)
        }
        prefetch.direction = direction

        // Pending rows the table has jumped away from are no longer needed either (model: UIKit only
        // documents cancelling rows that are no longer needed).
        let near = (visibleRange.lowerBound - settings.prefetchWindow)..<(visibleRange.upperBound + settings.prefetchWindow)
        let stale = prefetch.pending.filter { !near.contains($0) }
        if !stale.isEmpty {
            prefetch.pending.removeAll { !near.contains($0) }
            let cancel = rec.emit(.cancelPrefetchingForRowsAt, layout.path(stale[0])) { $0.paths = stale.map(layout.path) }
            cancelPrefetchedImages(stale, cause: cancel.id, &rec)
        }

        let window = settings.prefetchWindow
        let candidates: [Int] = direction > 0
            ? Array(visibleRange.upperBound..<min(rowCount, visibleRange.upperBound + window))
            : Array((max(0, visibleRange.lowerBound - window)..<visibleRange.lowerBound).reversed())
        let fresh = candidates.filter { !prefetch.pending.contains($0) }
        guard !fresh.isEmpty else { return }
        prefetch.pending.append(contentsOf: fresh)
        let request = rec.emit(.prefetchRowsAt, layout.path(fresh[0])) { $0.paths = fresh.map(layout.path) }
        prefetchImages(fresh, cause: request.id, &rec)
    }
}
