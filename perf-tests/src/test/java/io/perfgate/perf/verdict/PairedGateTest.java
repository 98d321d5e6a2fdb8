package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.stats.Significance;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PairedGateTest {
    private static final String REFERENCE = "reference build git:main (0123abcd4567)";
    /** The machine slowed down by up to 40% during the run: both sides of each pair felt it. */
    private static final double[] DRIFT = {1.00, 1.10, 1.25, 1.40, 1.20};
    private static final double[] NOISE_A = {1.00, 0.99, 1.01, 1.00, 1.005};
    private static final double[] NOISE_B = {1.005, 1.00, 0.99, 1.01, 1.00};

    private static double[] times(double base, double[] noise) {
        double[] v = new double[DRIFT.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = base * DRIFT[i] * noise[i];
        }
        return v;
    }

    private static ScenarioRun run(double p50Base, double[] noise) {
        return Fixtures.run(Fixtures.trials(DRIFT.length).with(Metric.P50, times(p50Base, noise))
                .with(Metric.MEAN, times(1.25, noise)).build());
    }

    @Test
    void theSameBuildTwicePasses() {
        ScenarioVerdict verdict = Gate.judge(run(1.1, NOISE_B), Comparand.sameRun(run(1.1, NOISE_A), REFERENCE, false), Thresholds.defaults());

        assertEquals(Outcome.PASS, verdict.outcome(), verdict.toText());
        assertDoesNotThrow(verdict::assertPassed);
        assertTrue(verdict.method().contains("t-test of the log ratios over pairs of boots"), verdict.method());
    }

    @Test
    void aConsistentShiftUnderDriftIsARegressionNamingTheMetricAndTheReference() {
        ScenarioVerdict verdict = Gate.judge(run(1.1 * 1.15, NOISE_B), Comparand.sameRun(run(1.1, NOISE_A), REFERENCE, false), Thresholds.defaults());

        MetricVerdict p50 = verdict.metric(Metric.P50).orElseThrow();
        assertEquals(Outcome.REGRESSION, verdict.outcome(), verdict.toText());
        assertEquals(Outcome.REGRESSION, p50.outcome());
        assertEquals(0.15, p50.relativeChange(), 0.01);
        assertTrue(p50.pValue() < p50.requiredPValue());
        assertEquals(Sample.of(times(1.1, NOISE_A)), p50.baseline(), "the reference's trials are the baseline column");
        assertEquals(Outcome.PASS, verdict.metric(Metric.MEAN).orElseThrow().outcome());
        GateFailure failure = assertThrows(GateFailure.class, verdict::assertPassed);
        assertTrue(failure.getMessage().contains("p50") && failure.getMessage().contains(REFERENCE), failure.getMessage());
    }

    @Test
    void theSameSplitOfAlphaAsTheBaselineGate() {
        ScenarioRun run = run(1.1 * 1.15, NOISE_B);
        ScenarioRun reference = run(1.1, NOISE_A);

        MetricVerdict paired = Gate.judge(run, Comparand.sameRun(reference, REFERENCE, false), Thresholds.defaults()).metric(Metric.P50).orElseThrow();
        // A committed baseline of three boots that drifted by 10% either way, as boots do on a noisy machine.
        io.perfgate.perf.baseline.Baseline boots = io.perfgate.perf.baseline.Baseline.of(java.util.List.of(
                reference, run(1.1 * 1.1, NOISE_A), run(1.1 * 0.9, NOISE_A)));
        MetricVerdict unpaired = Gate.judge(run, Comparand.baseline(java.util.Optional.of(boots), false), Thresholds.defaults()).metric(Metric.P50).orElseThrow();

        assertEquals(unpaired.requiredPValue(), paired.requiredPValue());
        assertEquals(Outcome.PASS, unpaired.outcome(), "without pairing the drift between boots hides the shift");
    }

    @Test
    void howFarTwoBootsOfOneBuildLandApartWidensTheTestAndWhatItCouldDetect() {
        ScenarioRun run = run(1.1 * 1.06, NOISE_B);
        ScenarioRun reference = run(1.1, NOISE_A);
        Thresholds none = new Thresholds(java.util.Map.of(Metric.P50, Rule.EMPTY.withBootPairSpreadPercent(0)), java.util.Map.of());
        Thresholds spread = new Thresholds(java.util.Map.of(Metric.P50, Rule.EMPTY.withBootPairSpreadPercent(2)), java.util.Map.of());

        MetricVerdict without = Gate.judge(run, Comparand.sameRun(reference, REFERENCE, false), none).metric(Metric.P50).orElseThrow();
        MetricVerdict with = Gate.judge(run, Comparand.sameRun(reference, REFERENCE, false), spread).metric(Metric.P50).orElseThrow();

        assertEquals(without.relativeChange(), with.relativeChange(), 1e-12, "the same pairs, the same change");
        // One pair of boots: its offset cannot be told from a change, so the calibrated spread is in the test itself.
        assertEquals(Outcome.REGRESSION, without.outcome());
        assertEquals(Outcome.PASS, with.outcome(), "a 6% change on one boot pair whose offsets spread by 2% is not beyond doubt");
        assertTrue(with.pValue() > without.pValue() * 100, without.pValue() + " -> " + with.pValue());
        assertTrue(with.detectable() > without.detectable() + 0.02, without.detectable() + " -> " + with.detectable());
    }

    @Test
    void overTwoPairsOfBootsTheChangeIsTheMeanOfTheBootPairsChanges() {
        ScenarioRun run = run(1.1 * 1.15, NOISE_B);
        ScenarioRun reference = run(1.1, NOISE_A);
        Thresholds spread = new Thresholds(java.util.Map.of(Metric.P50, Rule.EMPTY.withBootPairSpreadPercent(2)
                .withCalibratedBootPairs(30)), java.util.Map.of());

        ScenarioVerdict overTwo = Gate.judge(onBootPairs(run, 2), Comparand.sameRun(onBootPairs(reference, 2), REFERENCE, true),
                spread);
        MetricVerdict two = overTwo.metric(Metric.P50).orElseThrow();

        assertEquals(2, onBootPairs(reference, 2).bootPairs());
        Sample a = Sample.of(reference.values(Metric.P50));
        Sample b = Sample.of(run.values(Metric.P50));
        Significance.Estimate expected = Significance.pairedOverBootPairs(new int[] {1, 2, 1, 2, 1},
                io.perfgate.perf.stats.BootSpread.percent(2, 30)).estimate(a, b);
        assertEquals(expected.change(), two.relativeChange(), 1e-12, "trials 1, 3, 5 and trials 2, 4");
        assertEquals(expected.pValue(), two.pValue(), 1e-12);
        assertEquals(Outcome.REGRESSION, two.outcome());
        assertTrue(overTwo.method().contains("(2 pairs of server boots, their spread pooled with the service's calibrated"
                + " between-boot spread)"), overTwo.method());
    }

    /** {@code run} with trial i measured by boot pair ((i - 1) mod k) + 1, as an A/B run with k boot pairs records it. */
    private static ScenarioRun onBootPairs(ScenarioRun run, int k) {
        return new ScenarioRun(run.pair(), run.settings(), run.machine(), run.serverJvm(), run.startedAt(),
                run.commit(), run.trials().stream().map(t -> t.withBoot((t.trial() - 1) % k + 1)).toList(), run.timeline());
    }

    @Test
    void anImprovementIsReportedAndDoesNotFail() {
        ScenarioVerdict verdict = Gate.judge(run(1.1 * 0.8, NOISE_B), Comparand.sameRun(run(1.1, NOISE_A), REFERENCE, false), Thresholds.defaults());

        assertEquals(Outcome.IMPROVEMENT, verdict.outcome(), verdict.toText());
        assertDoesNotThrow(verdict::assertPassed);
    }

    @Test
    void anInvalidReferenceIsAHarnessProblemNamingTheReference() {
        ScenarioRun reference = Fixtures.run(Fixtures.trials(5).lastInvalid("achieved rate below target").build());

        ScenarioVerdict verdict = Gate.judge(run(1.1, NOISE_B), Comparand.sameRun(reference, REFERENCE, false), Thresholds.defaults());

        assertEquals(Outcome.INVALID, verdict.outcome());
        assertTrue(String.join(" ", verdict.notes()).contains("the " + REFERENCE), verdict.notes().toString());
        assertThrows(InvalidRunException.class, verdict::assertPassed);
    }

    @Test
    void aReferenceTrialDisturbedOnTheGeneratorSideStillHasItsWorkMetricsJudged() {
        ScenarioRun reference = Fixtures.run(Fixtures.trials(5).lastDisturbed("other processes took 900 ms").build());
        ScenarioRun allocatesMore = Fixtures.run(Fixtures.trials(5)
                .with(Metric.ALLOCATED_BYTES_PER_REQUEST, 62329.5, 62330.0, 62329.0, 62329.8, 62329.2).build());

        ScenarioVerdict verdict = Gate.judge(allocatesMore, Comparand.sameRun(reference, REFERENCE, false), Thresholds.defaults());

        assertEquals(Outcome.REGRESSION, verdict.outcome(), verdict.toText());
        assertEquals(Outcome.REGRESSION, verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        assertEquals(Outcome.INVALID, verdict.metric(Metric.P50).orElseThrow().outcome());
        assertTrue(verdict.notes().getFirst().startsWith("time metrics not judged, invalid trials in the " + REFERENCE
                + " (trial 5: other processes took 900 ms)"), verdict.toText());

        ScenarioVerdict unchanged = Gate.judge(Fixtures.run(Fixtures.trials(5).build()), Comparand.sameRun(reference, REFERENCE, false),
                Thresholds.defaults());
        assertEquals(Outcome.INVALID, unchanged.outcome(), unchanged.toText());
        assertThrows(InvalidRunException.class, unchanged::assertPassed);
    }

    @Test
    void eachSideStatesEachKindOfReasonOnce() {
        ScenarioRun candidate = Fixtures.run(Fixtures.trials(6).disturbed(1, InvalidTrialsTest.taken(20))
                .disturbed(4, InvalidTrialsTest.taken(35)).build());
        ScenarioRun reference = Fixtures.run(Fixtures.trials(6).disturbed(2, InvalidTrialsTest.taken(12))
                .disturbed(3, InvalidTrialsTest.taken(15)).disturbed(6, InvalidTrialsTest.taken(11)).build());

        ScenarioVerdict verdict = Gate.judge(candidate, Comparand.sameRun(reference, REFERENCE, false), Thresholds.defaults());

        assertEquals("time metrics not judged, invalid trials in this build (2 of 6 trials (1, 4), at worst trial 4: "
                + InvalidTrialsTest.taken(35) + ") and the " + REFERENCE + " (3 of 6 trials (2, 3, 6), at worst trial 3: "
                + InvalidTrialsTest.taken(15) + "): the load generator waited for its CPU, which is in every latency; work"
                + " metrics (allocated and response bytes) do not depend on it and are judged; run again on a quieter"
                + " machine for the time metrics", verdict.notes().getFirst());
    }

    /** {@link #run} with its last trial disturbed on the load generator's side, 30% slower as both sides of a duet were. */
    private static ScenarioRun disturbedRun(double p50Base, double[] noise) {
        double[] p50 = times(p50Base, noise);
        double[] mean = times(1.25, noise);
        p50[p50.length - 1] *= 1.3;
        mean[mean.length - 1] *= 1.3;
        return Fixtures.run(Fixtures.trials(DRIFT.length).with(Metric.P50, p50).with(Metric.MEAN, mean)
                .lastDisturbed("the hypervisor took 400 ms").build());
    }

    @Test
    void aDuetJudgesItsDisturbedPairsForTheWaitDelayedBothSidesAlike() {
        ScenarioVerdict slower = Gate.judge(disturbedRun(1.1 * 1.15, NOISE_B),
                Comparand.sameRun(disturbedRun(1.1, NOISE_A), REFERENCE, true), Thresholds.defaults());

        MetricVerdict p50 = slower.metric(Metric.P50).orElseThrow();
        assertEquals(Outcome.REGRESSION, slower.outcome(), slower.toText());
        assertEquals(Outcome.REGRESSION, p50.outcome());
        assertEquals(5, p50.current().size(), "the disturbed pair is in");
        assertEquals(5, p50.baseline().size());
        assertTrue(slower.notes().getFirst().startsWith("time metrics judged with disturbed trials in (this build (trial 5: "
                + "the hypervisor took 400 ms) and the " + REFERENCE), slower.toText());

        ScenarioVerdict same = Gate.judge(disturbedRun(1.1, NOISE_B),
                Comparand.sameRun(disturbedRun(1.1, NOISE_A), REFERENCE, true), Thresholds.defaults());
        assertEquals(Outcome.PASS, same.outcome(), same.toText());
        assertDoesNotThrow(same::assertPassed);

        // Taking turns, the wait is in one side's trial only: INVALID.
        ScenarioVerdict turns = Gate.judge(disturbedRun(1.1, NOISE_B),
                Comparand.sameRun(disturbedRun(1.1, NOISE_A), REFERENCE, false), Thresholds.defaults());
        assertEquals(Outcome.INVALID, turns.outcome(), turns.toText());
        assertEquals(Outcome.INVALID, turns.metric(Metric.P50).orElseThrow().outcome());
    }

    @Test
    void errorsAboveTheLimitFailWhateverTheReference() {
        ScenarioRun candidate = Fixtures.run(Fixtures.trials(5).serverErrors(4_000).build());
        ScenarioRun reference = Fixtures.run(Fixtures.trials(5).serverErrors(4_000).build());

        ScenarioVerdict verdict = Gate.judge(candidate, Comparand.sameRun(reference, REFERENCE, false), Thresholds.defaults());

        assertEquals(Outcome.REGRESSION, verdict.outcome(), verdict.toText());
        assertEquals(Outcome.REGRESSION, verdict.metric(Metric.ERROR_RATIO).orElseThrow().outcome());
    }

    @Test
    void unequalTrialCountsAreRejected() {
        ScenarioRun five = Fixtures.run(Fixtures.trials(5).build());
        ScenarioRun four = Fixtures.run(Fixtures.trials(4).build());

        assertThrows(IllegalArgumentException.class, () -> Gate.judge(five, Comparand.sameRun(four, REFERENCE, false), Thresholds.defaults()));
    }
}
