/// The renderer's small structure for Swift source: lines, blank lines, doc comments and braced blocks.
///
/// Emit functions build a tree of these from the IR; `render` prints it with 4-space indentation. Keeping the
/// indentation and the braces here means no emit function glues whitespace or braces by hand.
indirect enum SwiftSource: Sendable, Hashable {
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

    /// Prints the tree; every line ends with a newline.
    static func render(_ items: [SwiftSource]) -> String {
        var output = ""
        for item in items {
            item.render(indent: 0, into: &output)
        }
        return output
    }

    private func render(indent: Int, into output: inout String) {
        let padding = String(repeating: " ", count: indent * 4)
        switch self {
        case .line(let text):
            output += padding + text + "\n"
        case .blank:
            output += "\n"
        case .doc(let text):
            guard let text, !text.isEmpty else { return }
            // Every line break Swift knows ends a comment line, so each becomes its own `///` line.
            let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            for line in lines {
                // Other control characters (a NUL makes swiftc warn) show as U+FFFD.
                let printable = String(
                    String.UnicodeScalarView(
                        line.unicodeScalars.map {
                            ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F ? "\u{FFFD}" : $0
                        }
                    )
                )
                let trimmed = printable[...].trimmingTrailingSpaces
                output += padding + (trimmed.isEmpty ? "///" : "/// " + trimmed) + "\n"
            }
        case .block(let header, let body):
            output += padding + header + " {\n"
            renderBody(body, indent: indent + 1, closing: padding, into: &output)
        case .opened(let header, let body):
            output += padding + header + "\n"
            renderBody(body, indent: indent + 1, closing: padding, into: &output)
        case .switchBlock(let header, let body):
            output += padding + header + " {\n"
            renderBody(body, indent: indent, closing: padding, into: &output)
        case .list(let prefix, let items, let suffix):
            output += Self.list(prefix: prefix, items: items, suffix: suffix, padding: padding) + "\n"
        case .wrapped(let head, let tail):
            let line = padding + head + " " + tail
            output += line.utf8.count <= 120 ? line + "\n" : padding + head + "\n" + padding + "    " + tail + "\n"
        case .filledArray(let prefix, let items, let suffix):
            let line = padding + prefix + "[" + items.joined(separator: ", ") + "]" + suffix
            guard line.utf8.count > 120, !items.isEmpty else {
                output += line + "\n"
                return
            }
            output += padding + prefix + "[\n"
            let inner = padding + "    "
            var current = ""
            for item in items {
                let candidate = current.isEmpty ? inner + item + "," : current + " " + item + ","
                if candidate.utf8.count > 120, !current.isEmpty {
                    output += current + "\n"
                    current = inner + item + ","
                } else {
                    current = candidate
                }
            }
            output += current + "\n" + padding + "]" + suffix + "\n"
        case .ifElse(let condition, let then, let otherwise):
            output += padding + condition + " {\n"
            renderBody(then, indent: indent + 1, closing: padding, into: &output)
            output.removeLast()
            output += " else {\n"
            renderBody(otherwise, indent: indent + 1, closing: padding, into: &output)
        case .verbatim(let text):
            output += text
        case .indented(let body):
            for item in body {
                item.render(indent: indent + 1, into: &output)
            }
        case .listBlock(let prefix, let items, let suffix, let body):
            output += Self.list(prefix: prefix, items: items, suffix: suffix + " {", padding: padding) + "\n"
            renderBody(body, indent: indent + 1, closing: padding, into: &output)
        }
    }

    private func renderBody(_ body: [SwiftSource], indent: Int, closing: String, into output: inout String) {
        for item in body {
            item.render(indent: indent, into: &output)
        }
        output += closing + "}\n"
    }

    private static func list(prefix: String, items: [String], suffix: String, padding: String) -> String {
        let line = padding + prefix + "(" + items.joined(separator: ", ") + ")" + suffix
        guard line.utf8.count > 120, !items.isEmpty else { return line }
        let inner = padding + "    "
        return padding + prefix + "(\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + padding + ")"
            + suffix
    }

    /// A Swift string literal for `text`: quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> String {
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

extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" {
            text.removeLast()
        }
        return String(text)
    }
}
