import CurlewGenerator
import Foundation

/// Runs a parsed command: reads specs, prints diagnostics to standard error, writes generated files.
enum CommandRunner {
    static func run(_ command: Command) -> Int32 {
        switch command {
        case .help:
            print(CommandLineOptions.usage, terminator: "")
            return 0
        case .lint(let specs, let configPath, let refRoot):
            guard let config = readConfig(configPath) else { return 1 }
            var failed = false
            for path in specs {
                guard let spec = read(path, refRoot: refRoot ?? config.refRoot) else {
                    failed = true
                    continue
                }
                let (model, diagnostics) = Generator.translate(spec)
                report(diagnostics)
                failed = failed || diagnostics.contains { $0.severity == .error }
                if let model, configPath != nil {
                    let configured = Generator.configure(model, with: config)
                    report(configured.diagnostics)
                    failed = failed || configured.model == nil
                }
            }
            return failed ? 1 : 0
        case .generate(let specs, let output, let options):
            return generate(specs, output: output, options: options)
        }
    }

    /// `options.parts` nil means automatic, by spec size (the plugins' rule). `options.siblings` are only read for
    /// the type-name check (their own diagnostics are not printed: their own runs print them). A config file with
    /// errors stops before anything is written.
    private static func generate(_ specs: [String], output: String, options: GenerateOptions) -> Int32 {
        let (parts, siblings) = (options.parts, options.siblings)
        guard let config = readConfig(options.config) else { return 1 }
        var failed = false
        var outputs: [String: String] = [:]
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            printError("curlew: error: cannot create the output directory '\(output)': \(error.localizedDescription)")
            return 1
        }
        var translated: [(spec: SpecFile, model: APIModel?, parts: Int)] = []
        for path in specs {
            guard let spec = read(path, refRoot: options.refRoot ?? config.refRoot) else {
                failed = true
                continue
            }
            let count = parts ?? Generator.parts(forSpecAt: path, referenceRoot: options.refRoot ?? config.refRoot)
            let names = Generator.outputFileNames(forSpec: path, parts: count)
            if let clash = names.first(where: { outputs[$0] != nil }), let other = outputs[clash] {
                printError("curlew: error: '\(path)' and '\(other)' would both write \(clash)")
                failed = true
                continue
            }
            for name in names { outputs[name] = path }
            let (translatedModel, diagnostics) = Generator.translate(spec)
            report(diagnostics)
            var model = translatedModel
            if let translatedModel {
                let configured = Generator.configure(translatedModel, with: config)
                report(configured.diagnostics)
                model = configured.model
                configured.summary.map { print("\(path): \($0)") }
            }
            failed = failed || model == nil
            translated.append((spec, model, count))
        }
        var together = translated.compactMap { item in item.model.map { (spec: item.spec, model: $0) } }
        for path in siblings where !specs.contains(path) {
            // A sibling's own config file (found beside it by the plugins' rule) may give it a namespace or
            // rename its types; errors in it are reported by the sibling's own run.
            if let spec = read(path, refRoot: options.refRoot), var model = Generator.translate(spec).model {
                let found = Generator.configFile(forSpecAt: path) { FileManager.default.fileExists(atPath: $0) }
                if let config = found.path, let data = FileManager.default.contents(atPath: config),
                    let read = GeneratorConfig.read(name: config, contents: Array(data)).config
                {
                    model = Generator.configure(model, with: read).model ?? model
                }
                together.append((spec, model))
            }
        }
        let clashes = Generator.typeNameClashes(together)
        report(clashes)
        guard clashes.isEmpty else { return 1 }
        for item in translated {
            guard let model = item.model else { continue }
            var rendering = config.options(access: options.access, parts: item.parts)
            rendering.partSizing = options.partSizing
            let files = Generator.renderFiles(model, specFileName: item.spec.name, options: rendering)
            let foreign = ForeignFiles.among(files.map { URL(fileURLWithPath: output).appendingPathComponent($0.name) })
            guard foreign.isEmpty else {
                for file in foreign {
                    printError(
                        "curlew: error: '\(file.path)' was not generated by curlew; not overwriting it with the "
                            + "client of '\(item.spec.name)' (rename or move one of them)")
                }
                failed = true
                continue
            }
            for (name, source) in files {
                let destination = URL(fileURLWithPath: output).appendingPathComponent(name)
                do {
                    try writeIfChanged(Data(source.utf8), to: destination)
                } catch {
                    printError("curlew: error: cannot write '\(destination.path)': \(error.localizedDescription)")
                    failed = true
                }
            }
            if let first = files.first {
                failed = !removeStaleParts(after: first, count: files.count, in: output) || failed
            }
        }
        return failed ? 1 : 0
    }

    /// Removes `<Base>+Models<k>.swift` for every `k` above `count` that an earlier run with more parts wrote
    /// for the same spec (its first line is the header of `first`, the new `<Base>.swift`): left behind, they
    /// would declare every type a second time. Returns false when one cannot be removed.
    private static func removeStaleParts(after first: (name: String, source: String), count: Int, in output: String)
        -> Bool
    {
        let prefix = first.name.dropLast(".swift".count) + "+Models"
        let header = first.source.prefix { $0 != "\n" }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        var removed = true
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".swift") {
            let number = name.dropFirst(prefix.count).dropLast(".swift".count)
            guard number.allSatisfy({ ("0"..."9").contains($0) }), let part = Int(number), part > count else {
                continue
            }
            let path = URL(fileURLWithPath: output).appendingPathComponent(name).path
            guard let handle = FileHandle(forReadingAtPath: path) else { continue }
            let start = (try? handle.read(upToCount: header.utf8.count + 1)) ?? Data()
            try? handle.close()
            guard start == Data((header + "\n").utf8) else { continue }
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                printError("curlew: error: cannot remove the stale '\(path)': \(error.localizedDescription)")
                removed = false
            }
        }
        return removed
    }

    /// Leaves a file that already holds `data` untouched, so a build that re-runs the generator (one spec of the
    /// target changed) recompiles only the clients whose code changed.
    private static func writeIfChanged(_ data: Data, to destination: URL) throws {
        if FileManager.default.contents(atPath: destination.path) == data { return }
        try data.write(to: destination, options: .atomic)
    }

    /// The config file at `path` (an empty config when nil), or nil after printing why it cannot be used.
    private static func readConfig(_ path: String?) -> GeneratorConfig? {
        guard let path else { return GeneratorConfig() }
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("\(path): error: cannot read the config file")
            return nil
        }
        let (config, diagnostics) = GeneratorConfig.read(name: path, contents: Array(data))
        report(diagnostics)
        return config
    }

    /// The spec at `path`, whose `$ref`s may read the files in `refRoot` (nil: the spec's own folder).
    private static func read(_ path: String, refRoot: String? = nil) -> SpecFile? {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("\(path): error: cannot read the spec file")
            return nil
        }
        var spec = SpecFile(name: path, contents: Array(data))
        spec.referenceRoot = refRoot
        return spec
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
