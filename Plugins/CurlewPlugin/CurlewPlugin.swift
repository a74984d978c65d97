import Foundation
import PackagePlugin

/// Generates a Swift client for every `*.curlew.{json,yaml,yml}`, `openapi.{yaml,yml,json}` and
/// `*.openapi.{yaml,yml,json}` file among a target's sources.
///
/// One build command per spec runs `curlew generate <spec> --output <workdir> --parts auto:<n>`, producing
/// `<Base>.swift` (and `<Base>+Models2.swift` … for specs over 256 KiB with the files their `$ref`s reach; of
/// those, only as many as the kept code needs hold it, the others only the header, since the files are declared
/// here before the config file's filter is applied), where `<Base>` is the spec's file name
/// without `.curlew.<ext>` or `.openapi.<ext>` (`openapi.yaml` → `openapi.swift`; the CLI's naming rule).
/// Specs may be symlinks into a package-level `Specs/` folder. A config file beside the spec
/// (`<Base>.curlew-config.json`, or the folder's `curlew-config.json`; `.yaml` too, see Docs/Configuration.md)
/// is passed with `--config` and is an input of the command; without one the generated code is `internal`. The
/// first spec's command also checks all of the target's specs together (`--sibling`): two that declare a type of
/// the same name fail the build with a diagnostic naming both files and the option that fixes it (a namespace).
/// An OpenAPI document's command also lists the target's other `.yaml`/`.yml`/`.json` files and the files its
/// `$ref`s name (in turn, and also outside the target) as inputs, so editing a file that a `$ref` names regenerates
/// the client. Two specs that generate one file name (`v1/openapi.yaml` and
/// `v2/openapi.yaml`), or a spec whose file is named like one of the target's Swift files, stop the build with an
/// error naming both files (SwiftPM's own, "multiple producers", names neither).
@main
struct CurlewPlugin: BuildToolPlugin {
    /// Returns one build command per spec file in `target`.
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "curlew")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(
            path: "GeneratedSources", directoryHint: .isDirectory)
        let files = target.sourceFiles.map(\.url)
        let specs = files.filter { SpecFileNames.baseName(ofSpec: $0.lastPathComponent) != nil }
            .sorted { $0.path < $1.path }
        let outputs = specs.map { url in
            SpecFileNames.outputNames(
                base: SpecFileNames.baseName(ofSpec: url.lastPathComponent) ?? url.lastPathComponent,
                parts: CurlewPluginOutputs.parts(forSpecAt: url, within: context.package.directoryURL))
        }
        let clashes = CurlewPluginOutputs.clashes(
            specs: Array(zip(specs, outputs)), sources: files.filter { $0.pathExtension == "swift" })
        guard clashes.isEmpty else { throw CurlewPluginError(description: clashes.joined(separator: "\n")) }
        let configs = try specs.map { spec throws -> URL? in try CurlewPluginConfigs.file(forSpec: spec) }
        // `$ref`s may read the package's files, not those outside it.
        let referenceRoot = ["--ref-root", context.package.directoryURL.path]
        return specs.enumerated().map { index, url in
            let name = url.lastPathComponent
            let parts = outputs[index].count
            // The first spec's command also reads the others (declared as its inputs, so a change to any of
            // them re-runs the check) and fails, naming both files, when two declare the same type name.
            let siblings = index == 0 ? Array(specs.dropFirst()) : []
            return .buildCommand(
                displayName: "Generating \(outputs[index][0]) from \(name)",
                executable: tool.url,
                arguments: ["generate", url.path, "--output", outputDirectory.path, "--parts", "auto:\(parts)"]
                    + referenceRoot + (configs[index].map { ["--config", $0.path] } ?? [])
                    + siblings.flatMap { ["--sibling", $0.path] },
                // The config file is an input too, so editing it regenerates the client.
                inputFiles: CurlewPluginInputs.inputFiles(
                    spec: url, siblings: siblings, targetFiles: target.sourceFiles.map(\.url),
                    within: context.package.directoryURL)
                    + (configs[index].map { [$0] } ?? [])
                    + specs.indices.filter { siblings.contains(specs[$0]) }.compactMap { configs[$0] },
                outputFiles: outputs[index].map { outputDirectory.appending(path: $0) }
            )
        }
    }
}

/// Why the plugin made no build commands for a target.
struct CurlewPluginError: Error, CustomStringConvertible {
    let description: String
}
