package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.stats.Looks;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An A/B run of at most 12 pairs on 2 pairs of boots, judged at its looks after 6, 8 and 12 pairs. */
class SequentialGateTest {
    private static final String REFERENCE = "reference build git:main (0123abcd4567)";
    private static final int CAP = 12;
    /** Pair-to-pair noise of about 0.5%, and the machine drifting by up to 30% over the run (both sides feel it). */
    private static final double[] DRIFT = {1.00, 1.10, 1.25, 1.30, 1.20, 1.05, 1.00, 1.10, 1.15, 1.20, 1.05, 1.00};
    private static final double[] NOISE_A = {1.00, 0.995, 1.005, 1.00, 1.004, 0.996, 1.002, 0.998, 1.00, 1.003, 0.997, 1.001};
    private static final double[] NOISE_B = {1.004, 1.00, 0.996, 1.003, 1.00, 0.998, 0.999, 1.002, 1.003, 0.997, 1.00, 1.002};
    /** Noise of about 3%: an early look cannot rule out a change of the threshold's size. */
    private static final double[] WIDE = {1.00, 1.00, 1.04, 0.97, 0.96, 1.03, 1.03, 0.96, 0.97, 1.04, 1.00, 1.00};

    /** The first {@code pairs} of a run planned at {@link #CAP} pairs, pair i on boot pair ((i - 1) mod 2) + 1. */
    private static ScenarioRun run(int pairs, double p50Base, double[] noise) {
        return run(pairs, p50Base, noise, true);
    }

    /** {@code serverTimed}: whether the server sends a Server-Timing header (many services do not). */
    private static ScenarioRun run(int pairs, double p50Base, double[] noise, boolean serverTimed) {
        double[] p50 = new double[pairs];
        double[] mean = new double[pairs];
        for (int i = 0; i < pairs; i++) {
            p50[i] = p50Base * DRIFT[i] * noise[i];
            mean[i] = 1.25 * DRIFT[i] * noise[i];
        }
        Fixtures.TrialsBuilder trials = Fixtures.trials(pairs).with(Metric.P50, p50).with(Metric.MEAN, mean);
        if (!serverTimed) {
            double[] none = new double[pairs];
            Arrays.fill(none, Double.NaN);
            trials = trials.with(Metric.SERVER_TIME, none);
        }
        ScenarioRun run = Fixtures.run(Fixtures.settings(CAP), Fixtures.machine(), trials.build());
        return new ScenarioRun(run.pair(), run.settings(), run.machine(), run.serverJvm(), run.startedAt(), run.commit(),
                run.trials().stream().map(t -> t.withBoot((t.trial() - 1) % 2 + 1)).toList(), run.timeline());
    }

    /** The built-in thresholds, on a service whose between-boot spreads 30 same-build boot pairs measured. */
    private static final Thresholds CALIBRATED = new Thresholds(Arrays.stream(Metric.values())
            .filter(metric -> metric != Metric.ERROR_RATIO)
            .collect(java.util.stream.Collectors.toMap(metric -> metric, metric -> Rule.EMPTY.withCalibratedBootPairs(30))),
            java.util.Map.of());

    private static Comparand.SameRunReference reference(ScenarioRun run) {
        return new Comparand.SameRunReference(run, REFERENCE, true);
    }

    @Test
    void theSameBuildIsSettledAsAPassAtTheFirstLook() {
        Settlement settlement = Gate.settlement(run(6, 1.1, NOISE_B), reference(run(6, 1.1, NOISE_A)), CALIBRATED);

        assertTrue(settlement.settled(), settlement.why());
        assertEquals("every gated metric's 97.5% bound in its bad direction is inside its threshold", settlement.why());
    }

    @Test
    void aMetricTheServiceDoesNotReportDoesNotKeepAPassOpen() {
        // No pair will measure it, and the verdict does not judge it: without Server-Timing, serverTime is not measured.
        Settlement settlement = Gate.settlement(run(6, 1.1, NOISE_B, false), reference(run(6, 1.1, NOISE_A, false)),
                CALIBRATED);
        ScenarioVerdict verdict = Gate.judge(run(6, 1.1, NOISE_B, false), reference(run(6, 1.1, NOISE_A, false)),
                CALIBRATED);

        assertEquals(Outcome.NOT_MEASURED, verdict.metric(Metric.SERVER_TIME).orElseThrow().outcome(), verdict.toText());
        assertTrue(settlement.settled(), settlement.why());
        assertEquals("every gated metric's 97.5% bound in its bad direction is inside its threshold", settlement.why());
    }

    @Test
    void aLargeRegressionIsBeyondDoubtAtTheFirstLookThoughItSpendsAlmostNoAlpha() {
        ScenarioRun run = run(6, 1.1 * 1.15, NOISE_B);
        Comparand.SameRunReference reference = reference(run(6, 1.1, NOISE_A));

        Settlement settlement = Gate.settlement(run, reference, CALIBRATED);
        ScenarioVerdict verdict = Gate.judge(run, reference, CALIBRATED);

        assertTrue(settlement.settled(), settlement.why());
        assertEquals("a regression beyond doubt in p50", settlement.why());
        MetricVerdict p50 = verdict.metric(Metric.P50).orElseThrow();
        assertEquals(Outcome.REGRESSION, p50.outcome(), verdict.toText());
        assertEquals(Looks.of(CAP, 2).level(0.01 / 9, 6), p50.requiredPValue(), 1e-18, "the first look's share of alpha / m");
        // Its interval and detectable change at the share of the look at the cap: what these pairs could tell at the end.
        double atTheCap = Looks.of(CAP, 2).level(0.01 / 9, CAP);
        assertEquals(1 - 2 * atTheCap, p50.interval().confidence(), 1e-12);
        assertTrue(verdict.notes().contains("sequential: settled after 6 of at most 12 pairs (looks after 6, 8 and 12 "
                + "pairs): a regression beyond doubt in p50"), verdict.notes().toString());
        assertTrue(verdict.method().contains("spent over the looks after 6, 8 and 12 pairs by O'Brien-Fleming-type alpha "
                + "spending"), verdict.method());
    }

