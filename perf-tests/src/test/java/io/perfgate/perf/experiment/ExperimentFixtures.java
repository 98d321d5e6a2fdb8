package io.perfgate.perf.experiment;

import io.perfgate.perf.experiment.ExperimentResult.Point;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.sut.Variant;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Experiment results built from records, every number derived from constants so that golden files stay stable:
 * a users sweep (two variants, two scenarios, three trials a point) with an invalid trial, an invalid point, a point
 * that was not run and a variant without Server-Timing; and a ramp with a timeline.
 */
final class ExperimentFixtures {
    static final Instant STARTED = Instant.parse("2026-11-21T10:00:00Z");
    static final String COMMIT = "3f2a9c1d0b7e4a5f6c8d9e0a1b2c3d4e5f6a7b8c";
    static final Machine MACHINE = new Machine("AMD EPYC 7B13", 2, 8L * 1024 * 1024 * 1024, "Linux 6.1.0 amd64",
            "25.0.1+8 (Eclipse Adoptium)", LauncherKind.PROCESS, "none");
    static final List<Double> USERS = List.of(1.0, 10.0, 100.0);
    static final String INVALID_REASON = "load generator blocked 850 ms waiting for a free connection";
    static final String SLOW_REASON = "generator CPU stolen: 31 % of the trial";

    private ExperimentFixtures() {
    }

    static ServerJvm serverJvm(String threads) {
        return new ServerJvm("Eclipse Adoptium", "25.0.1+8-LTS", "OpenJDK 64-Bit Server VM",
                List.of("-Xmx256m", "-XX:+UseSerialGC", "-Dserver.threads=" + threads), List.of("Copy", "MarkSweepCompact"),
                new LinkedHashMap<>(Map.of("MaxHeapSize", "268435456")));
    }

    /** A trial with figures derived from one mean latency; server time NaN when {@code serverTiming} is false. */
    static TrialResult trial(int n, double meanMillis, boolean serverTiming, List<String> invalidReasons) {
        double throughput = 1000 / meanMillis;
        return new TrialResult(n, Math.round(throughput * 5), Math.round(throughput * 5), meanMillis, meanMillis * 0.9,
                meanMillis * 1.8, meanMillis * 3, meanMillis * 6, throughput, 0,
                new TrialResult.ErrorCounts(0, 0, 0, 0, 0), 40 + meanMillis, 150 + n,
                serverTiming ? meanMillis * 0.6 : Double.NaN, 5000, 4750, 1.5, 0.01,
                new TrialResult.GeneratorHealth(invalidReasons.isEmpty() ? 0 : 850, 8, 64, false), invalidReasons);
    }

    static LoadSettings closed(int users) {
        return new LoadSettings(LoadModel.CLOSED, 0, users, 64, Duration.ofSeconds(3), Duration.ofSeconds(5), 3);
    }

    static ScenarioRun run(String variant, String scenario, LoadSettings settings, List<TrialResult> trials) {
        return run(variant, scenario, settings, trials, List.of());
    }

    static ScenarioRun run(String variant, String scenario, LoadSettings settings, List<TrialResult> trials,
                           List<LoadSlice> timeline) {
        return new ScenarioRun(new PairId(variant, scenario), settings, MACHINE, serverJvm(variant.startsWith("virtual") ? "virtual" : "platform"),
                STARTED, COMMIT, trials, timeline);
    }

    static Experiment experiment(String name, Optional<Axis> axis, Map<String, String> load, List<String> scaled) {
        return new Experiment(name, Path.of("experiments", name + ".yaml"), "Latency against concurrent users",
                "A load-testing report: ab at concurrency 1 ... 1000 against an async and a threaded server", Path.of("perfgate.yaml"),
                List.of(new Variant("platform-own", List.of("-Dserver.threads=platform"), Map.of()),
                        new Variant("virtual-own", List.of("-Dserver.threads=virtual"), Map.of())),
                List.of("request-1", "request-2"), load, axis, scaled);
    }

