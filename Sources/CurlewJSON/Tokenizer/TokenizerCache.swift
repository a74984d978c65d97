#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One idle whole-document tokenizer per thread, restarted for each document, so that decoding a small body (a
/// generated client's response) does not allocate a tokenizer, its state, its callbacks and its buffers every
/// time (12 of the 18 allocations of such a decode; yajl's own handle is put back as it was made, `YAJLArena`).
///
/// Per thread rather than a shared pool, so there is no lock and no shared mutable state: a decode runs from
/// start to end on one thread (it never suspends), and the tokenizer it takes from its thread's slot is reachable
/// from nothing else until it goes back. A decode nested in another (model code decoding a field's text) finds
/// the slot empty and makes its own. A tokenizer goes back only when its decode held the last reference to it (no
/// tape, reader or decoder was kept past the call), with what a large document grew let go; else it is
/// invalidated as before and freed with its last holder. A thread's idle tokenizer is freed when the thread ends.
enum TokenizerCache {
    /// The slot: a +1 reference to the thread's idle tokenizer, or nil.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { idle in
            guard let idle else { return }
            Unmanaged<YAJLTokenizer>.fromOpaque(idle).release()
        }
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    /// This thread's idle tokenizer, if it has one (for tests: which decode reused which tokenizer).
    static var idleTokenizer: ObjectIdentifier? {
        pthread_getspecific(slot).map {
            ObjectIdentifier(Unmanaged<YAJLTokenizer>.fromOpaque($0).takeUnretainedValue())
        }
    }

    /// A tokenizer for one whole document read with `options`: this thread's idle one, restarted, or a new one.
    static func take(options: JSONParser.Options) -> YAJLTokenizer {
        guard let idle = pthread_getspecific(slot) else { return YAJLTokenizer(options: options, keepsTape: true) }
        pthread_setspecific(slot, nil)
        let tokenizer = Unmanaged<YAJLTokenizer>.fromOpaque(idle).takeRetainedValue()
        tokenizer.restart(options: options)
        return tokenizer
    }

    /// Ends the decode call that took `tokenizer`, after its tape, reader and decoder have gone out of scope.
    /// Keeps it as this thread's idle tokenizer, trimmed, when nothing else holds it, it `isReusable` and the slot is
    /// free.
    /// When something else still holds it (model code kept a reader or decoder), it is invalidated unless it
    /// `keepsInput`, so what was kept fails, or reads its own copy, and never sees the next document.
    static func giveBack(_ tokenizer: inout YAJLTokenizer) {
        guard isKnownUniquelyReferenced(&tokenizer) else {
            if !tokenizer.keepsInput { tokenizer.invalidate() }
            return
        }
        guard tokenizer.isReusable, pthread_getspecific(slot) == nil else { return }  // freed with this reference
        tokenizer.trimForIdle()
        pthread_setspecific(slot, Unmanaged.passRetained(tokenizer).toOpaque())
    }
}
