// curlew-bench: Curlew measured side by side with the anchors in one run, printed as ratios.
//
// Usage: swift run -c release curlew-bench [json|http|codegen|soak]…   (no argument: all of them)
import Foundation

/// One benchmark group: a name on the command line and what it runs.
struct BenchmarkGroup: Sendable {
    /// The name on the command line.
    let name: String
    /// What the group measures, for `--help`.
    let summary: String
    /// Runs the group and prints its table.
    let run: @Sendable ([String]) async throws -> Void
}

let groups: [BenchmarkGroup] = [
    JSONBenchmarks.group, HTTPBenchmarks.group, CodegenBenchmarks.group, SoakBenchmarks.group,
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: curlew-bench [group [options]]\n")
    for group in groups { print("  \(group.name.padding(toLength: 9, withPad: " ", startingAt: 0)) \(group.summary)") }
    exit(0)
}
// With no group named, everything but the soak (which is a check, run by `make soak`).
let selected = arguments.first.map { name in groups.filter { $0.name == name } } ?? groups.filter { $0.name != "soak" }
guard !selected.isEmpty else {
    FileHandle.standardError.write(Data("curlew-bench: unknown group '\(arguments[0])'; try --help\n".utf8))
    exit(2)
}
for group in selected {
    print("== \(group.name): \(group.summary)")
    do {
        try await group.run(Array(arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("curlew-bench \(group.name): \(error)\n".utf8))
        exit(1)
    }
}
