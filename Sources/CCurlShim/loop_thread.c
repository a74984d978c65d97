// The loop thread's scheduling policy: SCHED_BATCH, so that waking it does not preempt the thread that woke it.
//
// A caller on the cooperative pool that submits a request wakes the loop (curl_multi_wakeup). A woken SCHED_OTHER
// thread preempts the running one on its core at once, so with callers and loop on one core each submission cost
// two context switches and a round of the loop for one request, and the server was woken for each request alone:
// the caller's thread never got to submit the rest of its batch first. A SCHED_BATCH thread is never run ahead of
// the running thread on a wake-up ("batch tasks do not preempt non-idle tasks", kernel/sched/fair.c): it runs as
// soon as a core is free, or when the running thread's slice ends. Its share of the CPU is the same (same weight,
// same nice value), and any user may choose the policy. The cost: on a machine whose every core is busy, a socket
// event waits for a slice to end (a few milliseconds) where it used to preempt at once.
#define _GNU_SOURCE
#include <sched.h>
#include <string.h>

#include "CCurlShim.h"

int ccurlshim_loop_thread_batch_policy(void) {
#ifdef __linux__
    struct sched_param parameter;
    memset(&parameter, 0, sizeof parameter);
    return sched_setscheduler(0, SCHED_BATCH, &parameter);  // 0: the calling thread
#else
    return 0;
#endif
}
