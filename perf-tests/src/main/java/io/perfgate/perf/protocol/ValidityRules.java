package io.perfgate.perf.protocol;

/**
 * When a trial measures the harness rather than the server. An invalid trial is never a regression
 * and never a pass: it says what went wrong and what to change.
 *
 * @param minRateFraction    an open-model trial must send at least this fraction of its target rate
 *                           (0.95: Hyperfoil's scheduler catches up after short stalls, so a shortfall
 *                           beyond 5% means the generator could not keep up for a sizeable part of the trial)
 * @param maxBlockedFraction total time sessions waited for a free connection, as a fraction of the trial
 *                           (0.01). That wait is not inside the recorded latency, so beyond this bound
 *                           the percentiles understate what a user would see (coordinated omission)
 */
public record ValidityRules(double minRateFraction, double maxBlockedFraction) {
    public static final ValidityRules DEFAULT = new ValidityRules(0.95, 0.01);

    public ValidityRules {
        if (!(minRateFraction > 0 && minRateFraction <= 1)) {
            throw new IllegalArgumentException("minRateFraction must be in (0, 1], actual: " + minRateFraction);
        }
        if (!(maxBlockedFraction >= 0)) {
            throw new IllegalArgumentException("maxBlockedFraction must be >= 0, actual: " + maxBlockedFraction);
        }
    }
}
