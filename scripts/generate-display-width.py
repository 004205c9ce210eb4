#!/usr/bin/env python3
"""Generates Sources/TableRender/Text/DisplayWidth+Tables.swift: the range tables behind
`DisplayWidth` (which characters take two terminal columns, which take none).

Usage (from the repository root):

    scripts/generate-display-width.py                 # from the `wcwidth` Python package (default)
    scripts/generate-display-width.py --source unicodedata
    scripts/generate-display-width.py --check         # exit 1 if the committed file differs
    scripts/generate-display-width.py --stdout        # print instead of writing

Sources:

- `wcwidth` (default): the tables of the `wcwidth` package (`pip install wcwidth==0.7.0`), which
  are generated from EastAsianWidth.txt and DerivedGeneralCategory.txt of the newest Unicode version
  it knows (17.0.0 for 0.7.0). This is what the committed tables come from.
- `unicodedata`: Python's own `unicodedata` module, with no package to install. It is only as new
  as the Python it ships with (Python 3.11: Unicode 14.0.0), so characters added since then
  (newer emoji, scripts) fall back to 1 column, and some widths changed upstream since (Unicode 16
  made U+2630–2637 and U+268A–268F wide); use it when `wcwidth` cannot be installed, and expect
  the TextTests to tell you what moved.

Either way the rules are the same ones `DisplayWidth` documents:

- wide (2 columns): East Asian Width W or F, plus the unassigned code points UAX #11 defaults to W
  (the rest of the CJK blocks, planes 2 and 3); regional indicators (flag halves) are wide as well.
- zero width: general categories Mn, Me, Mc, Zl, Zp and Cf, except the format characters that
  print (U+00AD SOFT HYPHEN and the prepended concatenation marks such as U+0600), plus the
  conjoining Hangul medial and final jamo U+1160-11FF and U+D7B0-D7FF, the Hangul half-width filler
  U+FFA0 and the default-ignorable plane-14 block U+E0000-E0FFF.
- nothing below U+00A0: `DisplayWidth.width(ofScalar:)` answers ASCII, DEL and the C1 controls
  before it looks at the tables (wcwidth's U+0000 entry is dropped).
- one deliberate change: U+3164 HANGUL FILLER is wide, not zero width, so the whole
  compatibility-jamo block U+3131-318E is 2 columns as East Asian Width says (and as glibc draws it).

Adjacent and overlapping ranges are merged; the output is deterministic.
"""

import argparse
import os
import sys

OUTPUT = os.path.join("Sources", "TableRender", "Text", "DisplayWidth+Tables.swift")

# Format characters (Cf) that are drawn: they keep their column.
PRINTING_FORMAT = {0x00AD, 0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F,
                   0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD}
# UAX #11: unassigned code points in these ranges default to W.
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]
# Always zero width, whatever the category says.
EXTRA_ZERO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF), (0xFFA0, 0xFFA0), (0xE0000, 0xE0FFF)]
HANGUL_FILLER = 0x3164


def merge(ranges):
    out = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out


def remove(ranges, point):
    out = []
    for lo, hi in ranges:
        if lo <= point <= hi:
            if lo < point:
                out.append((lo, point - 1))
            if point < hi:
                out.append((point + 1, hi))
        else:
            out.append((lo, hi))
    return out


def from_wcwidth():
    try:
        import wcwidth
        from wcwidth.table_wide import WIDE_EASTASIAN
        from wcwidth.table_zero import ZERO_WIDTH
    except ImportError:
        sys.exit("generate-display-width: the wcwidth package is missing: `pip install wcwidth==0.7.0`, "
                 "or run with --source unicodedata")
    version = max(WIDE_EASTASIAN, key=lambda v: tuple(int(p) for p in v.split(".")))
    wide = list(WIDE_EASTASIAN[version])
    zero = list(ZERO_WIDTH[version])
    source = "the `wcwidth` Python package %s (WIDE_EASTASIAN and ZERO_WIDTH, Unicode %s)" % (
        getattr(wcwidth, "__version__", "?"), version)
    return version, source, wide, zero


