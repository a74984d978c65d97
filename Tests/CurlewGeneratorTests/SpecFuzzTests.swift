import CurlewTestSupport
import Foundation
import Testing

@testable import CurlewGenerator

/// The generator never crashes on a spec: bounded random truncations and mutations of the example specs
/// (seeded, so a failure reproduces) all end in diagnostics or output, never a trap.
///
/// Longer runs: the libFuzzer target in Fuzz/spec (see Fuzz/spec/run.sh).
@Suite struct SpecFuzzTests {
    /// Bytes that matter to the spec language: JSON structure, type syntax, path syntax, names.
    static let interesting = Array(#"{}[]:,"?/ -_0123456789.eE+\tnulltruefalse"#.utf8) + [0, 0xFF, 0xC3, 0x80]
    /// Tokens that exercise the wave-2 keys.
    static let tokens = [
        #""default": 1,"#, #""default": "a","#, #""required": true,"#, #""deprecated": "x","#, #""includes": ["Pet"],"#,
        #""union": {"a": "Pet"},"#, #""discriminator": "kind","#, #""enum": [1, 2],"#, #""timeout": 1,"#,
        #""servers": {"a": "http://a"},"#, #""[String: [Pet?]]?""#, #""{id}""#,
    ].map { Array($0.utf8) }

    static func seeds() throws -> [[UInt8]] {
        let names = GoldenFileTests.specNames
        #expect(!names.isEmpty)
        return try names.map { Array(try Data(contentsOf: GoldenFileTests.specsDirectory.appendingPathComponent($0))) }
    }

    static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes = Array(bytes.prefix(position))
            case 1 where !bytes.isEmpty: bytes[position] = interesting.randomElement(using: &random)!
            case 2: bytes.insert(interesting.randomElement(using: &random)!, at: position)
            case 3 where !bytes.isEmpty: bytes.removeSubrange(position..<min(bytes.count, position + 8))
            case 4: bytes.insert(contentsOf: tokens.randomElement(using: &random)!, at: position)
            default:
                // Duplicate a slice somewhere else: keys, objects and types meet in new places.
                let start = Int.random(in: 0...bytes.count, using: &random)
                let end = min(bytes.count, start + Int.random(in: 0...64, using: &random))
                bytes.insert(contentsOf: bytes[start..<end], at: position)
            }
        }
        return bytes
    }

    @Test func mutatedSpecsNeverCrash() throws {
        var random = SplitMix64(seed: 0x5EED)
        for seed in try Self.seeds() {
            for _ in 0..<250 {
                let input = Self.mutate(seed, &random)
                let result = Generator.generate(SpecFile(name: "f.curlew.json", contents: input))
                // Errors and output exclude each other; every location is inside the file.
                #expect((result.source == nil) == result.hasErrors)
                let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
                for diagnostic in result.diagnostics {
                    #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lines)
                    #expect(diagnostic.location.column >= 1)
                }
                if !result.hasErrors {
                    let split = Generator.generateFiles(
                        SpecFile(name: "f.curlew.json", contents: input), options: GeneratorOptions(parts: 3))
                    #expect(split.files.count == 3)
                }
            }
        }
    }

    @Test func everyTruncationIsHandled() throws {
        let seed = try #require(try Self.seeds().first)
        for length in stride(from: 0, through: seed.count, by: max(1, seed.count / 200)) {
            let result = Generator.generate(SpecFile(name: "f.curlew.json", contents: Array(seed.prefix(length))))
            #expect(length == seed.count || result.hasErrors)
        }
    }
}
