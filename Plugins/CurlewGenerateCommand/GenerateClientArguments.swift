/// The arguments of `swift package generate-client`, checked before anything is written. (No `PackagePlugin` here:
/// the generator's tests compile this file too.)
///
/// `PackagePlugin.ArgumentExtractor` drops an option that ends the line without a value, so `--access` alone
/// generated `internal` code and `--target` alone every target; and it passes `--access private` through to
/// `curlew`, whose usage text is not this command's. Both are usage errors here.
struct GenerateClientArguments: Equatable {
    /// The targets named with `--target` (repeatable); empty means every target of the package.
    var targets: [String] = []
    /// `internal`, `package` or `public`; nil leaves it to each spec's config file (else `internal`).
    var access: String?

    /// What `generate-client` accepts, for its usage errors.
    static let usage = "usage: generate-client [--target <target>]... [--access internal|package|public]"

    /// The options as given: every target unless named, the config's access level unless told.
    init(targets: [String] = [], access: String? = nil) {
        self.targets = targets
        self.access = access
    }

    /// Parses `arguments` (`--name value` or `--name=value`), or throws a message that ends with the usage line.
    init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (name, inline) = Self.split(argument)
            guard name == "--target" || name == "--access" else {
                throw UsageError("unexpected argument '\(argument)'")
            }
            var value = inline
            if value == nil, index < arguments.count, !arguments[index].hasPrefix("-") {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else { throw UsageError("\(name) needs a value") }
            if name == "--target" {
                targets.append(value)
                continue
            }
            guard ["internal", "package", "public"].contains(value) else {
                throw UsageError("--access must be internal, package or public, not '\(value)'")
            }
            guard access == nil || access == value else { throw UsageError("--access given twice") }
            access = value
        }
    }

    /// `--name=value` → (`--name`, `value`); anything else → (itself, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// A command line `generate-client` does not accept; its description ends with the usage line.
    struct UsageError: Error, CustomStringConvertible, Equatable {
        /// The reason, then the usage line.
        let description: String

        init(_ reason: String) {
            description = "\(reason)\n\(GenerateClientArguments.usage)"
        }
    }
}
