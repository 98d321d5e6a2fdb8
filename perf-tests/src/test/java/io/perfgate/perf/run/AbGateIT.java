package io.perfgate.perf.run;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.reference.ReferenceSettings;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Gate;
import io.perfgate.perf.verdict.GateFailure;
import io.perfgate.perf.verdict.Outcome;
import io.perfgate.perf.verdict.ScenarioVerdict;
import io.perfgate.perf.verdict.Thresholds;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The A/B gate end to end in the quick profile (plus warm-ups until steady) with the process launcher: platform-gson through request-2,
 * four interleaved pairs. The same jar on both sides passes (one boot pair); a candidate started with the test-only
 * {@code --extra-delay-micros=2000} (2 ms more per request, several times the request's own latency at
 * this rate) fails with the latency metrics named. The container launcher runs the same code path
 * ({@code -Dperf.launcher=container}); this test keeps to processes to stay fast.
 */
class AbGateIT {
    private static final String VARIANT = "platform-gson";
    private static final String SCENARIO = "request-2";
    private static final int PAIRS = 4;
    /**
     * The slower candidate runs as a default A/B run does: two servers of each side, taking turns pair by pair. The
     * same-jar run keeps one pair of boots: with two, its four pairs (two on each) and the quick profile's 1 s scenario
     * warm-up (0.5 s each) failed once in CI (a candidate whose JIT compiled through all four trials: mean +8.5%), a
     * condition the default run's 12 pairs and 3 s do not meet (0 failing of 108 same-jar verdicts, docs/evidence/lockstep.md).
     */
    private static final int BOOT_PAIRS = 2;

    @TempDir
    Path results;

