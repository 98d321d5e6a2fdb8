package io.perfgate.perf.run;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.config.GateSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.report.Reports;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The merge of a sharded run (perf.yml, one job per variant): the same reports as one unsharded run over the same
 * measurements, and every way a shard can fail to deliver ends as a named failure. No server is started.
 */
class MergeTest {
    private static final String COMMIT = "0123abcd";
    /** Before the fixtures' runs started ({@link Fixtures#STARTED}), as a plan is written before its first pair. */
    private static final Instant PLANNED = Fixtures.STARTED.minusSeconds(600);
    private static final RunPlan.Reference BASE = new RunPlan.Reference("reference build base 0123456789ab",
            TrialOrder.Kind.ABBA, 1);
    /** The machine slowed down during the run: both sides of each pair felt it (as in PairedGateTest). */
    private static final double[] DRIFT = {1.00, 1.10, 1.25, 1.40, 1.20};
    private static final double[] NOISE_A = {1.00, 0.99, 1.01, 1.00, 1.005};
    private static final double[] NOISE_B = {1.005, 1.00, 0.99, 1.01, 1.00};

    @TempDir
    Path temp;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private Path baselines;

    @BeforeEach
    void thresholds() throws IOException {
        baselines = Fixtures.baselinesWithCommittedThresholds(temp);
    }

    private GateSettings gate(String history) {
        return new GateSettings(baselines, false, false, temp.resolve(history + ".db"));
    }

    private PrintStream out() {
        return new PrintStream(printed, true, StandardCharsets.UTF_8);
    }

    private String printed() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    /** A run of {@code variant / request-2} whose mean latency follows the drift times {@code factor} and noise. */
    private static ScenarioRun run(String variant, double factor, double[] noise) {
        double[] mean = new double[DRIFT.length];
        for (int i = 0; i < mean.length; i++) {
            mean[i] = 1.25 * factor * DRIFT[i] * noise[i];
        }
        ScenarioRun run = Fixtures.run(Fixtures.trials(DRIFT.length).with(Metric.MEAN, mean).build());
        return new ScenarioRun(new PairId(variant, run.scenario()), run.settings(), run.machine(), run.serverJvm(), run.startedAt(),
                COMMIT, run.trials());
    }

    /** One A/B pair as a shard measured it. */
    private static Measured ab(String variant, double candidateFactor) {
        ScenarioRun reference = run(variant, 1.0, NOISE_A);
        return new Measured(run(variant, candidateFactor, NOISE_B), Optional.of(new Measured.Reference(reference,
                BASE.name(), BASE.orderOf(reference.trials().size()))));
    }

    /** A shard's results directory as the suite leaves it: plan, candidate results, the reference's. */
    private Path shard(String name, Measured... measured) {
        Path dir = temp.resolve("shards").resolve(name);
        List<PairId> pairs = new ArrayList<>();
        for (Measured m : measured) {
            pairs.add(m.candidate().pair());
            ResultFiles.write(dir, m.candidate());
            m.reference().ifPresent(r -> ResultFiles.write(dir.resolve("reference"), r.run()));
        }
        new RunPlan(COMMIT, PLANNED, false, false, 1, Optional.of(BASE), pairs).write(dir);
        return dir;
    }

