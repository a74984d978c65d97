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
                "body": body.sizeDescription as Any,
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

extension CurlTransport: CustomReflectable {
    /// The configuration alone (its proxy's user and password redacted): not the engine behind it, whose pool of
    /// handles and queue keep earlier requests' URLs, `api_key` and `token` values included.
    public var customMirror: Mirror {
        Mirror(self, children: ["configuration": configuration], displayStyle: .class)
    }
}

extension CurlTransport.Proxy: CustomReflectable {
    /// `environment`, `none`, or the URL with its user and password removed (``Redaction/url(_:)``).
    public var customMirror: Mirror {
        switch self {
        case .url(let text):
            let shown = URL(string: text).map { Redaction.standard.url($0) } ?? "<unparsable proxy URL>"
            return Mirror(self, children: ["url": shown], displayStyle: .enum)
        default:
            return Mirror(self, children: [], displayStyle: .enum)
        }
    }
}

extension APIClient: CustomReflectable {
    /// The base URL, headers and middlewares with secrets redacted: the standard names and the names this client's
    /// credential middlewares send secrets under; the transport by its own (redacted) mirror.
    public var customMirror: Mirror {
        let redaction = credentials.secrets.map { Redaction.standard.union($0) } ?? .standard
        return Mirror(
            self,
            children: [
                "baseURL": redaction.url(baseURL),
                "transport": transport,
                "headers": headers.redactedLines(by: redaction),
                "timeout": timeout as Any,
                "middlewares": middlewares,
            ],
            displayStyle: .struct
        )
    }
}

extension Endpoint: CustomReflectable {
    /// The method, path, query and headers with secret values (``Redaction/standard``) redacted; the body by kind.
    public var customMirror: Mirror {
        let items = query.map { item in
            Redaction.standard.queryItems.contains(item.name.lowercased())
                ? "\(item.name)=<redacted>" : "\(item.name)=\(item.value ?? "")"
        }
        return Mirror(
            self,
            children: [
                "method": method, "path": path, "query": items, "headers": headers,
                "body": body.map { _ in "present" } as Any, "timeout": timeout as Any,
            ],
            displayStyle: .struct
        )
    }
}
