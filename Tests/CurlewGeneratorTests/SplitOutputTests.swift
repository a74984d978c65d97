import Foundation
import Testing

@testable import CurlewGenerator

/// A spec's output split into several files (`--parts`, automatic for big specs) holds exactly the
/// declarations of the single file, and the files compile together.
@Suite struct SplitOutputTests {
    static func petstore() throws -> SpecFile {
        let url = GoldenFileTests.specsDirectory.appendingPathComponent("Petstore.curlew.json")
        return SpecFile(name: "Petstore.curlew.json", contents: Array(try Data(contentsOf: url)))
    }

    @Test func partsFollowTheSpecSize() {
        #expect(Generator.parts(forSpecSize: 0) == 1)
        #expect(Generator.parts(forSpecSize: 262_143) == 1)
        #expect(Generator.parts(forSpecSize: 262_144) == 2)
        #expect(Generator.parts(forSpecSize: 1_000_000) == 4)
        #expect(Generator.parts(forSpecSize: 100_000_000) == 8)
        // a power of two: the driver gives each of its -j jobs a run of files of equal count, so 3 files on 2 cores
        // would be runs of 2 and 1
        #expect(Generator.parts(forSpecSize: 524_288) == 4)
        #expect(Generator.parts(forSpecSize: 1_100_000) == 8)
        #expect(Generator.parts(forOutputSize: 1_048_576) == 4)
        #expect((1...64).map(SpecFileNames.powerOfTwo(atLeast:)).allSatisfy { $0.nonzeroBitCount == 1 })
    }

    @Test func compileWorkCountsCodeLinesByKind() {
        let source = Array("\n/// A pet.\nstruct Pet {\n    // note\n\n    let id: Int\n}\n".utf8)
        #expect(CompileWork.codeLines(source[...]) == 3)
        #expect(CompileWork.of(source[...], kind: .structure) == 3 * CompileWork.Kind.structure.costPerLine)
        #expect(CompileWork.Kind.client.costPerLine == CompileWork.Kind.structure.costPerLine)
        #expect(CompileWork.Kind.structure.costPerLine > 5 * CompileWork.Kind.example.costPerLine)
    }

    /// A document with one operation, `listThings`, whose JSON answer has `schema` and the `examples` lines.
    static func listThings(schema: String, examples: [String]) -> String {
        OpenAPITranslationTests.header + """
            paths:
              /things:
                get:
                  operationId: listThings
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: \(schema)
                          examples:

            """ + examples.joined(separator: "\n")
    }

