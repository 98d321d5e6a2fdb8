package io.perfgate.perf.result;

import java.time.Duration;
import java.util.Objects;

/**
 * How a scenario was driven. Results measured with different settings are not comparable.
 *
 * @param model            {@code closed} (N users, the gate's default) or {@code open} (fixed arrival rate)
 * @param ratePerSecond    arrivals per second (open model); 0 for closed
 * @param users            concurrent users (closed model); 0 for open
 * @param connections      HTTP/1.1 connections the generator may use
 * @param warmUp           excluded from the results
 * @param trialDuration    length of one measured trial
 * @param trials           number of measured trials
 */
public record LoadSettings(String model, double ratePerSecond, int users, int connections,
                           Duration warmUp, Duration trialDuration, int trials) {
    public LoadSettings {
        if (!model.equals("open") && !model.equals("closed")) {
            throw new IllegalArgumentException("model must be open or closed, actual: " + model);
        }
        Objects.requireNonNull(warmUp, "warmUp");
        Objects.requireNonNull(trialDuration, "trialDuration");
        if (trials < 1) {
            throw new IllegalArgumentException("trials must be >= 1, actual: " + trials);
        }
    }
}
