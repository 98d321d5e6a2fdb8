package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.perfgate.perf.verdict.InvalidTrialsTest.blocked;
import static io.perfgate.perf.verdict.InvalidTrialsTest.taken;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** How a note states invalid trials: each kind of reason once, with how many trials it struck and the worst. */
class VerdictNotesTest {

    private static InvalidTrials of(int total, Baseline.InvalidTrial... trials) {
        return new InvalidTrials(total, List.of(trials));
    }

    private static Baseline.InvalidTrial trial(int trial, String... reasons) {
        return new Baseline.InvalidTrial(trial, List.of(reasons));
    }

    @Test
    void aKindOfReasonInSeveralTrialsIsStatedOnceWithItsCountAndItsWorstTrial() {
        List<String> reasons = VerdictNotes.trialReasons(of(12, trial(2, taken(14)), trial(5, taken(24)), trial(9, taken(17))));

        assertEquals(List.of("3 of 12 trials (2, 5, 9), at worst trial 5: " + taken(24)), reasons);
    }

    @Test
    void reasonsThatStruckOneTrialEachReadAsBefore() {
        List<String> reasons = VerdictNotes.trialReasons(of(5, trial(2, taken(14), "session pool ran out"),
                trial(4, blocked(70))));

        assertEquals(List.of("trial 2: " + taken(14) + "; session pool ran out", "trial 4: " + blocked(70)), reasons);
    }

    @Test
    void aTrialAloneInOneKindOfReasonIsNamedBesideTheKindsItShares() {
        List<String> reasons = VerdictNotes.trialReasons(of(12, trial(3, taken(30), blocked(80)), trial(7, taken(12))));

        assertEquals(List.of("2 of 12 trials (3, 7), at worst trial 3: " + taken(30), "trial 3: " + blocked(80)), reasons);
    }

    @Test
    void differentKindsInSeveralTrialsAreStatedOnceEach() {
        List<String> reasons = VerdictNotes.trialReasons(of(12, trial(1, taken(30), blocked(80)), trial(2, taken(40)),
                trial(6, blocked(55))));

        assertEquals(List.of("2 of 12 trials (1, 2), at worst trial 2: " + taken(40),
                "2 of 12 trials (1, 6), at worst trial 1: " + blocked(80)), reasons);
    }

    @Test
    void everyTrialAlikeIsAllOfThem() {
        String reason = "session pool ran out (limit 200, most in use 200): arrivals were dropped";

        assertEquals(List.of("all 3 trials: " + reason),
                VerdictNotes.trialReasons(of(3, trial(1, reason), trial(2, reason), trial(3, reason))));
    }

    @Test
    void reasonsWithoutAKnownMeasurementAreStatedByTheFirst() {
        List<String> reasons = VerdictNotes.trialReasons(of(4, trial(2, "Hyperfoil reported: 3 errors in phase main"),
                trial(3, "Hyperfoil reported: 5 errors in phase main")));

        assertEquals(List.of("2 of 4 trials (2, 3), such as trial 2: Hyperfoil reported: 3 errors in phase main"), reasons);
    }

    @Test
    void aRunDisturbedInManyTrialsSaysItsReasonOnce() {
        InvalidTrials invalid = of(12, trial(2, taken(14)), trial(5, taken(24)), trial(9, taken(17)));

        String note = VerdictNotes.disturbedAsBounds(invalid);

        assertEquals("time metrics judged with disturbed trials in (3 of 12 trials (2, 5, 9), at worst trial 5: "
                + taken(24) + "): the load generator waited for its CPU, which can only make a run read slower, so a pass"
                + " holds; a time metric that regressed is INVALID instead (such a wait cannot be told from a slowdown): run"
                + " again on a quieter machine", note);
    }

    @Test
    void aSideWithoutTrialsSaysSo() {
        assertEquals("the current run has invalid trials (no trials at all): a harness problem, not a regression; fix the"
                + " load generator or the server and run again", VerdictNotes.invalidRun(of(0)));
    }
}
