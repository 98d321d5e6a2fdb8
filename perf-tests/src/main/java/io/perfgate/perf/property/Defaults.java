package io.perfgate.perf.property;

import java.time.Duration;
import java.util.List;

/**
 * Every default of the perf suite in one place; each can be overridden by a system property ({@link PerfProperties});
 * what belongs to one server (its scenarios, their rates and requests per user, its JVM flags and CPUs) is in its
 * description file ({@code perfgate.yaml}). Why these values (the measurements behind them are in
 * docs/evidence/: load-model.md, statistic.md, warm-up.md):
 *
 * <ul>
 *   <li>The gate's load is closed-model with ONE user: each request is sent as soon as the previous answer
 *       arrived, so latency is the server's service time (no queueing), a CPU slowdown and an added delay
 *       both add to it directly, and the server's CPU never idles long enough to lose its caches. The open
 *       model stays available for latency-under-load experiments: {@code -Dperf.model=open}.</li>
 *   <li>Open-model rates (used with {@code -Dperf.model=open}) sit well below every variant's capacity, so
 *       that the generator never falls behind.</li>
 *   <li>Warm-up, excluded from the results, closed-model with 16 users (as fast as the server answers,
 *       so the JIT sees the most invocations per second): once per variant over the mixed scenario (all
 *       request paths at once), then per scenario, each going on window by window until the server's CPU
 *       per request is steady ({@code protocol.WarmUpRule}): the pinned server's JIT threads share its one CPU. Each
 *       scenario's own warm-up, at least {@link #WARM_UP}, goes on until the JIT is idle too: the variant
 *       warm-up may not have run the scenario's paths.</li>
 *   <li>Trials of 1.5 s, 12 pairs in an A/B run (6 on each of its two boot pairs), 6 in a plain one: the gate compares trial distributions, so at
 *       the same load time several short trials beat a few long ones: more degrees of freedom for the t-tests at
 *       alpha / m, and in A/B runs the two sides of a pair lie closer in time.</li>
 * </ul>
 */
public final class Defaults {
    public static final String MODEL = "closed";
    /** Closed-model users of a trial: one, so that latency is service time, not queueing (see above). */
    public static final int USERS = 1;
    /**
     * Open model: HTTP/1.1 connections shared by all sessions. The closed model opens one per user instead,
     * its warm-up included: every trial is its own Hyperfoil run
     * whose connections are accepted inside the trial's allocation reading, and 32 of them cost the server
     * 0.8-1 MB per 1.5 s trial, a fixed amount that moved allocated bytes per request by 130-180 B between
     * trials and with the machine's speed (docs/evidence/work-metrics.md).
     */
    public static final int OPEN_CONNECTIONS = 32;
    public static final int GENERATOR_THREADS = 1;

    /** Once per variant, right after boot: the mixed scenario, closed, {@link #WARM_UP_USERS} users. */
    public static final Duration VARIANT_WARM_UP = Duration.ofSeconds(6);
    /** Before each scenario of a variant, after the variant warm-up. */
    public static final Duration WARM_UP = Duration.ofSeconds(3);
    /** The warm-up runs closed with this many users: as many requests as the server can take, so C2 gets there sooner. */
    public static final int WARM_UP_USERS = 16;
    /** Warm-ups run in windows of this length until steady ({@code protocol.WarmUpRule}). */
    public static final Duration WARM_UP_WINDOW = Duration.ofSeconds(2);
    /** Steady: the last three windows' CPU per request (or throughput) within this many percent. */
    public static final double WARM_UP_TOLERANCE_PERCENT = 5;
    /**
     * The longest variant warm-up, then the trials start anyway, with a warning, and their verdicts name the trials
     * measured while the JIT compiled. It ends as soon as the server's JIT is idle, so the cap costs only a server that
     * still compiles: a large framework does for minutes (docs/evidence/real-services.md). A description sets its own
     * ({@code warmUp.max}).
     */
    public static final Duration WARM_UP_MAX = Duration.ofMinutes(3);
    /**
     * The longest warm-up of a measured scenario, after the variant's: it ends as soon as the JIT is idle, so a server
     * that compiled the scenario's paths in the variant warm-up pays one or two windows; a description sets its own
     * ({@code warmUp.scenarioMax}).
     */
    public static final Duration SCENARIO_WARM_UP_MAX = Duration.ofMinutes(1);
    public static final Duration TRIAL = Duration.ofMillis(1500);
    /**
     * An A/B run's pairs of trials, shared by its boot pairs ({@link #AB_BOOT_PAIRS}, six each): the paired tests' degrees
     * of freedom decide its detectable change where the trials vary: 12 pairs bring Request-2's detectable change in mean
     * latency under 3% on a 2-vCPU VM (docs/evidence/lockstep.md).
     */
    public static final int TRIALS = 12;
    /**
     * An A/B run's pairs of server boots per variant (lockstep or duet): trial i of the run is measured by boot pair
     * ((i - 1) mod k) + 1. Two boots of the same jar differ by more than their trials do (Request-2's mean latency and CPU
     * per request about 1% root mean square, docs/evidence/lockstep.md), which no number of trials of one boot narrows; the
     * mean over two pairs of boots differs by the square root of 2 less, which brings Request-2's detectable change
     * under 3%. Each pair more is a full warm-up more per side.
     */
    public static final int AB_BOOT_PAIRS = 2;

