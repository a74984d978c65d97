import Foundation
import Testing

@testable import Curlew

@Suite("CurlTransport's loop thread")
struct CurlLoopThreadTests {
    @Test("the loop thread carries its name, so ps -L and debuggers show it")
    func loopThreadIsNamed() async throws {
        // GIVEN a transport that has answered a request (its loop thread runs)
        let transport = CurlTransport()
        let response = try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping")))
        #expect(response.status == .ok)
        // THEN one of this process's threads is named "Curlew loop" (Linux keeps at most 15 bytes of a name
        // and drops a longer one altogether)
        #if os(Linux)
            let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
            let names = tasks.compactMap { task in
                try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            #expect(names.contains("Curlew loop"))
        #endif
        withExtendedLifetime(transport) {}
    }

    @Test("the loop thread runs under SCHED_BATCH, so waking it never preempts the caller that submitted")
    func loopThreadIsBatchScheduled() async throws {
        // GIVEN a transport that has answered a request (its loop thread runs)
        let transport = CurlTransport()
        let response = try await transport.send(HTTPRequest(url: try KeepAliveServer.url("/ping")))
        #expect(response.status == .ok)
        // THEN the thread named "Curlew loop" has policy 3 (SCHED_BATCH): the 41st field of its stat line, the
        // 39th after the parenthesized name
        #if os(Linux)
            let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
            let policies = tasks.compactMap { task -> String? in
                let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
                guard comm?.trimmingCharacters(in: .whitespacesAndNewlines) == "Curlew loop",
                    let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
                    let end = stat.lastIndex(of: ")")
                else { return nil }
                let fields = stat[stat.index(after: end)...].split(separator: " ")
                return fields.count > 38 ? String(fields[38]) : nil
            }
            #expect(!policies.isEmpty)
            #expect(policies.allSatisfy { $0 == "3" })
        #endif
        withExtendedLifetime(transport) {}
    }
}
