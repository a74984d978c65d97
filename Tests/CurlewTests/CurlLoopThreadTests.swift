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
}
