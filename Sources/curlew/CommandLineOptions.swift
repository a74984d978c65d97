import CurlewGenerator

/// What the command line asked for.
enum Command: Equatable {
    case generate(specs: [String], output: String, options: GenerateOptions)
    case lint(specs: [String], config: String?, refRoot: String?)
    case help
}

/// The options of `curlew generate` besides the specs and the output directory.
struct GenerateOptions: Equatable {
    /// `--access`; nil leaves it to the config file, else `internal`.
    var access: AccessLevel?
    /// `--parts`; nil means automatic, by spec size (the plugins' rule).
    var parts: Int?
    /// How the parts are filled: by the code (`auto`, the default), the rest left unwritten; by the code within
    /// the files the build plugin declared (`auto:<n>`), the rest header-only; nil, all of them (`<n>`).
    var partSizing: GeneratorOptions.PartSizing? = .byCode
    /// `--sibling` specs, only read for the type-name check.
    var siblings: [String] = []
    /// `--config`: the config file for every spec given.
    var config: String?
    /// `--ref-root`: the folder whose files `$ref`s may read (nil: the config file's `refRoot`, else each
    /// document's own folder).
    var refRoot: String?
}

/// A command line that does not make sense, with the reason.
struct UsageError: Error {
    var message: String
}

/// Parses `curlew generate <spec>… --output <dir> [--access public|package|internal] [--config <file>]` and
/// `curlew lint <spec>…`.
enum CommandLineOptions {
    static let usage = """
        USAGE: curlew generate <spec>... --output <dir> [--access internal|package|public] [--parts auto|<n>|auto:<n>]
                               [--config <file>] [--sibling <spec>]... [--ref-root <dir>]
               curlew lint <spec>... [--config <file>] [--ref-root <dir>]
               curlew --help

        generate  Reads each spec (native JSON with comments or YAML, or OpenAPI 3.0/3.1 in JSON or YAML, see
                  Docs/SpecFormat.md) and writes one Swift file per spec into <dir>: Name.curlew.json,
                  Name.curlew.yaml, Name.openapi.yaml ... -> Name.swift (any other name: its last extension is
                  replaced by .swift). Nothing is written for a spec with errors, nor over
                  a file that curlew did not generate.
        lint      Checks specs (and a config file, applied to each) and prints their diagnostics without writing
                  anything.

        OPTIONS:
          -o, --output <dir>   Directory for the generated files (created if missing). Long options also
                               take their value after '=' (--output=<dir>).
          --access <level>     internal (default), package or public: the access level of the generated
                               code (overrides the config file's accessModifier).
          --config <file>      A config file (curlew-config.json or .yaml, see Docs/Configuration.md) for
                               every spec given: access level, a subset of the API, type overrides, names.
                               Command-line options override its settings.
          --ref-root <dir>     The folder whose files a relative $ref may read, after symlinks are
                               resolved (default: the config file's refRoot, else the folder of the
                               document); a $ref to a file outside it is an error.
          --parts auto|<n>     Split each spec's output into n files (1-16) of about equal compile work:
                               Name.swift with the client (and models when the client is lighter than
                               a share; a heavier client's other methods go into extensions in the
                               next files), Name+Models2.swift ... with the models, so big APIs compile in
                               parallel. auto (default): one file per 256 KiB started of the spec and
                               the files its $refs reach, at most 8, and no more than one per 512 KiB
                               of the code generated (what a config file's filter keeps), rounded up
                               to a power of two. auto:<n>: n files, as
                               many as auto fills hold the code, the others only the header (the
                               build plugin's, which names its files before the spec is read).
          --sibling <spec>     Another spec whose code goes into the same module (repeatable; not generated).
                               The specs given are generated and all are checked together: two that declare
                               a type of the same name (without a namespace, see Docs/SpecFormat.md) are an
                               error that names both files and the types.
          -h, --help           Show this help.

        Diagnostics go to standard error as file:line:column: error|warning: message.
        Exit status: 0 success (warnings allowed), 1 errors in a spec or a file that cannot be read or
        written, 2 a usage error.

        """

    static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
        guard let verb = arguments.first else { return .failure(UsageError(message: "missing a command")) }
        if ["-h", "--help", "help"].contains(verb) { return .success(.help) }
        guard ["generate", "lint"].contains(verb) else {
            return .failure(UsageError(message: "unknown command '\(verb)' (generate or lint)"))
        }
        var specs: [String] = []
        var output: String?
        var options = GenerateOptions()
        let arguments = [verb] + spreadingInlineValues(arguments.dropFirst())
        var given: Set<String> = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "-h", "--help":
                return .success(.help)
            case "-o", "--output", "--access", "--parts", "--sibling", "--config", "--ref-root":
                guard verb == "generate" || argument == "--config" || argument == "--ref-root" else {
                    return .failure(UsageError(message: "\(argument) is an option of generate, not of \(verb)"))
                }
                guard index < arguments.count else {
                    return .failure(UsageError(message: "\(argument) needs a value"))
                }
                let value = arguments[index]
                index += 1
                let name = argument == "-o" ? "--output" : argument
                guard name == "--sibling" || given.insert(name).inserted else {
                    return .failure(UsageError(message: "\(name) is given twice"))
                }
                if argument == "--parts" {
                    if value != "auto" {
                        let declared = value.hasPrefix("auto:")
                        guard let count = Int(declared ? value.dropFirst("auto:".count) : value[...]),
                            (1...Generator.maxParts).contains(count)
                        else {
                            let counts = "1-\(Generator.maxParts)"
                            return .failure(
                                UsageError(
                                    message: "--parts must be auto, \(counts) or auto:<\(counts)>, not '\(value)'"))
                        }
                        options.parts = count
                        options.partSizing = declared ? .declaredFiles : nil
                    }
                } else if argument == "--sibling" {
                    options.siblings.append(value)
                } else if argument == "--access" {
                    guard let level = AccessLevel(rawValue: value) else {
                        return .failure(
                            UsageError(message: "--access must be internal, package or public, not '\(value)'"))
                    }
                    options.access = level
                } else if argument == "--config" {
                    options.config = value
                } else if argument == "--ref-root" {
                    options.refRoot = value
                } else {
                    output = value
                }
            case "--":
                specs += arguments[index...]
                index = arguments.count
            default:
                if argument.hasPrefix("-") {
                    return .failure(UsageError(message: "unknown option '\(argument)'"))
                }
                specs.append(argument)
            }
        }
        guard !specs.isEmpty else { return .failure(UsageError(message: "\(verb) needs at least one spec file")) }
        guard verb == "generate" else {
            return .success(.lint(specs: specs, config: options.config, refRoot: options.refRoot))
        }
        guard let output else { return .failure(UsageError(message: "generate needs --output <dir>")) }
        return .success(.generate(specs: specs, output: output, options: options))
    }

    /// The arguments with each `--option=value` before a `--` split in two (`--output`, `value`), as
    /// swift-argument-parser and most tools accept both spellings.
    private static func spreadingInlineValues(_ arguments: ArraySlice<String>) -> [String] {
        var spread: [String] = []
        for (offset, argument) in arguments.enumerated() {
            if argument == "--" {
                return spread + arguments.dropFirst(offset)
            }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                spread += [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
            } else {
                spread.append(argument)
            }
        }
        return spread
    }
}
