/// Stage 1 for config files: the located tree of a `curlew-config` file → `GeneratorConfig`, with an error at the
/// key or value for every unknown key and bad value (a typo in a config changes what is generated, so none is
/// only a warning).
struct ConfigReader {
    var diagnostics: DiagnosticBag
    var config: GeneratorConfig

    /// The top-level keys, for unknown-key hints.
    static let keys = [
        "accessModifier", "filter", "exclude", "namespace", "typeOverrides", "rename", "namingStrategy", "refRoot",
    ]

    /// The formats `typeOverrides.formats` may name, and the built-in type each gives a property.
    static let formats: [String: BuiltinType] = [
        "uuid": .uuid, "date-time": .date, "date": .calendarDate, "uri": .url, "url": .url, "byte": .data,
        "decimal": .decimal, "int32": .int32, "int64": .int64, "float": .float, "double": .double,
    ]

    /// The HTTP methods a filter may name.
    static let methods = ["GET", "PUT", "POST", "DELETE", "PATCH", "HEAD", "OPTIONS"]

    mutating func read(_ root: SpecNode) {
        guard let members = root.members else {
            diagnostics.error(
                "a config file holds an object of settings, found \(root.kindDescription)", at: root.offset)
            return
        }
        for member in members {
            switch member.key {
            case "accessModifier":
                config.access = choice(member.value, of: AccessLevel.allCases.map(\.rawValue), for: member.key)
                    .flatMap(AccessLevel.init(rawValue:))
            case "filter", "exclude":
                let filter = operationFilter(member.value, for: member.key)
                if member.key == "filter" { config.filter = filter } else { config.exclude = filter }
                if config.filterLocation == nil || member.key == "filter" {
                    config.filterLocation = diagnostics.source.location(ofByte: member.keyOffset)
                }
            case "namingStrategy":
                config.namingStrategy = choice(
                    member.value, of: NamingStrategy.allCases.map(\.rawValue), for: member.key
                )
                .flatMap(NamingStrategy.init(rawValue:))
                config.namingStrategyLocation = diagnostics.source.location(ofByte: member.value.offset)
            case "refRoot":
                if let folder = string(member.value, for: member.key) {
                    config.refRoot = referenceRoot(folder, at: member.value.offset)
                }
            case "namespace":
                if let name = string(member.value, for: member.key) {
                    if let problem = SwiftNames.namespaceProblem(name, taken: []) {
                        diagnostics.error(problem, at: member.value.offset)
                    } else {
                        config.namespace = name
                        config.namespaceLocation = diagnostics.source.location(ofByte: member.value.offset)
                    }
                }
            case "typeOverrides":
                for (key, mappings) in maps(member.value, for: member.key, keys: ["schemas", "formats"]) {
                    if key == "schemas" {
                        config.schemaOverrides = mappings.filter { swiftType($0) }
                    } else {
                        config.formatOverrides = mappings.filter { swiftType($0) && format($0) }
                    }
                }
            case "rename":
                let keys = ["types", "properties", "operations", "enumCases"]
                for (key, mappings) in maps(member.value, for: member.key, keys: keys) {
                    let checked = mappings.filter { newName($0, for: key) }
                    switch key {
                    case "types": config.typeRenames = checked
                    case "properties": config.propertyRenames = checked
                    case "operations": config.operationRenames = checked
                    default: config.enumCaseRenames = checked
                    }
                }
            default:
                unknown(member, among: Self.keys, in: "the config")
            }
        }
    }

    /// A `filter` or `exclude` object: lists of strings under `operations`, `tags`, `paths`, `methods` (and
    /// `schemas` in `filter`).
    mutating func operationFilter(_ node: SpecNode, for key: String) -> OperationFilter? {
        guard let members = node.members else {
            diagnostics.error(
                "'\(key)' must be an object of lists (operations, tags, paths, methods), found \(node.kindDescription)",
                at: node.offset)
            return nil
        }
        let known = ["operations", "tags", "paths", "methods"] + (key == "filter" ? ["schemas"] : [])
        var filter = OperationFilter()
        for member in members {
            guard known.contains(member.key) else {
                unknown(member, among: known, in: "'\(key)'")
                continue
            }
            let entries = stringList(member.value, for: "\(key).\(member.key)").compactMap { value, offset in
                entry(value, at: offset, in: member.key, of: key)
            }
            switch member.key {
            case "operations": filter.operations = entries
            case "tags": filter.tags = entries
            case "paths": filter.paths = entries
            case "methods": filter.methods = entries
            default: filter.schemas = entries
            }
        }
        return filter
    }

