import TableSim
import TableRender
import TableText

/// What a setting command changed, said in one line — for commands that make the table do nothing
/// (no callback fires when `latency` changes), where a redrawn viewport would only bury the answer.
public enum SettingText {
    public static func confirmation(_ action: Action, _ s: TableSettings, _ lang: Language) -> String? {
        func ms(_ v: Double) -> String { NumberText.points(v) + " ms" }
        switch action {
        case .latency(let v):
            return lang.text("latency: each image takes \(ms(v)) on the network", "latency: 이미지 한 장이 네트워크에서 \(ms(v)) 걸립니다")
        case .jitter(let v, _):
            return lang.text("jitter: up to \(ms(v)) more per download (seed \(s.seed): the same commands give the same timeline)",
                             "jitter: 다운로드마다 최대 \(ms(v)) 더(시드 \(s.seed): 같은 명령은 같은 타임라인)")
        case .workers(let n):
            return lang.text("the global queue now has \(n) worker thread\(n == 1 ? "" : "s")", "글로벌 큐의 작업 스레드: \(n)개")
        case .callbackCost(let v):
            return lang.text("each cellForRowAt costs \(ms(v)) of main-thread time, other callbacks \(ms(v / 25)) (model)",
                             "cellForRowAt 하나가 메인 스레드를 \(ms(v)), 다른 콜백은 \(ms(v / 25)) 씁니다(모델)")
        case .refreshRate(let hz):
            let perFrame = NumberText.points(s.pointsPerFrame)
            return lang.text("\(hz) Hz: a frame every \(NumberText.oneDecimal(1000 / Double(hz))) ms; a drag moves \(perFrame) pt per frame (the finger's speed stays \(NumberText.points(s.velocity)) pt/s)",
                             "\(hz)Hz: \(NumberText.oneDecimal(1000 / Double(hz)))ms마다 프레임 하나. 드래그는 프레임마다 \(perFrame)pt 움직입니다(손가락 속도는 그대로 초당 \(NumberText.points(s.velocity))pt)")
        case .velocity(let v):
            let perFrame = NumberText.points(s.pointsPerFrame)
            return lang.text("a drag now moves \(NumberText.points(v)) pt/s: \(perFrame) pt per frame at \(s.refreshRate) Hz",
                             "이제 드래그가 초당 \(NumberText.points(v))pt 움직입니다: \(s.refreshRate)Hz에서 프레임마다 \(perFrame)pt")
        case .prefetch(let on, _):
            return on
                ? lang.text("prefetchDataSource set: up to \(s.prefetchWindow) rows ahead of the scroll go to prefetchRowsAt (window size is tablelab's model)",
                            "prefetchDataSource 설정: 스크롤 방향으로 최대 \(s.prefetchWindow)행을 prefetchRowsAt에 미리 알립니다(창 크기는 tablelab의 모델)")
                : lang.text("prefetchDataSource removed: no prefetching", "prefetchDataSource 해제: 미리 가져오기 없음")
        case .fix(let f, let on):
            let state = on ? lang.text("on", "켜짐") : lang.text("off", "꺼짐")
            let all = s.fixes.sorted().map(\.rawValue)
            let list = all.isEmpty ? lang.text("none", "없음") : all.joined(separator: ", ")
            return lang.text("fix \(f.rawValue): \(state) (fixes on: \(list))", "fix \(f.rawValue): \(state) (켜진 해결책: \(list))")
        case .clearImageCache:
            return lang.text("image cache emptied: every row downloads its image again when shown, on the same schedule as a first run (images already in cells stay)",
                             "이미지 캐시를 비웠습니다: 모든 행이 보일 때 처음과 같은 일정으로 이미지를 다시 받습니다(셀에 이미 들어간 이미지는 그대로)")
        case .register(let regs):
            let list = regs.map { "\"\($0.identifier)\" (\($0.style.rawValue))" }.joined(separator: ", ")
            return lang.text("registered \(list)", "등록함: \(list)")
        case .unregister(let id):
            return lang.text("\"\(id)\" is no longer registered", "\"\(id)\" 등록을 지웠습니다")
        case .prepareResets(let on):
            return on
                ? lang.text("prepareForReuse resets alpha — selection needs no reset: the table sets isSelected on every cell it displays",
                            "prepareForReuse에서 alpha 값을 되돌립니다 — 선택 상태는 되돌릴 필요가 없습니다: 테이블이 셀을 보여줄 때마다 isSelected 값을 설정합니다")
                : lang.text("prepareForReuse resets nothing: a cell keeps an alpha set for another row (selection still follows the row: the table sets it)",
                            "prepareForReuse에서 아무것도 되돌리지 않습니다: 셀이 다른 행에서 바뀐 alpha 값을 그대로 가집니다(선택 상태는 테이블이 설정하므로 여전히 행을 따라갑니다)")
        case .setAlpha(let p, let a):
            return lang.text("the cell showing \(p) now has alpha \(NumberText.oneDecimal(a)) — that is the cell object, not the row",
                             "\(p) 행을 보여주는 셀의 alpha 값이 이제 \(NumberText.oneDecimal(a))입니다 — 행이 아니라 셀 객체가 바뀐 것입니다")
        case .select(let p):
            return lang.text("row \(p) is selected: the table keeps its index path and sets isSelected on whichever cell displays that row — scroll it away and back",
                             "\(p) 행을 선택했습니다: 테이블이 그 인덱스 경로를 기억하고, 그 행을 보여주는 셀마다 isSelected 값을 설정합니다 — 스크롤해서 보냈다가 다시 와 보세요")
        case .deselect(let p):
            return lang.text("row \(p) is not selected", "\(p) 행의 선택을 해제했습니다")
        case .checkmark(let p, false):
            return lang.text("the checkmark of row \(p) is removed (accessoryType = .none)", "\(p) 행의 체크 표시를 없앴습니다(accessoryType = .none)")
        case .checkmark(let p, true):
            return s.checkmarks == .fromModel
                ? lang.text("row \(p) is checked in the model; cellForRowAt sets accessoryType from the model for every row, so the checkmark follows the row",
                            "\(p) 행을 모델에 체크했습니다. cellForRowAt에서 모든 행마다 모델을 보고 accessoryType 값을 설정하므로 체크 표시가 행을 따라갑니다")
                : lang.text("didSelectRowAt put accessoryType = .checkmark on the cell showing row \(p) — on the cell object, not the row: cellForRowAt never sets it, so it goes wherever that cell is reused (`checkmarks from-model` keeps it in the model)",
                            "didSelectRowAt에서 \(p) 행을 보여주는 셀에 accessoryType = .checkmark 값을 넣었습니다 — 행이 아니라 셀 객체에 넣은 것이라, cellForRowAt에서 설정하지 않으면 그 셀이 재사용되는 행마다 따라갑니다(모델에 두려면 `checkmarks from-model`)")
        default:
            return nil
        }
    }

