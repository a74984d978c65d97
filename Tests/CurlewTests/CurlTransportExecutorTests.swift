import CurlewTestSupport
import Foundation
import Testing

@testable import Curlew

/// Tasks that prefer ``CurlTransport/executor`` run on the transport's loop thread, between its rounds.
@Suite("CurlTransport's executor", .timeLimit(.minutes(1)))
struct CurlTransportExecutorTests {
    /// The kernel's name of the calling thread ("Curlew loop" for a transport's loop thread).
    static func threadName() -> String {
        #if os(Linux)
            (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        #else
            ""
        #endif
    }

    /// Runs `body` as a child task that prefers `executor`: cancelled with the test when it runs out of time,
    /// where an unstructured task would be left waiting.
    static func on<T: Sendable>(_ executor: any TaskExecutor, _ body: @escaping @Sendable () async throws -> T)
        async throws -> T
    {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask(executorPreference: executor) { try await body() }
            return try await group.next()!
        }
    }

    /// The statuses of `count` requests to the keep-alive server's `/ping`, sent one after the other.
    static func pings(_ transport: CurlTransport, _ count: Int) async throws -> [HTTPStatus] {
        var statuses: [HTTPStatus] = []
        for _ in 0..<count {
            statuses.append(try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))).status)
        }
        return statuses
    }

    @Test("32 tasks on the executor run on the loop thread, before and after each request, each with its own answer")
    func tasksRunOnTheLoopThread() async throws {
        // GIVEN 32 tasks that prefer the transport's executor, each sending 5 requests of its own
        let transport = CurlTransport()
        let executor = transport.executor
        let results = try await withThrowingTaskGroup(of: (Int, [String?], Bool).self) { group in
            for worker in 0..<32 {
                group.addTask(executorPreference: executor) {
                    var echoed: [String?] = []
                    var alwaysOnLoop = transport.engine.isOnLoopThread && Self.threadName() == "Curlew loop"
                    for round in 0..<5 {
                        let path = "/ping/\(worker)/\(round)"
                        let response = try await transport.send(HTTPRequest(url: try KeepAliveServer.url(path)))
                        echoed.append(try Echo(response)["path"] as? String)
                        alwaysOnLoop = alwaysOnLoop && transport.engine.isOnLoopThread
                    }
                    return (worker, echoed, alwaysOnLoop)
                }
            }
            return try await group.reduce(into: [(Int, [String?], Bool)]()) { $0.append($1) }
        }
        // THEN each ran on the loop thread throughout and got the answers to its own requests, in order
        #expect(results.count == 32)
        for (worker, echoed, alwaysOnLoop) in results {
            #expect(alwaysOnLoop)
            #expect(echoed == (0..<5).map { "/ping/\(worker)/\($0)" })
        }
        // AND with nothing left to do, the loop parks (it does not spin on jobs or polls)
        for _ in 0..<500 where !transport.engine.state.withLock({ $0.isLoopParked }) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(transport.engine.state.withLock { $0.isLoopParked })
        // AND a caller on the cooperative pool is not on that thread, and is served as before
        #expect(!transport.engine.isOnLoopThread)
        #expect(try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))).status == .ok)
    }

    @Test("a task on one transport's executor sends through another transport: queued there, never driven inline")
    func otherTransport() async throws {
        // GIVEN two transports, and a task on the first one's executor
        let first = CurlTransport()
        let second = CurlTransport()
        func drives() -> Int { second.engine.state.withLock { $0.drivesBegun } }
        // (a lone caller on the pool does drive it inline, once the new loop has parked)
        for _ in 0..<500 where !second.engine.state.withLock({ $0.isLoopParked }) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(try await second.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))).status == .ok)
        let drivesBefore = drives()
        #expect(drivesBefore >= 1)
        // WHEN it sends through the second, idle, transport
        let statuses = try await Self.on(first.executor) { try await Self.pings(second, 10) }
        // THEN each request is answered, and none was driven inline on the first transport's loop thread
        #expect(statuses == Array(repeating: .ok, count: 10))
        #expect(drives() == drivesBefore)
        #expect(!first.engine.isOnALoopThread)
    }

    @Test("a caller on another transport's busy loop never holds up the pool callers answered with it")
    func busyOtherLoop() async throws {
        // GIVEN a task on the first transport's executor and then a caller on the pool, each with a slow request
        // on the second transport
        let first = CurlTransport()
        let second = CurlTransport()
        let answered = Locked(false)
        let (statuses, sawAnswer) = try await withThrowingTaskGroup(of: (HTTPStatus?, Bool?).self) { group in
            group.addTask(executorPreference: first.executor) {
                (try await second.send(HTTPRequest(url: try KeepAliveServer.url("/slow/loop"))).status, nil)
            }
            // (submitted first, so the first of the batch below)
            for _ in 0..<500 where second.engine.state.withLock({ $0.waitingCount }) == 0 {
                try await Task.sleep(for: .milliseconds(10))
            }
            group.addTask {
                let status = try await second.send(HTTPRequest(url: try KeepAliveServer.url("/slow/pool"))).status
                answered.withLock { $0 = true }
                return (status, nil)
            }
            try await Task.sleep(for: .milliseconds(50))
            // (the second loop blocked until both answers are in, so that they end in one batch)
            group.addTask(executorPreference: second.executor) {
                usleep(400_000)
                return (nil, nil)
            }
            // WHEN the first transport's loop is busy until the pool caller has its answer (or 60 s pass: under
            // the sanitizers the whole suite keeps the pool's threads saturated for tens of seconds, and the caller's
            // continuation needs one of them; CI's make tsan once took over 5 s here)
            group.addTask(executorPreference: first.executor) {
                for _ in 0..<60_000 where !answered.withLock({ $0 }) { usleep(1000) }
                return (nil, answered.withLock { $0 })
            }
            return try await group.reduce(into: ([HTTPStatus](), [Bool]())) { results, result in
                if let status = result.0 { results.0.append(status) }
                if let saw = result.1 { results.1.append(saw) }
            }
        }
        // THEN the pool caller was answered meanwhile (relayed through the caller on the busy loop, it would have
        // waited for that loop), and both requests were answered
        #expect(sawAnswer == [true])
        #expect(statuses == [HTTPStatus.ok, .ok])
    }

    @Test("a request started from inside a progress handler (on the loop thread, within curl's call) is answered")
    func requestFromACallback() async throws {
        // GIVEN a progress handler, run on the loop thread while curl works, that starts a request at once
        let transport = CurlTransport()
        let url = try KeepAliveServer.url("/ping")
        let inner = Locked<Task<HTTPStatus, any Error>?>(nil)
        let outer = try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/slow"))) { _ in
            inner.withLock { task in
                guard task == nil else { return }
                task = Task.immediate { try await transport.send(HTTPRequest(url: url)).status }
            }
        }
        #expect(outer.status == .ok)
        // THEN that request is answered too (curl refuses a transfer added from within its own call: it is queued)
        let task = try #require(inner.withLock { $0 })
        #expect(try await task.value == .ok)
    }

    @Test("a task on the executor, started inside a progress handler, is answered once the loop has nothing else")
    func executorTaskFromACallback() async throws {
        // GIVEN a progress handler that starts a task preferring the executor, whose request ends last
        let transport = CurlTransport()
        let executor = transport.executor
        let url = try KeepAliveServer.url("/slow")
        let inner = Locked<Task<HTTPStatus, any Error>?>(nil)
        let outer = try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))) { _ in
            inner.withLock { task in
                guard task == nil else { return }
                task = Task.immediate(executorPreference: executor) {
                    try await transport.send(HTTPRequest(url: url)).status
                }
            }
        }
        #expect(outer.status == .ok)
        // THEN its answer comes: the loop resumes that task itself and runs it before it parks (a task resumed on
        // the loop thread while it parks would wait for the next request to un-park it)
        let task = try #require(inner.withLock { $0 })
        let answered = Locked<HTTPStatus?>(nil)
        Task {  // left waiting, not the test, if it never runs
            let status = try? await task.value
            answered.withLock { $0 = status }
        }
        for _ in 0..<1000 where answered.withLock({ $0 }) == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(answered.withLock { $0 } == .ok)
    }

    @Test("callers on the executor and on the pool at once each get their own answer")
    func mixedCallers() async throws {
        // GIVEN 40 overlapping requests, every other one from a task on the executor
        let transport = CurlTransport()
        let echoed = try await withThrowingTaskGroup(of: (String, String?).self) { group in
            for index in 0..<40 {
                let path = "/slow/\(index)"
                group.addTask(executorPreference: index.isMultiple(of: 2) ? transport.executor : nil) {
                    let response = try await transport.send(HTTPRequest(url: try KeepAliveServer.url(path)))
                    return (path, try Echo(response)["path"] as? String)
                }
            }
            return try await group.reduce(into: [String: String?]()) { $0[$1.0] = $1.1 }
        }
        // THEN none was lost or mixed up
        #expect(echoed.count == 40)
        for (path, answer) in echoed { #expect(answer == path) }
    }

    @Test("a request on the executor to a server that never answers, cancelled, ends in .cancelled")
    func cancellation() async throws {
        // GIVEN a task on the executor waiting for an answer that never comes
        let transport = CurlTransport()
        let key = UUID().uuidString
        let task = Task(executorPreference: transport.executor) {
            try await transport.send(HTTPRequest(url: try TestServer.faults().url("/never?key=" + key)))
        }
        try await CurlTransportFaultTests().waitUntil {
            try await CurlTransportFaultTests.openConnections(key: key) == 1
        }
        // WHEN it is cancelled
        task.cancel()
        // THEN it ends in .cancelled, the server sees the connection closed, and the transport goes on
        let error = await #expect(throws: CurlewError.self) { _ = try await task.value }
        #expect(error?.kind == .cancelled)
        try await CurlTransportFaultTests().waitUntil {
            try await CurlTransportFaultTests.openConnections(key: key) == 0
        }
        let answer = try await Self.on(transport.executor) {
            try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))).status
        }
        #expect(answer == .ok)
    }

    @Test("on the executor: a streamed body is read chunk by chunk, a streamed upload is sent, sleeps wake up")
    func streamsAndTimers() async throws {
        let transport = CurlTransport()
        let (dripped, echoed, slept) = try await Self.on(transport.executor) {
            // a body that arrives a byte at a time, read as it comes
            let response = try await transport.stream(
                HTTPRequest(url: try TestServer.faults().url("/drip?n=6&ms=5")))
            var dripped = Data()
            for try await chunk in response.body { dripped.append(chunk) }
            // a request body produced by this task while curl sends it
            let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                for index in 0..<20 { continuation.yield(Data("part \(index);".utf8)) }
                continuation.finish()
            }
            let echoed = try await transport.send(
                HTTPRequest(
                    method: .post, url: try TestServer.faults().url("/echo"),
                    body: .stream(HTTPRequestBodyStream(chunks: chunks)), timeout: TestTimeouts.patient)
            ).body
            // a timer wakes the task up from another thread: it comes back to the loop thread
            try await Task.sleep(for: .milliseconds(20))
            return (dripped, echoed, transport.engine.isOnLoopThread)
        }
        #expect(dripped == Data("dddddd".utf8))
        #expect(echoed == Data((0..<20).map { "part \($0);" }.joined().utf8))
        #expect(slept)
    }

    @Test("a lone task on the executor sends one request after another; a pool caller then runs as before")
    func loneSequentialCaller() async throws {
        // GIVEN a task on the executor sending 50 requests one after the other (no inline driving on the loop)
        let transport = CurlTransport()
        let statuses = try await Self.on(transport.executor) { try await Self.pings(transport, 50) }
        #expect(statuses == Array(repeating: .ok, count: 50))
        // THEN a caller on the pool after it gets its answers too, and the connection was reused throughout
        for _ in 0..<5 {
            #expect(try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))).status == .ok)
        }
        #expect(transport.connectionsOpened < 5)
    }

    @Test("tasks that still prefer a released transport's executor go on, on the global executor")
    func releasedTransport() async throws {
        // GIVEN a task on a transport's executor that holds the executor but not the transport
        weak var releasedEngine: CurlEngine?
        let (gate, opener) = AsyncStream<Void>.makeStream()
        let task: Task<(Bool, HTTPStatus), any Error>
        do {
            let transport = CurlTransport()
            releasedEngine = transport.engine
            let status = try await Self.on(transport.executor) {
                try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))).status
            }
            #expect(status == .ok)
            task = Task(executorPreference: transport.executor) {
                for await _ in gate { break }
                // on another transport, from a thread that is not the released one's loop
                let status = try await CurlTransport.shared.send(HTTPRequest(url: try KeepAliveServer.url("/ping")))
                    .status
                return (Self.threadName() != "Curlew loop", status)
            }
        }
        // WHEN the transport is released (its loop stops) and the task goes on
        for _ in 0..<500 where releasedEngine?.state.withLock({ $0.isClosed }) == false {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(releasedEngine?.state.withLock({ $0.isClosed }) ?? true)
        opener.yield()
        // THEN it finishes on the global executor, and afterwards nothing keeps the engine alive
        let (offTheLoop, status) = try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
        #expect(offTheLoop)
        #expect(status == .ok)
        for _ in 0..<500 where releasedEngine != nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(releasedEngine == nil)
    }
}
