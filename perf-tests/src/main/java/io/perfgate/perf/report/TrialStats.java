package io.perfgate.perf.report;

/**
 * Mean and spread of one metric over a run's valid trials.
 *
 * @param trials how many values (NaN values, e.g. an unmeasured server CPU, are left out)
 * @param mean   arithmetic mean; NaN when {@code trials == 0}
 * @param sd     sample standard deviation (n - 1); NaN when {@code trials < 2}
 */
record TrialStats(int trials, double mean, double sd) {

    static TrialStats of(double[] values) {
        int n = 0;
        double sum = 0;
        for (double v : values) {
            if (!Double.isNaN(v)) {
                n++;
                sum += v;
            }
        }
        if (n == 0) {
            return new TrialStats(0, Double.NaN, Double.NaN);
        }
        double mean = sum / n;
        if (n < 2) {
            return new TrialStats(n, mean, Double.NaN);
        }
        double squares = 0;
        for (double v : values) {
            if (!Double.isNaN(v)) {
                squares += (v - mean) * (v - mean);
            }
        }
        return new TrialStats(n, mean, Math.sqrt(squares / (n - 1)));
    }

    boolean measured() {
        return trials > 0 && Double.isFinite(mean);
    }
}
