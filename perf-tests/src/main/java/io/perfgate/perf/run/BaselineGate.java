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
import java.util.List;
import java.util.Optional;

/**
 * The gate as the suite uses it: compares each (variant, scenario) with its committed baseline (or, with
 * {@code -Dperf.baseline.update=true}, writes the run as the new baseline), remembers every run and verdict,
 * and writes the reports once at the end.
 */
public final class BaselineGate {
    private final BaselineStore store;
    private final Thresholds thresholds;
    private final boolean update;
    private final PrintStream out;
    private final List<ScenarioRun> runs = new ArrayList<>();
    private final List<Comparison> comparisons = new ArrayList<>();

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
        runs.add(run);
        comparisons.addAll(Comparisons.of(verdict));
        out.print(verdict.toText());
        if (update && !verdict.failed()) {
            Path written = store.write(run);
            out.println("[perf] baseline written: " + written + " (review the diff and commit it)");
        }
        verdict.assertPassed();
    }

    /** Writes the summary, the github-action-benchmark files, the HTML report and the local history. */
    public synchronized Optional<ReportFiles> writeReports() {
        if (runs.isEmpty()) {
            out.println("[perf] no (variant, scenario) completed: no report written");
            return Optional.empty();
        }
        String kind = update ? "nothing: this run wrote the baselines" : "committed baselines (" + store.directory() + ")";
        return Optional.of(Reports.writeAll(new ReportInput(runs, comparisons, kind), Reports.defaultDirectory()));
    }
}
