import CurlewJSON

/// Cuts a JSON array arriving in chunks into its elements' bytes, keeping only the unfinished element.
///
/// `JSONParser` validates the whole input and reports where each event starts; an element is complete
/// when its closing brace or bracket comes back to depth 1 (or, for a scalar, when the next event
/// starts). Not `Sendable`: one reader owns it.
final class JSONArraySplitter {
    private let parser = JSONParser()
    /// Input bytes from absolute offset `bufferStart` on.
    private var buffer: [UInt8] = []
    private var bufferStart = 0
    private var depth = 0
    private var elementStart: Int?
    private var scalarStart: Int?
    private var ended = false
    /// Where the last event started; nothing before it can begin an element not yet reported.
    private var lastEventOffset = -1

    /// Feeds a chunk; the elements it completed, as byte slices of the input.
    func feed(_ chunk: some Collection<UInt8>) throws -> [ArraySlice<UInt8>] {
        buffer.append(contentsOf: chunk)
        try parser.feed(chunk)
        return try take()
    }

    /// The input ended: the last elements, or a `JSONError` if the array is incomplete.
    func finish() throws -> [ArraySlice<UInt8>] {
        try parser.finish()
        return try take()
    }

    private func take() throws -> [ArraySlice<UInt8>] {
        var elements: [ArraySlice<UInt8>] = []
        for (event, offset) in parser.takeEvents() {
            lastEventOffset = offset
            if let start = scalarStart {
                scalarStart = nil
                elements.append(trimmed(start, offset))
            }
            switch (depth, event) {
            case (0, .arrayStart) where !ended:
                depth = 1
            case (0, _):
                throw JSONError(message: "expected a JSON array", byteOffset: offset, in: buffer)
            case (1, .arrayEnd):
                depth = 0
                ended = true
            case (1, .objectStart), (1, .arrayStart):
                elementStart = offset
                depth = 2
            case (1, _):
                scalarStart = offset
            case (_, .objectStart), (_, .arrayStart):
                depth += 1
            case (_, .objectEnd), (_, .arrayEnd):
                depth -= 1
                if depth == 1, let start = elementStart {
                    elements.append(slice(start, offset + 1))
                    elementStart = nil
                }
            default:
                break
            }
        }
        // keep only what an unfinished element still needs
        // (a scalar's event comes only once the byte after it arrived, but always after the previous event)
        let keep = scalarStart ?? elementStart ?? (lastEventOffset + 1)
        if keep - bufferStart > 16 << 10 {  // slices already taken stay valid (copy on write)
            buffer.removeFirst(keep - bufferStart)
            bufferStart = keep
        }
        return elements
    }

    private func slice(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        buffer[(start - bufferStart)..<(end - bufferStart)]
    }

    /// A scalar element's bytes: from its start to the next event, without the comma and whitespace between.
    private func trimmed(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var bytes = slice(start, end)
        func dropSpace() {
            while let last = bytes.last, last == 0x20 || last == 0x0A || last == 0x0D || last == 0x09 {
                bytes.removeLast()
            }
        }
        dropSpace()
        if bytes.last == UInt8(ascii: ",") { bytes.removeLast() }
        dropSpace()
        return bytes
    }
}
