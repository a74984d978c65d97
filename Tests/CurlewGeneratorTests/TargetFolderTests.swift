import Foundation
import Testing

/// The command plugin's idea of a target's folder (`TargetFolder.swift` is the plugin's own file, linked into this
/// target): an `exclude:`d spec at the target's top is found when all of its Swift files are in a subfolder.
@Suite struct TargetFolderTests {
    static let package = URL(fileURLWithPath: "/work/Pkg", isDirectory: true)

    func folder(_ name: String, _ files: [String]) -> String? {
        let urls = files.map { Self.package.appendingPathComponent($0) }
        return TargetFolder.find(name: name, files: urls, package: Self.package)?.path
    }

    @Test func theFolderNamedAfterTheTargetAboveItsFiles() {
        #expect(folder("App", ["Sources/App/Code/main.swift"]) == "/work/Pkg/Sources/App")
        #expect(
            folder("App", ["Sources/App/Code/main.swift", "Sources/App/Code/Sub/a.swift"]) == "/work/Pkg/Sources/App")
        #expect(folder("App", ["Sources/App/main.swift", "Sources/App/Sub/a.swift"]) == "/work/Pkg/Sources/App")
    }

    @Test func otherwiseTheDeepestCommonFolderNeverAboveThePackage() {
        #expect(folder("App", ["src/Code/main.swift", "src/Code/b.swift"]) == "/work/Pkg/src/Code")
        #expect(folder("Pkg", ["Sources/Lib/a.swift"]) == "/work/Pkg/Sources/Lib")
        #expect(folder("App", []) == nil)
    }
}
