package io.perfgate.server.frontend;

import io.perfgate.server.Config;
import io.perfgate.server.http.PlatformPool;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.time.Duration;

/** The executor that runs requests for the front ends that hand them over (jdk, nonblocking). */
final class RequestThreads {
    private static final System.Logger LOG = System.getLogger(RequestThreads.class.getName());

    private RequestThreads() {
    }

    /** platform: {@link PlatformPool} of {@code --pool-size}; virtual: one virtual thread per request. */
    static ExecutorService of(Config config) {
        return switch (config.threads()) {
            case PLATFORM -> new PlatformPool(config.poolSize(), "perfgate-worker-");
            case VIRTUAL -> Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("perfgate-vworker-", 0).factory());
        };
    }

    /** Lets running requests finish until {@code deadlineNanos} ({@link System#nanoTime()}), then stops them. */
    static void shutdown(ExecutorService executor, long deadlineNanos) {
        executor.shutdown();
        try {
            if (!executor.awaitTermination(Math.max(deadlineNanos - System.nanoTime(), 0), TimeUnit.NANOSECONDS)) {
                LOG.log(System.Logger.Level.WARNING, "requests still running at the end of the drain; stopping them");
                executor.shutdownNow();
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    /** The deadline {@code drain} from now, in {@link System#nanoTime()} terms. */
    static long deadline(Duration drain) {
        return System.nanoTime() + drain.toNanos();
    }
}