    private Merge.Outcome merge(List<Path> shards) {
        return Merge.run(shards, temp.resolve("merged"), temp.resolve("reports"), gate("merge-history"), out());
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    @Test
    void twoShardsMergeIntoTheReportsOfOneUnshardedRunOverTheSameMeasurements() throws IOException {
        Measured platform = ab("platform-own", 1.0);
        Measured virtual = ab("virtual-gson", 1.0);
        SuiteGate unsharded = SuiteGate.open(gate("unsharded-history"), new PrintStream(new ByteArrayOutputStream()));
        unsharded.check(platform);
        unsharded.check(virtual);
        Path single = unsharded.writeReports(temp.resolve("unsharded")).orElseThrow().summary().getParent();

        Merge.Outcome outcome = merge(List.of(shard("platform-own", platform), shard("virtual-gson", virtual)));

        assertTrue(outcome.passed(), printed());
        assertEquals(2, outcome.judged());
        Path reports = temp.resolve("reports");
        for (String file : List.of(Reports.SUMMARY, Reports.BENCHMARK_SMALLER, Reports.BENCHMARK_BIGGER,
                Reports.BENCHMARK_LEFT_OUT, Reports.HTML)) {
            assertEquals(read(single.resolve(file)), read(reports.resolve(file)), file);
        }
        String summary = read(reports.resolve(Reports.SUMMARY));
        assertTrue(summary.startsWith("✅"), summary);
        assertTrue(summary.contains("Compared with reference build base 0123456789ab (A/B in the same run, 5 paired trials, "
                + "order ABBA)"), summary);
        assertTrue(Files.isRegularFile(reports.resolve(Reports.HTML)));
    }

    @Test
    void theMergedResultsAreLaidOutAsOneRunsWithOnePlanOverAllPairs() {
        Measured platform = ab("platform-own", 1.0);
        Measured virtual = ab("virtual-gson", 1.0);

        merge(List.of(shard("platform-own", platform), shard("virtual-gson", virtual)));

        Path merged = temp.resolve("merged");
        assertEquals(virtual.candidate(), ResultFiles.read(merged.resolve("virtual-gson__request-2.json")));
        assertEquals(platform.reference().orElseThrow().run(),
                ResultFiles.read(merged.resolve("reference").resolve("platform-own__request-2.json")));
        RunPlan plan = RunPlan.read(merged);
        assertEquals(List.of(platform.candidate().pair(), virtual.candidate().pair()), plan.pairs());
        assertEquals(Optional.of(BASE), plan.reference());
        assertTrue(Merge.run(List.of(merged), temp.resolve("again"), temp.resolve("reports-again"), gate("again"), out())
                .passed(), "a merged directory is itself a shard");
    }

    @Test
    void aRegressionInOneShardFailsTheMergeAndHeadsTheSummary() throws IOException {
        Merge.Outcome outcome = merge(List.of(shard("platform-own", ab("platform-own", 1.0)),
                shard("virtual-gson", ab("virtual-gson", 1.15))));

        assertFalse(outcome.passed());
        assertEquals(1, outcome.failures().size(), outcome.failures().toString());
        assertEquals("virtual-gson / request-2: performance regression in virtual-gson / request-2",
                outcome.failures().getFirst());
        assertTrue(printed().contains("[ERROR] merge: virtual-gson / request-2: "), printed());
        assertTrue(read(temp.resolve("reports").resolve(Reports.SUMMARY)).startsWith("❌"));
    }

    @Test
    void aPairThePlanNamesWithoutItsResultFailsNamingTheShardWhileTheOthersAreStillReported() throws IOException {
        Path broken = shard("virtual-gson", ab("virtual-gson", 1.0), ab("virtual-own", 1.0));
        Files.delete(broken.resolve("virtual-own__request-2.json"));

        Merge.Outcome outcome = merge(List.of(shard("platform-own", ab("platform-own", 1.0)), broken));

        assertFalse(outcome.passed());
        assertEquals(List.of("virtual-own / request-2: shard " + broken + " planned it but wrote no "
                + "virtual-own__request-2.json in " + broken + ": its run failed on this pair (the shard's log says why); "
                + "re-run that shard"), outcome.failures());
        String summary = read(temp.resolve("reports").resolve(Reports.SUMMARY));
        assertTrue(summary.contains("platform-own") && summary.contains("virtual-gson"), summary);
    }

    @Test
    void aMissingReferenceResultFailsThePair() throws IOException {
        Path broken = shard("virtual-gson", ab("virtual-gson", 1.0));
        Files.delete(broken.resolve("reference").resolve("virtual-gson__request-2.json"));

        Merge.Outcome outcome = merge(List.of(broken));

        assertFalse(outcome.passed());
        assertTrue(outcome.failures().getFirst().contains("wrote no virtual-gson__request-2.json in " + broken.resolve("reference")),
                outcome.failures().toString());
        assertTrue(outcome.reports().isEmpty(), "nothing was judged");
    }

    @Test
    void aResultThatCannotBeReadFailsThePairNamingTheFile() throws IOException {
        Path broken = shard("virtual-gson", ab("virtual-gson", 1.0));
        Path file = broken.resolve("virtual-gson__request-2.json");
        Files.writeString(file, "{\"variant\": \"virtual-gson\", \"trials\": [");

        Merge.Outcome outcome = merge(List.of(shard("platform-own", ab("platform-own", 1.0)), broken));

        assertFalse(outcome.passed());
        assertTrue(outcome.failures().getFirst().startsWith("virtual-gson / request-2: cannot read " + file + ": "),
                outcome.failures().toString());
        assertEquals(1, outcome.judged());
    }

    @Test
    void aResultOlderThanItsShardsPlanIsAnEarlierRunsAndFailsThePair() {
        Path stale = shard("virtual-gson", ab("virtual-gson", 1.0));
        RunPlan plan = RunPlan.read(stale);
        Instant later = Fixtures.STARTED.plusSeconds(60);
        new RunPlan(COMMIT, later, false, false, 1, plan.reference(), plan.pairs()).write(stale);

        Merge.Outcome outcome = merge(List.of(stale));

        assertFalse(outcome.passed());
        assertEquals(List.of("virtual-gson / request-2: " + stale.resolve("virtual-gson__request-2.json") + " started at "
                + Fixtures.STARTED + ", before its shard's plan was written (" + later + "): an earlier run's result, not "
                + "this run's; re-run that shard"), outcome.failures());
    }

    @Test
    void aShardWithoutAPlanFailsNamingItWhileTheOthersAreStillReported() throws IOException {
        Path empty = temp.resolve("shards").resolve("virtual-own");
        Files.createDirectories(empty);

        Merge.Outcome outcome = merge(List.of(shard("platform-own", ab("platform-own", 1.0)), empty));

        assertFalse(outcome.passed());
        assertEquals(1, outcome.failures().size());
        assertTrue(outcome.failures().getFirst().startsWith("shard " + empty + " cannot be merged: "
                + empty.resolve(RunPlan.FILE) + ": required the run's plan, actual: no such file"), outcome.failures().getFirst());
        assertTrue(Files.isRegularFile(temp.resolve("reports").resolve(Reports.SUMMARY)));
    }

    @Test
    void noReadableShardAtAllFailsAndWritesNoReport() throws IOException {
        Path empty = temp.resolve("shards").resolve("nothing");
        Files.createDirectories(empty);

        Merge.Outcome outcome = merge(List.of(empty));

        assertFalse(outcome.passed());
        assertEquals(0, outcome.judged());
        assertFalse(Files.exists(temp.resolve("reports").resolve(Reports.SUMMARY)));
    }

    @Test
    void shardsOfDifferentRunsAreRefused() {
        Path a = shard("platform-own", ab("platform-own", 1.0));
        Path b = temp.resolve("other-run");
        ResultFiles.write(b, ab("virtual-gson", 1.0).candidate());
        new RunPlan(COMMIT, PLANNED, false, false, 1, Optional.empty(), List.of(new PairId("virtual-gson", "request-2"))).write(b);

        MergeException e = assertThrows(MergeException.class, () -> merge(List.of(a, b)));

        assertTrue(e.getMessage().contains("not of one run") && e.getMessage().contains("A/B against reference build base")
                && e.getMessage().contains(b + ": commit 0123abcd, against the committed baselines"), e.getMessage());
    }

    @Test
    void aPairInTwoShardsIsRefused() {
        Path a = shard("a", ab("virtual-gson", 1.0));
        Path b = shard("b", ab("virtual-gson", 1.0));

        MergeException e = assertThrows(MergeException.class, () -> merge(List.of(a, b)));

        assertEquals("pair virtual-gson / request-2 is in two shards: " + a + " and " + b
                + "; each pair must be measured by one shard", e.getMessage());
    }

    @Test
    void shardsThatWroteBaselinesMergeIntoOneBaselinePerPairFromAllItsBoots() {
        List<Path> shards = new ArrayList<>();
        for (String variant : List.of("platform-own", "virtual-gson")) {
            Path dir = temp.resolve("shards").resolve(variant);
            for (int boot = 1; boot <= 2; boot++) {
                ResultFiles.write(PerfSuite.resultsDir(dir, boot), run(variant, 1.0 + boot / 100.0, NOISE_A));
            }
            new RunPlan(COMMIT, PLANNED, true, false, 2, Optional.empty(), List.of(new PairId(variant, "request-2"))).write(dir);
            shards.add(dir);
        }

        Merge.Outcome outcome = merge(shards);

        assertTrue(outcome.passed(), printed());
        assertEquals(4, outcome.judged());
        BaselineStore store = BaselineStore.at(baselines);
        for (String variant : List.of("platform-own", "virtual-gson")) {
            assertEquals(List.of(5, 5), store.read(new PairId(variant, "request-2")).orElseThrow().trialsPerBoot(), variant);
        }
        assertTrue(Files.isRegularFile(temp.resolve("merged").resolve("boot-2").resolve("virtual-gson__request-2.json")));
    }
}
