/// Stage 1 for config files: the located tree of a `curlew-config` file → `GeneratorConfig`, with an error at the
/// key or value for every unknown key and bad value (a typo in a config changes what is generated, so none is
/// only a warning).
struct ConfigReader {
    var diagnostics: DiagnosticBag
    var config: GeneratorConfig

    /// The top-level keys, for unknown-key hints.
    static let keys = ["accessModifier"]

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
            default:
                unknown(member, among: Self.keys, in: "the config")
            }
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
