/// UIKit asks a data source or delegate an optional method only if it implements it (heights are
/// asked for every row only when `heightForRowAt` is implemented — FIDELITY §14). Swift has no
/// `responds(to:)`, so UIKit's defaults here (the protocol-extension defaults and
/// `UITableViewController`'s base methods) say so when they answer: the host calls an optional
/// method through `OptionalMethods.call`, where UIKit would call it if implemented, and gets nil
/// when only the default answered — a default has no effect, so the probe is invisible. Not UIKit API.
///
/// Model: a subclass's override that returns `super.tableView(…)` counts as not implemented.
@preconcurrency @MainActor
public enum OptionalMethods {
    private static var answeredByDefault = false

    /// Called by every default of an optional method.
    static func defaultAnswered() { answeredByDefault = true }

    /// Calls an optional method; nil when no implementation of the app's answered.
    public static func call<T>(_ method: () throws -> T) rethrows -> T? {
        let outer = answeredByDefault
        answeredByDefault = false
        defer { answeredByDefault = outer }
        let value = try method()
        return answeredByDefault ? nil : value
    }

    /// Whether the app implements an optional method that returns nothing, calling it if so.
    @discardableResult
    public static func callIfImplemented(_ method: () throws -> Void) rethrows -> Bool {
        try call(method) != nil
    }
}
