/// Header views (FIDELITY §8c.40): with `headers views` the delegate's `viewForHeaderInSection`
/// dequeues a `UITableViewHeaderFooterView` with `dequeueReusableHeaderFooterView(withIdentifier:)`,
/// from a reuse queue of its own, apart from the cells'. Headers are reused as sections scroll by,
/// as cells are as rows do.
extension TableState {
    /// The sections whose header view is on screen, top to bottom. Plain style: every section with a
    /// header that has any part (header or rows) in the visible rect — its header floats at the top
    /// while it does (§7.18). Grouped: the header's own rect meets the visible rect. None with
    /// `headers titles` (the table makes and keeps title views itself; they are not shown here).
    func currentVisibleHeaderSections() -> [Int] {
        guard settings.headers == .views, layout.sectionCount > 0 else { return [] }
        let top = offset, bottom = offset + settings.viewportHeight
        guard var s = layout.section(at: top) else { return [] }
        // Empty sections without a header take no room: step back over none of them.
        var out: [Int] = []
        while s < layout.sectionCount && layout.sectionTop(s) < bottom {
            let h = layout.headerHeight(s)
            if h > 0 {
                let end = s + 1 < layout.sectionCount ? layout.sectionTop(s + 1) : layout.contentHeight
                let shown = settings.style == .plain ? end > top : layout.sectionTop(s) + h > top
                if shown { out.append(s) }
            }
            s += 1
        }
        return out
    }

    /// Inside a layout pass, after the rows: the header views follow the visible rect. Entering
    /// sections first, top to bottom — `viewForHeaderInSection`, its dequeue (the queued view that
    /// waited longest, after its own `prepareForReuse`, or a new one: `init(reuseIdentifier:)`),
    /// `willDisplayHeaderView` — then the leaving ones: `didEndDisplayingHeaderView`, then into the
    /// header views' queue. The order within the pass, and headers after rows, are tablelab's model
    /// (as for cells, §2.10; UIKit does not document it).
    mutating func layoutHeaderViews(_ rec: inout EventRecorder) {
        if isLearnerApp { appWork(&rec) { state, rec in try state.appLayoutHeaderViews(&rec) }; return }
        let now = currentVisibleHeaderSections()
        guard !now.isEmpty || !visibleHeaders.isEmpty else { return }
        let id = HeaderView.identifier
        for s in now where visibleHeaders[s] == nil {
            let path = TablePath(section: s, row: -1)
            let request = rec.emit(.viewForHeaderInSection, path).id
            let dequeue = rec.reserveID()
            let view: Int
            if let queued = headerPool.dequeue(identifier: id) {
                view = queued
                let previous = TablePath(section: headerViews[view - 1].section, row: -1)
                rec.emit(.headerViewPrepareForReuse, path, identifier: id, cause: dequeue) { $0.headerView = view }
                headerViews[view - 1].reuseCount += 1
                rec.emit(.dequeueReusableHeaderFooterView, path, identifier: id, cause: request, id: dequeue) {
                    $0.headerView = view
                    $0.dequeue = .reused
                    $0.previousPath = previous
                }
            } else {
                view = headerViews.count + 1
                headerViews.append(HeaderView(id: view, identifier: id, createdFor: s, section: s, place: .visible))
                rec.emit(.headerViewInit, path, identifier: id, cause: dequeue) { $0.headerView = view }
                rec.emit(.dequeueReusableHeaderFooterView, path, identifier: id, cause: request, id: dequeue) {
                    $0.headerView = view
                    $0.dequeue = .created
                }
            }
            headerViews[view - 1].section = s
            headerViews[view - 1].place = .visible
            visibleHeaders[s] = view
            rec.emit(.willDisplayHeaderView, path, identifier: id, cause: request) { $0.headerView = view }
        }
        let keep = Set(now)
        for s in visibleHeaders.keys.sorted() where !keep.contains(s) {
            retireHeaderView(section: s, &rec)
        }
    }

    /// Every header view on screen leaves and is queued (`reloadData`: as for cells, §6.17, model).
    mutating func retireHeaderViews(_ rec: inout EventRecorder) {
        for s in visibleHeaders.keys.sorted() { retireHeaderView(section: s, &rec) }
    }

    mutating func retireHeaderView(section s: Int, _ rec: inout EventRecorder) {
        guard let view = visibleHeaders.removeValue(forKey: s) else { return }
        if isLearnerApp { appWork(&rec) { state, rec in try state.appRetireHeaderView(view, section: s, &rec) }; return }
        let path = TablePath(section: s, row: -1)
        let id = headerViews[view - 1].identifier
        let ended = rec.emit(.didEndDisplayingHeaderView, path, identifier: id) { $0.headerView = view }.id
        headerPool.enqueue(view, identifier: id)
        headerViews[view - 1].place = .queued
        rec.emit(.headerViewEnqueue, path, identifier: id, cause: ended) { $0.headerView = view }
    }

    /// The table was made again (`style`): its header views, on screen or queued, went with it.
    mutating func dropHeaderViews(_ rec: inout EventRecorder) {
        for view in headerViews where view.place != .discarded {
            rec.emit(.headerViewDeinit, TablePath(section: view.section, row: -1), identifier: view.identifier, cause: nil) {
                $0.headerView = view.id
            }
            headerViews[view.id - 1].place = .discarded
        }
        visibleHeaders = [:]
        headerPool = ReusePool()
    }

    /// The header views on screen, top to bottom: section and view.
    public var visibleHeaderViews: [(section: Int, view: HeaderView)] {
        visibleHeaders.keys.sorted().map { ($0, headerViews[visibleHeaders[$0]! - 1]) }
    }

    /// The header views waiting in their queue, in the order they would be handed out.
    public var queuedHeaderViews: [Int] { headerPool.cells(for: HeaderView.identifier) }

    public func headerView(_ id: Int) -> HeaderView? {
        id >= 1 && id <= headerViews.count ? headerViews[id - 1] : nil
    }
}
