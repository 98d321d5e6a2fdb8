package io.perfgate.perf.run;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.config.GateSettings;
import io.perfgate.perf.profile.Difference;
import io.perfgate.perf.profile.ProfileFiles;
import io.perfgate.perf.profile.ProfileSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.Sequential;
import io.perfgate.perf.report.Comparison;
import io.perfgate.perf.report.Comparisons;
import io.perfgate.perf.report.ReportFiles;
import io.perfgate.perf.report.ReportInput;
import io.perfgate.perf.report.Reports;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Gate;
import io.perfgate.perf.verdict.ScenarioVerdict;
import io.perfgate.perf.verdict.Settlement;
import io.perfgate.perf.verdict.Thresholds;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The gate as the suite uses it: judges each measured (variant, scenario) against what it is compared with
 * ({@link ComparandPicker}: the reference build measured beside it, or else its committed baseline; with
 * {@code -Dperf.baseline.update=true} nothing, and the runs become the new baseline), remembers every run and
 * verdict, and writes the reports once at the end. The reports chart only this build's runs: the reference's
 * numbers appear as the comparison's baseline column and its trials beside this build's in the A/B view.
 *
 * <p>In update mode a pair's baseline is written from all its boots ({@link PerfSuite.Pair#boots()}) at once,
 * when the last one has been judged, and not at all when any boot was invalid, failed or never reached the gate.
 * The reports chart the first boot of each pair that reached the gate; every boot's results are in the results
 * directory.
 */
public final class SuiteGate {
    private final BaselineStore store;
    private final ComparandPicker comparands;
    private final Thresholds thresholds;
    private final GateSettings settings;
    private final PrintStream out;
    private final List<ScenarioRun> runs = new ArrayList<>();
    private final List<Comparison> comparisons = new ArrayList<>();
    /** The references of the A/B pairs judged, in order: the reports name each once. */
    private final List<Measured.Reference> abReferences = new ArrayList<>();
    /** What the reports draw beside each reported run: the reference's trials (A/B) or the baseline's. */
    private final Map<PairId, ScenarioRun> references = new HashMap<>();
    private final Map<PairId, Baseline> baselines = new HashMap<>();
    /** The pairs whose run the reports already have: one run per pair. */
    private final Set<PairId> reported = new HashSet<>();
    /** Update mode: each pair's boots so far, in order of the pairs' first boot. */
    private final Map<PairId, Boots> boots = new LinkedHashMap<>();

    /** One pair's boots in update mode: the runs so far by boot, and why its baseline will not be written, if so. */
    private static final class Boots {
        final int expected;
        final SortedMap<Integer, ScenarioRun> runs = new TreeMap<>();
        String unwritten;
        boolean written;

        Boots(int expected) {
            this.expected = expected;
        }

        /** The boots before {@code boot} that never reached the gate (their run threw). */
        List<Integer> missingBefore(int boot) {
            return IntStream.range(1, boot).filter(k -> !runs.containsKey(k)).boxed().toList();
        }
    }

    private SuiteGate(BaselineStore store, Thresholds thresholds, GateSettings settings, PrintStream out) {
        this.store = store;
        this.comparands = new ComparandPicker(store, settings.update(), settings.strict());
        this.thresholds = thresholds;
        this.settings = settings;
        this.out = out;
    }

    /**
     * Reads the thresholds file first, so that a broken one fails before any server boots.
     *
     * @throws io.perfgate.perf.verdict.ThresholdsException the thresholds file is malformed
     */
    public static SuiteGate open(GateSettings settings, PrintStream out) {
        BaselineStore store = BaselineStore.at(settings.baselineDir());
        return new SuiteGate(store, Thresholds.load(store.thresholdsFile()), settings, out);
    }

    /**
     * How this gate judges an A/B scenario while it is measured ({@link PerfSuite#run(PerfSuite.Pair, Sequential)}), with
     * the same thresholds as its final verdict: at its looks, so that the suite stops measuring it once its verdict is
     * settled (unless {@code perf.gate.sequential=false}), and after them, whether its boot pairs disagree, so that the
     * suite measures more ({@link io.perfgate.perf.protocol.MoreBootPairs}).
     */
    public Sequential sequential() {
        boolean looks = settings.sequential();
        return new Sequential() {
            @Override
            public Settlement settlement(ScenarioRun run, Comparand.SameRunReference reference) {
                return looks ? Gate.settlement(run, reference, thresholds) : Sequential.NONE.settlement(run, reference);
            }

            @Override
            public boolean bootsDisagree(ScenarioRun run, Comparand.SameRunReference reference) {
                return Gate.judge(run, reference, thresholds).bootsDisagree();
            }
        };
    }

