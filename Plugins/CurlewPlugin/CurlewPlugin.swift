import Foundation
import PackagePlugin

/// Generates a Swift client for every `*.curlew.json`, `openapi.{yaml,yml,json}` and `*.openapi.{yaml,yml,json}`
/// file among a target's sources.
///
/// One build command per spec runs `curlew generate <spec> --output <workdir>`, producing `<Base>.swift` where
/// `<Base>` is the spec's file name without `.curlew.json` or `.openapi.<ext>` (`openapi.yaml` → `openapi.swift`;
/// the CLI's naming rule). Specs may be symlinks into a
/// package-level `Specs/` folder; the generated code has `internal` access.
@main
struct CurlewPlugin: BuildToolPlugin {
    /// Returns one build command per spec file in `target`.
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let suffixes = [".curlew.json", ".openapi.yaml", ".openapi.yml", ".openapi.json"]
        let bareNames: Set = ["openapi.yaml", "openapi.yml", "openapi.json"]
        func base(_ name: String) -> String? {
            if bareNames.contains(name) { return "openapi" }
            let suffix = suffixes.first { name.hasSuffix($0) && name.count > $0.count }
            return suffix.map { String(name.dropLast($0.count)) }
        }
        let tool = try context.tool(named: "curlew")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(
            path: "GeneratedSources", directoryHint: .isDirectory)
        let specs = target.sourceFiles.filter { base($0.url.lastPathComponent) != nil }
        return specs.map { file in
            let name = file.url.lastPathComponent
            let output = outputDirectory.appending(path: (base(name) ?? name) + ".swift")
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(name)",
                executable: tool.url,
                arguments: ["generate", file.url.path, "--output", outputDirectory.path],
                inputFiles: [file.url],
                outputFiles: [output]
            )
        }
    }
}
