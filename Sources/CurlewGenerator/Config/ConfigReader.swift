/// Stage 1 for config files: the located tree of a `curlew-config` file → `GeneratorConfig`, with an error at the
/// key or value for every unknown key and bad value (a typo in a config changes what is generated, so none is
/// only a warning).
struct ConfigReader {
    var diagnostics: DiagnosticBag
    var config: GeneratorConfig

    /// The top-level keys, for unknown-key hints.
    static let keys = ["accessModifier", "filter", "exclude"]

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
        return elements.compactMap { element in
            guard let text = element.stringValue, !text.isEmpty else {
                let what = element.stringValue == nil ? element.kindDescription : "an empty string"
                diagnostics.error("'\(key)' must be a list of strings, found \(what) in it", at: element.offset)
                return nil
            }
            return (text, element.offset)
        }
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
