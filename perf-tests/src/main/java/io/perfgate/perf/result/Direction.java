package io.perfgate.perf.result;

/** Which way a metric improves. */
public enum Direction {
    SMALLER_IS_BETTER,
    BIGGER_IS_BETTER
}
