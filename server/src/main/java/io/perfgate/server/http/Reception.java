package io.perfgate.server.http;

/**
 * Marks when the current thread receives a request, for {@link PlatformPool}'s compensation. On any
 * other thread (virtual threads, tests) it does nothing: a slow client parks a virtual thread, which
 * costs no carrier.
 */
final class Reception {
    private Reception() {
    }

    /** The request line and headers have arrived (the handler runs), or the body has. */
    static void finished() {
        if (Thread.currentThread() instanceof PlatformPool.Worker worker) {
            worker.receivingSinceNanos = PlatformPool.Worker.NOT_RECEIVING;
        }
    }

    /** The handler starts reading the body. */
    static void bodyStarted() {
        if (Thread.currentThread() instanceof PlatformPool.Worker worker) {
            worker.receivingSinceNanos = System.nanoTime();
        }
    }
}