    /// One checked filter entry: a path starts with `/`, a method is one of `methods` (any case, kept upper case).
    mutating func entry(_ value: String, at offset: Int, in list: String, of key: String) -> OperationFilter.Entry? {
        let location = diagnostics.source.location(ofByte: offset)
        switch list {
        case "paths" where !value.hasPrefix("/"):
            diagnostics.error("'\(key).paths' entry '\(value)' must start with '/'", at: offset)
            return nil
        case "methods":
            guard Self.methods.contains(value.uppercased()) else {
                diagnostics.error(
                    "'\(key).methods' entry '\(value)' must be one of \(Self.methods.joined(separator: ", "))",
                    at: offset)
                return nil
            }
            return OperationFilter.Entry(value.uppercased(), at: location)
        default:
            break
        }
        return OperationFilter.Entry(value, at: location)
    }

    /// The strings of a list and their offsets; an error for anything else (a lone string is a list of one).
    mutating func stringList(_ node: SpecNode, for key: String) -> [(String, Int)] {
        if let text = node.stringValue { return text.isEmpty ? [] : [(text, node.offset)] }
        guard let elements = node.elements else {
            diagnostics.error("'\(key)' must be a list of strings, found \(node.kindDescription)", at: node.offset)
            return []
        }
        // A value listed again (YAML aliases repeat one string a million times) is read once, with one warning.
        var repeats: [String: (count: Int, offset: Int)] = [:]
        let list: [(String, Int)] = elements.compactMap { element in
            guard let text = element.stringValue, !text.isEmpty else {
                let what = element.stringValue == nil ? element.kindDescription : "an empty string"
                diagnostics.error("'\(key)' must be a list of strings, found \(what) in it", at: element.offset)
                return nil
            }
            if let seen = repeats[text] {
                repeats[text] = (seen.count + 1, seen.count == 1 ? element.offset : seen.offset)
                return nil
            }
            repeats[text] = (1, element.offset)
            return longValue(text, for: key, at: element.offset) ? nil : (text, element.offset)
        }
        for (text, _) in list {
            if let seen = repeats[text], seen.count > 1 {
                diagnostics.warning(
                    "'\(key)' lists '\(Self.shown(text))' \(seen.count) times; once is enough", at: seen.offset)
            }
        }
        return list
    }

    /// The longest value a config list or map holds. No operationId, tag, path or name comes near it, and the bound
    /// keeps one aliased string from multiplying the work and the length of the diagnostics.
    static let maxValueLength = 1_000

    /// `value` as a diagnostic quotes it: at most 60 characters.
    static func shown(_ value: String) -> String {
        value.count <= 60 ? value : value.prefix(60) + "…"
    }

    /// Whether `value` is longer than `maxValueLength` (then an error at `offset`).
    mutating func longValue(_ value: String, for key: String, at offset: Int) -> Bool {
        guard value.utf8.count > Self.maxValueLength else { return false }
        diagnostics.error(
            "'\(key)' holds '\(Self.shown(value))', \(value.utf8.count) bytes long; at most "
                + "\(Self.maxValueLength) are allowed", at: offset)
        return true
    }

    /// The maps of strings under `keys` of the object `node` (`typeOverrides`, `rename`), each member located;
    /// errors for other keys and other values.
    mutating func maps(_ node: SpecNode, for key: String, keys: [String]) -> [(String, [ConfigMapping])] {
        guard let members = node.members else {
            diagnostics.error(
                "'\(key)' must be an object (\(keys.joined(separator: ", "))), found \(node.kindDescription)",
                at: node.offset)
            return []
        }
        var result: [(String, [ConfigMapping])] = []
        for member in members {
            guard keys.contains(member.key) else {
                unknown(member, among: keys, in: "'\(key)'")
                continue
            }
            let name = "\(key).\(member.key)"
            guard let pairs = member.value.members else {
                diagnostics.error(
                    "'\(name)' must be an object of \"from\": \"to\" strings, found \(member.value.kindDescription)",
                    at: member.value.offset)
                continue
            }
            var mappings: [ConfigMapping] = []
            for pair in pairs {
                guard let to = pair.value.stringValue else {
                    diagnostics.error(
                        "'\(name)' maps '\(pair.key)' to \(pair.value.kindDescription); it must be a string",
                        at: pair.value.offset)
                    continue
                }
                if longValue(pair.key, for: name, at: pair.keyOffset) || longValue(to, for: name, at: pair.value.offset)
                {
                    continue
                }
                let location = diagnostics.source.location(ofByte: pair.keyOffset)
                mappings.append(ConfigMapping(from: pair.key, to: to, at: location))
            }
            result.append((member.key, mappings))
        }
        return result
    }

