import CurlewGenerator
import Foundation

/// Runs a parsed command: reads specs, prints diagnostics to standard error, writes generated files.
enum CommandRunner {
    static func run(_ command: Command) -> Int32 {
        switch command {
        case .help:
            print(CommandLineOptions.usage, terminator: "")
            return 0
        case .lint(let specs):
            var failed = false
            for path in specs {
                guard let spec = read(path) else {
                    failed = true
                    continue
                }
                let (_, diagnostics) = Generator.translate(spec)
                report(diagnostics)
                failed = failed || diagnostics.contains { $0.severity == .error }
            }
            return failed ? 1 : 0
        case .generate(let specs, let output, let access, let parts):
            return generate(specs, output: output, access: access, parts: parts)
        }
    }

    /// `parts` nil means automatic, by spec size (the plugins' rule).
    private static func generate(_ specs: [String], output: String, access: AccessLevel, parts: Int?) -> Int32 {
        var failed = false
        var outputs: [String: String] = [:]
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            printError("curlew: error: cannot create the output directory '\(output)': \(error.localizedDescription)")
            return 1
        }
        for path in specs {
            guard let spec = read(path) else {
                failed = true
                continue
            }
            let count = parts ?? Generator.parts(forSpecSize: spec.contents.count)
            let names = Generator.outputFileNames(forSpec: path, parts: count)
            if let clash = names.first(where: { outputs[$0] != nil }), let other = outputs[clash] {
                printError("curlew: error: '\(path)' and '\(other)' would both write \(clash)")
                failed = true
                continue
            }
            for name in names { outputs[name] = path }
            let result = Generator.generateFiles(spec, options: GeneratorOptions(access: access, parts: count))
            report(result.diagnostics)
            guard !result.hasErrors else {
                failed = true
                continue
            }
            for (name, source) in result.files {
                let destination = URL(fileURLWithPath: output).appendingPathComponent(name)
                do {
                    try Data(source.utf8).write(to: destination, options: .atomic)
                } catch {
                    printError("curlew: error: cannot write '\(destination.path)': \(error.localizedDescription)")
                    failed = true
                }
            }
        }
        return failed ? 1 : 0
    }

    private static func read(_ path: String) -> SpecFile? {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("\(path): error: cannot read the spec file")
            return nil
        }
        return SpecFile(name: path, contents: Array(data))
    }

    private static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            printError(diagnostic.description)
        }
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