    /// Parts are cut by the compiler's work, not by bytes: examples (a tenth of Adyen Checkout's bytes, 2 % of its
    /// compile time) weigh little, and the client's part also takes models when the client is lighter than a share,
    /// so the compile jobs (runs of parts) finish together.
    @Test func partsCarryEqualWorkNotEqualBytes() throws {
        // GIVEN one operation, 48 models of 12 fields, and 40 examples of 3 KB each (more bytes than the models)
        let fields = (1...12).map { "            f\($0): { type: string }" }.joined(separator: "\n")
        let models = (1...48).map { "    M\($0):\n      type: object\n      properties:\n\(fields)" }
        let examples = (1...40).map { index in
            "                e\(index): { value: { f1: \"\(String(repeating: "x", count: 3_000))\" } }"
        }
        let document =
            Self.listThings(schema: ##"{ $ref: "#/components/schemas/M1" }"##, examples: examples)
            + "\ncomponents:\n  schemas:\n"
            + models.joined(separator: "\n") + "\n"
        let split = Generator.generateFiles(
            SpecFile(name: "Things.openapi.yaml", text: document), options: GeneratorOptions(parts: 4))
        #expect(split.files.count == 4, "\(split.diagnostics)")
        let structs = split.files.map { $0.source.components(separatedBy: "\nstruct M").count - 1 }
        let examplesPerPart = split.files.map {
            $0.source.components(separatedBy: "extension ThingsExamples {").count - 1
        }
        let bytes = split.files.map(\.source.utf8.count)
        // THEN every part, the client's too, holds about a quarter of the models
        #expect(structs.reduce(0, +) == 48 && structs.allSatisfy { (8...16).contains($0) }, "\(structs)")
        // AND the examples, cheap to compile, go together into the last part, the largest in bytes
        #expect(examplesPerPart == [0, 0, 0, 40], "\(examplesPerPart)")
        #expect(bytes[3] > bytes[1] && bytes[3] > bytes[2], "\(bytes)")
    }

    @Test func sizedPartsFollowTheCodeSize() {
        #expect(Generator.parts(forOutputSize: 0) == 1)
        #expect(Generator.parts(forOutputSize: 524_287) == 1)
        #expect(Generator.parts(forOutputSize: 524_288) == 2)
        #expect(Generator.parts(forOutputSize: 100_000_000) == Generator.maxParts)
    }

    /// The build plugin declares its files by the spec's size (`--parts auto:<n>`) before a config file's filter
    /// keeps five operations of it: the code goes into as few files as its size needs, the others hold only the
    /// header, rather than being spread thin over all of them (DigitalOcean's subset: 8 files of 30 KB).
    @Test func sizedPartsHoldTheCodeInAsFewFilesAsItNeeds() throws {
        // GIVEN Petstore (a few KB of code) in the 4 files the plugin declared
        let spec = try Self.petstore()
        let single = try #require(Generator.generate(spec).source)
        let declared = Generator.generateFiles(spec, options: GeneratorOptions(parts: 4, partSizing: .declaredFiles))
        // THEN all of it is in the first, and the others are the header and imports
        #expect(declared.files.map(\.name).last == "Petstore+Models4.swift")
        #expect(declared.files[0].source == single)
        let header = single.components(separatedBy: "\n/// A sample pet store.")[0]
        #expect(declared.files.dropFirst().allSatisfy { $0.source == header }, "\(declared.files.map(\.source))")
        // AND `--parts auto` (sized by the code, no file declared ahead) writes the one file only
        let auto = Generator.generateFiles(spec, options: GeneratorOptions(parts: 4, partSizing: .byCode))
        #expect(auto.files.map(\.name) == ["Petstore.swift"] && auto.files[0].source == single)
        // AND an explicit count still fills every file
        let explicit = Generator.generateFiles(spec, options: GeneratorOptions(parts: 4))
        #expect(explicit.files.dropFirst().allSatisfy { $0.source != header })
    }

    @Test func codeOverTheSizeOfOnePartFillsSeveral() async throws {
        // GIVEN a spec of 120 models: about 800 KB of code, in the 6 files declared for it
        let fields = (1...24).map { "\"field\($0)\": \"String?\"" }.joined(separator: ", ")
        let models = (1...120).map { "\"Model\($0)\": { \"fields\": { \(fields) } }" }.joined(separator: ",\n")
        let spec = SpecFile(name: "Big.curlew.json", text: "{ \"name\": \"Big\", \"models\": {\n\(models)\n} }")
        let single = try #require(Generator.generate(spec).source)
        let declared = Generator.generateFiles(spec, options: GeneratorOptions(parts: 6, partSizing: .declaredFiles))
        // THEN the code fills one file per 512 KiB started, the rest are the header only
        let filled = Generator.parts(forOutputSize: single.utf8.count)
        #expect(filled > 1 && filled < 6, "\(single.utf8.count) bytes")
        let structs = declared.files.map { $0.source.components(separatedBy: "struct Model").count - 1 }
        #expect(structs.prefix(filled).dropFirst().allSatisfy { $0 > 0 } && structs.reduce(0, +) == 120, "\(structs)")
        #expect(structs.dropFirst(filled).allSatisfy { $0 == 0 } && declared.files.count == 6, "\(structs)")
        // AND `--parts auto` writes just the filled ones, holding the same code
        let auto = Generator.generateFiles(spec, options: GeneratorOptions(parts: 6, partSizing: .byCode))
        #expect(auto.files.map(\.source) == Array(declared.files.map(\.source).prefix(filled)))
    }

    @Test func fileNamesNumberTheModelParts() {
        #expect(Generator.outputFileNames(forSpec: "Specs/Petstore.curlew.json", parts: 1) == ["Petstore.swift"])
        #expect(
            Generator.outputFileNames(forSpec: "Petstore.curlew.json", parts: 3)
                == ["Petstore.swift", "Petstore+Models2.swift", "Petstore+Models3.swift"])
    }

    @Test func partsHoldTheSameDeclarations() throws {
        // GIVEN the Petstore spec in one file and in two (in three, its client is heavier than a part's share and
        // spreads methods into extensions: `aBigClientSpreadsItsMethodsOverTheParts`)
        let spec = try Self.petstore()
        let single = try #require(Generator.generate(spec).source)
        let split = Generator.generateFiles(spec, options: GeneratorOptions(parts: 2))
        #expect(split.files.map(\.name) == ["Petstore.swift", "Petstore+Models2.swift"])
        // THEN each part starts with the header and imports, and the bodies joined are the single file's
        let header = single.components(separatedBy: "\n/// A sample pet store.")[0]
        var joined = header
        for (_, source) in split.files {
            #expect(source.hasPrefix(header))
            joined += source.dropFirst(header.count)
        }
        #expect(joined == single)
        // AND the client stays whole in the first part, the models after it reach the second
        #expect(split.files[0].source.contains("struct PetstoreClient"))
        #expect(!split.files[1].source.contains("extension PetstoreClient"))
        #expect(split.files[1].source.contains("struct ") && split.files[1].source.contains("enum "))
    }

