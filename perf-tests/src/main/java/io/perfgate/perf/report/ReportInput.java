package io.perfgate.perf.report;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.profile.Difference;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Everything one perf run hands to the reports.
 *
 * @param runs           one per (variant, scenario), valid or not
 * @param comparisons    the gate's verdicts; may be empty (nothing compared)
 * @param comparisonKind what the runs were compared with, in words, e.g. {@code committed baselines} or
 *                       {@code A/B against reference build}
 * @param references     in an A/B run, the reference build's run of each pair, trial i paired with the candidate's
 *                       trial i; empty otherwise
 * @param baselines      the committed baseline each pair was compared with (plain runs), with its trials by boot;
 *                       a pair without one is absent
 * @param profiles       in an A/B run, the difference of the profiles of each pair that was profiled; a pair without one
 *                       is absent
 */
public record ReportInput(List<ScenarioRun> runs, List<Comparison> comparisons, String comparisonKind,
                          Map<PairId, ScenarioRun> references, Map<PairId, Baseline> baselines,
                          Map<PairId, Difference> profiles) {
    public ReportInput {
        profiles = Map.copyOf(profiles);
        runs = List.copyOf(runs);
        comparisons = List.copyOf(comparisons);
        Objects.requireNonNull(comparisonKind, "comparisonKind");
        references = Map.copyOf(references);
        baselines = Map.copyOf(baselines);
        Set<PairId> seen = new HashSet<>();
        for (ScenarioRun run : runs) {
            if (!seen.add(run.pair())) {
                throw new IllegalArgumentException("one run per (scenario, variant) required, actual: two for "
                        + run.pair().seriesPrefix());
            }
        }
        profiles.forEach((pair, profile) -> {
            if (!profile.pair().equals(pair)) {
                throw new IllegalArgumentException("the profile filed under " + pair + " is of " + profile.pair());
            }
        });
        references.forEach((pair, reference) -> {
            if (!reference.pair().equals(pair)) {
                throw new IllegalArgumentException("the reference run filed under " + pair + " is of " + reference.pair());
            }
        });
        baselines.forEach((pair, baseline) -> {
            if (!baseline.pair().equals(pair)) {
                throw new IllegalArgumentException("the baseline filed under " + pair + " is of " + baseline.pair());
            }
        });
    }

    /** No profiles. */
    public ReportInput(List<ScenarioRun> runs, List<Comparison> comparisons, String comparisonKind,
                       Map<PairId, ScenarioRun> references, Map<PairId, Baseline> baselines) {
        this(runs, comparisons, comparisonKind, references, baselines, Map.of());
    }

    /** Runs and verdicts only: no other side's trials to draw. */
    public ReportInput(List<ScenarioRun> runs, List<Comparison> comparisons, String comparisonKind) {
        this(runs, comparisons, comparisonKind, Map.of(), Map.of());
    }
}
