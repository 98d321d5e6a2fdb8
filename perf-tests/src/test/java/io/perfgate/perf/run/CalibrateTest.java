package io.perfgate.perf.run;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Calibration;
import io.perfgate.perf.verdict.MetricThreshold;
import io.perfgate.perf.verdict.ThresholdsException;
import io.perfgate.perf.verdict.Thresholds;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CalibrateTest {
    private static final int PAIRS = 12;

    @TempDir
    Path temp;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private Path baselines;

    @BeforeEach
    void committedThresholds() throws IOException {
        baselines = Fixtures.baselinesWithCommittedThresholds(temp);
    }

    /**
     * One side of a same-build A/B run on 2 boot pairs: each boot's mean latency moved by its own log-normal factor of
     * {@code bootSpread}, each trial by 1%; allocation the same in every boot (within 0.02%).
     */
    private static ScenarioRun side(SplittableRandom random, double bootSpread) {
        double[] boot = {Math.exp(bootSpread * gaussian(random)), Math.exp(bootSpread * gaussian(random))};
        double[] mean = new double[PAIRS];
        double[] allocated = new double[PAIRS];
        for (int i = 0; i < PAIRS; i++) {
            mean[i] = 2.0 * boot[i % 2] * Math.exp(0.01 * gaussian(random));
            allocated[i] = 50_000 * Math.exp(0.0002 * gaussian(random));
        }
        ScenarioRun run = Fixtures.run(Fixtures.settings(PAIRS), Fixtures.machine(), Fixtures.trials(PAIRS)
                .with(Metric.MEAN, mean).with(Metric.ALLOCATED_BYTES_PER_REQUEST, allocated).build());
        return new ScenarioRun(run.pair(), run.settings(), run.machine(), run.serverJvm(), run.startedAt(), run.commit(),
                run.trials().stream().map(t -> t.withBoot((t.trial() - 1) % 2 + 1)).toList(), run.timeline());
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    private List<Path> sameBuildRuns(int runs, double bootSpread) {
        SplittableRandom random = new SplittableRandom(4);
        List<Path> dirs = new ArrayList<>();
        for (int i = 1; i <= runs; i++) {
            Path dir = temp.resolve("run-" + i);
            ResultFiles.write(dir.resolve("reference"), side(random, bootSpread));
            ResultFiles.write(dir, side(random, bootSpread));
            dirs.add(dir);
        }
        return dirs;
    }

    @Test
    void sameBuildRunsGiveEachMetricItsSpreadWhatADefaultRunDetectsAndWhetherItGates() throws IOException {
        // Boots 8% apart (log-normal sd 8% each: one boot pair's change 11%): the mean latency cannot gate at 10%.
        Calibration calibration = Calibrate.run(baselines, sameBuildRuns(12, 0.08), 10, "perfgate calibrate --runs 12",
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        Calibration.Entry mean = calibration.scenarios().get("request-2").get(Metric.MEAN);
        assertEquals(24, mean.bootPairs(), "12 runs of 2 boot pairs");
        assertTrue(mean.bootPairSpreadPercent() > 7 && mean.bootPairSpreadPercent() < 17, mean.toString());
        assertTrue(mean.resolutionPercent() > 10 && mean.reportOnly(), mean.toString());
        assertTrue(mean.detectablePercent() >= mean.resolutionPercent(), "the threshold on top: " + mean);
        Calibration.Entry allocated = calibration.scenarios().get("request-2").get(Metric.ALLOCATED_BYTES_PER_REQUEST);
        assertTrue(allocated.bootPairSpreadPercent() < 0.05 && allocated.detectablePercent() < 2 && !allocated.reportOnly(),
                allocated.toString());
        assertEquals(12, calibration.measured().runs());
        assertEquals("perfgate calibrate --runs 12", calibration.measured().command());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("report only (resolution above 10.0%)"), printed.toString());

        // Written beside thresholds.json, it is a layer of the thresholds the gate loads.
        Files.writeString(baselines.resolve(Calibration.FILE), calibration.toJson());
        Thresholds loaded = Thresholds.load(baselines.resolve("thresholds.json"));
        assertEquals(MetricThreshold.Kind.REPORT_ONLY, loaded.of("request-2", Metric.MEAN).kind());
        MetricThreshold allocation = loaded.of("request-2", Metric.ALLOCATED_BYTES_PER_REQUEST);
        assertEquals(MetricThreshold.Kind.RELATIVE, allocation.kind());
        assertEquals(24, allocation.calibratedBootPairs());
        assertEquals(Math.round(allocated.bootPairSpreadPercent() * 100) / 100.0, allocation.bootPairSpreadPercent(), 1e-12);
        assertEquals(calibration.toJson(), Calibration.in(baselines).toJson(), "read back as written");
        // Another scenario keeps the thresholds' own spread.
        assertEquals(Thresholds.defaults().of("request-1", Metric.MEAN), loaded.of("request-1", Metric.MEAN));
    }

    @Test
    void tightBootsGate() {
        Calibration calibration = Calibrate.run(baselines, sameBuildRuns(10, 0.003), 10, "perfgate calibrate",
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        Calibration.Entry mean = calibration.scenarios().get("request-2").get(Metric.MEAN);
        assertFalse(mean.reportOnly(), mean.toString());
        assertTrue(mean.resolutionPercent() < 3 && mean.detectablePercent() < 5, mean.toString());
    }

    @Test
    void aResultWithoutItsReferenceIsNotASameBuildRun() {
        Path plain = ResultFiles.write(temp.resolve("plain"), side(new SplittableRandom(1), 0.01));

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Calibrate.run(baselines,
                List.of(plain), 10, "x", new PrintStream(printed, true, StandardCharsets.UTF_8)));

        assertTrue(e.getMessage().contains("is not an A/B run's result"), e.getMessage());
    }

    @Test
    void aCorruptCalibrationFileNamesItselfAndWhere() throws IOException {
        Files.writeString(baselines.resolve(Calibration.FILE), """
                {"formatVersion": 1, "scenarios": {"request-2": {"mean": {"bootPairSpreadPercent": 2}}}}
                """);

        ThresholdsException e = assertThrows(ThresholdsException.class,
                () -> Thresholds.load(baselines.resolve("thresholds.json")));

        assertTrue(e.getMessage().contains("calibration.json"), e.getMessage());
        assertTrue(e.getMessage().contains("calibratedBootPairs"), e.getMessage());
    }
}
