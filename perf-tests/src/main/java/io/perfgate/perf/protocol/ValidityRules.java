package io.perfgate.perf.protocol;

import io.perfgate.perf.host.GeneratorCpu;

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
 * @param maxStolenFraction  CPU time other processes and the hypervisor took on the load generator's CPUs, as a
 *                           fraction of what those CPUs could give during the trial (0.1). A generator that waits
 *                           for its CPU adds the wait to every latency; the bound leaves room for the clock-tick
 *                           accounting ({@code /proc} counts 10 ms ticks: 2-3 ticks of a 1.5 s trial either way)
 *                           and for the few ms of daemons a quiet machine has. Judged only where the generator is
 *                           pinned ({@link io.perfgate.perf.host.GeneratorCpu})
 */
public record ValidityRules(double minRateFraction, double maxBlockedFraction, double maxStolenFraction) {
    public static final ValidityRules DEFAULT = new ValidityRules(0.95, 0.01, 0.1);

    public ValidityRules {
        if (!(minRateFraction > 0 && minRateFraction <= 1)) {
            throw new IllegalArgumentException("minRateFraction must be in (0, 1], actual: " + minRateFraction);
        }
        if (!(maxBlockedFraction >= 0)) {
            throw new IllegalArgumentException("maxBlockedFraction must be >= 0, actual: " + maxBlockedFraction);
        }
        if (!(maxStolenFraction >= 0 && maxStolenFraction <= 1)) {
            throw new IllegalArgumentException("maxStolenFraction must be in [0, 1], actual: " + maxStolenFraction);
        }
    }

    /** Whether others took more of the load generator's CPUs than {@link #maxStolenFraction} allows. */
    public boolean tooMuchStolen(GeneratorCpu.Stolen stolen) {
        return stolen.fraction() > maxStolenFraction;
    }
}
