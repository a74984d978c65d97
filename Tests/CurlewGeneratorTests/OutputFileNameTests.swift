import Testing

@testable import CurlewGenerator

@Suite struct OutputFileNameTests {
    @Test(arguments: [
        ("Httpbin.curlew.json", "Httpbin.swift"),
        ("Specs/Httpbin.curlew.json", "Httpbin.swift"),
        ("/abs/path/Petstore.curlew.json", "Petstore.swift"),
        ("api.json", "api.swift"),
        ("my.api.json", "my.api.swift"),
        ("README", "README.swift"),
    ])
    func outputFileNameDropsTheSpecSuffix(spec: String, expected: String) {
        #expect(Generator.outputFileName(forSpec: spec) == expected)
    }
}
