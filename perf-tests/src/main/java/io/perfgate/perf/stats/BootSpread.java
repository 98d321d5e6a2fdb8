package io.perfgate.perf.stats;

import java.util.List;

/**
 * How far the change that one pair of server boots measures lands from the true change, beyond what the scatter of
 * its own trials explains: the standard deviation of a boot pair's offset, on the log scale, as same-build A/B runs
 * measured it (the between-boot component of a random-effects model; Kalibera and Jones, ISMM 2013), and how many
 * boot pairs measured it, which is the weight it gets against the boot pairs of the run being judged.
 *
 * @param logSpread the standard deviation of a boot pair's offset, {@code ln(1 + percent / 100)}; {@code >= 0}
 * @param bootPairs how many same-build boot pairs it was estimated from: its degrees of freedom; 0 when not known
 *                  (the run's own boot pairs are then all the test has)
 */
public record BootSpread(double logSpread, int bootPairs) {
    /** Nothing known: the run's own boot pairs decide alone. */
    public static final BootSpread UNKNOWN = new BootSpread(0, 0);

    public BootSpread {
        if (!(logSpread >= 0) || Double.isInfinite(logSpread)) {
            throw new IllegalArgumentException("a boot pair's spread must be a number >= 0, actual: " + logSpread);
        }
        if (bootPairs < 0) {
            throw new IllegalArgumentException("boot pairs must be >= 0, actual: " + bootPairs);
        }
    }

    /** From a spread in percent of the change, e.g. 1.1 for 1.1%. */
    public static BootSpread percent(double percent, int bootPairs) {
        if (!(percent >= 0 && percent < 100)) {
            throw new IllegalArgumentException("a boot pair's spread must be >= 0 and < 100 percent, actual: " + percent);
        }
        return new BootSpread(Math.log1p(percent / 100), bootPairs);
    }

    /** The spread as a percent of the change. */
    public double percent() {
        return Math.expm1(logSpread) * 100;
    }

    /**
     * Fits the spread from same-build A/B runs, where the true change is known to be 0: each boot pair's mean log ratio
     * {@code m_b} over its {@code n_b} pairs has expectation 0 and variance {@code tau^2 + sigma^2 / n_b}, so
     * {@code tau^2} is the mean of {@code m_b^2} less the trials' share, {@code sigma^2} pooled within the boot pairs
     * (the method-of-moments estimate of a one-way random-effects model; 0 where the trials explain all of it). Its
     * degrees of freedom are the boot pairs'.
     *
     * @param runs same-build runs' pairs, each in the blocks of its boot pairs ({@link PairedSample#inBlocks}); pairs
     *             that are not finite are left out
     * @return the fit; {@link Fit#between()} is {@link #UNKNOWN} when no boot pair measured anything
     */
    public static Fit fit(List<PairedSample> runs) {
        double squares = 0;
        int withinDf = 0;
        double meanSquares = 0;
        double inverseSizes = 0;
        int bootPairs = 0;
        int pairs = 0;
        for (PairedSample run : runs) {
            PairedSample finite = run.finiteOnly();
            for (Sample boot : finite.logRatiosByBlock()) {
                if (boot.isEmpty()) {
                    continue;
                }
                bootPairs++;
                pairs += boot.size();
                meanSquares += boot.mean() * boot.mean();
                inverseSizes += 1.0 / boot.size();
                if (boot.size() > 1) {
                    squares += (boot.size() - 1) * boot.standardDeviation() * boot.standardDeviation();
                    withinDf += boot.size() - 1;
                }
            }
        }
        if (bootPairs == 0) {
            return new Fit(UNKNOWN, Double.NaN, 0);
        }
        double within = withinDf > 0 ? squares / withinDf : Double.NaN;
        double tau2 = meanSquares / bootPairs - (withinDf > 0 ? within * inverseSizes / bootPairs : 0);
        return new Fit(new BootSpread(Math.sqrt(Math.max(0, tau2)), bootPairs), Math.sqrt(within), pairs);
    }

    /**
     * What same-build runs showed.
     *
     * @param between      the between-boot spread and how many boot pairs measured it
     * @param withinLogSpread the standard deviation of one pair's log ratio within its boot pair; NaN when no boot pair
     *                     had two pairs
     * @param pairs        how many pairs of trials
     */
    public record Fit(BootSpread between, double withinLogSpread, int pairs) {
        /** The within spread in percent. */
        public double withinPercent() {
            return Math.expm1(withinLogSpread) * 100;
        }
    }

    /** Whether it carries any weight (at least one boot pair measured it). */
    public boolean known() {
        return bootPairs > 0;
    }
}
