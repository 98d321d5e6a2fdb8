package io.perfgate.perf.run;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.property.Defaults;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.BootSpread;
import io.perfgate.perf.stats.PairedSample;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.stats.Significance;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.verdict.Calibration;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Gate;
import io.perfgate.perf.verdict.MetricThreshold;
import io.perfgate.perf.verdict.Outcome;
import io.perfgate.perf.verdict.ScenarioVerdict;
import io.perfgate.perf.verdict.Thresholds;
import io.perfgate.perf.workspace.Workspace;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Calibrates a service from its same-build A/B runs (the same build on both sides, so the true change of every metric
 * is 0): per scenario and gated metric, how far one pair of boots moves it ({@link BootSpread#fit}), the trials' spread
 * within a boot pair, what a default A/B run can then detect and resolve, and whether that is small enough to gate. Writes
 * {@code calibration.json} into the baselines directory, beside {@code thresholds.json}, to be reviewed and committed;
 * measures nothing itself ({@code perfgate calibrate} runs the same-build runs first).
 *
 * <p>Usage: {@code Calibrate [--baselines DIR] [--gate-limit PERCENT] [--command TEXT] RESULTS...}, each RESULTS a
 * results directory of an A/B run (its {@code reference/} beside the files) or a result file; DIR defaults to the
 * baselines directory of the description {@code -Dperf.system} names.
 */
public final class Calibrate {
    private Calibrate() {
    }

    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(List.of(args));
        double limit = Calibration.DEFAULT_GATE_LIMIT_PERCENT;
        String command = "perfgate calibrate";
        Optional<Path> baselines = Optional.empty();
        try {
            for (int i = 0; i < rest.size(); ) {
                switch (rest.get(i)) {
                    case "--gate-limit" -> {
                        limit = Double.parseDouble(value(rest, i));
                        rest.subList(i, i + 2).clear();
                    }
                    case "--command" -> {
                        command = value(rest, i);
                        rest.subList(i, i + 2).clear();
                    }
                    case "--baselines" -> {
                        baselines = Optional.of(Path.of(value(rest, i)));
                        rest.subList(i, i + 2).clear();
                    }
                    default -> i++;
                }
            }
            if (rest.isEmpty()) {
                throw new IllegalArgumentException("usage: Calibrate [--baselines DIR] [--gate-limit PERCENT] [--command TEXT]"
                        + " RESULTS...  (results directories of same-build A/B runs; DIR defaults to the description's)");
            }
            Path dir = baselines.orElseGet(Calibrate::descriptionsBaselines);
            Calibration calibration = run(dir, rest.stream().map(Path::of).toList(), limit, command, System.out);
            Path file = dir.resolve(Calibration.FILE);
            Files.writeString(file, calibration.toJson(), StandardCharsets.UTF_8);
            System.out.println("written: " + file + " (review it and commit it beside thresholds.json)");
            System.exit(0);
        } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
            System.out.println("[ERROR] calibrate: " + e.getMessage());
            System.exit(2);
        }
    }

    /** The baselines directory of the description that {@code -Dperf.system} names, as the suite resolves it. */
    private static Path descriptionsBaselines() {
        Function<String, String> property = System.getProperties()::getProperty;
        SystemDescription system = SystemFile.read(
                PerfConfig.systemFile(property));
        Workspace workspace = Workspace.resolve(property, system.file());
        return PerfConfig.gate(property, system, workspace).baselineDir();
    }

    private static String value(List<String> args, int i) {
        if (i + 1 >= args.size()) {
            throw new IllegalArgumentException(args.get(i) + " needs a value");
        }
        return args.get(i + 1);
    }

    /**
     * Fits the calibration from the same-build runs in {@code results} and prints it as a table.
     *
     * @throws IllegalArgumentException no A/B result among them, or one whose two sides are not the same build
     */
    static Calibration run(Path baselineDir, List<Path> results, double gateLimitPercent, String command, PrintStream out) {
        BaselineStore store = BaselineStore.at(baselineDir);
        // The file's own thresholds, without an earlier calibration: that is what this one replaces.
        Thresholds thresholds = Files.isRegularFile(store.thresholdsFile())
                ? Thresholds.load(store.thresholdsFile()).calibrated(Calibration.NONE) : Thresholds.defaults();
        Map<Path, Optional<RunPlan.Reference>> plans = new HashMap<>();
        Map<String, Map<Metric, List<PairedSample>>> byScenario = new TreeMap<>();
        List<ScenarioRun> judged = new ArrayList<>();
        int skipped = 0;
        for (Path file : Rejudge.resultFiles(results)) {
            Measured measured = Rejudge.measured(file, plans);
            if (measured.reference().isEmpty()) {
                throw new IllegalArgumentException(file + " is not an A/B run's result (no reference/" + file.getFileName()
                        + " beside it): calibrate reads same-build A/B runs, -Dperf.reference=git:HEAD on a clean checkout");
            }
            Measured.Reference reference = measured.reference().get();
            ScenarioRun candidate = measured.candidate();
            requireSameBuild(file, reference.run(), candidate);
            boolean together = reference.order().together();
            Comparand.SameRunReference comparand = new Comparand.SameRunReference(reference.run(), reference.name(), together);
            ScenarioVerdict verdict = Gate.judge(candidate, comparand, thresholds);
            if (verdict.outcome() == Outcome.INVALID) {
                out.println("left out (invalid): " + file + ": " + String.join("; ", verdict.notes()));
                skipped++;
                continue;
            }
            judged.add(candidate);
            String scenario = candidate.pair().scenario();
            for (MetricThreshold rule : thresholds.forScenario(scenario)) {
                if (rule.kind() != MetricThreshold.Kind.RELATIVE) {
                    continue;
                }
                Metric metric = rule.metric();
                Sample a = comparand.sample(metric);
                Sample b = Sample.of(together ? candidate.valuesWithDisturbed(metric) : candidate.values(metric));
                if (a.size() != b.size() || a.isEmpty()) {
                    continue;
                }
                int[] boots = reference.run().trials(metric, together).stream().mapToInt(TrialResult::boot).toArray();
                byScenario.computeIfAbsent(scenario, s -> new EnumMap<>(Metric.class))
                        .computeIfAbsent(metric, m -> new ArrayList<>()).add(PairedSample.of(a, b).inBlocks(boots));
            }
        }
        if (judged.isEmpty()) {
            throw new IllegalArgumentException("no valid same-build A/B result in " + results + (skipped > 0 ? " (" + skipped
                    + " invalid)" : ""));
        }
        Map<String, Map<Metric, Calibration.Entry>> scenarios = new TreeMap<>();
        out.println(String.format(Locale.ROOT, "%-16s %-26s %10s %10s %9s %11s %11s  %s", "scenario", "metric",
                "boot pairs", "spread %", "within %", "resolution", "detectable", "judged"));
        byScenario.forEach((scenario, metrics) -> {
            List<MetricThreshold> rules = thresholds.forScenario(scenario).stream()
                    .filter(r -> r.kind() == MetricThreshold.Kind.RELATIVE && metrics.containsKey(r.metric())).toList();
            int tests = rules.size();
            for (MetricThreshold rule : rules) {
                BootSpread.Fit fit = BootSpread.fit(metrics.get(rule.metric()));
                if (!fit.between().known()) {
                    continue;
                }
                double detectable = detectablePercent(fit, rule, tests, rule.relativePercent() / 100);
                double resolution = detectablePercent(fit, rule, tests, 0);
                boolean reportOnly = !(resolution <= gateLimitPercent);
                Calibration.Entry entry = new Calibration.Entry(fit.between().percent(), fit.between().bootPairs(),
                        fit.withinPercent(), detectable, resolution, reportOnly);
                scenarios.computeIfAbsent(scenario, s -> new EnumMap<>(Metric.class)).put(rule.metric(), entry);
                out.println(String.format(Locale.ROOT, "%-16s %-26s %10d %10.2f %9.2f %+10.1f%% %+10.1f%%  %s", scenario,
                        rule.metric().id(), entry.bootPairs(), entry.bootPairSpreadPercent(), entry.withinPercent(),
                        resolution, detectable, reportOnly ? "report only (resolution above " + gateLimitPercent + "%)"
                                : "gated"));
            }
        });
        ScenarioRun last = judged.stream().max(Comparator.comparing(ScenarioRun::startedAt)).orElseThrow();
        Machine machine = last.machine();
        Calibration.Measured measured = new Calibration.Measured(
                last.startedAt().atOffset(ZoneOffset.UTC).toLocalDate().toString(),
                Calibration.machineClass(machine), last.serverJvm().describe(), command, distinctRuns(results));
        out.println(judged.size() + " same-build verdicts" + (skipped > 0 ? ", " + skipped + " invalid left out" : "")
                + "; detectable: what a default A/B run (" + Defaults.AB_BOOT_PAIRS + " boot pairs, " + Defaults.TRIALS
                + " pairs) could detect with 80% probability at the metric's alpha over the scenario's tested metrics, at its"
                + " threshold; resolution: the same with the threshold aside, what decides whether it gates");
        return new Calibration(measured, gateLimitPercent, scenarios);
    }

    /**
     * What a default A/B run ({@link Defaults#AB_BOOT_PAIRS} boot pairs sharing {@link Defaults#TRIALS} pairs) could
     * detect with this spread: one boot pair's mean varies by {@code tau^2 + sigma^2 / n_b}, the run's change by that
     * over k, with the calibration's degrees of freedom (which outweigh the run's own), at the metric's alpha over the
     * scenario's tested metrics, and a change beyond {@code threshold} (a fraction; 0: the test's own resolution).
     */
    static double detectablePercent(BootSpread.Fit fit, MetricThreshold rule, int tests, double threshold) {
        int k = Defaults.AB_BOOT_PAIRS;
        double perBoot = (double) Defaults.TRIALS / k;
        double tau = fit.between().logSpread();
        double sigma = Double.isNaN(fit.withinLogSpread()) ? 0 : fit.withinLogSpread();
        double se = Math.sqrt((tau * tau + sigma * sigma / perBoot) / k);
        double df = fit.between().bootPairs() + k - 1;
        Significance.Estimate planned = new Significance.Estimate(Sample.of(1, 1), Sample.of(1, 1), 0, 0.5, true, se, df,
                true, Significance.pairedLogRatio());
        boolean smallerIsBetter = rule.metric().direction() == Direction.SMALLER_IS_BETTER;
        // A fraction > 0 either way: for a bigger-is-better metric, the size of the drop.
        return planned.detectable(rule.alpha() / Math.max(1, tests), threshold, smallerIsBetter) * 100;
    }

    /**
     * A calibration must not measure a change: both sides of every pair are the same build (the same commit, where both
     * are known; a reference given as an artifact has none).
     */
    private static void requireSameBuild(Path file, ScenarioRun reference, ScenarioRun candidate) {
        boolean known = !"unknown".equals(reference.commit()) && !"unknown".equals(candidate.commit());
        if (known && !reference.commit().equals(candidate.commit())) {
            throw new IllegalArgumentException(file + ": the reference (" + reference.commit() + ") and the candidate ("
                    + candidate.commit() + ") are different builds; calibrate needs the same build on both sides");
        }
    }

    private static int distinctRuns(List<Path> results) {
        return (int) results.stream().filter(Files::isDirectory).count();
    }
}
