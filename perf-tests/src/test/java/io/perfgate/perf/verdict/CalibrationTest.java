package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A calibration holds where it was measured: a verdict elsewhere says so, and how to calibrate again. */
class CalibrationTest {
    private static final String COMMAND = "perfgate calibrate --runs 5";

    private static Thresholds calibratedHere() {
        Calibration calibration = new Calibration(new Calibration.Measured("2026-12-04",
                Calibration.machineClass(Fixtures.machine()), Fixtures.serverJvm().describe(), COMMAND, 5), 10,
                Map.of("request-2", Map.of(Metric.MEAN, new Calibration.Entry(0.7, 10, 1.3, 2.6, 2.6, false))));
        return Thresholds.defaults().calibrated(calibration);
    }

    private static List<String> notes(ScenarioRun candidate) {
        ScenarioRun reference = Fixtures.run(Fixtures.trials(12).build());
        return Gate.judge(candidate, Comparand.sameRun(reference, "reference", true), calibratedHere()).notes();
    }

    private static ScenarioRun on(io.perfgate.perf.result.Machine machine, ServerJvm jvm) {
        ScenarioRun run = Fixtures.run(Fixtures.settings(12), machine, Fixtures.trials(12).build());
        return new ScenarioRun(run.pair(), run.settings(), run.machine(), jvm, run.startedAt(), run.commit(), run.trials(),
                run.timeline());
    }

    @Test
    void onTheMachineClassAndServerJvmItMeasuredNothingIsSaid() {
        List<String> notes = notes(on(Fixtures.machine(), Fixtures.serverJvm()));

        assertTrue(notes.stream().noneMatch(n -> n.contains("calibrate again")), notes.toString());
    }

    @Test
    void onAnotherMachineClassTheVerdictNamesBothAndTheCommandThatCalibrates() {
        List<String> notes = notes(on(Fixtures.otherMachine(), Fixtures.serverJvm()));

        String note = notes.stream().filter(n -> n.contains("calibrate again")).findFirst()
                .orElseThrow(() -> new AssertionError("no note of the other machine class: " + notes));
        assertTrue(note.contains("calibrated on AMD EPYC 7B13, 2 cores, process launcher")
                && note.contains("this run: Intel Xeon Platinum 8370C, 4 cores, container launcher, the same server JVM")
                && note.contains(COMMAND), note);
    }

    @Test
    void onAnotherServerJvmTheVerdictSaysSo() {
        ServerJvm other = new ServerJvm("Eclipse Adoptium", "21.0.5+11-LTS", "OpenJDK 64-Bit Server VM", List.of("-Xmx256m"),
                List.of("G1 Young Generation", "G1 Old Generation"), Map.of());
        List<String> notes = notes(on(Fixtures.machine(), other));

        String note = notes.stream().filter(n -> n.contains("calibrate again")).findFirst()
                .orElseThrow(() -> new AssertionError("no note of the other JVM: " + notes));
        assertTrue(note.contains("the same machine class") && note.contains("21.0.5+11-LTS"), note);
    }
}
