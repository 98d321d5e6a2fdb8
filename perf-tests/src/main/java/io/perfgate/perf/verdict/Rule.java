package io.perfgate.perf.verdict;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * One layer of a metric's threshold as written in the file: only the fields that layer sets. Layers stack
 * (built-in defaults, the file's {@code defaults}, a scenario, a scenario's metric) and the most specific
 * set field wins.
 */
record Rule(Optional<Boolean> reportOnly, OptionalDouble thresholdPercent, OptionalDouble alpha,
            OptionalDouble absoluteLimit, OptionalDouble bootPairSpreadPercent, OptionalInt calibratedBootPairs) {

    static final Rule EMPTY = new Rule(Optional.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
            OptionalDouble.empty(), OptionalInt.empty());

    /** This layer with {@code specific}'s set fields on top. */
    Rule overriddenBy(Rule specific) {
        return new Rule(
                specific.reportOnly.or(() -> reportOnly),
                specific.thresholdPercent.isPresent() ? specific.thresholdPercent : thresholdPercent,
                specific.alpha.isPresent() ? specific.alpha : alpha,
                specific.absoluteLimit.isPresent() ? specific.absoluteLimit : absoluteLimit,
                specific.bootPairSpreadPercent.isPresent() ? specific.bootPairSpreadPercent : bootPairSpreadPercent,
                specific.calibratedBootPairs.isPresent() ? specific.calibratedBootPairs : calibratedBootPairs);
    }

    Rule withReportOnly(boolean value) {
        return new Rule(Optional.of(value), thresholdPercent, alpha, absoluteLimit, bootPairSpreadPercent, calibratedBootPairs);
    }

    Rule withThresholdPercent(double value) {
        return new Rule(reportOnly, OptionalDouble.of(value), alpha, absoluteLimit, bootPairSpreadPercent, calibratedBootPairs);
    }

    Rule withAlpha(double value) {
        return new Rule(reportOnly, thresholdPercent, OptionalDouble.of(value), absoluteLimit, bootPairSpreadPercent, calibratedBootPairs);
    }

    Rule withAbsoluteLimit(double value) {
        return new Rule(reportOnly, thresholdPercent, alpha, OptionalDouble.of(value), bootPairSpreadPercent, calibratedBootPairs);
    }

    Rule withBootPairSpreadPercent(double value) {
        return new Rule(reportOnly, thresholdPercent, alpha, absoluteLimit, OptionalDouble.of(value), calibratedBootPairs);
    }

    Rule withCalibratedBootPairs(int value) {
        return new Rule(reportOnly, thresholdPercent, alpha, absoluteLimit, bootPairSpreadPercent, OptionalInt.of(value));
    }
}
