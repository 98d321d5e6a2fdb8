package io.perfgate.perf.load;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.Phase;
import io.hyperfoil.api.session.PhaseInstance;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.core.impl.LocalSimulationRunner;
import io.hyperfoil.core.util.CountDown;
import io.hyperfoil.http.statistics.HttpStats;

import io.perfgate.perf.result.LoadSlice;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Runs one load window of a scenario with Hyperfoil inside this JVM and sums what it measured. Each
 * window is its own Hyperfoil run (own connections, own statistics), so the caller can sample the
 * server's CPU and memory exactly around it and nothing from a warm-up leaks into a trial.
 */
public final class LoadDriver {
    private static final Duration STATS_GRACE = Duration.ofSeconds(10);

    private LoadDriver() {
    }

    /**
     * Drives {@code target} for {@code duration} and returns the summed statistics. Never returns "empty
     * but fine": an unreachable target shows up as zero responses or connection errors, which the caller
     * must judge.
     */
    public static LoadWindow run(ScenarioSettings settings, URI target, Duration duration) {
        Benchmark benchmark = ScenarioFiles.benchmark(settings, target, duration);
        Accumulator acc = new Accumulator(settings);
        Runner runner = new Runner(benchmark, acc);
        long start = System.nanoTime();
        try {
            runner.run();
        } catch (RuntimeException e) {
            acc.phaseError("Hyperfoil run failed: " + e);
        }
        // A 'once' window lasts until its last user finished, however long that is: its rates are over that time.
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        runner.awaitStats();
        return acc.window(settings.model() == LoadModel.ONCE ? elapsed : duration);
    }

    /** Remembers what only the phase lifecycle tells: a depleted session pool, phase failures, stats published. */
    private static final class Runner extends LocalSimulationRunner {
        private final Accumulator acc;
        private final CountDownLatch terminated;

        Runner(Benchmark benchmark, Accumulator acc) {
            super(benchmark, acc::statistics, acc::sessions, (authority, tag, min, max) -> { });
            this.acc = acc;
            this.terminated = new CountDownLatch(benchmark.phases().size());
        }

        @Override
        protected CompletableFuture<Void> phaseChanged(Phase phase, PhaseInstance.Status status,
                                                       boolean sessionLimitExceeded, Throwable error) {
            if (sessionLimitExceeded) {
                acc.sessionLimitExceeded();
            }
            if (error != null) {
                acc.phaseError("phase " + phase.name() + ": " + error);
            }
            CompletableFuture<Void> published = super.phaseChanged(phase, status, sessionLimitExceeded, error);
            if (status == PhaseInstance.Status.TERMINATED) {
                // Statistics are published in this future's chain; run() may return before it completes.
                published.whenComplete((ignored, failure) -> terminated.countDown());
            }
            return published;
        }

        void awaitStats() {
            try {
                if (!terminated.await(STATS_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    acc.phaseError("statistics of " + terminated.getCount() + " phase(s) did not arrive within " + STATS_GRACE);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LoadException("interrupted while waiting for Hyperfoil statistics", e);
            }
        }
    }

    /** Sums Hyperfoil's statistics pieces; Hyperfoil calls it from its own threads. */
    private static final class Accumulator {
        private final ScenarioSettings settings;
        private final StatisticsSnapshot client = new StatisticsSnapshot();
        /**
         * The client's statistics pieces of one sampling period each (one second of one phase), for the time series: keyed
         * by second only in {@link #slices()}, once the first phase's start is known, since each phase counts its
         * periods from its own start (a ramp's phases start one step apart).
         */
        private final List<StatisticsSnapshot> periods = new ArrayList<>();
        private final StatisticsSnapshot server = new StatisticsSnapshot();
        private final List<String> phaseErrors = new ArrayList<>();
        private int maxSessions;
        private boolean sessionLimitExceeded;

        Accumulator(ScenarioSettings settings) {
            this.settings = settings;
        }

        synchronized void statistics(Phase phase, int stepId, String metric, StatisticsSnapshot snapshot, CountDown countDown) {
            if (ServerTimingHandler.DEFAULT_METRIC.equals(metric)) {
                server.add(snapshot);
                return;
            }
            client.add(snapshot);
            StatisticsSnapshot period = new StatisticsSnapshot();
            period.add(snapshot);
            // Histogram.add keeps the target's time stamps: the piece's own are kept with it.
            period.histogram.setStartTimeStamp(snapshot.histogram.getStartTimeStamp());
            period.histogram.setEndTimeStamp(snapshot.histogram.getEndTimeStamp());
            periods.add(period);
        }

        synchronized void sessions(String phase, int min, int max) {
            maxSessions = Math.max(maxSessions, max);
        }

        synchronized void sessionLimitExceeded() {
            sessionLimitExceeded = true;
        }

        synchronized void phaseError(String message) {
            phaseErrors.add(message);
        }

        synchronized LoadWindow window(Duration duration) {
            HttpStats http = HttpStats.get(client);
            int sessionLimit = settings.model() == LoadModel.OPEN ? settings.maxSessions() : settings.users();
            ResponseBytesCounter.Bytes bytes = (ResponseBytesCounter.Bytes) client.extensions.get(ResponseBytesCounter.EXTENSION);
            return new LoadWindow(duration, client.requestCount, client.responseCount,
                    LatencySummary.ofNanos(client.histogram), LatencySummary.ofNanos(server.histogram),
                    bytes == null ? 0 : bytes.body(),
                    new LoadWindow.StatusCounts(http.status_2xx, http.status_3xx, http.status_4xx, http.status_5xx,
                            http.status_other),
                    client.connectionErrors, client.requestTimeouts, client.internalErrors, client.blockedTime,
                    maxSessions, sessionLimit, sessionLimitExceeded, phaseErrors, slices());
        }

        /** Seconds without a usable time span (none recorded) are left out rather than given a made-up one. */
        private List<LoadSlice> slices() {
            long first = periods.stream().mapToLong(p -> p.histogram.getStartTimeStamp()).filter(t -> t > 0).min().orElse(0);
            TreeMap<Long, StatisticsSnapshot> bySecond = new TreeMap<>();
            Map<Long, long[]> bounds = new HashMap<>();
            for (StatisticsSnapshot period : periods) {
                long start = period.histogram.getStartTimeStamp();
                long end = period.histogram.getEndTimeStamp();
                // The nearest whole second after the first phase's start: phases start within milliseconds of their plan.
                long second = Math.floorDiv(start - first + 500, 1000);
                bySecond.computeIfAbsent(second, k -> new StatisticsSnapshot()).add(period);
                bounds.merge(second, new long[] {start, end}, (a, b) -> new long[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            }
            List<LoadSlice> slices = new ArrayList<>();
            bySecond.forEach((second, snapshot) -> {
                long[] span = bounds.get(second);
                if (span[0] <= 0 || span[1] <= span[0]) {
                    return;
                }
                LatencySummary latency = LatencySummary.ofNanos(snapshot.histogram);
                slices.add(new LoadSlice("", Instant.ofEpochMilli(span[0]), (span[1] - span[0]) / 1000.0,
                        snapshot.responseCount, latency.meanMillis(), latency.maxMillis()));
            });
            return slices;
        }
    }
}
