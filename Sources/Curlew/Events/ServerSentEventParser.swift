/// Splits a `text/event-stream` body into events as its bytes arrive, in any chunks, by the WHATWG HTML
/// rules: lines end with CRLF, LF or CR; a blank line ends an event; `data` lines join with a line feed;
/// lines starting with `:` are comments; unknown fields are ignored; a last event without its blank line is
/// dropped; a leading byte order mark is skipped.
///
/// ``ServerSentEventStream`` uses it; so can code that reads event streams from a transport of its own.
///
/// ```swift
/// var parser = ServerSentEventParser()
/// for try await chunk in response.body {
///     for event in try parser.feed(chunk) { print(String(decoding: event.data, as: UTF8.self)) }
/// }
/// ```
public struct ServerSentEventParser: Sendable {
    /// The longest line or event's data it holds, in bytes; a longer one throws, so a server cannot make it
    /// grow without end.
    public let maximumEventSize: Int
    /// The last event ID (the last `id` field seen, events without data included); empty when none.
    public private(set) var lastEventID = ""
    /// The last `retry` field seen: how long to wait before reconnecting, by the server's wish.
    public private(set) var reconnectionTime: Duration?

    /// Bytes of a line that the last chunk did not end.
    private var partialLine: [UInt8] = []
    /// Whether the last chunk ended with a CR, so a LF starting the next one ends no second line.
    private var afterCR = false
    /// Whether no line has been read yet (a byte order mark may start it).
    private var atStart = true
    /// The event being read: its data lines (each followed by LF), type, retry field, and whether it has any.
    private var data: [UInt8] = []
    private var hasData = false
    private var eventType: String?
    private var retry: Duration?
    /// The events completed by the chunk being fed.
    private var completed: [ServerSentEvent<[UInt8]>] = []

    /// A parser; lines and events' data longer than `maximumEventSize` bytes throw.
    public init(maximumEventSize: Int = 16 << 20) {
        self.maximumEventSize = maximumEventSize
    }

    /// Reads the next bytes of the body; returns the events they complete, in order, with their data as bytes.
    /// Throws a ``CurlewError/Kind/decoding`` error for a line or event longer than ``maximumEventSize``.
    public mutating func feed(_ chunk: some Collection<UInt8>) throws -> [ServerSentEvent<[UInt8]>] {
        completed.removeAll(keepingCapacity: true)
        let handled: Void? = try chunk.withContiguousStorageIfAvailable { bytes in
            try feed(UnsafeRawBufferPointer(bytes))
        }
        if handled == nil {
            let bytes = Array(chunk)
            try bytes.withUnsafeBytes { bytes in try feed(bytes) }
        }
        return completed
    }

    /// The end of the body: an event still missing its blank line is dropped, as browsers do.
    /// The event ID and retry time stay, for a reconnection; the next bytes are read as a new body.
    public mutating func finish() {
        atStart = true
        afterCR = false
        partialLine = []
        data = []
        hasData = false
        eventType = nil
        retry = nil
    }

    private mutating func feed(_ bytes: UnsafeRawBufferPointer) throws {
        var start = 0
        if afterCR, bytes.first == 0x0A { start = 1 }
        afterCR = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            if partialLine.isEmpty {
                try line(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
            } else {
                try append(UnsafeRawBufferPointer(rebasing: bytes[start..<index]), to: &partialLine)
                let whole = partialLine
                partialLine.removeAll(keepingCapacity: true)
                try whole.withUnsafeBytes { line in try self.line(line) }
            }
            if byte == 0x0D {
                if index + 1 == bytes.count {
                    afterCR = true
                } else if bytes[index + 1] == 0x0A {
                    index += 1
                }
            }
            index += 1
            start = index
        }
        if start < bytes.count {
            try append(UnsafeRawBufferPointer(rebasing: bytes[start...]), to: &partialLine)
        }
    }

    private func append(_ bytes: UnsafeRawBufferPointer, to buffer: inout [UInt8]) throws {
        guard buffer.count + bytes.count <= maximumEventSize else {
            throw CurlewError(
                kind: .decoding,
                message: "an event stream line or event is longer than the limit of \(maximumEventSize) bytes")
        }
        buffer.append(contentsOf: bytes)
    }

    /// One line, without its end.
    private mutating func line(_ line: UnsafeRawBufferPointer) throws {
        var line = line
        if atStart {
            atStart = false
            if line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
                line = UnsafeRawBufferPointer(rebasing: line[3...])
            }
        }
        guard let first = line.first else { return dispatch() }
        if first == UInt8(ascii: ":") { return }
        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.count
        let name = UnsafeRawBufferPointer(rebasing: line[..<colon])
        var valueStart = Swift.min(colon + 1, line.count)
        if valueStart < line.count, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        let value = UnsafeRawBufferPointer(rebasing: line[valueStart...])
        switch name.count {
        case 4 where name.elementsEqual("data".utf8):
            try append(value, to: &data)
            data.append(0x0A)
            hasData = true
        case 5 where name.elementsEqual("event".utf8):
            eventType = String(decoding: value, as: UTF8.self)
        case 2 where name.elementsEqual("id".utf8):
            if !value.contains(0) { lastEventID = String(decoding: value, as: UTF8.self) }
        case 5 where name.elementsEqual("retry".utf8):
            if !value.isEmpty, value.count <= 12, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                let milliseconds = value.reduce(0) { $0 * 10 + Int64($1 - 0x30) }
                retry = .milliseconds(milliseconds)
                reconnectionTime = retry
            }
        default:
            break
        }
    }

    /// A blank line: the event read so far is complete, if it has data.
    private mutating func dispatch() {
        defer {
            data.removeAll(keepingCapacity: true)
            hasData = false
            eventType = nil
            retry = nil
        }
        guard hasData else { return }
        data.removeLast()  // the line feed after the last data line
        completed.append(
            ServerSentEvent(
                event: eventType.flatMap { $0.isEmpty ? nil : $0 }, id: lastEventID.isEmpty ? nil : lastEventID,
                retry: retry, data: data))
    }
}
