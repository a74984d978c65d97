import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The folder whose files a relative `$ref` may read: a vendor's document dropped into a target must not read
/// `../../../etc/passwd` or a user's keys into the generated code. The root document's folder unless widened
/// (`curlew generate --ref-root`, a config file's `refRoot`; the build and command plugins pass the package's
/// folder). Checked after symlinks are resolved, so a link inside the root that points out is refused too.
package struct ReferenceRoot: Sendable, Hashable {
    /// The folder as given, for diagnostics.
    package let path: String
    /// The folder made absolute, symlinks resolved, ending in `/` (nil: it does not exist, and nothing is inside).
    private let resolved: String?

    /// The root folder `path` (relative to the working directory unless absolute).
    package init(_ path: String) {
        self.path = path
        resolved = Self.resolved(path).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The root for a document when none is given: its own folder.
    package init(folderOf documentPath: String) {
        let folder = OpenAPIDocuments.directory(of: documentPath)
        self.init(folder.isEmpty ? "." : String(folder.dropLast()))
    }

    /// nil when the existing file at `filePath` is inside the root once symlinks are resolved (or does not exist:
    /// reading it then fails on its own); otherwise the file's resolved path, for the error.
    package func outsidePath(of filePath: String) -> String? {
        guard let file = Self.resolved(filePath) else { return nil }
        guard let resolved, file.hasPrefix(resolved) else { return file }
        return nil
    }

    /// The absolute path of an existing file or folder with every symlink resolved.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
