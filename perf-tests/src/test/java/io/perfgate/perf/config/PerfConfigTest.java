package io.perfgate.perf.config;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.SystemRepository;
import io.perfgate.perf.sut.Systems;
import io.perfgate.perf.workspace.Workspace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class PerfConfigTest {
    private static final SystemDescription PERFGATE = Systems.perfgate();

    @TempDir
    Path temp;

    private static PerfConfig config(Map<String, String> properties) {
        return PerfConfig.from(properties::get);
    }

    private static GateSettings gate(Map<String, String> properties, SystemDescription system) {
        return PerfConfig.gate(properties::get, system, Workspace.resolve(properties::get, system.file()));
    }

    @Test
    void directoryDefaultsToTheDescriptionsBaselinesAndCanBeOverridden() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
        assertEquals(module.resolve("../baselines").toAbsolutePath().normalize(),
                BaselineStore.at(gate(Map.of("basedir", module.toString()), PERFGATE).baselineDir()).directory());
        assertEquals(module.resolve("../examples/wiremock/baselines").toAbsolutePath().normalize(),
                gate(Map.of(), Systems.wiremock()).baselineDir());

        GateSettings moved = gate(Map.of("perf.baseline.dir", temp.toString()), PERFGATE);
        assertEquals(temp.toAbsolutePath(), BaselineStore.at(moved.baselineDir()).directory());
        assertEquals(temp.toAbsolutePath().resolve("thresholds.json"), BaselineStore.at(moved.baselineDir()).thresholdsFile());
    }

    @Test
    void updateStrictAndHistoryAreReadOnceIntoTheGateSettings() {
        GateSettings gate = gate(Map.of("perf.baseline.update", "TRUE", "perf.gate.strict", "true",
                "perf.history", temp.resolve("elsewhere.db").toString()), PERFGATE);

        assertTrue(gate.update());
        assertTrue(gate.strict());
        assertEquals(temp.resolve("elsewhere.db").toAbsolutePath(), gate.historyFile());
        GateSettings defaults = gate(Map.of(), PERFGATE);
        assertFalse(defaults.update());
        assertFalse(defaults.strict());
        assertEquals(SystemRepository.holding(PERFGATE.file()).root().resolve(".perfgate/history.db"),
                defaults.historyFile());
    }

    @Test
    void aSystemInItsOwnRepositoryKeepsItsHistoryAndItsDefaultCommitThere() {
        assumeTrue(System.getenv("GITHUB_SHA") == null, "GITHUB_SHA names the commit before the repository's HEAD");
        io.perfgate.perf.sut.GitRepository team = io.perfgate.perf.sut.GitRepository.init(temp.resolve("team"));
        team.write("perf/load.hf.yaml", "name: load\n");
        Path file = team.write("perf/perfgate.yaml", """
                name: team-service
                server: {jar: ../build/app.jar, build: [./gradlew, bootJar]}
                start: {args: ["--port={port}"]}
                ready: {http: /health}
                variants: {one: {}}
                scenarios: {load: {file: load.hf.yaml}}
                """);
        String head = team.commit("the service");

        PerfConfig config = config(Map.of("perf.system", file.toString()));

        assertEquals(team.top().resolve(".perfgate/history.db"), config.gate().historyFile());
        assertEquals(head, config.suite().commit());
        assertEquals(file.getParent().resolve("baselines"), config.gate().baselineDir());
    }

    @Test
    void anUpdateOfTheBaselinesCannotBeAnAbRun() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> config(Map.of(
                "perf.baseline.update", "true", "perf.reference", "git:main")));

        assertTrue(e.getMessage().contains("use one of them"), e.getMessage());
    }

    @Test
    void anUpdateBootsEveryVariantThreeTimesByDefaultAGateRunOnce() {
        PerfConfig update = config(Map.of("perf.baseline.update", "true", "perf.commit", "0123abc"));
        PerfConfig gate = config(Map.of("perf.commit", "0123abc"));

        assertEquals(3, update.suite().boots());
        assertEquals(1, gate.suite().boots());
        assertEquals(5, config(Map.of("perf.baseline.update", "true", "perf.baseline.boots", " 5 ",
                "perf.commit", "0123abc")).suite().boots());
        assertEquals(1, PerfConfig.boots(Map.of("perf.baseline.boots", "1")::get, true));
        assertEquals(1, PerfConfig.boots(Map.of("perf.baseline.boots", "1")::get, false));
        assertEquals(1, PerfConfig.boots(Map.of("perf.baseline.boots", " ")::get, false));
        assertEquals(3, PerfConfig.boots(Map.of("perf.baseline.boots", "")::get, true));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            0     | true  | -Dperf.baseline.boots: expected a whole number >= 1, found '0'
            -2    | true  | -Dperf.baseline.boots: expected a whole number >= 1, found '-2'
            three | true  | -Dperf.baseline.boots: expected a whole number >= 1, found 'three'
            2.5   | false | -Dperf.baseline.boots: expected a whole number >= 1, found '2.5'
            """)
    void aBootCountThatCannotBeUsedNamesThePropertyAndTheValue(String value, boolean update, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PerfConfig.boots(Map.of("perf.baseline.boots", value)::get, update));

        assertEquals(message, e.getMessage());
    }

    @Test
    void severalBootsWithoutUpdateAreRefusedAlsoWhenReadWhole() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> config(Map.of("perf.baseline.boots", "2", "perf.commit", "0123abc")));

        assertTrue(e.getMessage().startsWith("perf.baseline.boots=2 needs -Dperf.baseline.update=true"), e.getMessage());
    }

    @Test
    void everyPartIsReadFromTheSameProperties() {
        PerfConfig config = config(Map.of("perf.variants", "async", "perf.launcher", "process",
                "perf.reference", "x.jar", "perf.system", "examples/wiremock/perfgate.yaml", "perf.commit", "0123abc"));

        assertEquals("async", config.suite().variants().get(0).name());
        assertEquals(Optional.of(LauncherKind.PROCESS), config.launch().launcher());
        assertEquals("x.jar", config.reference().orElseThrow().spec());
        assertEquals("wiremock", config.launch().system().name());
        assertEquals(Systems.wiremock().scenarios().get(0).file(), config.suite().scenarios().get(0).file());
        assertEquals("0123abc", config.suite().commit());
    }

    @Test
    void everyPartWorksInTheOneWorkspace() {
        PerfConfig config = config(Map.of("perf.results.dir", temp.resolve("results").toString(),
                "perf.work.dir", temp.resolve("work").toString(), "perf.history", temp.resolve("h.db").toString(),
                "perf.commit", "0123abc"));

        assertEquals(temp.resolve("results"), config.workspace().results());
        assertEquals(temp.resolve("results"), config.suite().resultsDir());
        assertEquals(temp.resolve("work"), config.launch().workDir());
        assertEquals(temp.resolve("h.db"), config.gate().historyFile());
    }
}
