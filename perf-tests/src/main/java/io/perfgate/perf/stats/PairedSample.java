package io.perfgate.perf.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Trials of a reference and a candidate measured side by side: pair i is the reference's trial i and the
 * candidate's trial i, run back to back (in either order) so that whatever drifted on the machine
 * meanwhile hit both. Each pair belongs to a block: the pair of server boots (one of each side) that measured
 * it, all in one block unless {@link #inBlocks} says otherwise. Immutable; built only from two samples of equal
 * size.
 */
public final class PairedSample {
    private final Sample reference;
    private final Sample candidate;
    private final int[] blocks;

    private PairedSample(Sample reference, Sample candidate, int[] blocks) {
        this.reference = reference;
        this.candidate = candidate;
        this.blocks = blocks;
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
        return new PairedSample(reference, candidate, new int[reference.size()]);
    }

    /**
     * These pairs with pair i in block {@code blocks[i]} (any labels; equal labels, one block).
     *
     * @throws IllegalArgumentException not one label per pair
     */
    public PairedSample inBlocks(int... blocks) {
        if (blocks.length != size()) {
            throw new IllegalArgumentException("one block per pair of trials, required " + size() + " blocks, actual "
                    + blocks.length);
        }
        return new PairedSample(reference, candidate, blocks.clone());
    }

    public int size() {
        return reference.size();
    }

    /** Pair i's block label. */
    public int[] blocks() {
        return blocks.clone();
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
        List<Integer> keptBlocks = new ArrayList<>();
        for (int i = 0; i < r.length; i++) {
            if (Double.isFinite(r[i]) && Double.isFinite(c[i])) {
                keptR.add(r[i]);
                keptC.add(c[i]);
                keptBlocks.add(blocks[i]);
            }
        }
        return new PairedSample(Sample.of(keptR), Sample.of(keptC),
                keptBlocks.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * The log ratios ({@link #logRatios()}) of each block, in the order of the blocks' labels: what varies within a
     * pair of boots, apart from the offset that boot pair gives all its trials.
     */
    public List<Sample> logRatiosByBlock() {
        double[] d = logRatios().values();
        Map<Integer, List<Double>> byBlock = new TreeMap<>();
        for (int i = 0; i < d.length; i++) {
            byBlock.computeIfAbsent(blocks[i], b -> new ArrayList<>()).add(d[i]);
        }
        return byBlock.values().stream().map(Sample::of).toList();
    }

    /**
     * Per pair, {@code ln(candidate / reference)}: the relative difference on a log scale. Relative, so that
     * pairs measured while the machine was slow weigh no more than the others; logarithmic, so that it is
     * symmetric (A against B is exactly minus B against A, where {@code (b - a) / a} is not) and one pair
     * that tripled cannot outweigh four that did not move. Both 0 gives 0; a 0, negative or NaN value on
     * one side gives NaN (no ratio).
     */
    public Sample logRatios() {
        double[] r = reference.values();
        double[] c = candidate.values();
        double[] d = new double[r.length];
        for (int i = 0; i < r.length; i++) {
            d[i] = r[i] == 0 && c[i] == 0 ? 0 : r[i] > 0 && c[i] > 0 ? Math.log(c[i] / r[i]) : Double.NaN;
        }
        return Sample.of(d);
    }

    /**
     * The typical relative change, {@code exp(mean(ln(candidate / reference))) - 1}: the ratio of the
     * geometric means minus 1, the change the paired test judges ({@code +0.10} is 10% more); NaN without
     * pairs or when a pair has no ratio.
     */
    public double relativeChange() {
        Sample logs = logRatios();
        return logs.isEmpty() || !logs.allFinite() ? Double.NaN : Math.expm1(logs.mean());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PairedSample p && reference.equals(p.reference) && candidate.equals(p.candidate)
                && Arrays.equals(blocks, p.blocks);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * reference.hashCode() + candidate.hashCode()) + Arrays.hashCode(blocks);
    }

    @Override
    public String toString() {
        return "reference " + reference + ", candidate " + candidate;
    }
}
