import CYAML

/// Stage 1 for YAML: spec bytes → the same located tree (`SpecNode`) the JSON reader builds, over libyaml's events.
///
/// Offsets are byte offsets into the file, like the JSON reader's, so every later diagnostic points at the exact
/// key or value. Anchors and aliases are resolved (within `YAMLTreeBuilder.Limits`, against alias bombs); a
/// syntax error is one diagnostic at libyaml's line and column. A duplicate key is an error, as in the JSON reader
/// (for OpenAPI documents `OpenAPIReader.relaxed` makes it a warning). Only the first document of a stream is read.
enum YAMLReader {
    static func read(
        _ source: SourceText,
        diagnostics: inout DiagnosticBag,
        limits: YAMLTreeBuilder.Limits = .init()
    ) -> SpecNode? {
        var builder = YAMLTreeBuilder(limits: limits, source: source)
        var offsets = YAMLOffsets(bytes: source.bytes)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            diagnostics.error("cannot start the YAML parser (out of memory)", at: 0)
            return nil
        }
        defer { yaml_parser_delete(parser) }
        var failure: (message: String, offset: Int)?
        source.bytes.withUnsafeBufferPointer { buffer in
            // libyaml reads the buffer in place: it must stay valid until the last event, hence the closure.
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while failure == nil {
                guard yaml_parser_parse(parser, &event) == 1 else {
                    failure = parserError(parser.pointee, offsets: &offsets)
                    break
                }
                defer { yaml_event_delete(&event) }
                let offset = offsets.byteOffset(ofCharacter: event.start_mark.index)
                if event.type == YAML_STREAM_END_EVENT { break }
                if let problem = builder.handle(YAMLEvent(event), at: offset) {
                    failure = problem
                }
                if builder.isDone { break }
            }
        }
        if let failure {
            diagnostics.error(failure.message, at: failure.offset)
            return nil
        }
        for issue in builder.issues {
            switch issue.severity {
            case .error: diagnostics.error(issue.message, at: issue.offset)
            case .warning: diagnostics.warning(issue.message, at: issue.offset)
            case .note: diagnostics.note(issue.message, at: issue.offset)
            }
        }
        guard let root = builder.root else {
            diagnostics.error("the spec is empty", at: 0)
            return nil
        }
        return root
    }

    private static func parserError(_ parser: yaml_parser_t, offsets: inout YAMLOffsets) -> (String, Int) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        var message = "invalid YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            let line = parser.context_mark.line + 1
            message += " (\(context) on line \(line))"
        }
        // A reader error (bad UTF-8, a control character) has no mark: libyaml sets the byte offset instead.
        if parser.error == YAML_READER_ERROR {
            return (message, Int(parser.problem_offset))
        }
        return (message, offsets.byteOffset(ofCharacter: parser.problem_mark.index))
    }
}

/// One libyaml event, copied into Swift values (the C strings are freed right after).
enum YAMLEvent {
    case documentStart, documentEnd
    case mappingStart(anchor: String?)
    case sequenceStart(anchor: String?)
    case mappingEnd, sequenceEnd
    case scalar(YAMLScalar, anchor: String?)
    case alias(String)
    case other

    init(_ event: yaml_event_t) {
        func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: self = .documentStart
        case YAML_DOCUMENT_END_EVENT: self = .documentEnd
        case YAML_MAPPING_START_EVENT: self = .mappingStart(anchor: text(event.data.mapping_start.anchor))
        case YAML_SEQUENCE_START_EVENT: self = .sequenceStart(anchor: text(event.data.sequence_start.anchor))
        case YAML_MAPPING_END_EVENT: self = .mappingEnd
        case YAML_SEQUENCE_END_EVENT: self = .sequenceEnd
        case YAML_ALIAS_EVENT: self = .alias(text(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value: String
            if let pointer = data.value {
                // Scalars may contain NUL (an escaped "\0"), so use the length, not the terminator.
                value = String(decoding: UnsafeBufferPointer(start: pointer, count: data.length), as: UTF8.self)
            } else {
                value = ""
            }
            let scalar = YAMLScalar(
                text: value,
                tag: text(data.tag),
                plain: data.style == YAML_PLAIN_SCALAR_STYLE && data.plain_implicit == 1
            )
            self = .scalar(scalar, anchor: text(data.anchor))
        default: self = .other
        }
    }
}

/// Maps libyaml's character index (code points from the start) to a byte offset, moving forward through the file.
struct YAMLOffsets {
    let bytes: [UInt8]
    private var character = 0
    private var byte = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // libyaml skips a UTF-8 byte order mark without counting it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            byte = 3
        }
    }

    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if index < character {
            character = 0
            byte = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        }
        while character < index, byte < bytes.count {
            byte += 1
            while byte < bytes.count, bytes[byte] & 0xC0 == 0x80 {
                byte += 1
            }
            character += 1
        }
        return min(byte, bytes.count)
    }
}
