package io.perfgate.perf.run;

import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;

/**
 * A (variant, scenario) whose trials measured the harness, not the server. Deliberately not an
 * {@link AssertionError}: it is neither a regression nor a pass, and the fix is in the setup.
 */
public final class InvalidRunException extends RuntimeException {
    public InvalidRunException(ScenarioRun run) {
        super(message(run));
    }

    private static String message(ScenarioRun run) {
        StringBuilder sb = new StringBuilder(run.variant() + " / " + run.scenario()
                + ": INVALID measurement (a harness problem, not a regression):");
        if (run.trials().isEmpty()) {
            sb.append("\n  no trial completed");
        }
        for (TrialResult trial : run.trials()) {
            for (String reason : trial.invalidReasons()) {
                sb.append("\n  trial ").append(trial.trial()).append(": ").append(reason);
            }
        }
        return sb.toString();
    }
}
