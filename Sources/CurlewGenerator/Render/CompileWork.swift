/// An estimate of the work the compiler does (debug build: type checking, SIL, LLVM) for a run of generated code,
/// so a client split into parts gives each part about the same work and both cores finish together. Bytes are a
/// poor measure: Adyen Checkout's examples are 10 % of its code but about 2 % of its compile time.
///
/// The estimate is the code lines (neither blank nor comments) times a cost per line by the kind of declaration,
/// measured on Adyen Checkout's client on 2026-12-02 (each kind in its own file, compiled as the one primary file
/// of a `swift-frontend -c` job as SwiftPM runs it, CPU seconds per 1,000 code lines, less about 1 s per job for
/// the imports and parsing): models 1.4, enums 0.7, unions 0.5, examples 0.15 and the client 4. The client's 4 did
/// not hold in a whole build: in Twilio 2010's (2026-12-03, the two compile jobs of one SwiftPM build, so both at
/// the machine's speed of the moment) 18,298 model lines took 14.4 s and 15,871 model, 6,031 example and 19,486
/// client lines 27.6 s, so a client line costs about what a model line does (0.74 against 0.79 ms); compiled alone,
/// the client probably paid for the types it uses. The client now counts as a model.
enum CompileWork {
    /// A kind of generated declaration, by what a line of it costs the compiler.
    enum Kind {
        /// The client: methods that build requests, await transports and decode answers.
        case client
        /// A struct (a model, an endpoint's output): stored properties, a reader, `encode(to:)`, `==` and `hash`.
        case structure
        /// A string or integer enum, or a union of success cases.
        case enumeration
        /// A tagged or value union.
        case union
        /// A type alias.
        case alias
        /// An example's JSON text and its decoded value.
        case example

        /// Tenths of a millisecond of CPU per code line (the measured figures above, rounded).
        var costPerLine: Int {
            switch self {
            case .client: 14
            case .structure: 14
            case .enumeration: 7
            case .union: 5
            case .alias: 2
            case .example: 2
            }
        }
    }

    /// The estimated work of `source` (rendered Swift) of a declaration of `kind`.
    static func of(_ source: ArraySlice<UInt8>, kind: Kind) -> Int {
        codeLines(source) * kind.costPerLine
    }

    /// The lines of `source` that are neither blank nor only a comment.
    static func codeLines(_ source: ArraySlice<UInt8>) -> Int {
        var count = 0
        var atLineStart = true
        var index = source.startIndex
        while index < source.endIndex {
            let byte = source[index]
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
            } else if atLineStart && byte != UInt8(ascii: " ") {
                atLineStart = false
                let next = source.index(after: index)
                let comment = byte == UInt8(ascii: "/") && next < source.endIndex && source[next] == byte
                if !comment { count += 1 }
            }
            index = source.index(after: index)
        }
        return count
    }
}
