package io.perfgate.perf.protocol;

import io.perfgate.perf.result.TrialResult;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * When a warm-up may end: it runs in windows of {@link #window()}, at least the scenario's own warm-up
 * time, and then until the server is steady: its JIT compiler threads took at most {@link #COMPILER_IDLE_SHARE}
 * of its CPU in the last window, or, where they cannot be read, the last {@link #STEADY_WINDOWS} windows' CPU time
 * per request (where the server's CPU cannot be read either, their throughput) lie within
 * {@link #tolerancePercent()} of each other. Why: a fixed warm-up that is enough for one scenario is not for the
 * next, and the pinned server's JIT compiler threads share its one CPU, so the first trials after too short a
 * warm-up are measured while the server is still compiling. The compiler threads say it directly: their share of the
 * server's CPU drops from tens of percent to a few once the JIT is done, while CPU per request at 16 users still moves
 * 10-20% from one window to the next (docs/evidence/warm-up.md).
 * A warm-up that has not settled by {@link #max()} ends anyway, with a warning in the progress output.
 *
 * @param window           length of one warm-up window, >= 100 ms
 * @param tolerancePercent the largest spread of the last windows' values, in percent of the smallest (> 0)
 * @param max              the longest warm-up; equal to the minimum (or shorter) means a fixed warm-up
 */
public record WarmUpRule(Duration window, double tolerancePercent, Duration max) {
    /** Windows that must agree before the warm-up counts as steady. */
    public static final int STEADY_WINDOWS = 3;

    /** The compiler threads' largest share of the server's CPU in a window in which the JIT counts as done. */
    public static final double COMPILER_IDLE_SHARE = TrialResult.COMPILER_IDLE_SHARE;

    public WarmUpRule {
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(max, "max");
        if (window.toMillis() < 100) {
            throw new IllegalArgumentException("perf.warmup.window must be >= 100 ms, actual: " + window.toMillis() + " ms");
        }
        if (!(tolerancePercent > 0 && tolerancePercent < 100)) {
            throw new IllegalArgumentException("perf.warmup.tolerance must be > 0 and < 100 (percent), actual: "
                    + tolerancePercent);
        }
        if (max.isNegative()) {
            throw new IllegalArgumentException("perf.warmup.max must be >= 0, actual: " + max);
        }
    }

    /** A warm-up of exactly the scenario's warm-up time, in one window: the quick profile's. */
    public static WarmUpRule fixed() {
        return new WarmUpRule(Duration.ofSeconds(1), 50, Duration.ZERO);
    }

    /**
     * This rule for servers warmed up {@code factor} to a CPU, each of which then compiles at that fraction of its
     * speed: the longest warm-up {@code factor} times as long. The windows stay: over 4 s windows four servers on two
     * CPUs took 60 s to show an idle JIT, over 2 s windows 28-44 s (a window must be idle throughout;
     * docs/evidence/warm-up.md).
     */
    public WarmUpRule slowedBy(int factor) {
        return new WarmUpRule(window, tolerancePercent, max.multipliedBy(factor));
    }

    /** Whether a warm-up of {@code minimum} is extended at all, window by window, until steady. */
    public boolean adaptive(Duration minimum) {
        return max.compareTo(minimum) > 0;
    }

    /**
     * Whether the last {@link #STEADY_WINDOWS} values (per window, in order, all of one kind) lie within
     * the tolerance of each other. Fewer values, or a value that is not a positive number, are not steady.
     */
    public boolean steady(List<Double> values) {
        if (values.size() < STEADY_WINDOWS) {
            return false;
        }
        List<Double> last = values.subList(values.size() - STEADY_WINDOWS, values.size());
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (double v : last) {
            if (!(v > 0) || Double.isInfinite(v)) {
                return false;
            }
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        return (max - min) / min * 100 <= tolerancePercent;
    }

    /**
     * Whether the JIT is done by the last window: its compiler threads took at most {@link #COMPILER_IDLE_SHARE}
     * of the server's CPU in it. NaN (the compiler threads or the server's CPU cannot be read) is not.
     */
    public boolean compilerIdle(double compilerShare) {
        return compilerShare <= COMPILER_IDLE_SHARE;
    }

    /** As a person reads it, e.g. {@code windows of 2.0 s until the JIT is idle (compiler threads <= 5% of the server's CPU; where not readable: the last 3 agree within 4%), at most 30 s}. */
    public String describe() {
        return String.format(Locale.ROOT, "windows of %.1f s until the JIT is idle (compiler threads <= %.0f%% of the "
                        + "server's CPU; where not readable: the last %d agree within %s%%), at most %d s",
                window.toMillis() / 1000.0, COMPILER_IDLE_SHARE * 100, STEADY_WINDOWS,
                tolerancePercent == Math.rint(tolerancePercent) ? String.valueOf((long) tolerancePercent)
                        : String.valueOf(tolerancePercent), max.toSeconds());
    }
}
