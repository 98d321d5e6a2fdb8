package io.perfgate.perf.profile;

import io.perfgate.perf.property.PerfProperties;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * When and how the A/B run profiles a pair with JFR, after its measured trials (so that no verdict changes):
 *
 * <pre>
 *   -Dperf.jfr=regressed     (default) only a pair whose verdict is a regression; off, always
 *   -Dperf.jfr.window=10s    each profiling window, one per boot pair (two windows with one boot pair)
 * </pre>
 *
 * @param when   which pairs are profiled
 * @param window how long each profiling window loads both sides
 */
public record ProfileSettings(When when, Duration window) {
    /**
     * One CPU sample per millisecond of a running Java thread: a regression of 3 us in a 60 us request (5%) is then
     * some 50 samples in a 10 s lockstep window, clear of the sampling noise of a few; JFR's own "profile" setting (10 ms)
     * would give 5.
     */
    public static final Duration CPU_PERIOD = Duration.ofMillis(1);
    /**
     * Allocation samples per second per JVM, JFR's throttle (its own "profile" setting takes 300): more samples make a
     * small site's share steadier; the weights add up to all bytes whatever the rate.
     */
    public static final int ALLOCATION_SAMPLES_PER_SECOND = 1000;
    public static final Duration DEFAULT_WINDOW = Duration.ofSeconds(10);

    public ProfileSettings {
        Objects.requireNonNull(when, "when");
        Objects.requireNonNull(window, "window");
        if (window.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("perf.jfr.window must be at least 1s, actual: " + window);
        }
    }

    /** Which pairs are profiled. */
    public enum When {
        /** None: the run is exactly as without profiling. */
        OFF,
        /** A pair whose verdict is a regression: a passing pull request costs nothing. */
        REGRESSED,
        /** Every pair of an A/B run. */
        ALWAYS;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Reads {@code perf.jfr} and {@code perf.jfr.window}.
     *
     * @throws io.perfgate.perf.property.PropertyException a value that cannot be used; the message names the key
     */
    public static ProfileSettings from(Function<String, String> property) {
        PerfProperties properties = new PerfProperties(property);
        When when = properties.choice("perf.jfr", When.REGRESSED, List.of(When.values()), When::id);
        Duration window = properties.duration("perf.jfr.window", DEFAULT_WINDOW);
        return new ProfileSettings(when, window);
    }

    /**
     * The recording's event settings, as {@code FlightRecorderMXBean.setRecordingSettings} takes them: CPU and allocation
     * samples only, every other event off, so that the recording costs the server as little as it can.
     */
    public static Map<String, String> eventSettings() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put(CallTree.CPU_EVENT + "#enabled", "true");
        settings.put(CallTree.CPU_EVENT + "#period", CPU_PERIOD.toMillis() + " ms");
        settings.put(CallTree.ALLOCATION_EVENT + "#enabled", "true");
        settings.put(CallTree.ALLOCATION_EVENT + "#throttle", ALLOCATION_SAMPLES_PER_SECOND + "/s");
        settings.put(CallTree.ALLOCATION_EVENT + "#stackTrace", "true");
        return Map.copyOf(settings);
    }
}
