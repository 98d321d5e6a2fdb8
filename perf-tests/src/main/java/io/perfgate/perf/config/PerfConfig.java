package io.perfgate.perf.config;

import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.profile.ProfileSettings;
import io.perfgate.perf.property.Defaults;
import io.perfgate.perf.property.PerfProperties;
import io.perfgate.perf.property.TypedPaths;
import io.perfgate.perf.reference.ReferenceSettings;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.workspace.Workspace;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Everything a perf run is told, read from the {@code perf.*} system properties and the description of the system
 * under test ({@code -Dperf.system}, default {@code perfgate.yaml} at the repository root) in one place, where the
 * suite starts, checked once and handed down as values: what to run ({@link SuiteSettings}, with where the run's
 * files are, its {@link Workspace}), how to start servers ({@link LaunchSettings}), what to compare with (a reference
 * build, {@link ReferenceSettings}, or the committed baselines, {@link GateSettings}), which pairs to profile
 * ({@link ProfileSettings}). README.md's option table lists
 * them all.
 */
public record PerfConfig(SuiteSettings suite, LaunchSettings launch, Optional<ReferenceSettings> reference,
                         GateSettings gate, ProfileSettings profiling) {
    public PerfConfig {
        Objects.requireNonNull(profiling, "profiling");
        Objects.requireNonNull(suite, "suite");
        Objects.requireNonNull(launch, "launch");
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(gate, "gate");
        if (reference.isPresent() && gate.update()) {
            throw new IllegalArgumentException("-Dperf.baseline.update=true writes baselines from a plain run, "
                    + "-Dperf.reference asks for an A/B run: use one of them");
        }
        if (suite.boots() > 1 && !gate.update()) {
            throw new IllegalArgumentException("perf.baseline.boots=" + suite.boots() + " needs -Dperf.baseline.update=true: "
                    + "several boots per pair are for writing baselines; a gate run boots each variant once");
        }
    }

    /**
     * @throws IllegalArgumentException a property has a value that cannot be used; the message names it
     * @throws io.perfgate.perf.sut.SystemException the description of the system under test cannot be used
     */
    public static PerfConfig fromSystemProperties() {
        return from(System.getProperties()::getProperty);
    }

    /** Reads through {@code property} (a name to value lookup; null when unset). */
    public static PerfConfig from(Function<String, String> property) {
        SystemDescription system = SystemFile.read(systemFile(property));
        Workspace workspace = Workspace.resolve(property, system.file());
        GateSettings gate = gate(property, system, workspace);
        Optional<ReferenceSettings> reference = ReferenceSettings.from(property);
        return new PerfConfig(SuiteSettings.from(property, boots(property, gate.update()), system, reference.isPresent(),
                workspace), LaunchSettings.from(property, system, workspace.work()), reference, gate,
                ProfileSettings.from(property));
    }

    /** Where this run's files are: resolved once, for all of its settings. */
    public Workspace workspace() {
        return suite.workspace();
    }

    /**
     * {@code perf.system}: the description of the system under test, a path as typed ({@link TypedPaths}); the default
     * is {@code perfgate.yaml} at the repository root.
     */
    public static Path systemFile(Function<String, String> property) {
        return new PerfProperties(property).typedPath("perf.system", "perfgate.yaml");
    }

    /**
     * {@code perf.baseline.boots}: how many times the suite runs the whole plan, booting every variant anew each
     * round; default {@value Defaults#BASELINE_BOOTS} when writing baselines ({@code update}), else 1. More than one
     * without {@code update} is refused when the configuration is built.
     *
     * @throws IllegalArgumentException not a whole number >= 1; the message names the property and the value
     */
    static int boots(Function<String, String> property, boolean update) {
        return new PerfProperties(property).integer("perf.baseline.boots", update ? Defaults.BASELINE_BOOTS : 1, 1);
    }

    /**
     * The gate's settings: {@code perf.baseline.dir} (default: the description's {@code baselines},
     * {@code baselines/} beside it), {@code perf.baseline.update}, {@code perf.gate.strict}, {@code perf.sequential}, and the workspace's
     * history. Public for a tool that judges saved results without running anything (a merge of shards).
     */
    public static GateSettings gate(Function<String, String> property, SystemDescription system, Workspace workspace) {
        PerfProperties properties = new PerfProperties(property);
        Path baselines = properties.path("perf.baseline.dir").orElse(system.baselines().toAbsolutePath().normalize());
        return new GateSettings(baselines, properties.bool("perf.baseline.update", false),
                properties.bool("perf.gate.strict", false), workspace.history(), properties.bool("perf.sequential", true));
    }
}
