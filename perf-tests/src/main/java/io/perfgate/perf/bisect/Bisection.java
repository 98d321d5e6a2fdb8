package io.perfgate.perf.bisect;

import io.perfgate.perf.protocol.Progress;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The search for the first bad commit of a {@link History}: a binary search over its commits, each step one A/B
 * comparison of a revision with the good revision ({@link StepRunner}). The good revision is taken as good and the bad
 * one as bad, as given; the search keeps the last revision known good and the first known bad, and measures the
 * revision halfway between them, so that n commits take ceil(log2 n) comparisons when every step decides.
 *
 * <p>What real histories add. A revision that does not build is skipped and the nearest untried one between the two
 * bounds is measured instead (the skipped one stays in the range in doubt when the search closes in on it). A
 * comparison that cannot tell (INVALID, INCONCLUSIVE, a pass too near its threshold, a failed run) is measured again,
 * at most {@link Limits#repeats()} more times; still undecided, the search stops and reports the range still in doubt:
 * it never takes a half on a guess. Every comparison counts against {@link Limits#maxComparisons()}; a build that fails
 * does not. When the search ends on the bad revision, which it never measured, it measures it once to confirm it (and
 * to show its verdict); a bad revision that then passes means the regression is not in this history.
 */
public final class Bisection {
    /** One comparison of a revision with the good revision; see {@link StepOutcome} for what it may find. */
    @FunctionalInterface
    public interface StepRunner {
        /**
         * Builds {@code revision} and compares it with the good revision once. A revision that does not build and a
         * comparison that fails are outcomes ({@link StepOutcome#unbuildable}, {@link StepOutcome#failed}), not
         * exceptions.
         *
         * @param step    the step's number, from 1, as the progress lines and reports name it
         * @param attempt 1 for the first comparison of this revision, then 2, ... for its repeats
         */
        StepOutcome run(int step, Revision revision, int attempt);
    }

    /**
     * @param maxComparisons the comparisons the search may run in all, repeats and the confirmation of the bad revision
     *                       included (builds that fail are not comparisons)
     * @param repeats        how many more times an undecided comparison of one revision is run before the search stops
     */
    public record Limits(int maxComparisons, int repeats) {
        /** Room for a clean search, the confirmation of the bad revision and three repeats. */
        public static final int SPARE_COMPARISONS = 4;
        public static final int DEFAULT_REPEATS = 1;

        public Limits {
            if (maxComparisons < 1) {
                throw new IllegalArgumentException("--max-steps must be at least 1, actual: " + maxComparisons);
            }
            if (repeats < 0) {
                throw new IllegalArgumentException("--repeats must be 0 or more, actual: " + repeats);
            }
        }

        /** ceil(log2 n) comparisons for n commits, plus {@link #SPARE_COMPARISONS}. */
        public static int defaultMaxComparisons(int commits) {
            return cleanSearch(commits) + SPARE_COMPARISONS;
        }

        /** The comparisons a search of {@code commits} takes when every step decides: ceil(log2 n). */
        public static int cleanSearch(int commits) {
            return commits <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(commits - 1);
        }
    }

    /** One step as it ran: which revision, which attempt of it, what it found and how long it took (build included). */
    public record Step(int number, Revision revision, int attempt, StepOutcome outcome, Duration wallTime) {
        public Step {
            Objects.requireNonNull(revision, "revision");
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(wallTime, "wallTime");
        }
    }

    /** How a search ended. */
    public enum Status {
        /** The first bad commit is named: every older commit of the history up to it passed or is the good one. */
        FOUND,
        /** The search stopped with more than one commit in doubt (undecided, unbuildable, or the budget spent). */
        UNDECIDED,
        /** The bad revision itself passed against the good one: this history holds no such regression. */
        NOT_REPRODUCED
    }

    /**
     * @param lastGood   index into {@code history.commits()} of the newest revision known good; -1: the good revision
     * @param firstBad   index of the oldest revision known (or, for the bad revision unless confirmed, given) bad
     * @param conclusion one or two sentences: what was found, or why the search stopped and what to do
     * @param wallTime   the search's own time, every step's build and comparison included
     */
    public record Result(History history, Status status, int lastGood, int firstBad, List<Step> steps, String conclusion,
                         Duration wallTime) {
        public Result {
            Objects.requireNonNull(history, "history");
            Objects.requireNonNull(status, "status");
            Objects.requireNonNull(conclusion, "conclusion");
            Objects.requireNonNull(wallTime, "wallTime");
            steps = List.copyOf(steps);
            if (lastGood < -1 || firstBad <= lastGood || firstBad >= history.commits().size()) {
                throw new IllegalArgumentException("required -1 <= lastGood < firstBad < " + history.commits().size()
                        + ", actual lastGood " + lastGood + ", firstBad " + firstBad);
            }
        }

        public Optional<Revision> firstBadCommit() {
            return status == Status.FOUND ? Optional.of(history.commits().get(firstBad)) : Optional.empty();
        }

        /** The commits one of which is the first bad one, oldest first; empty when the bad revision did not reproduce. */
        public List<Revision> inDoubt() {
            return status == Status.NOT_REPRODUCED ? List.of() : history.commits().subList(lastGood + 1, firstBad + 1);
        }

        /** The last step that found the first bad commit regressed: its verdict is the one to show. */
        public Optional<Step> firstBadStep() {
            return firstBadCommit().flatMap(bad -> steps.reversed().stream()
                    .filter(s -> s.revision().equals(bad) && s.outcome().finding() == StepOutcome.Finding.REGRESSED)
                    .findFirst());
        }

        public long comparisons() {
            return steps.stream().filter(s -> s.outcome().finding() != StepOutcome.Finding.UNBUILDABLE).count();
        }
    }

    private final History history;
    private final Limits limits;
    private final StepRunner runner;
    private final PrintStream out;
    private final LongSupplier nanoTime;
    private final List<Step> steps = new ArrayList<>();
    private final Set<Integer> skipped = new HashSet<>();
    private int comparisons;

    private Bisection(History history, Limits limits, StepRunner runner, PrintStream out, LongSupplier nanoTime) {
        this.history = history;
        this.limits = limits;
        this.runner = runner;
        this.out = out;
        this.nanoTime = nanoTime;
    }

    /** Searches {@code history}, printing one line per step to {@code out}. */
    public static Result run(History history, Limits limits, StepRunner runner, PrintStream out) {
        return run(history, limits, runner, out, System::nanoTime);
    }

    static Result run(History history, Limits limits, StepRunner runner, PrintStream out, LongSupplier nanoTime) {
        return new Bisection(history, limits, runner, out, nanoTime).search();
    }

    /** What measuring one revision came to: a finding, or why the search must stop there. */
    private record Measure(StepOutcome.Finding finding, String stop) {
    }

    private Result search() {
        long start = nanoTime.getAsLong();
        List<Revision> commits = history.commits();
        int lastGood = -1;
        int firstBad = commits.size() - 1;
        out.println("[bisect] " + commits.size() + " commit(s) after good " + history.good().describe() + " up to bad "
                + history.bad().describe() + " (first parents only): about " + Limits.cleanSearch(commits.size())
                + " comparison(s), at most " + limits.maxComparisons());
        while (firstBad - lastGood > 1) {
            OptionalInt pick = pick(lastGood, firstBad);
            if (pick.isEmpty()) {
                return result(Status.UNDECIDED, lastGood, firstBad, "every revision between " + boundary(lastGood)
                        + " and " + commits.get(firstBad).shortCommit() + " does not build, so the first bad commit is one"
                        + " of them or " + commits.get(firstBad).shortCommit() + ", and no comparison can tell which", start);
            }
            int index = pick.getAsInt();
            Measure measure = measure(index);
            switch (measure.finding()) {
                case REGRESSED -> firstBad = index;
                case PASSED -> lastGood = index;
                case UNBUILDABLE -> skipped.add(index);
                case UNDECIDED -> {
                    return result(Status.UNDECIDED, lastGood, firstBad, measure.stop(), start);
                }
            }
            out.println("[bisect]   " + (firstBad - lastGood == 1 ? "the first bad commit is "
                    + commits.get(firstBad).describe() : "the first bad commit is one of " + (firstBad - lastGood)
                    + " revisions after " + boundary(lastGood) + " up to " + commits.get(firstBad).shortCommit()));
        }
        if (firstBad == commits.size() - 1) {
            // The bad revision was given, never measured: its own comparison confirms it and gives its verdict.
            out.println("[bisect] every revision before the bad one passed: measuring the bad revision itself to confirm");
            Measure confirmation = measure(firstBad);
            switch (confirmation.finding()) {
                case PASSED -> {
                    return result(Status.NOT_REPRODUCED, lastGood, firstBad, "the bad revision "
                            + commits.get(firstBad).shortCommit() + " passed against the good one: no commit of this"
                            + " history regressed on what was measured (check --bad, --variant, --scenario and --metric)", start);
                }
                case UNDECIDED, UNBUILDABLE -> {
                    return result(Status.FOUND, lastGood, firstBad, "the first bad commit is the bad revision "
                            + commits.get(firstBad).describe() + ", as given: every older one passed, but its own"
                            + " comparison did not confirm it (" + confirmation.stop() + ")", start);
                }
                case REGRESSED -> {
                }
            }
        }
        return result(Status.FOUND, lastGood, firstBad, "the first bad commit is " + commits.get(firstBad).describe()
                + ": it regressed against the good revision, and the revision before it " + (lastGood < 0
                ? "is the good one" : "(" + commits.get(lastGood).shortCommit() + ") passed"), start);
    }

    /**
     * Measures the revision at {@code index}, again while undecided, at most {@code 1 + repeats} times and within the
     * budget; a build that fails ends it at once (a rebuild of the same commit fails alike).
     */
    private Measure measure(int index) {
        Revision revision = history.commits().get(index);
        String last = "";
        for (int attempt = 1; attempt <= 1 + limits.repeats(); attempt++) {
            if (comparisons >= limits.maxComparisons()) {
                return new Measure(StepOutcome.Finding.UNDECIDED, "the budget of " + limits.maxComparisons()
                        + " comparisons (--max-steps) is spent" + (last.isEmpty() ? "" : "; " + revision.shortCommit()
                        + " was last " + last));
            }
            long start = nanoTime.getAsLong();
            int number = steps.size() + 1;
            out.println("[bisect] step " + number + ": " + revision.describe() + (attempt > 1 ? ", attempt " + attempt : "")
                    + ", against good " + history.good().shortCommit());
            StepOutcome outcome = runner.run(number, revision, attempt);
            Step step = new Step(number, revision, attempt, outcome, Duration.ofNanos(nanoTime.getAsLong() - start));
            steps.add(step);
            out.println("[bisect] step " + number + ": " + revision.shortCommit() + " " + outcome.finding() + ": "
                    + outcome.summary() + " (" + Progress.clock(step.wallTime()) + ")");
            if (outcome.finding() == StepOutcome.Finding.UNBUILDABLE) {
                return new Measure(outcome.finding(), revision.shortCommit() + " does not build");
            }
            comparisons++;
            if (outcome.finding() != StepOutcome.Finding.UNDECIDED) {
                return new Measure(outcome.finding(), "");
            }
            last = "undecided: " + outcome.summary();
        }
        return new Measure(StepOutcome.Finding.UNDECIDED, revision.describe() + " stayed undecided after "
                + (1 + limits.repeats()) + " comparison(s) (--repeats " + limits.repeats() + "): " + last);
    }

    /** The untried revision strictly between the bounds nearest their middle (above it first), if any. */
    private OptionalInt pick(int lastGood, int firstBad) {
        int middle = lastGood + (firstBad - lastGood) / 2;
        for (int offset = 0; offset < firstBad - lastGood; offset++) {
            for (int candidate : new int[]{middle + offset, middle - offset}) {
                if (candidate > lastGood && candidate < firstBad && !skipped.contains(candidate)) {
                    return OptionalInt.of(candidate);
                }
            }
        }
        return OptionalInt.empty();
    }

    private String boundary(int lastGood) {
        return (lastGood < 0 ? history.good() : history.commits().get(lastGood)).shortCommit();
    }

    private Result result(Status status, int lastGood, int firstBad, String conclusion, long start) {
        Result result = new Result(history, status, lastGood, firstBad, steps, conclusion,
                Duration.ofNanos(nanoTime.getAsLong() - start));
        out.println("[bisect] " + status + ": " + conclusion + " (" + result.comparisons() + " comparison(s), "
                + steps.size() + " step(s), " + Progress.clock(result.wallTime()) + ")");
        return result;
    }
}
