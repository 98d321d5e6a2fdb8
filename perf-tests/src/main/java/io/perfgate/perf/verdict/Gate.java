package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
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
 */
public final class Gate {
    /** {@code -Dperf.gate.strict=true}: a baseline from another machine class is compared as if it were not. */
    public static final String STRICT_PROPERTY = "perf.gate.strict";

    private final ShiftTest test;
    private final boolean strict;

    private Gate(ShiftTest test, boolean strict) {
        this.test = test;
        this.strict = strict;
    }

    /** The harness's entry point: strictness from {@code -Dperf.gate.strict}. */
    public static ScenarioVerdict check(ScenarioRun current, Optional<Baseline> baseline, Thresholds thresholds) {
        return check(current, baseline, thresholds, Boolean.getBoolean(STRICT_PROPERTY));
    }

    public static ScenarioVerdict check(ScenarioRun current, Optional<Baseline> baseline, Thresholds thresholds,
                                        boolean strict) {
        return new Gate(ShiftTest.welch(), strict).judge(current, baseline, thresholds);
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
        MetricVerdict errors = errorRatio(rules, run, maybeBaseline);
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
                    : compare(rule, baseline.sample(rule.metric()), Sample.of(run.values(rule.metric())), tests));
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

    /** A trial that did not measure a metric (NaN) is left out of that metric's comparison. */
    private MetricVerdict compare(MetricThreshold rule, Sample baselineTrials, Sample currentTrials, int tests) {
        Sample baseline = baselineTrials.finiteOnly();
        Sample current = currentTrials.finiteOnly();
        double change = relativeChange(baseline, current);
        if (baseline.isEmpty() || current.isEmpty()) {
            return new MetricVerdict(rule.metric(), rule, baseline, current, Double.NaN, Double.NaN, Double.NaN,
                    Outcome.NOT_MEASURED, "not measured by " + (baseline.isEmpty() ? "the baseline" : "this run"));
        }
        boolean smallerIsBetter = rule.metric().direction() == Direction.SMALLER_IS_BETTER;
        boolean worse = smallerIsBetter ? change > 0 : change < 0;
        boolean increase = change > 0;
        double p = increase ? test.pValueOfIncrease(baseline, current) : test.pValueOfIncrease(current, baseline);
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
    private static MetricVerdict errorRatio(List<MetricThreshold> rules, ScenarioRun run, Optional<Baseline> baseline) {
        MetricThreshold rule = rules.stream().filter(r -> r.metric() == Metric.ERROR_RATIO).findFirst().orElseThrow();
        List<TrialResult> valid = run.trials().stream().filter(TrialResult::valid).toList();
        long requests = valid.stream().mapToLong(TrialResult::requests).sum();
        long errorCount = valid.stream().mapToLong(t -> t.errors().total()).sum();
        double ratio = requests == 0 ? 0 : (double) errorCount / requests;
        Sample before = baseline.map(b -> b.sample(Metric.ERROR_RATIO)).orElse(Sample.empty());
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
        return rules.stream().map(rule -> {
            Sample before = baseline.map(b -> b.sample(rule.metric())).orElse(Sample.empty());
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
        String split = tests > 0 ? "alpha / " + tests + " (Bonferroni over the " + tests + " metrics tested"
                : "alpha / m (Bonferroni over the m metrics tested";
        String method = "regression = mean changed beyond the threshold in the bad direction AND one-sided "
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
