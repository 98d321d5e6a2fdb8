package io.perfgate.perf.verdict;

/**
 * The run or its baseline had invalid trials (the load generator fell behind, the server did not answer):
 * a harness problem. Deliberately not an {@code AssertionError}, so that JUnit and surefire report it as
 * an error, apart from regressions, and nobody "fixes" it by refreshing a baseline.
 */
public final class InvalidRunException extends RuntimeException {
    private final transient ScenarioVerdict verdict;

    InvalidRunException(ScenarioVerdict verdict) {
        super("HARNESS PROBLEM, not a performance verdict: the measurement of " + verdict.pair() + " is invalid\n" + verdict.toText());
        this.verdict = verdict;
    }

    public ScenarioVerdict verdict() {
        return verdict;
    }
}
