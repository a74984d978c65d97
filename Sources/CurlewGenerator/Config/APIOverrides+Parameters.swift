/// Type overrides of operation parameters: a path, query, header, cookie or form parameter whose type is an
/// overridden schema or format (or an array of one) takes the user's type, which the generator knows only as
/// `Codable & Sendable`. Such a value is sent as its single-value encoding by the client's JSON encoder
/// (`Curlew.FormEncoding`): a JSON string as it is (`TransferID` coded as its UUID's string → `/transfers/6F9…`),
/// a number or a boolean as its JSON text, each item of an array in the parameter's style; a value that encodes as
/// an object is flattened as an object parameter of that style would be. Multipart parts keep their types (a
/// schema used by one is an error, see `APIOverrides.useOutsideProperties`).
extension APIOverrides {
    /// Gives every parameter of `endpoint` whose type `matches` (in part) `user` instead, sent through
    /// `Curlew.FormEncoding`; returns how many changed. A parameter with a default whose own type is replaced is an
    /// error (the default is spec text the user's type cannot be built from).
    func replaceParameters(
        of endpoint: inout APIModel.Endpoint, by user: TypeRef, mapping: ConfigMapping,
        at diagnostics: inout [Diagnostic], matches: (TypeRef) -> Bool
    ) -> Int {
        var count = 0
        func replace(_ parameters: inout [APIModel.Parameter], inQuery: Bool) {
            for index in parameters.indices {
                let old = parameters[index]
                let new = old.type.replacing { matches($0) ? user : nil }
                guard new != old.type else { continue }
                count += 1
                if old.defaultValue != nil {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "parameter '\(old.wireName)' of '\(endpoint.name)' has a default, which '\(mapping.to)' "
                                + "cannot be built from", at: mapping.location))
                }
                parameters[index].type = new
                if !old.jsonContent {
                    parameters[index].sendEncoded(inQuery: inQuery)
                }
            }
        }
        replace(&endpoint.pathParams, inQuery: false)
        replace(&endpoint.queryParams, inQuery: true)
        replace(&endpoint.headerParams, inQuery: false)
        replace(&endpoint.cookieParams, inQuery: false)
        replace(&endpoint.formFields, inQuery: true)
        return count
    }
}

extension APIModel.Parameter {
    /// Sends the value through `Curlew.FormEncoding` (its JSON encoding flattened), in the style the spec gave
    /// it: in a query or form body a scalar as its text (`.jsonText`), an array's items joined by its separator or
    /// one pair each, an object in its `deepObject` or `form` style; in a path, header or cookie one text, items
    /// joined as `joinedStyle` says. A parameter already sent that way keeps its style.
    mutating func sendEncoded(inQuery: Bool) {
        guard pairStyle == nil else { return }
        defer {
            objectStyle = nil
            arraySeparator = nil
        }
        guard inQuery else {
            pairStyle = .joined(joinedStyle?.separator ?? ",")
            return
        }
        if let objectStyle {
            pairStyle = objectStyle == .deepObject ? .deepObject : .formExploded
        } else if let joinedStyle {
            pairStyle = .joined(joinedStyle.separator)
        } else if let arraySeparator {
            pairStyle = .joined(arraySeparator)
        } else if case .array = type {
            pairStyle = .formExploded
        } else {
            pairStyle = .jsonText
        }
    }
}
