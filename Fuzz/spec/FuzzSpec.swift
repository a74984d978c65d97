// libFuzzer entry point: every input is a spec file; the generator must return diagnostics or Swift, never trap.
// Built and run by Fuzz/spec/run.sh (not part of the package: `swift test` runs the bounded SpecFuzzTests).
import CurlewGenerator

/// Generates one input; returns 0 (libFuzzer's "keep going").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let result = Generator.generateFiles(SpecFile(name: "fuzz.curlew.json", contents: bytes), options: .init(parts: 2))
    // Errors and output exclude each other.
    if result.hasErrors != result.files.isEmpty { fatalError("files written for a spec with errors, or none without") }
    return 0
}
