package io.perfgate.perf.load;

import io.perfgate.perf.result.LoadModel;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * Everything needed to drive one scenario: which Hyperfoil file, which load model and how much load.
 * Rates are in HTTP requests per second for every scenario, so that a target is comparable with the
 * throughput measured; a scenario whose virtual user sends k requests starts {@code rate / k} users per
 * second.
 *
 * @param scenario            the scenario's name, e.g. {@code request-2}
 * @param requestsPerUser     requests one virtual user sends (1 for request-1/2, 5 for cache-crud)
 * @param model               closed (the gate's default) or open (latency at a fixed arrival rate)
 * @param ratePerSecond       open model: target requests per second, > 0
 * @param users               closed model: concurrent users, >= 1
 * @param connections         HTTP/1.1 connections shared by all users (concurrency cap of the generator)
 * @param maxSessions         open model: the session pool; arrivals beyond it are dropped (and the trial is invalid)
 * @param generatorThreads    Hyperfoil event-loop threads
 * @param warmUp              load applied before the measured trials and excluded from the results
 * @param warmUpUsers         users of the closed-model warm-up (as fast as the server answers, to reach JIT
 *                            steady state sooner); 0 warms up with the measured model and rate
 * @param trialDuration       length of one measured trial
 * @param trials              number of measured trials, >= 1
 * @param file                the Hyperfoil benchmark file, as the description of the system under test names it
 * @param thinkTime           closed and ramp models: each user pauses this long after each round of its scenario
 *                            (Hyperfoil's {@code thinkTime} step, added to the end of every sequence); zero for none
 * @param rampStep            ramp model: one more user every this long, from 1 up to {@code users}
 * @param payloadBytes        the size of the text the harness fills into the scenario file's {@code PAYLOAD} parameter
 *                            ({@link ScenarioFiles#payload}), >= 1; a file without that parameter sends what it always
 *                            sends, whatever this says
 */
public record ScenarioSettings(String scenario, int requestsPerUser, LoadModel model, double ratePerSecond, int users,
                               int connections, int maxSessions, int generatorThreads, Duration warmUp,
                               int warmUpUsers, Duration trialDuration, int trials, Path file, Duration thinkTime,
                               Duration rampStep, int payloadBytes, Duration requestTimeout) {
    /**
     * A measured request slower than this is a timeout, an error of the trial: a server that takes seconds to answer
     * under the gate's load has a problem the gate must show, not wait out.
     */
    public static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(5);

    /**
     * A warm-up request may take this long: the first requests of a cold framework compile its code paths, and several
     * JVMs booted at once on few CPUs compile slowly (a cold Spring application's first pages took longer than 5 s with
     * four servers warming on two CPUs). Slow is not dead: a server that answers late is warmed, not failed.
     */
    public static final Duration WARM_UP_REQUEST_TIMEOUT = Duration.ofSeconds(60);

    /**
     * {@code PAYLOAD}'s size when no {@code perf.payload} says otherwise: 1,000 bytes, the first size of
     * experiments/s1-payload.yaml (1,000 to 10,000, as seed S1's array sizes), so that a scenario measured outside a
     * payload sweep sits at one end of it rather than at a size no experiment measured.
     */
    public static final int DEFAULT_PAYLOAD_BYTES = 1000;

    public ScenarioSettings {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(warmUp, "warmUp");
        Objects.requireNonNull(trialDuration, "trialDuration");
        Objects.requireNonNull(file, "file");
        require(requestsPerUser >= 1, "requestsPerUser must be >= 1, actual: " + requestsPerUser);
        require(!(model == LoadModel.OPEN && !(ratePerSecond > 0)),
                "rate must be > 0 requests/s for the open model, actual: " + ratePerSecond);
        require(!(model == LoadModel.CLOSED && users < 1), "users must be >= 1 for the closed model, actual: " + users);
        require(connections >= 1, "connections must be >= 1, actual: " + connections);
        require(maxSessions >= 1, "maxSessions must be >= 1, actual: " + maxSessions);
        require(generatorThreads >= 1, "generator threads must be >= 1, actual: " + generatorThreads);
        require(!warmUp.isNegative(), "warm-up must be >= 0, actual: " + warmUp);
        require(warmUpUsers >= 0, "warm-up users must be >= 0, actual: " + warmUpUsers);
        require(trialDuration.toMillis() >= 100, "trial duration must be >= 100 ms, actual: " + trialDuration);
        require(trials >= 1, "trials must be >= 1, actual: " + trials);
        Objects.requireNonNull(thinkTime, "thinkTime");
        Objects.requireNonNull(rampStep, "rampStep");
        require(!thinkTime.isNegative(), "think time must be >= 0, actual: " + thinkTime);
        require(!(model == LoadModel.OPEN && !thinkTime.isZero()),
                "think time needs the closed or ramp model (an open model's arrivals do not wait for users), actual: open");
        require(!(model == LoadModel.RAMP && rampStep.toMillis() < 10),
                "ramp step must be >= 10 ms for the ramp model, actual: " + rampStep);
        require(!((model == LoadModel.RAMP || model == LoadModel.ONCE) && users < 1),
                "users must be >= 1 for the " + model.id() + " model, actual: " + users);
        require(payloadBytes >= 1, "payload must be >= 1 byte, actual: " + payloadBytes);
        Objects.requireNonNull(requestTimeout, "requestTimeout");
        require(requestTimeout.toMillis() >= 1, "request timeout must be >= 1 ms, actual: " + requestTimeout);
    }

    /** Settings whose requests time out after {@link #REQUEST_TIMEOUT}: the trials'. */
    public ScenarioSettings(String scenario, int requestsPerUser, LoadModel model, double ratePerSecond, int users,
                            int connections, int maxSessions, int generatorThreads, Duration warmUp, int warmUpUsers,
                            Duration trialDuration, int trials, Path file, Duration thinkTime, Duration rampStep,
                            int payloadBytes) {
        this(scenario, requestsPerUser, model, ratePerSecond, users, connections, maxSessions, generatorThreads, warmUp,
                warmUpUsers, trialDuration, trials, file, thinkTime, rampStep, payloadBytes, REQUEST_TIMEOUT);
    }

    /** Settings without think time or ramp, with the default payload: the gate's. */
    public ScenarioSettings(String scenario, int requestsPerUser, LoadModel model, double ratePerSecond, int users,
                            int connections, int maxSessions, int generatorThreads, Duration warmUp, int warmUpUsers,
                            Duration trialDuration, int trials, Path file) {
        this(scenario, requestsPerUser, model, ratePerSecond, users, connections, maxSessions, generatorThreads, warmUp,
                warmUpUsers, trialDuration, trials, file, Duration.ZERO, Duration.ZERO, DEFAULT_PAYLOAD_BYTES);
    }

    /** The same settings under another name: a point of an experiment ({@code request-2.users-50}). */
    public ScenarioSettings named(String name) {
        return new ScenarioSettings(name, requestsPerUser, model, ratePerSecond, users, connections, maxSessions,
                generatorThreads, warmUp, warmUpUsers, trialDuration, trials, file, thinkTime, rampStep, payloadBytes,
                requestTimeout);
    }

    /** The same settings with another warm-up time: a boot pair's share of the scenario's warm-up. */
    public ScenarioSettings withWarmUp(Duration time) {
        return new ScenarioSettings(scenario, requestsPerUser, model, ratePerSecond, users, connections, maxSessions,
                generatorThreads, time, warmUpUsers, trialDuration, trials, file, thinkTime, rampStep, payloadBytes,
                requestTimeout);
    }

    /** The same settings with {@code count} trials: the pairs of a boot pair added to an A/B run. */
    public ScenarioSettings withTrials(int count) {
        return new ScenarioSettings(scenario, requestsPerUser, model, ratePerSecond, users, connections, maxSessions,
                generatorThreads, warmUp, warmUpUsers, trialDuration, count, file, thinkTime, rampStep, payloadBytes,
                requestTimeout);
    }

    /** The same settings with requests that may wait {@code timeout} for their answer. */
    public ScenarioSettings withRequestTimeout(Duration timeout) {
        return new ScenarioSettings(scenario, requestsPerUser, model, ratePerSecond, users, connections, maxSessions,
                generatorThreads, warmUp, warmUpUsers, trialDuration, trials, file, thinkTime, rampStep, payloadBytes,
                timeout);
    }

    /**
     * The settings of the warm-up window: closed with {@link #warmUpUsers()} users, each with a connection of
     * its own (a closed user waiting for a shared connection would be queueing in the generator), or these
     * settings; either way its requests may wait {@link #WARM_UP_REQUEST_TIMEOUT}.
     */
    public ScenarioSettings forWarmUp() {
        if (warmUpUsers == 0) {
            return withRequestTimeout(WARM_UP_REQUEST_TIMEOUT);
        }
        return new ScenarioSettings(scenario, requestsPerUser, LoadModel.CLOSED, ratePerSecond, warmUpUsers,
                Math.max(connections, warmUpUsers),
                maxSessions, generatorThreads, warmUp, 0, trialDuration, trials, file, Duration.ZERO, Duration.ZERO,
                payloadBytes, WARM_UP_REQUEST_TIMEOUT);
    }

    /** Hyperfoil's {@code usersPerSec} for the open model. */
    public double usersPerSecond() {
        return ratePerSecond / requestsPerUser;
    }

    /** The request rate the generator must reach for a valid open-model trial; 0 for a closed model. */
    public double targetRatePerSecond() {
        return model == LoadModel.OPEN ? ratePerSecond : 0;
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException("scenario settings: " + message);
        }
    }
}
