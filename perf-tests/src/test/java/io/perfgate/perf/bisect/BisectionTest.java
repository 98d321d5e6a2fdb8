package io.perfgate.perf.bisect;

import io.perfgate.perf.bisect.StepOutcome.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search over a history of synthetic commits, with a fake step runner that knows which commit is the first bad
 * one: the number of comparisons, skipped builds, undecided steps, repeats and the budget.
 */
class BisectionTest {
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    /** {@code n} commits after a good one, named c1 to cn; the last is the bad revision. */
    static History history(int n) {
        return new History(revision(0), IntStream.rangeClosed(1, n).mapToObj(BisectionTest::revision).toList());
    }

    static Revision revision(int i) {
        return new Revision(String.format("%02x", i).repeat(20), "c" + i, false);
    }

    /** A runner for which commit {@code firstBad} (1-based) and every newer one regress; it records what it ran. */
    private static final class Fake implements Bisection.StepRunner {
        final int firstBad;
        final Set<Integer> unbuildable;
        /** Per commit, the findings its attempts get before the true one (UNDECIDED, say). */
        final Map<Integer, List<Finding>> before;
        final List<String> ran = new ArrayList<>();

        Fake(int firstBad, Set<Integer> unbuildable, Map<Integer, List<Finding>> before) {
            this.firstBad = firstBad;
            this.unbuildable = unbuildable;
            this.before = before;
        }

        Fake(int firstBad) {
            this(firstBad, Set.of(), Map.of());
        }

        @Override
        public StepOutcome run(int step, Revision revision, int attempt) {
            int i = Integer.parseInt(revision.subject().substring(1));
            ran.add(revision.subject() + "#" + attempt);
            if (unbuildable.contains(i)) {
                return StepOutcome.unbuildable("./build.sh exited with code 1");
            }
            List<Finding> early = before.getOrDefault(i, List.of());
            if (attempt <= early.size()) {
                return StepOutcome.of(early.get(attempt - 1), "measured: " + early.get(attempt - 1));
            }
            return StepOutcome.of(i >= firstBad ? Finding.REGRESSED : Finding.PASSED, "as it is");
        }
    }

    private Bisection.Result search(History history, int maxComparisons, int repeats, Bisection.StepRunner runner) {
        return Bisection.run(history, new Bisection.Limits(maxComparisons, repeats), runner, out);
    }

    private Bisection.Result search(History history, Bisection.StepRunner runner) {
        return search(history, Bisection.Limits.defaultMaxComparisons(history.commits().size()),
                Bisection.Limits.DEFAULT_REPEATS, runner);
    }

    @ParameterizedTest(name = "first bad c{0}")
    @ValueSource(ints = {1, 2, 7, 16, 17, 20, 31})
    void thirtyTwoCommitsTakeFiveComparisonsToNameTheFirstBadOne(int firstBad) {
        Fake runner = new Fake(firstBad);

        Bisection.Result result = search(history(32), runner);

        assertEquals(Bisection.Status.FOUND, result.status(), result.conclusion());
        assertEquals("c" + firstBad, result.firstBadCommit().orElseThrow().subject());
        assertEquals(5, result.comparisons(), runner.ran.toString());
        assertEquals(5, Bisection.Limits.cleanSearch(32));
        assertEquals("c" + firstBad, result.firstBadStep().orElseThrow().revision().subject(), "its verdict is shown");
    }

    @Test
    void whenEveryOlderCommitPassedTheBadRevisionIsMeasuredOnceToConfirmIt() {
        Fake runner = new Fake(32);

        Bisection.Result result = search(history(32), runner);

        assertEquals("c32", result.firstBadCommit().orElseThrow().subject());
        assertEquals(6, result.comparisons(), "five halvings and the confirmation");
        assertEquals("c32#1", runner.ran.getLast());
        assertTrue(result.firstBadStep().isPresent());
    }

    @Test
    void aBadRevisionThatPassesMeansTheRegressionIsNotInThisHistory() {
        Bisection.Result result = search(history(8), new Fake(99));

        assertEquals(Bisection.Status.NOT_REPRODUCED, result.status());
        assertTrue(result.inDoubt().isEmpty());
        assertTrue(result.conclusion().contains("passed against the good one"), result.conclusion());
    }

