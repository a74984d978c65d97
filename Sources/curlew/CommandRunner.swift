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
        case .generate(let specs, let output, let access):
            return generate(specs, output: output, options: GeneratorOptions(access: access))
        }
    }

    private static func generate(_ specs: [String], output: String, options: GeneratorOptions) -> Int32 {
        var failed = false
        var outputs: [String: String] = [:]
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            printError("curlew: error: cannot create the output directory '\(output)': \(error.localizedDescription)")
            return 1
        }
        for path in specs {
            let fileName = Generator.outputFileName(forSpec: path)
            if let other = outputs[fileName] {
                printError("curlew: error: '\(path)' and '\(other)' would both write \(fileName)")
                failed = true
                continue
            }
            outputs[fileName] = path
            guard let spec = read(path) else {
                failed = true
                continue
            }
            let result = Generator.generate(spec, options: options)
            report(result.diagnostics)
            guard let source = result.source else {
                failed = true
                continue
            }
            let destination = URL(fileURLWithPath: output).appendingPathComponent(fileName)
            do {
                try Data(source.utf8).write(to: destination, options: .atomic)
            } catch {
                printError("curlew: error: cannot write '\(destination.path)': \(error.localizedDescription)")
                failed = true
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
