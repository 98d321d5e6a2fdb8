package io.perfgate.perf.stats;

import java.util.Arrays;
import java.util.List;

/**
 * The per-trial values of one metric on one side of a comparison. Immutable: the values are copied in
 * and out, so neither the caller nor a test can change a sample after the fact.
 */
public final class Sample {
    private static final Sample EMPTY = new Sample(new double[0]);

    private final double[] values;

    private Sample(double[] values) {
        this.values = values;
    }

    public static Sample of(double... values) {
        return values.length == 0 ? EMPTY : new Sample(values.clone());
    }

    public static Sample of(List<Double> values) {
        return of(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** No values: the side of a comparison that does not exist (no baseline). */
    public static Sample empty() {
        return EMPTY;
    }

    public int size() {
        return values.length;
    }

    public boolean isEmpty() {
        return values.length == 0;
    }

    /**
     * Whether every value is the same (true for fewer than two values). Exact, where
     * {@code standardDeviation() == 0} is not: the mean of identical values can differ from them in the
     * last bit and leave a standard deviation of 1e-12.
     */
    public boolean constant() {
        return Arrays.stream(values).distinct().count() <= 1;
    }

    /** Whether every value is a finite number (a metric that was not measured holds NaN). */
    public boolean allFinite() {
        return Arrays.stream(values).allMatch(Double::isFinite);
    }

    /** This sample without its NaN values (trials that did not measure the metric). */
    public Sample finiteOnly() {
        return allFinite() ? this : of(Arrays.stream(values).filter(Double::isFinite).toArray());
    }

    public double[] values() {
        return values.clone();
    }

    /** The middle value, the mean of the middle two for an even count; NaN when empty. */
    public double median() {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /** Arithmetic mean; NaN when empty. */
    public double mean() {
        return values.length == 0 ? Double.NaN : Arrays.stream(values).sum() / values.length;
    }

    /** Sample standard deviation (n - 1 in the denominator); 0 for a single value, NaN when empty. */
    public double standardDeviation() {
        if (values.length < 2) {
            return values.length == 0 ? Double.NaN : 0;
        }
        double mean = mean();
        double squares = Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum();
        return Math.sqrt(squares / (values.length - 1));
    }

    /**
     * The sample standard deviation (n - 1) from two values up; NaN for fewer. Unlike {@link #standardDeviation()},
     * which calls a single value's spread 0, this claims no spread that one value cannot show (a report
     * prints no range for a single trial).
     */
    public double standardDeviationOrNaN() {
        return values.length < 2 ? Double.NaN : standardDeviation();
    }

    /** Standard deviation over mean; NaN when the mean is 0 or the sample is empty. */
    public double coefficientOfVariation() {
        double mean = mean();
        return mean == 0 ? Double.NaN : standardDeviation() / mean;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Sample sample && Arrays.equals(values, sample.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return Arrays.toString(values);
    }
}
