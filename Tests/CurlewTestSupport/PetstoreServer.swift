import Foundation

/// The local Petstore of `Tests/Servers/petstore.py`, started once per test process (shared by the native
/// and the OpenAPI Petstore client suites); it stops when this process exits, however it exits.
///
/// ```swift
/// let client = PetstoreClient(baseURL: try PetstoreServer.shared().baseURL)
/// ```
public enum PetstoreServer {
    /// The shared server, started on first use; its base URL includes the API's `/v1` prefix.
    public static func shared() throws -> TestServer {
        try started.get()
    }

    private static let started = Result {
        try TestServer.start(["python3", TestServer.serverScript("petstore.py").path], name: "petstore")
    }
}
