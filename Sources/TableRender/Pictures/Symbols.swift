// The marks that tell events apart without colour.
//
// Colour helps, but a picture must read the same in a pipe, with NO_COLOR, for a colour-blind
// learner and on a slide printed in grey: so every kind of thing that happens to a cell has its own
// symbol as well as its own colour, and colour is only ever added on top. Each symbol is one terminal
// column (East Asian Width "N" where a choice existed, so CJK terminals that draw ambiguous
// characters wide still line up), and each has an ASCII stand-in for terminals without them.

/// One set of marks: ``unicode`` for ordinary terminals, ``ascii`` for `TERM=dumb` and plain fonts.
public struct Symbols: Sendable, Equatable {
    /// A new cell object: `init(style:reuseIdentifier:)`. `✚` / `+`
    public var created: String
    /// A cell came back out of the reuse queue: `prepareForReuse`. `↻` / `~`
    public var reused: String
    /// A cell left the screen and went into the reuse queue. `⇢` / `>`
    public var enqueued: String
    /// A cell with no reuse identifier left the screen and was released. `✗` / `x`
    public var released: String
    /// `willDisplay`. `▸` / `*`
    public var display: String
    /// `didEndDisplaying` on its own. `⇠` / `<`
    public var ended: String
    /// `prefetchRowsAt`. `⇣` / `v`
    public var prefetch: String
    /// `cancelPrefetchingForRowsAt`. `⊘` / `/`
    public var cancelPrefetch: String
    /// The simulated app crashed. `✖` / `!`
    public var crash: String
    /// A question the table asks the data source (counts, heights, titles). `?`
    public var question: String
    /// The app called `reloadData()`. `⟳` / `@`
    public var reload: String
    /// `contentSize` changed. `⇕` / `=`
    public var contentSize: String
    /// A tap on the section index. `☰` / `#`
    public var indexTap: String
    /// A row whose top is hidden above the viewport's top edge. `◒` / `^`
    public var cutAtTop: String
    /// A row whose bottom is hidden below the viewport's bottom edge. `◓` / `v`
    public var cutAtBottom: String
    /// The scroll indicator's thumb. `▐` / `#`
    public var thumb: String
    /// Stands for index titles left out when the strip is longer than the box (as iOS draws it). `•` / `.`
    public var indexGap: String
    /// "leads to". `→` / `->`
    public var arrow: String
    /// "came from". `←` / `<-`
    public var backArrow: String
    /// Separates parts of a line. `·` / `;`
    public var dot: String
    /// ``dot`` with its spacing: `" · "` / `"; "`.
    public var separator: String { dot == "·" ? " · " : "\(dot) " }
    /// Marks text that was cut. `…` / `...`
    public var ellipsis: String
    /// A horizontal rule piece inside a box (section headers). `─` / `-`
    public var rule: String
    /// A vsync (a frame drawn). `⏱` / `|`
    public var vsync: String
    /// A block of work starts / ends on a queue. `⊳` `⊲` / `[` `]`
    public var taskStart: String
    public var taskEnd: String
    /// An image download starts / finishes. `⤓` `⬓` / `d` `D`
    public var imageLoadStart: String
    public var imageLoadFinish: String
    /// An image put into a cell. `◫` / `I`
    public var image: String
    /// A finished load left alone (its cell shows another row now). `⌧` / `-`
    public var imageIgnored: String
    /// The image was kept already: no download. `⊡` / `c`
    public var imageCacheHit: String
    /// Right; a cell's checkmark (`accessoryType = .checkmark`). `✓` / `v`
    public var check: String
    /// A cell's alpha. `α` / `a`
    public var alpha: String
    /// An image that belongs to another row went into a cell (the stale-image bug). `✗` / `x`
    public var wrongImage: String
    /// A dash between two halves of a sentence. `—` / `-`
    public var dash: String
    /// A selected row (the table's selection, not a checkmark). `◧` / `s`
    public var selection: String
    /// A row an update inserted. `+` / `*` (the ASCII `+` is already a new cell)
    public var inserted: String
    /// A deleted row's cell, before it leaves. `−` / `-`
    public var deleted: String
    /// A row an update moved. `⇅` / `%`
    public var moved: String

    public static let unicode = Symbols(
        created: "✚", reused: "↻", enqueued: "⇢", released: "✗", display: "▸", ended: "⇠",
        prefetch: "⇣", cancelPrefetch: "⊘", crash: "✖", question: "?", reload: "⟳", contentSize: "⇕",
        indexTap: "☰", cutAtTop: "◒", cutAtBottom: "◓", thumb: "▐", indexGap: "•", arrow: "→",
        backArrow: "←", dot: "·", ellipsis: "…", rule: "─", vsync: "⏱", taskStart: "⊳", taskEnd: "⊲",
        imageLoadStart: "⤓", imageLoadFinish: "⬓", image: "◫", imageIgnored: "⌧", imageCacheHit: "⊡",
        check: "✓", alpha: "α", wrongImage: "✗", dash: "—", selection: "◧",
        inserted: "+", deleted: "−", moved: "⇅")

    public static let ascii = Symbols(
        created: "+", reused: "~", enqueued: ">", released: "x", display: "*", ended: "<",
        prefetch: "v", cancelPrefetch: "/", crash: "!", question: "?", reload: "@", contentSize: "=",
        indexTap: "#", cutAtTop: "^", cutAtBottom: "v", thumb: "#", indexGap: ".", arrow: "->",
        backArrow: "<-", dot: ";", ellipsis: "...", rule: "-", vsync: "|", taskStart: "[", taskEnd: "]",
        imageLoadStart: "d", imageLoadFinish: "D", image: "I", imageIgnored: "-", imageCacheHit: "c",
        check: "v", alpha: "a", wrongImage: "x", dash: "-", selection: "s",
        inserted: "*", deleted: "-", moved: "%")
}
