/// Calls Curlew from code that is not async (scripts, command-line tools, callbacks from C), blocking the calling
/// thread until the call is done.
///
/// ``run(_:)`` runs the async code you give it on the calling thread itself, and every ``CurlTransport`` request
/// it sends (``CurlTransport/send(_:)``, so every ``APIClient`` and generated method) is transferred on that
/// thread too, with curl's easy interface: no other thread is woken for it. Streamed responses
/// (``CurlTransport/stream(_:)``, ``APIClient/stream(_:)``, downloads) still go through the transport's own thread
/// while the calling thread waits.
///
/// ```swift
/// // in main.swift, a thread, or a C callback: no `await`
/// let pet = try Blocking.run { try await client.getPet(id: 7) }
/// let user: User = try api.sendBlocking(.get("/users/7"))
/// ```
///
/// It refuses (throws ``CurlewError/Kind/invalidRequest`` at once) when called from a Swift concurrency task:
/// blocking a thread of the cooperative pool, which has one thread per core, can starve or deadlock every other
/// task. From async code, `await` the call instead.
public enum Blocking {
    /// Whether the current task runs inside ``run(_:)`` (its transfers then run on the calling thread).
    @TaskLocal static var isActive = false

    /// Runs `operation` on the calling thread and returns its result, or throws its error; throws
    /// ``CurlewError/Kind/invalidRequest`` without running it when called from a Swift concurrency task.
    public static func run<Result: Sendable>(_ operation: @escaping @Sendable () async throws -> Result) throws
        -> Result
    {
        guard !withUnsafeCurrentTask(body: { $0 != nil }) else {
            throw CurlewError.invalidRequest(
                "a blocking call was made from a Swift concurrency task: it would hold one of the few threads every"
                    + " task shares while it waits (and can deadlock them); await the async call instead")
        }
        let executor = CallingThreadExecutor()
        let outcome = Locked<Swift.Result<Result, any Error>?>(nil)
        Task(executorPreference: executor) {
            let result: Swift.Result<Result, any Error>
            do {
                result = .success(try await $isActive.withValue(true) { try await operation() })
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            executor.finish()
        }
        executor.runUntilFinished()
        guard let result = outcome.withLock({ $0 }) else { preconditionFailure("the blocking call ended unanswered") }
        return try result.get()
    }
}

extension APIClient {
    /// ``send(_:)`` for code that is not async: blocks the calling thread, on which the transfer runs (see
    /// ``Blocking``); throws ``CurlewError/Kind/invalidRequest`` when called from a Swift concurrency task.
    public func sendBlocking<Response>(_ endpoint: Endpoint<Response>) throws -> Response {
        try Blocking.run { try await send(endpoint) }
    }
}
