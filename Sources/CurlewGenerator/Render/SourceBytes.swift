/// Appending text to the renderer's byte buffer (UTF-8): one growing `[UInt8]` instead of many Strings.
extension [UInt8] {
    /// Appends the UTF-8 bytes of `text` (one copy of its contiguous storage).
    mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil {
            append(contentsOf: text.utf8)
        }
    }

    /// Appends `count` spaces (indentation).
    mutating func appendSpaces(_ count: Int) {
        if count <= spaces.count {
            append(contentsOf: spaces[..<count])
        } else {
            append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }
    }
}

/// Enough spaces for 16 levels of indentation.
private let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)
