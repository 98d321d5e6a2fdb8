package io.perfgate.perf.protocol;

import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Settlement;

/**
 * How an A/B scenario's verdict is judged at each of its looks while its pairs are measured
 * ({@link io.perfgate.perf.stats.Looks}), so that a scenario whose verdict is settled stops there: the gate's own
 * judgement of the pairs so far ({@link io.perfgate.perf.verdict.Gate#settlement}), which the caller, who holds the
 * thresholds, supplies.
 */
@FunctionalInterface
public interface Sequential {
    /** Never settled before the cap: every planned pair is measured (a plain run; a study that wants them all). */
    Sequential NONE = (candidate, reference) -> Settlement.open("every planned pair is measured");

    /** Whether the verdict on the pairs so far, {@code candidate}'s trials against {@code reference}'s (as many), is settled. */
    Settlement settlement(ScenarioRun candidate, Comparand.SameRunReference reference);
}
