// libFuzzer entry point: every input is a spec file; the generator must return diagnostics or Swift, never trap.
// Built and run by Fuzz/spec/run.sh (not part of the package: `swift test` runs the bounded SpecFuzzTests).
// An input that mentions "openapi" or "swagger" goes through the YAML reader and the OpenAPI translator
// (YAML is a superset of JSON, so JSON OpenAPI seeds work too); any other through the native JSON reader.
import CurlewGenerator

/// Generates one input; returns 0 (libFuzzer's "keep going").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let text = String(decoding: bytes, as: UTF8.self)
    let openAPI = text.contains("openapi") || text.contains("swagger")
    var spec = SpecFile(name: openAPI ? "fuzz.openapi.yaml" : "fuzz.curlew.json", contents: bytes)
    spec.loader = { _ in nil }  // no file reads: an external $ref is a diagnostic
    let result = Generator.generateFiles(spec, options: .init(parts: 2))
    // Errors and output exclude each other.
    if result.hasErrors != result.files.isEmpty { fatalError("files written for a spec with errors, or none without") }
    return 0
}
