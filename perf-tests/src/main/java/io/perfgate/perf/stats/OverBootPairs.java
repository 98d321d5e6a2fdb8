package io.perfgate.perf.stats;

import org.apache.commons.statistics.distribution.FDistribution;
import org.apache.commons.statistics.distribution.TDistribution;

import java.util.List;

/**
 * The A/B test over several pairs of server boots, with the boot pair as the unit of evidence: a random-effects model
 * of the per-pair log ratios ({@link PairedSample#logRatios()}), {@code d_bj = delta + beta_b + e_bj}, where
 * {@code beta_b} is boot pair b's offset (standard deviation {@code tau}, what one pair of boots gives all its trials:
 * which code the JIT made, where the heap landed) and {@code e_bj} the scatter of its trials (standard deviation
 * {@code sigma}). The JVM boot is the level to replicate at (Georges, Buytaert and Eeckhout, OOPSLA 2007; Kalibera and
 * Jones, ISMM 2013): a test whose spread is taken within boot pairs calls a boot's luck a change, and on a framework
 * whose boots differ by up to 15% it did, in 1 same-jar verdict of 12.
 *
 * <p>The change is the mean of the boot pairs' means; its variance {@code V / k} for k boot pairs, where
 * {@code V = tau^2 + sigma^2 / n_b} is the variance of one boot pair's mean. V is estimated from two sources pooled by
 * their degrees of freedom: the run's own boot-pair means (k - 1) and the service's calibration ({@link BootSpread}: tau
 * from same-build runs, with as many degrees of freedom as boot pairs measured it; sigma from this run's trials, n - k).
 * The t distribution's degrees of freedom are Welch-Satterthwaite's for that sum. With a calibration of many boot pairs
 * the test is nearly the z-test with a known between-boot variance; with none it is the t-test of the k boot-pair means
 * (k - 1 degrees of freedom: two boot pairs can then only detect large changes, and {@link Estimate#detectable} says
 * so).
 *
 * <p>Whether the boot pairs of this run disagree more than the calibration allows is tested too
 * ({@link Heterogeneity}): the boot-pair means' variance against {@code tau^2 + sigma^2 / n_b}, an F test; not without a
 * calibration, where the run's own boot pairs are all the test has (and boots of a JVM always differ by more than their
 * trials, so a test of {@code tau = 0} says nothing). Immutable; never modifies its input.
 */
final class OverBootPairs implements Significance {
    private static final int MINIMUM_SIZE = 2;

    /** Pair i's boot pair, for the pairs as given (before pairs with a NaN are dropped). */
    private final int[] boots;
    private final BootSpread calibrated;

    OverBootPairs(int[] boots, BootSpread calibrated) {
        this.boots = boots.clone();
        this.calibrated = calibrated;
    }

    @Override
    public double pValueOfIncrease(Sample other, Sample candidate) {
        Model model = Model.of(PairedSample.of(other, candidate).inBlocks(boots).finiteOnly(), calibrated);
        return model == null ? Double.NaN : model.pValue(1);
    }

    @Override
    public Estimate estimate(Sample other, Sample candidate) {
        PairedSample pairs = PairedSample.of(other, candidate).inBlocks(boots).finiteOnly();
        Model model = Model.of(pairs, calibrated);
        if (model == null) {
            double change = pairs.size() == 0 ? Double.NaN : pairs.relativeChange();
            return new Estimate(pairs.reference(), pairs.candidate(), change, Double.NaN, false, Double.NaN, Double.NaN,
                    true, this);
        }
        double change = Math.expm1(model.center);
        double p = Double.isNaN(change) ? Double.NaN : model.pValue(change > 0 ? 1 : -1);
        return new Estimate(pairs.reference(), pairs.candidate(), change, p, true, model.standardError(),
                model.degreesOfFreedom, true, this, 0, model.heterogeneity());
    }

    /** The test's own center: the mean of the boot pairs' mean log ratios. */
    @Override
    public double center(Estimate estimate) {
        return Math.log1p(estimate.change());
    }

    @Override
    public String requirement() {
        return "a test over pairs of boots needs >= " + MINIMUM_SIZE + " pairs of trials, and with one pair of boots and"
                + " no calibration of this service, more pairs of trials than pairs of boots";
    }

    @Override
    public int minimumSize() {
        return MINIMUM_SIZE;
    }

    @Override
    public String name() {
        return "t-test of the log ratios over pairs of boots";
    }