    /**
     * Which pairs the suite profiles after their trials ({@link PerfSuite#run(PerfSuite.Pair, Sequential, Profiling)}):
     * as {@code settings} say, a regression judged as {@link #check} judges it, with the same thresholds and comparand,
     * but without printing or remembering anything.
     */
    public Profiling profiling(ProfileSettings settings) {
        return new Profiling(settings, measured -> Gate.judge(measured.candidate(), comparands.pick(measured).comparand(),
                thresholds).outcome() == io.perfgate.perf.verdict.Outcome.REGRESSION);
    }

    /** {@link #check(PerfSuite.Pair, Measured)} of a plan with one boot. */
    public synchronized void check(Measured measured) {
        check(measured, 1, 1);
    }

    /**
     * Judges one measured pair, prints its verdict table, and in update mode collects the run as boot
     * {@code pair.boot()} of {@code pair.boots()}: with the last boot of a pair whose boots were all valid, writes
     * its new baseline.
     *
     * @throws io.perfgate.perf.verdict.GateFailure         on a regression, with the verdict table
     * @throws io.perfgate.perf.verdict.InvalidRunException on an invalid measurement, either side (a harness problem)
     * @throws io.perfgate.perf.baseline.BaselineException  the baseline file exists but cannot be used, or the new one
     *                                                      cannot be written
     * @throws IllegalArgumentException                     the run is not of {@code pair}, or that boot was judged before
     */
    public synchronized void check(PerfSuite.Pair pair, Measured measured) {
        if (!measured.candidate().pair().equals(pair.id())) {
            throw new IllegalArgumentException("the run of " + measured.candidate().pair() + " was handed in as "
                    + pair.displayName());
        }
        check(measured, pair.boot(), pair.boots());
    }

    /** {@link #check(PerfSuite.Pair, Measured)} for a caller without the plan's pairs ({@link Merge}): boot of bootCount. */
    synchronized void check(Measured measured, int boot, int bootCount) {
        judge(measured, boot, bootCount).assertPassed();
    }

    /**
     * {@link #check(Measured)} for a caller that decides itself what the verdict means (a bisection step): judges,
     * prints and remembers the run for the reports alike, and returns the verdict instead of failing on it.
     */
    public synchronized ScenarioVerdict judge(Measured measured) {
        return judge(measured, 1, 1);
    }

    private ScenarioVerdict judge(Measured measured, int boot, int bootCount) {
        ScenarioRun run = measured.candidate();
        measured.reference().ifPresent(reference -> showCommittedBaseline(run));
        ComparandPicker.Pick pick = comparands.pick(measured);
        ScenarioVerdict verdict = Gate.judge(run, pick.comparand(), thresholds);
        if (reported.add(run.pair())) {
            runs.add(run);
            comparisons.addAll(Comparisons.of(verdict));
            measured.reference().ifPresent(r -> {
                references.put(run.pair(), r.run());
                abReferences.add(r);
            });
            pick.baseline().ifPresent(b -> baselines.put(run.pair(), b));
        }
        out.print(verdict.toText());
        if (settings.update()) {
            collect(run, verdict, boot, bootCount);
        }
        return verdict;
    }

    /** Update mode: keeps the boot, and writes the pair's baseline once all its boots are in and valid. */
    private void collect(ScenarioRun run, ScenarioVerdict verdict, int boot, int bootCount) {
        Boots pair = boots.computeIfAbsent(run.pair(), id -> new Boots(bootCount));
        if (pair.expected != bootCount || pair.runs.containsKey(boot)) {
            throw new IllegalArgumentException("boot " + boot + " of " + bootCount + " of " + run.pair()
                    + " does not fit the boots judged so far: " + pair.runs.keySet() + " of " + pair.expected);
        }
        List<Integer> missing = pair.missingBefore(boot);
        pair.runs.put(boot, run);
        if (pair.unwritten == null) {
            if (!missing.isEmpty()) {
                notWritten(run.pair(), pair, boots(missing, bootCount) + " did not complete (see that test's error)");
            } else if (verdict.failed()) {
                notWritten(run.pair(), pair, boots(List.of(boot), bootCount) + " is " + verdict.outcome()
                        + (verdict.notes().isEmpty() ? "" : " (" + verdict.notes().getFirst() + ")"));
            }
        }
        if (pair.unwritten == null && pair.runs.size() == pair.expected) {
            List<ScenarioRun> all = List.copyOf(pair.runs.values());
            Path written;
            try {
                written = store.write(all);
            } catch (RuntimeException e) {
                notWritten(run.pair(), pair, "its boots cannot be written as one baseline: " + e.getMessage());
                throw e;
            }
            pair.written = true;
            out.println("[perf] baseline written: " + written + " (" + count(all.size(), "boot") + " × "
                    + count(all.getFirst().trials().size(), "trial") + "; review the diff and commit it)");
        }
    }

