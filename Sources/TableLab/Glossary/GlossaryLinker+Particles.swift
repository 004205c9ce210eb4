extension GlossaryLinker {
    /// Particles (and the copula) that may follow a one-syllable term: `셀을`, `행이`, `셀입니다`.
    /// Data the matcher reads, like the keyboard map — not a message, so not in the catalogs.
    static let particles: [String] = [
        "에서", "으로", "까지", "부터", "처럼", "보다", "입니다", "이다", "이고", "이나", "이라",
        "을", "를", "이", "가", "은", "는", "의", "에", "로", "와", "과", "도", "만", "들",
    ].sorted { $0.count > $1.count }
}