    /**
     * The model fitted to one run's pairs: the center (mean of the boot-pair means), the pooled variance of one boot
     * pair's mean and its degrees of freedom, and the pieces for the heterogeneity test.
     */
    private record Model(double center, double bootPairVariance, double degreesOfFreedom, int bootPairs,
                         double observed, double expected, double expectedDegreesOfFreedom, boolean constant,
                         boolean calibrated, double lowest, double highest) {
        /** Null when the pairs cannot be tested (see {@link #requirement()}) or a pair has no ratio. */
        static Model of(PairedSample pairs, BootSpread calibrated) {
            if (pairs.size() < MINIMUM_SIZE || !pairs.logRatios().allFinite()) {
                return null;
            }
            List<Sample> byBoot = pairs.logRatiosByBlock();
            int k = byBoot.size();
            int n = pairs.size();
            int withinDf = n - k;
            double withinSquares = byBoot.stream().mapToDouble(b -> (b.size() - 1) * square(b.standardDeviation())).sum();
            double within = withinDf > 0 ? withinSquares / withinDf : 0;
            double harmonicSize = k / byBoot.stream().mapToDouble(b -> 1.0 / b.size()).sum();
            double[] means = byBoot.stream().mapToDouble(Sample::mean).toArray();
            Sample bootMeans = Sample.of(means);
            double center = bootMeans.mean();
            double between = k > 1 ? square(bootMeans.standardDeviation()) : 0;
            int nu = calibrated.bootPairs();
            double tau2 = square(calibrated.logSpread());
            // What one boot pair's mean varies by, as the calibration expects it for this run's pairs per boot pair.
            double expected = tau2 + within / harmonicSize;
            double expectedDf = satterthwaite(new double[] {tau2, within / harmonicSize}, new double[] {nu, withinDf});
            int runDf = k - 1;
            if (runDf + nu == 0) {
                // One boot pair and nothing calibrated: its offset cannot be told from a change; only the trials' own
                // spread is there, the plain paired test that knows nothing of boots.
                if (withinDf < 1) {
                    return null;
                }
                return new Model(center, within / harmonicSize, withinDf, k, Double.NaN, Double.NaN, Double.NaN,
                        byBoot.stream().allMatch(Sample::constant), false, Double.NaN, Double.NaN);
            }
            double runWeight = (double) runDf / (runDf + nu);
            double calibrationWeight = (double) nu / (runDf + nu);
            double pooled = runWeight * between + calibrationWeight * expected;
            double df = satterthwaite(
                    new double[] {runWeight * between, calibrationWeight * tau2, calibrationWeight * within / harmonicSize},
                    new double[] {runDf, nu, withinDf});
            boolean constant = pooled == 0;
            return new Model(center, pooled, Double.isNaN(df) ? runDf + nu : df, k, between, expected, expectedDf, constant,
                    nu > 0, java.util.Arrays.stream(means).min().orElseThrow(), java.util.Arrays.stream(means).max().orElseThrow());
        }

        double standardError() {
            return Math.sqrt(bootPairVariance / bootPairs);
        }

        double pValue(int sign) {
            if (constant) {
                // Every boot pair's pairs moved by exactly the same amount (often: not at all): the answer is certain.
                return sign * center > 0 ? 0 : 1;
            }
            return TDistribution.of(degreesOfFreedom).survivalProbability(sign * center / standardError());
        }

        Heterogeneity heterogeneity() {
            if (bootPairs < 2 || !calibrated || Double.isNaN(expected) || !(expectedDegreesOfFreedom > 0)) {
                return Heterogeneity.NONE;
            }
            double p;
            if (expected == 0) {
                p = observed > 0 ? 0 : 1;
            } else {
                p = FDistribution.of(bootPairs - 1, expectedDegreesOfFreedom).survivalProbability(observed / expected);
            }
            return new Heterogeneity(p, Math.expm1(Math.sqrt(observed)) * 100, Math.expm1(Math.sqrt(expected)) * 100, bootPairs,
                    Math.expm1(lowest) * 100, Math.expm1(highest) * 100);
        }

        /**
         * Welch-Satterthwaite's degrees of freedom of a sum of independent mean squares {@code terms[i]} (each already
         * multiplied by its weight) with {@code dfs[i]} degrees of freedom each; terms that are 0 or have none are left out.
         * NaN when no term is left.
         */
        static double satterthwaite(double[] terms, double[] dfs) {
            double sum = 0;
            double denominator = 0;
            for (int i = 0; i < terms.length; i++) {
                if (terms[i] > 0 && dfs[i] > 0) {
                    sum += terms[i];
                    denominator += square(terms[i]) / dfs[i];
                }
            }
            return denominator == 0 ? Double.NaN : square(sum) / denominator;
        }

        static double square(double x) {
            return x * x;
        }
    }
}
