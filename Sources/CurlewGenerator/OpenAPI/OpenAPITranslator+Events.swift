/// `text/event-stream` responses → an endpoint whose method returns the events, their data typed.
extension OpenAPITranslator {
    /// The event stream of a success response's `content`, when it has a `text/event-stream` entry and no JSON
    /// one. Each event's data type comes from, in order: `x-curlew-events.data`; OpenAPI 3.2's `itemSchema`,
    /// through its `data` property (that property's `contentSchema` when it has one: JSON carried in the text);
    /// the entry's `schema` (the data's schema, as documents before 3.2 write it); else `String`.
    /// `x-curlew-events.terminator` is data that ends the stream (`[DONE]`).
    mutating func eventStream(_ content: OpenAPINode?, hint: String) -> APIModel.EventStream? {
        guard let content, jsonContent(content) == nil,
            let media = content.members.first(where: { Self.isEventStream($0.key) })?.value
        else { return nil }
        let extensionNode = media["x-curlew-events"].flatMap { documents.resolve($0) }
        var dataSchema: OpenAPINode?
        if let data = extensionNode?["data"] {
            dataSchema = data
        } else if let item = media["itemSchema"].flatMap({ documents.resolve($0) }) {
            if let data = item["properties"]?["data"] {
                let resolved = documents.resolve(data) ?? data
                dataSchema = resolved["contentSchema"] ?? data
            }
        } else if let schema = media["schema"] {
            dataSchema = schema
        }
        var events = APIModel.EventStream(data: .builtin(.string))
        if let dataSchema {
            events.data = schemaType(dataSchema, nameHint: hint).unwrapped.type
        }
        if let terminator = extensionNode?["terminator"] {
            if let text = terminator.string {
                events.terminator = text
            } else {
                documents.warning("'terminator' of 'x-curlew-events' must be a string; it is ignored", at: terminator)
            }
        }
        return events
    }

    /// Whether a media type is `text/event-stream` (parameters and case aside).
    static func isEventStream(_ mediaType: String) -> Bool {
        mediaType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
            == "text/event-stream"
    }
}
