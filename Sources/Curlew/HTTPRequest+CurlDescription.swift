import Foundation

extension HTTPRequest {
    /// The request as a `curl` command line, with credentials redacted (see ``Redaction``).
    ///
    /// A body is shown as text when it is short, printable UTF-8, otherwise by its size (as `'<N bytes>'`); a
    /// streamed body by its length. The body goes in `--data-raw`, which sends it as it is (with `--data-binary`,
    /// a body starting with `@` would name a file to upload).
    public func curlDescription(redacting redaction: Redaction = .standard) -> String {
        var words = ["curl"]
        if method == .head {
            words.append("--head")  // with -X HEAD, curl would wait for the body the headers announce
        } else if method != .get || body != nil || streamedBody != nil {
            words += ["-X", method.rawValue]
        }
        words.append(shellQuoted(redaction.url(url)))
        for (name, value) in headers {
            words.append(Self.curlHeaderOption(name, value, redaction: redaction))
        }
        if let body {
            if body.count <= 1024, let text = String(data: body, encoding: .utf8), Self.fitsInQuotes(text) {
                words += ["--data-raw", shellQuoted(text)]
            } else {
                words += ["--data-raw", shellQuoted("<\(body.count) bytes>")]
            }
        } else if let streamedBody {
            words += ["--data-raw", shellQuoted("<streamed, \(streamedBody.sizeDescription)>")]
        }
        return words.joined(separator: " ")
    }

    /// `-H` and the quoted line curl is given for the header `name` (see `CurlRequest.headerLine`), its value
    /// redacted if secret: how ``curlDescription(redacting:)`` and ``LoggingMiddleware`` show a header.
    static func curlHeaderOption(_ name: String, _ value: String, redaction: Redaction) -> String {
        "-H " + shellQuoted(CurlRequest.headerLine(name, value, redaction: redaction))
    }

    /// Whether `text` can be shown in single quotes as it is: no NUL (which no argument can hold), no other control
    /// character but tab, CR and LF (a terminal would act on them), no bidi control (which reorders what is shown).
    private static func fitsInQuotes(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control: scalar == "\t" || scalar == "\n" || scalar == "\r"
            case .format: !scalar.properties.isBidiControl
            default: true
            }
        }
    }

    /// ``curlDescription(redacting:)`` with the standard redaction.
    public var curlDescription: String { curlDescription() }
}

/// `text` in single quotes, as a shell reads it back: each `'` inside becomes `'\''`.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
