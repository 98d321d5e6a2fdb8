package io.perfgate.perf.baseline;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BaselineStoreTest {
    private static final String GOLDEN = "/golden/baselines/request-2/virtual-gson.json";

    @TempDir
    Path temp;

    /** The run sealed by the golden file: varied values, and one trial without a Server-Timing value. */
    static ScenarioRun goldenRun() {
        return Fixtures.run(Fixtures.trials(5)
                .with(Metric.MEAN, 1.21, 1.25, 1.3, 1.24, 1.27)
                .with(Metric.P50, 1.05, 1.1, 1.12, 1.08, 1.11)
                .with(Metric.P90, 1.88, 1.93, 2.01, 1.9, 1.95)
                .with(Metric.P99, 4.5, 4.81, 5.02, 4.66, 4.79)
                .with(Metric.MAX, 28.3, 35.1, 31.0, 29.9, 40.2)
                .with(Metric.THROUGHPUT, 1999.4, 1999.8, 1998.9, 2000.1, 1999.6)
                .with(Metric.CPU_PER_REQUEST, 205.5, 212.25, 209, 207.75, 211.5)
                .with(Metric.SERVER_MEMORY, 96.5, 97.25, 97.0, 96.75, 98.0)
                .with(Metric.SERVER_TIME, 0.61, Double.NaN, 0.64, 0.62, 0.63)
                .build());
    }

    private BaselineStore store() {
        return BaselineStore.at(temp.resolve("baselines"));
    }

    private static byte[] golden() throws IOException {
        try (InputStream in = BaselineStoreTest.class.getResourceAsStream(GOLDEN)) {
            return in.readAllBytes();
        }
    }

    private Path placeFile(String content) throws IOException {
        Path file = store().fileFor(new PairId("virtual-gson", "request-2"));
        Files.createDirectories(file.getParent());
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void writtenBaselineMatchesTheGoldenFileByteForByte() throws IOException {
        Path written = store().write(List.of(goldenRun()));

        assertEquals(temp.resolve("baselines/request-2/virtual-gson.json").toAbsolutePath(), written);
        assertEquals(new String(golden(), StandardCharsets.UTF_8), Files.readString(written));
        assertArrayEquals(golden(), Files.readAllBytes(written));
    }

    @Test
    void goldenFileReadsBackEqualToTheRunItSeals() throws IOException {
        placeFile(new String(golden(), StandardCharsets.UTF_8));

        Baseline read = store().read(new PairId("virtual-gson", "request-2")).orElseThrow();

        assertEquals(Baseline.of(goldenRun()), read);
        assertEquals(Double.NaN, read.metrics().get(Metric.SERVER_TIME).values().get(1));
    }

    @Test
    void aBaselineWrittenBeforeTheServerJvmWasRecordedReadsWithAnUnknownServerJvm() throws IOException {
        String golden = new String(golden(), StandardCharsets.UTF_8);
        int start = golden.indexOf("  \"serverJvm\": {");
        int end = golden.indexOf("\n  },\n", start) + "\n  },\n".length();
        placeFile(golden.substring(0, start) + golden.substring(end));

        Baseline read = store().read(new PairId("virtual-gson", "request-2")).orElseThrow();

        assertEquals(ServerJvm.UNKNOWN, read.serverJvm());
        assertEquals(Baseline.of(goldenRun()).metrics(), read.metrics());
    }

    @Test
    void aServerJvmIsReadWhole() throws IOException {
        String golden = new String(golden(), StandardCharsets.UTF_8);
        placeFile(golden.replaceFirst("\n    \"vmName\": \"OpenJDK 64-Bit Server VM\",", ""));

        BaselineException e = assertThrows(BaselineException.class, () -> store().read(new PairId("virtual-gson", "request-2")));

        assertEquals("baselines/request-2/virtual-gson.json: missing field 'vmName' in $.serverJvm (object ending at line 44 column 4)",
                e.getMessage());
    }

    /** Boot {@code boot} of the golden run: the same pair and settings, started an hour after the one before. */
    private static ScenarioRun boot(int boot, double... means) {
        ScenarioRun run = Fixtures.run(Fixtures.trials(5).with(Metric.MEAN, means).without(Metric.SERVER_TIME).build());
        return new ScenarioRun(run.pair(), run.settings(), run.machine(), run.serverJvm(),
                Fixtures.STARTED.plus(Duration.ofHours(boot - 1)), run.commit(), run.trials());
    }

    @Test
    void aBaselineOfThreeBootsReadsBackWithItsTrialsPerBoot() throws IOException {
        List<ScenarioRun> boots = List.of(boot(1, 1.2, 1.21, 1.19, 1.2, 1.2), boot(2, 1.4, 1.41, 1.39, 1.4, 1.4),
                boot(3, 1.3, 1.31, 1.29, 1.3, 1.3));

        Path written = store().write(boots);
        Baseline read = store().read(new PairId("virtual-gson", "request-2")).orElseThrow();

        assertTrue(Files.readString(written).contains("\n  },\n  \"trialsPerBoot\": [5, 5, 5],\n  \"machine\": {\n"),
                Files.readString(written));
        assertEquals(Baseline.of(boots), read);
        assertEquals(List.of(5, 5, 5), read.trialsPerBoot());
        assertEquals(3, read.boots());
        assertEquals(15, read.sample(Metric.MEAN).size());
        assertEquals(Fixtures.STARTED, read.date());
        assertArrayEquals(new double[]{1.2, 1.4, 1.3}, read.bootMeans(Metric.MEAN).values(), 1e-12);
    }

    @Test
    void timeMetricsBootSpreadsArePooledOverEveryBaselineWeightedByTheirBoots() throws IOException {
        // request-2: log boot means of ln 1.2, ln 1.4, ln 1.3 (2 degrees of freedom); request-1: ln 2.0 and ln 2.2 (1).
        store().write(List.of(boot(1, 1.2, 1.2, 1.2, 1.2, 1.2), boot(2, 1.4, 1.4, 1.4, 1.4, 1.4), boot(3, 1.3, 1.3, 1.3, 1.3, 1.3)));
        List<ScenarioRun> other = List.of(boot(1, 2.0, 2.0, 2.0, 2.0, 2.0), boot(2, 2.2, 2.2, 2.2, 2.2, 2.2)).stream()
                .map(r -> new ScenarioRun(new PairId(r.variant(), "request-1"), r.settings(), r.machine(), r.serverJvm(), r.startedAt(),
                        r.commit(), r.trials())).toList();
        store().write(other);
        Files.writeString(Files.createDirectories(temp.resolve("baselines/request-3")).resolve("broken.json"), "{",
                StandardCharsets.UTF_8);

        Map<Metric, Double> pooled = store().pooledBootSpreads();

        double a = variance(Math.log(1.2), Math.log(1.4), Math.log(1.3));
        double b = variance(Math.log(2.0), Math.log(2.2));
        assertEquals(Math.sqrt((2 * a + 1 * b) / 3), pooled.get(Metric.MEAN), 1e-12);
        assertFalse(pooled.containsKey(Metric.ALLOCATED_BYTES_PER_REQUEST), "work metrics are judged over trials: " + pooled);
        assertEquals(Map.of(), BaselineStore.at(temp.resolve("none")).pooledBootSpreads());
    }

    private static double variance(double... values) {
        double mean = java.util.Arrays.stream(values).average().orElseThrow();
        return java.util.Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / (values.length - 1);
    }

    @Test
    void aBaselineWrittenBeforeTrialsPerBootWasRecordedReadsAsOneBootHoldingAllTrials() throws IOException {
        String golden = new String(golden(), StandardCharsets.UTF_8);
        placeFile(golden.replaceFirst("\n  \"trialsPerBoot\": \\[5\\],", ""));

        Baseline read = store().read(new PairId("virtual-gson", "request-2")).orElseThrow();

        assertEquals(List.of(5), read.trialsPerBoot());
        assertEquals(1, read.boots());
        assertEquals(Baseline.of(goldenRun()), read);
    }

    @Test
    void aBaselineWithoutTrialsPerBootStillNeedsOneValuePerTrialOfItsSettings() throws IOException {
        String golden = new String(golden(), StandardCharsets.UTF_8);
        placeFile(golden.replaceFirst("\n  \"trialsPerBoot\": \\[5\\],", "").replaceFirst("\n        1.21,", ""));

        BaselineException e = assertThrows(BaselineException.class, () -> store().read(new PairId("virtual-gson", "request-2")));

        assertEquals("baselines/request-2/virtual-gson.json: metric 'mean' has 4 values but settings.trials is 5 (one value "
                + "per trial expected) at line 53 column 8 path $.metrics.mean.values", e.getMessage());
    }

    @Test
    void trialsPerBootIsCheckedAgainstTheValuesWhereverItStandsInTheFile() throws IOException {
        String text = Files.readString(store().write(List.of(boot(1, 1, 1, 1, 1, 1), boot(2, 2, 2, 2, 2, 2))));
        String moved = text.replaceFirst("\n  \"trialsPerBoot\": \\[5, 5\\],", "")
                .replaceFirst("\n  \"invalidTrials\"", "\n  \"trialsPerBoot\": [5, 5],\n  \"invalidTrials\"");
        assertFalse(moved.equals(text));
        placeFile(moved);

        Baseline read = store().read(new PairId("virtual-gson", "request-2")).orElseThrow();

        assertEquals(List.of(5, 5), read.trialsPerBoot());
        assertArrayEquals(new double[]{1, 2}, read.bootMeans(Metric.MEAN).values());
    }

    @Test
    void noBaselineIsWrittenWhenOneBootHasInvalidTrials() {
        ScenarioRun invalid = Fixtures.run(Fixtures.trials(5).lastInvalid("server died").build());

        BaselineException e = assertThrows(BaselineException.class,
                () -> store().write(List.of(boot(1, 1, 1, 1, 1, 1), invalid, boot(3, 1, 1, 1, 1, 1))));

        assertEquals("baselines/request-2/virtual-gson.json: not written: the run of virtual-gson / request-2, boot 2 of 3, "
                + "has invalid trials (trial 5: server died); fix the harness problem and measure again", e.getMessage());
        assertFalse(Files.exists(store().fileFor(new PairId("virtual-gson", "request-2"))));
    }

    @Test
    void missingFileIsNoBaselineRatherThanAnError() {
        assertEquals(Optional.empty(), store().read(new PairId("virtual-gson", "request-2")));
    }

    @Test
    void rewritingReplacesTheFileAndLeavesNoTemporaryFiles() throws IOException {
        store().write(List.of(goldenRun()));
        Path file = store().write(List.of(goldenRun()));

        try (var files = Files.list(file.getParent())) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void runWithInvalidTrialsIsNotWrittenAsBaseline() {
        ScenarioRun invalid = Fixtures.run(Fixtures.trials(3).lastInvalid("achieved 1500 req/s of 2000").build());

        BaselineException e = assertThrows(BaselineException.class, () -> store().write(List.of(invalid)));

        assertTrue(e.getMessage().contains("trial 3: achieved 1500 req/s of 2000"), e.getMessage());
        assertFalse(Files.exists(store().fileFor(new PairId("virtual-gson", "request-2"))));
    }

    /**
     * Each case edits the golden file (first occurrence of {@code find} replaced by {@code replace}) and
     * states the exact message: file, problem, line, column, JSON path.
     */
    @ParameterizedTest(name = "{3}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            '    4.81,'                      | '    "4.81",'                    | 'baselines/request-2/virtual-gson.json: expected a number but found a string at line 81 column 10 path $.metrics.p99.values[1]' | value of the wrong type
            '"formatVersion": 1'              | '"formatVersion": 2'            | 'baselines/request-2/virtual-gson.json: unsupported formatVersion 2, this perfgate reads version 1 (written by another perfgate version? refresh the baseline) at line 2 column 21 path $.formatVersion' | unknown format version
            '"formatVersion": 1,'             | ''                              | 'baselines/request-2/virtual-gson.json: missing field ''formatVersion'' in $ (object ending at line 189 column 2)' | missing format version
            '"unit": "ms"'                    | '"unit": "s"'                   | 'baselines/request-2/virtual-gson.json: expected unit ''ms'' for metric ''mean'' but found ''s'' at line 48 column 18 path $.metrics.mean.unit' | wrong unit
            '"p50": {'                        | '"p95": {'                      | 'baselines/request-2/virtual-gson.json: unknown metric ''p95''; known: mean, p50, p90, p99, max, throughput, cpuPerRequest, errorRatio, serverMemory, serverTime, allocatedBytesPerRequest, responseBytesPerRequest, gcCountPer1000Requests, gcMillisPerRequest at line 57 column 10 path $.metrics.p95' | unknown metric
            '"commit"'                        | '"comit"'                       | 'baselines/request-2/virtual-gson.json: unknown field ''comit'' at line 6 column 10 path $.comit' | unknown field
            '"model": "open",'                | ''                              | 'baselines/request-2/virtual-gson.json: missing field ''model'' in $.settings (object ending at line 15 column 4)' | missing field
            '"warmUp": "PT10S"'               | '"warmUp": "10s"'               | 'baselines/request-2/virtual-gson.json: expected an ISO-8601 duration such as PT10S but found ''10s'' at line 12 column 20 path $.settings.warmUp' | unparsable duration
            '      1.21,'                     | ''                              | 'baselines/request-2/virtual-gson.json: metric ''mean'' has 4 values but trialsPerBoot [5] adds up to 5 (one value per trial of every boot expected) at line 55 column 8 path $.metrics.mean.values' | too few values
            '"variant": "virtual-gson"'       | '"variant": "platform-own"'     | 'baselines/request-2/virtual-gson.json: holds variant ''platform-own'' and scenario ''request-2'' but its place is for variant ''virtual-gson'' and scenario ''request-2''' | baseline in the wrong place
            '"trials": 5'                     | '"trials": 0'                   | 'baselines/request-2/virtual-gson.json: trials must be >= 1, actual: 0 at line 15 column 4 path $.settings.trials' | out-of-range setting
            '"trialsPerBoot": [5]'            | '"trialsPerBoot": [0]'          | 'baselines/request-2/virtual-gson.json: trialsPerBoot entries must be >= 1 (the trials of one server boot), actual: 0 at line 16 column 22 path $.trialsPerBoot[1]' | a boot without trials
            '"trialsPerBoot": [5]'            | '"trialsPerBoot": [3, -2]'      | 'baselines/request-2/virtual-gson.json: trialsPerBoot entries must be >= 1 (the trials of one server boot), actual: -2 at line 16 column 26 path $.trialsPerBoot[2]' | a negative trial count
            '"trialsPerBoot": [5]'            | '"trialsPerBoot": [3, 3]'       | 'baselines/request-2/virtual-gson.json: metric ''mean'' has 5 values but trialsPerBoot [3, 3] adds up to 6 (one value per trial of every boot expected) at line 55 column 8 path $.metrics.mean.values' | boots that do not add up to the values
            '"trialsPerBoot": [5]'            | '"trialsPerBoot": 5'            | 'baselines/request-2/virtual-gson.json: expected an array but found a number at line 16 column 21 path $.trialsPerBoot' | trialsPerBoot not an array
            '"trialsPerBoot": [5]'            | '"trialsPerBoot": []'           | 'baselines/request-2/virtual-gson.json: trialsPerBoot must list at least one boot, actual: [] at line 16 column 22 path $.trialsPerBoot' | no boots
            '"trialsPerBoot": [5]'            | '"trialsPerBoot": [2.5, 2.5]'   | 'baselines/request-2/virtual-gson.json: expected a whole number but found 2.5 at line 16 column 24 path $.trialsPerBoot[1]' | a fractional trial count
            '    1.1,'                        | '    1.1,,'                     | 'baselines/request-2/virtual-gson.json: malformed JSON (no comments, trailing commas, single quotes or unquoted names) at line 61 column 14 path $.metrics.p50.values[2]' | syntax error
            """)
    void malformedBaselineNamesFileProblemLineColumnAndPath(String find, String replace, String expected, String name)
            throws IOException {
        String text = new String(golden(), StandardCharsets.UTF_8);
        assertTrue(text.contains(find), "golden file lacks " + find);
        placeFile(text.replaceFirst(java.util.regex.Pattern.quote(find), java.util.regex.Matcher.quoteReplacement(replace)));

        BaselineException e = assertThrows(BaselineException.class, () -> store().read(new PairId("virtual-gson", "request-2")));

        assertEquals(expected.strip(), e.getMessage().strip());
        assertEquals(store().fileFor(new PairId("virtual-gson", "request-2")), e.file());
    }

    @Test
    void emptyFileIsReportedWithItsLocation() throws IOException {
        placeFile("");

        BaselineException e = assertThrows(BaselineException.class, () -> store().read(new PairId("virtual-gson", "request-2")));

        assertEquals("baselines/request-2/virtual-gson.json: end of input at line 1 column 1 path $",
                e.getMessage());
    }

    @Test
    void unreadableFileIsAnErrorNamingTheFile() throws IOException {
        Files.createDirectories(store().fileFor(new PairId("virtual-gson", "request-2")));

        BaselineException e = assertThrows(BaselineException.class, () -> store().read(new PairId("virtual-gson", "request-2")));

        assertTrue(e.getMessage().startsWith("baselines/request-2/virtual-gson.json: cannot read: "), e.getMessage());
    }

    @Test
    void fileThatIsNotUtf8IsRejected() throws IOException {
        Path file = placeFile("");
        Files.write(file, new byte[]{'{', (byte) 0xC3, (byte) 0x28, '}'});

        BaselineException e = assertThrows(BaselineException.class, () -> store().read(new PairId("virtual-gson", "request-2")));

        assertEquals("baselines/request-2/virtual-gson.json: not valid UTF-8", e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"../etc, request-2", "virtual-gson, a/b", "'', request-2", "virtual gson, request-2"})
    void namesThatAreNotPlainFileNamesAreRejected(String variant, String scenario) {
        assertThrows(IllegalArgumentException.class, () -> store().fileFor(new PairId(variant, scenario)));
    }
}
