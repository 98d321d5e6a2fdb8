package io.perfgate.perf.protocol;

import io.perfgate.perf.launch.LaunchException;
import io.perfgate.perf.launch.ResourceUsage;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.PairId;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The warm-ups, excluded from the results: a server's over every request path after its boot, window by window until
 * its JIT is idle ({@link WarmUpRule}), alone or several servers at once; and before a scenario's trials, the
 * scenario's own on each side, in an A/B run in the trials' order (in lockstep: the trials' own load, until both
 * servers' JITs are idle), the boot pairs sharing its time. A server that answers slowly is warmed on (its requests may
 * wait {@link ScenarioSettings#WARM_UP_REQUEST_TIMEOUT}); each fails loudly when a server died or answered nothing for
 * {@link Silence#PATIENCE}.
 */
public final class WarmUp {
    private WarmUp() {
    }

    /**
     * Runs {@code settings}' warm-up (closed with its warm-up users, or its own model), excluded from the
     * results: at least its warm-up time, then, if {@code rule} allows more, window by window until the
     * server is steady (see {@link WarmUpRule}). Fails loudly when the server died or stayed silent ({@link Silence}).
     *
     * @return the warm-up second by second, its windows named {@code warm-up 1}, {@code warm-up 2} ...
     */
    public static List<LoadSlice> server(RunningServer server, ScenarioSettings settings, WarmUpRule rule, Progress progress) {
        return server(server, settings, rule, progress, "", true);
    }

    /**
     * The warm-ups of {@code servers}, all at the same time, each its own series of load windows until it is steady
     * ({@link #server(RunningServer, ScenarioSettings, WarmUpRule, Progress)}), its lines marked with its name in
     * {@code names} (A, B); one server alone is warmed up as usual. Meant for servers that have more than one CPU to
     * share meanwhile (PerfSuite lends them the load generator's): on one CPU each JVM would compile at a fraction of
     * its speed. A failure of any is thrown once all ended.
     */
    public static void serversAtOnce(List<RunningServer> servers, List<String> names, ScenarioSettings settings,
                                     WarmUpRule rule, Progress progress) {
        if (servers.size() != names.size()) {
            throw new IllegalArgumentException("one name per server, actual: " + servers.size() + " servers, names " + names);
        }
        if (servers.size() == 1) {
            server(servers.getFirst(), settings, rule, progress);
            return;
        }
        long start = System.nanoTime();
        try {
            List<Supplier<List<LoadSlice>>> warmUps = new ArrayList<>();
            for (int i = 0; i < servers.size(); i++) {
                RunningServer server = servers.get(i);
                String name = names.get(i);
                warmUps.add(() -> server(server, settings, rule, progress, name, false));
            }
            AtOnce.all(warmUps);
        } finally {
            // The plan counted one minimum warm-up for them all (RunEstimate): it shifts by what they took beyond it.
            progress.extend(Duration.ofNanos(System.nanoTime() - start).minus(settings.warmUp()));
        }
    }

    /**
     * The scenario's warm-up before its trials, of the candidate's servers and, in an A/B run, the reference's
     * ({@code references}, one per boot pair as {@code candidates}; empty in a plain run): in an order that measures a
     * pair's trials together, boot pair by boot pair, the pairs sharing the scenario's warm-up time; else each side's
     * one server in turn, the reference first.
     *
     * @return each side's warm-up second by second (the reference's empty in a plain run)
     */
    static Both<List<LoadSlice>> scenario(List<RunningServer> references, List<RunningServer> candidates,
                                          ScenarioSettings settings, TrialOrder order, WarmUpRule rule, Progress progress) {
        List<LoadSlice> timelineA = new ArrayList<>();
        List<LoadSlice> timelineB = new ArrayList<>();
        if (settings.warmUp().isZero()) {
            return new Both<>(timelineA, timelineB);
        }
        PairId pair = new PairId(candidates.getFirst().variant().name(), settings.scenario());
        int boots = candidates.size();
        if (!references.isEmpty() && order.together()) {
            // The scenario's warm-up time is shared by the boot pairs, each settling on the scenario for its share:
            // each server is steady over every request path since its variant warm-up, and in 48 same-jar runs the
            // lockstep warm-up's first second of Request-2 already read the trials' mean latency (median 0.99 of it).
            Duration share = settings.warmUp().dividedBy(boots);
            for (int k = 0; k < boots; k++) {
                RunningServer ak = references.get(k);
                RunningServer bk = candidates.get(k);
                String sides = boots == 1 ? "A (reference) and B (candidate)" : "A" + (k + 1) + " and B" + (k + 1)
                        + " (boot pair " + (k + 1) + " of " + boots + ")";
                String window = "warm-up " + (k + 1);
                if (order.kind() == TrialOrder.Kind.LOCKSTEP) {
                    // The trials' own load: it settles both servers on taking turns, and goes on while either one's
                    // JIT still compiles the scenario's paths (the variant warm-up may not have run them all).
                    progress.info(pair + ": warm-up of " + sides + " in lockstep, at least " + share.toMillis() + " ms"
                            + (rule.adaptive(share) ? ", then " + rule.describe() : ""));
                    Both<List<LoadSlice>> warmUps = lockstep(ak, bk, pair, settings, share, rule, window, progress);
                    timelineA.addAll(warmUps.reference());
                    timelineB.addAll(warmUps.candidate());
                } else {
                    // Both at once, for the scenario's warm-up time and no longer: each server reached a steady state
                    // in its variant warm-up, over every request path; what drifts after this drifts on both sides.
                    progress.info(pair + ": warm-up of " + sides + " at once, " + share.toMillis() + " ms");
                    ScenarioSettings shared = settings.withWarmUp(share);
                    Both<List<LoadSlice>> warmUps = AtOnce.both(
                            () -> server(ak, shared, WarmUpRule.fixed(), progress, "A", true),
                            () -> server(bk, shared, WarmUpRule.fixed(), progress, "B", true));
                    timelineA.addAll(warmUps.reference().stream().map(slice -> slice.inWindow(window)).toList());
                    timelineB.addAll(warmUps.candidate().stream().map(slice -> slice.inWindow(window)).toList());
                }
            }
        } else {
            if (!references.isEmpty()) {
                progress.info(pair + ": warm-up of A (reference)");
                timelineA.addAll(server(references.getFirst(), settings, rule, progress));
                progress.info(pair + ": warm-up of B (candidate)");
            }
            timelineB.addAll(server(candidates.getFirst(), settings, rule, progress));
        }
        return new Both<>(timelineA, timelineB);
    }

    /**
     * {@link #server(RunningServer, ScenarioSettings, WarmUpRule, Progress)} of one of several servers warmed up at
     * once, its lines marked {@code side} ({@code A}, {@code B}, {@code A2} ...); {@code extendPlan}: whether what it
     * runs beyond its minimum shifts the remaining-time estimate (the caller counts servers warmed up together).
     */
    private static List<LoadSlice> server(RunningServer server, ScenarioSettings settings, WarmUpRule rule, Progress progress,
                                          String side, boolean extendPlan) {
        String pair = new PairId(server.variant().name(), settings.scenario()) + (side.isEmpty() ? "" : " " + side);
        String indent = side.isEmpty() ? "  " : "  " + side + " ";
        ScenarioSettings warmUpSettings = settings.forWarmUp();
        Duration minimum = settings.warmUp();
        if (!rule.adaptive(minimum)) {
            progress.line(pair + ": warm-up " + minimum.toMillis() + " ms at " + load(warmUpSettings) + " (excluded)");
            Silence silence = new Silence(server, pair, progress);
            LoadWindow warmUp;
            do {
                warmUp = SampledLoad.window(server, warmUpSettings, minimum);
            } while (!silence.answered(warmUp));
            progress.info(String.format(Locale.ROOT, "%swarm-up: %d responses, %.0f req/s, %d errors", indent,
                    warmUp.responses(), warmUp.throughputPerSecond(), errors(warmUp)));
            return warmUp.slices("warm-up 1");
        }
        progress.line(pair + ": warm-up at " + load(warmUpSettings) + ", at least " + minimum.toMillis() + " ms, then "
                + rule.describe() + " (excluded)");
        List<Double> values = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        List<LoadSlice> slices = new ArrayList<>();
        ResourceUsage before = server.usage();
        // Judged by the JIT compiler threads where they can be read, else by CPU per request where the launcher
        // can read the server's CPU, else by throughput (WarmUpRule).
        boolean byCpu = before.cpuNanos().isPresent();
        Duration elapsed = Duration.ZERO;
        long responses = 0;
        long errors = 0;
        boolean steady;
        Silence silence = new Silence(server, pair, progress);
        while (true) {
            LoadWindow window = SampledLoad.window(server, warmUpSettings, rule.window());
            ResourceUsage after = server.usage();
            if (!silence.answered(window)) {
                // Nothing answered is nothing measured: the window neither counts towards the warm-up nor judges it.
                before = server.usage();
                continue;
            }
            slices.addAll(window.slices("warm-up " + (values.size() + 1)));
            elapsed = elapsed.plus(rule.window());
            responses += window.responses();
            errors += errors(window);
            values.add(byCpu ? ResourceUsage.cpuMicrosPerRequest(before, after, window.responses())
                    : window.throughputPerSecond());
            double compilerShare = ResourceUsage.compilerShare(before, after);
            shown.add(String.format(Locale.ROOT, "%.0f", values.getLast()) + (Double.isNaN(compilerShare) ? ""
                    : String.format(Locale.ROOT, " (jit %.0f%%)", compilerShare * 100)));
            steady = elapsed.compareTo(minimum) >= 0
                    && (Double.isNaN(compilerShare) ? rule.steady(values) : rule.compilerIdle(compilerShare));
            if (steady || elapsed.compareTo(rule.max()) >= 0) {
                break;
            }
            before = server.usage();
        }
        // The plan counted the minimum warm-up; the remaining-time estimate shifts by what ran beyond it.
        if (extendPlan) {
            progress.extend(elapsed.minus(minimum).plus(RunEstimate.RUN_OVERHEAD.multipliedBy(values.size() - 1)));
        }
        String series = String.join(", ", shown);
        String what = byCpu ? "server CPU per request (us, without the JIT's)" : "throughput (req/s)";
        progress.info(String.format(Locale.ROOT, "%swarm-up: %d responses, %d errors; %s per window: %s; %s", indent,
                responses, errors, what, series, steady
                        ? "steady after " + elapsed.toMillis() + " ms"
                        : "NOT steady after " + elapsed.toMillis() + " ms (the description's warmUp.max or warmUp.scenarioMax, "
                        + "or perf.warmup.max): the first trials may still be warming up, and the verdict says so; raise "
                        + "the cap or look for what disturbs the machine"));
        return slices;
    }

    /**
     * The lockstep warm-up of one boot pair: {@code minimum}, then windows of the rule's length while either server's
     * JIT compiler threads took more than their idle share of its CPU, at most the rule's cap. Where the compiler threads
     * cannot be read it is the fixed {@code minimum}, as the trials then cannot tell either.
     */
    private static Both<List<LoadSlice>> lockstep(RunningServer a, RunningServer b, PairId pair, ScenarioSettings settings,
                                                  Duration minimum, WarmUpRule rule, String label, Progress progress) {
        List<LoadSlice> slicesA = new ArrayList<>();
        List<LoadSlice> slicesB = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        Duration elapsed = Duration.ZERO;
        Duration length = minimum;
        boolean idle;
        ScenarioSettings warmUpSettings = settings.withRequestTimeout(ScenarioSettings.WARM_UP_REQUEST_TIMEOUT);
        Silence silenceA = new Silence(a, pair + " A", progress);
        Silence silenceB = new Silence(b, pair + " B", progress);
        while (true) {
            ResourceUsage beforeA = a.usage();
            ResourceUsage beforeB = b.usage();
            Both<LoadWindow> windows = SampledLoad.lockstep(a, b, TrialOrder.Side.REFERENCE, warmUpSettings, length);
            boolean answeredA = silenceA.answered(windows.reference());
            if (!silenceB.answered(windows.candidate()) || !answeredA) {
                continue;
            }
            slicesA.addAll(windows.reference().slices(label));
            slicesB.addAll(windows.candidate().slices(label));
            elapsed = elapsed.plus(length);
            double shareA = ResourceUsage.compilerShare(beforeA, a.usage());
            double shareB = ResourceUsage.compilerShare(beforeB, b.usage());
            boolean readable = !Double.isNaN(shareA) && !Double.isNaN(shareB);
            if (readable) {
                shown.add(String.format(Locale.ROOT, "%.0f/%.0f%%", shareA * 100, shareB * 100));
            }
            idle = !readable || rule.compilerIdle(shareA) && rule.compilerIdle(shareB);
            if (idle || !rule.adaptive(minimum) || elapsed.compareTo(rule.max()) >= 0) {
                break;
            }
            length = rule.window();
        }
        if (!shown.isEmpty()) {
            progress.extend(elapsed.minus(minimum));
            progress.info(String.format(Locale.ROOT, "  warm-up in lockstep: JIT share of A/B per window: %s; %s",
                    String.join(", ", shown), idle ? "idle after " + elapsed.toMillis() + " ms"
                            : "NOT idle after " + elapsed.toMillis() + " ms (warmUp.scenarioMax or perf.warmup.max): the "
                            + "trials are measured while the JIT compiles, and the verdict says so"));
        }
        return new Both<>(slicesA, slicesB);
    }

    /** The load a warm-up runs, as its first line says it. */
    private static String load(ScenarioSettings s) {
        String thinking = s.thinkTime().isZero() ? "" : ", think time " + s.thinkTime().toMillis() + " ms";
        return switch (s.model()) {
            case OPEN -> String.format(Locale.ROOT, "%.0f req/s (open)", s.ratePerSecond());
            case CLOSED -> s.users() + " users (closed" + thinking + ")";
            case RAMP -> "1 to " + s.users() + " users, one more every " + s.rampStep().toMillis() + " ms (ramp" + thinking + ")";
            case ONCE -> s.users() + " users, each running the scenario once (setup)";
        };
    }

    private static long errors(LoadWindow window) {
        return window.status().status4xx() + window.status().status5xx() + window.connectionErrors() + window.timeouts();
    }

    /**
     * Whether a server answers during its warm-up. A window in which a live server answered nothing (its first
     * requests still compiling, or queued behind them) is not counted and the warm-up goes on; a server that answers
     * nothing for {@link #PATIENCE} in a row, or whose process died, fails the run with what it was asked and how long
     * it was given.
     */
    static final class Silence {
        /**
         * How long a live server may answer nothing before the run gives up on it: twice the longest a warm-up request
         * may take ({@link ScenarioSettings#WARM_UP_REQUEST_TIMEOUT}), so that a server whose first answers come just
         * within it gets a second round.
         */
        static final Duration PATIENCE = ScenarioSettings.WARM_UP_REQUEST_TIMEOUT.multipliedBy(2);

        private final RunningServer server;
        private final String pair;
        private final Progress progress;
        private final Duration patience;
        private long silentSince = -1;
        private long requests;
        private long connectionErrors;
        private long timeouts;

        Silence(RunningServer server, String pair, Progress progress) {
            this(server, pair, progress, PATIENCE);
        }

        Silence(RunningServer server, String pair, Progress progress, Duration patience) {
            this.server = server;
            this.pair = pair;
            this.progress = progress;
            this.patience = patience;
        }

        /**
         * Whether {@code window} got an answer; false when it got none from a server still alive within the patience.
         *
         * @throws LaunchException the server died, or answered nothing for the patience
         */
        boolean answered(LoadWindow window) {
            Optional<String> death = server.deathReason();
            if (death.isPresent()) {
                throw new LaunchException(pair + ": the server died (" + death.get() + ") during the warm-up against "
                        + server.baseUri() + "\nserver output:\n" + server.logTail());
            }
            long now = System.nanoTime();
            if (window.responses() > 0) {
                silentSince = -1;
                requests = connectionErrors = timeouts = 0;
                return true;
            }
            if (silentSince < 0) {
                silentSince = now;
            }
            requests += window.requests();
            connectionErrors += window.connectionErrors();
            timeouts += window.timeouts();
            Duration silent = Duration.ofNanos(now - silentSince);
            if (silent.compareTo(patience) >= 0) {
                throw new LaunchException(pair + ": the server answered nothing for " + silent.toSeconds()
                        + " s of warm-up (" + requests + " requests, " + connectionErrors + " connection errors, "
                        + timeouts + " timeouts; each request may wait " + ScenarioSettings.WARM_UP_REQUEST_TIMEOUT.toSeconds() + " s"
                        + ", the server " + patience.toSeconds() + " s in all) against " + server.baseUri()
                        + ", though its process is alive\nserver output:\n" + server.logTail());
            }
            progress.info(String.format(Locale.ROOT, "  %s: no answer yet (%d requests, %d connection errors, %d timeouts"
                    + " in %d s); the server is alive, so the warm-up goes on, for at most %d s more", pair, requests,
                    connectionErrors, timeouts, silent.toSeconds(), patience.minus(silent).toSeconds()));
            return false;
        }
    }
}
