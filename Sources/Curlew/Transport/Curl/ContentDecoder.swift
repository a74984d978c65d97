import CCurlShim
import Foundation

/// Decodes a response body's content codings (`Content-Encoding: gzip`, `deflate`, `br`, `zstd`, stacked) in steps
/// of bounded output, and knows whether the compressed data ended.
///
/// libcurl 7.88 did this itself, inside its write path: a paused stream reader made it keep the rest of a decoded
/// chunk in its pause buffer (up to 64 MiB per transfer, past ``CurlTransport/Configuration/streamBufferSize``),
/// and a truncated or corrupt compressed body came back as complete. The transport now turns curl's decoding off
/// and decodes here (see `content_decoding.c`): a collected body on the curl thread as it arrives, a streamed one
/// in the reader's ``HTTPResponseBody`` iterator, at most ``pieceSize`` bytes at a time.
///
/// Used by one thread at a time (the curl loop's, or the task reading the body).
final class ContentDecoder {
    /// The most one ``next()`` returns, and the most each layer holds between calls.
    static let pieceSize = 64 << 10
    /// More stacked codings than this is an error (libcurl's limit, too).
    static let maximumLayers = 5

    /// One layer: its decoder, the input it has not consumed yet, and whether its last call filled its output (it
    /// may hold more without more input).
    private final class Layer {
        let name: String
        let decoder: OpaquePointer
        var input = Data()
        var mayHaveMore = false
        init(name: String, decoder: OpaquePointer) {
            self.name = name
            self.decoder = decoder
        }
        deinit { ccurlshim_decoder_free(decoder) }
    }

    /// Outermost coding first (the last one the server applied), so raw bytes go into `layers[0]`.
    private let layers: [Layer]
    /// Whether any raw byte arrived (an empty body is empty whatever its Content-Encoding says).
    private var sawInput = false

    /// A decoder for a `Content-Encoding` value (one or several header lines, comma-joined), or `nil` when there is
    /// nothing to decode (no coding, or only `identity`); throws the message for a coding Curlew cannot decode.
    static func make(contentEncoding: String?) throws(DecodingFailure) -> ContentDecoder? {
        guard let contentEncoding else { return nil }
        let names = contentEncoding.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty && $0 != "identity" }
        guard !names.isEmpty else { return nil }
        guard names.count <= maximumLayers else {
            throw DecodingFailure("the response has more than \(maximumLayers) content codings (\(contentEncoding))")
        }
        var layers: [Layer] = []
        for name in names.reversed() {
            let coding: Int32
            switch name {
            case "gzip", "x-gzip": coding = Int32(CCURLSHIM_CODING_GZIP)
            case "deflate": coding = Int32(CCURLSHIM_CODING_DEFLATE)
            case "br": coding = Int32(CCURLSHIM_CODING_BR)
            case "zstd": coding = Int32(CCURLSHIM_CODING_ZSTD)
            default: throw DecodingFailure("the response's content coding \"\(name)\" is not one Curlew decodes")
            }
            guard let decoder = ccurlshim_decoder_new(coding) else {
                throw DecodingFailure("cannot start a \(name) decoder (out of memory)")
            }
            layers.append(Layer(name: name, decoder: decoder))
        }
        return ContentDecoder(layers: layers)
    }

    private init(layers: [Layer]) {
        self.layers = layers
    }

    /// Why decoding failed, as a message for a ``CurlewError``.
    struct DecodingFailure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// Adds raw body bytes; call ``next()`` until it returns `nil` before adding more.
    func feed(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        sawInput = true
        layers[0].input.append(bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// The next decoded piece (at most ``pieceSize`` bytes), or `nil` once everything fed so far is decoded.
    func next() throws(DecodingFailure) -> Data? {
        try pull(from: layers.count - 1)
    }

    /// After the last raw byte: throws if the compressed data did not end (a truncated body, a gzip body without
    /// its trailer). Call ``next()`` until `nil` first.
    func finish() throws(DecodingFailure) {
        guard sawInput else { return }
        for layer in layers where ccurlshim_decoder_ended(layer.decoder) == 0 || !layer.input.isEmpty {
            throw DecodingFailure(
                "the response's \(layer.name) data ended before its end: the body is truncated or corrupt")
        }
    }

    /// Output of layer `index`, pulling its input from the layer before it.
    private func pull(from index: Int) throws(DecodingFailure) -> Data? {
        let layer = layers[index]
        while true {
            if !layer.input.isEmpty || layer.mayHaveMore {
                var output = Data(count: Self.pieceSize)
                var consumed = 0
                var produced = 0
                var message: UnsafePointer<CChar>?
                let status = layer.input.withUnsafeBytes { input in
                    output.withUnsafeMutableBytes { out in
                        ccurlshim_decoder_run(
                            layer.decoder, input.baseAddress, input.count, &consumed, out.baseAddress, out.count,
                            &produced, &message)
                    }
                }
                if status < 0 {
                    let reason = message.map { String(cString: $0) } ?? "corrupt data"
                    throw DecodingFailure("the response's \(layer.name) data is corrupt (\(reason))")
                }
                layer.input.removeFirst(consumed)
                if layer.input.isEmpty { layer.input = Data() }  // let go of a grown buffer
                layer.mayHaveMore = produced == Self.pieceSize
                if produced > 0 {
                    output.count = produced
                    return output
                }
                if consumed > 0 { continue }
                // no progress: the decoder waits for more input (a header split between chunks, say)
            }
            guard index > 0, let more = try pull(from: index - 1) else { return nil }
            layer.input.append(more)
        }
    }
}
