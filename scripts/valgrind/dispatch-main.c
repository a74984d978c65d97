// LD_PRELOAD shim for counting a Swift program's instructions under valgrind (scripts/instructions-per-request.sh).
//
// A program with top-level `await` parks its main thread in libdispatch's dispatch_main(), which ends in
// sigsuspend(); valgrind 3.19 dies there ("the 'impossible' happened", SIGSEGV inside libdispatch). This
// dispatch_main drains the main queue on the main thread instead, the way CoreFoundation's run loop does, through
// the two entry points libdispatch exports for it. The program's exit() still ends the process.
#include <poll.h>
#include <stdint.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

void dispatch_main(void) {
    int handle = _dispatch_get_main_queue_handle_4CF();
    for (;;) {
        struct pollfd ready = {handle, POLLIN, 0};
        poll(&ready, 1, -1);
        uint64_t count;
        (void)read(handle, &count, sizeof count);
        _dispatch_main_queue_callback_4CF(0);
    }
}
