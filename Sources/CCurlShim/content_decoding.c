// Content decoding (gzip, deflate, br, zstd) done by Curlew rather than by libcurl.
//
// libcurl 7.88 decodes inside its write path: with a paused (slow) stream reader it keeps the rest of a
// decoded chunk in its pause buffer, up to 64 MiB per transfer, so a compressed stream broke the read-ahead
// bound; and at the end of a body it does not check that the compressed data ended, so a truncated or corrupt
// body came back as complete. Curlew gets the raw bytes and decodes them with the same libraries, in steps of
// bounded output, and knows each decoder's end state. One decoder per coding; a stack of codings is one per
// layer (see ContentDecoder.swift).
#include <brotli/decode.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>

#include "CCurlShim.h"

struct ccurlshim_decoder {
    int coding;
    int started;  // zlib: inflateInit2 done (deflate picks zlib or raw framing from its first two bytes)
    int ended;    // the compressed data reached its end
    z_stream zlib;
    BrotliDecoderState *brotli;
    ZSTD_DStream *zstd;
};

ccurlshim_decoder *ccurlshim_decoder_new(int coding) {
    ccurlshim_decoder *decoder = calloc(1, sizeof(ccurlshim_decoder));
    if (decoder == NULL) {
        return NULL;
    }
    decoder->coding = coding;
    if (coding == CCURLSHIM_CODING_BR) {
        decoder->brotli = BrotliDecoderCreateInstance(NULL, NULL, NULL);
        if (decoder->brotli == NULL) {
            free(decoder);
            return NULL;
        }
    } else if (coding == CCURLSHIM_CODING_ZSTD) {
        decoder->zstd = ZSTD_createDStream();
        // 8 MiB windows at most (RFC 8878 §3.1.1.1.2 asks HTTP decoders for no more): a stream asking for a larger
        // one fails rather than making each transfer hold up to 128 MiB
        if (decoder->zstd == NULL || ZSTD_isError(ZSTD_DCtx_setParameter(decoder->zstd, ZSTD_d_windowLogMax, 23))) {
            ZSTD_freeDStream(decoder->zstd);
            free(decoder);
            return NULL;
        }
    }
    return decoder;
}

void ccurlshim_decoder_free(ccurlshim_decoder *decoder) {
    if (decoder == NULL) {
        return;
    }
    if (decoder->started) {
        inflateEnd(&decoder->zlib);
    }
    BrotliDecoderDestroyInstance(decoder->brotli);
    ZSTD_freeDStream(decoder->zstd);
    free(decoder);
}

int ccurlshim_decoder_ended(const ccurlshim_decoder *decoder) {
    return decoder->ended;
}

static int run_zlib(ccurlshim_decoder *decoder, const unsigned char *input, size_t length, size_t *consumed,
                    unsigned char *output, size_t capacity, size_t *produced, const char **message) {
    if (decoder->ended && length == 0) {
        return 1;
    }
    if (decoder->ended) {
        // another gzip member may follow (RFC 1952 §2.2); anything else after the end is not the body's
        if (decoder->coding != CCURLSHIM_CODING_GZIP || length < 2 || input[0] != 0x1f || input[1] != 0x8b) {
            if (length < 2 && decoder->coding == CCURLSHIM_CODING_GZIP && length == 1 && input[0] == 0x1f) {
                return 0;  // wait for the second byte
            }
            *message = "data follows the end of the compressed body";
            return -1;
        }
        inflateReset(&decoder->zlib);
        decoder->ended = 0;
    }
    if (!decoder->started) {
        int window = 15 + 16;  // gzip
        if (decoder->coding == CCURLSHIM_CODING_DEFLATE) {
            if (length < 2) {
                return 0;  // the framing shows in the first two bytes
            }
            // RFC 9110's deflate is zlib-framed; some servers send raw deflate, which libcurl accepted too
            int zlib_framed = (input[0] & 0x0f) == 8 && ((input[0] << 8) | input[1]) % 31 == 0;
            window = zlib_framed ? 15 : -15;
        }
        if (inflateInit2(&decoder->zlib, window) != Z_OK) {
            *message = "zlib could not start (out of memory)";
            return -1;
        }
        decoder->started = 1;
    }
    decoder->zlib.next_in = (unsigned char *)input;
    decoder->zlib.avail_in = (uInt)(length > 0x40000000 ? 0x40000000 : length);
    decoder->zlib.next_out = output;
    decoder->zlib.avail_out = (uInt)(capacity > 0x40000000 ? 0x40000000 : capacity);
    uInt in_before = decoder->zlib.avail_in;
    uInt out_before = decoder->zlib.avail_out;
    int status = inflate(&decoder->zlib, Z_NO_FLUSH);
    *consumed = in_before - decoder->zlib.avail_in;
    *produced = out_before - decoder->zlib.avail_out;
    if (status == Z_STREAM_END) {
        decoder->ended = 1;
        return 1;
    }
    if (status == Z_OK || status == Z_BUF_ERROR) {  // Z_BUF_ERROR: no progress possible now, not fatal
        return 0;
    }
    *message = decoder->zlib.msg != NULL ? decoder->zlib.msg : "the compressed data is corrupt";
    return -1;
}

int ccurlshim_decoder_run(ccurlshim_decoder *decoder, const void *input, size_t length, size_t *consumed,
                          void *output, size_t capacity, size_t *produced, const char **message) {
    *consumed = 0;
    *produced = 0;
    *message = NULL;
    switch (decoder->coding) {
    case CCURLSHIM_CODING_GZIP:
    case CCURLSHIM_CODING_DEFLATE:
        return run_zlib(decoder, input, length, consumed, output, capacity, produced, message);
    case CCURLSHIM_CODING_BR: {
        if (decoder->ended) {
            if (length == 0) {
                return 1;
            }
            *message = "data follows the end of the compressed body";
            return -1;
        }
        size_t available_in = length;
        const uint8_t *next_in = input;
        size_t available_out = capacity;
        uint8_t *next_out = output;
        BrotliDecoderResult result =
            BrotliDecoderDecompressStream(decoder->brotli, &available_in, &next_in, &available_out, &next_out, NULL);
        *consumed = length - available_in;
        *produced = capacity - available_out;
        if (result == BROTLI_DECODER_RESULT_SUCCESS) {
            decoder->ended = 1;
            return 1;
        }
        if (result == BROTLI_DECODER_RESULT_ERROR) {
            *message = BrotliDecoderErrorString(BrotliDecoderGetErrorCode(decoder->brotli));
            return -1;
        }
        return 0;
    }
    case CCURLSHIM_CODING_ZSTD: {
        ZSTD_inBuffer in = {input, length, 0};
        ZSTD_outBuffer out = {output, capacity, 0};
        size_t hint = ZSTD_decompressStream(decoder->zstd, &out, &in);
        *consumed = in.pos;
        *produced = out.pos;
        if (ZSTD_isError(hint)) {
            *message = ZSTD_getErrorName(hint);
            return -1;
        }
        // 0: a frame is done and flushed; another frame may follow (and then it is not ended until that one is).
        // A call that moved nothing says nothing new (after a frame's end it would ask for the next one's header).
        if (in.pos > 0 || out.pos > 0) {
            decoder->ended = hint == 0;
        }
        return 0;
    }
    default:
        *message = "unknown content coding";
        return -1;
    }
}
