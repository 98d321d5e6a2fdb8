package io.perfgate.perf.verdict;

import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.stats.BootSpread;

import java.util.Locale;
import java.util.Objects;

/**
 * How one metric of one scenario is judged. Built from {@code baselines/thresholds.json} by
 * {@link Thresholds}; the constructors check ranges so that a bad file fails at load, not mid-run.
 *
 * @param metric          the metric judged
 * @param kind            how it is judged
 * @param relativePercent for {@link Kind#RELATIVE}: the smallest change of the mean, in percent of the
 *                        baseline's mean, in the metric's bad direction that can fail; NaN otherwise
 * @param alpha           for {@link Kind#RELATIVE}: the scenario's false-alarm budget this metric shares
 *                        (0 &lt; alpha &lt;= 0.5); NaN otherwise
 * @param absoluteLimit   for {@link Kind#ABSOLUTE_LIMIT}: the largest acceptable value; NaN otherwise
 * @param bootPairSpreadPercent for {@link Kind#RELATIVE}, A/B runs only: the standard deviation, in percent, of the
 *                        change that one pair of boots of the SAME build, measured side by side on this machine class,
 *                        reads (same-build A/B runs: the service's calibration); 0 when not measured
 * @param calibratedBootPairs how many same-build boot pairs measured {@code bootPairSpreadPercent}: the weight the A/B
 *                        test gives it against the boot pairs of the run it judges (its degrees of freedom); 0 when
 *                        nothing was measured, and then the run's own boot pairs decide alone
 */
public record MetricThreshold(Metric metric, Kind kind, double relativePercent, double alpha, double absoluteLimit,
                              double bootPairSpreadPercent, int calibratedBootPairs) {

    public enum Kind {
        /** Fails on a change beyond {@code relativePercent} that is also statistically significant. */
        RELATIVE,
        /** Fails when the current value exceeds {@code absoluteLimit}, baseline or not (error ratio). */
        ABSOLUTE_LIMIT,
        /** Shown, never fails. */
        REPORT_ONLY
    }

    public MetricThreshold {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(kind, "kind");
        switch (kind) {
            case RELATIVE -> {
                if (!(bootPairSpreadPercent >= 0 && bootPairSpreadPercent < 100)) {
                    throw new IllegalArgumentException("bootPairSpreadPercent must be >= 0 and < 100, actual: "
                            + bootPairSpreadPercent);
                }
                if (calibratedBootPairs < 0) {
                    throw new IllegalArgumentException("calibratedBootPairs must be >= 0, actual: " + calibratedBootPairs);
                }
                if (!(relativePercent > 0 && relativePercent < 1000)) {
                    throw new IllegalArgumentException("thresholdPercent must be > 0 and < 1000, actual: " + relativePercent);
                }
                if (!(alpha > 0 && alpha <= 0.5)) {
                    throw new IllegalArgumentException("alpha must be > 0 and <= 0.5, actual: " + alpha);
                }
            }
            case ABSOLUTE_LIMIT -> {
                if (!(absoluteLimit >= 0) || Double.isInfinite(absoluteLimit)) {
                    throw new IllegalArgumentException("absoluteLimit must be a number >= 0, actual: " + absoluteLimit);
                }
            }
            case REPORT_ONLY -> {
            }
        }
    }

    public static MetricThreshold relative(Metric metric, double percent, double alpha) {
        return new MetricThreshold(metric, Kind.RELATIVE, percent, alpha, Double.NaN, 0, 0);
    }

    /**
     * This relative threshold, knowing how far two boots of one build land apart in an A/B run, as {@code bootPairs}
     * same-build boot pairs measured it (see above).
     */
    public MetricThreshold withBootPairSpread(double percent, int bootPairs) {
        return new MetricThreshold(metric, kind, relativePercent, alpha, absoluteLimit, percent, bootPairs);
    }

    /** The between-boot spread as the A/B test takes it. */
    public BootSpread bootSpread() {
        return kind == Kind.RELATIVE ? BootSpread.percent(bootPairSpreadPercent, calibratedBootPairs) : BootSpread.UNKNOWN;
    }

    public static MetricThreshold absoluteLimit(Metric metric, double limit) {
        return new MetricThreshold(metric, Kind.ABSOLUTE_LIMIT, Double.NaN, Double.NaN, limit, 0, 0);
    }

    public static MetricThreshold reportOnly(Metric metric) {
        return new MetricThreshold(metric, Kind.REPORT_ONLY, Double.NaN, Double.NaN, Double.NaN, 0, 0);
    }

    /** As a person reads it: {@code +10%}, {@code -10%} (bigger is better), {@code <= 0}, {@code report only}. */
    public String describe() {
        return switch (kind) {
            case RELATIVE -> (metric.direction() == Direction.SMALLER_IS_BETTER ? "+" : "-")
                    + String.format(Locale.ROOT, "%s%%", Numbers.plain(relativePercent));
            case ABSOLUTE_LIMIT -> "<= " + Numbers.plain(absoluteLimit);
            case REPORT_ONLY -> "report only";
        };
    }
}
