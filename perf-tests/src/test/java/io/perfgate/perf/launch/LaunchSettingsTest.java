package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class LaunchSettingsTest {
    @ParameterizedTest(name = "{0} = {1} bytes")
    @CsvSource({"0, 0", "1048576, 1048576", "512m, 536870912", "1g, 1073741824", "64K, 65536"})
    void memorySizesReadWithUnits(String text, long bytes) {
        assertEquals(bytes, LaunchSettings.parseBytes(text));
    }

    @Test
    void aRemoteTargetMayNameItsJvmsJmxAgent() {
        LaunchSettings settings = LaunchSettings.from(Map.of("perf.target", "http://10.0.0.5:8080",
                "perf.target.jmx", "10.0.0.5:9010")::get);

        assertEquals("remote", settings.launcher());
        assertEquals(Optional.of("10.0.0.5:9010"), settings.remoteJmx());
        assertEquals(Optional.empty(), LaunchSettings.from(Map.of("perf.target", "http://10.0.0.5:8080")::get).remoteJmx());
    }

    @Test
    void aJmxAddressIsCheckedWhereItIsRead() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LaunchSettings.from(Map.of(
                "perf.target", "http://10.0.0.5:8080", "perf.target.jmx", "10.0.0.5")::get));

        assertEquals("perf.target.jmx: JMX address must be host:port or service:jmx:..., actual: '10.0.0.5'", e.getMessage());
    }

    @Test
    void aJmxAddressWithoutARemoteTargetIsAMistake() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LaunchSettings.from(Map.of(
                "perf.launcher", "process", "perf.target.jmx", "127.0.0.1:9010")::get));

        assertEquals("perf.target.jmx applies to the remote launcher only (the others start the server with its JMX agent"
                + " themselves), actual launcher: process", e.getMessage());
    }

    @Test
    void switchingToAStartingLauncherDropsTheRemoteJmxAddress() {
        LaunchSettings remote = LaunchSettings.from(Map.of("perf.target", "http://10.0.0.5:8080", "perf.target.jmx", "10.0.0.5:9010")::get);

        assertEquals(Optional.empty(), remote.withLauncher("process", Optional.empty()).remoteJmx());
    }
}
