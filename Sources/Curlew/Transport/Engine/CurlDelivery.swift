/// What a waiting caller is resumed with: its own outcome, and the outcomes of other callers it passes on.
///
/// The loop thread resumes only one caller per batch of finished transfers and hands it the others; that
/// caller, now on a pool thread, resumes them (``relay()``) before it returns. Resuming a continuation
/// wakes a pool thread, and on a busy core the woken thread preempts the loop at once: resumed one by
/// one from the loop, every request cost two context switches. Relayed, a batch costs one wake-up of
/// the pool, whose threads then run the batch's callers back to back. Callers on a loop thread are never
/// relayed (the loop resumes them itself): the others would wait for that loop's next round.
struct CurlDelivery: Sendable {
    /// Unchecked: the engine resumes each exactly once by construction (a continuation is resumed only by whoever
    /// removes it from `CurlEngineStateMachine`'s waiting requests), and a checked one costs an allocation per request.
    typealias Continuation = UnsafeContinuation<CurlDelivery, Never>

    /// This caller's outcome, until ``response()`` takes it (an optional, so that it can be moved out).
    private var result: Result<HTTPResponse, CurlewError>?
    /// Other callers to resume, with their outcomes, the first to resume last (see ``resume(_:)``).
    var relayed: [(Continuation, Result<HTTPResponse, CurlewError>)]

    /// A delivery of `result`, carrying the `relayed` callers' outcomes.
    init(
        result: consuming Result<HTTPResponse, CurlewError>,
        relayed: [(Continuation, Result<HTTPResponse, CurlewError>)] = []
    ) {
        self.result = consume result
        self.relayed = relayed
    }

    /// This caller's response, or its error, moved out of the delivery (call once): `result.get()` copied the
    /// response (a retain of each of its buffers, and a release of each when the delivery went).
    mutating func response() throws(CurlewError) -> HTTPResponse {
        try result.take()!.response()
    }

    /// Resumes the relayed callers and empties the list (call once, as soon as the receiving task runs).
    mutating func relay() {
        while let (continuation, result) = relayed.popLast() {  // moved out: no copy of the response
            continuation.resume(returning: CurlDelivery(result: consume result))
        }
    }

    /// Resumes `batch`, whose first caller to resume is last (as ``CurlEngineStateMachine/complete(_:into:direct:)`` leaves
    /// it): that caller directly, carrying the others. Empties `batch`; the others travel in its storage, and
    /// `batch` gets storage of the same capacity for the next one.
    static func resume(_ batch: inout [(Continuation, Result<HTTPResponse, CurlewError>)]) {
        guard let (first, result) = batch.popLast() else { return }
        guard !batch.isEmpty else {
            first.resume(returning: CurlDelivery(result: consume result))
            return
        }
        var relayed: [(Continuation, Result<HTTPResponse, CurlewError>)] = []
        relayed.reserveCapacity(batch.capacity)
        swap(&relayed, &batch)  // the others move over whole, in the order `relay()` pops them
        first.resume(returning: CurlDelivery(result: consume result, relayed: relayed))
    }
}

extension UnsafeContinuation where T == CurlDelivery, E == Never {
    /// Resumes a caller with an error.
    func resume(failing error: CurlewError) {
        resume(returning: CurlDelivery(result: .failure(error)))
    }
}

extension Result<HTTPResponse, CurlewError> {
    /// The response, or the error thrown, moved out of the result: `get()` copies the response (a retain of each of
    /// its buffers, and a release of each when the result goes).
    consuming func response() throws(CurlewError) -> HTTPResponse {
        switch consume self {
        case .success(let response): return response
        case .failure(let error): throw error
        }
    }
}
