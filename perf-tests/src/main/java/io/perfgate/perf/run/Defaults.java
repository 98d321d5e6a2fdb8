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
 *   <li>Warm-up 5 s per (variant, scenario): enough for C2 to compile the request path, measured as
 *       the point after which successive 1 s windows stop improving.</li>
 *   <li>5 trials of 5 s: the gate compares trial distributions, so more short trials beat one long
 *       one; 5 is the fewest that lets a rank test reach 5% significance with no overlap.</li>
 *   <li>The default run, 4 variants x 3 scenarios x (5 s + 5 x 5 s + overhead), takes about 7 minutes.</li>
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

    public static final Duration WARM_UP = Duration.ofSeconds(5);
    public static final Duration TRIAL = Duration.ofSeconds(5);
    public static final int TRIALS = 5;

    /** {@code -Dperf.profile=quick}: a few seconds per pair, for the build's own tests. */
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
