import Foundation
import Testing

@testable import Curlew

@Suite("CurlTransport under load")
struct CurlTransportConcurrencyTests {
    @Test("50 concurrent requests each get their own answer")
    func concurrent() async throws {
        let transport = CurlTransport()
        let base = try Httpbin.url("/get")
        try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for id in 0..<50 {
                group.addTask {
                    let url = URL(string: base.absoluteString + "?id=\(id)")!
                    let response = try await transport.send(HTTPRequest(url: url))
                    return (id, try Echo(response).strings("args")["id"])
                }
            }
            var seen = Set<Int>()
            for try await (id, echoed) in group {
                #expect(echoed == String(id))
                seen.insert(id)
            }
            #expect(seen.count == 50)
        }
    }

    @Test("a burst whose answers arrive together: each caller gets its own answer, none is lost")
    func burstAnsweredTogether() async throws {
        // GIVEN 48 requests the server holds 200 ms and then answers almost at once, so the loop finishes them
        // in batches and resumes each batch through one caller that passes the others on
        let transport = CurlTransport()
        let paths = (0..<48).map { "/slow/\($0)" }
        let echoed = try await withThrowingTaskGroup(of: (String, String?).self) { group in
            for path in paths {
                group.addTask {
                    let response = try await transport.send(HTTPRequest(url: try KeepAliveServer.url(path)))
                    return (path, try Echo(response)["path"] as? String)
                }
            }
            return try await group.reduce(into: [String: String?]()) { $0[$1.0] = $1.1 }
        }
        // THEN every caller got the answer to its own request
        #expect(echoed.count == paths.count)
        for path in paths { #expect(echoed[path] == path) }
        // AND the transport goes on answering, one at a time and in a burst again
        #expect(try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping"))).status == .ok)
    }

    @Test("a caller of a batch answered together sends again and is answered though the rest of its batch does not")
    func oneOfABatchSendsAgain() async throws {
        // GIVEN 16 requests the server answers almost at once, so the loop resumes their callers as one batch
        let transport = CurlTransport()
        let statuses = try await withThrowingTaskGroup(of: [HTTPStatus].self) { group in
            for index in 0..<16 {
                group.addTask {
                    let first = try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/slow/\(index)")))
                    // WHEN only one of them sends another request (the loop counts on the others too)
                    guard index == 0 else { return [first.status] }
                    let again = try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping")))
                    return [first.status, again.status]
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        // THEN it is answered: the loop never waits for callers that send nothing more
        #expect(statuses.count == 17)
        #expect(statuses.allSatisfy { $0 == .ok })
    }

    @Test("sequential requests reuse one kept-alive connection")
    func connectionReuse() async throws {
        // GIVEN a server that keeps connections alive (httpbin's closes every one)
        let transport = CurlTransport()
        let url = try KeepAliveServer.url("/ping")
        for _ in 0..<5 {
            let response = try await transport.send(HTTPRequest(url: url))
            #expect(response.status == .ok)
        }
        // THEN fewer connections were opened than requests were sent
        #expect(transport.connectionsOpened >= 1)
        #expect(transport.connectionsOpened < 5)
    }

    @Test("connections opened by a burst stay alive through a lull for the next burst")
    func connectionsSurviveALull() async throws {
        // GIVEN a transport that served 16 overlapping requests, then a few one at a time
        let transport = CurlTransport()
        let slow = try KeepAliveServer.url("/slow")
        let ping = try KeepAliveServer.url("/ping")
        func burst() async throws {
            try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for _ in 0..<16 {
                    group.addTask { try await transport.send(HTTPRequest(url: slow)).status }
                }
                for try await status in group { #expect(status == .ok) }
            }
        }
        try await burst()
        let openedByBurst = transport.connectionsOpened
        for _ in 0..<8 {
            #expect(try await transport.send(HTTPRequest(url: ping)).status == .ok)
        }
        // WHEN 16 overlap again
        try await burst()
        // THEN they found the first burst's connections still open (curl's default cache, 4 per transfer
        // running now, had closed one per lone request) and opened only what that burst lacked
        #expect(openedByBurst >= 2)
        #expect(transport.connectionsOpened <= 16)
    }

    @Test("a burst of 40 keeps its easy handles for the next burst, as C keeps one per transfer in flight")
    func easyHandlesSurviveABurst() async throws {
        // GIVEN a transport that had 40 requests in flight at once (the server holds each 200 ms)
        let transport = CurlTransport()
        let slow = try KeepAliveServer.url("/slow")
        func burst() async throws {
            try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for _ in 0..<40 {
                    group.addTask { try await transport.send(HTTPRequest(url: slow)).status }
                }
                for try await status in group { #expect(status == .ok) }
            }
        }
        try await burst()
        let madeByBurst = transport.easyHandlesMade
        // WHEN 40 overlap again
        try await burst()
        // THEN they ran on the handles the first burst left (a pool of 16 freed 24 of them, made again here)
        #expect(madeByBurst >= 2)
        #expect(transport.easyHandlesMade <= 40)
    }

    @Test("requests cancelled at random moments each end with a response or .cancelled")
    func randomCancellation() async throws {
        // GIVEN many requests in flight, each cancelled after a random pause (some before they start)
        let transport = CurlTransport()
        let url = try KeepAliveServer.url("/ping")
        let outcomes = await withTaskGroup(of: String.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    let task = Task { try await transport.send(HTTPRequest(url: url)) }
                    try? await Task.sleep(for: .microseconds(Int.random(in: 0..<60_000)))
                    task.cancel()
                    do {
                        return try await task.value.status == .ok ? "ok" : "bad status"
                    } catch let error as CurlewError {
                        return error.kind == .cancelled ? "cancelled" : "\(error)"
                    } catch {
                        return "\(error)"
                    }
                }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        // THEN nothing else happened, the transport still answers, and it keeps nothing of the cancelled requests
        #expect(outcomes.count == 100)
        #expect(outcomes.filter { $0 != "ok" && $0 != "cancelled" } == [])
        #expect(try await transport.send(HTTPRequest(url: url)).status == .ok)
        #expect(transport.engine.state.withLock { ($0.waitingCount, $0.cancelledWithoutWaiterCount) } == (0, 0))
    }

    @Test("a cancellation that finds no waiting request is kept for its submission, then forgotten with its caller")
    func cancellationWithoutWaitingRequest() {
        // GIVEN a request id whose caller is cancelled before it submits (or after its answer came)
        let engine = CurlTransport().engine
        let id = engine.makeID()
        engine.cancel(id: id, method: .get, url: "http://127.0.0.1/")
        // THEN the engine keeps that until the caller is done, and nothing after
        #expect(engine.state.withLock { $0.cancelledWithoutWaiterCount } == 1)
        engine.callerDone(id: id)
        #expect(engine.state.withLock { $0.cancelledWithoutWaiterCount } == 0)
    }

    @Test("a loop gone idle holds no part of the responses it delivered")
    func idleLoopKeepsNoResponse() async throws {
        // GIVEN a response delivered by the loop thread (a progress handler keeps the caller from driving its
        // request itself) with a body long enough to live on the heap
        let transport = CurlTransport()
        let url = try KeepAliveServer.url("/ping/a-path-long-enough-for-a-heap-body")
        func parkedSleeps() -> Int { transport.engine.state.withLock { $0.parkedSleeps } }
        for _ in 0..<500 where parkedSleeps() == 0 {  // the new loop's first sleep
            try await Task.sleep(for: .milliseconds(10))
        }
        let sleepsBefore = parkedSleeps()
        var body = try await transport.send(HTTPRequest(url: url), progress: { _ in }).body
        #expect(body.count > 32)
        // WHEN the loop, having nothing left to do, has finished its round and parked again
        for _ in 0..<500 where parkedSleeps() == sleepsBefore {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(parkedSleeps() > sleepsBefore)
        // THEN the caller's body is its own: writing to it copies nothing (a copy would mean the sleeping loop
        // still held the bytes, until its next request or for the rest of the process)
        let address = body.withUnsafeBytes { $0.baseAddress }
        body.withUnsafeMutableBytes { _ in }
        #expect(body.withUnsafeBytes { $0.baseAddress } == address)
    }

    @Test("a released transport stops its thread and frees its handles; a new one works")
    func releasedTransport() async throws {
        // GIVEN a transport that has done a request
        weak var releasedTransport: CurlTransport?
        weak var releasedEngine: CurlEngine?
        do {
            let transport = CurlTransport()
            releasedTransport = transport
            releasedEngine = transport.engine
            _ = try await transport.send(HTTPRequest(url: try Httpbin.url("/get")))
        }
        // WHEN it is released, THEN nothing keeps it alive, and its loop thread ends and lets go of the engine
        #expect(releasedTransport == nil)
        for _ in 0..<500 where releasedEngine != nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(releasedEngine == nil)
        let response = try await CurlTransport().send(HTTPRequest(url: try Httpbin.url("/get")))
        #expect(response.status == .ok)
    }
}
