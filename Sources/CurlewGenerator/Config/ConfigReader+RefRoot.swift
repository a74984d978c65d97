import Foundation

extension ConfigReader {
    /// `refRoot`'s folder as a path from the working directory: `folder` as written, relative to the config
    /// file's own folder unless absolute; nil after an error when it is not an existing folder.
    mutating func referenceRoot(_ folder: String, at offset: Int) -> String? {
        let base = OpenAPIDocuments.directory(of: config.fileName)
        let path = folder.hasPrefix("/") || base.isEmpty ? folder : base + folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            diagnostics.error(
                "'refRoot' must name an existing folder (relative to the config file's), found '\(folder)'",
                at: offset)
            return nil
        }
        return path
    }
}
