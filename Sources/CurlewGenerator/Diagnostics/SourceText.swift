/// A spec file's bytes plus the line table that turns byte offsets into line and column.
struct SourceText: Sendable {
    let fileName: String
    let bytes: [UInt8]
    /// Byte offsets at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// 3 when the file starts with a UTF-8 byte order mark (which readers skip and columns do not count), else 0.
    let byteOrderMarkLength: Int

    init(fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.bytes = bytes
        byteOrderMarkLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // A line ends at "\n", "\r\n" or a lone "\r" (old Mac files), as for libyaml and editors.
        var starts = [0]
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
            {
                starts.append(index + 1)
            }
        }
        lineStarts = starts
    }

    /// The 1-based line and byte column of `offset` (clamped into the file). On the first line, a byte order mark
    /// is not counted: editors do not show it, so the first character is column 1.
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
        let lineStart = low == 0 ? min(byteOrderMarkLength, offset) : lineStarts[low]
        return SourceLocation(file: fileName, line: low + 1, column: offset - lineStart + 1)
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
