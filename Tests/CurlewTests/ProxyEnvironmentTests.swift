import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// The proxy from the environment (`http_proxy`), checked for real. The environment is the whole process's, so
/// the requests run in a child process, this test binary run again for ``child()`` alone, with `http_proxy`
/// naming the fault server (a forward proxy that answers with the request's target) and no `no_proxy`: the
/// other tests of this process never see it.
@Suite("Proxy from the environment")
struct ProxyEnvironmentTests {
    /// Set only in the child: the URL it sends its requests to.
    static let childVariable = "CURLEW_PROXY_CHILD_URL"

    @Test("http_proxy in the environment is used by default, and .none ignores it (in a child process)")
    func environmentProxy() async throws {
        // GIVEN a child whose environment names the fault server as its http proxy
        let faults = try TestServer.faults()
        let url = faults.url("/request-head")
        let arguments = [
            "-u", "no_proxy", "-u", "NO_PROXY", "-u", "all_proxy", "-u", "ALL_PROXY",
            "http_proxy=\(faults.baseURL.absoluteString)", "\(Self.childVariable)=\(url.absoluteString)",
            CommandLine.arguments[0], "--testing-library", "swift-testing", "--filter", "ProxyEnvironmentTests/child",
        ]
        // WHEN it sends the same request to the fault server with the default transport and with `.none`
        let outcome = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        let report = try #require(
            outcome.stdout.split(separator: "\n").first { $0.hasPrefix("PROXY-CHILD ") },
            "the child reported nothing (status \(outcome.status)):\n\(outcome.stdout)\n\(outcome.stderr)")
        #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr)")
        let targets = Dictionary(
            report.split(separator: " ").dropFirst().map { word in
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                return (parts[0], parts.count > 1 ? parts[1] : "")
            },
            uniquingKeysWith: { first, _ in first })
        // THEN the default one went through the proxy (an absolute-form target), the other one straight there
        #expect(targets["environment"] == url.absoluteString, "\(report)")
        #expect(targets["none"] == "/request-head", "\(report)")
    }

    @Test(
        "child of environmentProxy: the targets the server saw, with the environment's proxy and with .none",
        .enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
    func child() async throws {
        let url = try #require(ProcessInfo.processInfo.environment[Self.childVariable].flatMap(URL.init(string:)))
        func target(through transport: CurlTransport) async throws -> String {
            let response = try await transport.send(HTTPRequest(url: url))
            let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            return try #require(object?["target"] as? String)
        }
        let environment = try await target(through: CurlTransport())
        let none = try await target(through: CurlTransport(configuration: .init(proxy: .none)))
        print("PROXY-CHILD environment=\(environment) none=\(none)")
    }
}