    /// Extra words for commands whose effect depends on the data: `load` on data without images,
    /// `jamo raw` on the Korean index.
    public static func hints(_ action: Action, _ table: TableState, _ lang: Language) -> [String] {
        switch action {
        case .load, .fix, .latency, .clearImageCache:
            if !table.data.hasImages {
                return [lang.text("this table's rows have no images — try `data movies` to see loading",
                                  "이 테이블의 행에는 이미지가 없습니다 — 로딩을 보려면 `data movies`를 해 보세요")]
            }
            if case .fix = action, table.keptImageCount > 0 {
                return [lang.text("\(table.keptImageCount) images are already in the cache and will not be downloaded again, which hides the bug — to repeat the experiment, run `cache clear` (an empty cache) and `top` first",
                                  "이미지 \(table.keptImageCount)개가 이미 캐시에 있어 다시 받지 않으므로 버그가 가려집니다 — 실험을 되풀이하려면 먼저 `cache clear`(빈 캐시)와 `top` 명령을 실행하세요")]
            }
            return []
        case .checkmarks(let source):
            return source == .fromModel
                ? [lang.text("cellForRowAt now sets accessoryType from the model for every row: a checkmark stays on its row",
                             "이제 cellForRowAt에서 모든 행마다 모델을 보고 accessoryType 값을 설정합니다: 체크 표시가 제 행에 머뭅니다")]
                : [lang.text("cellForRowAt no longer sets accessoryType: a checkmark stays on the cell object and follows it to other rows",
                             "이제 cellForRowAt에서 accessoryType 값을 설정하지 않습니다: 체크 표시가 셀 객체에 남아 다른 행으로 따라갑니다")]
        case .jamo(.raw):
            guard case .regionsKorean = table.data.source else {
                return [lang.text("`jamo` matters for `data timezones-ko`", "`jamo`는 `data timezones-ko`에서 차이가 납니다")]
            }
            return [lang.text("every section came back empty: rows are grouped under the initial computed from each name, ᄃ (U+1103 choseong), but the index strip asks for ㄷ (U+3137 compatibility jamo) — they look alike and compare unequal. `jamo mapped` maps one to the other.",
                              "모든 섹션이 비었습니다: 행은 이름에서 계산한 초성 ᄃ(U+1103 초성 자모) 아래 묶였는데, 인덱스는 ㄷ(U+3137 호환용 자모)로 찾습니다 — 생김새는 같아도 같지 않다고 비교됩니다. `jamo mapped`가 둘을 맞춰 줍니다.")]
        default:
            return []
        }
    }
}
