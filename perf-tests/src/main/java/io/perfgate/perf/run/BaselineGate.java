package io.perfgate.perf.run;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.report.Comparison;
import io.perfgate.perf.report.Comparisons;
import io.perfgate.perf.report.ReportFiles;
import io.perfgate.perf.report.ReportInput;
import io.perfgate.perf.report.Reports;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Gate;
import io.perfgate.perf.verdict.ScenarioVerdict;
import io.perfgate.perf.verdict.Thresholds;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The gate as the suite uses it: compares each (variant, scenario) with its committed baseline (or, with
 * {@code -Dperf.baseline.update=true}, writes the run as the new baseline) or, in an A/B run, with the
 * reference build measured beside it; remembers every run and verdict, and writes the reports once at the end.
 * The reports chart only this build's runs: the reference's numbers appear as the comparison's baseline column.
 */
public final class BaselineGate {
    private final BaselineStore store;
    private final Thresholds thresholds;
    private final boolean update;
    private final PrintStream out;
    private final List<ScenarioRun> runs = new ArrayList<>();
    private final List<Comparison> comparisons = new ArrayList<>();
    private final Set<String> abKinds = new LinkedHashSet<>();

    private BaselineGate(BaselineStore store, Thresholds thresholds, boolean update, PrintStream out) {
        this.store = store;
        this.thresholds = thresholds;
        this.update = update;
        this.out = out;
    }

    /**
     * The store and thresholds named by the system properties ({@code perf.baseline.dir},
     * {@code perf.baseline.update}).
     *
     * @throws io.perfgate.perf.verdict.ThresholdsException the thresholds file is malformed
     */
    public static BaselineGate fromSystemProperties(PrintStream out) {
        BaselineStore store = BaselineStore.fromSystemProperties();
        return new BaselineGate(store, Thresholds.load(store.thresholdsFile()), BaselineStore.updateRequested(), out);
    }

    /**
     * @throws org.opentest4j.AssertionFailedError            on a regression, with the verdict table
     * @throws io.perfgate.perf.verdict.InvalidRunException    on an invalid measurement (a harness problem)
     * @throws io.perfgate.perf.baseline.BaselineException     the baseline file exists but cannot be used
     */
    public synchronized void check(ScenarioRun run) {
        // In update mode the old baseline is not consulted: the run becomes the reference.
        Optional<Baseline> baseline = update ? Optional.empty() : store.read(run.variant(), run.scenario());
        ScenarioVerdict verdict = Gate.check(run, baseline, thresholds);
        record(run, verdict);
        if (update && !verdict.failed()) {
            Path written = store.write(run);
            out.println("[perf] baseline written: " + written + " (review the diff and commit it)");
        }
        verdict.assertPassed();
    }

    /**
     * The A/B gate: the candidate against the reference measured beside it decides ({@link Gate#checkPaired});
     * a committed baseline, if any, is compared too and printed for information only: it never fails the build.
     *
     * @throws org.opentest4j.AssertionFailedError         on a regression against the reference, with the verdict table
     * @throws io.perfgate.perf.verdict.InvalidRunException invalid trials on either side (a harness problem)
     * @throws IllegalStateException                       in update mode: baselines are written from plain runs
     */
    public synchronized void check(AbRun ab) {
        if (update) {
            throw new IllegalStateException("-Dperf.baseline.update=true writes baselines from a plain run: drop -Dperf.reference");
        }
        ScenarioRun run = ab.candidate();
        try {
            ScenarioVerdict information = Gate.check(run, store.read(run.variant(), run.scenario()), thresholds);
            // Measured 2026-11-22: in an A/B run both sides of 11 of 12 pairs ran 6-45% slower than the plain run
            // that wrote the baselines 20 minutes before (two servers alternating on one CPU, and the VM's drift),
            // A and B within a few percent of each other. Hence the warning: this comparison is not like for like.
            out.println("[perf] for information only (the A/B comparison below decides): " + run.variant() + " / "
                    + run.scenario() + " against the committed baseline: " + information.outcome()
                    + " (the baseline came from a plain run; absolute numbers of an A/B run, where two servers take"
                    + " turns on one CPU, are not like for like with it)");
            out.print(information.toText().indent(4));
        } catch (RuntimeException unusable) {
            out.println("[perf] for information only: the committed baseline of " + run.variant() + " / " + run.scenario()
                    + " cannot be used: " + unusable.getMessage());
        }
        ScenarioVerdict verdict = Gate.checkPaired(run, ab.reference(), thresholds, ab.referenceName());
        abKinds.add(ab.comparisonKind());
        record(run, verdict);
        verdict.assertPassed();
    }

    /** Keeps the run and its verdict for the reports, and prints the verdict table. */
    private void record(ScenarioRun run, ScenarioVerdict verdict) {
        runs.add(run);
        comparisons.addAll(Comparisons.of(verdict));
        out.print(verdict.toText());
    }

    /** Writes the summary, the github-action-benchmark files, the HTML report and the local history. */
    public synchronized Optional<ReportFiles> writeReports() {
        if (runs.isEmpty()) {
            out.println("[perf] no (variant, scenario) completed: no report written");
            return Optional.empty();
        }
        String kind = !abKinds.isEmpty() ? String.join("; ", abKinds)
                : update ? "nothing: this run wrote the baselines" : "committed baselines (" + store.directory() + ")";
        return Optional.of(Reports.writeAll(new ReportInput(runs, comparisons, kind), Reports.defaultDirectory()));
    }
}
