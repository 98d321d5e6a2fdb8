package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThresholdsTest {
    @TempDir
    Path temp;

    private Path write(String json) throws IOException {
        Path file = temp.resolve("baselines").resolve("thresholds.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
        return file;
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
            "mean,          +4%",
            "p50,           +3%",
            "p90,           +3%",
            "p99,           +20%",
            "max,           report only",
            "throughput,    -4%",
            "cpuPerRequest, +3%",
            "errorRatio,    <= 0",
            "serverMemory,  report only",
            "serverTime,    +6%"})
    void builtInDefaultsAreTheDocumentedOnes(String metric, String described) {
        assertEquals(described, Thresholds.defaults().of("request-2", Metric.byId(metric)).describe());
    }

    @Test
    void committedThresholdsFileStatesExactlyTheBuiltInDefaults() {
        Thresholds committed = Thresholds.load(Fixtures.committedThresholds());

        // A scenario without overrides of its own gets the built-in defaults exactly.
        assertEquals(Thresholds.defaults().forScenario("mixed"), committed.forScenario("mixed"));
        assertEquals(0.01, committed.of("request-1", Metric.MEAN).alpha());
        assertEquals(2, committed.of("request-2", Metric.CPU_PER_REQUEST).relativePercent());
        assertEquals(2, committed.of("request-2", Metric.MEAN).relativePercent());
        assertEquals(4, committed.of("request-1", Metric.MEAN).relativePercent());
        assertEquals(5, committed.of("request-1", Metric.CPU_PER_REQUEST).relativePercent());
    }

    /**
     * What an adopter copies, and the PetClinic example that copied it: perfgate's defaults written out, and nothing of
     * perfgate's own server (its measured spreads, its scenarios' overrides, the studies behind them).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"examples/thresholds.json", "examples/spring-petclinic/repo/baselines/thresholds.json",
            "examples/play-scala-forms/repo/baselines/thresholds.json"})
    void theAdoptersTemplateStatesTheBuiltInDefaultsAndNothingOfPerfgatesOwnServer(String relative) throws IOException {
        Path file = Fixtures.committedThresholds().getParent().getParent().resolve(relative);
        Thresholds template = Thresholds.load(file);
        String text = Files.readString(file);

        Thresholds expected = Thresholds.defaults().calibrated(template.calibration());
        for (String scenario : new String[]{"any-scenario", "vets-json", "find-owners"}) {
            assertEquals(expected.forScenario(scenario), template.forScenario(scenario), scenario);
        }
        for (String perfgatesOwn : new String[]{"bootPairSpreadPercent", "request-1", "request-2", "cache-crud",
                "docs/evidence", "Request-"}) {
            assertFalse(text.contains(perfgatesOwn), relative + " mentions " + perfgatesOwn);
        }
        assertTrue(text.contains("\"scenarios\": {}"), relative + " overrides no scenario");
    }

    @Test
    void scenarioAndScenarioMetricOverrideTheDefaultsInThatOrder() throws IOException {
        Thresholds thresholds = Thresholds.load(write("""
                {
                  "formatVersion": 1,
                  "defaults": { "mean": { "thresholdPercent": 12 } },
                  "scenarios": {
                    "request-1": {
                      "comment": "SQLite on a shared disk: noisier",
                      "thresholdPercent": 15,
                      "alpha": 0.005,
                      "metrics": { "p99": { "thresholdPercent": 30 }, "errorRatio": { "absoluteLimit": 0.001 } }
                    }
                  }
                }
                """));

        // The built-in boot-pair spreads stay where the file does not name one.
        double meanSpread = Thresholds.defaults().of("request-2", Metric.MEAN).bootPairSpreadPercent();
        double p99Spread = Thresholds.defaults().of("request-2", Metric.P99).bootPairSpreadPercent();
        assertEquals(MetricThreshold.relative(Metric.MEAN, 12, 0.01).withBootPairSpread(meanSpread, Thresholds.ASSUMED_BOOT_PAIRS),
                thresholds.of("request-2", Metric.MEAN));
        assertEquals(MetricThreshold.relative(Metric.MEAN, 15, 0.005).withBootPairSpread(meanSpread, Thresholds.ASSUMED_BOOT_PAIRS),
                thresholds.of("request-1", Metric.MEAN));
        assertEquals(MetricThreshold.relative(Metric.P99, 30, 0.005).withBootPairSpread(p99Spread, Thresholds.ASSUMED_BOOT_PAIRS),
                thresholds.of("request-1", Metric.P99));
        assertEquals(MetricThreshold.absoluteLimit(Metric.ERROR_RATIO, 0.001), thresholds.of("request-1", Metric.ERROR_RATIO));
        assertEquals(MetricThreshold.absoluteLimit(Metric.ERROR_RATIO, 0), thresholds.of("request-2", Metric.ERROR_RATIO));
        assertEquals(MetricThreshold.reportOnly(Metric.MAX), thresholds.of("request-1", Metric.MAX));
    }

    @Test
    void theBootPairSpreadIsReadPerMetricAndScenario() throws IOException {
        Thresholds thresholds = Thresholds.load(write("""
                {
                  "formatVersion": 1,
                  "defaults": { "cpuPerRequest": { "bootPairSpreadPercent": 1.8 } },
                  "scenarios": { "cache-crud": { "metrics": { "cpuPerRequest": { "bootPairSpreadPercent": 3 } } } }
                }
                """));

        assertEquals(1.8, thresholds.of("request-2", Metric.CPU_PER_REQUEST).bootPairSpreadPercent());
        assertEquals(3, thresholds.of("cache-crud", Metric.CPU_PER_REQUEST).bootPairSpreadPercent());
        assertEquals(Thresholds.defaults().of("cache-crud", Metric.CPU_PER_REQUEST).relativePercent(),
                thresholds.of("cache-crud", Metric.CPU_PER_REQUEST).relativePercent(), "the built-in threshold stays");
    }

    @Test
    void reportOnlyMetricCanBeTurnedIntoAGatedOne() throws IOException {
        Thresholds thresholds = Thresholds.load(write("""
                {"formatVersion": 1, "defaults": {"serverMemory": {"reportOnly": false}}}
                """));

        assertEquals(MetricThreshold.relative(Metric.SERVER_MEMORY, 25, 0.01).withBootPairSpread(0, Thresholds.ASSUMED_BOOT_PAIRS),
                thresholds.of("request-2", Metric.SERVER_MEMORY));
    }

    /** Each case: the file's text (lines joined by '/'), and the exact message after the file name. */
    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {/"formatVersion": 1,/"defaults": {/  "p95": {"thresholdPercent": 10}/}/}                  | unknown metric 'p95'; known: mean, p50, p90, p99, max, throughput, cpuPerRequest, errorRatio, serverMemory, serverTime, allocatedBytesPerRequest, responseBytesPerRequest, gcCountPer1000Requests, gcMillisPerRequest at line 4 column 8 path $.defaults.p95 | unknown metric
            {/"formatVersion": 1,/"defaults": {/  "mean": {"thresholdPercent": "10%"}/}/}              | expected a number but found a string at line 4 column 33 path $.defaults.mean.thresholdPercent | wrong type
            {/"formatVersion": 1,/"defaults": {/  "mean": {"thresholdPercent": 10,}/}/}                | expected name at line 4 column 36 path $.defaults.mean.thresholdPercent | trailing comma
            {/"formatVersion": 1,/"defaults": {/  "throughput": {"direction": "smallerIsBetter"}/}/}   | metric 'throughput' is biggerIsBetter; the file says 'smallerIsBetter' but cannot invert a metric's direction at line 4 column 48 path $.defaults.throughput.direction | inverted direction
            {/"formatVersion": 1,/"defaults": {/  "errorRatio": {"thresholdPercent": 10}/}/}           | errorRatio takes absoluteLimit, not thresholdPercent (errors are judged absolutely) at line 4 column 36 path $.defaults.errorRatio.thresholdPercent | relative threshold on the error ratio
            {/"formatVersion": 1,/"defaults": {/  "mean": {"absoluteLimit": 5}/}/}                     | absoluteLimit applies to errorRatio only; 'mean' takes thresholdPercent, alpha, bootPairSpreadPercent, calibratedBootPairs and reportOnly at line 4 column 27 path $.defaults.mean.absoluteLimit | absolute limit on a latency
            {/"formatVersion": 1,/"defaults": {/  "mean": {"alpha": 0.9}/}/}                           | expected an alpha > 0 and <= 0.5 (e.g. 0.01) but found 0.9 at line 4 column 24 path $.defaults.mean.alpha | alpha out of range
            {/"formatVersion": 1,/"defaults": {/  "mean": {"thresholdPercent": 0}/}/}                  | expected a thresholdPercent > 0 and < 1000 but found 0.0 at line 4 column 33 path $.defaults.mean.thresholdPercent | zero threshold
            {/"formatVersion": 1,/"defaults": {/  "mean": {"treshold": 10}/}/}                         | unknown field 'treshold' (a metric takes: comment, direction, thresholdPercent, alpha, bootPairSpreadPercent, calibratedBootPairs, reportOnly; errorRatio: absoluteLimit) at line 4 column 22 path $.defaults.mean.treshold | misspelt field
            {/"formatVersion": 1,/"defaults": {/  "cpuPerRequest": {"bootPairSpreadPercent": -1}/}/}   | expected a bootPairSpreadPercent >= 0 and < 100 but found -1.0 at line 4 column 48 path $.defaults.cpuPerRequest.bootPairSpreadPercent | negative boot-pair spread
            {/"formatVersion": 1,/"defaults": {/  "errorRatio": {"bootPairSpreadPercent": 2}/}/}      | errorRatio takes absoluteLimit, not bootPairSpreadPercent (errors are judged absolutely) at line 4 column 41 path $.defaults.errorRatio.bootPairSpreadPercent | boot-pair spread on the error ratio
            {/"formatVersion": 1,/"defaults": {/  "errorRatio": {"reportOnly": true}/}/}               | errorRatio cannot be reportOnly: errors always fail; raise its absoluteLimit instead at line 4 column 30 path $.defaults.errorRatio.reportOnly | error ratio made report-only
            {/"formatVersion": 1,/"scenarios": {/  "request-1": {"metrics": {"p9": {}}}/}/}            | unknown metric 'p9'; known: mean, p50, p90, p99, max, throughput, cpuPerRequest, errorRatio, serverMemory, serverTime, allocatedBytesPerRequest, responseBytesPerRequest, gcCountPer1000Requests, gcMillisPerRequest at line 4 column 33 path $.scenarios.request-1.metrics.p9 | unknown metric in a scenario
            {/"defaults": {}/}                                                                          | missing field 'formatVersion' in $ (object ending at line 3 column 2) | missing format version
            {/"formatVersion": 2/}                                                                      | unsupported formatVersion 2, this perfgate reads version 1 at line 2 column 19 path $.formatVersion | unknown format version
            """)
    void malformedThresholdsFileNamesFileProblemLineColumnAndPath(String lines, String expected, String name) throws IOException {
        Path file = write(lines.replace('/', '\n'));

        ThresholdsException e = assertThrows(ThresholdsException.class, () -> Thresholds.load(file));

        assertEquals("baselines/thresholds.json: " + expected, e.getMessage());
        assertEquals(file.toAbsolutePath(), e.file());
    }

    @Test
    void missingThresholdsFileIsAnErrorNamingTheFile() {
        ThresholdsException e = assertThrows(ThresholdsException.class,
                () -> Thresholds.load(temp.resolve("baselines").resolve("thresholds.json")));

        assertTrue(e.getMessage().startsWith("baselines/thresholds.json: file not found"), e.getMessage());
    }

    @Test
    void unreadableThresholdsFileIsAnErrorNamingTheFile() throws IOException {
        Path file = temp.resolve("baselines").resolve("thresholds.json");
        Files.createDirectories(file);

        ThresholdsException e = assertThrows(ThresholdsException.class, () -> Thresholds.load(file));

        assertTrue(e.getMessage().startsWith("baselines/thresholds.json: cannot read: "), e.getMessage());
    }
}
