package io.perfgate.perf.load;

import com.google.gson.JsonParser;
import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.Model;
import io.hyperfoil.api.config.Phase;
import io.hyperfoil.api.connection.Connection;
import io.hyperfoil.api.session.Session;
import io.hyperfoil.function.SerializableBiFunction;
import io.hyperfoil.http.config.HttpPluginConfig;
import io.hyperfoil.http.steps.SendHttpRequestStep;
import io.netty.buffer.ByteBuf;
import io.perfgate.perf.result.LoadModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.Field;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScenarioFilesTest {
    private static final URI TARGET = URI.create("http://127.0.0.1:45678");

    @ParameterizedTest(name = "{0} open keeps {2} constantRate phase(s) at {1}/{3} users per second")
    @CsvSource({
            "request-1, 4, 1, 250",
            "request-2, 1, 1, 1000",
            "cache-crud, 5, 1, 200",
            "mixed, 10, 3, 100",
            "cache-key-validation, 5, 1, 200",
            "cache-entry-validation, 4, 1, 250",
            "cache-groups, 14, 3, 71.4286",
            "cache-echo, 4, 1, 250"})
    void theOpenModelKeepsOnlyConstantRatePhasesWithTheRatePerUser(String scenario, int requestsPerUser, int phases, double usersPerSec) {
        Benchmark benchmark = ScenarioFiles.benchmark(settings(scenario, requestsPerUser, LoadModel.OPEN), TARGET, Duration.ofMillis(1500));

        assertEquals(phases, benchmark.phases().size());
        for (Phase phase : benchmark.phases()) {
            assertTrue(phase.name().startsWith("open"), phase.name());
            Model.ConstantRate model = assertInstanceOf(Model.ConstantRate.class, phase.model);
            assertEquals(usersPerSec, model.usersPerSec, 1e-3);
            assertEquals(250, model.maxSessions);
            assertEquals(1500, phase.duration());
        }
        HttpPluginConfig http = benchmark.plugin(HttpPluginConfig.class);
        assertEquals("127.0.0.1", http.defaultHttp().host());
        assertEquals(45678, http.defaultHttp().port());
        assertEquals(24, http.defaultHttp().sharedConnections().max());
    }

    @ParameterizedTest(name = "{0} closed keeps {1} always phase(s)")
    @CsvSource({"request-1, 1", "request-2, 1", "cache-crud, 1", "mixed, 3", "cache-key-validation, 1",
            "cache-entry-validation, 1", "cache-groups, 3", "cache-echo, 1"})
    void theClosedModelKeepsOnlyAlwaysPhasesWithTheUsers(String scenario, int phases) {
        Benchmark benchmark = ScenarioFiles.benchmark(settings(scenario, 1, LoadModel.CLOSED), TARGET, Duration.ofSeconds(2));

        assertEquals(phases, benchmark.phases().size());
        for (Phase phase : benchmark.phases()) {
            assertTrue(phase.name().startsWith("closed"), phase.name());
            assertEquals(12, assertInstanceOf(Model.Always.class, phase.model).users);
        }
    }

    @ParameterizedTest(name = "{0} {1}: {2} request step(s) count response bytes")
    @CsvSource({"request-1, open, 4", "request-2, closed, 1", "cache-crud, open, 5", "mixed, open, 10", "mixed, closed, 10",
            "cache-groups, open, 14", "cache-groups, closed, 14", "cache-echo, open, 4", "cache-echo, closed, 4"})
    void everyHttpRequestOfTheKeptPhasesCountsResponseBytesOnce(String scenario, String model, int requests) {
        var builder = ScenarioFiles.builder(settings(scenario, 1, LoadModel.byId(model)), TARGET, Duration.ofSeconds(1));

        assertEquals(requests, ScenarioFiles.countResponseBytes(io.hyperfoil.api.config.BenchmarkBuilder.phasesForTesting(builder)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"no-such-scenario"})
    void aMissingScenarioFileIsNamed(String scenario) {
        LoadException e = org.junit.jupiter.api.Assertions.assertThrows(LoadException.class,
                () -> ScenarioFiles.benchmark(settings(scenario, 1, LoadModel.OPEN), TARGET, Duration.ofSeconds(1)));
        assertTrue(e.getMessage().contains("no-such-scenario.hf.yaml not found"), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void theParametersCarryTheRatePerUserAndTheWindow() {
        var params = ScenarioFiles.parameters(settings("cache-crud", 5, LoadModel.OPEN), TARGET, Duration.ofMillis(2500));

        assertEquals("http://127.0.0.1:45678", params.get("HOST"));
        assertEquals("200.000000", params.get("USERS_PER_SEC"));
        assertEquals("2500ms", params.get("DURATION"));
        assertEquals(List.of("HOST", "CONNECTIONS", "THREADS", "USERS_PER_SEC", "MAX_SESSIONS", "USERS", "DURATION", "REQUEST_TIMEOUT",
                "PAYLOAD", "PAYLOAD_BYTES"), List.copyOf(params.keySet()));
        assertEquals(ScenarioSettings.DEFAULT_PAYLOAD_BYTES, params.get("PAYLOAD").length(), "the default payload");
        assertEquals(Integer.toString(ScenarioSettings.DEFAULT_PAYLOAD_BYTES), params.get("PAYLOAD_BYTES"));
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {1, 2, 73, 74, 75, 148, 1000, 10_000, 65_524})
    void thePayloadIsExactlyThatManyBytesOfJsonSafeAsciiAndTheSameEachTime(int bytes) {
        var params = ScenarioFiles.parameters(settings("cache-echo", 4, LoadModel.CLOSED, bytes), TARGET, Duration.ofSeconds(1));
        String payload = params.get("PAYLOAD");

        assertEquals(bytes, payload.getBytes(StandardCharsets.UTF_8).length);
        assertEquals(Integer.toString(bytes), params.get("PAYLOAD_BYTES"));
        // Printable ASCII without what a JSON string escapes (" and \) or a Hyperfoil pattern expands ($).
        assertTrue(payload.chars().allMatch(c -> c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '$'), payload);
        assertEquals(payload, JsonParser.parseString("{\"value\":\"" + payload + "\"}").getAsJsonObject().get("value").getAsString());
        assertEquals(payload, ScenarioFiles.payload(bytes), "deterministic: the same text every run");
        if (bytes > 1) {
            assertTrue(ScenarioFiles.payload(bytes).startsWith(ScenarioFiles.payload(bytes - 1)), "one text, cut to length");
        }
    }

    @org.junit.jupiter.api.Test
    void aPayloadBelowOneByteIsRefused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> settings("cache-echo", 4, LoadModel.CLOSED, 0));
        assertEquals("scenario settings: payload must be >= 1 byte, actual: 0", e.getMessage());
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {1, 1234, 10_000})
    void cacheEchoPostsThePayloadAsTheJsonValue(int bytes) throws ReflectiveOperationException {
        Benchmark benchmark = ScenarioFiles.benchmark(settings("cache-echo", 4, LoadModel.CLOSED, bytes), TARGET, Duration.ofSeconds(1));

        List<String> bodies = new java.util.ArrayList<>();
        for (var sequence : benchmark.phases().iterator().next().scenario().sequences()) {
            for (var step : sequence.steps()) {
                if (step instanceof SendHttpRequestStep send) {
                    // Hyperfoil keeps the built body in a package-private field: this reads it as the connection would.
                    Field generator = SendHttpRequestStep.class.getDeclaredField("bodyGenerator");
                    generator.setAccessible(true);
                    @SuppressWarnings("unchecked")
                    var body = (SerializableBiFunction<Session, Connection, ByteBuf>) generator.get(send);
                    if (body != null) {
                        bodies.add(body.apply(null, null).toString(StandardCharsets.UTF_8));
                    }
                }
            }
        }

        assertEquals(List.of("{\"value\":\"" + ScenarioFiles.payload(bytes) + "\"}"), bodies, "one body: the POST's");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"cache-echo, 'CONNECTIONS, DURATION, HOST, MAX_SESSIONS, PAYLOAD, REQUEST_TIMEOUT, THREADS, USERS, USERS_PER_SEC'",
            "request-2, 'CONNECTIONS, DURATION, HOST, MAX_SESSIONS, REQUEST_TIMEOUT, THREADS, USERS, USERS_PER_SEC'"})
    void theParametersAFileUsesAreFoundInsideConcatToo(String scenario, String used) {
        assertEquals(List.of(used.split(", ")), List.copyOf(ScenarioFiles.parametersUsed(Scenarios.file(scenario))));
    }

    @org.junit.jupiter.api.Test
    void aRampStartsOneUserAndAddsOneEveryStepThatStartsInsideTheWindow() {
        ScenarioSettings ramp = new ScenarioSettings("request-2", 1, LoadModel.RAMP, 1000, 5, 5, 250, 1, Duration.ZERO, 0,
                Duration.ofSeconds(3), 1, Scenarios.file("request-2"), Duration.ZERO, Duration.ofSeconds(1),
                ScenarioSettings.DEFAULT_PAYLOAD_BYTES);

        Benchmark benchmark = ScenarioFiles.benchmark(ramp, TARGET, Duration.ofSeconds(3));

        // Users 4 and 5 would start at 3 s and 4 s: at or after the window's end. -1: no start time, at once.
        assertEquals(List.of("closed -1 3000", "closed-ramp-2 1000 2000", "closed-ramp-3 2000 1000"),
                benchmark.phases().stream().sorted(java.util.Comparator.comparingLong(p -> p.startTime))
                        .map(p -> p.name() + " " + p.startTime + " " + p.duration()).toList());
        for (Phase phase : benchmark.phases()) {
            assertEquals(1, assertInstanceOf(Model.Always.class, phase.model).users, phase.name());
        }
        var builder = ScenarioFiles.builder(ramp, TARGET, Duration.ofSeconds(3));
        assertEquals(3, ScenarioFiles.countResponseBytes(io.hyperfoil.api.config.BenchmarkBuilder.phasesForTesting(builder)),
                "each ramp phase's request step is its own copy and counts response bytes");
    }

    @ParameterizedTest(name = "{0}: think time ends each of {1} sequence(s)")
    @CsvSource({"request-2, 1", "mixed, 3"})
    void thinkTimeEndsEverySequenceOfTheKeptPhases(String scenario, int sequences) {
        ScenarioSettings thinking = new ScenarioSettings(scenario, 1, LoadModel.CLOSED, 1000, 2, 2, 250, 1, Duration.ZERO, 0,
                Duration.ofSeconds(1), 1, Scenarios.file(scenario), Duration.ofMillis(25), Duration.ZERO,
                ScenarioSettings.DEFAULT_PAYLOAD_BYTES);

        Benchmark benchmark = ScenarioFiles.benchmark(thinking, TARGET, Duration.ofSeconds(1));

        int found = 0;
        for (Phase phase : benchmark.phases()) {
            for (var sequence : phase.scenario().sequences()) {
                var steps = sequence.steps();
                assertEquals(List.of("ScheduleDelayStep", "AwaitDelayStep"), java.util.Arrays.stream(steps, steps.length - 2, steps.length)
                        .map(step -> step.getClass().getSimpleName()).toList(), phase.name());
                found++;
            }
        }
        assertEquals(sequences, found);
    }

    @org.junit.jupiter.api.Test
    void thinkTimeIsRefusedForTheOpenModel() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new ScenarioSettings("request-2", 1, LoadModel.OPEN, 1000, 2, 2, 250, 1, Duration.ZERO, 0,
                        Duration.ofSeconds(1), 1, Scenarios.file("request-2"), Duration.ofMillis(25), Duration.ZERO,
                        ScenarioSettings.DEFAULT_PAYLOAD_BYTES));
        assertTrue(e.getMessage().contains("think time needs the closed or ramp model"), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void theOnceModelKeepsTheOncePhaseWithItsUsers() {
        Benchmark benchmark = ScenarioFiles.benchmark(settings("cache-prefill", 11, LoadModel.ONCE), TARGET, Duration.ofSeconds(1));

        assertEquals(List.of("once"), benchmark.phases().stream().map(Phase::name).toList());
        assertEquals(12, assertInstanceOf(Model.AtOnce.class, benchmark.phases().iterator().next().model).users);
    }

    private static ScenarioSettings settings(String scenario, int requestsPerUser, LoadModel model) {
        return new ScenarioSettings(scenario, requestsPerUser, model, 1000, 12, 24, 250, 1,
                Duration.ofSeconds(1), 0, Duration.ofSeconds(1), 1, Scenarios.file(scenario));
    }

    private static ScenarioSettings settings(String scenario, int requestsPerUser, LoadModel model, int payloadBytes) {
        return new ScenarioSettings(scenario, requestsPerUser, model, 1000, 12, 24, 250, 1, Duration.ofSeconds(1), 0,
                Duration.ofSeconds(1), 1, Scenarios.file(scenario), Duration.ZERO, Duration.ZERO, payloadBytes);
    }
}
