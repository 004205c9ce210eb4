/// UIKit API the stand-in declares, so a learner's file reads and compiles exactly as in Xcode, but
/// whose effect tablelab's simulation does not run for a learner's app yet (row and section
/// updates, batch updates, `reloadRows`/`reconfigureRows`, header-view reuse: tablelab's own app
/// shows them — `insert`, `delete`, `move`, `batch`, `reload rows`, `reconfigure`, `headers views`).
///
/// Doing nothing would be false: the app's model would change while the table kept its rows, with
/// no crash where UIKit would raise one. So the call ends the program with Swift's `fatalError`,
/// naming the API and the learner's line (`#fileID`/`#line` of the call): the parent reads both from
/// Swift's "FILE:LINE: Fatal error:" line (`AppCrashReport`), shows them in the crash box and rolls
/// the table back, as for any crash; the session goes on. Not UIKit API.
extension TablelabBridge {
    static func notRunYet(_ api: String, shownBy commands: String, file: StaticString, line: UInt) -> Never {
        fatalError(notRunYetMessage(api, shownBy: commands), file: file, line: line)
    }

    /// The message: the API, that tablelab does not run it in a learner's app yet, and where to see it.
    public static func notRunYetMessage(_ api: String, shownBy commands: String) -> String {
        "tablelab's stand-in UIKit: \(api) is UIKit API that tablelab does not run in your app yet. "
            + "tablelab's own app shows it (\(commands)), and `code` prints its Swift."
    }
}
