package io.perfgate.perf.run;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.launch.DockerEngine;
import io.perfgate.perf.property.Defaults;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * One variant (platform-gson) through request-2 in the quick profile, with each launcher that can run
 * here: boot, warm up, measure, write. Checks that every measurement is there and plausible, work metrics
 * (allocation over JMX, response bytes) and the server JVM's description included; it does not check
 * validity, which depends on how busy the machine is.
 */
class EndToEndIT {
    private static final String VARIANT = "platform-gson";

    @Test
    void theProcessLauncherMeasuresPlatformGsonThroughRequest2(@TempDir Path results) {
        ScenarioRun run = runOnce(LauncherKind.PROCESS, results);

        assertPlausible(run, results, LauncherKind.PROCESS);
    }

    @Test
    void theContainerLauncherMeasuresPlatformGsonThroughRequest2(@TempDir Path results) {
        if (!DockerEngine.answers(PerfConfig.fromSystemProperties().launch())) {
            String message = "NO DOCKER ENGINE ANSWERED: the container launcher was NOT tested";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(message + " (CI=true, and CI starts an engine: the setup is broken)");
            }
            System.out.println("[perf] ******** " + message + " (with CI=true this fails the build) ********");
            Assumptions.abort(message);
        }

        ScenarioRun run = runOnce(LauncherKind.CONTAINER, results);

        assertPlausible(run, results, LauncherKind.CONTAINER);
    }

    private static ScenarioRun runOnce(LauncherKind launcher, Path results) {
        SuiteSettings suite = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.variants", VARIANT,
                "perf.scenarios", "request-2", "perf.results.dir", results.toString())::get);
        try (PerfSuite perf = PerfSuite.open(suite, PerfConfig.fromSystemProperties().launch().withLauncher(launcher, Optional.empty()), Optional.empty())) {
            List<PerfSuite.Pair> pairs = perf.pairs();
            assertEquals(1, pairs.size());
            return perf.run(pairs.get(0)).candidate();
        }
    }

    private static void assertPlausible(ScenarioRun run, Path results, LauncherKind launcher) {
        assertEquals(VARIANT, run.variant());
        assertEquals("request-2", run.scenario());
        assertEquals(launcher, run.machine().launcher());
        assertEquals(Defaults.QUICK_TRIALS, run.trials().size());
        for (TrialResult t : run.trials()) {
            String where = "trial " + t.trial() + ": " + t;
            assertTrue(t.responses() > 0 && t.requests() >= t.responses(), where);
            assertTrue(t.meanMillis() > 0, where);
            assertTrue(t.p50Millis() <= t.p90Millis() && t.p90Millis() <= t.p99Millis() && t.p99Millis() <= t.maxMillis(), where);
            assertEquals(0, t.errors().total(), where);
            assertTrue(t.serverCpuMicrosPerRequest() > 0 && Double.isFinite(t.serverCpuMicrosPerRequest()), where);
            assertTrue(t.serverMemoryMegabytes() > 10 && Double.isFinite(t.serverMemoryMegabytes()), where);
            assertTrue(t.serverTimeMeanMillis() > 0, where);
            // The server's own time is part of each client latency (1% slack: two-digit histograms).
            assertTrue(t.serverTimeMeanMillis() <= t.meanMillis() * 1.01, where);
            // The default load is closed (one user): no target rate, throughput is what that user got through.
            assertTrue(t.throughputPerSecond() > 0 && t.targetRatePerSecond() == 0, where);
            // Work metrics, read from the server JVM over JMX and from the generator: a request-2 response parses
            // JSON and writes about 4.7 KB of it, which allocates tens of kilobytes (59 KB for platform-own here).
            assertTrue(t.allocatedBytesPerRequest() > 1_000 && Double.isFinite(t.allocatedBytesPerRequest()), where);
            assertTrue(t.responseBytesPerRequest() > 4_000 && t.responseBytesPerRequest() < 5_500, where);
            assertTrue(t.gcCountPer1000Requests() >= 0 && Double.isFinite(t.gcCountPer1000Requests()), where);
            assertTrue(t.gcMillisPerRequest() >= 0 && Double.isFinite(t.gcMillisPerRequest()), where);
            // The percentile spectrum (the report's HdrHistogram plot) ends at the trial's max; its seconds (the
            // report's time series) hold every response of the trial.
            List<io.perfgate.perf.result.Percentile> spectrum = t.latencyPercentiles();
            assertTrue(spectrum.size() > 10, where);
            assertEquals(100, spectrum.getLast().percentile(), where);
            assertEquals(t.maxMillis(), spectrum.getLast().millis(), 0.00001, where);
            assertEquals(t.responses(), run.timeline().stream().filter(s -> s.window().equals("trial " + t.trial()))
                    .mapToLong(io.perfgate.perf.result.LoadSlice::responses).sum(), where + "; timeline " + run.timeline());
            System.out.printf(java.util.Locale.ROOT, "[perf] %s trial %d: %d responses, allocated %.1f B/req, response %.1f B/req,"
                            + " gc %.3f/1000 req, %.5f ms/req%n", launcher.id(), t.trial(), t.responses(), t.allocatedBytesPerRequest(),
                    t.responseBytesPerRequest(), t.gcCountPer1000Requests(), t.gcMillisPerRequest());
        }
        // The SERVER's JVM: the same JDK as this one for both launchers (the image is jlinked from it), the
        // launch settings' flags, and none of the JMX plumbing (its port changes every boot).
        assertEquals(!run.settings().warmUp().isZero(),
                run.timeline().stream().anyMatch(s -> s.window().startsWith("warm-up")), "timeline " + run.timeline());
        ServerJvm jvm = run.serverJvm();
        assertEquals(System.getProperty("java.vm.vendor"), jvm.vendor(), jvm.toString());
        assertEquals(System.getProperty("java.vm.version"), jvm.version(), jvm.toString());
        assertTrue(jvm.flags().containsAll(List.of("-Xms256m", "-Xmx256m", "-XX:+UseSerialGC")), jvm.toString());
        assertTrue(jvm.flags().stream().noneMatch(flag -> flag.contains("jmxremote")), jvm.toString());
        assertEquals(List.of("Copy", "MarkSweepCompact"), jvm.garbageCollectors(), jvm.toString());
        assertEquals("268435456", jvm.vmOptions().get("MaxHeapSize"), jvm.toString());
        Path file = ResultFiles.path(results, new PairId(VARIANT, "request-2"));
        assertTrue(Files.isRegularFile(file), file + " was not written");
        assertEquals(run, ResultFiles.read(file));
    }
}
