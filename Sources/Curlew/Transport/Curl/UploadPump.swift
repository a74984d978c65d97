import Foundation

/// Carries a request body from an `AsyncSequence` (a producer task) to curl's read callback (the loop thread).
///
/// The loop reads what is buffered; when the buffer is empty it pauses the transfer
/// (`CURL_READFUNC_PAUSE`) and the next chunk resumes it. The producer waits while 1 MiB is buffered.
/// When the transfer ends, ``close()`` stops the producer.
final class UploadPump: Sendable {
    private struct State {
        var chunks: [Data] = []
        var offset = 0
        var buffered = 0
        var ended: String??  // nil: more may come; .some(nil): done; .some(message): the sequence failed
        var paused = false
        var closed = false
        var producer: CheckedContinuation<Void, Never>?
    }

    private let state = Locked(State())
    private let limit = 1 << 20
    private let resume: @Sendable () -> Void

    init(resume: @escaping @Sendable () -> Void) {
        self.resume = resume
    }

    /// Starts the task that feeds `chunks` in; it ends with the sequence or when the transfer closes the pump.
    func start(_ chunks: any AsyncSequence<Data, any Error> & Sendable) -> Task<Void, Never> {
        Task {
            do {
                for try await chunk in chunks where !chunk.isEmpty {
                    guard await push(chunk) else { return }
                }
                end(nil)
            } catch {
                end("the request body's sequence failed: \(error)")
            }
        }
    }

    /// Loop thread: copies buffered bytes into `buffer`; the count, 0 at the end, `nil` to pause, or the failure.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int?, CurlewError> {
        let (result, producer): (Result<Int?, CurlewError>, CheckedContinuation<Void, Never>?) = state.withLock {
            state in
            guard let first = state.chunks.first else {
                switch state.ended {
                case .some(nil): return (.success(0), nil)
                case .some(let message?): return (.failure(CurlewError.invalidRequest(message)), nil)
                case nil:
                    state.paused = true
                    return (.success(nil), nil)
                }
            }
            let count = min(buffer.count, first.count - state.offset)
            first.withUnsafeBytes { bytes in
                buffer.baseAddress!.copyMemory(from: bytes.baseAddress! + state.offset, byteCount: count)
            }
            state.offset += count
            state.buffered -= count
            if state.offset == first.count {
                state.chunks.removeFirst()
                state.offset = 0
            }
            var producer: CheckedContinuation<Void, Never>?
            if state.buffered < limit / 2 {
                producer = state.producer
                state.producer = nil
            }
            return (.success(count), producer)
        }
        producer?.resume()
        return result
    }

    /// Loop thread: the transfer is over; the producer stops.
    func close() {
        let producer = state.withLock { state in
            state.closed = true
            state.chunks.removeAll()
            defer { state.producer = nil }
            return state.producer
        }
        producer?.resume()
    }

    /// Producer: buffers a chunk (waiting while the buffer is full); `false` once the transfer is over.
    private func push(_ chunk: Data) async -> Bool {
        let wake: Bool? = state.withLock { state in
            guard !state.closed else { return nil }
            state.chunks.append(chunk)
            state.buffered += chunk.count
            defer { state.paused = false }
            return state.paused
        }
        guard let wake else { return false }
        if wake { resume() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let wait = state.withLock { state in
                if state.closed || state.buffered < limit { return false }
                state.producer = continuation
                return true
            }
            if !wait { continuation.resume() }
        }
        return !state.withLock { $0.closed }
    }

    private func end(_ failure: String?) {
        let wake = state.withLock { state in
            state.ended = .some(failure)
            defer { state.paused = false }
            return state.paused && !state.closed
        }
        if wake { resume() }
    }
}
