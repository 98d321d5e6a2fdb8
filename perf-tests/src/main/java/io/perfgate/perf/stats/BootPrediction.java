package io.perfgate.perf.stats;

import org.apache.commons.statistics.distribution.TDistribution;

import java.util.Arrays;

/**
 * A one-sided prediction test of a run's mean against a committed baseline measured in several independent
 * boots. On a noisy machine the JVM boot, not the trial, is the unit of replication: the trials of one boot
 * agree with each other far better than the means of two boots do (a run of unchanged code on a shared VM was 10-32%
 * faster than the baseline run half an hour before it, docs/evidence/work-metrics.md), so a test over trials calls that drift a
 * regression. Here the baseline's B boot means {@code m_1..m_B} estimate how far one more boot of the same
 * code lands, and the candidate's run (one boot, the same number of trials) is such a boot under "no
 * change": on the log scale, {@code t = (log c - mean(log m)) / (s * sqrt(1 + 1/B))} with B - 1 degrees of
 * freedom, s the standard deviation of the log boot means (Student's prediction interval; Bencher's {@code t_test} gates on the same
 * idea against a history window). Few boots make the t quantile large, so such a baseline can only detect
 * large changes, and every verdict says how large ({@link Estimate#detectable}).
 */
final class BootPrediction implements Significance {
    static final BootPrediction INSTANCE = new BootPrediction(0);

    /**
     * The smallest standard deviation of the log boot means this test assumes: three boots can agree by chance far
     * better than the pair's boots do (on the reference VM one pair's p99 boots agreed within 0.8% while the other 11
     * pairs' spread 3-13%, and unchanged code then failed p99 in 4 of 6 runs), and a spread estimated from them alone
     * would call ordinary drift a regression. The floor is the spread pooled over every baseline of that metric.
     */
    private final double spreadFloor;

    private BootPrediction(double spreadFloor) {
        if (!(spreadFloor >= 0) || Double.isInfinite(spreadFloor)) {
            throw new IllegalArgumentException("spreadFloor must be >= 0 and finite, actual: " + spreadFloor);
        }
        this.spreadFloor = spreadFloor;
    }

    /** This test with the boots' spread never taken below {@code floor} (log scale); 0: the boots' own spread. */
    static BootPrediction withSpreadFloor(double floor) {
        return floor == 0 ? INSTANCE : new BootPrediction(floor);
    }

    /** @param other the baseline's per-boot means; {@code candidate} the run's trial values */
    @Override
    public double pValueOfIncrease(Sample other, Sample candidate) {
        return pValue(other.finiteOnly(), candidate.finiteOnly(), 1);
    }

    @Override
    public Estimate estimate(Sample bootMeans, Sample candidateTrials) {
        Sample boots = bootMeans.finiteOnly();
        Sample candidate = candidateTrials.finiteOnly();
        double change = Significance.relativeChangeOfMeans(boots, candidate);
        boolean testable = boots.size() >= minimumSize() && !candidate.isEmpty() && positive(boots, candidate);
        double p = Double.isNaN(change) ? Double.NaN : pValue(boots, candidate, change > 0 ? 1 : -1);
        return new Estimate(boots, candidate, change, p, testable, testable ? spread(logs(boots)) : Double.NaN,
                testable ? boots.size() - 1 : Double.NaN, true, this);
    }

    /** The test's own statistic: the log of the run's mean over the geometric mean of the boot means. */
    @Override
    public double center(Estimate estimate) {
        Sample boots = estimate.other();
        Sample candidate = estimate.candidate();
        return !boots.isEmpty() && !candidate.isEmpty() && positive(boots, candidate)
                ? Math.log(candidate.mean()) - logs(boots).mean() : Double.NaN;
    }

    /**
     * On the log scale: a boot scales a time metric by a factor, and the factors are right-skewed (a slow boot
     * can be 30% slower, a fast one not 30% faster); the t distribution fits their logs, not the raw means
     * (on the raw scale the false-alarm rate was 1.5% at alpha 1% in GateSimulationTest's model).
     */
    private double pValue(Sample boots, Sample candidate, int sign) {
        if (boots.size() < minimumSize() || candidate.isEmpty() || !positive(boots, candidate)) {
            return Double.NaN;
        }
        Sample logBoots = logs(boots);
        double difference = sign * (Math.log(candidate.mean()) - logBoots.mean());
        double spread = spread(logBoots);
        if (spread == 0) {
            // Every boot gave the same mean: there is no spread to scale by, and the answer is certain.
            return difference > 0 ? 0 : 1;
        }
        return TDistribution.of(boots.size() - 1).survivalProbability(difference / spread);
    }

    private static boolean positive(Sample boots, Sample candidate) {
        return candidate.mean() > 0 && Arrays.stream(boots.values()).allMatch(v -> v > 0);
    }

    private static Sample logs(Sample values) {
        return Sample.of(Arrays.stream(values.values()).map(Math::log).toArray());
    }

    /**
     * The standard deviation of the difference between one more boot's (log) mean and the mean of the B boots: the
     * boots' own standard deviation, or the floor when that is larger.
     */
    private double spread(Sample boots) {
        return Math.max(boots.standardDeviation(), spreadFloor) * Math.sqrt(1 + 1.0 / boots.size());
    }

    /** Two boots give one degree of freedom; three are the default of the update command. */
    @Override
    public int minimumSize() {
        return 2;
    }

    @Override
    public String requirement() {
        return "the baseline needs >= " + minimumSize() + " boots to know how far unchanged code moves between runs";
    }

    @Override
    public String name() {
        return "prediction t-test of this run's mean against the baseline's boot means";
    }
}
