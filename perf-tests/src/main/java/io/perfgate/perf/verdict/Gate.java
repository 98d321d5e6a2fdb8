package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.PairedSample;
import io.perfgate.perf.stats.PairedTest;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.stats.ShiftTest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The regression gate: compares one run with its baseline and decides, per metric and for the scenario.
 *
 * <p>A metric regresses when BOTH hold: its mean moved beyond the threshold in the bad direction, and a
 * one-sided Welch t-test over the trial values gives p below the metric's alpha divided by the number of
 * metrics tested in the scenario (Bonferroni). The threshold keeps tiny but real shifts from failing when
 * trials are very stable; the test keeps large shifts that noise can explain from failing when trials are
 * not; the split of alpha makes alpha the false-alarm rate of the whole (variant, scenario) verdict, which
 * is what a person sees, whatever the correlation between metrics. The error ratio is judged on its own:
 * above its absolute limit it fails, with or without baseline, whatever the latency.
 *
 * <p>{@link #checkPaired} is the A/B form: against a reference build measured in the same run, trial by
 * trial, with a paired test instead of Welch's; thresholds, directions and the split of alpha are the same.
 */
public final class Gate {
    /** {@code -Dperf.gate.strict=true}: a baseline from another machine class is compared as if it were not. */
    public static final String STRICT_PROPERTY = "perf.gate.strict";

    private final ShiftTest test;
    private final PairedTest paired;
    private final boolean strict;

    private Gate(ShiftTest test, boolean strict) {
        this.test = test;
        this.paired = PairedTest.relativeT();
        this.strict = strict;
    }

    /** What one metric's comparison found: the two sides, the change, and the p-value in its direction. */
    private record Estimate(Sample baseline, Sample current, double change, double pValue, boolean testable) {
    }

    /** The harness's entry point: strictness from {@code -Dperf.gate.strict}. */
    public static ScenarioVerdict check(ScenarioRun current, Optional<Baseline> baseline, Thresholds thresholds) {
        return check(current, baseline, thresholds, Boolean.getBoolean(STRICT_PROPERTY));
    }

    public static ScenarioVerdict check(ScenarioRun current, Optional<Baseline> baseline, Thresholds thresholds,
                                        boolean strict) {
        return new Gate(ShiftTest.welch(), strict).judge(current, baseline, thresholds);
    }

    /**
     * An A/B comparison: {@code candidate} against {@code reference}, measured side by side in the same run
     * with the same settings, trial i of one paired with trial i of the other. Same thresholds, directions
     * and split of alpha as {@link #check}; the significance test is {@link PairedTest} on the per-pair
     * log ratios, and the change is the ratio their mean stands for (geometric mean of the pair ratios - 1).
     * Machine and settings are the same by construction, so neither is compared.
     *
     * @param referenceName how the reference is named in notes, e.g. {@code reference build git:main (0123abcd)}
     * @throws IllegalArgumentException the two runs are not of the same (variant, scenario)
     */
    public static ScenarioVerdict checkPaired(ScenarioRun candidate, ScenarioRun reference, Thresholds thresholds,
                                              String referenceName) {
        if (!candidate.variant().equals(reference.variant()) || !candidate.scenario().equals(reference.scenario())) {
            throw new IllegalArgumentException("an A/B comparison needs the same variant and scenario on both sides, actual: "
                    + candidate.variant() + " / " + candidate.scenario() + " against " + reference.variant() + " / "
                    + reference.scenario());
        }
        return new Gate(ShiftTest.welch(), false).judgePaired(candidate, reference, thresholds, referenceName);
    }

    /** The command that writes a fresh baseline for exactly this (variant, scenario). */
    public static String refreshCommand(String variant, String scenario) {
        return "./mvnw verify -Pperf -Dperf.baseline.update=true -Dperf.variants=" + variant
                + " -Dperf.scenarios=" + scenario;
    }

    private ScenarioVerdict judge(ScenarioRun run, Optional<Baseline> maybeBaseline, Thresholds thresholds) {
        String refresh = refreshCommand(run.variant(), run.scenario());
        List<MetricThreshold> rules = thresholds.forScenario(run.scenario());
        List<String> notes = new ArrayList<>();

        if (!run.valid()) {
            notes.add("the current run has invalid trials (" + invalidReasons(run.trials()) + "): a harness problem, "
                    + "not a regression; fix the load generator or the server and run again");
            return verdict(run, Outcome.INVALID, notes, rows(rules, maybeBaseline, run, Outcome.INVALID), 0);
        }
        MetricVerdict errors = errorRatio(rules, run, maybeBaseline.map(b -> b.sample(Metric.ERROR_RATIO)).orElse(Sample.empty()));
        if (maybeBaseline.isEmpty()) {
            notes.add("no baseline for " + run.variant() + " / " + run.scenario() + " yet; create it with: " + refresh);
            return withErrors(run, Outcome.NO_BASELINE, notes, rows(rules, maybeBaseline, run, Outcome.NO_BASELINE), errors, 0);
        }
        Baseline baseline = maybeBaseline.get();
        if (!baseline.valid()) {
            notes.add("the baseline has invalid trials (" + baseline.invalidTrials().stream()
                    .map(t -> "trial " + t.trial() + ": " + String.join("; ", t.reasons()))
                    .collect(Collectors.joining(", ")) + "); measure it again with: " + refresh);
            return verdict(run, Outcome.INVALID, notes, rows(rules, maybeBaseline, run, Outcome.INVALID), 0);
        }
        String settingsChange = settingsDifference(baseline.settings(), run.settings());
        if (!settingsChange.isEmpty()) {
            notes.add("the baseline was measured with other load settings (" + settingsChange
                    + "): not comparable; refresh it with: " + refresh);
            return withErrors(run, Outcome.SETTINGS_CHANGED, notes,
                    rows(rules, maybeBaseline, run, Outcome.SETTINGS_CHANGED), errors, 0);
        }

        int tests = (int) rules.stream()
                .filter(rule -> rule.kind() == MetricThreshold.Kind.RELATIVE)
                .filter(rule -> testable(baseline.sample(rule.metric()), Sample.of(run.values(rule.metric()))))
                .count();
        List<MetricVerdict> rows = new ArrayList<>();
        for (MetricThreshold rule : rules) {
            rows.add(rule.metric() == Metric.ERROR_RATIO ? errors
                    : compare(rule, unpaired(baseline.sample(rule.metric()), Sample.of(run.values(rule.metric()))), tests));
        }

        boolean otherMachine = !baseline.machine().sameClassAs(run.machine());
        if (otherMachine) {
            String where = "the baseline is from another machine: " + describe(baseline.machine()) + "; this run: "
                    + describe(run.machine());
            if (strict) {
                notes.add(where + "; compared anyway because -D" + STRICT_PROPERTY + "=true; refresh with: " + refresh);
            } else {
                notes.add(where + "; absolute changes do not fail (-D" + STRICT_PROPERTY + "=true makes them); "
                        + "refresh with: " + refresh);
                rows.replaceAll(row -> row.metric() != Metric.ERROR_RATIO
                        && (row.outcome() == Outcome.REGRESSION || row.outcome() == Outcome.IMPROVEMENT)
                        ? row.withOutcome(Outcome.OTHER_MACHINE, "would be " + row.outcome() + " on the same machine")
                        : row);
                return withErrors(run, Outcome.OTHER_MACHINE, notes, rows, errors, tests);
            }
        }
        Outcome outcome = Outcome.PASS;
        if (rows.stream().anyMatch(row -> row.outcome() == Outcome.REGRESSION)) {
            outcome = Outcome.REGRESSION;
            notes.add("regressed: " + summary(rows, Outcome.REGRESSION)
                    + "; if the slowdown is intended, refresh the baseline in this pull request with: " + refresh);
        } else if (rows.stream().anyMatch(row -> row.outcome() == Outcome.IMPROVEMENT)) {
            outcome = Outcome.IMPROVEMENT;
            notes.add("improved: " + summary(rows, Outcome.IMPROVEMENT) + "; refresh the baseline to keep the gain: " + refresh);
        }
        return verdict(run, outcome, notes, rows, tests);
    }

    /**
     * The A/B judgement: like {@link #judge} from the validity check on, with the reference's trials as the
     * baseline and pairs instead of two independent samples.
     */
    private ScenarioVerdict judgePaired(ScenarioRun run, ScenarioRun reference, Thresholds thresholds, String referenceName) {
        List<MetricThreshold> rules = thresholds.forScenario(run.scenario());
        List<String> notes = new ArrayList<>();
        java.util.function.Function<Metric, Sample> referenceSample = metric -> Sample.of(reference.values(metric));
        if (!run.valid() || !reference.valid()) {
            List<String> sides = new ArrayList<>();
            if (!run.valid()) {
                sides.add("this build (" + invalidReasons(run.trials()) + ")");
            }
            if (!reference.valid()) {
                sides.add("the " + referenceName + " (" + invalidReasons(reference.trials()) + ")");
            }
            notes.add("invalid trials in " + String.join(" and ", sides) + ": a harness problem, not a regression; "
                    + "fix the load generator or the server and run again");
            return verdict(run, Outcome.INVALID, notes, rows(rules, referenceSample, run, Outcome.INVALID), 0, true);
        }
        MetricVerdict errors = errorRatio(rules, run, referenceSample.apply(Metric.ERROR_RATIO));
        List<Estimate> estimates = rules.stream()
                .map(rule -> paired(referenceSample.apply(rule.metric()), Sample.of(run.values(rule.metric()))))
                .toList();
        int tests = 0;
        for (int i = 0; i < rules.size(); i++) {
            if (rules.get(i).kind() == MetricThreshold.Kind.RELATIVE && estimates.get(i).testable()) {
                tests++;
            }
        }
        List<MetricVerdict> rows = new ArrayList<>();
        for (int i = 0; i < rules.size(); i++) {
            rows.add(rules.get(i).metric() == Metric.ERROR_RATIO ? errors : compare(rules.get(i), estimates.get(i), tests));
        }
        Outcome outcome = Outcome.PASS;
        if (rows.stream().anyMatch(row -> row.outcome() == Outcome.REGRESSION)) {
            outcome = Outcome.REGRESSION;
            notes.add("regressed against the " + referenceName + ": " + summary(rows, Outcome.REGRESSION));
        } else if (rows.stream().anyMatch(row -> row.outcome() == Outcome.IMPROVEMENT)) {
            outcome = Outcome.IMPROVEMENT;
            notes.add("improved against the " + referenceName + ": " + summary(rows, Outcome.IMPROVEMENT));
        }
        return verdict(run, outcome, notes, rows, tests, true);
    }

    /** Two independent samples; a trial that did not measure a metric (NaN) is left out of that metric's comparison. */
    private Estimate unpaired(Sample baselineTrials, Sample currentTrials) {
        Sample baseline = baselineTrials.finiteOnly();
        Sample current = currentTrials.finiteOnly();
        double change = relativeChange(baseline, current);
        double p = Double.isNaN(change) ? Double.NaN
                : change > 0 ? test.pValueOfIncrease(baseline, current) : test.pValueOfIncrease(current, baseline);
        return new Estimate(baseline, current, change, p, testable(baseline, current));
    }

    /** Trial i of each side as a pair; a pair with a NaN on either side is left out whole. */
    private Estimate paired(Sample referenceTrials, Sample candidateTrials) {
        PairedSample pairs = PairedSample.of(referenceTrials, candidateTrials).finiteOnly();
        double change = pairs.size() == 0 ? Double.NaN : pairs.relativeChange();
        double p = Double.isNaN(change) ? Double.NaN
                : change > 0 ? paired.pValueOfIncrease(pairs) : paired.pValueOfDecrease(pairs);
        return new Estimate(pairs.reference(), pairs.candidate(), change, p, pairs.size() >= paired.minimumPairs());
    }

    private MetricVerdict compare(MetricThreshold rule, Estimate estimate, int tests) {
        Sample baseline = estimate.baseline();
        Sample current = estimate.current();
        double change = estimate.change();
        if (baseline.isEmpty() || current.isEmpty()) {
            return new MetricVerdict(rule.metric(), rule, baseline, current, Double.NaN, Double.NaN, Double.NaN,
                    Outcome.NOT_MEASURED, "not measured by " + (baseline.isEmpty() ? "the baseline" : "this run"));
        }
        boolean smallerIsBetter = rule.metric().direction() == Direction.SMALLER_IS_BETTER;
        boolean worse = smallerIsBetter ? change > 0 : change < 0;
        double p = estimate.pValue();
        if (rule.kind() == MetricThreshold.Kind.REPORT_ONLY) {
            return new MetricVerdict(rule.metric(), rule, baseline, current, change, p, Double.NaN, Outcome.REPORT_ONLY, "");
        }
        if (Double.isNaN(p)) {
            return new MetricVerdict(rule.metric(), rule, baseline, current, change, p, Double.NaN, Outcome.INCONCLUSIVE,
                    "a significance test needs >= " + test.minimumSize() + " trials on each side");
        }
        double required = rule.alpha() / Math.max(1, tests);
        boolean beyond = Math.abs(change) * 100 > rule.relativePercent();
        boolean significant = p < required;
        Outcome outcome;
        String note = "";
        if (beyond && significant) {
            outcome = worse ? Outcome.REGRESSION : Outcome.IMPROVEMENT;
        } else {
            outcome = Outcome.PASS;
            if (beyond) {
                note = "beyond threshold but within noise";
            } else if (significant && change != 0) {
                note = "significant but within threshold";
            }
        }
        return new MetricVerdict(rule.metric(), rule, baseline, current, change, p, required, outcome, note);
    }

    /** Errors are judged on the run alone: total errors over total requests of the valid trials. */
    private static MetricVerdict errorRatio(List<MetricThreshold> rules, ScenarioRun run, Sample before) {
        MetricThreshold rule = rules.stream().filter(r -> r.metric() == Metric.ERROR_RATIO).findFirst().orElseThrow();
        List<TrialResult> valid = run.trials().stream().filter(TrialResult::valid).toList();
        long requests = valid.stream().mapToLong(TrialResult::requests).sum();
        long errorCount = valid.stream().mapToLong(t -> t.errors().total()).sum();
        double ratio = requests == 0 ? 0 : (double) errorCount / requests;
        Sample now = Sample.of(run.values(Metric.ERROR_RATIO));
        double change = relativeChange(before, now);
        if (ratio > rule.absoluteLimit()) {
            return new MetricVerdict(Metric.ERROR_RATIO, rule, before, now, change, Double.NaN, Double.NaN, Outcome.REGRESSION,
                    errorCount + " errors in " + requests + " requests (" + errorKinds(valid) + ") = "
                            + Numbers.plain(ratio) + ", above the limit " + Numbers.plain(rule.absoluteLimit()));
        }
        return new MetricVerdict(Metric.ERROR_RATIO, rule, before, now, change, Double.NaN, Double.NaN, Outcome.PASS,
                errorCount == 0 ? "" : errorCount + " errors in " + requests + " requests, within the limit");
    }

    private static String errorKinds(List<TrialResult> trials) {
        long s4 = trials.stream().mapToLong(t -> t.errors().status4xx()).sum();
        long s5 = trials.stream().mapToLong(t -> t.errors().status5xx()).sum();
        long other = trials.stream().mapToLong(t -> t.errors().otherNon2xx()).sum();
        long connection = trials.stream().mapToLong(t -> t.errors().connectionErrors()).sum();
        long timeouts = trials.stream().mapToLong(t -> t.errors().timeouts()).sum();
        return "4xx " + s4 + ", 5xx " + s5 + ", other non-2xx " + other + ", connection " + connection
                + ", timeouts " + timeouts;
    }

    /** Rows that show the numbers but whose outcome is fixed by the scenario (no comparison possible). */
    private static List<MetricVerdict> rows(List<MetricThreshold> rules, Optional<Baseline> baseline, ScenarioRun run,
                                            Outcome outcome) {
        return rows(rules, metric -> baseline.map(b -> b.sample(metric)).orElse(Sample.empty()), run, outcome);
    }

    private static List<MetricVerdict> rows(List<MetricThreshold> rules, java.util.function.Function<Metric, Sample> baseline,
                                            ScenarioRun run, Outcome outcome) {
        return rules.stream().map(rule -> {
            Sample before = baseline.apply(rule.metric());
            Sample now = Sample.of(run.values(rule.metric()));
            return new MetricVerdict(rule.metric(), rule, before, now, relativeChange(before, now), Double.NaN, Double.NaN,
                    outcome, "");
        }).toList();
    }

    private ScenarioVerdict withErrors(ScenarioRun run, Outcome outcome, List<String> notes, List<MetricVerdict> rows,
                                       MetricVerdict errors, int tests) {
        List<MetricVerdict> all = new ArrayList<>(rows);
        all.replaceAll(row -> row.metric() == Metric.ERROR_RATIO ? errors : row);
        if (errors.outcome() == Outcome.REGRESSION) {
            notes.add("errors above the limit: " + errors.note());
            return verdict(run, Outcome.REGRESSION, notes, all, tests);
        }
        return verdict(run, outcome, notes, all, tests);
    }

    private ScenarioVerdict verdict(ScenarioRun run, Outcome outcome, List<String> notes, List<MetricVerdict> rows,
                                    int tests) {
        return verdict(run, outcome, notes, rows, tests, false);
    }

    private ScenarioVerdict verdict(ScenarioRun run, Outcome outcome, List<String> notes, List<MetricVerdict> rows,
                                    int tests, boolean pairedTrials) {
        String split = tests > 0 ? "alpha / " + tests + " (Bonferroni over the " + tests + " metrics tested"
                : "alpha / m (Bonferroni over the m metrics tested";
        String method = pairedTrials
                ? "regression = typical per-pair change (geometric mean of trial i of this build over trial i of the "
                        + "reference) beyond the threshold in the bad direction AND one-sided " + paired.name()
                        + " gives p < " + split + ", so that alpha bounds false alarms per scenario); errorRatio: absolute limit"
                : "regression = mean changed beyond the threshold in the bad direction AND one-sided "
                        + test.name() + " over the trials gives p < " + split
                        + ", so that alpha bounds false alarms per scenario); errorRatio: absolute limit";
        return new ScenarioVerdict(run.variant(), run.scenario(), outcome, notes, rows, method);
    }

    private boolean testable(Sample baseline, Sample current) {
        return baseline.finiteOnly().size() >= test.minimumSize() && current.finiteOnly().size() >= test.minimumSize();
    }

    static double relativeChange(Sample baseline, Sample current) {
        if (baseline.isEmpty() || current.isEmpty()) {
            return Double.NaN;
        }
        double before = baseline.mean();
        double now = current.mean();
        if (before == 0) {
            return now == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, now);
        }
        return (now - before) / Math.abs(before);
    }

    private static String summary(List<MetricVerdict> rows, Outcome outcome) {
        return rows.stream().filter(row -> row.outcome() == outcome)
                .map(row -> row.metric().id() + " " + (Double.isNaN(row.relativeChange()) ? row.note()
                        : Numbers.percent(row.relativeChange())))
                .collect(Collectors.joining(", "));
    }

    /** Only the fields that change what is measured; the trial count may differ (the test handles it). */
    static String settingsDifference(LoadSettings baseline, LoadSettings current) {
        List<String> changes = new ArrayList<>();
        difference(changes, "model", baseline.model(), current.model());
        if (Double.compare(baseline.ratePerSecond(), current.ratePerSecond()) != 0) {
            changes.add("ratePerSecond " + baseline.ratePerSecond() + " -> " + current.ratePerSecond());
        }
        difference(changes, "users", baseline.users(), current.users());
        difference(changes, "connections", baseline.connections(), current.connections());
        difference(changes, "warmUp", baseline.warmUp(), current.warmUp());
        difference(changes, "trialDuration", baseline.trialDuration(), current.trialDuration());
        return String.join(", ", changes);
    }

    private static void difference(List<String> changes, String field, Object baseline, Object current) {
        if (!baseline.equals(current)) {
            changes.add(field + " " + baseline + " -> " + current);
        }
    }

    private static String describe(Machine machine) {
        return String.format(Locale.ROOT, "%s, %d cores, launcher %s", machine.cpuModel(), machine.cores(), machine.launcher());
    }

    private static String invalidReasons(List<TrialResult> trials) {
        if (trials.isEmpty()) {
            return "no trials at all";
        }
        return trials.stream().filter(t -> !t.valid())
                .map(t -> "trial " + t.trial() + ": " + String.join("; ", t.invalidReasons()))
                .collect(Collectors.joining(", "));
    }
}
