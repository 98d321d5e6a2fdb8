package io.perfgate.perf.experiment;

import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentFileTest {
    private static final Path SYSTEM = Path.of("../perfgate.yaml").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"s1-clients", "s1-think-time", "s1-payload", "s2-ramp-up", "s3-concurrency", "s4-cache-groups",
            "s4-cache-groups-prefilled"})
    void everyCommittedExperimentReadsAndFitsItsSystem(String name) {
        Experiment experiment = ExperimentFile.read(Path.of("../experiments", name + ".yaml"), SYSTEM);

        assertEquals(name, experiment.name());
        assertEquals(SYSTEM, experiment.system());
        assertTrue(!experiment.seed().isBlank() && !experiment.seed().contains("shared/"), experiment.seed());
        SystemDescription system = SystemFile.read(experiment.system());
        assertEquals(experiment.variants().size(), ExperimentFile.resolve(experiment, system).size());
    }

    @Test
    void theFieldsArriveAsWritten() throws IOException {
        Experiment e = ExperimentFile.read(write("""
                title: T
                seed: S
                variants:
                  blocking: {args: [--io=blocking]}
                scenarios: [request-2]
                load: {model: closed, thinkTime: 50ms, warmup.max: 3s}
                axis: {users: [10, 20]}
                scaled: [fewer clients]
                """), SYSTEM);

        assertEquals("x", e.name());
        assertEquals(List.of("--io=blocking"), e.variants().getFirst().args());
        assertEquals(List.of("request-2"), e.scenarios());
        assertEquals(Map.of("model", "closed", "thinkTime", "50ms", "warmup.max", "3s"), e.load());
        assertEquals(new Axis(Axis.Kind.USERS, List.of(10.0, 20.0)), e.axis().orElseThrow());
        assertEquals(List.of("fewer clients"), e.scaled());
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> brokenFiles() {
        return java.util.stream.Stream.of(
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [request-2]\naxis: {users: [1]}\nloads: {}",
                        "x.yaml:6:1: loads: unknown field; known fields here: title, seed, system, variants, scenarios, load, axis, scaled, setup"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [request-2]\naxis: {users: [1], rate: [2]}",
                        "x.yaml:5:7: axis: required exactly one of users, rate, thinkTime, payload, actual: [users, rate]"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [request-2]\naxis: {users: [1, 2.5]}",
                        "x.yaml:5:15: axis.users: users values must be whole numbers, actual: 2.5"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [request-2]\naxis: {users: [1, many]}",
                        "x.yaml:5:19: axis.users[1]: required a number"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [request-2]\nload: {model: closed}",
                        "x.yaml:1:1: axis: required (users, rate, thinkTime or payload and its values) unless load.model is ramp"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [cache-echo]\naxis: {payload: [1000, 1500.5]}",
                        "x.yaml:5:17: axis.payload: payload values must be whole numbers, actual: 1500.5"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [cache-echo]\naxis: {payload: [0, 1000]}",
                        "x.yaml:5:17: axis.payload: payload values must be >= 1 and finite, actual: 0"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [cache-echo]\naxis: {bytes: [1000]}",
                        "x.yaml:5:8: axis.bytes: unknown field"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [request-2]\nload: {users: 2, speed: 3}\naxis: {users: [1]}",
                        "x.yaml:5:18: load.speed: unknown field"),
                org.junit.jupiter.params.provider.Arguments.of("seed: S\nvariants: [platform-own]\nscenarios: [request-2]\naxis: {users: [1]}",
                        "x.yaml:1:1: title: required, actual: missing"),
                org.junit.jupiter.params.provider.Arguments.of("title: T\nseed: S\nvariants:\n  mine: {}\nscenarios: [request-2]\naxis: {users: [1]}",
                        "x.yaml:4:9: variants.mine: required args or env"));
    }

    @ParameterizedTest(name = "{1}")
    @org.junit.jupiter.params.provider.MethodSource("brokenFiles")
    void aBrokenFileSaysWhereAndWhat(String yaml, String expected) throws IOException {
        Path file = write(yaml);

        ExperimentException e = assertThrows(ExperimentException.class, () -> ExperimentFile.read(file, SYSTEM));

        assertTrue(e.getMessage().startsWith(dir.resolve(expected.substring(0, expected.indexOf(':'))) + expected.substring(expected.indexOf(':'))),
                "expected to start with " + expected + ", actual: " + e.getMessage());
    }

    @Test
    void aPayloadAxisAndAPayloadSettingArriveAsWritten() throws IOException {
        Experiment e = ExperimentFile.read(write("""
                title: T
                seed: S
                variants: [platform-own]
                scenarios: [cache-echo]
                load: {model: open, rate: 200, payload: 4000}
                axis: {payload: [1000, 10000]}
                """), SYSTEM);

        assertEquals(new Axis(Axis.Kind.PAYLOAD, List.of(1000.0, 10000.0)), e.axis().orElseThrow());
        assertEquals("payload (bytes)", e.axis().orElseThrow().label());
        assertEquals("4000", e.load().get("payload"));
        assertEquals(1, ExperimentFile.resolve(e, SystemFile.read(SYSTEM)).size(), "cache-echo sends PAYLOAD");
    }

    @Test
    void aPayloadAxisOverAScenarioWithoutPayloadIsRefusedNamingTheScenarioAndItsFile() throws IOException {
        Experiment e = ExperimentFile.read(write("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [cache-echo, request-2]\n"
                + "axis: {payload: [1000, 2000]}\n"), SYSTEM);
        SystemDescription system = SystemFile.read(SYSTEM);

        ExperimentException x = assertThrows(ExperimentException.class, () -> ExperimentFile.resolve(e, system));

        assertEquals(dir.resolve("x.yaml") + ": axis payload: scenario 'request-2' ("
                + system.scenario("request-2").orElseThrow().file() + ") does not use !param PAYLOAD, so its requests would"
                + " not change with the axis; sweep a scenario whose file sends PAYLOAD (cache-echo), actual parameters: "
                + "CONNECTIONS, DURATION, HOST, MAX_SESSIONS, REQUEST_TIMEOUT, THREADS, USERS, USERS_PER_SEC", x.getMessage());
    }

    @Test
    void aMissingFileIsNamed() {
        ExperimentException e = assertThrows(ExperimentException.class,
                () -> ExperimentFile.read(dir.resolve("nothing.yaml"), SYSTEM));

        assertTrue(e.getMessage().startsWith(dir.resolve("nothing.yaml") + ": no such experiment file"), e.getMessage());
    }

    @Test
    void aVariantOrScenarioTheSystemLacksIsNamedWithWhatItHas() throws IOException {
        Experiment variant = ExperimentFile.read(write("title: T\nseed: S\nvariants: [turbo]\nscenarios: [request-2]\n"
                + "axis: {users: [1]}\n"), SYSTEM);
        Experiment scenario = ExperimentFile.read(write("title: T\nseed: S\nvariants: [platform-own]\nscenarios: [request-9]\n"
                + "axis: {users: [1]}\n"), SYSTEM);
        SystemDescription system = SystemFile.read(SYSTEM);

        ExperimentException v = assertThrows(ExperimentException.class, () -> ExperimentFile.resolve(variant, system));
        ExperimentException s = assertThrows(ExperimentException.class, () -> ExperimentFile.resolve(scenario, system));

        assertTrue(v.getMessage().contains("variants: 'turbo' is not a variant of " + SYSTEM
                + " (platform-own, platform-gson, virtual-own, virtual-gson)"), v.getMessage());
        assertTrue(s.getMessage().contains("scenarios: 'request-9' is not a scenario of " + SYSTEM), s.getMessage());
    }

    @Test
    void aDeclaredVariantMayRunBehindALoadBalancerAndTheReportSaysSo() throws IOException {
        Experiment e = ExperimentFile.read(write("""
                title: T
                seed: S
                variants:
                  single: {args: [--io=nonblocking]}
                  lb4: {args: [--io=nonblocking], backends: 4}
                scenarios: [request-2]
                axis: {users: [1]}
                """), SYSTEM);

        assertEquals(List.of(1, 4), e.variants().stream().map(Variant::backends).toList());
        assertEquals("lb4 (--io=nonblocking; 4 backends behind HAProxy (round robin), all on the server's CPUs)",
                ReportFacts.describe(e.variants().get(1)));
        assertEquals("single (--io=nonblocking)", ReportFacts.describe(e.variants().get(0)));
    }

    private Path write(String yaml) throws IOException {
        return Files.writeString(dir.resolve("x.yaml"), yaml);
    }
}
