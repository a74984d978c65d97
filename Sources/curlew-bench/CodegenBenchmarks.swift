/// The `codegen` group: generator speed on large specs.
enum CodegenBenchmarks {
    /// The group as `curlew-bench` lists it.
    static let group = BenchmarkGroup(name: "codegen", summary: "generator speed on large specs") { _ in
        print("not measured yet")
    }
}
