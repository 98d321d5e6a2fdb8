package io.perfgate.perf.result;

import java.time.Instant;
import java.util.Objects;

/**
 * One second (Hyperfoil's statistics sampling period; the last of a window may be shorter) of one load window, as
 * the load generator saw it: what a time series of a run draws, so that a burst of outside load or a GC pause shows
 * where it happened, between or within trials.
 *
 * @param window     which window: {@code warm-up 3} (its n-th 2 s window), {@code trial 5}
 * @param start      when the second began (the generator's clock)
 * @param seconds    its length, in (0, 1] s
 * @param responses  responses received in it
 * @param meanMillis their mean client latency, ms (rounded to 10 ns); NaN without responses
 * @param maxMillis  their largest client latency, ms; NaN without responses
 */
public record LoadSlice(String window, Instant start, double seconds, long responses, double meanMillis, double maxMillis) {
    public LoadSlice {
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(start, "start");
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException("seconds must be > 0 and finite, actual: " + seconds + " in " + window);
        }
        if (responses < 0) {
            throw new IllegalArgumentException("responses must be >= 0, actual: " + responses + " in " + window);
        }
    }

    /** Responses per second of the slice. */
    public double throughputPerSecond() {
        return responses / seconds;
    }

    public LoadSlice inWindow(String name) {
        return new LoadSlice(name, start, seconds, responses, meanMillis, maxMillis);
    }
}
