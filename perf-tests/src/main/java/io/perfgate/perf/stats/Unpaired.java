package io.perfgate.perf.stats;

/** What the tests of two independent samples share: each side's NaNs left out, the change of the means. */
abstract class Unpaired implements Significance {
    @Override
    public Estimate estimate(Sample otherTrials, Sample candidateTrials) {
        Sample other = otherTrials.finiteOnly();
        Sample candidate = candidateTrials.finiteOnly();
        double change = Significance.relativeChangeOfMeans(other, candidate);
        double p = Double.isNaN(change) ? Double.NaN
                : change > 0 ? pValueOfIncrease(other, candidate) : pValueOfIncrease(candidate, other);
        return new Estimate(other, candidate, change, p,
                other.size() >= minimumSize() && candidate.size() >= minimumSize());
    }
}
