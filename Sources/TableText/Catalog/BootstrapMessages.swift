import MessageCatalog
/// The messages that must show when the catalogs themselves cannot be found or read: the data folder
/// is missing, `TABLELAB_DATA` names a folder that cannot be used, or no catalog loads. They are copies of the same keys
/// in `messages/en.yaml` and `messages/ko.yaml` — `CatalogChecker` fails if a copy differs from its
/// catalog — kept in the binary because a message saying "the messages are missing" cannot come from
/// the missing file.
public enum BootstrapMessages {
    static let texts: [String: [Language: String]] = [
        "data.notFound": [
            .en: "the data folder was not found — set TABLELAB_DATA to the folder that holds glossary/, Lessons/ and messages/",
            .ko: "데이터 폴더를 찾지 못했습니다 — glossary/, Lessons/, messages/ 폴더가 든 폴더를 TABLELAB_DATA 환경 변수로 지정하세요",
        ],
        "data.missing": [
            .en: "TABLELAB_DATA={path} does not exist — set it to the folder that holds glossary/, or unset it to use the installed data",
            .ko: "TABLELAB_DATA={path}: 없는 폴더입니다 — glossary/ 폴더가 든 폴더를 지정하거나, 설치된 데이터를 쓰려면 이 설정을 지우세요",
        ],
        "data.notAFolder": [
            .en: "TABLELAB_DATA={path} is not a folder — set it to the folder that holds glossary/, or unset it to use the installed data",
            .ko: "TABLELAB_DATA={path}: 폴더가 아닙니다 — glossary/ 폴더가 든 폴더를 지정하거나, 설치된 데이터를 쓰려면 이 설정을 지우세요",
        ],
        "data.noGlossary": [
            .en: "TABLELAB_DATA={path} holds no glossary/ folder — set it to the folder that holds glossary/, or unset it to use the installed data",
            .ko: "TABLELAB_DATA={path}: 이 폴더에는 glossary/ 폴더가 없습니다 — glossary/ 폴더가 든 폴더를 지정하거나, 설치된 데이터를 쓰려면 이 설정을 지우세요",
        ],
        "data.noMessages": [
            .en: "TABLELAB_DATA={path} holds no messages/ folder (the message catalogs) — copy it from tablelab's data, or unset TABLELAB_DATA to use the installed data",
            .ko: "TABLELAB_DATA={path}: 이 폴더에는 messages/ 폴더(메시지 카탈로그)가 없습니다 — tablelab의 데이터에서 복사하거나, 설치된 데이터를 쓰려면 TABLELAB_DATA 설정을 지우세요",
        ],
        // When no catalog can be read at all: why, in words (`MessageCatalogs.loadWarning`, and the
        // reasons `tablelab check` gives for a catalog that does not load).
        "data.catalogBroken": [
            .en: "{file} cannot be used ({reason}) — messages are shown from {fallback} until it is fixed; `tablelab check` says what to fix",
            .ko: "{file}: 쓸 수 없습니다({reason}) — 고칠 때까지 메시지는 {fallback}에서 가져옵니다. 무엇을 고칠지는 `tablelab check`가 알려 줍니다",
        ],
        "data.catalogNoFallback": [
            .en: "{file} cannot be used ({reason}), and no other catalog was found — messages show their keys (‹…›) until it is fixed; `tablelab check` says what to fix",
            .ko: "{file}: 쓸 수 없고({reason}) 다른 카탈로그도 찾지 못했습니다 — 고칠 때까지 메시지 대신 키(‹…›)가 보입니다. 무엇을 고칠지는 `tablelab check`가 알려 줍니다",
        ],
        "catalogs.atLine": [
            .en: "line {line}: {problem}",
            .ko: "{line}번 줄: {problem}",
        ],
        "catalogs.notYAML": [
            .en: "this is not valid YAML: {reason}",
            .ko: "올바른 YAML이 아닙니다: {reason}",
        ],
        "catalogs.unreadable": [
            .en: "{file} cannot be read",
            .ko: "읽을 수 없는 파일입니다: {file}",
        ],
        "catalogs.notUTF8": [
            .en: "{file} is not UTF-8 text",
            .ko: "UTF-8 텍스트가 아닌 파일입니다: {file}",
        ],
        "catalogs.notRegular": [
            .en: "{file} is not a regular file (a pipe, a device or a folder), so it is not read",
            .ko: "{file}: 일반 파일이 아니라(파이프, 장치, 폴더) 읽지 않습니다",
        ],
        "catalogs.tooLarge": [
            .en: "{file} is larger than {limit}, so it is not read — is this the right file?",
            .ko: "{file}: {limit}보다 커서 읽지 않습니다 — 맞는 파일인지 확인하세요",
        ],
        "diagnostics.text.yamlAnchor": [
            .en: "YAML anchor `&{name}`: anchors and aliases are not read here (a few lines could stand for billions of copies) — write each value in full where it is used",
            .ko: "YAML 앵커 `&{name}`: 여기서는 앵커와 별칭을 읽지 않습니다(몇 줄이 수십억 개의 복사본이 될 수 있습니다) — 값마다 쓰이는 자리에 전부 쓰세요",
        ],
        "diagnostics.text.yamlAlias": [
            .en: "YAML alias `*{name}`: anchors and aliases are not read here (a few lines could stand for billions of copies) — write each value in full where it is used",
            .ko: "YAML 별칭 `*{name}`: 여기서는 앵커와 별칭을 읽지 않습니다(몇 줄이 수십억 개의 복사본이 될 수 있습니다) — 값마다 쓰이는 자리에 전부 쓰세요",
        ],
        "diagnostics.text.yamlTooManyNodes": [
            .en: "more than {limit} YAML values: the file is not read — is this the right file?",
            .ko: "YAML 값이 {limit}개보다 많아 파일을 읽지 않습니다 — 맞는 파일인지 확인하세요",
        ],
    ]

    static func text(_ key: String, _ language: Language) -> String? {
        texts[key]?[language]
    }

    /// Every bootstrap key and its text in a language, for the checker.
    public static func all(_ language: Language) -> [String: String] {
        texts.compactMapValues { $0[language] }
    }
}
