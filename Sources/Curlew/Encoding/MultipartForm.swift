import Foundation

/// A `multipart/form-data` body: text fields and files, the files read from disk while they are sent.
///
/// ```swift
/// var form = MultipartForm()
/// form.append(name: "caption", value: "Rex at the beach")
/// try form.append(name: "photo", file: URL(fileURLWithPath: "rex.jpg"), contentType: "image/jpeg")
/// let pet: Pet = try await api.send(Endpoint(method: .post, path: "/pets/7/photo", body: .multipart(form)))
/// ```
public struct MultipartForm: Sendable {
    /// One part of the form.
    public struct Part: Sendable {
        /// A part; a `filename` makes it a file part.
        public init(
            name: String, filename: String? = nil, contentType: String? = nil, content: HTTPRequestBodyStream.Part
        ) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.content = content
        }

        /// The form field's name.
        public var name: String
        /// The file name sent with a file part (`filename="…"`), or `nil` for a plain field.
        public var filename: String?
        /// The part's Content-Type, or `nil` for a plain text field.
        public var contentType: String?
        /// The part's bytes: in memory or a file.
        public var content: HTTPRequestBodyStream.Part
    }

    /// The parts, in order.
    public private(set) var parts: [Part] = []
    /// The boundary between parts (random by default; it must not occur in any part). RFC 2046 allows 1 to 70
    /// letters, digits, spaces and `'()+_,-./:=?`, not ending in a space; ``streamedBody()`` throws for any other.
    public let boundary: String

    /// An empty form; `boundary` is random unless given.
    public init(boundary: String = "curlew-" + UUID().uuidString.lowercased()) {
        self.boundary = boundary
    }

    /// The Content-Type header value: `multipart/form-data; boundary=…`, the boundary in quotes when it is not an
    /// RFC 9110 token, which a bare parameter value must be (a space, `(`, `)`, `,`, `/`, `:`, `=`, `?`).
    public var contentType: String {
        "multipart/form-data; boundary=" + (CurlRequest.isToken(boundary) ? boundary : "\"\(boundary)\"")
    }

    /// Adds a part as it is.
    public mutating func append(_ part: Part) {
        parts.append(part)
    }

    /// Adds a text field.
    public mutating func append(name: String, value: String) {
        parts.append(Part(name: name, filename: nil, contentType: nil, content: .data(Data(value.utf8))))
    }

    /// Adds a file part whose bytes are in memory.
    public mutating func append(
        name: String, data: Data, filename: String, contentType: String = "application/octet-stream"
    ) {
        parts.append(Part(name: name, filename: filename, contentType: contentType, content: .data(data)))
    }

    /// Adds a file part read from disk when the request is sent; the file name defaults to the file's own.
    public mutating func append(
        name: String, file: URL, filename: String? = nil, contentType: String = "application/octet-stream"
    ) {
        parts.append(
            Part(
                name: name, filename: filename ?? file.lastPathComponent, contentType: contentType, content: .file(file)
            )
        )
    }

    /// The encoded body; throws ``CurlewError/Kind/invalidRequest`` if a file cannot be read or the boundary is not
    /// one RFC 2046 allows.
    public func streamedBody() throws -> HTTPRequestBodyStream {
        let characters = boundary.utf8
        guard (1...70).contains(characters.count), characters.last != UInt8(ascii: " "),
            characters.allSatisfy({ Self.isLetterOrDigit($0) || "'()+_,-./:=? ".utf8.contains($0) })
        else {
            throw CurlewError.invalidRequest(
                "the multipart boundary is not one RFC 2046 allows: 1 to 70 letters, digits, spaces and '()+_,-./:=?, "
                    + "not ending in a space"
            )
        }
        var pieces: [HTTPRequestBodyStream.Part] = []
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let filename = part.filename { head += "; filename=\"\(Self.quoted(filename))\"" }
            if let contentType = part.contentType {
                head += "\r\nContent-Type: \(Self.withoutLineBreaks(contentType))"
            }
            pieces.append(.data(Data((head + "\r\n\r\n").utf8)))
            pieces.append(part.content)
            pieces.append(.data(Data("\r\n".utf8)))
        }
        pieces.append(.data(Data("--\(boundary)--\r\n".utf8)))
        return try HTTPRequestBodyStream(pieces)
    }

    /// Whether `byte` is an ASCII letter or digit.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A name or file name as browsers quote it: `"`, CR and LF percent-encoded, and NUL too. Over Unicode
    /// scalars, not `Character`s: `"\r\n"` is one `Character`, equal to neither `"\r"` nor `"\n"`.
    private static func quoted(_ text: String) -> String {
        var quoted = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted.append(contentsOf: "%22".unicodeScalars)
            case "\r": quoted.append(contentsOf: "%0D".unicodeScalars)
            case "\n": quoted.append(contentsOf: "%0A".unicodeScalars)
            case "\0": quoted.append(contentsOf: "%00".unicodeScalars)
            default: quoted.append(scalar)
            }
        }
        return String(quoted)
    }

    /// A part's Content-Type without CR, LF and NUL, compared as Unicode scalars (a `Character` filter misses the
    /// one grapheme `"\r\n"`, and the value would start a header line of its own).
    private static func withoutLineBreaks(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar != "\r" && scalar != "\n" && scalar != "\0" {
            kept.append(scalar)
        }
        return String(kept)
    }
}
