/// Appending text to the renderer's byte buffer (UTF-8): one growing `[UInt8]` instead of many Strings.
extension [UInt8] {
    /// Appends the UTF-8 bytes of `text`.
    mutating func append(_ text: String) {
        append(contentsOf: text.utf8)
    }

    /// Appends `count` spaces (indentation).
    mutating func appendSpaces(_ count: Int) {
        append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
}
