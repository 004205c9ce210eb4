import TableRender
import XCTest
import TableText

/// Terminal-text primitives: column widths, truncation, boxes, palette.
///
/// The widths asserted here are what a UTF-8 terminal (and glibc `wcwidth` in `C.UTF-8`) draws; if
/// one of these fails, boxes with Korean in them stop lining up.
final class DisplayWidthTests: XCTestCase {
    func testASCII() {
        XCTAssertEqual("".displayWidth, 0)
        XCTAssertEqual("scroll 10".displayWidth, 9)
        XCTAssertEqual(Character("a").displayWidth, 1)
    }

    func testHangulSyllablesAreTwoColumns() {
        XCTAssertEqual("가나다".displayWidth, 6)
        XCTAssertEqual("가나다".count, 3, "columns, not Characters")
        XCTAssertEqual("재사용 큐".displayWidth, 9)
        XCTAssertEqual("cell#3 재사용".displayWidth, 13)
    }

    func testDecomposedHangulSyllableIsOneClusterOfTwoColumns() {
        let decomposed = "\u{1100}\u{1161}"  // ᄀ + ᅡ = 가 (NFD)
        XCTAssertEqual(decomposed.count, 1)
        XCTAssertEqual(decomposed.displayWidth, 2)
        // With a final consonant (U+11A8): still one syllable, still 2 columns.
        XCTAssertEqual("\u{1100}\u{1161}\u{11A8}".displayWidth, 2)
    }

    func testJamo() {
        XCTAssertEqual("\u{1100}".displayWidth, 2, "choseong jamo")
        XCTAssertEqual("ㄱㄴㄷ".displayWidth, 6, "compatibility jamo U+3131…")
        XCTAssertEqual("\u{318E}".displayWidth, 2, "end of compatibility jamo")
        XCTAssertEqual("\u{3164}".displayWidth, 2, "Hangul filler is in the compatibility block")
        XCTAssertEqual(Character("\u{1161}").displayWidth, 0, "a lone medial jamo")
        XCTAssertEqual(Character("\u{11A8}").displayWidth, 0, "a lone final jamo")
    }

    func testCombiningMarks() {
        XCTAssertEqual("e\u{301}".displayWidth, 1)
        XCTAssertEqual("e\u{301}".count, 1)
        XCTAssertEqual("cafe\u{301}".displayWidth, 4)
        XCTAssertEqual("\u{301}".displayWidth, 0, "a combining mark with no base")
    }

