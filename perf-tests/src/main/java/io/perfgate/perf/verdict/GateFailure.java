package io.perfgate.perf.verdict;

/**
 * A performance regression: the verdict that fails the build, with the verdict table as its message. An
 * {@link AssertionError}, so that JUnit, surefire and failsafe count it as a test failure, as they count their own
 * assertions, apart from a harness problem ({@link InvalidRunException}, which they count as an error).
 */
public final class GateFailure extends AssertionError {
    private final transient ScenarioVerdict verdict;

    GateFailure(ScenarioVerdict verdict) {
        super("performance regression in " + verdict.pair() + "\n" + verdict.toText());
        this.verdict = verdict;
    }

    public ScenarioVerdict verdict() {
        return verdict;
    }
}
