/// A URLSession task. Shadows Foundation's, so `URLSessionTask.State` is this one.
public class URLSessionTask: @unchecked Sendable {
    public enum State: Int, Sendable {
        case running, suspended, canceling, completed
    }

    /// The URL downloaded.
    public let url: URL
    /// Where the task was made.
    public let site: CallSite
    public internal(set) var state: State = .suspended

    init(url: URL, site: CallSite) {
        self.url = url
        self.site = site
    }
}

/// A download whose completion handler runs once: with the data, or with `URLError(.cancelled)`
/// when `cancel()` came first. `resume()` and `cancel()` go to the host; the host finishes the
/// task with `complete(with:)` when the simulated download (or cancellation) is delivered.
public final class URLSessionDataTask: URLSessionTask, @unchecked Sendable {
    private var completionHandler: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)?

    init(url: URL, site: CallSite, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) {
        self.completionHandler = completionHandler
        super.init(url: url, site: site)
    }

    /// Starts the download (a task is made suspended).
    public func resume(file: StaticString = #fileID, line: UInt = #line) {
        guard state == .suspended else { return }
        state = .running
        let site = CallSite(file, line)
        onMain { TablelabBridge.host(for: "URLSessionDataTask.resume").resume(self, at: site) }
    }

    /// Cancels the download: the completion handler gets `URLError(.cancelled)`. A task already
    /// completed (or cancelled) is left alone, as URLSession does.
    public func cancel(file: StaticString = #fileID, line: UInt = #line) {
        guard state == .running || state == .suspended else { return }
        state = .canceling
        let site = CallSite(file, line)
        onMain { TablelabBridge.host(for: "URLSessionDataTask.cancel").cancel(self, at: site) }
    }

    /// For the host: delivers the outcome — the downloaded data, or an error — by calling the
    /// completion handler, once. A task cancelled before this delivers `URLError(.cancelled)`
    /// whatever the download gave. Returns false if the task had already completed.
    @discardableResult
    public func complete(with result: Result<Data, URLError>) -> Bool {
        guard state != .completed, let handler = completionHandler else { return false }
        let cancelled = state == .canceling
        state = .completed
        completionHandler = nil
        if cancelled {
            handler(nil, nil, URLError(.cancelled))
            return true
        }
        switch result {
        case .success(let data):
            let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)
            handler(data, response, nil)
        case .failure(let error):
            handler(nil, nil, error)
        }
        return true
    }
}
