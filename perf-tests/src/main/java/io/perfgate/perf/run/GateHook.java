package io.perfgate.perf.run;

import io.perfgate.perf.result.ScenarioRun;

/**
 * Called once per (variant, scenario) after its results are written: the place where the baseline
 * comparison decides. Throw an {@link AssertionError} for a regression (the build fails with the table);
 * return normally for pass, improvement or no baseline.
 */
@FunctionalInterface
public interface GateHook {
    /** Until the gate is wired in: records nothing, decides nothing, and says so. */
    GateHook NONE = run -> System.out.println("[perf] " + run.variant() + " / " + run.scenario()
            + ": no baseline gate configured; results written only");

    void check(ScenarioRun run);
}
