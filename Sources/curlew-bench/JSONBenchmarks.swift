/// The `json` group: typed JSON decoding against Foundation and yajl's raw parse.
enum JSONBenchmarks {
    /// The group as `curlew-bench` lists it.
    static let group = BenchmarkGroup(
        name: "json", summary: "typed JSON decoding against Foundation and yajl's raw parse"
    ) { _ in
        print("not measured yet")
    }
}
