import Foundation

/// A file to upload in a multipart form: its bytes (in memory or on disk), its name and its type.
///
/// What a spec's `File` parameters are in generated code:
///
/// ```swift
/// try await client.addPhoto(id: 7, file: .file(URL(fileURLWithPath: "rex.jpg"), contentType: "image/jpeg"))
/// try await client.addPhoto(id: 7, file: .data(jpegBytes, filename: "rex.jpg", contentType: "image/jpeg"))
/// ```
public struct UploadFile: Sendable {
    /// The bytes: in memory, or a file read while it is sent.
    public var content: HTTPRequestBodyStream.Part
    /// The file name sent with the part.
    public var filename: String
    /// The part's Content-Type.
    public var contentType: String

    /// A file with any content.
    public init(content: HTTPRequestBodyStream.Part, filename: String, contentType: String = "application/octet-stream")
    {
        self.content = content
        self.filename = filename
        self.contentType = contentType
    }

    /// A file on disk, sent under its own name unless `filename` is given.
    public static func file(
        _ url: URL, filename: String? = nil, contentType: String = "application/octet-stream"
    ) -> UploadFile {
        UploadFile(content: .file(url), filename: filename ?? url.lastPathComponent, contentType: contentType)
    }

    /// Bytes in memory, sent as a file named `filename`.
    public static func data(
        _ data: Data, filename: String, contentType: String = "application/octet-stream"
    ) -> UploadFile {
        UploadFile(content: .data(data), filename: filename, contentType: contentType)
    }
}

extension MultipartForm {
    /// Adds a file part.
    public mutating func append(name: String, _ file: UploadFile) {
        append(Part(name: name, filename: file.filename, contentType: file.contentType, content: file.content))
    }
}
