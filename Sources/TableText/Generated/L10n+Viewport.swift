// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Viewport {
        static let placeholders: [String: [String]] = [
            "viewport.frameModel": [],
            "viewport.header.header": [],
            "viewport.header.noTitle": [],
            "viewport.header.section": ["section"],
            "viewport.header.sticky": [],
            "viewport.info.contentHeight": [],
            "viewport.info.offset": [],
            "viewport.info.rows": ["count"],
            "viewport.info.visibleRows": ["count"],
            "viewport.leavingRow": [],
            "viewport.legend.alpha": ["alpha"],
            "viewport.legend.checkmarkSetFor": ["row"],
            "viewport.legend.created": [],
            "viewport.legend.createdShort": [],
            "viewport.legend.cutByBothEdges": [],
            "viewport.legend.cutByBottomEdge": [],
            "viewport.legend.cutByTopEdge": [],
            "viewport.legend.cutSize": ["shown", "height"],
            "viewport.legend.deleted": [],
            "viewport.legend.deletedShort": [],
            "viewport.legend.indexGaps": [],
            "viewport.legend.inserted": [],
            "viewport.legend.insertedShort": [],
            "viewport.legend.moved": [],
            "viewport.legend.movedShort": [],
            "viewport.legend.offScreen": [],
            "viewport.legend.offScreenShort": [],
            "viewport.legend.partlyVisible": [],
            "viewport.legend.reused": [],
            "viewport.legend.reusedShort": [],
            "viewport.legend.rightImage": [],
            "viewport.legend.scrollBar": [],
            "viewport.legend.was": ["row"],
            "viewport.legend.wrongImage": [],
            "viewport.moreRows": ["count"],
            "viewport.noRows": [],
            "viewport.noRowsInSections": ["count"],
            "viewport.noSections": [],
            "viewport.title": [],
        ]
        /// a frame of the row animation: its frames are tablelab's model (UIKit documents neither their number nor the…
        public static var frameModel: Message { Message("viewport.frameModel") }
        /// deleted — cell leaving
        public static var leavingRow: Message { Message("viewport.leavingRow") }
        /// {count:more row/more rows}
        public static func moreRows(count: some MessageArgument) -> Message {
            Message("viewport.moreRows", ["count": count.messageArgument])
        }
        /// no rows: numberOfRowsInSection returned 0
        public static var noRows: Message { Message("viewport.noRows") }
        /// no rows: numberOfRowsInSection returned 0 for all {count} sections
        public static func noRowsInSections(count: some MessageArgument) -> Message {
            Message("viewport.noRowsInSections", ["count": count.messageArgument])
        }
        /// no rows: numberOfSections returned 0
        public static var noSections: Message { Message("viewport.noSections") }
        /// viewport
        public static var title: Message { Message("viewport.title") }
        public enum Header {
            /// header
            public static var header: Message { Message("viewport.header.header") }
            /// (no title)
            public static var noTitle: Message { Message("viewport.header.noTitle") }
            /// section {section}
            public static func section(section: some MessageArgument) -> Message {
                Message("viewport.header.section", ["section": section.messageArgument])
            }
            /// sticky
            public static var sticky: Message { Message("viewport.header.sticky") }
        }
        public enum Info {
            /// content height
            public static var contentHeight: Message { Message("viewport.info.contentHeight") }
            /// offset
            public static var offset: Message { Message("viewport.info.offset") }
            /// {count:row/rows}
            public static func rows(count: some MessageArgument) -> Message {
                Message("viewport.info.rows", ["count": count.messageArgument])
            }
            /// {count:visible row/visible rows}
            public static func visibleRows(count: some MessageArgument) -> Message {
                Message("viewport.info.visibleRows", ["count": count.messageArgument])
            }
        }
        public enum Legend {
            /// cell.alpha {alpha}
            public static func alpha(alpha: some MessageArgument) -> Message {
                Message("viewport.legend.alpha", ["alpha": alpha.messageArgument])
            }
            /// checkmark set for {row}
            public static func checkmarkSetFor(row: some MessageArgument) -> Message {
                Message("viewport.legend.checkmarkSetFor", ["row": row.messageArgument])
            }
            /// new cell (init)
            public static var created: Message { Message("viewport.legend.created") }
            /// new
            public static var createdShort: Message { Message("viewport.legend.createdShort") }
            /// cut by the top/bottom edge
            public static var cutByBothEdges: Message { Message("viewport.legend.cutByBothEdges") }
            /// cut by the bottom edge
            public static var cutByBottomEdge: Message { Message("viewport.legend.cutByBottomEdge") }
            /// cut by the top edge
            public static var cutByTopEdge: Message { Message("viewport.legend.cutByTopEdge") }
            /// {shown} of {height} pt shown
            public static func cutSize(shown: some MessageArgument, height: some MessageArgument) -> Message {
                Message("viewport.legend.cutSize", ["shown": shown.messageArgument, "height": height.messageArgument])
            }
            /// deleted row, its cell leaving
            public static var deleted: Message { Message("viewport.legend.deleted") }
            /// deleted
            public static var deletedShort: Message { Message("viewport.legend.deletedShort") }
            /// index titles left out
            public static var indexGaps: Message { Message("viewport.legend.indexGaps") }
            /// inserted row
            public static var inserted: Message { Message("viewport.legend.inserted") }
            /// inserted
            public static var insertedShort: Message { Message("viewport.legend.insertedShort") }
            /// moved row
            public static var moved: Message { Message("viewport.legend.moved") }
            /// moved
            public static var movedShort: Message { Message("viewport.legend.movedShort") }
            /// off screen
            public static var offScreen: Message { Message("viewport.legend.offScreen") }
            /// off screen
            public static var offScreenShort: Message { Message("viewport.legend.offScreenShort") }
            /// partly visible
            public static var partlyVisible: Message { Message("viewport.legend.partlyVisible") }
            /// reused cell (prepareForReuse)
            public static var reused: Message { Message("viewport.legend.reused") }
            /// reused
            public static var reusedShort: Message { Message("viewport.legend.reusedShort") }
            /// right image
            public static var rightImage: Message { Message("viewport.legend.rightImage") }
            /// scroll bar
            public static var scrollBar: Message { Message("viewport.legend.scrollBar") }
            /// was {row}
            public static func was(row: some MessageArgument) -> Message {
                Message("viewport.legend.was", ["row": row.messageArgument])
            }
            /// wrong image (of row [0, N])
            public static var wrongImage: Message { Message("viewport.legend.wrongImage") }
        }
    }
}
