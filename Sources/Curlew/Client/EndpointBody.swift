import Foundation

/// A request body of an ``Endpoint``. A type of its own rather than nested in the generic `Endpoint`, so that
/// building an endpoint does not instantiate a body type per response type at run time.
public enum EndpointBody: Sendable {
    /// A value encoded as JSON with the client's encoder, sent as `application/json`.
    case json(any Encodable & Sendable)
    /// Bytes sent as they are, with this Content-Type.
    case data(Data, contentType: String)
    /// Fields sent as `application/x-www-form-urlencoded`, in order.
    case form([(String, String)])
    /// A `multipart/form-data` form; its file parts are read from disk while they are sent.
    case multipart(MultipartForm)
    /// A body read from memory and files while it is sent, with this Content-Type.
    case streamed(HTTPRequestBodyStream, contentType: String)
}
