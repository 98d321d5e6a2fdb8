package io.perfgate.perf.load;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.Phase;
import io.hyperfoil.api.session.PhaseInstance;
import io.hyperfoil.api.statistics.StatisticsSnapshot;
import io.hyperfoil.core.impl.LocalSimulationRunner;
import io.hyperfoil.http.statistics.HttpStats;

import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSlice;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

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
        Accumulator acc = new Accumulator(settings);
        Runner runner = new Runner(ScenarioFiles.benchmark(settings, target, duration), metric -> acc, List.of(acc));
        long start = System.nanoTime();
        runner.runAndAwait();
        // A 'once' window lasts until its last user finished, however long that is: its rates are over that time.
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        return acc.window(settings.model() == LoadModel.ONCE ? elapsed : duration);
    }

    /**
     * Drives {@code first} and {@code second} in lockstep for {@code duration} ({@link ScenarioFiles#lockstepBenchmark}:
     * one user, a round against {@code first}, then the same round against {@code second}) and returns each server's
     * statistics, {@code first}'s first. Each window's duration is the time its server had a request in hand (its
     * latencies summed), so that its throughput is what the one user got from that server in its turns, the inverse of
     * its mean latency, and not the shared pace of both.
     */
    public static List<LoadWindow> runLockstep(ScenarioSettings settings, URI first, URI second, Duration duration) {
        String firstAuthority = ScenarioFiles.authority(first);
        String secondAuthority = ScenarioFiles.authority(second);
        if (firstAuthority.equals(secondAuthority)) {
            throw new LoadException("lockstep needs two servers, actual: both at " + firstAuthority);
        }
        Accumulator firstAcc = new Accumulator(settings);
        Accumulator secondAcc = new Accumulator(settings);
        Runner runner = new Runner(ScenarioFiles.lockstepBenchmark(settings, first, second, duration), metric -> {
            String authority = ServerTimingHandler.authorityOf(metric).orElse(metric);
            return authority.equals(firstAuthority) ? firstAcc : authority.equals(secondAuthority) ? secondAcc : null;
        }, List.of(firstAcc, secondAcc));
        runner.runAndAwait();
        return List.of(firstAcc.window(firstAcc.busyTime()), secondAcc.window(secondAcc.busyTime()));
    }

    /**
     * Runs a benchmark, hands each statistics piece to the accumulator of its metric ({@code route}) and remembers what
     * only the phase lifecycle tells (a depleted session pool, phase failures, statistics published) on all of them.
     */
    private static final class Runner extends LocalSimulationRunner {
        /**
         * How often a run whose phases all ended wakes Hyperfoil's main loop. That loop ({@code LocalSimulationRunner.exec}
         * in 0.25.2, and still in its main branch) waits up to 1 s for a phase change it is signalled of, but the signal of
         * the last phase's end is lost when it comes before the loop started waiting: a run then outlasts its window by a
         * second. On a 2-vCPU VM 4 of 12 lockstep pairs of a scenario did (2.6-2.8 s for a 1.5 s window instead of
         * 1.75 s), and one 2 s warm-up window in three: about 1 s in 6 of the default run's wall time.
         */
        private static final Duration NUDGE_PERIOD = Duration.ofMillis(5);
        private static final ScheduledExecutorService NUDGER = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "perfgate-hyperfoil-nudge");
            thread.setDaemon(true);
            return thread;
        });

        private final List<Accumulator> all;
        private final CountDownLatch terminated;
        /** Set once {@link #run()} returned: no more {@link #wake}s. */
        private volatile boolean ran;

        Runner(Benchmark benchmark, Function<String, Accumulator> route, List<Accumulator> all) {
            super(benchmark, (phase, stepId, metric, snapshot, countDown) -> {
                Accumulator acc = route.apply(metric);
                if (acc == null) {
                    all.forEach(a -> a.phaseError("statistics of metric '" + metric + "' belong to neither server"));
                } else {
                    acc.statistics(metric, snapshot);
                }
            }, (phase, min, max) -> all.forEach(a -> a.sessions(max)), (authority, tag, min, max) -> { });
            this.all = all;
            this.terminated = new CountDownLatch(benchmark.phases().size());
        }

        void runAndAwait() {
            try {
                run();
            } catch (RuntimeException e) {
                all.forEach(a -> a.phaseError("Hyperfoil run failed: " + e));
            } finally {
                ran = true;
            }
            awaitStats();
        }

        @Override
        protected CompletableFuture<Void> phaseChanged(Phase phase, PhaseInstance.Status status,
                                                       boolean sessionLimitExceeded, Throwable error) {
            if (sessionLimitExceeded) {
                all.forEach(Accumulator::sessionLimitExceeded);
            }
            if (error != null) {
                all.forEach(a -> a.phaseError("phase " + phase.name() + ": " + error));
            }
            CompletableFuture<Void> published = super.phaseChanged(phase, status, sessionLimitExceeded, error);
            if (status == PhaseInstance.Status.TERMINATED) {
                // Statistics are published in this future's chain; run() may return before it completes.
                published.whenComplete((ignored, failure) -> {
                    terminated.countDown();
                    if (terminated.getCount() == 0) {
                        wake(phase);
                    }
                });
            }
            return published;
        }

        /**
         * Signals Hyperfoil's main loop as a phase change does, without changing anything: the parent's handling of a
         * status that is neither a start, an end nor a termination does nothing but that signal ({@link #NUDGE_PERIOD}),
         * again and again until {@link #run()} returned.
         */
        private void wake(Phase phase) {
            if (ran) {
                return;
            }
            super.phaseChanged(phase, PhaseInstance.Status.NOT_STARTED, false, null);
            NUDGER.schedule(() -> wake(phase), NUDGE_PERIOD.toNanos(), TimeUnit.NANOSECONDS);
        }

        private void awaitStats() {
            try {
                if (!terminated.await(STATS_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    all.forEach(a -> a.phaseError("statistics of " + terminated.getCount() + " phase(s) did not arrive within "
                            + STATS_GRACE));
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

        synchronized void statistics(String metric, StatisticsSnapshot snapshot) {
            if (ServerTimingHandler.isServerTiming(metric)) {
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

        synchronized void sessions(int max) {
            maxSessions = Math.max(maxSessions, max);
        }

        synchronized void sessionLimitExceeded() {
            sessionLimitExceeded = true;
        }

        synchronized void phaseError(String message) {
            phaseErrors.add(message);
        }

        /** The time this accumulator's requests were in flight: their latencies summed. */
        synchronized Duration busyTime() {
            long responses = 0;
            double nanos = 0;
            for (StatisticsSnapshot snapshot : bySecond.values()) {
                responses += snapshot.histogram.getTotalCount();
                nanos += snapshot.histogram.getMean() * snapshot.histogram.getTotalCount();
            }
            // No response: a window of the nominal nothing, which reads as 0 throughput rather than a division by zero.
            return responses == 0 ? Duration.ofNanos(1) : Duration.ofNanos(Math.round(nanos));
        }

        synchronized LoadWindow window(Duration duration) {
            StatisticsSnapshot client = new StatisticsSnapshot();
            bySecond.values().forEach(client::add);
            HttpStats http = HttpStats.get(client);
            int sessionLimit = settings.model() == LoadModel.OPEN ? settings.maxSessions() : settings.users();
            Count bytes = (Count) client.extensions.get(ResponseBytesCounter.EXTENSION);
            Count reconnects = (Count) client.extensions.get(ConnectionClose.EXTENSION);
            return new LoadWindow(duration, client.requestCount, client.responseCount,
                    LatencySummary.ofNanos(client.histogram), LatencySummary.ofNanos(server.histogram),
                    bytes == null ? 0 : bytes.value(),
                    new LoadWindow.StatusCounts(http.status_2xx, http.status_3xx, http.status_4xx, http.status_5xx,
                            http.status_other),
                    client.connectionErrors, client.requestTimeouts, client.internalErrors, client.blockedTime,
                    reconnects == null ? 0 : reconnects.value(), maxSessions, sessionLimit, sessionLimitExceeded, phaseErrors, slices());
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
