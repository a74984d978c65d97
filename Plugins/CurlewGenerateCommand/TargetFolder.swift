import Foundation

/// Where a target's files live, found from the files SwiftPM lists (`Target.directoryURL` needs tools version
/// 6.1). (No `PackagePlugin` here: the generator's tests compile this file too.)
enum TargetFolder {
    /// The nearest folder named after the target that holds all of `files`, below the package's folder
    /// (`Sources/App` also when every Swift file of App is in `Sources/App/Code`, so an excluded spec in
    /// `Sources/App` is found), else the deepest folder that holds them all.
    static func find(name: String, files: [URL], package: URL) -> URL? {
        guard let common = commonFolder(files) else { return nil }
        let packagePath = package.standardizedFileURL.pathComponents
        var folder = common
        while folder.pathComponents.count > packagePath.count,
            Array(folder.pathComponents.prefix(packagePath.count)) == packagePath
        {
            if folder.lastPathComponent == name { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return common
    }

    /// The deepest folder that holds all of `files` (inside the target's folder, since they all are).
    static func commonFolder(_ files: [URL]) -> URL? {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first, common.first == "/" else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        guard common.count > 1 else { return nil }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"), isDirectory: true)
    }
}
