import Foundation

// What `dump(_:)`, `Mirror` and debuggers (`po`) show of headers and requests: the same redacted text as their
// descriptions, since these print the stored fields, secrets included, unless a type gives its own mirror.

extension HTTPHeaders: CustomReflectable {
    /// One `Name: value` child per field, secret values (``Redaction/standard``) shown as `<redacted>`.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: redactedLines, displayStyle: .collection)
    }
}

extension HTTPRequest: CustomReflectable {
    /// The request's fields, with the URL's user, password and secret query values and the secret header values
    /// redacted as in ``description``; the body by its size.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "method": method,
                "url": Redaction.standard.url(url),
                "headers": headers,
                "body": body.map { "\($0.count) bytes" } as Any,
                "streamedBody": streamedBody.map { "streamed, " + $0.sizeDescription } as Any,
                "timeout": timeout as Any,
            ],
            displayStyle: .struct
        )
    }
}

extension AuthMiddleware.Credentials: CustomStringConvertible, CustomReflectable {
    /// The kind and where it goes, secrets as `<redacted>`: `bearer(<redacted>)`, `basic(user: "ann", password:
    /// <redacted>)`, `apiKey(<redacted>, in: header("X-API-Key"))`, `tokens(provider)`.
    public var description: String {
        switch self {
        case .bearer: "bearer(<redacted>)"
        case .basic(let user, _): "basic(user: \(String(reflecting: user)), password: <redacted>)"
        case .apiKey(_, .header(let name)): "apiKey(<redacted>, in: header(\(String(reflecting: name))))"
        case .apiKey(_, .query(let name)): "apiKey(<redacted>, in: query(\(String(reflecting: name))))"
        case .tokens: "tokens(provider)"
        }
    }

    /// ``description`` alone, so that `dump(_:)` and debuggers do not show the secret.
    public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .enum)
    }
}
