package io.perfgate.perf.protocol;

import io.perfgate.perf.load.ScenarioSettings;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * How long a run is expected to take, for the remaining time on the progress lines ({@link Progress}). Each warm-up
 * counts at its minimum: how long a JIT takes to settle beyond it is known only by watching, so the warm-ups extend the
 * plan by what they ran over ({@link WarmUp}), and {@link Progress#partsDone} replaces the plan by what the variants
 * measured so far took.
 *
 * @param sides         the servers of a variant per boot pair: 2 in an A/B run, else 1
 * @param bootPairs     the servers of each side per variant ({@code perf.reference.bootPairs}; 1 in a plain run)
 * @param together      whether a pair's two trials share one load window (lockstep, a duet) rather than taking turns
 * @param warmUpsAtOnce whether the variant warm-ups of all a variant's servers run at once rather than in turn
 */
public record RunEstimate(int sides, int bootPairs, boolean together, boolean warmUpsAtOnce) {
    /**
     * What one Hyperfoil run costs beyond its load window (event loops, connections, a System.gc() in the generator,
     * stats), with the server readings around it: for estimates only (a 1.5 s lockstep pair takes about 1.6 s,
     * docs/evidence/lockstep.md).
     */
    static final Duration RUN_OVERHEAD = Duration.ofMillis(200);
    /** What the plan counts for booting one server until it answers. */
    private static final Duration BOOT = Duration.ofSeconds(2);

    public RunEstimate {
        if (sides < 1 || sides > 2 || bootPairs < 1) {
            throw new IllegalArgumentException("a run has 1 or 2 sides of at least 1 server each, actual: " + sides
                    + " sides of " + bootPairs);
        }
    }

    /** A plain run's: the candidate alone, one server per variant. */
    public static RunEstimate alone() {
        return new RunEstimate(1, 1, false, false);
    }

    /**
     * The wall time one (variant, scenario) takes: its warm-up and trials on every server, in turn or, {@link #together},
     * in the same load windows; the boot pairs share the scenario's warm-up time ({@link WarmUp}), each its own window.
     */
    public Duration scenario(ScenarioSettings s) {
        int turns = together ? 1 : sides;
        Duration trials = s.trialDuration().multipliedBy(s.trials()).plus(RUN_OVERHEAD.multipliedBy(s.trials()));
        return (s.warmUp().isZero() ? trials : trials.plus(s.warmUp()).plus(RUN_OVERHEAD)).multipliedBy(turns)
                .plus(s.warmUp().isZero() ? Duration.ZERO : RUN_OVERHEAD.multipliedBy(bootPairs - 1));
    }

    /**
     * The wall time of one variant in one round: its servers booted one after the other and given their
     * {@code variantWarmUp} (if any), in turn or, {@link #warmUpsAtOnce}, all at once, then each of {@code scenarios}.
     */
    public Duration variant(Optional<ScenarioSettings> variantWarmUp, List<ScenarioSettings> scenarios) {
        long servers = (long) sides * bootPairs;
        Duration warmUp = variantWarmUp.map(w -> w.warmUp().plus(RUN_OVERHEAD)).orElse(Duration.ZERO);
        Duration variant = BOOT.multipliedBy(servers).plus(warmUpsAtOnce ? warmUp : warmUp.multipliedBy(servers));
        for (ScenarioSettings s : scenarios) {
            variant = variant.plus(scenario(s));
        }
        return variant;
    }
}
