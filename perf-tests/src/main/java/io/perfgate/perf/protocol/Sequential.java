package io.perfgate.perf.protocol;

import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Settlement;

/**
 * How an A/B scenario's verdict is judged while its pairs are measured: at each of its looks
 * ({@link io.perfgate.perf.stats.Looks}), so that a scenario whose verdict is settled stops there, and after the cap,
 * whether its boot pairs disagree so that more are measured ({@link MoreBootPairs}): the gate's own judgement of the
 * pairs so far ({@link io.perfgate.perf.verdict.Gate#settlement}, {@link io.perfgate.perf.verdict.Gate#judge}), which
 * the caller, who holds the thresholds, supplies.
 */
@FunctionalInterface
public interface Sequential {
    /**
     * Never settled before the cap: every planned pair is measured, and no boot pair is added (a plain run; a study that
     * wants exactly its design).
     */
    Sequential NONE = (candidate, reference) -> Settlement.open("every planned pair is measured");

    /** Whether the verdict on the pairs so far, {@code candidate}'s trials against {@code reference}'s (as many), is settled. */
    Settlement settlement(ScenarioRun candidate, Comparand.SameRunReference reference);

    /**
     * Whether the verdict on every pair measured is INCONCLUSIVE because its boot pairs disagree beyond the calibration
     * ({@link io.perfgate.perf.verdict.ScenarioVerdict#bootsDisagree}), so that one more boot pair should be measured.
     */
    default boolean bootsDisagree(ScenarioRun candidate, Comparand.SameRunReference reference) {
        return false;
    }
}
