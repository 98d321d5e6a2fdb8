package io.perfgate.perf.load;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BenchmarkBuilder;
import io.hyperfoil.api.config.BenchmarkData;
import io.hyperfoil.api.config.BenchmarkDefinitionException;
import io.hyperfoil.api.config.PhaseBuilder;
import io.hyperfoil.core.parser.BenchmarkParser;
import io.hyperfoil.core.parser.ParserException;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Turns a scenario file ({@code scenarios/<name>.hf.yaml}: a Hyperfoil benchmark) into a runnable
 * {@link Benchmark} for one load window: fills the template parameters and keeps only the phases of the
 * selected load model (phases named {@code open}/{@code open-*} or {@code closed}/{@code closed-*}).
 */
final class ScenarioFiles {
    private ScenarioFiles() {
    }

    /** The template parameters a scenario file may use, for one window of {@code duration} against {@code target}. */
    public static Map<String, String> parameters(ScenarioSettings settings, URI target, Duration duration) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("HOST", target.getScheme() + "://" + target.getAuthority());
        params.put("CONNECTIONS", Integer.toString(settings.connections()));
        params.put("THREADS", Integer.toString(settings.generatorThreads()));
        params.put("USERS_PER_SEC", String.format(Locale.ROOT, "%.6f", settings.usersPerSecond()));
        params.put("MAX_SESSIONS", Integer.toString(settings.maxSessions()));
        params.put("USERS", Integer.toString(settings.users()));
        params.put("DURATION", duration.toMillis() + "ms");
        params.put("REQUEST_TIMEOUT", "5s");
        return params;
    }

    public static Benchmark benchmark(ScenarioSettings settings, URI target, Duration duration) {
        String file = settings.scenario() + ".hf.yaml";
        BenchmarkBuilder builder;
        try (InputStream in = open(file, settings.scenarioDir())) {
            builder = BenchmarkParser.instance().builder(in, BenchmarkData.EMPTY, parameters(settings, target, duration));
        } catch (ParserException | IOException | BenchmarkDefinitionException e) {
            throw new LoadException("scenario file " + file + " does not parse: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            // Hyperfoil's template layer wraps its ParserException (with line and column) in a RuntimeException.
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new LoadException("scenario file " + file + " does not parse: " + cause.getMessage(), e);
        }
        // phasesForTesting is the live phase map of the builder: the one way to drop a parsed phase
        // (BenchmarkBuilderTest seals that it still works).
        Collection<PhaseBuilder<?>> phases = BenchmarkBuilder.phasesForTesting(builder);
        String model = settings.model().id();
        phases.removeIf(phase -> !(phase.name().equals(model) || phase.name().startsWith(model + "-")));
        if (phases.isEmpty()) {
            throw new LoadException("scenario file " + file + ": required a phase named '" + model + "' or '"
                    + model + "-<part>' for the " + model + " model, actual: none");
        }
        try {
            return builder.build();
        } catch (RuntimeException e) {
            throw new LoadException("scenario file " + file + " is not a valid benchmark: " + e.getMessage(), e);
        }
    }

    private static InputStream open(String file, Optional<Path> dir) throws IOException {
        if (dir.isPresent() && Files.isRegularFile(dir.get().resolve(file))) {
            return Files.newInputStream(dir.get().resolve(file));
        }
        InputStream in = ScenarioFiles.class.getClassLoader().getResourceAsStream("scenarios/" + file);
        if (in == null) {
            throw new LoadException("scenario file " + file + " not found: looked in "
                    + dir.map(d -> d + " (perf.scenarios.dir) and ").orElse("") + "the classpath's scenarios/");
        }
        return in;
    }
}
