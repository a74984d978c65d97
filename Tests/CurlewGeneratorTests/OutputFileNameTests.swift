import Testing

@testable import CurlewGenerator

@Suite struct OutputFileNameTests {
    @Test(arguments: [
        ("Httpbin.curlew.json", "Httpbin.swift"),
        ("Specs/Httpbin.curlew.json", "Httpbin.swift"),
        ("/abs/path/Petstore.curlew.json", "Petstore.swift"),
        ("Greeter.curlew.yaml", "Greeter.swift"),
        ("Specs/Greeter.curlew.yml", "Greeter.swift"),
        ("Petstore.openapi.yaml", "Petstore.swift"),
        ("openapi.json", "openapi.swift"),
        ("api.json", "api.swift"),
        ("my.api.json", "my.api.swift"),
        ("README", "README.swift"),
    ])
    func outputFileNameDropsTheSpecSuffix(spec: String, expected: String) {
        #expect(Generator.outputFileName(forSpec: spec) == expected)
    }
}