def from_unicodedata():
    import unicodedata
    version = unicodedata.unidata_version
    wide, zero = [], []
    for cp in range(0x110000):
        ch = chr(cp)
        category = unicodedata.category(ch)
        if category == "Cn":
            if any(lo <= cp <= hi for lo, hi in DEFAULT_WIDE):
                wide.append((cp, cp))
            continue
        if category in ("Mn", "Me", "Mc", "Zl", "Zp") or (category == "Cf" and cp not in PRINTING_FORMAT):
            zero.append((cp, cp))  # zero width wins over wide (U+302A-302F are W and Mn)
        elif unicodedata.east_asian_width(ch) in ("W", "F") or 0x1F1E6 <= cp <= 0x1F1FF:
            wide.append((cp, cp))
    zero += EXTRA_ZERO
    source = "Python %d.%d's `unicodedata` module (Unicode %s)" % (sys.version_info[0], sys.version_info[1], version)
    return version, source, wide, zero


def swift_table(name, ranges):
    values = ["0x%05X" % v for pair in ranges for v in pair]
    lines = []
    for i in range(0, len(values), 8):
        lines.append("        " + ", ".join(values[i:i + 8]) + ",")
    return "    static let %s: [UInt32] = [\n%s\n    ]\n" % (name, "\n".join(lines))


def render(version, source, command, wide, zero):
    return """// GENERATED by scripts/generate-display-width.py — do not edit by hand.
//
// Regenerate with `%s` from the repository root.
// Source: %s.
// Rules (see the script's docstring): wide = East Asian Width W/F (+ the unassigned CJK code points
// UAX #11 defaults to W, + regional indicators); zero = Mn, Me, Mc, Zl, Zp, Cf (except the
// format characters that print), Hangul medial/final jamo, U+FFA0, U+E0000–E0FFF; nothing
// below U+00A0 (the code answers ASCII, DEL and C1 itself);
// U+3164 HANGUL FILLER moved from zero width to wide.
//
// Flat arrays of inclusive [low, high] pairs, sorted, searched by `DisplayWidth.contains`. Flat
// `UInt32` literals (rather than `ClosedRange`s) keep type-checking of these literals instant.

extension DisplayWidth {
    /// The Unicode version the range tables were generated from.
    public static let unicodeVersion = "%s"

    /// East Asian Width W and F, including the unassigned code points UAX #11 defaults to W
    /// (the rest of the CJK blocks, planes 2 and 3).
%s
    /// Zero width: nonspacing, enclosing and spacing combining marks (Mn, Me, Mc — Mc gets its
    /// column back inside a cluster, see `width(of:)`), format characters (Cf: ZWJ, ZWNJ, U+200B,
    /// U+FEFF, bidi marks, tags) except the ones that print (U+00AD SOFT HYPHEN, prepended
    /// concatenation marks such as U+0600), variation selectors, line/paragraph separators, and the
    /// conjoining Hangul medial/final jamo U+1160–11FF and U+D7B0–D7FF.
%s}
""" % (command, source, version, swift_table("wideRanges", wide), swift_table("zeroWidthRanges", zero))


def main():
    parser = argparse.ArgumentParser(description="Generate DisplayWidth's range tables.")
    parser.add_argument("--source", choices=["wcwidth", "unicodedata"], default="wcwidth")
    parser.add_argument("--check", action="store_true", help="compare with the committed file; exit 1 if it differs")
    parser.add_argument("--stdout", action="store_true", help="print the file instead of writing it")
    args = parser.parse_args()

    version, source, wide, zero = from_wcwidth() if args.source == "wcwidth" else from_unicodedata()
    zero = merge(remove(merge(zero), HANGUL_FILLER))
    wide = merge(wide + [(HANGUL_FILLER, HANGUL_FILLER)])
    # Below U+00A0 the Swift code decides by itself (ASCII, DEL, C1): keep the tables to the rest.
    zero = [(max(lo, 0xA0), hi) for lo, hi in zero if hi >= 0xA0]
    wide = [(max(lo, 0xA0), hi) for lo, hi in wide if hi >= 0xA0]
    command = "scripts/generate-display-width.py" + ("" if args.source == "wcwidth" else " --source unicodedata")
    text = render(version, source, command, wide, zero)

    if args.stdout:
        sys.stdout.write(text)
        return 0
    if args.check:
        with open(OUTPUT, encoding="utf-8") as f:
            if f.read() != text:
                print("generate-display-width: %s differs from what the script generates" % OUTPUT, file=sys.stderr)
                return 1
        print("generate-display-width: %s is up to date (Unicode %s)" % (OUTPUT, version))
        return 0
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("generate-display-width: wrote %s (Unicode %s; %d wide ranges, %d zero-width ranges)"
          % (OUTPUT, version, len(wide), len(zero)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
