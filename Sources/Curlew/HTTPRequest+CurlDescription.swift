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
            let shown = redaction.header(name, CurlRequest.trimmed(value))
            // curl drops a header given as `Name: ` and sends it empty when given as `Name;`, as the transport does
            words += ["-H", shellQuoted(shown.isEmpty ? "\(name);" : "\(name): \(shown)")]
        }
        if let body {
            if body.count <= 1024, let text = String(data: body, encoding: .utf8), Self.fitsInQuotes(text) {
                words += ["--data-raw", shellQuoted(text)]
            } else {
                words += ["--data-raw", shellQuoted("<\(body.count) bytes>")]
            }
        } else if let streamedBody {
            let size = streamedBody.length.map { "\($0) bytes" } ?? "chunked"
            words += ["--data-raw", shellQuoted("<streamed, \(size)>")]
        }
        return words.joined(separator: " ")
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
