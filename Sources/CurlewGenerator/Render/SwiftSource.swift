/// The renderer's small structure for Swift source: lines, blank lines, doc comments and braced blocks.
///
/// Emit functions build a tree of these from the IR; `render` prints it with 4-space indentation. Keeping the
/// indentation and the braces here means no emit function glues whitespace or braces by hand.
enum SwiftSource: Sendable, Hashable {
    /// One line of code, without indentation.
    case line(String)
    /// An empty line.
    case blank
    /// A `///` doc comment, one line per line of text; nothing when `nil` or empty.
    case doc(String?)
    /// `header {`, the body indented one level, then `}`.
    case block(String, [SwiftSource])
    /// A line that already ends in `{` (a closure: `x = { a, b in`), the body indented one level, then `}`.
    case opened(String, [SwiftSource])
    /// `switch subject {` with its `case` lines at the switch's own indentation, then `}`.
    case switchBlock(String, [SwiftSource])
    /// `prefix(a, b)suffix` on one line when it fits in 120 columns, else one item per line. (Widths are counted
    /// in UTF-8 bytes, never fewer than the characters: cheap, and a line that fits always fits.)
    case list(prefix: String, items: [String], suffix: String)
    /// `head tail` on one line when it fits in 120 columns, else `head` and then `tail` indented one more level
    /// (an assignment broken after its `=`).
    case wrapped(String, String)
    /// Text already rendered at indentation 0 (whole lines, each ending in a newline), copied as it is.
    case verbatim(String)
    /// `prefix[a, b]suffix` on one line when it fits in 120 columns, else `prefix[`, the items filled into
    /// lines one level deeper (each line ending in a comma), then `]suffix` (swift-format's layout).
    case filledArray(prefix: String, items: [String], suffix: String)
    /// `condition {`, the first body, `} else {`, the second body, `}`.
    case ifElse(String, [SwiftSource], [SwiftSource])
    /// Lines indented one more level, without braces (the body of a `case` label).
    case indented([SwiftSource])
    /// A `.list` header followed by a braced, indented body.
    case listBlock(prefix: String, items: [String], suffix: String, body: [SwiftSource])
    /// One line when it fits in 120 columns at its indentation, else the fallback items (the same code on more
    /// lines, as swift-format would break it).
    case fitting(String, else: [SwiftSource])