    /**
     * How many boot pairs an A/B scenario may grow to, one more at a time after its last look, while its verdict is
     * INCONCLUSIVE because its boot pairs disagree beyond the service's calibration: twice the planned two, so that a
     * disagreement from one unlucky boot can be outvoted (three boot pairs give the F test two degrees of freedom, four
     * give three), at the cost of a variant warm-up and the scenario's pairs per added boot pair, paid only when needed.
     */
    public static final int AB_MAX_BOOT_PAIRS = 4;

    /**
     * A plain run's trials, against the committed baselines: its time metrics are judged against the spread between
     * the baseline's boots (the standard deviation of 12 boots' means of mean latency was 5.0-12.5%,
     * docs/evidence/committed-baselines.md), which more trials of one boot do not narrow, and its work
     * metrics barely move between trials (allocated bytes per request within 0.1%); 6 keep the default plain run
     * within 5 minutes. The baselines are written with the same number per boot.
     */
    public static final int PLAIN_TRIALS = 6;

    /**
     * Server boots per (variant, scenario) when writing baselines ({@code -Dperf.baseline.update=true}): the JVM
     * boot is the unit of replication (time metrics drift between boots far more than between the trials of one boot:
     * docs/evidence/committed-baselines.md), and the gate needs the spread of the per-boot means.
     */
    public static final int BASELINE_BOOTS = 3;

    /** {@code -Dperf.profile=quick}: a few seconds per pair, for the build's own tests. */
    public static final Duration QUICK_VARIANT_WARM_UP = Duration.ZERO;
    public static final Duration QUICK_WARM_UP = Duration.ofSeconds(1);
    public static final Duration QUICK_TRIAL = Duration.ofMillis(1500);
    public static final int QUICK_TRIALS = 2;
    /**
     * A quick A/B run: one pair of boots (each more is a warm-up more per side) and 4 pairs of trials, the fewest whose
     * paired test has the degrees of freedom to decide; with 2 pairs over 2 boot pairs it could only say INCONCLUSIVE.
     */
    public static final int QUICK_AB_TRIALS = 4;
    public static final int QUICK_AB_BOOT_PAIRS = 1;
    /** {@code perf.profile}: the default, or quick. */
    public static final List<String> PROFILES = List.of("default", "quick");

    /** The run's {@code perf.profile}, one of {@link #PROFILES}: the suite's load and the reference's boot pairs follow it. */
    public static String profile(PerfProperties properties) {
        return properties.choice("perf.profile", PROFILES.getFirst(), PROFILES);
    }
    public static final double QUICK_RATE_FACTOR = 0.3;

    /** {@code -Dperf.model=ramp}: one more user every second, as the seed's JMeter ramp-up (1 user per second). */
    public static final Duration RAMP_STEP = Duration.ofSeconds(1);

    /** Session pool of the open model: enough for every arrival of this many seconds to be in flight at once. */
    public static final double MAX_SESSIONS_SECONDS = 0.2;
    public static final int MIN_MAX_SESSIONS = 100;

    private Defaults() {
    }
}