    @Test
    void theSameJarAsReferenceAndCandidatePasses() {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        SuiteGate gate = SuiteGate.open(PerfConfig.fromSystemProperties().gate(), new PrintStream(log, true, StandardCharsets.UTF_8));

        Measured ab = runAb(List.of(), 1);

        requireValid(ab);
        gate.check(ab);
        String printed = log.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("for information only"), printed);
        assertTrue(Files.isRegularFile(ResultFiles.path(results, new PairId(VARIANT, SCENARIO))));
        ScenarioRun reference = ResultFiles.read(ResultFiles.path(results.resolve("reference"), new PairId(VARIANT, SCENARIO)));
        assertEquals(ab.reference().orElseThrow().run(), reference);
        assertEquals(PAIRS, reference.trials().size());
        assertEquals(PAIRS, ab.candidate().trials().size());
        assertEquals("A+B B+A A+B B+A", ab.reference().orElseThrow().order().sequence());
        assertEquals(1, ab.candidate().bootPairs());
        // Lockstep (the default order): the two trials of every pair were one load window, taking turns.
        for (int trial = 1; trial <= PAIRS; trial++) {
            String window = "trial " + trial;
            List<LoadSlice> a = reference.timeline().stream().filter(s -> s.window().equals(window)).toList();
            List<LoadSlice> b = ab.candidate().timeline().stream().filter(s -> s.window().equals(window)).toList();
            assertFalse(a.isEmpty() || b.isEmpty(), window + " has no seconds on one side");
            Instant aEnd = a.getLast().start().plusMillis((long) (a.getLast().seconds() * 1000));
            Instant bEnd = b.getLast().start().plusMillis((long) (b.getLast().seconds() * 1000));
            assertTrue(a.getFirst().start().isBefore(bEnd) && b.getFirst().start().isBefore(aEnd),
                    window + " of A " + a + " and of B " + b + " did not overlap");
        }
    }

    @Test
    void aCandidateTwoMillisecondsSlowerPerRequestFailsNamingTheLatency() {
        SuiteGate gate = SuiteGate.open(PerfConfig.fromSystemProperties().gate(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

        Measured ab = runAb(List.of("--extra-delay-micros=2000"), BOOT_PAIRS);

        requireValid(ab);
        // Pair i on boot pair ((i - 1) mod 2) + 1, on both sides: each boot pair measured half of the pairs.
        assertEquals(List.of(1, 2, 1, 2), ab.reference().orElseThrow().run().trials().stream()
                .map(io.perfgate.perf.result.TrialResult::boot).toList());
        assertEquals(List.of(1, 2, 1, 2), ab.candidate().trials().stream().map(io.perfgate.perf.result.TrialResult::boot).toList());
        GateFailure failure = assertThrows(GateFailure.class, () -> gate.check(ab));
        String message = failure.getMessage();
        assertTrue(message.contains("performance regression in " + VARIANT + " / " + SCENARIO), message);
        assertTrue(message.contains("regressed against the reference build"), message);
        // A latency metric names it: with 4 pairs on 2 boot pairs (2 degrees of freedom) which of mean, p50 and p90
        // clears the Bonferroni split varies from run to run (once p50 +978% at p 0.0017 against 0.0011, p90 flagged).
        assertTrue(List.of("mean +", "p50 +", "p90 +").stream().anyMatch(message::contains), message);
        ScenarioVerdict verdict = Gate.judge(ab.candidate(), Comparand.sameRun(ab.reference().orElseThrow().run(), "reference",
                ab.reference().orElseThrow().order().together()),
                Thresholds.defaults());
        assertTrue(Stream.of(io.perfgate.perf.result.Metric.MEAN, io.perfgate.perf.result.Metric.P50,
                        io.perfgate.perf.result.Metric.P90)
                .anyMatch(m -> verdict.metric(m).orElseThrow().outcome() == Outcome.REGRESSION), verdict.toText());
        // Closed model with one user (the default): throughput is the inverse of the latency, so it falls too,
        // by more than half (2 ms added to a request of well under 1 ms). Its size, not its significance: with 4
        // pairs on a busy machine the reference's own throughput climbed 1,477 -> 9,422 req/s across its trials
        // once, and the paired test on throughput alone was not significant.
        double throughputChange = verdict.metric(io.perfgate.perf.result.Metric.THROUGHPUT).orElseThrow().relativeChange();
        assertTrue(throughputChange < -0.5, "throughput change " + throughputChange + "\n" + verdict.toText());
    }

    private Measured runAb(List<String> candidateArgs, int bootPairs) {
        // Both servers warm up for 15 s and then until steady (the default profile's rule, at most 30 s; the quick
        // profile skips the variant warm-up), at once on the generator's CPU lent to them where they are pinned (PerfSuite),
        // else each alone. On the 2-vCPU Intel VM, when each warmed up alone:
        // - with the duet's 3 s alone, the servers were still compiling through all four pairs (CPU per request
        //   2,400 -> 660 us from pair 1 to 4; 100 us when warm) and the paired test on p50 missed the 2 ms candidate in
        //   3 of 4 runs (CI included);
        // - with a fixed 10 s each alone, the same jar failed once in CI: one server had answered 941 req/s in its
        //   warm-up, the other 1,745, and the first stayed at 520 us per request through all four pairs while the other
        //   ran at 215-370 (serverTime +57% in every pair), a difference between two boots that no paired test can see;
        // - with 6 s and then until steady, a server was once called steady at 430 us per request after 10 s, a plateau
        //   before C2 was done (its trials went 484 -> 142 us), while the other needed 24 s to settle at 180.
        SuiteSettings suite = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.variants", VARIANT,
                "perf.scenarios", SCENARIO, "perf.trials", Integer.toString(PAIRS), "perf.variantWarmup", "15s",
                "perf.warmup.max", "30s", "perf.results.dir", results.toString())::get);
        LaunchSettings launch = PerfConfig.fromSystemProperties().launch().withLauncher(LauncherKind.PROCESS, Optional.empty());
        launch = launch.withServerArgs(candidateArgs);
        ReferenceSettings reference = new ReferenceSettings(launch.system().server().describe(), Optional.empty(), List.of(),
                TrialOrder.Kind.LOCKSTEP, ReferenceSettings.DEFAULT_SEED, bootPairs);
        try (PerfSuite perf = PerfSuite.open(suite, launch, Optional.of(reference))) {
            List<PerfSuite.Pair> pairs = perf.pairs();
            assertEquals(1, pairs.size());
            Measured measured = perf.run(pairs.get(0));
            assertTrue(measured.reference().isPresent());
            return measured;
        }
    }

    /** A saturated machine makes trials invalid: a harness condition this test cannot judge, said loudly. */
    private static void requireValid(Measured ab) {
        if (!ab.candidate().valid() || !ab.reference().orElseThrow().run().valid()) {
            String message = "INVALID trials (the machine is too busy for the quick profile): the A/B verdict was NOT tested";
            System.out.println("[perf] ******** " + message + " ********");
            Assumptions.abort(message);
        }
    }
}
