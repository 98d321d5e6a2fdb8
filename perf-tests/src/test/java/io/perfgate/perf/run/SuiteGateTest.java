package io.perfgate.perf.run;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.config.GateSettings;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.InvalidRunException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The update mode's side of the gate: one baseline per pair, from all its boots. No server is started. */
class SuiteGateTest {
    private static final PairId PAIR = new PairId("virtual-gson", "request-2");

    @TempDir
    Path temp;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private SuiteGate gate;
    private BaselineStore store;

    @BeforeEach
    void openTheGateInUpdateMode() throws IOException {
        Path baselines = Fixtures.baselinesWithCommittedThresholds(temp);
        gate = SuiteGate.open(new GateSettings(baselines, true, false, temp.resolve("history.db")),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
        store = BaselineStore.at(baselines);
    }

    /** The plan's pairs of {@code virtual-gson / request-2} over {@code boots} boots. */
    private static List<PerfSuite.Pair> pairs(int boots) {
        return PerfSuite.pairs(SuiteSettings.from(Map.of("perf.variants", "virtual-gson", "perf.scenarios", "request-2",
                "perf.commit", "0123abcd")::get, boots, io.perfgate.perf.sut.Systems.perfgate()));
    }

    private static Measured boot(double mean) {
        return new Measured(Fixtures.run(Fixtures.trials(5).with(Metric.MEAN, mean, mean, mean, mean, mean).build()),
                Optional.empty());
    }

    private String printed() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theBaselineIsWrittenOnceFromAllBootsOfThePair() {
        List<PerfSuite.Pair> pairs = pairs(3);

        gate.check(pairs.get(0), boot(1.0));
        gate.check(pairs.get(1), boot(1.2));
        assertFalse(Files.exists(store.fileFor(PAIR)), "written before the last boot");
        gate.check(pairs.get(2), boot(1.1));

        Baseline baseline = store.read(PAIR).orElseThrow();
        assertEquals(List.of(5, 5, 5), baseline.trialsPerBoot());
        assertArrayEquals(new double[]{1.0, 1.2, 1.1}, baseline.bootMeans(Metric.MEAN).values(), 1e-12);
        assertTrue(printed().contains("[perf] baseline written: " + store.fileFor(PAIR)
                + " (3 boots × 5 trials; review the diff and commit it)"), printed());
        gate.reportUnwrittenBaselines();
        assertFalse(printed().contains("NOT written"), printed());
    }

    @Test
    void oneBootIsWrittenAtOnce() {
        gate.check(pairs(1).getFirst(), boot(1.0));

        assertEquals(List.of(5), store.read(PAIR).orElseThrow().trialsPerBoot());
        assertTrue(printed().contains("(1 boot × 5 trials; review the diff and commit it)"), printed());
    }

    @Test
    void anInvalidBootKeepsThePairsBaselineUnwritten() {
        List<PerfSuite.Pair> pairs = pairs(3);
        Measured invalid = new Measured(Fixtures.run(Fixtures.trials(5).lastInvalid("server died").build()), Optional.empty());

        gate.check(pairs.get(0), boot(1.0));
        assertThrows(InvalidRunException.class, () -> gate.check(pairs.get(1), invalid));
        gate.check(pairs.get(2), boot(1.1));

        assertFalse(Files.exists(store.fileFor(PAIR)));
        assertTrue(printed().contains("[perf] baseline of virtual-gson / request-2 NOT written: boot 2 of 3 is INVALID ("),
                printed());
        gate.reportUnwrittenBaselines();
        assertTrue(printed().contains("[perf] baselines NOT written, their committed files unchanged: "
                + "virtual-gson / request-2 (boot 2 of 3 is INVALID"), printed());
    }

    @Test
    void aBootThatNeverReachedTheGateKeepsThePairsBaselineUnwritten() {
        List<PerfSuite.Pair> pairs = pairs(3);

        gate.check(pairs.get(0), boot(1.0));
        gate.check(pairs.get(2), boot(1.1));

        assertFalse(Files.exists(store.fileFor(PAIR)));
        assertTrue(printed().contains("[perf] baseline of virtual-gson / request-2 NOT written: boot 2 of 3 did not complete"),
                printed());
    }

    @Test
    void aLastBootThatNeverReachedTheGateIsToldAtTheEnd() {
        List<PerfSuite.Pair> pairs = pairs(3);

        gate.check(pairs.get(0), boot(1.0));
        gate.check(pairs.get(1), boot(1.1));
        gate.reportUnwrittenBaselines();

        assertFalse(Files.exists(store.fileFor(PAIR)));
        assertTrue(printed().contains("[perf] baselines NOT written, their committed files unchanged: "
                + "virtual-gson / request-2 (boot 3 of 3 did not complete)"), printed());
    }

    @Test
    void bootsOnDifferentServerJvmsAreNotWrittenAndSaySo() {
        List<PerfSuite.Pair> pairs = pairs(2);
        ScenarioRun run = boot(1.0).candidate();
        Measured otherJvm = new Measured(new ScenarioRun(run.pair(), run.settings(), run.machine(),
                io.perfgate.perf.result.ServerJvm.UNKNOWN, run.startedAt(), run.commit(), run.trials()), Optional.empty());

        gate.check(pairs.get(0), boot(1.0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> gate.check(pairs.get(1), otherJvm));
        gate.reportUnwrittenBaselines();

        assertTrue(e.getMessage().contains("different server JVMs"), e.getMessage());
        assertFalse(Files.exists(store.fileFor(PAIR)));
        assertTrue(printed().contains("[perf] baselines NOT written, their committed files unchanged: virtual-gson / "
                + "request-2 (its boots cannot be written as one baseline: the boots of virtual-gson / request-2 ran on "
                + "different server JVMs"), printed());
    }

    @Test
    void aRunHandedInAsAnotherPairOrTwiceIsRefused() {
        List<PerfSuite.Pair> pairs = pairs(2);
        ScenarioRun run = boot(1.0).candidate();
        Measured other = new Measured(new ScenarioRun(new PairId("platform-own", run.scenario()), run.settings(), run.machine(),
                run.serverJvm(), run.startedAt(), run.commit(), run.trials()), Optional.empty());

        assertThrows(IllegalArgumentException.class, () -> gate.check(pairs.get(0), other));
        gate.check(pairs.get(0), boot(1.0));
        assertThrows(IllegalArgumentException.class, () -> gate.check(pairs.get(0), boot(1.0)));
    }
}
