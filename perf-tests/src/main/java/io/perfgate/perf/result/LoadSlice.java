package io.perfgate.perf.result;

import java.time.Instant;
import java.util.Objects;

/**
 * One second (Hyperfoil's statistics sampling period; the last of a window may be shorter) of one load window, as
 * the load generator saw it and, where the launcher can read the server's OS side, as the server spent it: what a
 * time series of a run draws, so that a burst of outside load or a GC pause shows where it happened, between or within
 * trials, and the server's CPU and memory beside it.
 *
 * @param window              which window: {@code warm-up 3} (its n-th 2 s window), {@code trial 5}
 * @param start               when the second began (the generator's clock)
 * @param seconds             its length, in (0, 1] s
 * @param responses           responses received in it
 * @param meanMillis          their mean client latency, ms (rounded to 10 ns); NaN without responses
 * @param maxMillis           their largest client latency, ms; NaN without responses
 * @param serverCores         the server's CPU time in the second over its length: cores busy on average (1.0 = one
 *                            core all the time), from cgroup or {@code /proc} counters read during the window; NaN
 *                            where not measured (a remote server, a file written before it was kept). Boxed only so
 *                            that such a file's missing field reads as NaN: Gson gives a missing primitive 0, a lie
 * @param serverMemoryMegabytes the server's memory during the second (cgroup current usage, or the process's resident
 *                            set; the largest reading in it), MB of 2^20 bytes as {@link TrialResult}'s; NaN where not
 *                            measured. Boxed for the same reason
 */
public record LoadSlice(String window, Instant start, double seconds, long responses, double meanMillis, double maxMillis,
                        Double serverCores, Double serverMemoryMegabytes) {
    public LoadSlice {
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(start, "start");
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException("seconds must be > 0 and finite, actual: " + seconds + " in " + window);
        }
        if (responses < 0) {
            throw new IllegalArgumentException("responses must be >= 0, actual: " + responses + " in " + window);
        }
        serverCores = serverCores == null ? Double.NaN : serverCores;
        serverMemoryMegabytes = serverMemoryMegabytes == null ? Double.NaN : serverMemoryMegabytes;
        if (serverCores < 0 || serverMemoryMegabytes < 0) {
            throw new IllegalArgumentException("server cores and memory must be >= 0 or NaN, actual: " + serverCores
                    + " cores, " + serverMemoryMegabytes + " MB in " + window);
        }
    }

    /** A second without the server's side (a launcher that cannot see it, or before it is attached). */
    public LoadSlice(String window, Instant start, double seconds, long responses, double meanMillis, double maxMillis) {
        this(window, start, seconds, responses, meanMillis, maxMillis, Double.NaN, Double.NaN);
    }

    /** Responses per second of the slice. */
    public double throughputPerSecond() {
        return responses / seconds;
    }

    /** When the second ended. */
    public Instant end() {
        return start.plusNanos(Math.round(seconds * 1e9));
    }

    public LoadSlice inWindow(String name) {
        return new LoadSlice(name, start, seconds, responses, meanMillis, maxMillis, serverCores, serverMemoryMegabytes);
    }

    /** This second with the server's CPU (cores) and memory (MB) in it; NaN for what was not measured. */
    public LoadSlice withServer(double cores, double memoryMegabytes) {
        return new LoadSlice(window, start, seconds, responses, meanMillis, maxMillis, cores, memoryMegabytes);
    }
}
