package io.perfgate.perf.run;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.result.Metric;
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
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RejudgeTest {
    @TempDir
    Path temp;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private Path baselines;

    @BeforeEach
    void threeBootsOfAllocation() throws IOException {
        baselines = Fixtures.baselinesWithCommittedThresholds(temp);
        BaselineStore.at(baselines).write(List.of(allocating(59_360), allocating(59_400), allocating(59_380)));
    }

    private static ScenarioRun allocating(double bytes) {
        return Fixtures.run(Fixtures.trials(5).with(Metric.ALLOCATED_BYTES_PER_REQUEST, bytes, bytes + 10, bytes - 10,
                bytes + 5, bytes - 5).build());
    }

    private String printed() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    @Test
    void savedRunsAreJudgedByTheGateAgainstTheBaselines() {
        Path unchanged = ResultFiles.write(temp.resolve("run-1"), allocating(59_390));
        Path regressed = ResultFiles.write(temp.resolve("run-2"), allocating(59_390 * 1.04));

        boolean passed = Rejudge.run(baselines, List.of(temp.resolve("run-1"), regressed),
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertFalse(passed, printed());
        assertTrue(printed().contains(unchanged + ": virtual-gson / request-2: PASS"), printed());
        assertTrue(printed().contains(regressed + ": virtual-gson / request-2: REGRESSION (allocatedBytesPerRequest +4.0% regression)"), printed());
        assertTrue(printed().contains("2 verdicts: {PASS=1, REGRESSION=1}; failing 1 of 2 = 50.0% (95% interval 1.3-98.7%"),
                printed());
        assertTrue(printed().lines().anyMatch(l -> l.startsWith("allocatedBytesPerRequest") && l.contains("+1.")), printed());
    }

    @Test
    void anAbRunIsJudgedAgainstItsOwnReferenceNotTheBaselines() {
        // Far from the committed baselines (59,390 B) either way: only the reference beside the result decides.
        ResultFiles.write(temp.resolve("ab/reference"), allocating(40_000));
        Path same = ResultFiles.write(temp.resolve("ab"), allocating(40_000));
        ResultFiles.write(temp.resolve("ab-regressed/reference"), allocating(40_000));
        Path regressed = ResultFiles.write(temp.resolve("ab-regressed"), allocating(40_000 * 1.04));

        boolean passed = Rejudge.run(baselines, List.of(temp.resolve("ab"), temp.resolve("ab-regressed")),
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertFalse(passed, printed());
        assertTrue(printed().contains(same + ": virtual-gson / request-2: PASS"), printed());
        assertTrue(printed().contains(regressed + ": virtual-gson / request-2: REGRESSION (allocatedBytesPerRequest +4.0% regression)"),
                printed());
        assertTrue(printed().contains("2 verdicts: {PASS=1, REGRESSION=1}"), printed());
    }

    @Test
    void aDisturbedTrialOfAnAbRunIsJudgedWhereItsPlanSaysBothSidesRanTogetherAndNotWithoutAPlan() {
        ScenarioRun disturbed = Fixtures.run(Fixtures.trials(5).with(Metric.ALLOCATED_BYTES_PER_REQUEST, 40_000, 40_010,
                39_990, 40_005, 39_995).lastDisturbed("other processes took 900 ms").build());
        ResultFiles.write(temp.resolve("lockstep/reference"), disturbed);
        Path together = ResultFiles.write(temp.resolve("lockstep"), disturbed);
        new RunPlan("0123abcd", Instant.parse("2026-11-21T09:00:00Z"), false, false, 1,
                Optional.of(new RunPlan.Reference("reference build base", TrialOrder.Kind.LOCKSTEP, 0)),
                List.of(disturbed.pair())).write(temp.resolve("lockstep"));
        ResultFiles.write(temp.resolve("unplanned/reference"), disturbed);
        Path inTurns = ResultFiles.write(temp.resolve("unplanned"), disturbed);

        Rejudge.run(baselines, List.of(together, inTurns), new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertTrue(printed().contains(together + ": virtual-gson / request-2: PASS"), printed());
        assertTrue(printed().contains(inTurns + ": virtual-gson / request-2: INVALID"), printed());
    }

    @Test
    void theFailingShareComesWithItsExactInterval() {
        double[] none = Rejudge.clopperPearson(0, 100);
        double[] most = Rejudge.clopperPearson(19, 20);

        assertEquals(0, none[0]);
        assertEquals(0.0362, none[1], 0.0001);
        assertEquals(0.7513, most[0], 0.0001);
        assertEquals(0.9987, most[1], 0.0001);
    }

    @Test
    void aMissingPathOrNoResultAtAllIsNamed() throws IOException {
        Files.createDirectories(temp.resolve("empty"));

        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> Rejudge.run(baselines, List.of(temp.resolve("nowhere")), System.out));
        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
                () -> Rejudge.run(baselines, List.of(temp.resolve("empty")), System.out));

        assertTrue(missing.getMessage().contains("nowhere"), missing.getMessage());
        assertTrue(empty.getMessage().contains("no result files"), empty.getMessage());
    }
}
