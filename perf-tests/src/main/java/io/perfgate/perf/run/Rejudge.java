package io.perfgate.perf.run;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Gate;
import io.perfgate.perf.verdict.MetricVerdict;
import io.perfgate.perf.verdict.Outcome;
import io.perfgate.perf.verdict.ScenarioVerdict;
import io.perfgate.perf.verdict.Thresholds;

import org.apache.commons.statistics.distribution.BetaDistribution;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Judges saved result files again against a baselines directory, with the gate itself ({@link Gate#judge}):
 * how the studies in docs/evidence/ count false alarms and detections over many runs, and how a team
 * sees what other thresholds (a copy of the directory with another {@code thresholds.json}) would have
 * decided on runs it already has. A result of an A/B run (its reference's file of the same name in a
 * {@code reference/} directory beside it) is judged against that reference, as the A/B gate did, with the
 * directory's thresholds. Prints one line per verdict and a summary with the failing share's 95% interval;
 * never measures anything.
 *
 * <p>Usage: {@code Rejudge BASELINE_DIR RESULTS...}, each RESULTS a result file or a directory searched for
 * {@code <variant>__<scenario>.json} files (as {@code perf-tests/target/perf-results/} and
 * {@code benchmarks/gate-study/repeat.sh} write them; a {@code reference/} subdirectory is left out).
 */
public final class Rejudge {
    private Rejudge() {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: Rejudge BASELINE_DIR RESULTS...  (result files, or directories holding them)");
            System.exit(2);
        }
        System.exit(run(Path.of(args[0]), List.of(args).subList(1, args.length).stream().map(Path::of).toList(),
                System.out) ? 0 : 1);
    }

    /** The A/B reference the plan of the run that wrote the files of {@code dir} names; empty without a plan. */
    private static Optional<RunPlan.Reference> plannedReference(Path dir) {
        return Files.isRegularFile(dir.resolve(RunPlan.FILE)) ? RunPlan.read(dir).reference() : Optional.empty();
    }

    /**
     * The result file's run and, when an A/B run left its reference's file of the same name in {@code reference/}
     * beside it, that reference, in the order the run's plan says. Without a plan the order is not known: the sides
     * are taken to have run in turns (ABBA), where no disturbed trial is judged, for only whether they ran together
     * (lockstep or duet) matters to the gate.
     */
    static Measured measured(Path file, Map<Path, Optional<RunPlan.Reference>> plans) {
        ScenarioRun run = ResultFiles.read(file);
        Path reference = file.resolveSibling("reference").resolve(file.getFileName());
        if (!Files.isRegularFile(reference)) {
            return new Measured(run, Optional.empty());
        }
        int pairs = Math.max(1, run.trials().size());
        TrialOrder order = plans.computeIfAbsent(file.toAbsolutePath().getParent(), Rejudge::plannedReference)
                .map(r -> r.orderOf(pairs)).orElseGet(() -> TrialOrder.of(TrialOrder.Kind.ABBA, 0, pairs));
        return new Measured(run, Optional.of(new Measured.Reference(ResultFiles.read(reference), "reference " + reference,
                order)));
    }

    /**
     * @return whether every verdict passed (no REGRESSION, no INVALID)
     * @throws IllegalArgumentException a RESULTS path that does not exist, or no result file at all
     */
    static boolean run(Path baselineDir, List<Path> results, PrintStream out) {
        BaselineStore store = BaselineStore.at(baselineDir);
        Thresholds thresholds = Thresholds.load(store.thresholdsFile());
        // A re-judge writes no baseline, and judges another machine class's time metrics as the gate does by default.
        ComparandPicker comparands = new ComparandPicker(store, false, false);
        List<Path> files = resultFiles(results);
        Map<Outcome, Integer> counts = new TreeMap<>();
        Map<Metric, List<Double>> detectable = new TreeMap<>();
        Map<Path, Optional<RunPlan.Reference>> plans = new HashMap<>();
        boolean passed = true;
        int failing = 0;
        for (Path file : files) {
            Measured measured = measured(file, plans);
            ScenarioVerdict verdict = Gate.judge(measured.candidate(), comparands.pick(measured).comparand(), thresholds);
            counts.merge(verdict.outcome(), 1, Integer::sum);
            passed &= !verdict.failed();
            failing += verdict.failed() ? 1 : 0;
            List<String> moved = new ArrayList<>();
            for (MetricVerdict row : verdict.metrics()) {
                if (row.outcome() == Outcome.REGRESSION || row.outcome() == Outcome.IMPROVEMENT) {
                    moved.add(row.metric().id() + " " + String.format(Locale.ROOT, "%+.1f%%", row.relativeChange() * 100)
                            + " " + row.outcome().label());
                }
                if (!Double.isNaN(row.detectable())) {
                    detectable.computeIfAbsent(row.metric(), m -> new ArrayList<>()).add(row.detectable());
                }
            }
            out.println(file + ": " + verdict.pair() + ": " + verdict.outcome() + (moved.isEmpty() ? "" : " (" + String.join(", ", moved) + ")"));
        }
        double[] interval = clopperPearson(failing, files.size());
        out.println(files.size() + " verdicts: " + counts + String.format(Locale.ROOT,
                "; failing %d of %d = %.1f%% (95%% interval %.1f-%.1f%%, Clopper-Pearson)", failing, files.size(),
                100.0 * failing / files.size(), 100 * interval[0], 100 * interval[1]));
        out.println(String.format(Locale.ROOT, "%-26s %6s %9s %9s %9s", "detectable (%)", "rows", "min", "median", "max"));
        detectable.forEach((metric, values) -> {
            List<Double> sorted = values.stream().sorted().toList();
            double sign = metric.direction() == Direction.SMALLER_IS_BETTER ? 100 : -100;
            out.println(String.format(Locale.ROOT, "%-26s %6d %+9.1f %+9.1f %+9.1f", metric.id(), sorted.size(),
                    sign * sorted.getFirst(), sign * sorted.get(sorted.size() / 2), sign * sorted.getLast()));
        });
        return passed;
    }

    /** The exact (Clopper-Pearson) two-sided 95% interval of a binomial proportion {@code k} of {@code n}. */
    static double[] clopperPearson(int k, int n) {
        double lower = k == 0 ? 0 : BetaDistribution.of(k, n - k + 1.0).inverseCumulativeProbability(0.025);
        double upper = k == n ? 1 : BetaDistribution.of(k + 1.0, n - k).inverseCumulativeProbability(0.975);
        return new double[] {lower, upper};
    }

    static List<Path> resultFiles(List<Path> results) {
        List<Path> files = new ArrayList<>();
        for (Path path : results) {
            if (Files.isRegularFile(path)) {
                files.add(path);
            } else if (Files.isDirectory(path)) {
                try (Stream<Path> found = Files.walk(path)) {
                    found.filter(p -> p.getFileName().toString().matches("[A-Za-z0-9._-]+__[A-Za-z0-9._-]+\\.json"))
                            .filter(p -> !path.relativize(p).toString().contains("reference"))
                            .sorted().forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException("could not list " + path, e);
                }
            } else {
                throw new IllegalArgumentException("no such result file or directory: " + path);
            }
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no result files (<variant>__<scenario>.json) in " + results);
        }
        return files;
    }
}
