package io.perfgate.perf.run;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.config.GateSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.report.Comparison;
import io.perfgate.perf.report.Comparisons;
import io.perfgate.perf.report.ReportFiles;
import io.perfgate.perf.report.ReportInput;
import io.perfgate.perf.report.Reports;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
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
 * The gate as the suite uses it: judges each measured (variant, scenario) against what it is compared with
 * (the reference build measured beside it, or else its committed baseline; with
 * {@code -Dperf.baseline.update=true} nothing, and the run becomes the new baseline), remembers every run and
 * verdict, and writes the reports once at the end. The reports chart only this build's runs: the reference's
 * numbers appear as the comparison's baseline column.
 */
public final class SuiteGate {
    private final BaselineStore store;
    private final Thresholds thresholds;
    private final GateSettings settings;
    private final PrintStream out;
    private final List<ScenarioRun> runs = new ArrayList<>();
    private final List<Comparison> comparisons = new ArrayList<>();
    private final Set<String> abKinds = new LinkedHashSet<>();

    private SuiteGate(BaselineStore store, Thresholds thresholds, GateSettings settings, PrintStream out) {
        this.store = store;
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
     * Judges one measured pair, prints its verdict table, and in update mode writes the new baseline.
     *
     * @throws org.opentest4j.AssertionFailedError         on a regression, with the verdict table
     * @throws io.perfgate.perf.verdict.InvalidRunException on an invalid measurement, either side (a harness problem)
     * @throws io.perfgate.perf.baseline.BaselineException  the baseline file exists but cannot be used
     */
    public synchronized void check(Measured measured) {
        ScenarioRun run = measured.candidate();
        Comparand comparand;
        if (measured.reference().isPresent()) {
            Measured.Reference reference = measured.reference().get();
            showCommittedBaseline(run);
            abKinds.add(reference.comparisonKind());
            comparand = Comparand.sameRun(reference.run(), reference.name());
        } else {
            // In update mode the old baseline is not consulted: the run becomes the reference.
            comparand = Comparand.baseline(settings.update() ? Optional.empty() : store.read(run.pair()), settings.strict());
        }
        ScenarioVerdict verdict = Gate.judge(run, comparand, thresholds);
        runs.add(run);
        comparisons.addAll(Comparisons.of(verdict));
        out.print(verdict.toText());
        if (settings.update() && !verdict.failed()) {
            Path written = store.write(run);
            out.println("[perf] baseline written: " + written + " (review the diff and commit it)");
        }
        verdict.assertPassed();
    }

    /**
     * In an A/B run the committed baseline, if any, is compared too and printed for information only: the
     * absolute numbers of an A/B run, where two servers take turns on one CPU, are not like for like with a
     * plain run's (baselines/README.md), so it never fails the build.
     */
    private void showCommittedBaseline(ScenarioRun run) {
        try {
            ScenarioVerdict information = Gate.judge(run, Comparand.baseline(store.read(run.pair()),
                    settings.strict()), thresholds);
            out.println("[perf] for information only (the A/B comparison below decides): " + run.pair()
                    + " against the committed baseline: " + information.outcome()
                    + " (the baseline came from a plain run; absolute numbers of an A/B run, where two servers take"
                    + " turns on one CPU, are not like for like with it)");
            out.print(information.toText().indent(4));
        } catch (RuntimeException unusable) {
            out.println("[perf] for information only: the committed baseline of " + run.pair()
                    + " cannot be used: " + unusable.getMessage());
        }
    }

    /** Writes the summary, the github-action-benchmark files, the HTML report and the local history. */
    public synchronized Optional<ReportFiles> writeReports() {
        if (runs.isEmpty()) {
            out.println("[perf] no (variant, scenario) completed: no report written");
            return Optional.empty();
        }
        String kind = !abKinds.isEmpty() ? String.join("; ", abKinds)
                : settings.update() ? "nothing: this run wrote the baselines" : "committed baselines (" + store.directory() + ")";
        return Optional.of(Reports.writeAll(new ReportInput(runs, comparisons, kind), Reports.defaultDirectory(),
                settings.historyFile()));
    }
}