    func testEmoji() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // 👨‍👩‍👧
        XCTAssertEqual(family.count, 1)
        XCTAssertEqual(family.displayWidth, 2)
        XCTAssertEqual("👍".displayWidth, 2)
        XCTAssertEqual("👍🏽".displayWidth, 2, "skin tone adds nothing")
        XCTAssertEqual("🇰🇷".displayWidth, 2, "flag")
        XCTAssertEqual("❤️‍🔥".displayWidth, 2, "ZWJ sequence with a VS16 base")
        XCTAssertEqual("1\u{FE0F}\u{20E3}".displayWidth, 2, "keycap")
    }

    func testCheckMarkTextVersusEmojiPresentation() {
        XCTAssertEqual("✔".displayWidth, 1, "U+2714 is text by default")
        XCTAssertEqual("✔︎".displayWidth, 1, "VS15 keeps it text")
        XCTAssertEqual("✔\u{FE0F}".displayWidth, 2, "VS16 makes it an emoji")
        XCTAssertEqual("✅".displayWidth, 2, "U+2705 has emoji presentation")
        XCTAssertEqual("a\u{FE0F}".displayWidth, 1, "VS16 after a non-emoji changes nothing")
    }

    func testZeroWidthAndControls() {
        XCTAssertEqual("a\u{200B}b".displayWidth, 2, "zero width space")
        XCTAssertEqual("a\u{200D}b".displayWidth, 2)
        XCTAssertEqual("\u{FEFF}".displayWidth, 0)
        XCTAssertEqual("\t\r\n\u{7}\u{7F}\u{85}".displayWidth, 0)
    }

    func testAmbiguousAndBoxDrawingAreOneColumn() {
        XCTAssertEqual("┌─┐│└┘├┤".displayWidth, 8)
        XCTAssertEqual("…".displayWidth, 1)
        XCTAssertEqual("→·°±×".displayWidth, 5)
        XCTAssertEqual("αβγ".displayWidth, 3)
    }

    func testCJKAndFullwidth() {
        XCTAssertEqual("漢字".displayWidth, 4)
        XCTAssertEqual("かな".displayWidth, 4)
        XCTAssertEqual("ＡＢ".displayWidth, 4, "fullwidth forms")
        XCTAssertEqual("ｱ".displayWidth, 1, "halfwidth katakana")
        XCTAssertEqual("\u{20000}".displayWidth, 2, "CJK extension B")
    }

    func testSpacingMarkKeepsItsColumn() {
        XCTAssertEqual("कि".count, 1)
        XCTAssertEqual("कि".displayWidth, 2)
    }

    func testANSIStyledStringMeasuresLikePlain() {
        let plain = "재사용 cell#3 👍"
        let styled = "\u{1B}[1;33m재사용\u{1B}[0m cell#3 \u{1B}[32m👍\u{1B}[m"
        XCTAssertEqual(styled.displayWidth, plain.displayWidth)
        XCTAssertEqual(styled.strippingANSIEscapes(), plain)
        XCTAssertEqual(Palette.colored.paint(plain, .crash).displayWidth, plain.displayWidth)
        // OSC 8 hyperlink around text: only the text counts.
        let link = "\u{1B}]8;;https://example.com\u{7}링크\u{1B}]8;;\u{1B}\\"
        XCTAssertEqual(link.displayWidth, 4)
    }

    func testMalformedEscapeDoesNotSwallowText() {
        XCTAssertEqual("\u{1B}[31가나".displayWidth, 4)
        XCTAssertEqual("ab\u{1B}".displayWidth, 2)
    }
}

final class TruncateTests: XCTestCase {
    func testFittingTextIsUnchanged() {
        XCTAssertEqual("가나".truncated(toWidth: 4), "가나")
        XCTAssertEqual("가나".truncated(toWidth: 10), "가나", "no padding unless something was cut")
    }

    /// The documented behaviour at every budget: exactly `width` columns once anything is cut, a
    /// space after the ellipsis when a 2-column syllable would overshoot by one.
    func testKoreanAtEveryBudget() {
        let text = "가나다라"
        let expected = [
            0: "", 1: "…", 2: "… ", 3: "가…", 4: "가… ", 5: "가나…", 6: "가나… ", 7: "가나다…",
            8: "가나다라", 9: "가나다라",
        ]
        for (width, result) in expected.sorted(by: { $0.key < $1.key }) {
            let cut = text.truncated(toWidth: width)
            XCTAssertEqual(cut, result, "width \(width)")
            XCTAssertEqual(cut.displayWidth, min(width, text.displayWidth), "width \(width)")
        }
        XCTAssertEqual("가나다라".truncated(toWidth: 5), "가나…")
        XCTAssertEqual("가나다라".truncated(toWidth: 5).displayWidth, 5)
    }

