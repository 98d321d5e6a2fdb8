package io.perfgate.perf.bisect;

import io.perfgate.perf.bisect.StepOutcome.Finding;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.stats.ChangeInterval;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.verdict.MetricThreshold;
import io.perfgate.perf.verdict.MetricVerdict;
import io.perfgate.perf.verdict.Outcome;
import io.perfgate.perf.verdict.ScenarioVerdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How one A/B verdict is read for the search: with a chosen metric, and as the gate decides without one. */
class StepOutcomeTest {
    private static final Optional<Metric> ALLOCATED = Optional.of(Metric.ALLOCATED_BYTES_PER_REQUEST);

    /** A row of {@code metric} with a relative threshold of {@code percent}, moved by {@code change} (a fraction). */
    static MetricVerdict row(Metric metric, double percent, double change, double p, Outcome outcome) {
        return new MetricVerdict(metric, MetricThreshold.relative(metric, percent, 0.01), Sample.of(1, 1), Sample.of(1, 1),
                change, p, 0.001, 0.01, ChangeInterval.NONE, outcome, "");
    }

    static ScenarioVerdict verdict(Outcome outcome, MetricVerdict... rows) {
        return new ScenarioVerdict(new PairId("one", "get"), outcome, List.of("a note"), List.of(rows), "paired t-test");
    }

    @Test
    void aRegressionOnTheChosenMetricSaysTheRevisionContainsIt() {
        StepOutcome outcome = StepOutcome.judged(verdict(Outcome.REGRESSION,
                row(Metric.MEAN, 4, 0.001, 0.4, Outcome.PASS),
                row(Metric.ALLOCATED_BYTES_PER_REQUEST, 1, 8.123, 1e-9, Outcome.REGRESSION)), ALLOCATED, Optional.empty());

        assertEquals(Finding.REGRESSED, outcome.finding());
        assertEquals("REGRESSION: allocatedBytesPerRequest +812.3% (threshold +1%, p <0.0001)", outcome.summary());
        assertEquals(Metric.ALLOCATED_BYTES_PER_REQUEST, outcome.focus().orElseThrow().metric());
    }

    @Test
    void aRegressionOfAnotherMetricDoesNotCountWhenOneIsChosen() {
        StepOutcome outcome = StepOutcome.judged(verdict(Outcome.REGRESSION,
                row(Metric.MEAN, 4, 0.09, 1e-6, Outcome.REGRESSION),
                row(Metric.ALLOCATED_BYTES_PER_REQUEST, 1, 0.0001, 0.4, Outcome.PASS)), ALLOCATED, Optional.empty());

        assertEquals(Finding.PASSED, outcome.finding(), outcome.summary());
        assertEquals("PASS: allocatedBytesPerRequest +0.0% (threshold +1%, p 0.4000)", outcome.summary());
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvSource({
            "0.0049, PASS, PASSED",
            "0.0050, PASS, UNDECIDED",
            "0.0090, PASS, UNDECIDED",
            "0.0200, PASS, UNDECIDED",
            "-0.0300, IMPROVEMENT, PASSED",
            "0.0000, INCONCLUSIVE, UNDECIDED",
            "0.0000, NOT_MEASURED, UNDECIDED",
    })
    void aPassNearItsThresholdAndAnUntestedMetricAreUndecided(double change, Outcome outcome, Finding finding) {
        StepOutcome read = StepOutcome.judged(verdict(outcome == Outcome.IMPROVEMENT ? Outcome.IMPROVEMENT : Outcome.PASS,
                row(Metric.ALLOCATED_BYTES_PER_REQUEST, 1, change, 0.2, outcome)), ALLOCATED, Optional.empty());

        assertEquals(finding, read.finding(), read.summary());
    }

    @Test
    void anInvalidComparisonIsUndecidedWhateverTheMetricSays() {
        StepOutcome outcome = StepOutcome.judged(verdict(Outcome.INVALID,
                row(Metric.ALLOCATED_BYTES_PER_REQUEST, 1, 8.1, 1e-9, Outcome.REGRESSION)), ALLOCATED, Optional.empty());

        assertEquals(Finding.UNDECIDED, outcome.finding());
        assertEquals("INVALID: a note", outcome.summary());
    }

    @Test
    void withoutAChosenMetricTheGatesVerdictDecidesAndTheFirstRegressedRowIsNamed() {
        StepOutcome outcome = StepOutcome.judged(verdict(Outcome.REGRESSION,
                row(Metric.MEAN, 4, 0.09, 1e-6, Outcome.REGRESSION),
                row(Metric.P50, 3, 0.08, 1e-6, Outcome.REGRESSION)), Optional.empty(), Optional.empty());

        assertEquals(Finding.REGRESSED, outcome.finding());
        assertEquals("REGRESSION: mean +9.0% (threshold +4%, p <0.0001) and 1 more", outcome.summary());
    }

    @Test
    void withoutAChosenMetricAPassSpeaksThroughTheMetricNearestItsThreshold() {
        StepOutcome near = StepOutcome.judged(verdict(Outcome.PASS,
                row(Metric.MEAN, 4, 0.001, 0.4, Outcome.PASS),
                row(Metric.THROUGHPUT, 4, -0.025, 0.02, Outcome.PASS)), Optional.empty(), Optional.empty());
        StepOutcome clear = StepOutcome.judged(verdict(Outcome.PASS,
                row(Metric.MEAN, 4, 0.011, 0.4, Outcome.PASS),
                row(Metric.THROUGHPUT, 4, -0.005, 0.2, Outcome.PASS)), Optional.empty(), Optional.empty());

        assertEquals(Finding.UNDECIDED, near.finding(), "throughput fell by 62% of its threshold");
        assertTrue(near.summary().startsWith("PASS within noise, but too near its threshold to rely on (at least 50% of it):"
                + " throughput -2.5%"), near.summary());
        assertEquals(Finding.PASSED, clear.finding());
        assertEquals(Metric.MEAN, clear.focus().orElseThrow().metric());
    }

    @Test
    void withoutAChosenMetricAnInconclusivePairIsUndecided() {
        StepOutcome outcome = StepOutcome.judged(verdict(Outcome.INCONCLUSIVE,
                row(Metric.MEAN, 4, 0.0, Double.NaN, Outcome.INCONCLUSIVE)), Optional.empty(), Optional.empty());

        assertEquals(Finding.UNDECIDED, outcome.finding());
        assertEquals("INCONCLUSIVE: a note", outcome.summary());
    }
}