    /**
     * A payload sweep: one variant, cache-echo at 1,000 and 10,000 bytes, 10 closed users, two trials a point, the
     * latency growing with the payload; each point's settings record the payload it sent.
     */
    static ExperimentResult payloadSweep() {
        List<Point> points = new ArrayList<>();
        for (double bytes : List.of(1000.0, 10000.0)) {
            LoadSettings settings = new LoadSettings(LoadModel.CLOSED, 0, 10, 10, Duration.ofSeconds(3), Duration.ofSeconds(2), 2,
                    Duration.ofMillis(50), Duration.ZERO, (int) bytes);
            List<TrialResult> trials = List.of(trial(1, 1 + bytes / 5000, true, List.of()), trial(2, 1.1 + bytes / 5000, true, List.of()));
            points.add(new Point(new PairId("platform-own", "cache-echo"), bytes,
                    run("platform-own", "cache-echo", settings, trials)));
        }
        Experiment experiment = new Experiment("s1-payload", Path.of("experiments", "s1-payload.yaml"), "Payload",
                "A server-architecture tester: array_size 1000..10000", Path.of("perfgate.yaml"),
                List.of(new Variant("platform-own", List.of(), Map.of())), List.of("cache-echo"),
                Map.of("model", "closed", "users", "10", "thinkTime", "50ms"),
                Optional.of(new Axis(Axis.Kind.PAYLOAD, List.of(1000.0, 10000.0))), List.of());
        return new ExperimentResult(experiment, MACHINE, LauncherKind.PROCESS, COMMIT, STARTED, Duration.ofSeconds(60), points, List.of());
    }

    /**
     * Two variants x two scenarios x users 1, 10, 100, three trials a point, mean latency growing with users; request-1
     * at 1 and 10 users kept its timeline with the server's side ({@link #serverTimeline}). Special: virtual-own has no
     * Server-Timing; platform-own / request-1 / 10 users has one invalid trial (its 99 ms would move
     * the median); platform-own / request-2 / 100 users has no valid trial; virtual-own / request-2 / 100 users failed.
     */
    static ExperimentResult sweep() {
        List<Point> points = new ArrayList<>();
        for (String variant : List.of("platform-own", "virtual-own")) {
            for (String scenario : List.of("request-1", "request-2")) {
                for (double users : USERS) {
                    if (variant.equals("virtual-own") && scenario.equals("request-2") && users == 100) {
                        continue;
                    }
                    boolean timing = variant.equals("platform-own");
                    double base = (scenario.equals("request-1") ? 1.0 : 0.2) * (variant.equals("virtual-own") ? 0.9 : 1.0)
                            * (1 + users / 20);
                    List<TrialResult> trials = new ArrayList<>();
                    for (int n = 1; n <= 3; n++) {
                        trials.add(trial(n, base * (0.97 + 0.03 * n), timing, List.of()));
                    }
                    if (variant.equals("platform-own") && scenario.equals("request-1") && users == 10) {
                        trials.set(1, trial(2, 99, timing, List.of(SLOW_REASON)));
                    }
                    if (variant.equals("platform-own") && scenario.equals("request-2") && users == 100) {
                        trials.replaceAll(t -> trial(t.trial(), t.meanMillis(), timing, List.of(INVALID_REASON)));
                    }
                    List<LoadSlice> timeline = scenario.equals("request-1") && users < 100
                            ? serverTimeline(users, variant.equals("virtual-own")) : List.of();
                    points.add(new Point(new PairId(variant, scenario), users, run(variant, scenario, closed((int) users), trials,
                            timeline)));
                }
            }
        }
        Map<String, String> load = new LinkedHashMap<>();
        load.put("model", "closed");
        load.put("trial", "5s");
        load.put("trials", "3");
        load.put("warmUp", "3s");
        Experiment base = experiment("s3-concurrency", Optional.of(new Axis(Axis.Kind.USERS, USERS)), load,
                List.of("users 250, 500 and 1000 left out: 2 cores cannot drive them without the generator falling behind"));
        Experiment withSetup = new Experiment(base.name(), base.file(), base.title(), base.seed(), base.system(),
                base.variants(), base.scenarios(), base.load(), base.axis(), base.scaled(),
                Optional.of(new Experiment.Setup("cache-prefill", 10)));
        return new ExperimentResult(withSetup, MACHINE, LauncherKind.PROCESS, COMMIT, STARTED, Duration.ofSeconds(754), points,
                List.of("virtual-own / request-2 / users 100: server died (exit 137, out of memory)"));
    }

