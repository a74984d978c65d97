/// One problem found in a spec, printed the way compilers print theirs.
///
/// `description` is `file:line:column: error: message`, followed by a `file:line:column: note: hint` line when
/// there is a hint, so editors and CI logs can jump to the spot. Diagnostics never stop the reader: it collects all of them.
/// Messages quote spec text (keys, names, types), which may hold any character: `description` escapes control
/// characters, so a key with a newline cannot print a line that SwiftPM or an IDE would read as another diagnostic.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is: an error stops generation, a warning does not.
    package enum Severity: String, Sendable, Hashable {
        /// The spec cannot be turned into code.
        case error
        /// The spec is usable but something in it is probably a mistake (an unknown key, say), or something it
        /// describes is not generated.
        case warning
        /// Nothing is lost, but the generated code does not do exactly what the spec's words say: a keyword that
        /// only restricts values (`not`) is left to the server, a `default` that does not fit its type is not
        /// applied (the value on the wire is still decoded). Printed as `file:line:column: note: message`.
        case note
    }

    /// Whether this stops generation.
    package var severity: Severity
    /// What is wrong, one sentence without a trailing period.
    package var message: String
    /// Where it is wrong.
    package var location: SourceLocation
    /// An optional way to fix it, e.g. "did you mean 'Pet'?".
    package var hint: String?
    /// Whether the warning says what no client does by nature (receive webhooks or callbacks, run OAuth flows,
    /// follow links) rather than something the generated code sends or decodes with a loss.
    package var isByNature = false

    /// Whether this says that something the API sends or receives is lost, typed loosely or sent differently: a
    /// warning that is not ``isByNature``. Errors stop generation; notes lose nothing.
    package var isLossy: Bool { severity == .warning && !isByNature }

    /// Creates a diagnostic.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// `file:line:column: error: message`, plus a second line `file:line:column: note: hint` when there is one.
    /// Control characters in the message and the hint are escaped as in Swift (`\n`, `\r`, `\t`, `\u{1B}`), so each
    /// is exactly one line.
    package var description: String {
        var text = "\(location): \(severity.rawValue): \(message.escapingControlCharacters)"
        if let hint {
            text += "\n\(location): note: \(hint.escapingControlCharacters)"
        }
        return text
    }
}

/// A place in a spec file: the file name, 1-based line and 1-based column counted in bytes.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The spec file name as given to the generator (a path or a bare name).
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, in bytes (as `JSONError` counts them).
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, with control characters in the file name escaped (see `Diagnostic.description`).
    package var description: String { "\(file.escapingControlCharacters):\(line):\(column)" }
}

extension String {
    /// The text with control characters (C0, DEL, C1) and the Unicode line and paragraph separators written as
    /// Swift escapes (`\n`, `\r`, `\t`, otherwise `\u{1B}`), so that it prints on one line with no terminal
    /// control sequences. Backslashes are kept as they are.
    var escapingControlCharacters: String {
        func escaped(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        guard unicodeScalars.contains(where: escaped) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result.append(contentsOf: #"\n"#.unicodeScalars)
            case "\r": result.append(contentsOf: #"\r"#.unicodeScalars)
            case "\t": result.append(contentsOf: #"\t"#.unicodeScalars)
            case _ where escaped(scalar):
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}

/// Collects the diagnostics of one run, in the order they were found.
struct DiagnosticBag {
    let source: SourceText
    private(set) var diagnostics: [Diagnostic] = []

    init(source: SourceText) {
        self.source = source
    }

    /// True once any error was recorded.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func error(_ message: String, at offset: Int, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: source.location(ofByte: offset), hint: hint))
    }

    mutating func warning(_ message: String, at offset: Int, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, at: source.location(ofByte: offset), hint: hint))
    }

    mutating func note(_ message: String, at offset: Int, hint: String? = nil) {
        diagnostics.append(Diagnostic(.note, message, at: source.location(ofByte: offset), hint: hint))
    }

    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