    /// Prints the tree; every line ends with a newline.
    static func render(_ items: [SwiftSource]) -> String {
        var output: [UInt8] = []
        render(items, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Prints the tree as UTF-8 at the end of `output` (the renderer's fast path: one growing buffer, no
    /// intermediate strings); every line ends with a newline.
    static func render(_ items: [SwiftSource], into output: inout [UInt8]) {
        for item in items {
            item.render(indent: 0, into: &output)
        }
    }

    private func render(indent: Int, into output: inout [UInt8]) {
        let padding = indent * 4
        switch self {
        case .line(let text):
            output.appendSpaces(padding)
            output.append(text)
            output.append(UInt8(ascii: "\n"))
        case .blank:
            output.append(UInt8(ascii: "\n"))
        case .doc(let text):
            guard let text, !text.isEmpty else { return }
            Self.renderDoc(text, padding: padding, into: &output)
        case .block(let header, let body):
            output.appendSpaces(padding)
            output.append(header)
            output.append(contentsOf: " {\n".utf8)
            renderBody(body, indent: indent + 1, closing: padding, into: &output)
        case .opened(let header, let body):
            output.appendSpaces(padding)
            output.append(header)
            output.append(UInt8(ascii: "\n"))
            renderBody(body, indent: indent + 1, closing: padding, into: &output)
        case .switchBlock(let header, let body):
            output.appendSpaces(padding)
            output.append(header)
            output.append(contentsOf: " {\n".utf8)
            renderBody(body, indent: indent, closing: padding, into: &output)
        case .list(let prefix, let items, let suffix):
            Self.renderList(prefix: prefix, items: items, suffix: suffix, brace: false, padding: padding, into: &output)
        case .wrapped(let head, let tail):
            output.appendSpaces(padding)
            output.append(head)
            if padding + head.utf8.count + 1 + tail.utf8.count <= 120 {
                output.append(UInt8(ascii: " "))
            } else {
                output.append(UInt8(ascii: "\n"))
                output.appendSpaces(padding + 4)
            }
            output.append(tail)
            output.append(UInt8(ascii: "\n"))
        case .filledArray(let prefix, let items, let suffix):
            Self.renderFilledArray(prefix: prefix, items: items, suffix: suffix, padding: padding, into: &output)
        case .ifElse(let condition, let then, let otherwise):
            output.appendSpaces(padding)
            output.append(condition)
            output.append(contentsOf: " {\n".utf8)
            renderBody(then, indent: indent + 1, closing: padding, into: &output)
            output.removeLast()
            output.append(contentsOf: " else {\n".utf8)
            renderBody(otherwise, indent: indent + 1, closing: padding, into: &output)
        case .verbatim(let text):
            output.append(text)
        case .indented(let body):
            for item in body {
                item.render(indent: indent + 1, into: &output)
            }
        case .fitting(let text, let fallback):
            if padding + text.utf8.count <= 120 {
                SwiftSource.line(text).render(indent: indent, into: &output)
            } else {
                for item in fallback {
                    item.render(indent: indent, into: &output)
                }
            }
        case .listBlock(let prefix, let items, let suffix, let body):
            Self.renderList(prefix: prefix, items: items, suffix: suffix, brace: true, padding: padding, into: &output)
            renderBody(body, indent: indent + 1, closing: padding, into: &output)
        }
    }

    private func renderBody(_ body: [SwiftSource], indent: Int, closing: Int, into output: inout [UInt8]) {
        for item in body {
            item.render(indent: indent, into: &output)
        }
        output.appendSpaces(closing)
        output.append(contentsOf: "}\n".utf8)
    }

    /// `prefix(a, b)suffix` (plus ` {` with `brace`) on one line when it fits, else one item per line.
    private static func renderList(
        prefix: String, items: [String], suffix: String, brace: Bool, padding: Int, into output: inout [UInt8]
    ) {
        var width = padding + prefix.utf8.count + 2 + suffix.utf8.count + (brace ? 2 : 0)
        for item in items {
            width += item.utf8.count
        }
        width += items.isEmpty ? 0 : 2 * (items.count - 1)
        output.appendSpaces(padding)
        output.append(prefix)
        if width <= 120 || items.isEmpty {
            output.append(UInt8(ascii: "("))
            for (index, item) in items.enumerated() {
                if index > 0 {
                    output.append(contentsOf: ", ".utf8)
                }
                output.append(item)
            }
        } else {
            output.append(contentsOf: "(\n".utf8)
            for (index, item) in items.enumerated() {
                if index > 0 {
                    output.append(contentsOf: ",\n".utf8)
                }
                output.appendSpaces(padding + 4)
                output.append(item)
            }
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(padding)
        }
        output.append(UInt8(ascii: ")"))
        output.append(suffix)
        if brace {
            output.append(contentsOf: " {".utf8)
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// `prefix[a, b]suffix` on one line when it fits, else the items filled into lines one level deeper.
    private static func renderFilledArray(
        prefix: String, items: [String], suffix: String, padding: Int, into output: inout [UInt8]
    ) {
        var width = padding + prefix.utf8.count + 2 + suffix.utf8.count
        for item in items {
            width += item.utf8.count
        }
        width += items.isEmpty ? 0 : 2 * (items.count - 1)
        output.appendSpaces(padding)
        output.append(prefix)
        output.append(UInt8(ascii: "["))
        if width <= 120 || items.isEmpty {
            for (index, item) in items.enumerated() {
                if index > 0 {
                    output.append(contentsOf: ", ".utf8)
                }
                output.append(item)
            }
        } else {
            output.append(UInt8(ascii: "\n"))
            var current = 0
            for item in items {
                let length = item.utf8.count
                if current == 0 {
                    output.appendSpaces(padding + 4)
                    current = padding + 4 + length + 1
                } else if current + 1 + length + 1 > 120 {
                    output.append(UInt8(ascii: "\n"))
                    output.appendSpaces(padding + 4)
                    current = padding + 4 + length + 1
                } else {
                    output.append(UInt8(ascii: " "))
                    current += 1 + length + 1
                }
                output.append(item)
                output.append(UInt8(ascii: ","))
            }
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(padding)
        }
        output.append(UInt8(ascii: "]"))
        output.append(suffix)
        output.append(UInt8(ascii: "\n"))
    }

    /// `///` lines for a doc text: every line break Swift knows (LF, CR, CRLF) ends a comment line; other
    /// control characters (a NUL makes swiftc warn) show as U+FFFD; trailing spaces and tabs are dropped.
    /// Works on bytes: none of these is ever part of a multi-byte UTF-8 sequence.
    private static func renderDoc(_ text: String, padding: Int, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
                    end += 1
                }
                var trimmed = end
                while trimmed > start, bytes[trimmed - 1] == UInt8(ascii: " ") || bytes[trimmed - 1] == 9 {
                    trimmed -= 1
                }
                output.appendSpaces(padding)
                output.append(contentsOf: "///".utf8)
                if trimmed > start {
                    output.append(UInt8(ascii: " "))
                    let line = bytes[start..<trimmed]
                    if line.contains(where: { ($0 < 0x20 && $0 != 9) || $0 == 0x7F }) {
                        for byte in line {
                            if (byte < 0x20 && byte != 9) || byte == 0x7F {
                                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                            } else {
                                output.append(byte)
                            }
                        }
                    } else {
                        output.append(contentsOf: line)
                    }
                }
                output.append(UInt8(ascii: "\n"))
                guard end < bytes.count else { return }
                start =
                    end + (bytes[end] == UInt8(ascii: "\r") && end + 1 < bytes.count && bytes[end + 1] == 10 ? 2 : 1)
            }
        }
    }

    /// A Swift string literal for `text`: quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> String {
        // Most spec strings need no escape: quote them as they are.
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
