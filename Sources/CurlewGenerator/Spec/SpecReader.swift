import CurlewJSON

/// Stage 1: spec bytes → located tree (`SpecNode`), with JSON comments allowed.
///
/// Bad JSON becomes one diagnostic at the parser's position; a duplicate key is an error at the second key (the
/// first one wins so later stages still see a value). A leading UTF-8 byte order mark is skipped, as the YAML
/// reader does; offsets stay offsets into the whole file.
enum SpecReader {
    static func read(_ source: SourceText, diagnostics: inout DiagnosticBag) -> SpecNode? {
        var options = JSONParser.Options()
        options.allowComments = true
        let parser = JSONParser(options: options)
        let start = source.byteOrderMarkLength
        var events: [(event: JSONEvent, offset: Int)] = []
        do {
            try parser.feed(source.bytes[start...])
            try parser.finish()
            events = parser.takeEvents().map { ($0.event, $0.offset + start) }
        } catch let error as JSONError {
            diagnostics.error("invalid JSON: \(error.message)", at: error.byteOffset + start)
            return nil
        } catch {
            diagnostics.error("invalid JSON: \(error)", at: 0)
            return nil
        }
        var builder = TreeBuilder(events: events)
        guard let root = builder.node(diagnostics: &diagnostics) else {
            diagnostics.error("the spec is empty", at: 0)
            return nil
        }
        return root
    }
}

/// Turns a flat, well-formed event list into a `SpecNode` tree.
private struct TreeBuilder {
    let events: [(event: JSONEvent, offset: Int)]
    var index = 0

    init(events: [(event: JSONEvent, offset: Int)]) {
        self.events = events
    }

    mutating func node(diagnostics: inout DiagnosticBag) -> SpecNode? {
        guard index < events.count else { return nil }
        let (event, offset) = events[index]
        index += 1
        switch event {
        case .objectStart:
            var members: [SpecNode.Member] = []
            var seen: [String: Int] = [:]
            while index < events.count {
                let (next, keyOffset) = events[index]
                index += 1
                guard case .key(let key) = next else { break }
                guard let value = node(diagnostics: &diagnostics) else { break }
                if let first = seen[key] {
                    let line = diagnostics.source.location(ofByte: first).line
                    diagnostics.error("duplicate key '\(key)' (first on line \(line))", at: keyOffset)
                } else {
                    seen[key] = keyOffset
                    members.append(SpecNode.Member(key: key, keyOffset: keyOffset, value: value))
                }
            }
            return SpecNode(value: .object(members), offset: offset)
        case .arrayStart:
            var elements: [SpecNode] = []
            while index < events.count {
                if case .arrayEnd = events[index].event {
                    index += 1
                    break
                }
                guard let element = node(diagnostics: &diagnostics) else { break }
                elements.append(element)
            }
            return SpecNode(value: .array(elements), offset: offset)
        case .string(let text):
            return SpecNode(value: .string(text), offset: offset)
        case .number(let text):
            return SpecNode(value: .number(text), offset: offset)
        case .bool(let flag):
            return SpecNode(value: .bool(flag), offset: offset)
        case .null:
            return SpecNode(value: .null, offset: offset)
        case .key, .objectEnd, .arrayEnd:
            return nil
        }
    }
}
