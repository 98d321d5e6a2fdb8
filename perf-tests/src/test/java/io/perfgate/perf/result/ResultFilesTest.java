package io.perfgate.perf.result;

import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultFilesTest {
    static ScenarioRun sample(double cpuPerRequest) {
        TrialResult trial = new TrialResult(1, 5000, 4999, 0.5, 0.4, 0.8, 2.5, 9.1, 999.8, 1000,
                new TrialResult.ErrorCounts(1, 0, 0, 0, 0), cpuPerRequest, 120.5, 0.2, 59361.25, 4712.0, 2.25, 0.0125,
                new TrialResult.GeneratorHealth(0.0, 12, 200, false), List.of(), true,
                List.of(new Percentile(0, 0.21), new Percentile(50, 0.4), new Percentile(90, 0.8), new Percentile(99, 2.5),
                        new Percentile(100, 9.1)));
        return new ScenarioRun(new PairId("virtual-gson", "request-2"),
                new LoadSettings(LoadModel.OPEN, 1000, 0, 32, Duration.ofSeconds(5), Duration.ofMillis(1500), 5),
                new Machine("AMD EPYC", 2, 24L << 30, "Linux 6.1 amd64", "25.0.3+9 (Eclipse Adoptium)", LauncherKind.CONTAINER, "20.10.24"),
                new ServerJvm("Eclipse Adoptium", "25.0.3+9-LTS", "OpenJDK 64-Bit Server VM",
                        List.of("--enable-native-access=ALL-UNNAMED", "-Xms256m", "-Xmx256m", "-XX:+UseSerialGC"),
                        List.of("Copy", "MarkSweepCompact"),
                        new java.util.LinkedHashMap<>(java.util.Map.of("InitialHeapSize", "268435456"))),
                Instant.parse("2026-11-21T10:00:00Z"), "0123456789abcdef0123456789abcdef01234567", List.of(trial));
    }

    @Test
    void aRunIsWrittenAsPrettyJsonInComponentOrderAndReadsBackEqual(@TempDir Path dir) throws Exception {
        ScenarioRun run = sample(50.25);

        Path file = ResultFiles.write(dir, run);

        assertEquals(dir.resolve("virtual-gson__request-2.json"), file);
        String json = Files.readString(file);
        assertTrue(json.startsWith("{\n  \"variant\": \"virtual-gson\",\n  \"scenario\": \"request-2\",\n  \"settings\": {\n    \"model\": \"open\","), json);
        assertTrue(json.contains("\"warmUp\": \"PT5S\",\n    \"trialDuration\": \"PT1.5S\""), json);
        assertTrue(json.contains("\"startedAt\": \"2026-11-21T10:00:00Z\""), json);
        assertEquals(run, ResultFiles.read(file));
    }

    /** Seals the file format others read (the gate, the reports): a change here must be deliberate. */
    @Test
    void theFormatMatchesTheGoldenFile(@TempDir Path dir) throws Exception {
        TrialResult invalid = new TrialResult(2, 4000, 3700, 0.6, 0.45, 0.9, 3.0, 12.5, 740.0, 1000,
                new TrialResult.ErrorCounts(0, 0, 0, 2, 1), Double.NaN, Double.NaN, 0.25,
                Double.NaN, 4712.0, Double.NaN, Double.NaN,
                new TrialResult.GeneratorHealth(120.5, 200, 200, true),
                List.of("session pool ran out (limit 200, most in use 200): arrivals were dropped"));
        ScenarioRun base = sample(50.25);
        ScenarioRun run = new ScenarioRun(base.pair(), base.settings(), base.machine(), base.serverJvm(), base.startedAt(),
                base.commit(), List.of(base.trials().get(0), invalid),
                List.of(new LoadSlice("warm-up 1", Instant.parse("2026-11-21T10:00:00.012Z"), 1.0, 1001, 0.49, 8.5),
                        new LoadSlice("trial 1", Instant.parse("2026-11-21T10:00:05.340Z"), 0.5, 500, 0.5, 9.1, 1.375, 183.25)));

        String written = Files.readString(ResultFiles.write(dir, run));

        try (var golden = getClass().getResourceAsStream("/golden/virtual-gson__request-2.json")) {
            assertEquals(new String(golden.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), written);
        }
    }

    @Test
    void aFileWrittenBeforeTheSpectrumAndTheTimelineWereKeptReadsWithEmptyOnes(@TempDir Path dir) throws Exception {
        Path file = ResultFiles.write(dir, sample(50.25));
        String json = Files.readString(file);
        String withoutSpectrum = json.replaceAll("(?s),\\s*\"latencyPercentiles\": \\[.*?\\]", "")
                .replaceAll("(?s),\\s*\"timeline\": \\[\\]", "");
        assertTrue(!withoutSpectrum.contains("latencyPercentiles") && !withoutSpectrum.contains("timeline"), withoutSpectrum);
        Files.writeString(file, withoutSpectrum);

        ScenarioRun read = ResultFiles.read(file);
        assertEquals(List.of(), read.trials().get(0).latencyPercentiles());
        assertEquals(List.of(), read.timeline());
    }

    @Test
    void theBootPairOfATrialReadsBackAndAFileWrittenBeforeItWasKeptReadsAsTheFirst(@TempDir Path dir) throws Exception {
        ScenarioRun base = sample(50.25);
        ScenarioRun second = new ScenarioRun(base.pair(), base.settings(), base.machine(), base.serverJvm(),
                base.startedAt(), base.commit(), List.of(base.trials().get(0).withBoot(2)), base.timeline());
        Path file = ResultFiles.write(dir, second);
        assertEquals(2, ResultFiles.read(file).trials().get(0).boot());
        assertEquals(2, ResultFiles.read(file).bootPairs());

        String json = Files.readString(file);
        String before = json.replaceAll(",\\s*\"boot\": 2", "");
        assertTrue(!before.contains("\"boot\""), before);
        Files.writeString(file, before);
        assertEquals(1, ResultFiles.read(file).trials().get(0).boot());
        assertEquals(1, ResultFiles.read(file).bootPairs());
    }

    @Test
    void theServersCpuAndMemoryOfEachSecondReadBackAsWrittenAndUnmeasuredOnesAsNaN(@TempDir Path dir) {
        ScenarioRun base = sample(50.25);
        ScenarioRun run = new ScenarioRun(base.pair(), base.settings(), base.machine(), base.serverJvm(),
                base.startedAt(), base.commit(), base.trials(),
                List.of(new LoadSlice("trial 1", Instant.parse("2026-11-21T10:00:05Z"), 1.0, 900, 0.5, 9.1, 1.62, 201.5),
                        new LoadSlice("trial 1", Instant.parse("2026-11-21T10:00:06Z"), 1.0, 900, 0.5, 9.1, Double.NaN, 202.0),
                        new LoadSlice("trial 2", Instant.parse("2026-11-21T10:00:08Z"), 1.0, 900, 0.5, 9.1)));

        Path file = ResultFiles.write(dir, run);
        String json = assertDoesNotThrowReading(file);
        ScenarioRun read = ResultFiles.read(file);

        assertEquals(run, read);
        assertTrue(json.contains("\"serverCores\": 1.62,\n      \"serverMemoryMegabytes\": 201.5"), json);
        assertTrue(json.contains("\"serverCores\": null,\n      \"serverMemoryMegabytes\": 202.0"), json);
        assertEquals(1.62, read.timeline().get(0).serverCores());
        assertTrue(Double.isNaN(read.timeline().get(1).serverCores()));
        assertTrue(Double.isNaN(read.timeline().get(2).serverMemoryMegabytes()));
    }

    /** Files written before the server's side of each second was kept: its fields are missing, which is "not measured". */
    @Test
    void aSecondWrittenBeforeTheServersSideWasKeptReadsAsNotMeasuredNotAsZero(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("old.json");
        ScenarioRun base = sample(50.25);
        String json = ResultFiles.gson().toJson(new ScenarioRun(base.pair(), base.settings(),
                base.machine(), base.serverJvm(), base.startedAt(), base.commit(), base.trials(),
                List.of(new LoadSlice("trial 1", Instant.parse("2026-11-21T10:00:05Z"), 1.0, 900, 0.5, 9.1, 1.5, 200.0))));
        String old = json.replaceAll(",\\s*\"serverCores\": [0-9.]+,\\s*\"serverMemoryMegabytes\": [0-9.]+", "");
        assertTrue(!old.contains("serverCores") && !old.contains("\"serverMemoryMegabytes\": 200") && old.contains("\"maxMillis\": 9.1"), old);
        Files.writeString(file, old);

        LoadSlice read = ResultFiles.read(file).timeline().getFirst();

        assertTrue(Double.isNaN(read.serverCores()) && Double.isNaN(read.serverMemoryMegabytes()), read.toString());
        assertEquals(900, read.responses());
    }

    @Test
    void aValueThatWasNotMeasuredIsNullInJsonAndNaNInJava(@TempDir Path dir) {
        Path file = ResultFiles.write(dir, sample(Double.NaN));

        String json = assertDoesNotThrowReading(file);
        assertTrue(json.contains("\"serverCpuMicrosPerRequest\": null"), json);
        assertTrue(Double.isNaN(ResultFiles.read(file).trials().get(0).serverCpuMicrosPerRequest()));
    }

    /** A record holding a pair, as an experiment's point does; the same pair inside such a record keeps its fields. */
    record Named(double x, PairId pair, ScenarioRun run) {
    }

    @Test
    void aRecordsPairIsItsVariantAndScenarioFieldsWhereItStandsAndReadsBackSo() {
        ScenarioRun run = sample(50.25);
        Named named = new Named(2.5, new PairId("platform-own", "request-1"), run);

        String json = ResultFiles.gson().toJson(named);

        assertTrue(json.startsWith("{\n  \"x\": 2.5,\n  \"variant\": \"platform-own\",\n  \"scenario\": \"request-1\",\n"
                + "  \"run\": {\n    \"variant\": \"virtual-gson\",\n    \"scenario\": \"request-2\",\n    \"settings\""), json);
        assertTrue(!json.contains("\"pair\""), json);
        assertEquals(named, ResultFiles.gson().fromJson(json, Named.class));
    }

    private static String assertDoesNotThrowReading(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
