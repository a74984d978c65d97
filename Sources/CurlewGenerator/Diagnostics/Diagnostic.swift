/// One problem found in a spec, printed the way compilers print theirs.
///
/// `description` is `file:line:column: error: message`, followed by a `file:line:column: note: hint` line when
/// there is a hint, so editors and CI logs can jump to the spot. Diagnostics never stop the reader: it collects all of them.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is: an error stops generation, a warning does not.
    public enum Severity: String, Sendable, Hashable {
        /// The spec cannot be turned into code.
        case error
        /// The spec is usable but something in it is probably a mistake (an unknown key, say).
        case warning
    }

    /// Whether this stops generation.
    public var severity: Severity
    /// What is wrong, one sentence without a trailing period.
    public var message: String
    /// Where it is wrong.
    public var location: SourceLocation
    /// An optional way to fix it, e.g. "did you mean 'Pet'?".
    public var hint: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// `file:line:column: error: message`, plus a second line `file:line:column: note: hint` when there is one.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if let hint {
            text += "\n\(location): note: \(hint)"
        }
        return text
    }
}

/// A place in a spec file: the file name, 1-based line and 1-based column counted in bytes.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The spec file name as given to the generator (a path or a bare name).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in bytes (as `JSONError` counts them).
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
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

    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
