import TableSim

// One symbol and one colour per kind of event, shared by every picture that lists events, so a mark
// means the same thing in the event list, the viewport, the cell history and the stats.

extension Event.Kind {
    /// The symbol drawn in front of an event of this kind.
    func symbol(_ s: Symbols, dequeue: DequeueResult? = nil) -> String {
        switch self {
        case .initCell: return s.created
        case .prepareForReuse: return s.reused
        case .dequeueReusableCell:
            switch dequeue {
            case .reused: return s.reused
            case .created: return s.created
            case .same: return s.display
            case .nil, nil: return s.question
            }
        case .reloadRows, .reconfigureRows: return s.reload
        case .deselectRow: return s.selection
        case .viewForHeaderInSection: return s.question
        case .dequeueReusableHeaderFooterView:
            return dequeue == .reused ? s.reused : s.created
        case .headerViewInit: return s.created
        case .headerViewPrepareForReuse: return s.reused
        case .willDisplayHeaderView: return s.display
        case .didEndDisplayingHeaderView: return s.ended
        case .headerViewEnqueue: return s.enqueued
        case .headerViewDeinit: return s.released
        case .willDisplay: return s.display
        case .didEndDisplaying: return s.ended
        case .enqueue: return s.enqueued
        case .deinitCell: return s.released
        case .prefetchRowsAt: return s.prefetch
        case .cancelPrefetchingForRowsAt: return s.cancelPrefetch
        case .crash: return s.crash
        case .reloadData: return s.reload
        case .contentSizeChanged: return s.contentSize
        case .sectionForSectionIndexTitle: return s.indexTap
        case .shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt, .willDeselectRowAt, .didUnhighlightRowAt,
             .didDeselectRowAt, .didSelectRowAt: return s.selection
        case .numberOfSections, .numberOfRowsInSection, .titleForHeaderInSection, .sectionIndexTitles,
             .heightForRowAt, .cellForRowAt:
            return s.question
        case .frame: return s.vsync
        case .taskStart: return s.taskStart
        case .taskEnd: return s.taskEnd
        case .imageLoadStart: return s.imageLoadStart
        case .imageLoadFinish: return s.imageLoadFinish
        case .imageAssign: return s.image
        case .imageIgnored: return s.imageIgnored
        case .imageLoadCancel: return s.cancelPrefetch
        case .imageCacheHit: return s.imageCacheHit
        case .imagePlaceholder: return s.image
        case .insertRows, .deleteRows, .moveRow, .insertSections, .deleteSections, .reloadSections, .moveSection, .performBatchUpdates,
             .applySnapshot: return s.reload
        case .commitForRowAt: return s.selection
        }
    }

    /// The palette role of an event of this kind (`nil`: plain text).
    func role(dequeue: DequeueResult? = nil) -> Palette.Role? {
        switch self {
        case .initCell: return .created
        case .prepareForReuse: return .reused
        case .dequeueReusableCell:
            switch dequeue {
            case .reused: return .reused
            case .created: return .created
            case .same: return .display
            case .nil, nil: return .warning
            }
        case .reloadRows, .reconfigureRows, .deselectRow: return .accent
        case .viewForHeaderInSection: return nil
        case .dequeueReusableHeaderFooterView:
            return dequeue == .reused ? .reused : .created
        case .headerViewInit: return .created
        case .headerViewPrepareForReuse: return .reused
        case .willDisplayHeaderView: return .display
        case .didEndDisplayingHeaderView: return .end
        case .headerViewEnqueue: return .enqueue
        case .headerViewDeinit: return .dim
        case .willDisplay: return .display
        case .didEndDisplaying: return .end
        case .enqueue: return .enqueue
        case .deinitCell: return .warning
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt: return .accent
        case .crash: return .crash
        case .reloadData, .contentSizeChanged, .sectionForSectionIndexTitle: return .accent
        case .shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt, .willDeselectRowAt, .didUnhighlightRowAt,
             .didDeselectRowAt, .didSelectRowAt: return .accent
        case .numberOfSections, .numberOfRowsInSection, .titleForHeaderInSection, .sectionIndexTitles,
             .heightForRowAt, .cellForRowAt:
            return nil
        case .frame, .taskStart, .taskEnd: return .dim
        case .imageLoadStart, .imageLoadFinish, .imageCacheHit: return .accent
        case .imageAssign: return .good
        case .imageIgnored, .imageLoadCancel, .imagePlaceholder: return .dim
        case .insertRows, .deleteRows, .moveRow, .insertSections, .deleteSections, .reloadSections, .moveSection, .performBatchUpdates,
             .commitForRowAt, .applySnapshot: return .accent
        }
    }
}

extension RenderContext {
    /// `text` in `role`, or unchanged when there is none.
    func paint(_ text: String, ifAny role: Palette.Role?) -> String {
        role.map { paint(text, $0) } ?? text
    }

    /// Splits `text` into lines of at most `width` columns at spaces; a word longer than a line is
    /// cut at a column boundary (never inside a character).
    func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            let sep = current.isEmpty ? "" : " "
            if current.displayWidth + sep.displayWidth + word.displayWidth <= width {
                current += sep + word
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            while word.displayWidth > width {
                let (head, used) = word.cut(toWidth: width, ellipsis: "")
                lines.append(head)
                word = String(word.dropFirst(head.count))
                if used == 0 { break }
            }
            current = word
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
