package io.perfgate.perf.verdict;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One layer of a metric's threshold as written in the file: only the fields that layer sets. Layers stack
 * (built-in defaults, the file's {@code defaults}, a scenario, a scenario's metric) and the most specific
 * set field wins.
 */
record Rule(Optional<Boolean> reportOnly, OptionalDouble thresholdPercent, OptionalDouble alpha,
            OptionalDouble absoluteLimit, OptionalDouble bootPairSpreadPercent) {

    static final Rule EMPTY = new Rule(Optional.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
            OptionalDouble.empty());

    /** This layer with {@code specific}'s set fields on top. */
    Rule overriddenBy(Rule specific) {
        return new Rule(
                specific.reportOnly.or(() -> reportOnly),
                specific.thresholdPercent.isPresent() ? specific.thresholdPercent : thresholdPercent,
                specific.alpha.isPresent() ? specific.alpha : alpha,
                specific.absoluteLimit.isPresent() ? specific.absoluteLimit : absoluteLimit,
                specific.bootPairSpreadPercent.isPresent() ? specific.bootPairSpreadPercent : bootPairSpreadPercent);
    }

    Rule withReportOnly(boolean value) {
        return new Rule(Optional.of(value), thresholdPercent, alpha, absoluteLimit, bootPairSpreadPercent);
    }

    Rule withThresholdPercent(double value) {
        return new Rule(reportOnly, OptionalDouble.of(value), alpha, absoluteLimit, bootPairSpreadPercent);
    }

    Rule withAlpha(double value) {
        return new Rule(reportOnly, thresholdPercent, OptionalDouble.of(value), absoluteLimit, bootPairSpreadPercent);
    }

    Rule withAbsoluteLimit(double value) {
        return new Rule(reportOnly, thresholdPercent, alpha, OptionalDouble.of(value), bootPairSpreadPercent);
    }

    Rule withBootPairSpreadPercent(double value) {
        return new Rule(reportOnly, thresholdPercent, alpha, absoluteLimit, OptionalDouble.of(value));
    }
}
