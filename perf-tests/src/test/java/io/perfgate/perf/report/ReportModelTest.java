package io.perfgate.perf.report;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportModelTest {

    @Test
    void everyOutcomeIsCountedOnceInTheReportsOrder() {
        assertEquals(EnumSet.allOf(Outcome.class), EnumSet.copyOf(ReportModel.COUNT_ORDER));
        assertEquals(Outcome.values().length, ReportModel.COUNT_ORDER.size());
        assertEquals(List.of(Outcome.PASS, Outcome.REGRESSION, Outcome.IMPROVEMENT, Outcome.INVALID),
                ReportModel.COUNT_ORDER.subList(0, 4));
    }

    @Test
    void aComparisonIsFoundByItsPairAndMetric() {
        ReportModel model = new ReportModel(ReportFixtures.mixed());

        Optional<Comparison> p99 = model.comparison(new PairId("virtual-gson", "request-1"), Metric.P99);

        assertEquals(Outcome.REGRESSION, p99.orElseThrow().outcome());
        assertEquals(Outcome.PASS, model.comparison(new PairId("virtual-gson", "request-1"), Metric.MEAN)
                .orElseThrow().outcome());
        assertTrue(model.comparison(new PairId("request-1", "virtual-gson"), Metric.P99).isEmpty(),
                "variant and scenario swapped is another pair");
        assertTrue(model.comparison(new PairId("virtual-gson", "request-1"), Metric.MAX).isEmpty());
    }

    @Test
    void runsSortByScenarioThenVariantAndSamplesHoldTheValidTrials() {
        ReportModel model = new ReportModel(ReportFixtures.mixed());

        assertEquals(new PairId("platform-gson", "request-1"), model.runs().get(0).pair());
        assertEquals(new PairId("virtual-own", "request-2"), model.runs().get(7).pair());
        ScenarioRun invalid = model.run(new PairId("virtual-own", "request-2")).orElseThrow();
        assertEquals(2, model.sample(invalid, Metric.MEAN).size(), "the invalid trial is left out");
    }

    @Test
    void oneRunPerPairIsRequired() {
        ScenarioRun run = ReportFixtures.run("virtual-own", "request-1", 1.2, 0, ReportFixtures.STARTED);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ReportInput(List.of(run, run), List.of(), "committed baselines"));

        assertEquals("one run per (scenario, variant) required, actual: two for request-1 / virtual-own", e.getMessage());
    }
}
