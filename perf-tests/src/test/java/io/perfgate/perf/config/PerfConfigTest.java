package io.perfgate.perf.config;

import io.perfgate.perf.baseline.BaselineStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PerfConfigTest {
    @TempDir
    Path temp;

    private static PerfConfig config(Map<String, String> properties) {
        return PerfConfig.from(properties::get);
    }

    @Test
    void directoryDefaultsToBaselinesBesideTheModuleAndCanBeOverridden() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
        assertEquals(module.resolve("../baselines").toAbsolutePath().normalize(),
                BaselineStore.at(PerfConfig.gate(Map.of("basedir", module.toString())::get).baselineDir()).directory());

        GateSettings moved = PerfConfig.gate(Map.of("perf.baseline.dir", temp.toString())::get);
        assertEquals(temp.toAbsolutePath(), BaselineStore.at(moved.baselineDir()).directory());
        assertEquals(temp.toAbsolutePath().resolve("thresholds.json"), BaselineStore.at(moved.baselineDir()).thresholdsFile());
    }

    @Test
    void updateStrictAndHistoryAreReadOnceIntoTheGateSettings() {
        GateSettings gate = PerfConfig.gate(Map.of("perf.baseline.update", "TRUE", "perf.gate.strict", "true",
                "perf.history", temp.resolve("elsewhere.db").toString())::get);

        assertTrue(gate.update());
        assertTrue(gate.strict());
        assertEquals(temp.resolve("elsewhere.db").toAbsolutePath(), gate.historyFile());
        GateSettings defaults = PerfConfig.gate(Map.<String, String>of()::get);
        assertFalse(defaults.update());
        assertFalse(defaults.strict());
        assertEquals(io.perfgate.perf.history.RunHistory.defaultLocation(), defaults.historyFile());
    }

    @Test
    void anUpdateOfTheBaselinesCannotBeAnAbRun() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> config(Map.of(
                "perf.baseline.update", "true", "perf.reference", "git:main")));

        assertTrue(e.getMessage().contains("use one of them"), e.getMessage());
    }

    @Test
    void everyPartIsReadFromTheSameProperties() {
        PerfConfig config = config(Map.of("perf.variants", "virtual-gson", "perf.launcher", "process",
                "perf.reference", "x.jar", "perf.scenarios.dir", temp.toString(), "perf.commit", "0123abc"));

        assertEquals("virtual-gson", config.suite().variants().get(0).name());
        assertEquals("process", config.launch().launcher());
        assertEquals("x.jar", config.reference().orElseThrow().spec());
        assertEquals(temp, config.suite().scenarios().get(0).scenarioDir().orElseThrow());
        assertEquals("0123abc", config.suite().commit());
    }
}
