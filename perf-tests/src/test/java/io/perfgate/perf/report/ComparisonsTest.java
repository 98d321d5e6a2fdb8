package io.perfgate.perf.report;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Gate;
import io.perfgate.perf.verdict.Thresholds;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonsTest {
    @Test
    void everyMetricOfTheVerdictBecomesOneRowWithTheGatesDecision() {
        ScenarioRun run = ReportFixtures.run("virtual-own", "request-1", 1.2, 0, ReportFixtures.STARTED);

        List<Comparison> rows = Comparisons.of(Gate.judge(run, Comparand.baseline(Optional.empty(), false), Thresholds.defaults()));

        assertEquals(Metric.values().length, rows.size());
        Comparison mean = rows.stream().filter(c -> c.metricId().equals("mean")).findFirst().orElseThrow();
        assertEquals(Verdict.NO_BASELINE, mean.verdict());
        assertEquals("ms", mean.unit());
        assertTrue(Double.isNaN(mean.baselineMean()));
        assertEquals(run.trials().stream().mapToDouble(t -> t.meanMillis()).average().orElseThrow(), mean.currentMean(), 1e-9);
    }

    @Test
    void theScenarioNoteStandsOnTheFirstRowOnly() {
        ScenarioRun invalid = ReportFixtures.run("virtual-own", "request-1", 1.2, 2, ReportFixtures.STARTED);

        List<Comparison> rows = Comparisons.of(Gate.judge(invalid, Comparand.baseline(Optional.empty(), false), Thresholds.defaults()));

        assertTrue(rows.stream().allMatch(c -> c.verdict() == Verdict.INVALID));
        assertTrue(rows.get(0).note().contains("invalid trials"), rows.get(0).note());
        assertTrue(rows.stream().skip(1).allMatch(c -> c.note().isEmpty()));
    }
}
