package io.perfgate.perf.experiment;

import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sweep plan: which points an experiment becomes, in which order, with which one setting changed. */
class ExperimentRunnerTest {
    private static final Path SYSTEM = Path.of("../perfgate.yaml").toAbsolutePath().normalize();
    private static final SystemDescription PERFGATE = SystemFile.read(SYSTEM);

    @Test
    void eachAxisValueIsAPointOfItsOwnWithOnlyThatSettingChanged() {
        Map<String, ExperimentRunner.Coordinates> at = new LinkedHashMap<>();
        List<ScenarioSettings> points = plan(experiment(Map.of("model", "closed", "trials", "3"),
                new Axis(Axis.Kind.USERS, List.of(50.0, 10.0))), at);

        assertEquals(List.of("request-2.users-50", "request-2.users-10", "request-1.users-50", "request-1.users-10"),
                points.stream().map(ScenarioSettings::scenario).toList());
        assertEquals(List.of(50, 10, 50, 10), points.stream().map(ScenarioSettings::users).toList());
        assertEquals(List.of(50, 10, 50, 10), points.stream().map(ScenarioSettings::connections).toList(),
                "a closed user has a connection of its own");
        assertTrue(points.stream().allMatch(p -> p.trials() == 3 && p.model() == LoadModel.CLOSED));
        assertEquals(new ExperimentRunner.Coordinates("request-1", 10), at.get("request-1.users-10"));
    }

    @Test
    void thinkTimeValuesAreMilliseconds() {
        List<ScenarioSettings> points = plan(experiment(Map.of("users", "50"),
                new Axis(Axis.Kind.THINK_TIME, List.of(0.0, 25.0))), new LinkedHashMap<>());

        assertEquals(List.of(Duration.ZERO, Duration.ofMillis(25)), points.stream().limit(2).map(ScenarioSettings::thinkTime).toList());
        assertEquals("request-2.thinktime-25", points.get(1).scenario());
        assertEquals(50, points.get(1).users());
    }

    @Test
    void payloadValuesAreBytesAndEachPointKeepsTheSharedLoad() {
        Map<String, ExperimentRunner.Coordinates> at = new LinkedHashMap<>();
        List<ScenarioSettings> points = plan(experiment(List.of("cache-echo"), Map.of("model", "closed", "users", "50",
                "thinkTime", "50ms", "payload", "3"), new Axis(Axis.Kind.PAYLOAD, List.of(1000.0, 10000.0))), at);

        assertEquals(List.of("cache-echo.payload-1000", "cache-echo.payload-10000"),
                points.stream().map(ScenarioSettings::scenario).toList());
        assertEquals(List.of(1000, 10000), points.stream().map(ScenarioSettings::payloadBytes).toList(),
                "the axis value, above the experiment's own payload setting");
        assertTrue(points.stream().allMatch(p -> p.users() == 50 && p.thinkTime().equals(Duration.ofMillis(50))
                && p.requestsPerUser() == 4 && p.model() == LoadModel.CLOSED));
        assertEquals(10000, points.get(1).forWarmUp().payloadBytes(), "the warm-up sends what the trials send");
        assertEquals(new ExperimentRunner.Coordinates("cache-echo", 10000), at.get("cache-echo.payload-10000"));
    }

    @Test
    void aPayloadAxisFitsTheOpenModelButNotARamp() {
        List<ScenarioSettings> open = plan(experiment(List.of("cache-echo"), Map.of("model", "open", "rate", "200"),
                new Axis(Axis.Kind.PAYLOAD, List.of(500.0))), new LinkedHashMap<>());
        ExperimentException ramp = assertThrows(ExperimentException.class, () -> plan(experiment(List.of("cache-echo"),
                Map.of("model", "ramp"), new Axis(Axis.Kind.PAYLOAD, List.of(500.0))), new LinkedHashMap<>()));

        assertEquals(500, open.getFirst().payloadBytes());
        assertEquals(200, open.getFirst().ratePerSecond());
        assertTrue(ramp.getMessage().endsWith("axis payload needs load.model closed or open, actual: ramp"), ramp.getMessage());
    }

    @Test
    void withoutAPayloadAxisThePayloadSettingOrItsDefaultApplies() {
        List<ScenarioSettings> set = plan(experiment(List.of("cache-echo"), Map.of("payload", "2500"),
                new Axis(Axis.Kind.USERS, List.of(1.0))), new LinkedHashMap<>());
        List<ScenarioSettings> unset = plan(experiment(List.of("cache-echo"), Map.of(),
                new Axis(Axis.Kind.USERS, List.of(1.0))), new LinkedHashMap<>());

        assertEquals(2500, set.getFirst().payloadBytes());
        assertEquals(ScenarioSettings.DEFAULT_PAYLOAD_BYTES, unset.getFirst().payloadBytes());
    }

    @Test
    void aRateAxisNeedsTheOpenModel() {
        ExperimentException e = assertThrows(ExperimentException.class, () -> plan(experiment(Map.of("model", "closed"),
                new Axis(Axis.Kind.RATE, List.of(100.0))), new LinkedHashMap<>()));

        assertTrue(e.getMessage().endsWith("axis rate needs load.model open, actual: closed"), e.getMessage());
    }

    @Test
    void aRampIsOnePointAtItsTopNumberOfUsers() {
        Map<String, ExperimentRunner.Coordinates> at = new LinkedHashMap<>();
        List<ScenarioSettings> points = plan(new Experiment("ramp", SYSTEM, "t", "s", SYSTEM,
                List.of(new Variant("platform-own", List.of(), Map.of())), List.of("request-1"),
                Map.of("model", "ramp", "users", "100", "rampStep", "1s"), Optional.empty(), List.of()), at);

        assertEquals(1, points.size());
        assertEquals(LoadModel.RAMP, points.getFirst().model());
        assertEquals(Duration.ofSeconds(1), points.getFirst().rampStep());
        assertEquals(new ExperimentRunner.Coordinates("request-1", 100), at.get("request-1"));
    }

    private static Experiment experiment(Map<String, String> load, Axis axis) {
        return experiment(List.of("request-2", "request-1"), load, axis);
    }

    private static Experiment experiment(List<String> scenarios, Map<String, String> load, Axis axis) {
        return new Experiment("x", SYSTEM, "t", "s", SYSTEM, List.of(new Variant("platform-own", List.of(), Map.of())),
                scenarios, load, Optional.of(axis), List.of());
    }

    private static List<ScenarioSettings> plan(Experiment experiment, Map<String, ExperimentRunner.Coordinates> at) {
        Function<String, String> settings = name -> switch (name) {
            case "perf.variants" -> "platform-own";
            case "perf.scenarios" -> String.join(",", experiment.scenarios());
            case "perf.commit" -> "test";
            default -> name.startsWith("perf.") ? experiment.load().get(name.substring(5)) : null;
        };
        SuiteSettings base = SuiteSettings.from(settings, 1, PERFGATE);
        return ExperimentRunner.points(experiment, PERFGATE, settings, base, at);
    }
}
