package io.perfgate.perf.experiment;

import io.perfgate.perf.sut.Variant;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An experiment as its file ({@code experiments/<name>.yaml}) declares it: which variants of which system, which
 * scenarios, the load every point shares, and the one parameter it sweeps. Read by {@link ExperimentFile}.
 *
 * @param name      the file's name without {@code .yaml}, e.g. {@code s2-ramp-up}
 * @param file      the experiment file
 * @param title     one line: what is measured
 * @param seed      which earlier study it reproduces and what that study did (experiments/README.md)
 * @param system    the description file of the system under test ({@code perfgate.yaml} when not named)
 * @param variants  the variants measured, in order: the system's own, or declared by the experiment (name and start
 *                  arguments added to the system's)
 * @param scenarios the system's scenarios measured, in order
 * @param load      the load every point shares, as {@code perf.*} settings without the prefix ({@code model: closed},
 *                  {@code trial: 5s}, {@code trials: 3}, {@code rampStep: 1s}); the axis overrides its own parameter
 * @param axis      the swept parameter; empty for a single load shape (a ramp)
 * @param scaled    where this machine could not hold the seed's parameters and what was done instead; printed in
 *                  every report
 * @param setup     run once after each boot, before the first point: data the points need (a prefilled database)
 */
public record Experiment(String name, Path file, String title, String seed, Path system, List<Variant> variants,
                         List<String> scenarios, Map<String, String> load, Optional<Axis> axis, List<String> scaled,
                         Optional<Setup> setup) {
    /**
     * What runs once after each boot: a scenario of the system whose file has a {@code once} phase, with this many
     * users each running it once (cache-prefill: an API key and 10 entries per user).
     */
    public record Setup(String scenario, int users) {
        public Setup {
            Objects.requireNonNull(scenario, "scenario");
            if (users < 1) {
                throw new IllegalArgumentException("setup users must be >= 1, actual: " + users);
            }
        }
    }

    /** An experiment without setup. */
    public Experiment(String name, Path file, String title, String seed, Path system, List<Variant> variants,
                      List<String> scenarios, Map<String, String> load, Optional<Axis> axis, List<String> scaled) {
        this(name, file, title, seed, system, variants, scenarios, load, axis, scaled, Optional.empty());
    }

    public Experiment {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(axis, "axis");
        Objects.requireNonNull(setup, "setup");
        variants = List.copyOf(variants);
        scenarios = List.copyOf(scenarios);
        // The file's order, for the reports and result.json (Map.copyOf would not keep it).
        load = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(load));
        scaled = List.copyOf(scaled);
        if (variants.isEmpty() || scenarios.isEmpty()) {
            throw new IllegalArgumentException("an experiment needs at least one variant and one scenario");
        }
    }
}
