package io.perfgate.server.http;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The platform variant's pool: {@code size} threads for requests, plus one more thread for each thread
 * that has been stuck receiving a request for longer than {@link #STALL}.
 *
 * <p>Why: the JDK server hands a connection to the executor as soon as its first byte arrives, and the
 * executor's thread then reads the request line, the headers and (in our handler) the body with blocking
 * reads. A fixed pool of N threads is therefore taken down by N clients that send a request line and stop.
 * The request timeout ({@link RequestLimits}) frees those threads, but only after the timeout. This pool
 * compensates instead, as {@link java.util.concurrent.ForkJoinPool} compensates for a blocked worker: a
 * watcher looks at every thread each {@link #TICK}, and for each one that has been receiving for longer
 * than {@link #STALL} it allows one more thread (at most {@link #MAX_COMPENSATING}), so that {@code size}
 * threads stay free for the clients that send their requests at once. When the stalled ones are done
 * (served, or closed by the timeout) the extra threads end after {@link #KEEP_ALIVE} idle.
 *
 * <p>The cost per request is what {@link Reception} and {@link #beforeExecute} add: a clock read and a
 * field write when a request starts and when it has been received; no allocation.
 */
public final class PlatformPool extends ThreadPoolExecutor {
    /** A request still arriving after this long is a slow client's; clients on a LAN send theirs in microseconds. */
    static final Duration STALL = Duration.ofMillis(50);
    static final Duration TICK = Duration.ofMillis(25);
    /** More stalled clients than this wait for the request timeout to free their threads. */
    static final int MAX_COMPENSATING = 256;
    static final Duration KEEP_ALIVE = Duration.ofSeconds(1);

    private final int size;
    private final Set<Worker> workers = ConcurrentHashMap.newKeySet();

    /**
     * @param size       threads for requests, 1..10000
     * @param namePrefix thread names are this plus a number
     */
    public PlatformPool(int size, String namePrefix) {
        super(size, size + MAX_COMPENSATING, KEEP_ALIVE.toMillis(), TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
        this.size = size;
        AtomicInteger numbers = new AtomicInteger();
        setThreadFactory(task -> {
            Worker worker = new Worker(task, namePrefix + numbers.getAndIncrement(), workers);
            workers.add(worker);
            return worker;
        });
        Thread.ofPlatform().daemon().name(namePrefix + "watcher").start(this::watch);
    }

    /** Every task the JDK server hands over starts by reading a request. */
    @Override
    protected void beforeExecute(Thread thread, Runnable task) {
        ((Worker) thread).receivingSinceNanos = System.nanoTime();
    }

    @Override
    protected void afterExecute(Runnable task, Throwable failure) {
        ((Worker) Thread.currentThread()).receivingSinceNanos = Worker.NOT_RECEIVING;
    }

    /** Threads currently receiving for longer than {@link #STALL}. */
    int stalled() {
        long now = System.nanoTime();
        int stalled = 0;
        for (Worker worker : workers) {
            long since = worker.receivingSinceNanos;
            if (since != Worker.NOT_RECEIVING && now - since > STALL.toNanos()) {
                stalled++;
            }
        }
        return stalled;
    }

    private void watch() {
        try {
            while (!isShutdown()) {
                Thread.sleep(TICK);
                int target = size + Math.min(stalled(), MAX_COMPENSATING);
                if (target != getCorePoolSize()) {
                    // Larger: execute() starts new threads while fewer than this run. Smaller: the extra
                    // threads end once idle for KEEP_ALIVE.
                    setCorePoolSize(target);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A pool thread that says whether, and since when, it is receiving a request. */
    static final class Worker extends Thread {
        static final long NOT_RECEIVING = Long.MIN_VALUE;
        volatile long receivingSinceNanos = NOT_RECEIVING;
        private final Set<Worker> registry;

        private Worker(Runnable task, String name, Set<Worker> registry) {
            super(task, name);
            this.registry = registry;
        }

        @Override
        public void run() {
            try {
                super.run();
            } finally {
                registry.remove(this);
            }
        }
    }
}
