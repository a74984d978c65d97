import Foundation

extension HTTPRequest {
    /// The request as a `curl` command line, with credentials redacted (see ``Redaction``).
    ///
    /// A body is shown as text when it is short UTF-8 without NUL (which no argument can hold), otherwise by its size
    /// (as `'<N bytes>'`); a streamed body by its length. The body goes in `--data-raw`, which sends it as it is
    /// (with `--data-binary`, a body starting with `@` would name a file to upload). A word holding a control,
    /// format (bidi) or line-separator character (ESC, CR, LF, U+202E, U+2028, …) is written in ANSI-C quotes,
    /// `$'…'`, with that character escaped: the command stays one line, nothing in it acts on the terminal, and
    /// bash or zsh reads it back exactly.
    public func curlDescription(redacting redaction: Redaction = .standard) -> String {
        var words = ["curl"]
        if method == .head {
            words.append("--head")  // with -X HEAD, curl would wait for the body the headers announce
        } else if method != .get || body.sizeDescription != nil {
            words += ["-X", method.rawValue]
        }
        words.append(shellQuoted(redaction.url(url)))
        for (name, value) in headers {
            words.append(Self.curlHeaderOption(name, value, redaction: redaction))
        }
        switch body {
        case .none:
            break
        case .data(let body):
            if body.count <= 1024, let text = String(data: body, encoding: .utf8), !text.unicodeScalars.contains("\0") {
                words += ["--data-raw", shellQuoted(text)]
            } else {
                words += ["--data-raw", shellQuoted("<\(body.count) bytes>")]
            }
        case .stream(let stream):
            words += ["--data-raw", shellQuoted("<streamed, \(stream.sizeDescription)>")]
        }
        return words.joined(separator: " ")
    }

    /// `-H` and the quoted line curl is given for the header `name` (see `CurlRequest.headerLine`), its value
    /// redacted if secret: how ``curlDescription(redacting:)`` and ``LoggingMiddleware`` show a header.
    static func curlHeaderOption(_ name: String, _ value: String, redaction: Redaction) -> String {
        "-H " + shellQuoted(CurlRequest.headerLine(name, value, redaction: redaction))
    }

    /// ``curlDescription(redacting:)`` with the standard redaction.
    public var curlDescription: String { curlDescription() }
}

/// `text` as bash or zsh reads it back exactly: in single quotes, each `'` inside as `'\''`; or, when it holds a
/// scalar that disturbs the line (`Unicode.Scalar.disturbsTheLine`: ESC, CR, LF, bidi controls, …), in
/// ANSI-C quotes `$'…'` with those scalars escaped, so that printing it neither acts on the terminal nor breaks the
/// line. Tab, LF and CR are written `\t`, `\n`, `\r`, the others as their UTF-8 bytes, `\xHH` each (which bash
/// reads back the same in any locale, unlike `\u`); `\` and `'` as `\\` and `\'`.
func shellQuoted(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: \.disturbsTheLine) else {
        // over Unicode scalars: Foundation's replacingOccurrences compares Characters, and a `'` followed by a
        // combining mark (U+0301) is one Character that is not "'": the quote stayed, and the rest ran as commands
        var quoted = String.UnicodeScalarView()
        quoted.append("'")
        for scalar in text.unicodeScalars {
            if scalar == "'" { quoted.append(contentsOf: "'\\''".unicodeScalars) } else { quoted.append(scalar) }
        }
        quoted.append("'")
        return String(quoted)
    }
    var quoted = "$'"
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": quoted += "\\\\"
        case "'": quoted += "\\'"
        case "\t": quoted += "\\t"
        case "\n": quoted += "\\n"
        case "\r": quoted += "\\r"
        case _ where scalar.disturbsTheLine:
            for byte in String(scalar).utf8 {
                quoted += (byte < 0x10 ? "\\x0" : "\\x") + String(byte, radix: 16)
            }
        default:
            quoted.unicodeScalars.append(scalar)
        }
    }
    return quoted + "'"
}
