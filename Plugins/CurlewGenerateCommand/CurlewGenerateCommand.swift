import Foundation
import PackagePlugin

/// `swift package generate-client`: writes the client of every spec into the source tree: `*.curlew.{json,yaml,yml}`,
/// `openapi.{yaml,yml,json}` and `*.openapi.{yaml,yml,json}`, the files the build plugin recognises.
///
/// For users who commit generated code instead of using the build plugin (use one or the other on a target:
/// both would declare the same types twice). Each spec's output, `<Base>.swift`, is written next to the spec by
/// `curlew generate`, so it is byte for byte what the build plugin and the CLI produce.
///
/// ```
/// swift package --allow-writing-to-package-directory generate-client [--target T]... [--access public]
/// ```
///
/// A config file beside a spec is passed on as the build plugin passes it; `--access` overrides its
/// `accessModifier`.
@main
struct CurlewGenerateCommand: CommandPlugin {
    /// Runs `curlew generate` once per folder that holds specs, in the chosen targets (default: all).
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try GenerateClientArguments(arguments)
        let (targetNames, access) = (options.targets, options.access)
        let targets =
            targetNames.isEmpty
            ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "curlew")
        var generated = 0
        for case let target as any SourceModuleTarget in targets {
            let all = Self.specs(in: target, package: context.package.directoryURL)
            let outputs = all.map { url in
                SpecFileNames.outputNames(
                    base: SpecFileNames.baseName(ofSpec: url.lastPathComponent) ?? url.lastPathComponent,
                    parts: CurlewPluginOutputs.parts(forSpecAt: url, within: context.package.directoryURL))
            }
            // Two of them writing files of one name (in different folders) would leave a target Swift cannot build.
            let clashes = CurlewPluginOutputs.clashes(specs: Array(zip(all, outputs)), sources: [])
            guard clashes.isEmpty else { throw CommandError(clashes.joined(separator: "\n")) }
            // One run per folder and config file (a spec's own `<Base>.curlew-config.json`, or the folder's).
            var groups: [String: (folder: String, config: String?, specs: [URL])] = [:]
            for url in all {
                let config = try CurlewPluginConfigs.file(forSpec: url)?.path
                let folder = url.deletingLastPathComponent().path
                groups["\(folder)\u{0}\(config ?? "")", default: (folder, config, [])].specs.append(url)
            }
            for key in groups.keys.sorted() {
                guard let group = groups[key] else { continue }
                let paths = group.specs.map(\.path).sorted()
                // The target's other specs are checked with these for type names declared twice.
                let siblings = all.map(\.path).filter { !paths.contains($0) }
                try Self.run(
                    tool.url,
                    ["generate"] + paths + ["--output", group.folder, "--ref-root", context.package.directoryURL.path]
                        + (access.map { ["--access", $0] } ?? []) + (group.config.map { ["--config", $0] } ?? [])
                        + siblings.flatMap { ["--sibling", $0] })
                generated += paths.count
            }
        }
        print("curlew: generated \(generated) client file(s)")
    }

    /// The target's specs: those among its files (sources and resources), and those SwiftPM does not list in the
    /// target's folder and its subfolders, so a spec declared `exclude:`d (no "unhandled file" warning, no resource
    /// copied into the product) is still generated. Hidden folders are skipped.
    static func specs(in target: any SourceModuleTarget, package: URL) -> [URL] {
        var byPath: [String: URL] = [:]
        for url in target.sourceFiles.map(\.url) where isSpec(url) {
            byPath[url.standardizedFileURL.path] = url
        }
        if let folder = TargetFolder.find(name: target.name, files: target.sourceFiles.map(\.url), package: package) {
            let files = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let url = files?.nextObject() as? URL {
                if isSpec(url), byPath[url.standardizedFileURL.path] == nil {
                    byPath[url.standardizedFileURL.path] = url
                }
            }
        }
        return byPath.values.sorted { $0.path < $1.path }
    }

    /// Whether `url` names a spec, by the build plugin's rule.
    static func isSpec(_ url: URL) -> Bool {
        SpecFileNames.baseName(ofSpec: url.lastPathComponent) != nil
    }

    /// Runs the tool; its diagnostics go straight to our standard error.
    static func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError("curlew generate failed (exit status \(process.terminationStatus)); see above")
        }
    }
}

/// A failure the plugin reports to the user as one sentence.
struct CommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
