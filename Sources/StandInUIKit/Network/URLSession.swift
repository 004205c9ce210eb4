/// The part of URLSession the lessons use, on the simulated network: a data task's download takes
/// the simulation's time and its completion runs on a (simulated) background thread, as
/// URLSession's delegate queue does. Shadows Foundation's `URLSession`.
public final class URLSession: @unchecked Sendable {
    /// The shared session.
    public static let shared = URLSession()

    private init() {}

    /// A task that downloads `url` when resumed and calls `completionHandler` once: with the data,
    /// or with `URLError(.cancelled)` if it was cancelled first.
    public func dataTask(with url: URL, file: StaticString = #fileID, line: UInt = #line,
                         completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void)
        -> URLSessionDataTask
    {
        URLSessionDataTask(url: url, site: CallSite(file, line), completionHandler: completionHandler)
    }

    /// The same for a request (its URL is what is downloaded).
    public func dataTask(with request: URLRequest, file: StaticString = #fileID, line: UInt = #line,
                         completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void)
        -> URLSessionDataTask
    {
        URLSessionDataTask(url: request.url ?? URL(fileURLWithPath: "/"), site: CallSite(file, line),
                           completionHandler: completionHandler)
    }

    /// `try await URLSession.shared.data(from:)`: a data task resumed now, awaited; cancelling the
    /// Swift task cancels the download (it then throws `URLError(.cancelled)`).
    public func data(from url: URL, file: StaticString = #fileID, line: UInt = #line) async throws -> (Data, URLResponse) {
        let box = TaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
                let task = dataTask(with: url, file: file, line: line) { data, response, error in
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.unknown))
                    }
                }
                box.task = task
                task.resume(file: file, line: line)
            }
        } onCancel: {
            box.task?.cancel(file: file, line: line)
        }
    }
}

/// Holds the task `data(from:)` made, for its cancellation handler.
private final class TaskBox: @unchecked Sendable {
    var task: URLSessionDataTask?
}
