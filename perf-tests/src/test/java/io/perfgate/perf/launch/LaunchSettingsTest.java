package io.perfgate.perf.launch;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class LaunchSettingsTest {
    private static final SystemDescription PERFGATE = Systems.perfgate();

    @ParameterizedTest(name = "{0} = {1} bytes")
    @CsvSource({"0, 0", "1048576, 1048576", "512m, 536870912", "1g, 1073741824", "64K, 65536"})
    void memorySizesReadWithUnits(String text, long bytes) {
        assertEquals(bytes, LaunchSettings.from(Map.of("perf.server.memory", text)::get, PERFGATE).memoryLimitBytes());
    }

    @Test
    void aMemorySizeOrLauncherThatCannotBeUsedIsNamedWithWhatWasExpected() {
        IllegalArgumentException memory = assertThrows(IllegalArgumentException.class,
                () -> LaunchSettings.from(Map.of("perf.server.memory", "lots")::get, PERFGATE));
        IllegalArgumentException launcher = assertThrows(IllegalArgumentException.class,
                () -> LaunchSettings.from(Map.of("perf.launcher", "kubernetes")::get, PERFGATE));

        assertEquals("-Dperf.server.memory: expected a size such as 512m or 1g (0: no limit), found 'lots'",
                memory.getMessage());
        assertEquals("-Dperf.launcher: expected auto, container, process or remote, found 'kubernetes'",
                launcher.getMessage());
    }

    @Test
    void anEmptyCpuListMeansNoPinning() {
        assertEquals("", LaunchSettings.from(Map.of("perf.server.cpus", " ")::get, PERFGATE).serverCpus());
    }

    @Test
    void aRemoteTargetMayNameItsJvmsJmxAgent() {
        LaunchSettings settings = LaunchSettings.from(Map.of("perf.target", "http://10.0.0.5:8080",
                "perf.target.jmx", "10.0.0.5:9010")::get, PERFGATE);

        assertEquals(Optional.of(LauncherKind.REMOTE), settings.launcher());
        assertEquals(Optional.of("10.0.0.5:9010"), settings.remoteJmx());
        assertEquals(Optional.empty(), LaunchSettings.from(Map.of("perf.target", "http://10.0.0.5:8080")::get, PERFGATE).remoteJmx());
    }

    @Test
    void aJmxAddressIsCheckedWhereItIsRead() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LaunchSettings.from(Map.of(
                "perf.target", "http://10.0.0.5:8080", "perf.target.jmx", "10.0.0.5")::get, PERFGATE));

        assertEquals("perf.target.jmx: JMX address must be host:port or service:jmx:..., actual: '10.0.0.5'", e.getMessage());
    }

    @Test
    void aJmxAddressWithoutARemoteTargetIsAMistake() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LaunchSettings.from(Map.of(
                "perf.launcher", "process", "perf.target.jmx", "127.0.0.1:9010")::get, PERFGATE));

        assertEquals("perf.target.jmx applies to the remote launcher only (the others start the server with its JMX agent"
                + " themselves), actual launcher: process", e.getMessage());
    }

    @Test
    void switchingToAStartingLauncherDropsTheRemoteJmxAddress() {
        LaunchSettings remote = LaunchSettings.from(Map.of("perf.target", "http://10.0.0.5:8080", "perf.target.jmx", "10.0.0.5:9010")::get, PERFGATE);

        assertEquals(Optional.empty(), remote.withLauncher(LauncherKind.PROCESS, Optional.empty()).remoteJmx());
    }

    @Test
    void theDescriptionDecidesTheServersFlagsCpusMemoryAndStartupTimeUnlessAPropertyOverridesIt() {
        LaunchSettings described = LaunchSettings.from(Map.<String, String>of()::get, PERFGATE);
        LaunchSettings overridden = LaunchSettings.from(Map.of("perf.server.jvmOptions", "-Xmx512m", "perf.server.cpus", "0",
                "perf.server.memory", "2g", "perf.server.startupTimeout", "5")::get, PERFGATE);

        assertEquals(List.of("--enable-native-access=ALL-UNNAMED", "-Xms256m", "-Xmx256m", "-XX:+UseSerialGC",
                "-XX:-DoEscapeAnalysis"), described.jvmOptions());
        assertEquals(1L << 30, described.memoryLimitBytes());
        assertEquals(java.time.Duration.ofSeconds(60), described.startupTimeout());
        assertEquals(List.of("-Xmx512m"), overridden.jvmOptions());
        assertEquals("0", overridden.serverCpus());
        assertEquals(2L << 30, overridden.memoryLimitBytes());
        assertEquals(java.time.Duration.ofSeconds(5), overridden.startupTimeout());
    }

    @Test
    void anotherJarReplacesOnlyTheJarOfASystemStartedFromOne() {
        LaunchSettings other = LaunchSettings.from(Map.of("perf.server.jar", "/tmp/patched.jar")::get, PERFGATE);

        assertEquals(new SystemDescription.Jar(java.nio.file.Path.of("/tmp/patched.jar"), java.util.Optional.of(SystemDescription.Build.maven("server"))),
                other.system().server());
        assertEquals(PERFGATE.variants(), other.system().variants());
    }
}