    @Test
    void aCommitThatDoesNotBuildIsSkippedForItsNeighbourAndNamedInTheSteps() {
        // 15 commits: the middle one, c7, does not build; c8 is measured instead.
        Fake runner = new Fake(10, Set.of(7), Map.of());

        Bisection.Result result = search(history(15), runner);

        assertEquals("c10", result.firstBadCommit().orElseThrow().subject());
        assertEquals(List.of("c7#1", "c8#1", "c11#1", "c9#1", "c10#1"), runner.ran);
        assertEquals(4, result.comparisons(), "a build that fails is no comparison");
        Bisection.Step skipped = result.steps().getFirst();
        assertEquals(Finding.UNBUILDABLE, skipped.outcome().finding());
        assertTrue(skipped.outcome().summary().startsWith("does not build: "), skipped.outcome().summary());
        String console = printed.toString(StandardCharsets.UTF_8);
        assertTrue(console.contains(revision(7).shortCommit() + " UNBUILDABLE: does not build: ./build.sh"), console);
    }

    @Test
    void aCommitThatDoesNotBuildRightBeforeTheFirstBadOneLeavesBothInDoubt() {
        Bisection.Result result = search(history(16), new Fake(10, Set.of(9), Map.of()));

        assertEquals(Bisection.Status.UNDECIDED, result.status());
        assertEquals(List.of("c9", "c10"), result.inDoubt().stream().map(Revision::subject).toList());
        assertTrue(result.conclusion().contains("does not build"), result.conclusion());
    }

    @Test
    void anUndecidedStepIsMeasuredAgainUpToTheRepeatsThenTheRangeStillInDoubtIsReported() {
        // c8 never decides: INVALID, then INCONCLUSIVE, then a pass too near its threshold.
        Fake runner = new Fake(12, Set.of(), Map.of(8, List.of(Finding.UNDECIDED, Finding.UNDECIDED, Finding.UNDECIDED)));

        Bisection.Result result = search(history(16), 20, 2, runner);

        assertEquals(Bisection.Status.UNDECIDED, result.status());
        assertEquals(List.of("c8#1", "c8#2", "c8#3"), runner.ran, "the first step's revision, three times, nothing more");
        assertEquals(16, result.inDoubt().size(), "nothing was decided: the whole history is in doubt");
        assertTrue(result.conclusion().contains("stayed undecided after 3 comparison(s) (--repeats 2)"), result.conclusion());
        assertTrue(result.firstBadCommit().isEmpty());
    }

    @Test
    void aRepeatThatDecidesLetsTheSearchGoOn() {
        Fake runner = new Fake(12, Set.of(), Map.of(8, List.of(Finding.UNDECIDED)));

        Bisection.Result result = search(history(16), runner);

        assertEquals("c12", result.firstBadCommit().orElseThrow().subject());
        assertEquals(List.of("c8#1", "c8#2"), runner.ran.subList(0, 2));
        assertEquals(5, result.comparisons(), "four halvings and one repeat");
        assertEquals(2, result.steps().get(1).attempt());
    }

    @Test
    void aRangeNarrowedBeforeAnUndecidedStepIsReportedAsNarrowed() {
        Fake runner = new Fake(12, Set.of(), Map.of(10, List.of(Finding.UNDECIDED, Finding.UNDECIDED)));

        Bisection.Result result = search(history(16), runner);

        assertEquals(Bisection.Status.UNDECIDED, result.status());
        assertEquals(List.of("c9", "c10", "c11", "c12"), result.inDoubt().stream().map(Revision::subject).toList());
    }

    @Test
    void theBudgetStopsTheSearchWithTheRangeStillInDoubt() {
        Bisection.Result result = search(history(32), 3, 1, new Fake(20));

        assertEquals(Bisection.Status.UNDECIDED, result.status());
        assertEquals(3, result.comparisons());
        assertEquals(4, result.inDoubt().size(), "three halvings of 32");
        assertTrue(result.conclusion().contains("budget of 3 comparisons (--max-steps) is spent"), result.conclusion());
    }

    @Test
    void oneCommitIsTheBadRevisionItselfMeasuredOnce() {
        Bisection.Result result = search(history(1), new Fake(1));

        assertEquals("c1", result.firstBadCommit().orElseThrow().subject());
        assertEquals(1, result.comparisons());
    }
}
