/// Type overrides of what an operation sends and answers as JSON: the request body, the success body (one type,
/// each case of an `…Success` enum, the elements of a stream, the data of each server-sent event) and the typed
/// error bodies. The client encodes and decodes these through `Encodable` and `Decodable` (`.json(body)`,
/// `decoder.decode(T.self, from:)`), so the user's type needs nothing more than it does as a property.
/// Multipart parts and response headers keep their types: their text is read and written by generated code that
/// knows only the built-in types (a schema used by one is an error, a format a warning).
extension APIOverrides {
    /// Gives every JSON body of `endpoint` whose type `matches` (in part) `user` instead; returns how many changed.
    func replaceBodies(of endpoint: inout APIModel.Endpoint, by user: TypeRef, matches: (TypeRef) -> Bool) -> Int {
        var count = 0
        func replace(_ type: inout TypeRef) {
            let new = type.replacing { matches($0) ? user : nil }
            guard new != type else { return }
            count += 1
            type = new
        }
        if endpoint.body != nil { replace(&endpoint.body!) }
        if endpoint.events != nil { replace(&endpoint.events!.data) }  // `returns` holds the same type
        if let cases = endpoint.successCases {
            for index in cases.cases.indices where cases.cases[index].format == .json && cases.cases[index].type != nil
            {
                replace(&endpoint.successCases!.cases[index].type!)
            }
        } else if endpoint.responseFormat == .json, endpoint.returns != nil {
            replace(&endpoint.returns!)
        }
        for index in endpoint.errors.indices { replace(&endpoint.errors[index].type) }
        for index in endpoint.errorRanges.indices { replace(&endpoint.errorRanges[index].type) }
        return count
    }

    /// Where a format override does not reach in `endpoint` (multipart parts, response headers of a built-in type
    /// that `matches`): one warning each, so the type the user asked for is never dropped without a word.
    func unreached(
        in endpoint: APIModel.Endpoint, mapping: ConfigMapping, builtin: BuiltinType, matches: (TypeRef) -> Bool
    ) -> [Diagnostic] {
        func reaches(_ type: TypeRef) -> Bool {
            switch type {
            case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped):
                matches(type) || reaches(wrapped)
            case .builtin, .named: matches(type)
            }
        }
        var places = endpoint.multipartFields.filter { reaches($0.type) }.map { "multipart part '\($0.wireName)'" }
        places += (endpoint.output?.headers ?? []).filter { reaches($0.type) }.map {
            "response header '\($0.wireName)'"
        }
        return places.map {
            Diagnostic(
                .warning,
                "'typeOverrides.formats' entry '\(mapping.from)' does not apply to the \($0) of '\(endpoint.name)': "
                    + "it stays \(builtin.swiftName)", at: mapping.location)
        }
    }
}
