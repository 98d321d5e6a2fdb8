package io.perfgate.perf.stats;

/**
 * What the tests of two independent samples share: each side's NaNs left out, the change of the means, and
 * the change's standard error with Welch-Satterthwaite degrees of freedom (for the detectable change).
 */
abstract class Unpaired implements Significance {
    @Override
    public Estimate estimate(Sample otherTrials, Sample candidateTrials) {
        Sample other = otherTrials.finiteOnly();
        Sample candidate = candidateTrials.finiteOnly();
        double change = Significance.relativeChangeOfMeans(other, candidate);
        double p = Double.isNaN(change) ? Double.NaN
                : change > 0 ? pValueOfIncrease(other, candidate) : pValueOfIncrease(candidate, other);
        boolean testable = other.size() >= minimumSize() && candidate.size() >= minimumSize();
        double se = Double.NaN;
        double df = Double.NaN;
        if (testable && other.mean() != 0) {
            double a = square(other.standardDeviation()) / other.size();
            double b = square(candidate.standardDeviation()) / candidate.size();
            se = Math.sqrt(a + b) / Math.abs(other.mean());
            // Both constant: no noise to speak of; one degree of freedom keeps the quantiles finite.
            df = a + b == 0 ? 1 : square(a + b)
                    / (square(a) / (other.size() - 1) + square(b) / (candidate.size() - 1));
        }
        return new Estimate(other, candidate, change, p, testable, se, df, false, this);
    }

    @Override
    public String requirement() {
        return "a significance test needs >= " + minimumSize() + " trials on each side";
    }

    private static double square(double x) {
        return x * x;
    }
}
