package io.perfgate.perf.experiment;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The smallest experiments, end to end on the process launcher (the container launcher is EndToEndIT's): a sweep of
 * two points and a ramp of three users, each point measured by the perf suite's own path. Checks what was measured
 * and how it was driven, not how fast: that depends on the machine.
 */
class ExperimentSweepIT {
    private static final Map<String, String> QUICK = Map.of("perf.launcher", "process");

    @Test
    void aSweepMeasuresOnePointPerAxisValueInOrderOnOneBoot(@TempDir Path results) throws IOException {
        ExperimentResult result = run("quick-sweep", results);

        assertEquals(List.of(), result.failures());
        assertEquals(List.of(1.0, 2.0), result.points().stream().map(ExperimentResult.Point::x).toList());
        for (ExperimentResult.Point point : result.points()) {
            ScenarioRun run = point.run();
            assertEquals("platform-own", point.variant());
            assertEquals("request-2", point.scenario());
            assertEquals("request-2.users-" + (int) point.x(), run.scenario());
            assertEquals(LoadModel.CLOSED, run.settings().model());
            assertEquals((int) point.x(), run.settings().users());
            assertEquals(2, run.trials().size());
            for (TrialResult t : run.trials()) {
                assertTrue(t.responses() > 0 && t.errors().total() == 0, t.toString());
            }
            assertServerSideInEverySecond(run);
        }
        assertEquals(LauncherKind.PROCESS, result.launcher());

        // ... and draws its report: what `-Pexperiment` writes, from what was just measured.
        Path dir = results.resolve("report");
        ExperimentFiles.write(result, dir);
        ExperimentReport.write(result, dir);
        assertEquals(result.points().size(), ExperimentFiles.read(dir).points().size());
        assertTrue(Files.readString(dir.resolve("report.md")).contains("| 2 |"), "a results row per axis value");
        assertTrue(Files.size(dir.resolve("report.html")) > 0);
        for (String plot : List.of("request-2-throughput.png", "request-2-throughput.svg", "request-2-mean.png",
                "request-2-users-2-server-cpu.png", "request-2-users-2-server-memory.svg")) {
            assertTrue(Files.size(dir.resolve("plots").resolve(plot)) > 1000, plot);
        }
    }

    @Test
    void aPayloadSweepSendsAndGetsBackThatManyBytes(@TempDir Path results) {
        ExperimentResult result = run("quick-payload", results);

        assertEquals(List.of(), result.failures());
        assertEquals(List.of(100.0, 20000.0), result.points().stream().map(ExperimentResult.Point::x).toList());
        for (ExperimentResult.Point point : result.points()) {
            int bytes = (int) point.x();
            ScenarioRun run = point.run();
            assertEquals("cache-echo.payload-" + bytes, run.scenario());
            assertEquals(bytes, run.settings().payloadBytes());
            TrialResult t = run.trials().getFirst();
            // No 413 nor 400: the server took the body and parsed it as JSON.
            assertTrue(t.responses() > 0 && t.errors().total() == 0, t.toString());
            // A round is 4 answers: the API key ({"apiKey":"<UUID>"}, 49 bytes), then the value back in {"value":"..."} 3 times.
            double expected = (49 + 3 * (bytes + 12)) / 4.0;
            assertEquals(expected, t.responseBytesPerRequest(), 0.05 * expected, "response bytes per request at " + bytes);
        }
    }

    @Test
    void aRampAddsOneUserPerStepAndKeepsItsSecondsInTheTimeline(@TempDir Path results) {
        ExperimentResult result = run("quick-ramp", results);

        assertEquals(List.of(), result.failures());
        ExperimentResult.Point point = result.points().getFirst();
        assertEquals(3.0, point.x());
        ScenarioRun run = point.run();
        assertEquals(LoadModel.RAMP, run.settings().model());
        assertEquals(Duration.ofSeconds(1), run.settings().rampStep());
        assertEquals(1, run.trials().size());
        assertTrue(run.trials().getFirst().responses() > 0, run.trials().getFirst().toString());
        List<LoadSlice> trial = run.timeline().stream().filter(s -> s.window().startsWith("trial")).toList();
        assertTrue(trial.size() >= 3, "one slice per second of the 3 s trial, actual: " + trial);
        for (LoadSlice second : trial.subList(0, 3)) {
            assertTrue(second.responses() > 0, "every second of the ramp answered: " + trial);
        }
        assertServerSideInEverySecond(run);
        // 1, 2, then 3 users: each second's users at its middle, as the reports read them.
        assertEquals(List.of(1, 2, 3), trial.subList(0, 3).stream().map(s -> run.settings().rampUsersAt(
                Duration.between(trial.getFirst().start(), s.start()).plusMillis(Math.round(s.seconds() * 500)))).toList());
    }

    @Test
    void aSetupRunsOnceAfterTheBootAndIsNotAPoint(@TempDir Path results) {
        ExperimentResult result = run("quick-prefill", results);

        assertEquals(List.of(), result.failures());
        assertEquals(List.of("cache-entry-validation"), result.points().stream().map(ExperimentResult.Point::scenario).toList());
        TrialResult t = result.points().getFirst().run().trials().getFirst();
        // The group's success is a refusal: GET /api answers 200, the three requests for an entry that key never made 404.
        // Each user's round is 4 requests; a trial may end mid-round, so up to 3 of the last users' requests are missing.
        assertTrue(t.responses() > 0 && Math.abs(t.errors().status4xx() - t.responses() * 0.75) <= 3, t.toString());
    }

    /**
     * The process launcher reads the server's /proc during every load window: every second of the timeline, warm-up
     * and trials, carries the server's CPU (a busy server's, more than nothing, less than the machine) and its memory
     * (a JVM's resident set: tens of MB at least).
     */
    private static void assertServerSideInEverySecond(ScenarioRun run) {
        assertTrue(run.timeline().stream().anyMatch(s -> s.window().startsWith("trial")), run.timeline().toString());
        int cores = Runtime.getRuntime().availableProcessors();
        for (LoadSlice second : run.timeline()) {
            assertTrue(second.serverCores() > 0 && second.serverCores() <= cores + 0.5,
                    "server CPU in " + second + " of " + run.scenario());
            assertTrue(second.serverMemoryMegabytes() > 16 && second.serverMemoryMegabytes() < 64 * 1024,
                    "server memory in " + second + " of " + run.scenario());
        }
    }

    private static ExperimentResult run(String name, Path results) {
        Path file = Path.of("src/test/resources/experiments", name + ".yaml").toAbsolutePath();
        Experiment experiment = ExperimentFile.read(file, PerfConfig.systemFile(System::getProperty));
        return ExperimentRunner.run(experiment, key -> QUICK.getOrDefault(key, System.getProperty(key)), results,
                new PrintStream(System.out, true));
    }
}
