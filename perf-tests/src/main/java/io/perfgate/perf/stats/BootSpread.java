package io.perfgate.perf.stats;

import java.util.Arrays;

/**
 * How far the means of separate server boots of unchanged code lie apart, on the log scale, as a pooled
 * variance: the sum of squared deviations of each baseline's log boot means from their own mean, and the
 * degrees of freedom (boots minus one per baseline). Pooling the baselines of one machine is what makes the
 * prediction test usable: three boots give one baseline 2 degrees of freedom (a t quantile near 21 at
 * alpha / 9), twelve baselines of three boots give 24 (about 3.6).
 *
 * @param sumOfSquares      of the log boot means around each baseline's own mean
 * @param degreesOfFreedom  boots minus one, summed over the baselines
 */
public record BootSpread(double sumOfSquares, int degreesOfFreedom) {
    /** No boots at all. */
    public static final BootSpread NONE = new BootSpread(0, 0);

    public BootSpread {
        if (!(sumOfSquares >= 0) || Double.isInfinite(sumOfSquares) || degreesOfFreedom < 0) {
            throw new IllegalArgumentException("a boot spread needs a finite sum of squares >= 0 and degrees of "
                    + "freedom >= 0, actual: " + sumOfSquares + ", " + degreesOfFreedom);
        }
    }

    /** The spread of one baseline's boot means; {@link #NONE} with fewer than two, or a mean that is not > 0. */
    public static BootSpread of(Sample bootMeans) {
        Sample boots = bootMeans.finiteOnly();
        if (boots.size() < 2 || Arrays.stream(boots.values()).anyMatch(v -> v <= 0)) {
            return NONE;
        }
        double[] logs = Arrays.stream(boots.values()).map(Math::log).toArray();
        double mean = Arrays.stream(logs).average().orElseThrow();
        double squares = Arrays.stream(logs).map(l -> (l - mean) * (l - mean)).sum();
        return new BootSpread(squares, logs.length - 1);
    }

    public BootSpread plus(BootSpread other) {
        return new BootSpread(sumOfSquares + other.sumOfSquares, degreesOfFreedom + other.degreesOfFreedom);
    }

    /** The pooled variance of a log boot mean; NaN without degrees of freedom. */
    public double variance() {
        return degreesOfFreedom == 0 ? Double.NaN : sumOfSquares / degreesOfFreedom;
    }
}
