package io.perfgate.perf.report;

import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Everything one perf run hands to the reports.
 *
 * @param runs           one per (variant, scenario), valid or not
 * @param comparisons    the gate's verdicts; may be empty (nothing compared)
 * @param comparisonKind what the runs were compared with, in words, e.g. {@code committed baselines} or
 *                       {@code A/B against reference build}
 */
public record ReportInput(List<ScenarioRun> runs, List<Comparison> comparisons, String comparisonKind) {
    public ReportInput {
        runs = List.copyOf(runs);
        comparisons = List.copyOf(comparisons);
        Objects.requireNonNull(comparisonKind, "comparisonKind");
        Set<PairId> seen = new HashSet<>();
        for (ScenarioRun run : runs) {
            if (!seen.add(run.pair())) {
                throw new IllegalArgumentException("one run per (scenario, variant) required, actual: two for "
                        + run.pair().seriesPrefix());
            }
        }
    }
}
