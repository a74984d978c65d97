/// The `http` group: requests per second and CPU per request against C libcurl and URLSession.
enum HTTPBenchmarks {
    /// The group as `curlew-bench` lists it.
    static let group = BenchmarkGroup(
        name: "http", summary: "requests per second and CPU per request against C libcurl and URLSession"
    ) { _ in
        print("not measured yet")
    }
}
