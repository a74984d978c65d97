import CCurl

extension CurlEngine {
    /// Runs a request to its outcome (the head, when streaming), choosing one of three ways in:
    ///
    /// - **in place**: a task on this engine's executor starts the transfer on the loop thread and is resumed
    ///   there;
    /// - **driven**: a plain collected request (no stream, no streamed body, no progress) from a thread that is
    ///   not a loop thread runs the multi handle itself while the loop is idle;
    /// - **queued**: otherwise the request waits in the state machine's queue and the loop thread is woken.
    ///
    /// `@concurrent`, like its caller: it resumes on the global executor, never on the caller's actor.
    @concurrent func perform(_ request: CurlRequest, id: UInt64) async throws -> HTTPResponse {
        let startsInPlace = mayStartInPlace
        let isOnALoopThread = isOnALoopThread
        let mayDrive = request.stream == nil && !request.hasStreamedBody && request.progress == nil && !isOnALoopThread
        return try await withTaskCancellationHandler {
            if startsInPlace {
                var delivery = await withUnsafeContinuation { continuation in
                    submitOnLoop(id: id, request: request, continuation: continuation)
                }
                return try delivery.response()
            }
            if mayDrive {
                switch drive(id: id, request: request) {
                case .notDriven:
                    break
                case .finished(let result):
                    // Done without suspending: now and then, let tasks queued behind this one on the
                    // cooperative pool run (they would otherwise wait while a loop of driven requests held this
                    // thread).
                    if yieldsAfterDriving() { await Task.yield() }
                    return try result.response()
                case .mustHandOver:
                    var delivery = await withUnsafeContinuation { continuation in
                        handOver(id: id, request: request, continuation: continuation)
                    }
                    delivery.relay()
                    return try delivery.response()
                }
            }
            var delivery = await withUnsafeContinuation { continuation in
                submit(id: id, request: request, continuation: continuation, isOnALoopThread: isOnALoopThread)
            }
            delivery.relay()  // other callers the loop resumed through this one
            return try delivery.response()
        } onCancel: {
            cancel(id: id, method: request.method, url: request.redactedURL)
        }
    }
}