    func testNeverSplitsAGraphemeCluster() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        XCTAssertEqual((family + "abc").truncated(toWidth: 3), family + "…")
        XCTAssertEqual((family + "abc").truncated(toWidth: 2), "… ")
        XCTAssertEqual("e\u{301}e\u{301}e\u{301}".truncated(toWidth: 2), "e\u{301}…")
        XCTAssertEqual("\u{1100}\u{1161}\u{1100}\u{1161}".truncated(toWidth: 3), "\u{1100}\u{1161}…")
    }

    func testCustomEllipsis() {
        XCTAssertEqual("abcdef".truncated(toWidth: 4, ellipsis: ""), "abcd")
        XCTAssertEqual("abcdef".truncated(toWidth: 5, ellipsis: "..."), "ab...")
        XCTAssertEqual("abcdef".truncated(toWidth: 2, ellipsis: "..."), "ab", "ellipsis too wide: hard cut")
        XCTAssertEqual("가나다".truncated(toWidth: 3, ellipsis: ""), "가 ")
    }

    func testStyledTextKeepsEscapesAndGetsReset() {
        let red = "\u{1B}[31m"
        let reset = "\u{1B}[0m"
        let styled = red + "가나다라" + reset
        let cut = styled.truncated(toWidth: 5)
        XCTAssertEqual(cut, red + "가나…" + reset)
        XCTAssertEqual(cut.displayWidth, 5)
        // Padding comes after the reset so it is never coloured.
        XCTAssertEqual(styled.truncated(toWidth: 4), red + "가…" + reset + " ")
        // Style already closed before the cut: no extra reset.
        let closed = red + "ab" + reset + "cdef"
        XCTAssertEqual(closed.truncated(toWidth: 4), red + "ab" + reset + "c…")
        // Fitting styled text is untouched.
        XCTAssertEqual(styled.truncated(toWidth: 8), styled)
    }

    func testPadding() {
        XCTAssertEqual("가".padded(toWidth: 5), "가   ")
        XCTAssertEqual("가".padded(toWidth: 5, alignment: .right), "   가")
        XCTAssertEqual("가".padded(toWidth: 5, alignment: .center), " 가  ", "odd padding: extra on the right")
        XCTAssertEqual("가".padded(toWidth: 6, alignment: .center), "  가  ")
        XCTAssertEqual("가나다".padded(toWidth: 2), "가나다", "padding never truncates")
        XCTAssertEqual("ab".padded(toWidth: 4, fill: "·"), "ab··")
        let styled = Palette.colored.paint("가", .good)
        XCTAssertEqual(styled.padded(toWidth: 4).displayWidth, 4)
    }

    func testFittedIsAlwaysExact() {
        let samples = ["", "a", "가나다라", "e\u{301}x", "👨‍👩‍👧 family", "\u{1B}[1m굵게\u{1B}[0m bold", "✔︎ ok"]
        for sample in samples {
            for width in 0...12 {
                for alignment in [ColumnAlignment.left, .right, .center] {
                    let fitted = sample.fitted(toWidth: width, alignment: alignment)
                    XCTAssertEqual(fitted.displayWidth, width, "\(sample.debugDescription) → \(width)")
                }
            }
        }
        XCTAssertEqual("12".fitted(toWidth: 5, alignment: .right), "   12")
    }
}

final class BoxTests: XCTestCase {
    func testEveryLineHasTheSameWidthWithMixedText() {
        let lines = [
            "cell#3 → row 12 재사용",
            "가나다라마바사아자차카타파하",
            "👨‍👩‍👧 family, 🇰🇷 flag, ✔︎ check",
            "e\u{301}e\u{301} \u{1100}\u{1161}",
            Palette.colored.paint("prepareForReuse", .reused) + " 호출",
            "",
        ]
        for width in [nil, 10, 11, 20, 21, 40] as [Int?] {
            for border in [Box.Border.unicode, .ascii] {
                let box = Box(title: "재사용 큐 (reuse queue)", lines: lines, width: width, border: border)
                let rendered = box.render()
                let widths = Set(rendered.map(\.displayWidth))
                XCTAssertEqual(widths, [box.renderedWidth], "width \(String(describing: width)), \(border)\n" + rendered.joined(separator: "\n"))
                if let width { XCTAssertEqual(box.renderedWidth, width) }
                XCTAssertEqual(rendered.count, lines.count + 2)
            }
        }
    }

    func testNaturalWidthFitsContent() {
        let box = Box(title: "큐", lines: ["가나다", "abc"])
        XCTAssertEqual(box.renderedWidth, 10)
        XCTAssertEqual(box.render(), [
            "┌─ 큐 ───┐",
            "│ 가나다 │",
            "│ abc    │",
            "└────────┘",
        ])
    }

