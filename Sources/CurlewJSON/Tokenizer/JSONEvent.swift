/// One parse event from `JSONParser`, in document order.
///
/// Keys and strings arrive unescaped; numbers arrive as the exact text of the input (`-0`, `1e400`,
/// `12345678901234567890`), so no precision is lost before a decoder picks a type.
public enum JSONEvent: Sendable, Hashable {
    /// `{`
    case objectStart
    /// `}`
    case objectEnd
    /// `[`
    case arrayStart
    /// `]`
    case arrayEnd
    /// An object member's key, unescaped.
    case key(String)
    /// A string value, unescaped.
    case string(String)
    /// A number, as the exact text from the input.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`
    case null
}
