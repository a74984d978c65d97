/// A spec file's bytes plus the line table that turns byte offsets into line and column.
struct SourceText: Sendable {
    let fileName: String
    let bytes: [UInt8]
    /// Byte offsets at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    init(fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and byte column of `offset` (clamped into the file).
    func location(ofByte offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return SourceLocation(file: fileName, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The byte offset of character `utf8Index` inside the string literal starting at `quoteOffset`, when the
    /// literal has no escapes (so source bytes and value bytes line up); otherwise the quote itself.
    func offset(inStringAt quoteOffset: Int, value: String, utf8Index: Int) -> Int {
        let utf8 = Array(value.utf8)
        let start = quoteOffset + 1
        guard quoteOffset < bytes.count, bytes[quoteOffset] == UInt8(ascii: "\""),
            start + utf8.count <= bytes.count,
            bytes[start..<start + utf8.count].elementsEqual(utf8),
            start + utf8.count < bytes.count, bytes[start + utf8.count] == UInt8(ascii: "\"")
        else { return quoteOffset }
        return start + max(0, min(utf8Index, utf8.count))
    }
}