    @Test
    void aNoisyRunIsNotSettledWhileAChangeOfTheThresholdsSizeCannotBeRuledOut() {
        Settlement settlement = Gate.settlement(run(6, 1.1, WIDE), reference(run(6, 1.1, NOISE_A)), CALIBRATED);

        assertFalse(settlement.settled());
        assertTrue(settlement.why().matches("(p50|mean)'s 97\\.5% bound \\+[0-9.]+% is not inside its threshold \\+[34]%"),
                settlement.why());
    }

    @Test
    void aRunMeasuredToTheCapSaysWhyNoEarlyLookSettledIt() {
        // p50 2% slower, inside its 3% threshold, but too noisy to rule 3% out before the cap.
        ScenarioVerdict verdict = Gate.judge(run(CAP, 1.1 * 1.02, WIDE), reference(run(CAP, 1.1, NOISE_A)), CALIBRATED);

        String note = verdict.notes().getLast();
        assertTrue(note.startsWith("sequential: measured all 12 pairs (looks after 6, 8 and 12 pairs); not settled after 8: "),
                note);
        assertEquals(Outcome.PASS, verdict.outcome(), verdict.toText());
        assertTrue(verdict.metric(Metric.P50).orElseThrow().requiredPValue() > 0.9 * 0.01 / 9, "the last look keeps most of alpha");
    }

    @Test
    void aRunThatDidNotStopAtASettledLookSaysSoFromItsOwnTrials() {
        ScenarioVerdict verdict = Gate.judge(run(CAP, 1.1, NOISE_B), reference(run(CAP, 1.1, NOISE_A)), CALIBRATED);

        assertEquals("sequential: measured all 12 pairs (looks after 6, 8 and 12 pairs), although settled after 6 (every "
                + "gated metric's 97.5% bound in its bad direction is inside its threshold): the run did not stop at its "
                + "looks", verdict.notes().getLast());
    }

    @Test
    void aRunCutShortBeforeItSettledSaysSo() {
        ScenarioVerdict verdict = Gate.judge(run(7, 1.1, WIDE), reference(run(7, 1.1, NOISE_A)), CALIBRATED);

        assertTrue(verdict.notes().getLast().startsWith("sequential: measured 7 of at most 12 pairs and stopped unsettled ("),
                verdict.notes().getLast());
    }

    @Test
    void aCommittedBaselineIsJudgedAtTheWholeAlphaAndWithoutLooks() {
        ScenarioRun run = run(6, 1.1, NOISE_B);
        ScenarioVerdict verdict = Gate.judge(run, Comparand.baseline(java.util.Optional.of(
                io.perfgate.perf.baseline.Baseline.of(List.of(run(6, 1.1, NOISE_A), run(6, 1.12, NOISE_A)))), false),
                CALIBRATED);

        assertTrue(verdict.notes().stream().noneMatch(n -> n.startsWith("sequential")), verdict.notes().toString());
        double tests = 0.01 / verdict.metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().requiredPValue();
        assertEquals(Math.rint(tests), tests, 1e-9, "alpha / m, nothing spent on looks");
    }

    @Test
    void bootPairsAddedAfterTheCapAreJudgedAtTheCapsShareAndSaySo() {
        ScenarioRun planned = run(CAP, 1.0, NOISE_A);
        ScenarioRun more = run(6, 1.0, NOISE_B);
        ScenarioRun extended = planned.withBootPair(more, 3);
        Comparand.SameRunReference both = reference(extended);
        Looks design = Looks.of(CAP, 2);

        assertTrue(both.extended());
        assertEquals(2, both.plannedBootPairs());
        assertEquals(3, extended.bootPairs());
        assertEquals(List.of(13, 14, 15, 16, 17, 18), extended.trials().subList(CAP, 18).stream().map(t -> t.trial()).toList());
        assertEquals(design, both.looks(), "the planned design's looks, not those of 18 pairs on 3 boot pairs");
        assertEquals(design.level(0.01, CAP), both.level(0.01), 1e-15);
        assertEquals(both.reportingLevel(0.01), both.level(0.01), 1e-15);
        assertFalse(reference(planned).extended());
        assertEquals(design.level(0.01, CAP), reference(planned).level(0.01), 1e-15);

        ScenarioVerdict verdict = Gate.judge(run(CAP, 1.0, NOISE_B).withBootPair(run(6, 1.0, NOISE_A), 3), both, CALIBRATED);
        assertTrue(verdict.notes().stream().anyMatch(n -> n.startsWith("boot pairs added: the 2 planned boot pairs "
                + "disagreed beyond the calibration after their 12 pairs, so 1 more measured 6 more pairs (3 boot pairs in "
                + "all")), verdict.notes().toString());
    }
}
