package io.perfgate.perf.run;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.baseline.Fixtures;
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
import java.util.List;

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
        assertTrue(printed().contains("2 verdicts: {PASS=1, REGRESSION=1}"), printed());
        assertTrue(printed().lines().anyMatch(l -> l.startsWith("allocatedBytesPerRequest") && l.contains("+1.")), printed());
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
