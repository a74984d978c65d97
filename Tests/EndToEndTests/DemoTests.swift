import CurlewTestSupport
import Foundation
import Testing

/// `make demo`'s program, run as the script runs it, against the test run's httpbin: every step succeeds.
@Suite("curlew-demo against httpbin")
struct DemoTests {
    /// The demo executable, which `swift test` builds next to the tests as it builds every product.
    private func demo() throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map {
            $0.appendingPathComponent("curlew-demo")
        }
        return try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "curlew-demo is not built next to the tests")
    }

    @Test("every demo call behaves as the demo says, and it exits 0")
    func everyStepSucceeds() async throws {
        let baseURL = try TestServer.httpbin().baseURL
        let outcome = try await ChildProcess.run(try demo(), [baseURL.absoluteString])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("✓ ") }.count == 6, "\(outcome.stdout)")
        #expect(!lines.contains { $0.hasPrefix("✗ ") }, "\(outcome.stdout)")
        #expect(outcome.stdout.hasSuffix("All demo calls behaved as expected.\n"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("args: name=\"curlew & co\" limit=\"3\" tags=[\"swift\",\"linux\"]"))
    }

    @Test("a base URL that is not http(s) with a host is a usage error, not six failed calls")
    func badBaseURL() async throws {
        for argument in ["127.0.0.1:8080", "ftp://127.0.0.1/", "http:///x"] {
            let outcome = try await ChildProcess.run(try demo(), [argument])
            #expect(outcome.status == 2, "\(argument): \(outcome.stderr)")
            #expect(outcome.stderr.hasPrefix("not an http(s) URL with a host: '\(argument)'\nusage: curlew-demo"))
            #expect(outcome.stdout.isEmpty)
        }
    }
}
