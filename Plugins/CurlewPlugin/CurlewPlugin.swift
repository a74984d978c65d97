import Foundation
import PackagePlugin

/// Generates a Swift client for every `*.curlew.json` file among a target's sources.
///
/// One build command per spec runs `curlew generate <spec> --output <workdir>`, producing `<Base>.swift` where
/// `<Base>` is the spec's file name without `.curlew.json` (the CLI's naming rule). Specs may be symlinks into a
/// package-level `Specs/` folder; the generated code has `internal` access.
@main
struct CurlewPlugin: BuildToolPlugin {
    /// Returns one build command per spec file in `target`.
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let suffix = ".curlew.json"
        let tool = try context.tool(named: "curlew")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(
            path: "GeneratedSources", directoryHint: .isDirectory)
        let specs = target.sourceFiles.filter {
            $0.url.lastPathComponent.hasSuffix(suffix) && $0.url.lastPathComponent.count > suffix.count
        }
        return specs.map { file in
            let name = file.url.lastPathComponent
            let output = outputDirectory.appending(path: String(name.dropLast(suffix.count)) + ".swift")
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
