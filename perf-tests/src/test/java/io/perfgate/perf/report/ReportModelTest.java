package io.perfgate.perf.report;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    void anInvalidRunStatesEachKindOfReasonOnce() {
        String pool = "session pool ran out (limit 200, most in use 200): arrivals were dropped";
        ScenarioRun run = Fixtures.run(Fixtures.trials(4).invalid(1, pool).invalid(2, pool).invalid(4, pool)
                .invalid(4, "the server died during the trial (process exited with code 137)").build());
        ReportModel model = new ReportModel(new ReportInput(List.of(run), List.of(), "committed baselines"));

        assertEquals("3 of 4 trials (1, 2, 4): " + pool + "; trial 4: the server died during the trial (process exited"
                + " with code 137)", model.invalidReason(run));
    }

    @Test
    void oneRunPerPairIsRequired() {
        ScenarioRun run = ReportFixtures.run("virtual-own", "request-1", 1.2, 0, ReportFixtures.STARTED);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ReportInput(List.of(run, run), List.of(), "committed baselines"));

        assertEquals("one run per (scenario, variant) required, actual: two for request-1 / virtual-own", e.getMessage());
    }

    @Test
    void aRunJudgedByItsWorkMetricsAloneIsNoInvalidRunSoTheHeadlineAgreesWithTheGate() {
        ScenarioRun disturbed = ReportFixtures.run("virtual-own", "request-2", 0.1226, 2, ReportFixtures.STARTED, true);
        List<ScenarioRun> runs = new ArrayList<>(ReportFixtures.runs(false));
        runs.replaceAll(r -> r.pair().equals(disturbed.pair()) ? disturbed : r);
        List<Comparison> comparisons = new ArrayList<>();
        for (ScenarioRun run : runs) {
            if (run != disturbed) {
                comparisons.addAll(ReportFixtures.passes(run));
            }
        }
        // Against another machine's baseline the gate judged the work metrics and left the time metrics alone.
        comparisons.add(new Comparison(disturbed.pair(), Metric.MEAN, 0.12, Double.NaN, Double.NaN, "+4 %", "",
                Outcome.OTHER_MACHINE, "baseline from another machine", Double.NaN));
        comparisons.add(new Comparison(disturbed.pair(), Metric.ALLOCATED_BYTES_PER_REQUEST, 59_170, 59_180, 0.02, "+2 %",
                "p = 0.40 (Welch)", Outcome.PASS, "", 0.9));
        ReportModel model = new ReportModel(new ReportInput(runs, comparisons, "committed baselines"));

        assertEquals(List.of(), model.invalidRuns());
        assertEquals(List.of(disturbed), model.timeDisturbedRuns());
        assertTrue(model.headline().startsWith("✅ perfgate: passed"), model.headline());
        assertFalse(model.shown(disturbed), "its latencies stay out of the charts and benchmark files");
        assertFalse(model.shown(disturbed, Metric.MEAN));
        assertTrue(model.shown(disturbed, Metric.ALLOCATED_BYTES_PER_REQUEST));
        String summary = SummaryMarkdown.render(model);
        assertTrue(summary.contains("**Time metrics disturbed**: 1 run lost CPU"), summary);
        assertFalse(summary.contains("**INVALID**"), summary);

        // The same run where the gate called its time metrics INVALID (this machine's baseline, or A/B): no result.
        comparisons.add(new Comparison(disturbed.pair(), Metric.P99, 0.3, Double.NaN, Double.NaN, "+20 %", "",
                Outcome.INVALID, "time metrics not judged, invalid trials", Double.NaN));
        ReportModel invalid = new ReportModel(new ReportInput(runs, comparisons, "committed baselines"));

        assertEquals(List.of(disturbed), invalid.invalidRuns());
        assertEquals(List.of(), invalid.timeDisturbedRuns());
        assertTrue(invalid.headline().startsWith("⚠️"), invalid.headline());
    }

    @Test
    void aPairWhoseEveryGatedMetricPassedReadsPassAndNamesWhatASideDidNotMeasure() {
        // A service that sends no Server-Timing header: its server time is not measured on either side.
        ScenarioRun run = ReportFixtures.run("default", "vets-json", 1.2, 0, ReportFixtures.STARTED);
        List<Comparison> comparisons = new ArrayList<>(ReportFixtures.passes(run));
        comparisons.add(new Comparison(run.pair(), Metric.SERVER_TIME, Double.NaN, Double.NaN, Double.NaN, "+6 %", "",
                Outcome.NOT_MEASURED, "not measured by the baseline", Double.NaN));
        comparisons.add(new Comparison(run.pair(), Metric.MAX, 9.0, 9.1, 1.1, "", "", Outcome.REPORT_ONLY, "", Double.NaN));
        ReportModel model = new ReportModel(new ReportInput(List.of(run), comparisons, "committed baselines"));

        assertEquals(Optional.of(Outcome.PASS), model.outcome(run.pair()));
        assertEquals(List.of(Metric.SERVER_TIME), model.notMeasured(run.pair()));
        String row = SummaryMarkdown.render(model).lines().filter(l -> l.startsWith("| vets-json | default |"))
                .findFirst().orElseThrow();
        assertTrue(row.startsWith("| vets-json | default | pass | "), row);
        assertTrue(row.endsWith("; not measured: serverTime (no Server-Timing header) |"), row);
    }

    @Test
    void aPairNothingOfWhichWasMeasuredOnBothSidesReadsNotMeasured() {
        ScenarioRun run = ReportFixtures.run("default", "vets-json", 1.2, 0, ReportFixtures.STARTED);
        List<Comparison> comparisons = List.of(new Comparison(run.pair(), Metric.SERVER_TIME, Double.NaN, Double.NaN,
                Double.NaN, "+6 %", "", Outcome.NOT_MEASURED, "not measured by the baseline", Double.NaN));
        ReportModel model = new ReportModel(new ReportInput(List.of(run), comparisons, "committed baselines"));

        assertEquals(Optional.of(Outcome.NOT_MEASURED), model.outcome(run.pair()));
    }
}
