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
import java.util.List;
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
        /**
         * The client's statistics by second, each the sum of every phase's sampling period (one second) that began then.
         * Hyperfoil hands the pieces over on its event loop, all of a run's at the first phase's end (a ramp has a phase
         * per user): each piece costs one histogram add here and nothing else, since the requests still in flight wait
         * for it (experiments/README.md, S2). Each phase counts its periods from its own start, so a piece's second is
         * its start relative to the first piece seen, to the nearest second: phases start within milliseconds of their
         * plan.
         */
        private final TreeMap<Long, StatisticsSnapshot> bySecond = new TreeMap<>();
        private long anchor;
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
            long start = snapshot.histogram.getStartTimeStamp();
            long end = snapshot.histogram.getEndTimeStamp();
            if (anchor == 0) {
                anchor = start;
            }
            long second = Math.floorDiv(start - anchor + 500, 1000);
            // Histogram.add keeps the target's time stamps: the second's span, over every piece of it, is kept on it here.
            StatisticsSnapshot sum = bySecond.get(second);
            if (sum == null) {
                sum = new StatisticsSnapshot();
                sum.histogram.setStartTimeStamp(start);
                sum.histogram.setEndTimeStamp(end);
                bySecond.put(second, sum);
            }
            sum.add(snapshot);
            sum.histogram.setStartTimeStamp(Math.min(sum.histogram.getStartTimeStamp(), start));
            sum.histogram.setEndTimeStamp(Math.max(sum.histogram.getEndTimeStamp(), end));
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
            StatisticsSnapshot client = new StatisticsSnapshot();
            bySecond.values().forEach(client::add);
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
            List<LoadSlice> slices = new ArrayList<>();
            bySecond.forEach((second, snapshot) -> {
                long start = snapshot.histogram.getStartTimeStamp();
                long end = snapshot.histogram.getEndTimeStamp();
                if (start <= 0 || end <= start) {
                    return;
                }
                LatencySummary latency = LatencySummary.ofNanos(snapshot.histogram);
                slices.add(new LoadSlice("", Instant.ofEpochMilli(start), (end - start) / 1000.0,
                        snapshot.responseCount, latency.meanMillis(), latency.maxMillis()));
            });
            return slices;
        }
    }
}
