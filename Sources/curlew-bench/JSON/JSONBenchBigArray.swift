@_spi(Generated) import CurlewJSON
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One small object of the generated big array.
struct JSONBenchItem: Codable, Equatable, Sendable, JSONDecodable {
    var id: Int64
    var name: String
    var email: String
    var active: Bool
    var score: Double
    var tags: [String]
    var created: String
    var city: String

    private static let keys = JSONKeys(["id", "name", "email", "active", "score", "tags", "created", "city"])

    init(id: Int64) {
        self.id = id
        name = "user \(id)"
        email = "user\(id)@example.com"
        active = id % 3 != 0
        score = Double(id % 100_000) / 8
        tags = id % 2 == 0 ? ["alpha", "beta"] : ["gamma"]
        created = "2024-05-06T07:08:09Z"
        city = "Springfield, Oregon"
    }

    init(from reader: inout JSONReader) throws {
        var id: Int64?
        var name: String?
        var email: String?
        var active: Bool?
        var score: Double?
        var tags: [String]?
        var created: String?
        var city: String?
        var seen: UInt64 = 0
        try reader.beginObject()
        while let key = try reader.nextKey(in: Self.keys, seen: &seen) {
            switch key {
            case 0: id = try reader.readInt64()
            case 1: name = try reader.readString()
            case 2: email = try reader.readString()
            case 3: active = try reader.readBool()
            case 4: score = try reader.readDouble()
            case 5: tags = try reader.readArray(of: String.self)
            case 6: created = try reader.readString()
            case 7: city = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let id, let name, let email, let active, let score, let tags, let created, let city else {
            throw reader.missingKey("id, name, email, active, score, tags, created or city")
        }
        (self.id, self.name, self.email, self.active) = (id, name, email, active)
        (self.score, self.tags, self.created, self.city) = (score, tags, created, city)
    }
}

/// The big-array part of the group: a generated array decoded collected and streamed, peak RSS per child process.
enum JSONBenchBigArray {
    /// The argument that makes `curlew-bench json` a child measuring one contender.
    static let childFlag = "--big-array-child"

    static let contenders: [(key: String, name: String)] = [
        ("foundation", "Foundation JSONDecoder, collected"),
        ("curlew-codable", "CurlewJSONDecoder Codable, collected"),
        ("curlew-fast", "CurlewJSON fast path, collected"),
        ("stream-collected", "decodeElements from file, collected"),
        ("streamed", "decodeElements from file, streamed"),
    ]

    static func run(count: Int) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curlew-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.json")
        let size = try generate(count: count, to: file)
        print("\nbig array: \(count) objects, \(size / 1_000_000) MB; one child process per contender (peak = VmHWM)")
        print("contender                              s     MB/s  peak MiB  result MiB  peak/result")
        var resultSize: Double?
        for (key, name) in contenders {
            let fields = try child(key, file: file)
            let (peak, baseline, after, seconds) = (fields[0], fields[1], fields[2], fields[3])
            let result = key == "streamed" ? nil : (after - baseline) / 1024
            if key == "stream-collected" { resultSize = result }
            let columns = [
                name.padding(toLength: 36, withPad: " ", startingAt: 0),
                JSONBenchTiming.format(seconds, width: 5, digits: 2),
                JSONBenchTiming.format(Double(size) / 1_000_000 / seconds, width: 8, digits: 0),
                JSONBenchTiming.format(peak / 1024, width: 9, digits: 0),
                result.map { JSONBenchTiming.format($0, width: 11, digits: 0) } ?? "          -",
                result.map { JSONBenchTiming.format(peak / 1024 / $0, width: 11, digits: 2) + "×" } ?? "",
            ]
            print(columns.joined(separator: " "))
        }
        if let resultSize { print("result size (RSS growth kept by the collected array): \(Int(resultSize)) MiB") }
    }

    /// Writes `[{…}, {…}, …]` and returns its size in bytes.
    static func generate(count: Int, to file: URL) throws -> Int {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let encoder = JSONEncoder()
        var buffer = Data("[".utf8)
        var size = 0
        for id in 0..<count {
            if id > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append(try encoder.encode(JSONBenchItem(id: Int64(id) * 7_919)))
            if buffer.count > 1 << 20 {
                try handle.write(contentsOf: buffer)
                size += buffer.count
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer.append(UInt8(ascii: "]"))
        try handle.write(contentsOf: buffer)
        return size + buffer.count
    }

    /// Runs one contender in a child process; its peak, baseline and after-decode RSS in KiB, and seconds.
    static func child(_ key: String, file: URL) throws -> [Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["json", childFlag, key, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("RESULT ") }) else {
            throw JSONError(message: "child \(key) failed: \(output)", byteOffset: 0, line: 1, column: 1, path: "$")
        }
        return line.split(separator: " ").dropFirst().compactMap { Double($0) }
    }

    /// The child: decodes the file one way and prints `RESULT peak baseline after seconds` (KiB, seconds).
    static func runChild(_ arguments: [String]) async throws {
        let (key, path) = (arguments[0], arguments[1])
        let baseline = status("VmRSS")
        let clock = ContinuousClock()
        let start = clock.now
        var after = 0.0
        var count = 0
        switch key {
        case "foundation", "curlew-codable", "curlew-fast":
            let items: [JSONBenchItem] = try {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                switch key {
                case "foundation": return try JSONDecoder().decode([JSONBenchItem].self, from: data)
                case "curlew-codable":
                    return try CurlewJSONDecoder().decode(JSONBenchCodableOnly<[JSONBenchItem]>.self, from: data).value
                default: return try CurlewJSONDecoder().decode([JSONBenchItem].self, from: data)
                }
            }()
            after = status("VmRSS")
            count = items.count
        case "stream-collected":
            var items: [JSONBenchItem] = []
            for try await item in CurlewJSONDecoder().decodeElements(of: JSONBenchItem.self, from: chunks(path)) {
                items.append(item)
            }
            after = status("VmRSS")
            count = items.count
        default:
            for try await item in CurlewJSONDecoder().decodeElements(of: JSONBenchItem.self, from: chunks(path)) {
                count += item.tags.count > 0 ? 1 : 0
            }
            after = status("VmRSS")
        }
        let seconds = JSONBenchTiming.seconds(clock.now - start)
        precondition(count > 0)
        print("RESULT \(status("VmHWM")) \(baseline) \(after) \(seconds)")
    }

    /// The file's bytes in 64 KiB chunks, read as they are asked for.
    static func chunks(_ path: String) -> AsyncStream<[UInt8]> {
        let descriptor = open(path, O_RDONLY)
        precondition(descriptor >= 0, "cannot open \(path)")
        return AsyncStream(unfolding: {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                close(descriptor)
                return nil
            }
            chunk.removeLast(chunk.count - count)
            return chunk
        })
    }

    /// A `/proc/self/status` field in KiB (`VmRSS`, `VmHWM`).
    static func status(_ field: String) -> Double {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
