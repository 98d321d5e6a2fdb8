package io.perfgate.perf.profile;

import io.perfgate.perf.result.PairId;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The profiling windows of one (variant, scenario) as {@value ProfileFiles#MANIFEST} keeps them beside their
 * {@code .jfr} files: which server each recording is of and how many requests it served, so that a recording's
 * samples read per request.
 *
 * @param pair       the variant and scenario profiled
 * @param order      how both sides were loaded, as {@code -Dperf.reference.order} names it ({@code lockstep})
 * @param window     each profiling window's length
 * @param cpuPeriod  the CPU sampling period ({@code jdk.ExecutionSample#period}): one sample stands for this much CPU
 * @param why        why the pair was profiled, e.g. {@code regression} or {@code -Dperf.jfr=always}
 * @param recordedAt when the last window ended: a profile older than its pair's run is an earlier run's
 * @param recordings one per server and window, reference boots first
 */
public record Recorded(PairId pair, String order, Duration window, Duration cpuPeriod, String why, Instant recordedAt,
                       List<Recording> recordings) {
    public Recorded {
        Objects.requireNonNull(recordedAt, "recordedAt");
        Objects.requireNonNull(pair, "pair");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(cpuPeriod, "cpuPeriod");
        Objects.requireNonNull(why, "why");
        recordings = List.copyOf(recordings);
        if (cpuPeriod.isNegative() || cpuPeriod.isZero()) {
            throw new IllegalArgumentException("cpuPeriod must be > 0, actual: " + cpuPeriod);
        }
    }

    /** The reference's recordings (A), in boot order. */
    public List<Recording> reference() {
        return recordings.stream().filter(r -> r.side() == Side.A).toList();
    }

    /** The candidate's recordings (B), in boot order. */
    public List<Recording> candidate() {
        return recordings.stream().filter(r -> r.side() == Side.B).toList();
    }

    /** A for the reference build, B for the candidate, as the A/B run names them. */
    public enum Side { A, B }

    /**
     * One server's recording over one profiling window.
     *
     * @param side     A (reference) or B (candidate)
     * @param boot     which boot pair's server, from 1; with one boot pair, which window of its server
     * @param file     the {@code .jfr} file's name, in the manifest's directory
     * @param requests the responses this server gave in the window: what the samples are divided by
     */
    public record Recording(Side side, int boot, String file, long requests) {
        public Recording {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(file, "file");
            if (boot < 1) {
                throw new IllegalArgumentException("boot counts from 1, actual: " + boot);
            }
            if (requests < 0) {
                throw new IllegalArgumentException("requests must be >= 0, actual: " + requests);
            }
        }

        /** {@code A1}, {@code B2}: how the reports name it. */
        public String label() {
            return side.name() + boot;
        }
    }
}
