import Curlew
import CurlewTestSupport
import Foundation
import Testing

/// What httpbin echoes back, read with Foundation so these tests do not depend on the code under test.
struct Echo {
    let object: [String: Any]

    init(_ response: HTTPResponse) throws {
        let parsed = try JSONSerialization.jsonObject(with: response.body)
        object = try #require(
            parsed as? [String: Any], "httpbin answered with \(String(decoding: response.body, as: UTF8.self))")
    }

    subscript(key: String) -> Any? { object[key] }

    /// A string-to-string member such as `args` or `headers`.
    func strings(_ key: String) -> [String: String] {
        (object[key] as? [String: Any])?.compactMapValues { $0 as? String } ?? [:]
    }
}

/// The shared httpbin and a transport of this test process.
enum Httpbin {
    static func url(_ path: String) throws -> URL {
        try TestServer.httpbin().url(path)
    }

    static func get(_ path: String, headers: HTTPHeaders = [:]) async throws -> HTTPResponse {
        try await CurlTransport.shared.send(HTTPRequest(url: url(path), headers: headers))
    }
}
