extension SwiftRenderer {
    /// Whether a parameter is an object whose properties are joined into one text (see `APIModel.JoinedStyle`).
    func isJoinedObject(_ parameter: APIModel.Parameter) -> Bool {
        guard parameter.joinedStyle != nil else { return false }
        switch parameter.type {
        case .dictionary: return true
        case .named(let name): return model(named: name) != nil
        default: return false
        }
    }

    /// `try Curlew.FormEncoding.text(…)`: a structured value's one text, items joined by `separator`, each passed
    /// through `encoding` (a function's name) when there is one.
    /// With a `joinedStyle` (path, header, cookie), its prefix and separators instead.
    func formEncodingText(_ parameter: APIModel.Parameter, separator: String, encoding: String?) -> String {
        var arguments = [SwiftNames.escaped(parameter.swiftName)]
        if let style = parameter.joinedStyle {
            if !style.prefix.isEmpty { arguments.append("prefix: \(SwiftSource.literal(style.prefix))") }
            arguments.append("separator: \(SwiftSource.literal(style.separator))")
            if style.keySeparator != style.separator {
                arguments.append("keySeparator: \(SwiftSource.literal(style.keySeparator))")
            }
        } else {
            arguments.append("separator: \(SwiftSource.literal(separator))")
        }
        arguments.append("encoder: self.api.encoder")
        if let encoding, parameter.joinedStyle?.encoded != false { arguments.append("encodingItem: \(encoding)") }
        return "try Curlew.FormEncoding.text(" + arguments.joined(separator: ", ") + ")"
    }

    /// The local that collects a joined object's properties (`key<keySeparator>value` each).
    func joinedObjectVariable(_ parameter: APIModel.Parameter) -> String {
        "_" + parameter.swiftName + "Items"
    }

    /// Statements that collect a joined object's properties into `joinedObjectVariable`, each name and value
    /// passed through `encoding` (a function's name) when there is one: a model's properties in field order,
    /// absent optionals (and deprecated fields) left out; a dictionary's keys sorted. Empty for other parameters.
    func joinedObjectLines(_ parameter: APIModel.Parameter, encoding: String?) -> [SwiftSource] {
        if case .joined(let separator)? = parameter.pairStyle {
            return [
                .line(
                    "let \(joinedObjectVariable(parameter)) = \(formEncodingText(parameter, separator: separator, encoding: encoding))"
                )
            ]
        }
        guard let style = parameter.joinedStyle, isJoinedObject(parameter) else { return [] }
        let encoding = style.encoded ? encoding : nil
        func encoded(_ value: String) -> String { encoding.map { "\($0)(\(value))" } ?? value }
        let variable = joinedObjectVariable(parameter)
        let keySeparator = SwiftSource.literal(style.keySeparator)
        return [.line("var \(variable): [Swift.String] = []")]
            + objectPropertyLines(parameter) { key, value, type in
                let name: String
                switch key {
                case .field(let key): name = SwiftSource.literal(key)
                case .dictionaryKey: name = "key"
                }
                return .line(
                    "\(variable).append(\(encoded(name)) + \(keySeparator) + \(encoded(text(value, of: type))))")
            }
    }
}
