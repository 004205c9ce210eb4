import TableSim
import TableRender

/// Scrolling: drags frame by frame, and jumps.
extension CommandCatalog {
    static let motion: [CommandInfo] = [
        CommandInfo(
            name: "scroll", area: .motion, usage: "scroll N | scroll -N | scroll Npt | scroll to R | scroll to S:R | scroll N frames F",
            summaryEn: "drag N rows (frame by frame), or jump to a row", summaryKo: "N행만큼 드래그(프레임 단위), 또는 행으로 점프",
            detailEn: "`scroll 10` drags down 10 rows at the current velocity: one layout pass per frame, cells leave at the top into the reuse queue and come back at the bottom as other rows. `scroll -3` goes up; `scroll 200pt` moves by points. `scroll to 25` (or `to 2:5`, section 2 row 5 — the prompt shows the top row the same way) jumps in a single pass like scrollToRow(at:at:.top, animated: false). Inside one pass tablelab first gives cells to the rows that entered, then retires the rows that left — UIKit does not document this order, it is tablelab's model — so a far jump can create a second screenful of cells. Scrolling stops at either end, as UIKit clamps it. `scroll 50 frames 12` stops the drag after 12 frames — what Ctrl-C during the animation does, written so that a saved session stops at the same frame.",
            detailKo: "`scroll 10`은 현재 속도로 10행 아래로 드래그합니다: 프레임마다 레이아웃 패스가 한 번 돌고, 위로 나간 셀은 재사용 큐에 들어갔다가 아래에서 다른 행으로 돌아옵니다. `scroll -3`은 위로, `scroll 200pt`는 pt 단위로 움직입니다. `scroll to 25`(또는 섹션 2의 5행인 `to 2:5` — 프롬프트도 맨 위 행을 이렇게 보여줍니다)는 scrollToRow(at:at:.top, animated: false)처럼 한 패스에 점프합니다. 한 패스 안에서 tablelab은 먼저 들어온 행에 셀을 주고 그다음 나간 행을 정리합니다 — UIKit 문서에 없는 순서라 tablelab의 모델입니다 — 그래서 멀리 점프하면 셀이 한 화면만큼 더 생길 수 있습니다. UIKit처럼 양 끝에서 멈춥니다. `scroll 50 frames 12`는 12프레임 뒤에 드래그를 멈춥니다 — 애니메이션 중 Ctrl-C가 하는 일이며, 저장한 세션이 같은 프레임에서 멈추도록 이렇게 기록합니다.",
            examples: ["scroll 10", "scroll -3", "scroll 200pt", "scroll to 25", "scroll to 2:5", "scroll 50 frames 12"], subwords: ["to"]
        ) { r throws(LabError) in
            let w = try r.word()
            if w.lowercased() == "to" {
                let p = try r.path()
                try r.done()
                return .sim(.scrollTo(p))
            }
            let lower = w.lowercased()
            let amount: ScrollAmount
            if lower.hasSuffix("pt") {
                let v = try ArgumentReader.integer(String(lower.dropLast(2)), in: -100_000_000...100_000_000, command: "scroll", unit: "pt")
                amount = .points(Double(v))
            } else {
                let n = try ArgumentReader.integer(w, in: -TableState.maxDragRows...TableState.maxDragRows, command: "scroll", unit: nil)
                amount = .rows(n)
            }
            if let next = r.optionalWord() {
                guard next.lowercased() == "frames" else {
                    throw LabError.tooManyArguments(command: "scroll", extra: next, usage: "scroll N | scroll N frames F")
                }
                let frames = try r.integer(in: 0...TableState.maxDragFrames, unit: nil)
                try r.done()
                return .stopped(.scroll(amount), frames: frames)
            }
            return .sim(.scroll(amount))
        },
        CommandInfo(
            name: "top", area: .motion, usage: "top", summaryEn: "jump to the top (offset 0)", summaryKo: "맨 위로 점프(offset 0)",
            detailEn: "One layout pass, like setContentOffset(.zero, animated: false).", detailKo: "setContentOffset(.zero, animated: false)처럼 레이아웃 패스 한 번입니다.",
            examples: ["top"], subwords: []
        ) { r throws(LabError) in try r.done(); return .sim(.top) },
        CommandInfo(
            name: "bottom", area: .motion, usage: "bottom", summaryEn: "jump to the bottom", summaryKo: "맨 아래로 점프",
            detailEn: "One layout pass to the largest offset the content allows (contentSize − viewport).",
            detailKo: "콘텐츠가 허락하는 가장 큰 offset(contentSize − 뷰포트)으로 레이아웃 패스 한 번에 갑니다.",
            examples: ["bottom"], subwords: []
        ) { r throws(LabError) in try r.done(); return .sim(.bottom) },
        CommandInfo(
            name: "index", area: .motion, usage: "index TITLE",
            summaryEn: "tap a title on the section index strip", summaryKo: "섹션 인덱스의 제목을 탭",
            detailEn: "The table calls sectionForSectionIndexTitle(title, at:) and scrolls that section's header to the top. Try `data timezones-ko` then `index ㄷ`. The strip holds compatibility jamo (ㄷ U+3137); a choseong jamo that looks the same (ᄃ U+1103, what some input methods type and what syllable arithmetic computes) is not on it, and tablelab says so instead of tapping ㄷ.",
            detailKo: "테이블이 sectionForSectionIndexTitle(title, at:)을 부르고 그 섹션의 헤더를 맨 위로 스크롤합니다. `data timezones-ko` 다음에 `index ㄷ`을 해 보세요. 인덱스에는 호환용 자모(ㄷ U+3137)가 있습니다. 똑같아 보이는 초성 자모(ᄃ U+1103: 일부 입력기가 입력하고, 음절을 계산하면 나오는 글자)는 인덱스에 없으므로, tablelab은 ㄷ을 대신 탭하지 않고 그 차이를 알려 줍니다.",
            examples: ["index ㄷ", "index S"], subwords: Hangul.indexTitles
        ) { r throws(LabError) in
            let t = try r.word()
            try r.done()
            // A lone choseong jamo (ᄃ U+1103) is not the strip's ㄷ (U+3137): say so instead of
            // quietly tapping ㄷ — the difference is what topic 8 teaches (FIDELITY §7.20).
            if !t.unicodeScalars.isEmpty, t.unicodeScalars.allSatisfy(Hangul.isChoseongJamo) {
                throw .choseongTyped(t, compatibility: Hangul.normalizedForSearch(t))
            }
            return .sim(.tapIndex(Hangul.normalizedForSearch(t)))
        },
    ]
}
