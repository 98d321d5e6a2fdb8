package io.perfgate.perf.result;

import java.time.Duration;
import java.util.Objects;

/**
 * How a scenario was driven. Results measured with different settings are not comparable.
 *
 * @param model            {@code closed} (N users, the gate's default), {@code open} (fixed arrival rate), {@code ramp}
 *                         (closed, users added one per step) or {@code once} (each user runs once: an experiment's setup);
 *                         files hold its {@link LoadModel#id()}
 * @param ratePerSecond    arrivals per second (open model); 0 for closed
 * @param users            concurrent users (closed model); 0 for open
 * @param connections      HTTP/1.1 connections the generator may use
 * @param warmUp           excluded from the results
 * @param trialDuration    length of one measured trial
 * @param trials           number of measured trials
 * @param thinkTime        closed model: each user's pause after each round of its scenario; zero for none
 * @param rampStep         {@code ramp} model: a user is added every this long, from 1 up to {@code users}; zero otherwise
 * @param payloadBytes     the size of the scenario file's {@code PAYLOAD} (what each request sends and gets back); 0
 *                         when the file has no such parameter (or the result was written before payloads were kept)
 */
public record LoadSettings(LoadModel model, double ratePerSecond, int users, int connections,
                           Duration warmUp, Duration trialDuration, int trials, Duration thinkTime, Duration rampStep,
                           int payloadBytes) {
    public LoadSettings {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(warmUp, "warmUp");
        Objects.requireNonNull(trialDuration, "trialDuration");
        // Files written before these were kept have no such fields, and Gson hands a record null for them.
        thinkTime = thinkTime == null ? Duration.ZERO : thinkTime;
        rampStep = rampStep == null ? Duration.ZERO : rampStep;
        if (trials < 1) {
            throw new IllegalArgumentException("trials must be >= 1, actual: " + trials);
        }
        if (payloadBytes < 0) {
            throw new IllegalArgumentException("payloadBytes must be >= 0 (0: no payload), actual: " + payloadBytes);
        }
    }

    /** Settings without think time, ramp or payload: what the gate's runs and every baseline use. */
    public LoadSettings(LoadModel model, double ratePerSecond, int users, int connections, Duration warmUp,
                        Duration trialDuration, int trials) {
        this(model, ratePerSecond, users, connections, warmUp, trialDuration, trials, Duration.ZERO, Duration.ZERO, 0);
    }

    /**
     * The users a ramp trial had at {@code elapsed} into it: 1, then one more every {@link #rampStep}, up to {@link #users}.
     * For a second of the timeline pass its middle: the ramp's phases start within milliseconds of their plan, so a
     * second's start may fall a little before the user it belongs to.
     */
    public int rampUsersAt(Duration elapsed) {
        if (model != LoadModel.RAMP) {
            return users;
        }
        long steps = elapsed.isNegative() ? 0 : elapsed.toMillis() / Math.max(1, rampStep.toMillis());
        return (int) Math.min(users, 1 + steps);
    }
}