    func testTitleIsTruncatedAndDividersAndASCII() {
        let box = Box(
            title: "가나다라마바사", rows: [.text("ab"), .divider, .text("한국어\nEnglish")], width: 12,
            border: .ascii)
        XCTAssertEqual(box.render(), [
            "+- 가나… --+",
            "| ab       |",
            "+----------+",
            "| 한국어   |",
            "| English  |",
            "+----------+",
        ])
    }

    func testTooNarrowWidthIsRaised() {
        let box = Box(title: "title", lines: ["가나다"], width: 1)
        XCTAssertEqual(box.renderedWidth, 5)
        XCTAssertEqual(box.render(), ["┌───┐", "│ … │", "└───┘"])
    }

    func testBorderFromEnvironment() {
        XCTAssertEqual(Box.Border.fromEnvironment(["TERM": "dumb"]), .ascii)
        XCTAssertEqual(Box.Border.fromEnvironment(["TERM": "xterm-256color"]), .unicode)
        XCTAssertEqual(Box.Border.fromEnvironment([:]), .unicode)
    }
}

final class PaletteTests: XCTestCase {
    func testPaintWhenEnabledAndDisabled() {
        XCTAssertEqual(Palette.plain.paint("created", .created), "created")
        XCTAssertEqual(Palette.colored.paint("created", .created), "\u{1B}[32mcreated\u{1B}[0m")
        XCTAssertEqual(Palette.colored.paint("crash", .crash), "\u{1B}[1;31mcrash\u{1B}[0m")
        XCTAssertEqual(Palette.colored.paint("", .crash), "")
    }

    func testRoleStyles() {
        let expected: [Palette.Role: [Int]] = [
            .created: [32], .reused: [33], .enqueue: [36], .queue: [36], .display: [34], .end: [2],
            .crash: [1, 31], .heading: [1], .dim: [2], .warning: [33], .good: [32], .bad: [31],
            .accent: [35], .path: [1],
        ]
        XCTAssertEqual(Set(expected.keys), Set(Palette.Role.allCases))
        for (role, parameters) in expected {
            XCTAssertEqual(Palette.colored.style(for: role).parameters, parameters, "\(role)")
        }
    }

    func testNestedPaintRestoresOuterStyle() {
        let palette = Palette.colored
        let inner = palette.paint("b", .bad)
        XCTAssertEqual(
            palette.paint("a " + inner + " c", .heading),
            "\u{1B}[1ma \u{1B}[31mb\u{1B}[0m\u{1B}[1m c\u{1B}[0m")
    }

    func testStylesCanBeOverridden() {
        var palette = Palette.colored
        palette.styles[.created] = .bold + .green
        XCTAssertEqual(palette.paint("x", .created), "\u{1B}[1;32mx\u{1B}[0m")
    }

    func testEnvironmentRules() {
        func enabled(_ tty: Bool, _ env: [String: String]) -> Bool {
            Palette.fromEnvironment(isTTY: tty, environment: env).enabled
        }
        XCTAssertTrue(enabled(true, [:]))
        XCTAssertTrue(enabled(true, ["TERM": "xterm-256color"]))
        XCTAssertFalse(enabled(false, [:]), "not a TTY")
        XCTAssertFalse(enabled(true, ["TERM": "dumb"]))
        XCTAssertFalse(enabled(true, ["NO_COLOR": "1"]))
        XCTAssertTrue(enabled(true, ["NO_COLOR": ""]), "empty NO_COLOR is ignored")
        XCTAssertFalse(enabled(true, ["NO_COLOR": "1", "FORCE_COLOR": "1"]), "NO_COLOR wins")
        XCTAssertTrue(enabled(false, ["FORCE_COLOR": "1"]), "forced into a pipe")
        XCTAssertTrue(enabled(true, ["FORCE_COLOR": "1", "TERM": "dumb"]), "forced past TERM=dumb")
        XCTAssertFalse(enabled(false, ["FORCE_COLOR": "0"]), "FORCE_COLOR=0 does not force")
        XCTAssertFalse(enabled(false, ["FORCE_COLOR": ""]))
        XCTAssertTrue(enabled(true, ["FORCE_COLOR": "0"]), "…and the other rules still apply")
    }
}
