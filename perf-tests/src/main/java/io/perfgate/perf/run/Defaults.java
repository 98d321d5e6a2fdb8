package io.perfgate.perf.run;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Every default of the perf suite in one place; each can be overridden by a system property (see
 * {@link SuiteSettings}). Chosen by measurement on the reference machine (2 cores, server and generator
 * pinned to one each; see the perf-tests README section):
 *
 * <ul>
 *   <li>Rates sit well below capacity (the slowest variant stays under about a third of a core) so that
 *       latency reflects service time, not queueing, and the generator never falls behind.</li>
 *   <li>Warm-up, excluded from the results, closed-model with 16 users (as fast as the server answers,
 *       so the JIT sees the most invocations per second): 10 s once per variant over the mixed scenario
 *       (all request paths at once), then 3 s per scenario. With 5 s per scenario at its open-model
 *       rate, CPU per request was still falling by half between trial 1 and trial 5.</li>
 *   <li>5 trials of 4 s: the gate compares trial distributions, so several short trials beat one long
 *       one; 5 per side is the fewest with which a rank test can reach 1% significance.</li>
 *   <li>The default run, 4 variants x (10 s + 3 scenarios x (3 s + 5 x 4 s) + per-run overhead), takes
 *       about 6.5 minutes of load plus the build.</li>
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

    public static final String MODEL = "open";
    public static final int USERS = 32;
    public static final int CONNECTIONS = 32;
    public static final int GENERATOR_THREADS = 1;

    /** Once per variant, right after boot: the mixed scenario, closed, {@link #WARM_UP_USERS} users. */
    public static final Duration VARIANT_WARM_UP = Duration.ofSeconds(10);
    /** Before each scenario of a variant, after the variant warm-up. */
    public static final Duration WARM_UP = Duration.ofSeconds(3);
    /** The warm-up runs closed with this many users: as many requests as the server can take, so C2 gets there sooner. */
    public static final int WARM_UP_USERS = 16;
    public static final Duration TRIAL = Duration.ofSeconds(4);
    public static final int TRIALS = 5;

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
