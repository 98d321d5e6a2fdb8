package io.perfgate.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.perfgate.server.http.RequestLimits;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigTest {

    @Test
    void defaultsArePlatformGsonOnPort8080WithFullSyncAndA64KiBBodyLimit() {
        Config config = Config.parse(List.of(), Map.of());
        assertEquals("platform-gson", config.variant());
        assertEquals(Config.Io.JDK, config.io());
        assertEquals(10, config.poolSize());
        assertEquals(8080, config.port());
        assertEquals("0.0.0.0", config.bind());
        assertEquals(65_536, config.maxBodyBytes());
        assertEquals(Config.Sync.FULL, config.sync());
        assertEquals(Path.of("perfgate.db").toAbsolutePath().normalize(), config.db());
        assertEquals(0, config.extraCpuMicros());
        assertEquals(0, config.extraDelayMicros());
        assertEquals(new RequestLimits(Duration.ofSeconds(20), 16_384, 100), config.limits());
        assertEquals(Duration.ofSeconds(10), config.busyTimeout());
    }

    @Test
    void flagsSetEveryOption() {
        Config config = Config.parse(List.of("--io=nonblocking", "--threads=virtual", "--json=own", "--pool-size=3", "--port=0",
                "--bind=127.0.0.1", "--db=/tmp/x.db", "--max-body-bytes=100", "--sync=normal",
                "--extra-cpu-micros=50", "--extra-delay-micros=70", "--extra-alloc-bytes=90",
                "--request-timeout-seconds=3", "--max-header-bytes=2048", "--max-headers=7",
                "--busy-timeout-millis=250"), Map.of());
        assertEquals(new Config(Config.Io.NONBLOCKING, Config.Threads.VIRTUAL, 3, "own", "127.0.0.1", 0,
                Path.of("/tmp/x.db"), 100, new RequestLimits(Duration.ofSeconds(3), 2048, 7), Config.Sync.NORMAL,
                Duration.ofMillis(250), 50, 70, 90), config);
        assertEquals("nonblocking-virtual-own", config.variant());
    }

    @Test
    void environmentVariablesSetOptionsWhenNoFlagDoes() {
        Config config = Config.parse(List.of(), Map.of("PERFGATE_THREADS", "virtual", "PERFGATE_JSON", "gson",
                "PERFGATE_PORT", "9000", "PERFGATE_DB", "/tmp/env.db", "PERFGATE_POOL_SIZE", "4",
                "PERFGATE_EXTRA_CPU_MICROS", "5", "PERFGATE_EXTRA_DELAY_MICROS", "6", "PERFGATE_SYNC", "normal",
                "PERFGATE_MAX_BODY_BYTES", "2048", "PERFGATE_BIND", "127.0.0.1"));
        assertEquals(new Config(Config.Io.JDK, Config.Threads.VIRTUAL, 4, "gson", "127.0.0.1", 9000,
                Path.of("/tmp/env.db"), 2048, RequestLimits.DEFAULTS, Config.Sync.NORMAL, Config.DEFAULT_BUSY_TIMEOUT, 5,
                6, 0), config);
        assertEquals(Config.Io.BLOCKING, Config.parse(List.of(), Map.of("PERFGATE_IO", "blocking")).io());
        Config limits = Config.parse(List.of(), Map.of("PERFGATE_REQUEST_TIMEOUT_SECONDS", "4",
                "PERFGATE_MAX_HEADER_BYTES", "4096", "PERFGATE_MAX_HEADERS", "9", "PERFGATE_BUSY_TIMEOUT_MILLIS", "99"));
        assertEquals(new RequestLimits(Duration.ofSeconds(4), 4096, 9), limits.limits());
        assertEquals(Duration.ofMillis(99), limits.busyTimeout());
        assertEquals(7, Config.parse(List.of(), Map.of("PERFGATE_EXTRA_ALLOC_BYTES", "7")).extraAllocBytes());
    }

    @Test
    void flagsWinOverEnvironmentVariables() {
        Config config = Config.parse(List.of("--threads=platform", "--port", "1234"),
                Map.of("PERFGATE_THREADS", "virtual", "PERFGATE_PORT", "9000"));
        assertEquals(Config.Threads.PLATFORM, config.threads());
        assertEquals(1234, config.port());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiterString = "=>", value = {
            "--threads=platform => platform-gson",
            "--io=jdk --threads=virtual --json=own => virtual-own",
            "--io=blocking => blocking-platform-gson",
            "--io=nonblocking --threads=virtual => nonblocking-virtual-gson",
            "--io=NonBlocking --json=own => nonblocking-platform-own",
    })
    void theVariantNameLeadsWithTheFrontEndUnlessItIsTheDefaultJdk(String arguments, String variant) {
        assertEquals(variant, Config.parse(List.of(arguments.split(" ")), Map.of()).variant());
    }

    @Test
    void theIoFlagWinsOverItsEnvironmentVariable() {
        assertEquals(Config.Io.NONBLOCKING,
                Config.parse(List.of("--io", "nonblocking"), Map.of("PERFGATE_IO", "blocking")).io());
    }

    @Test
    void blankEnvironmentVariablesAreIgnored() {
        assertEquals(8080, Config.parse(List.of(), Map.of("PERFGATE_PORT", " ")).port());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiterString = "=>", value = {
            "--threads=green => --threads must be platform|virtual, actual: 'green'",
            "--io=netty => --io must be jdk|blocking|nonblocking, actual: 'netty'",
            "--io= => --io must be jdk|blocking|nonblocking, actual: ''",
            "--json=jackson => --json must be own|gson, actual: 'jackson'",
            "--port=70000 => --port must be 0..65535, actual: 70000",
            "--port=eighty => --port must be an integer, actual: 'eighty'",
            "--pool-size=0 => --pool-size must be 1..10000, actual: 0",
            "--max-body-bytes=0 => --max-body-bytes must be 1..16777216, actual: 0",
            "--sync=off => --sync must be full|normal, actual: 'off'",
            "--extra-cpu-micros=-1 => --extra-cpu-micros must be 0..10000000, actual: -1",
            "--request-timeout-seconds=0 => --request-timeout-seconds must be 1..3600, actual: 0",
            "--max-header-bytes=100 => --max-header-bytes must be 1024..1048576, actual: 100",
            "--max-headers=0 => --max-headers must be 1..10000, actual: 0",
            "--busy-timeout-millis=0 => --busy-timeout-millis must be 1..60000, actual: 0",
            "--extra-delay-micros=x => --extra-delay-micros must be an integer, actual: 'x'",
            "--db=:memory: => db must be a file path (never in-memory), actual: ':memory:'",
            "--colour=blue => unknown option --colour",
            "--port => option --port needs a value (N)",
            "verbose => unexpected argument 'verbose'; options look like --name=value",
    })
    void invalidOptionsAreRejectedNamingTheOptionAndValue(String argument, String message) {
        ConfigException e = assertThrows(ConfigException.class, () -> Config.parse(List.of(argument), Map.of()));
        assertEquals(message, e.getMessage());
    }

    @Test
    void invalidEnvironmentVariableIsNamedInTheError() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> Config.parse(List.of(), Map.of("PERFGATE_THREADS", "green")));
        assertEquals("PERFGATE_THREADS must be platform|virtual, actual: 'green'", e.getMessage());
        ConfigException io = assertThrows(ConfigException.class,
                () -> Config.parse(List.of(), Map.of("PERFGATE_IO", "async")));
        assertEquals("PERFGATE_IO must be jdk|blocking|nonblocking, actual: 'async'", io.getMessage());
    }

    @Test
    void usageListsEveryFlagAndEnvironmentVariableAndMarksTheSlowdownsTestOnly() {
        String usage = Config.usage();
        for (String name : List.of("--io", "PERFGATE_IO", "--threads", "PERFGATE_THREADS", "--pool-size", "PERFGATE_POOL_SIZE", "--json",
                "PERFGATE_JSON", "--port", "PERFGATE_PORT", "--bind", "PERFGATE_BIND", "--db", "PERFGATE_DB",
                "--max-body-bytes", "PERFGATE_MAX_BODY_BYTES", "--sync", "PERFGATE_SYNC", "--extra-cpu-micros",
                "PERFGATE_EXTRA_CPU_MICROS", "--extra-delay-micros", "PERFGATE_EXTRA_DELAY_MICROS",
                "--request-timeout-seconds", "PERFGATE_REQUEST_TIMEOUT_SECONDS", "--max-header-bytes",
                "PERFGATE_MAX_HEADER_BYTES", "--max-headers", "PERFGATE_MAX_HEADERS", "--busy-timeout-millis",
                "PERFGATE_BUSY_TIMEOUT_MILLIS", "--help")) {
            assertTrue(usage.contains(name), () -> "usage lacks " + name + ":\n" + usage);
        }
        assertTrue(usage.contains("TEST-ONLY: burn"), usage);
        assertTrue(usage.contains("TEST-ONLY: sleep"), usage);
        assertTrue(usage.contains("--extra-alloc-bytes") && usage.contains("PERFGATE_EXTRA_ALLOC_BYTES"), usage);
        assertTrue(usage.contains("TEST-ONLY: allocate"), usage);
    }

    @Test
    void anExtraAllocationBeyondSixteenMebibytesIsRefused() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> Config.parse(List.of("--extra-alloc-bytes=99999999"), Map.of()));
        assertTrue(e.getMessage().contains("extra-alloc-bytes"), e.getMessage());
    }

    @Test
    void helpIsRecognised() {
        assertTrue(Config.wantsHelp(List.of("--port=1", "--help")));
    }
}
