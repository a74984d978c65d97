import Foundation

/// Finds the config file a spec's command passes to `curlew generate --config`. (No `PackagePlugin` here: the
/// command plugin and the generator's tests compile this file too; the naming rule is `SpecFileNames`.)
enum CurlewPluginConfigs {
    /// Two config files of one rank beside a spec: the build stops, naming both.
    struct AmbiguousConfig: Error, CustomStringConvertible {
        /// The files and the fix.
        let description: String
    }

    /// The config file beside `spec` (`<Base>.curlew-config.json`, else the folder's `curlew-config.json`, or their
    /// `.yaml`/`.yml` forms), or nil when there is none.
    static func file(
        forSpec spec: URL, exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) throws(AmbiguousConfig) -> URL? {
        let found = SpecFileNames.configFile(forSpecAt: spec.path, exists: exists)
        guard found.ambiguous.isEmpty else {
            throw AmbiguousConfig(
                description: "\(found.ambiguous.joined(separator: " and ")) are all config files of \(spec.path), "
                    + "and a spec reads one: keep one of them")
        }
        return found.path.map { URL(fileURLWithPath: $0) }
    }
}