    /**
     * A point's warm-up (one second) and three trials of two seconds each, 5 s apart, with the server's CPU and memory:
     * cores {@code 0.1 * users + 0.1 * second} (second 0 or 1 of its trial), memory {@code 100 + 10 * trial} MB; the
     * virtual server's memory was not readable (NaN), as when a cgroup file is missing.
     */
    static List<LoadSlice> serverTimeline(double users, boolean noMemory) {
        Instant t0 = STARTED.plusSeconds(Math.round(users) * 100);
        List<LoadSlice> slices = new ArrayList<>();
        slices.add(slice("warm-up 1", t0, 0, 500, 1.0, 2.0).withServer(0.05, 90));
        for (int trial = 1; trial <= 3; trial++) {
            for (int s = 0; s < 2; s++) {
                slices.add(slice("trial " + trial, t0, trial * 5 + s, 500, 1.0, 2.0)
                        .withServer(0.1 * users + 0.1 * s, noMemory ? Double.NaN : 100 + 10 * trial));
            }
        }
        return slices;
    }

    /** Ramp settings: 1 up to 4 users, one more every second, 4 s trials, two trials. */
    static LoadSettings ramp() {
        return new LoadSettings(LoadModel.RAMP, 0, 4, 64, Duration.ofSeconds(2), Duration.ofSeconds(4), 2, Duration.ZERO,
                Duration.ofSeconds(1), 0);
    }

    /**
     * A second of the timeline: {@code responses} with mean {@code mean} and max {@code max}, starting {@code second}
     * seconds after {@code from}.
     */
    static LoadSlice slice(String window, Instant from, int second, long responses, double mean, double max) {
        return new LoadSlice(window, from.plusSeconds(second), 1.0, responses, mean, max);
    }

    /**
     * A ramp per variant over request-1 only. platform-own: a 2 s warm-up, trial 1 (valid) and trial 2 (invalid, its
     * seconds must not count), no server side (as a remote server). virtual-own: two valid trials, the server's CPU and
     * memory in each second.
     */
    static ExperimentResult rampResult() {
        Instant t0 = STARTED;
        List<LoadSlice> platform = new ArrayList<>(List.of(
                slice("warm-up 1", t0, 0, 500, 50.0, 400.0),
                slice("warm-up 1", t0, 1, 500, 50.0, 400.0),
                slice("trial 1", t0, 10, 100, 1.0, 3.0),
                slice("trial 1", t0, 11, 180, 2.0, 5.0),
                slice("trial 1", t0, 12, 240, 3.0, 9.0),
                slice("trial 1", t0, 13, 280, 4.0, 12.0),
                slice("trial 2", t0, 20, 10, 90.0, 900.0),
                slice("trial 2", t0, 21, 10, 90.0, 900.0)));
        List<TrialResult> platformTrials = List.of(
                trial(1, 2.8, true, List.of()),
                trial(2, 90, true, List.of(INVALID_REASON)));
        List<LoadSlice> virtual = new ArrayList<>();
        for (int trial = 1; trial <= 2; trial++) {
            int start = trial * 10;
            for (int s = 0; s < 4; s++) {
                // Trial 2 is slower: pooled with trial 1 the mean must weigh each second by its responses.
                // The server's CPU grows with its users (one more each second), its memory by 5 MB a second.
                virtual.add(slice("trial " + trial, t0, start + s, trial == 1 ? 100 : 300, trial == 1 ? 1.0 + s : 2.0 + s,
                        trial == 1 ? 4.0 + s : 6.0 + s).withServer(0.25 * (s + 1), 200 + 5 * s));
            }
        }
        List<TrialResult> virtualTrials = List.of(trial(1, 2.5, false, List.of()), trial(2, 3.5, false, List.of()));
        List<Point> points = List.of(
                new Point(new PairId("platform-own", "request-1"), 4,
                        run("platform-own", "request-1", ramp(), platformTrials, platform)),
                new Point(new PairId("virtual-own", "request-1"), 4,
                        run("virtual-own", "request-1", ramp(), virtualTrials, virtual)));
        Experiment base = experiment("s2-ramp-up", Optional.empty(),
                Map.of("model", "ramp", "users", "4", "rampStep", "1s", "trial", "4s", "trials", "2"), List.of());
        Experiment experiment = new Experiment(base.name(), base.file(), "Response time while users ramp up",
                "A JMeter evaluation: 100 users added one per second over 100 s, POST round trip", base.system(),
                base.variants(), List.of("request-1"), base.load(), base.axis(),
                List.of("100 users over 100 s scaled to 4 users over 4 s: a unit-test fixture"));
        return new ExperimentResult(experiment, MACHINE, LauncherKind.PROCESS, COMMIT, STARTED, Duration.ofSeconds(61), points, List.of());
    }
}
