package io.perfgate.perf.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * Trials of a reference and a candidate measured side by side: pair i is the reference's trial i and the
 * candidate's trial i, run back to back (in either order) so that whatever drifted on the machine
 * meanwhile hit both. Immutable; built only from two samples of equal size.
 */
public final class PairedSample {
    private final Sample reference;
    private final Sample candidate;

    private PairedSample(Sample reference, Sample candidate) {
        this.reference = reference;
        this.candidate = candidate;
    }

    /**
     * Pairs {@code reference[i]} with {@code candidate[i]}.
     *
     * @throws IllegalArgumentException the samples differ in size: trial i of one side would have no partner
     */
    public static PairedSample of(Sample reference, Sample candidate) {
        if (reference.size() != candidate.size()) {
            throw new IllegalArgumentException("paired trials need as many reference as candidate values, required "
                    + reference.size() + " candidate values, actual " + candidate.size()
                    + " (reference " + reference + ", candidate " + candidate + ")");
        }
        return new PairedSample(reference, candidate);
    }

    public int size() {
        return reference.size();
    }

    public Sample reference() {
        return reference;
    }

    public Sample candidate() {
        return candidate;
    }

    /** The pairs in which both sides measured the metric (a NaN on either side drops the whole pair). */
    public PairedSample finiteOnly() {
        if (reference.allFinite() && candidate.allFinite()) {
            return this;
        }
        double[] r = reference.values();
        double[] c = candidate.values();
        List<Double> keptR = new ArrayList<>();
        List<Double> keptC = new ArrayList<>();
        for (int i = 0; i < r.length; i++) {
            if (Double.isFinite(r[i]) && Double.isFinite(c[i])) {
                keptR.add(r[i]);
                keptC.add(c[i]);
            }
        }
        return new PairedSample(Sample.of(keptR), Sample.of(keptC));
    }

    /**
     * Per pair, {@code (candidate - reference) / |reference|}: relative, so that pairs measured while the
     * machine was slow weigh no more than the others. A pair whose reference is 0 gives 0 when the candidate
     * is 0 too and an infinity otherwise; a NaN on either side gives NaN.
     */
    public Sample relativeDifferences() {
        double[] r = reference.values();
        double[] c = candidate.values();
        double[] d = new double[r.length];
        for (int i = 0; i < r.length; i++) {
            if (r[i] == 0) {
                d[i] = c[i] == 0 ? 0 : Double.isNaN(c[i]) ? Double.NaN : Math.copySign(Double.POSITIVE_INFINITY, c[i]);
            } else {
                d[i] = (c[i] - r[i]) / Math.abs(r[i]);
            }
        }
        return Sample.of(d);
    }

    /** The mean of {@link #relativeDifferences()}: the change the paired test judges; NaN without pairs. */
    public double meanRelativeDifference() {
        return relativeDifferences().mean();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PairedSample p && reference.equals(p.reference) && candidate.equals(p.candidate);
    }

    @Override
    public int hashCode() {
        return 31 * reference.hashCode() + candidate.hashCode();
    }

    @Override
    public String toString() {
        return "reference " + reference + ", candidate " + candidate;
    }
}