    /// Whether a type override's value is a type spelling (`Decimal`, `MyModule.ID`); an error if not.
    mutating func swiftType(_ mapping: ConfigMapping) -> Bool {
        let parts = mapping.to.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // a keyword is no type: `X.self` is a value, `X.Type` a metatype, `Self` the generated model itself
        let valid = parts.allSatisfy {
            (SwiftNames.isPlainIdentifier($0) || ($0.hasPrefix("_") && $0.count > 1))
                && !SwiftNames.keywords.contains($0)
        }
        if !valid {
            diagnostics.append(
                Diagnostic(
                    .error, "'\(mapping.to)' (for '\(mapping.from)') is not a Swift type name",
                    at: mapping.location, hint: "write a type, module-qualified if you like: \"MyModule.Money\""))
        }
        return valid
    }

    /// Whether a format override names a known format; an error if not.
    mutating func format(_ mapping: ConfigMapping) -> Bool {
        guard Self.formats[mapping.from] == nil else { return true }
        let known = Self.formats.keys.sorted()
        let hint = SwiftNames.suggestion(for: mapping.from, among: known).map { "did you mean '\($0)'?" }
        diagnostics.append(
            Diagnostic(
                .error, "unknown format '\(mapping.from)' (known: \(known.joined(separator: ", ")))",
                at: mapping.location, hint: hint))
        return false
    }

    /// Whether a rename's key has the form its map needs (`Type.member` for properties and enum cases) and its
    /// value is a plain Swift name; an error if not.
    mutating func newName(_ mapping: ConfigMapping, for key: String) -> Bool {
        if key == "properties" || key == "enumCases" {
            let parts = mapping.from.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                let example = key == "properties" ? "Pet.name" : "PetStatus.available"
                diagnostics.append(
                    Diagnostic(
                        .error, "'rename.\(key)' key '\(mapping.from)' must be Type.member, like '\(example)'",
                        at: mapping.location))
                return false
            }
        }
        guard SwiftNames.isPlainIdentifier(mapping.to) || (mapping.to.hasPrefix("_") && mapping.to.count > 1),
            !SwiftNames.keywords.contains(mapping.to) || key != "types"
        else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "'rename.\(key)' gives '\(mapping.from)' the name '\(mapping.to)', which is not a Swift name",
                    at: mapping.location, hint: "use letters, digits and '_', starting with a letter"))
            return false
        }
        // Every type already has these members (`pet.self`, `Pet.Type`, `Pet.init`): a property or case of that name
        // does not compile (`self.self = self`) or cannot be written without backticks; the translator respells them.
        let members = ["self", "Self", "super", "init", "deinit", "subscript", "Type", "Protocol"]
        if key == "properties" || key == "enumCases", members.contains(mapping.to) {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "'rename.\(key)' gives '\(mapping.from)' the name '\(mapping.to)', which every Swift type has "
                        + "already", at: mapping.location, hint: "pick another name, such as '\(mapping.to)Value'"))
            return false
        }
        return true
    }

    /// An error for a key that is not one of `known`, with a did-you-mean hint.
    mutating func unknown(_ member: SpecNode.Member, among known: [String], in context: String) {
        let hint = SwiftNames.suggestion(for: member.key, among: known).map { "did you mean '\($0)'?" }
        diagnostics.error(
            "unknown key '\(member.key)' in \(context) (known: \(known.joined(separator: ", ")))",
            at: member.keyOffset, hint: hint)
    }

    /// The string value of `node`, or nil after an error.
    mutating func string(_ node: SpecNode, for key: String) -> String? {
        guard let text = node.stringValue else {
            diagnostics.error("'\(key)' must be a string, found \(node.kindDescription)", at: node.offset)
            return nil
        }
        return text
    }

    /// The value of `node` when it is one of `choices`, or nil after an error.
    mutating func choice(_ node: SpecNode, of choices: [String], for key: String) -> String? {
        guard let text = string(node, for: key) else { return nil }
        guard choices.contains(text) else {
            let hint = SwiftNames.suggestion(for: text, among: choices).map { "did you mean '\($0)'?" }
            diagnostics.error(
                "'\(key)' must be one of \(choices.joined(separator: ", ")), not '\(text)'", at: node.offset, hint: hint
            )
            return nil
        }
        return text
    }
}
