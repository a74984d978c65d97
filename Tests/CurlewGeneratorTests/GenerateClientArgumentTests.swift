import Testing

/// `swift package generate-client`'s arguments (`GenerateClientArguments.swift` is the command plugin's own file,
/// linked into this target): an option without its value is an error, not silently dropped.
@Suite struct GenerateClientArgumentTests {
    func parse(_ arguments: [String]) -> Result<GenerateClientArguments, GenerateClientArguments.UsageError> {
        Result { () throws(GenerateClientArguments.UsageError) in try GenerateClientArguments(arguments) }
    }

    func error(_ reason: String) -> Result<GenerateClientArguments, GenerateClientArguments.UsageError> {
        .failure(GenerateClientArguments.UsageError(reason))
    }

    @Test func targetsAndAccess() {
        #expect(parse([]) == .success(GenerateClientArguments()))
        #expect(
            parse(["--target", "App", "--target=Lib", "--access", "public"])
                == .success(GenerateClientArguments(targets: ["App", "Lib"], access: "public")))
        #expect(parse(["--access=internal"]) == .success(GenerateClientArguments(access: "internal")))
        #expect(parse(["--access", "package"]) == .success(GenerateClientArguments(access: "package")))
        // without --access, nothing overrides the access level of each spec's config file
        #expect(parse(["--target", "App"]) == .success(GenerateClientArguments(targets: ["App"], access: nil)))
    }

    @Test func anOptionWithoutItsValueIsAnError() {
        #expect(parse(["--target", "App", "--access"]) == error("--access needs a value"))
        #expect(parse(["--target"]) == error("--target needs a value"))
        #expect(parse(["--target", "--access", "public"]) == error("--target needs a value"))
        #expect(parse(["--access="]) == error("--access needs a value"))
    }

    @Test func otherMistakesAreErrorsWithTheUsage() {
        #expect(parse(["--access", "private"]) == error("--access must be internal, package or public, not 'private'"))
        #expect(parse(["--access", "public", "--access", "internal"]) == error("--access given twice"))
        #expect(parse(["App"]) == error("unexpected argument 'App'"))
        #expect(parse(["--verbose"]) == error("unexpected argument '--verbose'"))
        #expect(
            GenerateClientArguments.UsageError("x").description
                == "x\nusage: generate-client [--target <target>]... [--access internal|package|public]")
    }
}