    @Test func moreNamesThanDeclarationsStillWritesEveryFile() throws {
        let result = Generator.generateFiles(
            SpecFile(name: "Tiny.curlew.json", text: #"{"name": "Tiny"}"#), options: GeneratorOptions(parts: 4))
        #expect(result.files.count == 4)
        #expect(result.files.allSatisfy { $0.source.hasPrefix("// Generated by curlew from Tiny.curlew.json.") })
    }

    @Test func splitFilesTypeCheckTogether() async throws {
        let split = Generator.generateFiles(try Self.petstore(), options: GeneratorOptions(parts: 3))
        try await Self.expectTypeCheckTogether(split.files)
    }

    /// An API whose examples outweigh its models (DigitalOcean: 3.3 MB of 13.9) has them spread over the parts, each
    /// an `extension` of the examples enum, rather than one declaration that one part (and one core) holds. An
    /// example costs the compiler little (`CompileWork`), so it takes many of them to fill a part.
    @Test func examplesAreSpreadOverTheParts() async throws {
        let examples = (1...300).map { index in
            "                e\(index): { value: { id: \(index), note: \"\(String(repeating: "x", count: 200))\" } }"
        }
        let document =
            Self.listThings(
                schema: "{ type: object, properties: { id: { type: integer }, note: { type: string } } }",
                examples: examples) + "\n"
        let split = Generator.generateFiles(
            SpecFile(name: "Things.openapi.yaml", text: document), options: GeneratorOptions(parts: 3))
        #expect(split.files.count == 3, "\(split.diagnostics)")
        let counts = split.files.map { $0.source.components(separatedBy: "extension ThingsExamples {").count - 1 }
        #expect(counts.allSatisfy { $0 > 50 }, "\(counts)")
        #expect(counts.reduce(0, +) == 300)
        try await Self.expectTypeCheckTogether(split.files)
    }

    /// A client heavier than a part's share of the work (Twilio 2010's: 359 operations, 40 % of the work in one file
    /// that one compile job took alone) keeps the methods that fit in its struct and declares the others in
    /// `extension`s over the next parts, so each part holds about a quarter of the methods; the API is the same.
    @Test func aBigClientSpreadsItsMethodsOverTheParts() async throws {
        // GIVEN 64 operations and one small model, in 4 parts
        let operations = (1...64).map { index in
            """
              /things/\(index):
                get:
                  operationId: getThing\(index)
                  parameters:
                    - { name: limit, in: query, schema: { type: integer } }
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Thing" }
            """
        }
        let document =
            OpenAPITranslationTests.header + "paths:\n" + operations.joined(separator: "\n")
            + "\ncomponents:\n  schemas:\n    Thing:\n      type: object\n      properties:\n"
            + "        id: { type: integer }\n"
        let spec = SpecFile(name: "Things.openapi.yaml", text: document)
        let single = try #require(Generator.generate(spec).source)
        let split = Generator.generateFiles(spec, options: GeneratorOptions(parts: 4))
        #expect(split.files.count == 4, "\(split.diagnostics)")
        // THEN every part holds operations' methods, within a quarter of an even share (16 operations) each
        let methods = split.files.map { $0.source.matches(of: #/\n    func getThing[0-9]+\(/#).count }
        #expect(methods.reduce(0, +) == 64, "\(methods)")
        #expect(methods.allSatisfy { (12...20).contains($0) }, "\(methods)")
        // AND the client's struct keeps those of the first part; the others are in extensions, one per operation
        let extensions = split.files.map { $0.source.components(separatedBy: "extension ThingsClient {").count - 1 }
        #expect(extensions[0] == 0 && extensions.dropFirst() == methods.dropFirst(), "\(extensions)")
        // AND one file stays as it was: every method in the client's struct
        #expect(!single.contains("extension ThingsClient") && single.contains("func getThing64("))
        try await Self.expectTypeCheckTogether(split.files)
    }

    /// Writes the parts to a temporary folder and type-checks them together, as one module.
    static func expectTypeCheckTogether(_ files: [(name: String, source: String)]) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var urls: [URL] = []
        for (name, source) in files {
            let url = directory.appendingPathComponent(name)
            try Data(source.utf8).write(to: url)
            urls.append(url)
        }
        try await GeneratedCodeCompilesTests().expectTypeChecks(urls)
    }
}
