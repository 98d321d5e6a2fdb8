package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Seals the verdict tables people read in build logs and pull-request comments. */
class VerdictTableTest {

    /**
     * Mean +20% against five steady boots (a regression), p99 +7.6% against noisy ones (a pass), the rest
     * unchanged; each boot of the baseline has one trial.
     */
    static ScenarioVerdict regression() {
        double[] mean = {1.00, 1.01, 0.99, 1.005, 0.995};
        double[] p99 = {4.5, 4.6, 4.4, 4.55, 4.45};
        List<ScenarioRun> boots = new ArrayList<>();
        for (int i = 0; i < mean.length; i++) {
            boots.add(Fixtures.run(Fixtures.trials(1).with(Metric.MEAN, mean[i]).with(Metric.P99, p99[i]).build()));
        }
        return Gate.judge(Fixtures.run(Fixtures.trials(5)
                .with(Metric.MEAN, 1.20, 1.212, 1.188, 1.206, 1.194)
                .with(Metric.P99, 4.7, 5.4, 4.2, 5.0, 4.9)
                .build()), Comparand.baseline(Optional.of(Baseline.of(boots)), false), Thresholds.defaults());
    }

    /** With {@code -Dperf.golden.update=true} rewrites the golden file instead, for review in the diff. */
    static String golden(String name, String actual) throws IOException {
        if (Boolean.getBoolean("perf.golden.update")) {
            Files.writeString(Path.of("src", "test", "resources", "verdict", name), actual, StandardCharsets.UTF_8);
        }
        return golden(name);
    }

    static String golden(String name) throws IOException {
        try (InputStream in = VerdictTableTest.class.getResourceAsStream("/verdict/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void plainTextTableMatchesTheGoldenFile() throws IOException {
        assertEquals(golden("regression.txt", regression().toText()), regression().toText());
    }

    @Test
    void markdownTableMatchesTheGoldenFile() throws IOException {
        assertEquals(golden("regression.md", regression().toMarkdown()), regression().toMarkdown());
    }

    @Test
    void regressionFailureMessageIsTheTable() throws IOException {
        GateFailure e = assertThrows(GateFailure.class, regression()::assertPassed);

        assertEquals("performance regression in virtual-gson / request-2\n" + golden("regression.txt"), e.getMessage());
        assertEquals(regression(), e.verdict());
    }

    @ParameterizedTest
    @CsvSource({"1.0, 1.00", "0.0079057, 0.00791", "209.4, 209", "1999.6, 2000", "0, 0", "NaN, n/a", "12345.6, 12346"})
    void measuredValuesShowThreeSignificantDigits(double value, String shown) {
        assertEquals(shown, Numbers.measured(value));
    }

    @ParameterizedTest
    @CsvSource({"0.2, +20.0%", "-0.3, -30.0%", "0, +0.0%", "NaN, n/a", "Infinity, +inf%"})
    void changesShowAsSignedPercentages(double ratio, String shown) {
        assertEquals(shown, Numbers.percent(ratio));
    }

    @ParameterizedTest
    @CsvSource({"0.031, +3.1%", "-0.4, -40.0%", "9.99, +999.0%", "10.01, >+1000%", "4e20, >+1000%", "Infinity, >+1000%",
            "NaN, n/a"})
    void aDeafComparisonsDetectableChangeIsCappedNotPrintedInFull(double ratio, String shown) {
        assertEquals(shown, Numbers.detectable(ratio));
    }
}
