package io.perfgate.perf.experiment;

import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A ramp's response time against active users (seed 002's JMeter graph), from its timeline: every second of its VALID
 * trials (warm-up windows and invalid trials left out) is put at the users its trial had in the MIDDLE of that second,
 * {@link LoadSettings#rampUsersAt} of the time since the trial's first second began (the ramp's steps start within
 * milliseconds of their plan, so a second's own start may fall just before its user); each trial ramps from one user. The
 * seconds that had the same users (one per trial, or more when a step is longer than a second) are pooled: their
 * responses' mean latency (weighted by responses, so it is the mean over those responses), their largest latency and
 * responses per second.
 *
 * @param steps  one per number of users seen, ascending
 * @param trials the valid trials the steps pool
 */
record RampCurve(List<Step> steps, int trials) {
    /** The window name prefix of a measured trial's seconds ({@code trial 3}); warm-up windows are {@code warm-up n}. */
    static final String TRIAL_WINDOW = "trial ";

    RampCurve {
        steps = List.copyOf(steps);
    }

    /**
     * @param users      active users
     * @param responses  responses received in those seconds
     * @param seconds    their total length, s
     * @param meanMillis the mean latency of those responses, ms; NaN without responses
     * @param maxMillis  the largest, ms; NaN without responses
     */
    record Step(int users, long responses, double seconds, double meanMillis, double maxMillis) {
        double throughputPerSecond() {
            return responses / seconds;
        }
    }

    static RampCurve of(ScenarioRun run) {
        Set<Integer> valid = run.trials().stream().filter(TrialResult::valid).map(TrialResult::trial)
                .collect(Collectors.toSet());
        Map<Integer, Instant> trialStart = new HashMap<>();
        Map<Integer, Pool> pools = new TreeMap<>();
        for (LoadSlice slice : run.timeline()) {
            Integer trial = trialNumber(slice.window());
            if (trial == null || !valid.contains(trial)) {
                continue;
            }
            // The timeline is in time order, so a trial's first slice is the first seen.
            Instant start = trialStart.computeIfAbsent(trial, t -> slice.start());
            Duration middle = Duration.between(start, slice.start()).plusNanos(Math.round(slice.seconds() * 500_000_000));
            int users = run.settings().rampUsersAt(middle);
            pools.computeIfAbsent(users, u -> new Pool()).add(slice);
        }
        List<Step> steps = new ArrayList<>();
        pools.forEach((users, pool) -> steps.add(pool.step(users)));
        return new RampCurve(steps, trialStart.size());
    }

    /** {@code trial 3} -> 3; null for a warm-up window or a name this reader does not know. */
    static Integer trialNumber(String window) {
        if (!window.startsWith(TRIAL_WINDOW)) {
            return null;
        }
        try {
            return Integer.parseInt(window.substring(TRIAL_WINDOW.length()).trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static final class Pool {
        private long responses;
        private long timedResponses;
        private double seconds;
        private double latencySum;
        private double max = Double.NaN;

        void add(LoadSlice slice) {
            responses += slice.responses();
            seconds += slice.seconds();
            if (slice.responses() > 0 && Double.isFinite(slice.meanMillis())) {
                latencySum += slice.meanMillis() * slice.responses();
                timedResponses += slice.responses();
            }
            if (Double.isFinite(slice.maxMillis()) && (Double.isNaN(max) || slice.maxMillis() > max)) {
                max = slice.maxMillis();
            }
        }

        Step step(int users) {
            return new Step(users, responses, seconds, timedResponses == 0 ? Double.NaN : latencySum / timedResponses, max);
        }
    }
}
