package io.perfgate.perf.report;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Gate;
import io.perfgate.perf.verdict.MetricVerdict;
import io.perfgate.perf.verdict.Outcome;
import io.perfgate.perf.verdict.ScenarioVerdict;
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
        Comparison mean = rows.stream().filter(c -> c.metric() == Metric.MEAN).findFirst().orElseThrow();
        assertEquals(Outcome.NO_BASELINE, mean.outcome());
        assertEquals("ms", mean.metric().unit());
        assertTrue(Double.isNaN(mean.baselineMean()));
        assertEquals(run.trials().stream().mapToDouble(t -> t.meanMillis()).average().orElseThrow(), mean.currentMean(), 1e-9);
    }

    @Test
    void theScenarioNoteStandsOnTheFirstRowOnly() {
        ScenarioRun invalid = ReportFixtures.run("virtual-own", "request-1", 1.2, 2, ReportFixtures.STARTED);

        List<Comparison> rows = Comparisons.of(Gate.judge(invalid, Comparand.baseline(Optional.empty(), false), Thresholds.defaults()));

        assertTrue(rows.stream().allMatch(c -> c.outcome() == Outcome.INVALID));
        assertTrue(rows.get(0).note().contains("invalid trials"), rows.get(0).note());
        assertTrue(rows.stream().skip(1).allMatch(c -> c.note().isEmpty()));
    }

    @Test
    void eachRowCarriesThePairAndTheGatesOwnOutcomeForItsMetric() {
        ScenarioRun baseline = ReportFixtures.run("virtual-gson", "request-2", 1.0, 0, ReportFixtures.STARTED);
        ScenarioRun current = ReportFixtures.run("virtual-gson", "request-2", 1.3, 0, ReportFixtures.STARTED);
        List<ScenarioRun> boots = List.of(baseline,
                ReportFixtures.run("virtual-gson", "request-2", 1.001, 0, ReportFixtures.STARTED),
                ReportFixtures.run("virtual-gson", "request-2", 0.999, 0, ReportFixtures.STARTED));
        ScenarioVerdict verdict = Gate.judge(current, Comparand.baseline(Optional.of(Baseline.of(boots)), false),
                Thresholds.defaults());

        List<Comparison> rows = Comparisons.of(verdict);

        assertEquals(verdict.metrics().size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            MetricVerdict metric = verdict.metrics().get(i);
            assertEquals(new PairId("virtual-gson", "request-2"), rows.get(i).pair());
            assertEquals(metric.metric(), rows.get(i).metric());
            assertEquals(metric.outcome(), rows.get(i).outcome());
        }
        assertEquals(Outcome.REGRESSION, rows.stream().filter(c -> c.metric() == Metric.MEAN).findFirst()
                .orElseThrow().outcome());
    }
}
