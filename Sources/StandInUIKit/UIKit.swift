// tablelab's stand-in for UIKit: the classes and protocols a learner's table-view code uses, with
// UIKit's names and signatures, so a file that starts with `import UIKit` reads exactly as in Xcode
// and compiles unchanged on Linux. What UIKit keeps as plain state (a label's text, a cell's
// accessory, a work item's cancelled flag) is kept here; what needs the simulation (which cell a
// dequeue returns, when a queued closure runs, how long a download takes, what is on screen) goes
// through one protocol, `TablelabHost`, that tablelab installs in the process running the file.
//
// Foundation is re-exported as UIKit does. The time-and-thread API the lessons use
// (`DispatchQueue`, `DispatchWorkItem`, `DispatchTime`, `URLSession`, `Thread`) is declared here, on
// the simulated clock: a module's own declarations shadow the ones of a module it re-exports, so a
// file that imports only UIKit gets these. A file that also imports Foundation directly sees both
// (`DispatchQueue.main` is ambiguous, Swift 6.3): tablelab blanks the `import Foundation` line
// before compiling (the line count stays, so lines still match), which changes nothing else since
// UIKit re-exports Foundation.

@_exported import Foundation
#if canImport(FoundationNetworking)
// URLResponse, HTTPURLResponse, URLRequest live here on Linux; on Apple platforms in Foundation.
@_exported import FoundationNetworking
#endif
