extension SpecTranslator {
    static let eventsKeys = ["data", "terminator"]

    /// `"events": "Chunk"` or `"events": { "data": "Chunk", "terminator": "[DONE]" }`: the endpoint answers
    /// `text/event-stream`, each event's data decoded as the type (`String`: the text as it is), the stream ending
    /// at an event whose data is the terminator.
    mutating func translateEvents(_ node: SpecNode, into endpoint: inout APIModel.Endpoint, context: String) {
        var events = APIModel.EventStream(data: .builtin(.string))
        switch node.value {
        case .string:
            guard let type = resolveType(node, for: "'events' of \(context)") else { return }
            events.data = type
        case .object(let members):
            let keys = checkKeys(members, known: Self.eventsKeys, in: "'events' of \(context)")
            guard let dataNode = keys["data"]?.value else {
                diagnostics.error(
                    "'events' of \(context) needs 'data', the type of each event's data", at: node.offset,
                    hint: "e.g. \"events\": { \"data\": \"Chunk\", \"terminator\": \"[DONE]\" }")
                return
            }
            guard let type = resolveType(dataNode, for: "'data' of 'events' of \(context)") else { return }
            events.data = type
            if let terminator = keys["terminator"] {
                events.terminator = string(terminator.value, for: "terminator")
            }
        default:
            diagnostics.error(
                "expected a type or an object for 'events' of \(context), found \(node.kindDescription)",
                at: node.offset, hint: "e.g. \"events\": \"Chunk\"")
            return
        }
        if endpoint.returns != nil || endpoint.stream {
            diagnostics.error(
                "\(context) declares 'events' and '\(endpoint.stream ? "stream" : "returns")': an event stream's"
                    + " type is its events' data", at: node.offset, hint: "remove 'returns'")
            return
        }
        endpoint.events = events
        endpoint.returns = events.data
    }
}
