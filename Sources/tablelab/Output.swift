#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibEdit
import TableRender
import TableText

/// Every line tablelab prints goes through here, so a failed write is handled once: standard output
/// full, closed or unwritable → one line on standard error (if that still works) and exit status 1;
/// a closed pipe (`| head -1`) → exit quietly with 141, as other Unix tools do. A failed write to
/// standard error is dropped (there is nowhere left to say it).
enum Output {
    /// The language of the one line that reports a failed write.
    nonisolated(unsafe) static var language: Language = .en

    /// Exit status after a failed write to standard output (not a broken pipe).
    static let writeFailureStatus: Int32 = 1
    /// Exit status after a broken pipe: 128 + SIGPIPE, what a shell shows for `yes | head -1`.
    static let brokenPipeStatus: Int32 = 141

    /// Writes `text` and a newline to standard output.
    static func line(_ text: String) { write(text + "\n") }

    /// Writes `text` to standard output (after anything libedit left in C's stdout buffer).
    static func write(_ text: String) {
        tl_flush_stdout()
        if let failure = writeAll(1, text) { failed(failure) }
    }

    /// Writes `text` and a newline to standard error; a failure there is ignored.
    static func error(_ text: String) {
        _ = writeAll(2, text + "\n")
    }

    /// Stops the program after standard output failed with `code` (an errno value).
    static func failed(_ code: Int32) -> Never {
        if code == EPIPE { exit(brokenPipeStatus) }
        let reason = FileErrorText.reason(code)
        error(language.text("tablelab: cannot write to standard output: \(reason.en)",
                            "tablelab: 표준 출력에 쓸 수 없습니다: \(reason.ko)"))  // one line, even in both languages
        exit(writeFailureStatus)
    }

    /// Keeps descriptors 0, 1 and 2 taken: when one was closed before tablelab started, the next file
    /// opened (a script, the history) would take its number and printing would write into it. A
    /// read-only /dev/null in its place makes every write fail with EBADF instead — which is reported.
    static func reserveStandardDescriptors() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != fd {
                _ = dup2(opened, fd)
                _ = close(opened)
            }
        }
    }

    private static func writeAll(_ fd: Int32, _ text: String) -> Int32? { writeAllBytes(fd, Array(text.utf8)) }
}

/// Writes every byte to `fd` (retrying after signals and short writes); nil on success, else errno.
func writeAllBytes(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { raw in write(fd, raw.baseAddress! + offset, raw.count - offset) }
        if n < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += n
    }
    return nil
}

/// The reason for a failed file operation, in words: `en` from strerror, `ko` in Korean (so a message
/// in both languages gives each its own).
enum FileErrorText {
    struct Reason { let en: String; let ko: String }

    static func reason(_ code: Int32) -> Reason {
        let english = String(cString: strerror(code))
        return Reason(en: english, ko: korean(code) ?? "\(english)(오류 번호 \(code))")
    }

    private static func korean(_ code: Int32) -> String? {
        switch code {
        case ENOENT: return "그런 파일이나 폴더가 없습니다"
        case EACCES, EPERM: return "권한이 없습니다"
        case ENOSPC: return "디스크에 남은 공간이 없습니다"
        case EDQUOT: return "디스크 사용 한도를 넘었습니다"
        case EROFS: return "읽기 전용 파일 시스템입니다"
        case EISDIR: return "파일이 아니라 폴더입니다"
        case ENOTDIR: return "경로 중간의 이름이 폴더가 아닙니다"
        case ENAMETOOLONG: return "이름이 너무 깁니다"
        case EPIPE: return "받는 쪽이 닫혔습니다"
        case EBADF: return "닫혀 있거나 쓸 수 없는 출력입니다"
        case EIO: return "입출력 오류가 났습니다"
        case EEXIST: return "이미 있습니다"
        case ELOOP: return "심볼릭 링크가 너무 여러 번 이어집니다"
        case EMFILE, ENFILE: return "열린 파일이 너무 많습니다"
        case EFBIG: return "파일이 너무 큽니다"
        case ETXTBSY, EBUSY: return "다른 곳에서 쓰고 있습니다"
        default: return nil
        }
    }
}
