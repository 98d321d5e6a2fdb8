package io.perfgate.perf.config;

import io.perfgate.perf.protocol.WarmUpRule;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Every default of the perf suite in one place; each can be overridden by a system property (see
 * {@link SuiteSettings}). Chosen by measurement on the reference machine (2 cores, server and generator
 * pinned to one each; see the perf-tests README section):
 *
 * <ul>
 *   <li>The gate's load is closed-model with ONE user: each request is sent as soon as the previous answer
 *       arrived, so latency is the server's service time (no queueing), a CPU slowdown and an added delay
 *       both add to it directly, and the server's CPU never idles long enough to lose its caches. Measured
 *       between server boots (same code, same settings, back to back): 1-2% coefficient of variation of
 *       the mean, p50, p90, p99 and CPU per request. The open model at the fixed rates below (15-25% of a
 *       core) swung 13-15% between boots (its CPU idles between arrivals: every request starts cold), and
 *       16 closed users (saturation) 2-3% but a delay then hides behind the queue. The open model stays
 *       available for latency-under-load experiments: {@code -Dperf.model=open}.</li>
 *   <li>Open-model rates (used with {@code -Dperf.model=open}) sit well below capacity (the slowest variant
 *       stays under about a third of a core) so that the generator never falls behind.</li>
 *   <li>Warm-up, excluded from the results, closed-model with 16 users (as fast as the server answers,
 *       so the JIT sees the most invocations per second): at least 6 s once per variant over the mixed
 *       scenario (all request paths at once), then at least 3 s per scenario, each going on in 2 s windows
 *       until the last three windows' server CPU per request agree within 5% (at most 30 s). A fixed 6 s +
 *       3 s was not enough: the first trials of a scenario still spent 1.5-2x the CPU per request of the
 *       later ones (the pinned server's JIT threads share its one CPU), and how warm a scenario was
 *       depended on which scenarios ran before it.</li>
 *   <li>12 trials of 1.5 s: the gate compares trial distributions, so several short trials beat a few
 *       long ones at the same cost: 12 trials give the t-tests 11 (paired) or about 22 (Welch) degrees of
 *       freedom instead of 5 or 10, which at alpha / 7 lowers the critical t from 5.4 to 3.8
 *       (paired). In A/B runs shorter trials also pair the two sides more tightly in time.</li>
 *   <li>The default run, 4 variants x (6 s + 3 scenarios x (3 s + 12 x 1.5 s) + warm-up extensions and
 *       per-run overhead), took 532-540 s on the 2-vCPU reference VM (2026-11-22) with the module build
 *       (no tests); an A/B run 1100-1261 s, 2.1 to 2.3 times as long (baselines/README.md).</li>
 * </ul>
 */
public final class Defaults {
    /** Scenarios of a default run ({@code mixed} is available with {@code -Dperf.scenarios=mixed}). */
    public static final List<String> SCENARIOS = List.of("request-1", "request-2", "cache-crud");

    /** Requests one virtual user sends, per scenario: the divisor from request rate to users per second. */
    public static final Map<String, Integer> REQUESTS_PER_USER = Map.of(
            "request-1", 1, "request-2", 1, "cache-crud", 5, "mixed", 7);

    /** Open-model target rates, requests per second. */
    public static final Map<String, Double> RATE = Map.of(
            "request-1", 500d, "request-2", 1000d, "cache-crud", 1000d, "mixed", 700d);

    public static final String MODEL = "closed";
    /** Closed-model users of a trial: one, so that latency is service time, not queueing (see above). */
    public static final int USERS = 1;
    public static final int CONNECTIONS = 32;
    public static final int GENERATOR_THREADS = 1;

    /** Once per variant, right after boot: the mixed scenario, closed, {@link #WARM_UP_USERS} users. */
    public static final Duration VARIANT_WARM_UP = Duration.ofSeconds(6);
    /** Before each scenario of a variant, after the variant warm-up. */
    public static final Duration WARM_UP = Duration.ofSeconds(3);
    /** The warm-up runs closed with this many users: as many requests as the server can take, so C2 gets there sooner. */
    public static final int WARM_UP_USERS = 16;
    /** Warm-ups run in windows of this length until steady ({@link WarmUpRule}). */
    public static final Duration WARM_UP_WINDOW = Duration.ofSeconds(2);
    /** Steady: the last three windows' CPU per request (or throughput) within this many percent. */
    public static final double WARM_UP_TOLERANCE_PERCENT = 5;
    /** The longest warm-up of one scenario (or of a variant); then the trials start anyway, with a warning. */
    public static final Duration WARM_UP_MAX = Duration.ofSeconds(30);
    public static final Duration TRIAL = Duration.ofMillis(1500);
    public static final int TRIALS = 12;

    /** {@code -Dperf.profile=quick}: a few seconds per pair, for the build's own tests. */
    public static final Duration QUICK_VARIANT_WARM_UP = Duration.ZERO;
    public static final Duration QUICK_WARM_UP = Duration.ofSeconds(1);
    public static final Duration QUICK_TRIAL = Duration.ofMillis(1500);
    public static final int QUICK_TRIALS = 2;
    public static final double QUICK_RATE_FACTOR = 0.3;

    /** Session pool of the open model: enough for every arrival of this many seconds to be in flight at once. */
    public static final double MAX_SESSIONS_SECONDS = 0.2;
    public static final int MIN_MAX_SESSIONS = 100;

    private Defaults() {
    }
}
