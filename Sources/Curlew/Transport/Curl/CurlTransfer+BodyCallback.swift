import Foundation

/// CURLOPT_WRITEFUNCTION: the response body as curl receives it, decoded (``ContentDecoder``) and held to the size
/// limit, or handed to a streaming caller's body buffer.
extension CurlTransfer {
    /// CURLOPT_WRITEFUNCTION: appends body bytes, or returns 0 (curl then fails the transfer) past the size limit.
    /// Streaming, it hands them to the body buffer, or pauses the transfer while the reader is behind.
    func receiveBody(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data, count > 0 else { return count }
        if let stream = request.stream {
            isHeadReady = true
            let taken = stream.offer(UnsafeRawBufferPointer(start: data, count: count))
            return taken ? count : 0x1000_0001  // CURL_WRITEFUNC_PAUSE
        }
        if !decoderMade {
            decoderMade = true
            do {
                decoder = try ContentDecoder.make(contentEncoding: headContentEncoding)
            } catch {
                decodingError = error.message
                return 0
            }
        }
        if let decoder {
            decoder.feed(UnsafeRawBufferPointer(start: data, count: count))
            do {
                while let piece = try decoder.next() {
                    guard body.count + piece.count <= maximumBodySize else {
                        bodyTooLarge = true
                        return 0
                    }
                    body.append(piece)
                }
            } catch {
                decodingError = error.message
                return 0
            }
            return count
        }
        guard body.count + count <= maximumBodySize else {
            bodyTooLarge = true
            return 0
        }
        body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count)
        return count
    }
}
