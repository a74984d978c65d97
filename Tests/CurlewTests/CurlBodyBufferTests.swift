import Foundation
import Testing

@testable import Curlew

/// The buffer between the curl loop and a streamed body's reader holds only what the reader has not read.
@Suite struct CurlBodyBufferTests {
    func buffer(highWater: Int = 1 << 20) -> CurlBodyBuffer {
        CurlBodyBuffer(
            owner: nil, highWater: highWater, cancelledError: CurlewError.cancelled("cancelled"),
            resume: {}, abandon: {})
    }

    @Test func aReaderThatKeepsPaceLetsGoOfWhatItRead() async throws {
        // GIVEN a reader that stays one chunk behind the network, so the queue never runs empty
        let buffer = buffer()
        let chunk = [UInt8](repeating: 0x61, count: 16 << 10)
        #expect(chunk.withUnsafeBytes { buffer.offer($0) })
        var read = 0
        for round in 0..<1000 {  // 16 MB in all
            #expect(chunk.withUnsafeBytes { buffer.offer($0) })
            read += try await buffer.next()?.count ?? 0
            // THEN the buffer never holds more than the two chunks not read yet
            if buffer.heldBytes > 2 * chunk.count {
                Issue.record("round \(round): \(buffer.heldBytes) bytes held, \(2 * chunk.count) unread at most")
                break
            }
        }
        #expect(read == 1000 * chunk.count)
        // AND the chunks still come out in order, to the end
        #expect(try await buffer.next()?.count == chunk.count)
        buffer.finish(.success(()))
        #expect(try await buffer.next() == nil)
    }

    @Test func chunksComeOutInOrderAcrossCompactions() async throws {
        let buffer = buffer()
        var expected: [UInt8] = []
        var got: [UInt8] = []
        for index in 0..<300 {
            let byte = UInt8(truncatingIfNeeded: index)
            expected.append(byte)
            #expect([byte, byte].withUnsafeBytes { buffer.offer($0) })
            if index % 3 != 0, let chunk = try await buffer.next() { got.append(chunk[chunk.startIndex]) }
        }
        buffer.finish(.success(()))
        while let chunk = try await buffer.next() { got.append(chunk[chunk.startIndex]) }
        #expect(got == expected)
    }
}
