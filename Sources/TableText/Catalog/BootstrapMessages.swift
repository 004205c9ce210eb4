import MessageCatalog
/// The messages that must show when the catalogs themselves cannot be found: the data folder is
/// missing, or `TABLELAB_DATA` names a folder that cannot be used. They are copies of the same keys
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
    ]

    static func text(_ key: String, _ language: Language) -> String? {
        texts[key]?[language]
    }

    /// Every bootstrap key and its text in a language, for the checker.
    public static func all(_ language: Language) -> [String: String] {
        texts.compactMapValues { $0[language] }
    }
}
