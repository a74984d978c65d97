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
@main
struct CurlewGenerateCommand: CommandPlugin {
    /// Runs `curlew generate` once per folder that holds specs, in the chosen targets (default: all).
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let access = extractor.extractOption(named: "access").last ?? "internal"
        if !extractor.remainingArguments.isEmpty {
            throw CommandError("unexpected arguments: \(extractor.remainingArguments.joined(separator: " "))")
        }
        let targets =
            targetNames.isEmpty
            ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "curlew")
        var generated = 0
        for case let target as any SourceModuleTarget in targets {
            let specs = Self.specs(in: target)
            let byFolder = Dictionary(grouping: specs) { $0.deletingLastPathComponent().path }
            for (folder, specs) in byFolder.sorted(by: { $0.key < $1.key }) {
                let paths = specs.map(\.path).sorted()
                try Self.run(tool.url, ["generate"] + paths + ["--output", folder, "--access", access])
                generated += paths.count
            }
        }
        print("curlew: generated \(generated) client file(s)")
    }

    /// The target's specs, among its files (sources and resources; SwiftPM leaves out `exclude`d ones, and
    /// PackageDescription 6.0 offers no non-deprecated way to list the target's folder).
    static func specs(in target: any SourceModuleTarget) -> [URL] {
        target.sourceFiles.map(\.url).filter(isSpec).sorted { $0.path < $1.path }
    }

    /// Whether `url` names a spec, by the build plugin's rule.
    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        if ["openapi.yaml", "openapi.yml", "openapi.json"].contains(name) { return true }
        let suffixes = [
            ".curlew.json", ".curlew.yaml", ".curlew.yml", ".openapi.yaml", ".openapi.yml", ".openapi.json",
        ]
        return suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
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
