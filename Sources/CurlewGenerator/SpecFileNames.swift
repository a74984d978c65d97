/// The spec file naming rules: which file names are specs, the Swift files a spec generates, and how many parts a
/// spec of a given size is split into. One copy for the generator, the build plugin and the command plugin: the
/// plugins cannot link the library, so this file is symlinked into their folders (and into the generator's tests
/// beside them). No imports, so every one of them compiles it as it is.
enum SpecFileNames {
    /// The spec file suffixes, dropped from the output name: native specs in JSON or YAML, and OpenAPI documents.
    static let suffixes = [
        ".curlew.json", ".curlew.yaml", ".curlew.yml", ".openapi.yaml", ".openapi.yml", ".openapi.json",
    ]

    /// The file names that are OpenAPI documents without a suffix of their own.
    static let bareNames: Set = ["openapi.yaml", "openapi.yml", "openapi.json"]

    /// The most parts ``parts(forSpecSize:)`` picks.
    static let maxAutomaticParts = 8

    /// The most files an OpenAPI document and its `$ref`s reach that are read (DigitalOcean's description is
    /// 2,900 files): the generator's limit, and the build plugin's when it lists them as inputs and sizes them.
    static let maxReferencedFiles = 10_000

    /// The output base name of a spec file name (`Petstore.curlew.json` → `Petstore`, `openapi.yaml` →
    /// `openapi`), or nil when the name is not a spec's.
    static func baseName(ofSpec name: String) -> String? {
        if bareNames.contains(name) { return "openapi" }
        let suffix = suffixes.first { name.hasSuffix($0) && name.count > $0.count }
        return suffix.map { String(name.dropLast($0.count)) }
    }

    /// Whether `name` is an OpenAPI document's (`openapi.yaml`, `Shop.openapi.json`), whose `$ref`s may name files.
    static func isOpenAPI(_ name: String) -> Bool {
        bareNames.contains { name == $0 || name.hasSuffix("." + $0) }
    }

    /// The files of a spec split in `parts`: `<Base>.swift`, then `<Base>+Models2.swift` … `<Base>+Models<n>.swift`.
    static func outputNames(base: String, parts: Int) -> [String] {
        [base + ".swift"] + (parts < 2 ? [] : (2...parts).map { "\(base)+Models\($0).swift" })
    }

    /// How many files a spec of `bytes` bytes is split into by default: one per 256 KiB started, rounded up to a
    /// power of two, at most ``maxAutomaticParts`` (a 40 KB spec: 1 file; a 1 MB spec: 4; 1.5 MB: 8), so a big API
    /// compiles in parallel. A power of two because the compiler driver hands the files to its `-j` jobs in
    /// contiguous runs of equal count: 3 files on 2 cores are runs of 2 and 1, one core doing twice the other's
    /// work. For an OpenAPI document, `bytes` counts every file its `$ref`s reach too: DigitalOcean's root file is
    /// 110 KB of 13.8 MB.
    static func parts(forSpecSize bytes: Int) -> Int {
        powerOfTwo(atLeast: min(maxAutomaticParts, 1 + max(0, bytes) / 262_144))
    }

    /// The least power of two that is `count` or more (1 for 1, 4 for 3, 8 for 5).
    static func powerOfTwo(atLeast count: Int) -> Int {
        var power = 1
        while power < count { power *= 2 }
        return power
    }

    /// The endings of a spec's own config file (`Petstore.curlew-config.json` for `Petstore.openapi.yaml`), for a
    /// target with several specs; JSON (with comments) or YAML.
    static let configSuffixes = [".curlew-config.json", ".curlew-config.yaml", ".curlew-config.yml"]

    /// The names of a folder's shared config file, used by every spec in the folder that has none of its own.
    static let sharedConfigNames = ["curlew-config.json", "curlew-config.yaml", "curlew-config.yml"]

    /// The config file names a spec named `name` reads, by rank: its own (`<Base>.curlew-config.{json,yaml,yml}`),
    /// then the folder's (`curlew-config.{json,yaml,yml}`). The first rank with a file wins; two files of one rank
    /// (`curlew-config.json` and `curlew-config.yaml`) are an error. Empty when `name` is not a spec's.
    static func configNames(forSpec name: String) -> [[String]] {
        guard let base = baseName(ofSpec: name) else { return [] }
        return [configSuffixes.map { base + $0 }, sharedConfigNames]
    }

    /// Whether `name` is a config file's (`curlew-config.yaml`, `Petstore.curlew-config.json`).
    static func isConfig(_ name: String) -> Bool {
        sharedConfigNames.contains(name) || configSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The config file of the spec at `specPath` (a path with `/` separators): the first rank of
    /// ``configNames(forSpec:)`` with a file that `exists` in the spec's folder. `ambiguous` lists the files when a
    /// rank has more than one, and then `path` is nil.
    static func configFile(forSpecAt specPath: String, exists: (String) -> Bool) -> (path: String?, ambiguous: [String])
    {
        let slash = specPath.lastIndex(of: "/")
        let folder = slash.map { String(specPath[...$0]) } ?? ""
        let name = slash.map { String(specPath[specPath.index(after: $0)...]) } ?? specPath
        for rank in configNames(forSpec: name) {
            let found = rank.map { folder + $0 }.filter(exists)
            if found.count > 1 { return (nil, found) }
            if let path = found.first { return (path, []) }
        }
        return (nil, [])
    }
}
