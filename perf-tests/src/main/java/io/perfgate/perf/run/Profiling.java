package io.perfgate.perf.run;

import io.perfgate.perf.profile.ProfileSettings;
import io.perfgate.perf.protocol.Measured;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Which measured A/B pairs the suite profiles after their trials ({@link PerfSuite#run(PerfSuite.Pair,
 * io.perfgate.perf.protocol.Sequential, Profiling)}), and for how long: {@code -Dperf.jfr} as {@link ProfileSettings}
 * reads it, with the gate's own judgement of whether a pair regressed ({@link SuiteGate#profiling}).
 */
public final class Profiling {
    /** Nothing is profiled. */
    public static final Profiling OFF = new Profiling(new ProfileSettings(ProfileSettings.When.OFF,
            ProfileSettings.DEFAULT_WINDOW), measured -> false);

    private final ProfileSettings settings;
    private final Predicate<Measured> regressed;

    /** @param regressed whether the gate's verdict on a measured pair is a regression, judged without printing it */
    Profiling(ProfileSettings settings, Predicate<Measured> regressed) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.regressed = Objects.requireNonNull(regressed, "regressed");
    }

    public ProfileSettings settings() {
        return settings;
    }

    /** Why {@code measured} is profiled, as the reports say it; empty when it is not (a plain run is never). */
    Optional<String> why(Measured measured) {
        if (measured.reference().isEmpty()) {
            return Optional.empty();
        }
        return switch (settings.when()) {
            case OFF -> Optional.empty();
            case ALWAYS -> Optional.of("-Dperf.jfr=always");
            case REGRESSED -> regressed.test(measured) ? Optional.of("its verdict is a regression") : Optional.empty();
        };
    }
}
