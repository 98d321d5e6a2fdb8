package io.perfgate.perf.load;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BaseSequenceBuilder;
import io.hyperfoil.api.config.BenchmarkBuilder;
import io.hyperfoil.api.config.BenchmarkData;
import io.hyperfoil.api.config.BenchmarkDefinitionException;
import io.hyperfoil.api.config.PhaseBuilder;
import io.hyperfoil.api.config.ScenarioBuilder;
import io.hyperfoil.core.builders.StepCatalog;
import io.hyperfoil.core.parser.BenchmarkParser;
import io.hyperfoil.core.parser.ParserException;
import io.hyperfoil.http.steps.HttpRequestStepBuilder;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * Turns a scenario file (a Hyperfoil benchmark named by the system's description) into a runnable
 * {@link Benchmark} for one load window: fills the template parameters, keeps only the phases of the
 * selected load model (phases named {@code open}/{@code open-*} or {@code closed}/{@code closed-*}) and
 * attaches a {@link ResponseBytesCounter} to every HTTP request, so that response bytes are measured for
 * any scenario without its file asking for it. Public only for what others must know of a scenario file without
 * driving it: the {@code PAYLOAD} text and which parameters a file uses.
 */
public final class ScenarioFiles {
    /**
     * What {@link #payload} repeats: readable in a captured request, plain ASCII (one byte a character, so that the
     * byte count is the character count), and nothing a JSON string must escape ({@code "}, {@code \}, control
     * characters) nor a Hyperfoil pattern would expand ({@code $}).
     */
    private static final String PAYLOAD_SENTENCE = "perfgate payload: the quick brown fox jumps over the lazy dog 0123456789. ";

    private ScenarioFiles() {
    }

    /** The template parameters a scenario file may use, for one window of {@code duration} against {@code target}. */
    static Map<String, String> parameters(ScenarioSettings settings, URI target, Duration duration) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("HOST", target.getScheme() + "://" + target.getAuthority());
        params.put("CONNECTIONS", Integer.toString(settings.connections()));
        params.put("THREADS", Integer.toString(settings.generatorThreads()));
        params.put("USERS_PER_SEC", String.format(Locale.ROOT, "%.6f", settings.usersPerSecond()));
        params.put("MAX_SESSIONS", Integer.toString(settings.maxSessions()));
        params.put("USERS", Integer.toString(settings.users()));
        params.put("DURATION", duration.toMillis() + "ms");
        params.put("REQUEST_TIMEOUT", "5s");
        params.put("PAYLOAD", payload(settings.payloadBytes()));
        params.put("PAYLOAD_BYTES", Integer.toString(settings.payloadBytes()));
        return params;
    }

    /**
     * The {@code PAYLOAD} text of {@code bytes} bytes: a readable sentence repeated and cut to length, the same text
     * every run (a random text would make two runs send different bytes), safe inside a JSON string as it is.
     */
    public static String payload(int bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("payload must be >= 1 byte, actual: " + bytes);
        }
        return PAYLOAD_SENTENCE.repeat(bytes / PAYLOAD_SENTENCE.length() + 1).substring(0, bytes);
    }

    /**
     * The template parameters a scenario file uses ({@code !param NAME default}, also inside {@code !concat}), by
     * name: whether a setting that only reaches the file through a parameter ({@code PAYLOAD}) changes anything.
     *
     * @throws LoadException the file is missing or is not YAML
     */
    public static Set<String> parametersUsed(Path file) {
        Node root;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            root = new Yaml(new LoaderOptions()).compose(in);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new LoadException("scenario file " + file + " not found", e);
        } catch (YAMLException | IOException e) {
            throw new LoadException("scenario file " + file + " does not parse: " + e.getMessage(), e);
        }
        Set<String> names = new TreeSet<>();
        // Identity: an alias (*scenario) is the anchored node itself, visited once.
        Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Node> next = new ArrayDeque<>();
        if (root != null) {
            next.push(root);
        }
        while (!next.isEmpty()) {
            Node node = next.pop();
            if (!seen.add(node)) {
                continue;
            }
            switch (node) {
                case ScalarNode scalar when scalar.getTag().getValue().equalsIgnoreCase("!param") ->
                        names.add(scalar.getValue().trim().split(" +", 2)[0]);
                case SequenceNode sequence -> sequence.getValue().forEach(next::push);
                case MappingNode mapping -> {
                    for (NodeTuple tuple : mapping.getValue()) {
                        next.push(tuple.getKeyNode());
                        next.push(tuple.getValueNode());
                    }
                }
                default -> {
                }
            }
        }
        return names;
    }

    static Benchmark benchmark(ScenarioSettings settings, URI target, Duration duration) {
        BenchmarkBuilder builder = builder(settings, target, duration);
        countResponseBytes(BenchmarkBuilder.phasesForTesting(builder));
        try {
            return builder.build();
        } catch (RuntimeException e) {
            throw new LoadException("scenario file " + settings.file() + " is not a valid benchmark: "
                    + e.getMessage(), e);
        }
    }

    /** The parsed scenario file with the phases of the selected model only, not built yet. */
    static BenchmarkBuilder builder(ScenarioSettings settings, URI target, Duration duration) {
        Path file = settings.file();
        BenchmarkBuilder builder;
        try (InputStream in = Files.newInputStream(file)) {
            builder = BenchmarkParser.instance().builder(in, BenchmarkData.EMPTY, parameters(settings, target, duration));
        } catch (java.nio.file.NoSuchFileException e) {
            // The description checked it at start: it went away during the run.
            throw new LoadException("scenario file " + file + " not found", e);
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
        // A ramp is the closed phase(s) started one user at a time.
        String model = (settings.model() == LoadModel.RAMP ? LoadModel.CLOSED : settings.model()).id();
        phases.removeIf(phase -> !(phase.name().equals(model) || phase.name().startsWith(model + "-")));
        if (phases.isEmpty()) {
            throw new LoadException("scenario file " + file + ": required a phase named '" + model + "' or '"
                    + model + "-<part>' for the " + settings.model().id() + " model, actual: none");
        }
        if (!settings.thinkTime().isZero()) {
            addThinkTime(phases, settings.thinkTime());
        }
        if (settings.model() == LoadModel.RAMP) {
            ramp(builder, List.copyOf(phases), settings, duration);
        }
        return builder;
    }

    /**
     * Ends every sequence of {@code phases} with a Hyperfoil {@code thinkTime} step: each user pauses after each round of
     * its scenario, as the seeds' clients paused between requests.
     */
    static void addThinkTime(Collection<PhaseBuilder<?>> phases, Duration thinkTime) {
        Set<BaseSequenceBuilder<?>> sequences = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PhaseBuilder<?> phase : phases) {
            for (ScenarioBuilder scenario : HyperfoilBuilders.scenarios(phase)) {
                sequences.addAll(HyperfoilBuilders.sequences(scenario));
            }
        }
        for (BaseSequenceBuilder<?> sequence : sequences) {
            sequence.step(StepCatalog.class).thinkTime(thinkTime.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Turns each closed phase into a ramp: the phase itself runs 1 user for the whole window, and a copy of it with 1 user
     * starts every {@link ScenarioSettings#rampStep()} until {@link ScenarioSettings#users()} run, each to the window's
     * end. Users that would start after the window ends are not added.
     */
    static void ramp(BenchmarkBuilder builder, List<PhaseBuilder<?>> closedPhases, ScenarioSettings settings, Duration window) {
        long step = settings.rampStep().toMillis();
        for (PhaseBuilder<?> phase : closedPhases) {
            if (!(phase instanceof PhaseBuilder.ClosedModel<?> closed)) {
                throw new LoadException("scenario file " + settings.file() + ": phase '" + phase.name() + "' must be a closed"
                        + " model (always) to ramp, actual: " + phase.getClass().getSimpleName());
            }
            closed.users(1);
            for (int user = 2; user <= settings.users(); user++) {
                long start = (user - 1) * step;
                if (start >= window.toMillis()) {
                    break;
                }
                PhaseBuilder.Always added = builder.addPhase(phase.name() + "-ramp-" + user).always(1);
                added.startTime(start).duration(window.toMillis() - start);
                added.readForksFrom(phase);
            }
        }
    }

    /**
     * Adds a {@link ResponseBytesCounter} to every {@code httpRequest} step of {@code phases}, nested sequences
     * included; returns how many. Hyperfoil's builders have no public way to walk a parsed scenario's steps, so
     * this reads the fields that hold them ({@link HyperfoilBuilders}); ScenarioFilesTest fails when an upgrade moves them.
     */
    static int countResponseBytes(Collection<PhaseBuilder<?>> phases) {
        Set<HttpRequestStepBuilder> requests = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PhaseBuilder<?> phase : phases) {
            for (ScenarioBuilder scenario : HyperfoilBuilders.scenarios(phase)) {
                for (BaseSequenceBuilder<?> sequence : HyperfoilBuilders.sequences(scenario)) {
                    HyperfoilBuilders.collectRequests(sequence, requests);
                }
            }
        }
        // Identity: an anchored scenario reused by two phases must still count each response once.
        for (HttpRequestStepBuilder request : requests) {
            request.handler().body(new ResponseBytesCounter.Builder());
        }
        return requests.size();
    }
}