    private void notWritten(PairId id, Boots pair, String why) {
        pair.unwritten = why;
        out.println("[perf] baseline of " + id + " NOT written: " + why + "; its committed file is unchanged; fix the "
                + "problem and run the update again");
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** {@code boot 2 of 3}, {@code boots 2, 3 of 3} */
    private static String boots(List<Integer> which, int of) {
        return (which.size() == 1 ? "boot " : "boots ")
                + which.stream().map(String::valueOf).collect(Collectors.joining(", ")) + " of " + of;
    }

    /**
     * Update mode, at the end: the pairs whose baseline was not written, and why; a boot that never reached the
     * gate (its run threw) is only noticed here when it was a pair's last.
     */
    void reportUnwrittenBaselines() {
        List<String> unwritten = new ArrayList<>();
        for (Map.Entry<PairId, Boots> entry : boots.entrySet()) {
            Boots pair = entry.getValue();
            if (pair.written) {
                continue;
            }
            String why = pair.unwritten != null ? pair.unwritten
                    : boots(pair.missingBefore(pair.expected + 1), pair.expected) + " did not complete";
            unwritten.add(entry.getKey() + " (" + why + ")");
        }
        if (!unwritten.isEmpty()) {
            out.println("[perf] baselines NOT written, their committed files unchanged: " + String.join(", ", unwritten));
        }
    }

    /**
     * In an A/B run the committed baseline, if any, is compared too and printed for information only: the
     * absolute numbers of an A/B run, where two servers share one CPU, are not like for like with a
     * plain run's (docs/evidence/ab-gate.md), so it never fails the build.
     */
    private void showCommittedBaseline(ScenarioRun run) {
        try {
            ScenarioVerdict information = Gate.judge(run, comparands.committedBaseline(run.pair()), thresholds);
            out.println("[perf] for information only (the A/B comparison below decides): " + run.pair()
                    + " against the committed baseline: " + information.outcome()
                    + " (the baseline came from a plain run; absolute numbers of an A/B run, where two servers"
                    + " share one CPU, are not like for like with it)");
            out.print(information.toText().indent(4));
        } catch (RuntimeException unusable) {
            out.println("[perf] for information only: the committed baseline of " + run.pair()
                    + " cannot be used: " + unusable.getMessage());
        }
    }

    /**
     * Writes the summary, the github-action-benchmark files and the HTML report to {@code dir} (a run's: its workspace's
     * {@code reports()}), and the run to the local history.
     */
    public synchronized Optional<ReportFiles> writeReports(Path dir) {
        return writeReports(dir, Optional.empty());
    }

    /**
     * {@link #writeReports(Path)} with the profiles of {@code results} ({@code <results>/profiles/}, {@link ProfileFiles})
     * of the pairs this gate judged: each read from its recordings now; one that cannot be read is said and left out.
     */
    public synchronized Optional<ReportFiles> writeReports(Path dir, Path results) {
        return writeReports(dir, Optional.of(results));
    }

    private Optional<ReportFiles> writeReports(Path dir, Optional<Path> results) {
        reportUnwrittenBaselines();
        if (runs.isEmpty()) {
            out.println("[perf] no (variant, scenario) completed: no report written");
            return Optional.empty();
        }
        String kind = !abReferences.isEmpty() ? Measured.Reference.comparisonKind(abReferences)
                : settings.update() ? "nothing: this run wrote the baselines" : "committed baselines (" + store.directory() + ")";
        Map<PairId, Difference> profiles = new HashMap<>();
        results.ifPresent(r -> readProfiles(r, profiles));
        return Optional.of(Reports.writeAll(new ReportInput(runs, comparisons, kind, references, baselines, profiles), dir,
                settings.historyFile()));
    }

    private void readProfiles(Path results, Map<PairId, Difference> profiles) {
        for (Path profile : ProfileFiles.all(results)) {
            try {
                Difference difference = Difference.read(profile);
                // A results directory outlives runs: a profile recorded before its pair's run started is an earlier run's.
                Optional<ScenarioRun> run = runs.stream().filter(r -> r.pair().equals(difference.pair())).findFirst();
                if (run.isPresent() && !difference.recorded().recordedAt().isBefore(run.get().startedAt())) {
                    profiles.put(difference.pair(), difference);
                    out.println("[perf] profile of " + difference.pair() + " read from " + profile);
                }
            } catch (RuntimeException e) {
                out.println("[perf] WARNING: the profile in " + profile + " is left out of the reports: " + e.getMessage());
            }
        }
    }
}
