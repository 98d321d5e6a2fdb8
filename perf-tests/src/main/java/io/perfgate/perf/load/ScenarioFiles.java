package io.perfgate.perf.load;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BaseSequenceBuilder;
import io.hyperfoil.api.config.BenchmarkBuilder;
import io.hyperfoil.api.config.BenchmarkData;
import io.hyperfoil.api.config.BenchmarkDefinitionException;
import io.hyperfoil.api.config.PhaseBuilder;
import io.hyperfoil.api.config.ScenarioBuilder;
import io.hyperfoil.api.config.SequenceBuilder;
import io.hyperfoil.core.builders.StepCatalog;
import io.hyperfoil.core.metric.ProvidedMetricSelector;
import io.hyperfoil.core.parser.BenchmarkParser;
import io.hyperfoil.core.parser.ParserException;
import io.hyperfoil.http.config.HttpPluginBuilder;
import io.hyperfoil.http.steps.HttpRequestStepBuilder;
import io.perfgate.perf.result.LoadModel;
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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
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
 * attaches a {@link ResponseBytesCounter} and the {@link ConnectionClose} handlers to every HTTP request, so that
 * response bytes are measured, and a server closing connections costs a reconnect, for any scenario without its file
 * asking for it. Public only for what others must know of a scenario file without
 * driving it: the {@code PAYLOAD} text and which parameters a file uses.
 */
public final class ScenarioFiles {
    /**
     * What {@link #payload} repeats: readable in a captured request, plain ASCII (one byte a character, so that the
     * byte count is the character count), and nothing a JSON string must escape ({@code "}, {@code \}, control
     * characters) nor a Hyperfoil pattern would expand ({@code $}).
     */
    private static final String PAYLOAD_SENTENCE = "perfgate payload: the quick brown fox jumps over the lazy dog 0123456789. ";

    /** The name prefix of a lockstep window's copies of the scenario's sequences, the second server's turn. */
    private static final String TURN_PREFIX = "perfgate-turn-";

    private ScenarioFiles() {
    }

    /** The template parameters a scenario file may use, for one window of {@code duration} against {@code target}. */
    static Map<String, String> parameters(ScenarioSettings settings, URI target, Duration duration) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("HOST", origin(target));
        params.put("CONNECTIONS", Integer.toString(settings.connections()));
        params.put("THREADS", Integer.toString(settings.generatorThreads()));
        params.put("USERS_PER_SEC", String.format(Locale.ROOT, "%.6f", settings.usersPerSecond()));
        params.put("MAX_SESSIONS", Integer.toString(settings.maxSessions()));
        params.put("USERS", Integer.toString(settings.users()));
        params.put("DURATION", duration.toMillis() + "ms");
        params.put("REQUEST_TIMEOUT", settings.requestTimeout().toMillis() + "ms");
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
        return build(builder(settings, target, duration), settings);
    }

    /**
     * The benchmark of a lockstep window: one closed user that runs a round of the scenario against {@code first}, then
     * the same round against {@code second}, and again, so that at any moment at most one of the two servers has a
     * request of this load in hand. Every request's metric is its server's authority ({@link #authority}), the key on
     * which {@link LoadDriver#runLockstep} splits the statistics.
     *
     * @throws LoadException the settings are not one closed user, or the scenario is not one ordered chain of sequences
     */
    static Benchmark lockstepBenchmark(ScenarioSettings settings, URI first, URI second, Duration duration) {
        if (settings.model() != LoadModel.CLOSED || settings.users() != 1) {
            throw new LoadException("scenario " + settings.scenario() + ": lockstep (-Dperf.reference.order=lockstep) takes"
                    + " turns one round of requests at a time, so it needs the closed model with 1 user, actual: "
                    + settings.model().id() + " with " + settings.users() + " user(s); use -Dperf.reference.order=duet"
                    + " for this load");
        }
        BenchmarkBuilder builder = builder(settings, first, duration);
        HttpPluginBuilder http = builder.plugin(HttpPluginBuilder.class);
        if (http.getHttp(null) == null) {
            throw new LoadException("scenario file " + settings.file() + ": lockstep needs the file's default http target"
                    + " (http: host: !param HOST ...), actual: none");
        }
        // The second server's connection settings as the file gives them for it: the file parsed for that target.
        http.addHttp(builder(settings, second, duration).plugin(HttpPluginBuilder.class).getHttp(null).copy(http));
        for (PhaseBuilder<?> phase : BenchmarkBuilder.phasesForTesting(builder)) {
            for (ScenarioBuilder scenario : HyperfoilBuilders.scenarios(phase)) {
                takeTurns(scenario, settings, authority(first), authority(second));
            }
        }
        return build(builder, settings);
    }

    /**
     * Appends to {@code scenario}'s ordered chain of sequences a copy of it whose requests go to {@code second}, and
     * names every request's metric by its server.
     */
    private static void takeTurns(ScenarioBuilder scenario, ScenarioSettings settings, String first, String second) {
        List<SequenceBuilder> chain = HyperfoilBuilders.orderedChain(scenario);
        if (chain.isEmpty()) {
            throw new LoadException("scenario file " + settings.file() + ": lockstep needs the scenario as a list of"
                    + " sequences run one after another (scenario: - name: [steps]), actual: "
                    + HyperfoilBuilders.sequences(scenario).size() + " sequences started otherwise"
                    + "; use -Dperf.reference.order=duet for this file");
        }
        List<SequenceBuilder> copies = new ArrayList<>();
        for (SequenceBuilder sequence : chain) {
            copies.add(scenario.sequence(TURN_PREFIX + sequence.name(), sequence));
        }
        chain.getLast().nextSequence(copies.getFirst().name());
        for (int i = 0; i + 1 < copies.size(); i++) {
            copies.get(i).nextSequence(copies.get(i + 1).name());
        }
        Set<HttpRequestStepBuilder> firstRequests = Collections.newSetFromMap(new IdentityHashMap<>());
        chain.forEach(sequence -> HyperfoilBuilders.collectRequests(sequence, firstRequests));
        Set<HttpRequestStepBuilder> secondRequests = Collections.newSetFromMap(new IdentityHashMap<>());
        copies.forEach(sequence -> HyperfoilBuilders.collectRequests(sequence, secondRequests));
        firstRequests.forEach(request -> request.authority(first).metric(new ProvidedMetricSelector(first)));
        secondRequests.forEach(request -> request.authority(second).metric(new ProvidedMetricSelector(second)));
    }

    /** How Hyperfoil names {@code target}'s server in a request ({@code host:port}): a lockstep window's metric names. */
    static String authority(URI target) {
        int port = target.getPort() >= 0 ? target.getPort() : "https".equalsIgnoreCase(target.getScheme()) ? 443 : 80;
        return target.getHost() + ":" + port;
    }

    private static String origin(URI target) {
        return target.getScheme() + "://" + target.getAuthority();
    }

    private static Benchmark build(BenchmarkBuilder builder, ScenarioSettings settings) {
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
     * its scenario, as the clients of the studies in experiments/README.md paused between requests.
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
     * Adds a {@link ResponseBytesCounter} and the {@link ConnectionClose} handlers to every {@code httpRequest} step of
     * {@code phases}, nested sequences included; returns how many. Hyperfoil's builders have no public way to walk a parsed scenario's steps, so
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
            request.handler().body(new ResponseBytesCounter.Builder())
                    .rawBytes(new ConnectionClose.Version.Builder())
                    .header(new ConnectionClose.Headers.Builder())
                    .onCompletion(new ConnectionClose.AfterAnswer.Builder());
        }
        return requests.size();
    }
}
