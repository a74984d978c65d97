/// `servers` on a path item or an operation: the client sends every request to its one base URL, so servers of
/// their own are not used. That is said at their JSON pointer rather than left silent, since such requests would
/// otherwise reach the wrong host or path without a word.
extension OpenAPITranslator {
    /// Warns when `holder` (a path item or an operation) names servers other than the client's base URL.
    mutating func warnAboutOwnServers(of holder: OpenAPINode, noun: String) {
        guard let servers = holder["servers"], !servers.elements.isEmpty else { return }
        // The same server as the document's (variables at their defaults, no trailing `/`) changes nothing.
        if let baseURL = api.baseURL, servers.elements.allSatisfy({ serverURL($0) == baseURL }) {
            return
        }
        documents.warning(
            "the servers of \(noun) are not used: its requests go to the client's base URL",
            at: servers,
            hint: "pass the right baseURL to a client made for these calls, or move the server to the top level")
    }
}
