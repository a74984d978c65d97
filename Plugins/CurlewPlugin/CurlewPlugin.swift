import PackagePlugin

// Placeholder until the plugin lands.
@main
struct CurlewPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] { [] }
}
