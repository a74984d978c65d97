extension SwiftRenderer {
    /// Whether a query parameter joins its items with `,` (`form`, not exploded: an array `tags=a,b` or an object
    /// `color=R,100,G,200`). Such a parameter goes into the path's query text already encoded, each item on its
    /// own, so the commas between items stay literal while a comma inside an item is `%2C` (RFC 6570); as a
    /// query item, ``Curlew/APIClient`` would encode the whole value and the two could not be told apart.
    func isCommaJoinedQuery(_ parameter: APIModel.Parameter) -> Bool {
        if let style = parameter.pairStyle { return style == .joined(",") }
        guard parameter.objectStyle == nil else { return false }
        if isJoinedObject(parameter) { return parameter.joinedStyle?.separator == "," }
        return parameter.arraySeparator == ","
    }

    /// Appends `name=item,item,…` to `_encodedQuery`, the name and each item percent-encoded.
    func commaJoinedQueryItem(_ parameter: APIModel.Parameter) -> SwiftSource {
        let name = SwiftNames.escaped(parameter.swiftName)
        let encoding = "Curlew.URLEncoding.queryComponent"
        let prefix = "_encodedQuery.append(\(encoding)(\(SwiftSource.literal(parameter.wireName))) + \"=\" + "
        if parameter.pairStyle != nil {
            let lines = joinedObjectLines(parameter, encoding: encoding)
            let append = SwiftSource.line(prefix + joinedObjectVariable(parameter) + ")")
            return .block(parameter.optional ? "if let \(name)" : "do", lines + [append])
        }
        if isJoinedObject(parameter) {
            var encodedItems = parameter
            encodedItems.joinedStyle?.encoded = true
            let lines = joinedObjectLines(encodedItems, encoding: encoding)
            let append = SwiftSource.line(prefix + joinedObjectVariable(parameter) + ".joined(separator: \",\"))")
            return .block(parameter.optional ? "if let \(name)" : "do", lines + [append])
        }
        guard case .array(let element) = parameter.type else { return .doc(nil) }
        let append = SwiftSource.line(
            prefix + "\(name).map { \(encoding)(\(text("$0", of: element))) }.joined(separator: \",\"))")
        return parameter.optional ? .block("if let \(name)", [append]) : append
    }

    /// `_path` with the comma-joined query parameters' text appended (after `?`, when there is any).
    func pathWithCommaJoinedQuery(_ path: String) -> String {
        path + " + (_encodedQuery.isEmpty ? \"\" : \"?\" + _encodedQuery.joined(separator: \"&\"))"
    }
}
