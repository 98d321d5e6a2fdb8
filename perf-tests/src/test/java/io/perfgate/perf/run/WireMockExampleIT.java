package io.perfgate.perf.run;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.launch.DockerEngine;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.reference.ReferenceSettings;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.sut.Systems;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The second example, a server this project did not write: WireMock's published standalone jar
 * (examples/wiremock/perfgate.yaml), in the quick profile. It boots under the process launcher (a child JVM) and the
 * container launcher (the jar in the hermetic image, its stubs copied into the container's scratch directory), is
 * measured through both of its scenarios, and an A/B run of the jar against itself passes the gate.
 */
class WireMockExampleIT {
    @TempDir
    Path results;

    @Test
    void theProcessLauncherBootsWireMockAndMeasuresBothScenarios() {
        List<ScenarioRun> runs = runAll(LauncherKind.PROCESS);

        assertMeasured(runs, LauncherKind.PROCESS);
    }

    @Test
    void theContainerLauncherBootsWireMockInTheHermeticImage() {
        if (!DockerEngine.answers(launch(LauncherKind.CONTAINER))) {
            String message = "NO DOCKER ENGINE ANSWERED: WireMock under the container launcher was NOT tested";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(message + " (CI=true, and CI starts an engine: the setup is broken)");
            }
            System.out.println("[perf] ******** " + message + " (with CI=true this fails the build) ********");
            Assumptions.abort(message);
        }

        List<ScenarioRun> runs = runAll(LauncherKind.CONTAINER);

        assertMeasured(runs, LauncherKind.CONTAINER);
    }

    @Test
    void anAbQuickRunOfWireMockAgainstItselfPasses() {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        SuiteGate gate = SuiteGate.open(PerfConfig.from(properties(Map.of())::get).gate(),
                new PrintStream(log, true, StandardCharsets.UTF_8));
        // Each JVM warms up alone for 15 s first (the variant warm-up, which the quick profile skips), then 3 s per
        // scenario. Cold, WireMock's CPU per request fell 8,700 -> 1,600 us across the four pairs on the 2-vCPU Intel
        // VM, the server measured second in a pair was up to 30% faster, and the paired test on p50 flagged the jar
        // against itself once (CI); after the 15 s it fell 1,800 -> 1,100 us. Warming up until steady (perf.warmup.max
        // 30s) did not get further: WireMock was still compiling after 30 s in 5 of 8 warm-ups, at twice the time.
        SuiteSettings suite = SuiteSettings.from(properties(Map.of("perf.variants", "sync", "perf.scenarios", "get-json",
                "perf.trials", "4", "perf.warmup", "3s", "perf.variantWarmup", "15s"))::get, 1, Systems.wiremock());
        LaunchSettings launch = launch(LauncherKind.PROCESS);
        ReferenceSettings itself = new ReferenceSettings(launch.system().server().describe(), Optional.of("wiremock itself"),
                List.of(), TrialOrder.Kind.ABBA, ReferenceSettings.DEFAULT_SEED, 1);
        Measured ab;
        try (PerfSuite perf = PerfSuite.open(suite, launch, Optional.of(itself))) {
            ab = perf.run(perf.pairs().getFirst());
        }
        if (!ab.candidate().valid() || !ab.reference().orElseThrow().run().valid()) {
            String message = "INVALID trials (the machine is too busy for the quick profile): the A/B verdict was NOT tested";
            System.out.println("[perf] ******** " + message + " ********");
            Assumptions.abort(message);
        }

        gate.check(ab);

        assertEquals("AB BA AB BA", ab.reference().orElseThrow().order().sequence());
        String printed = log.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("sync / get-json"), printed);
    }

    private List<ScenarioRun> runAll(LauncherKind launcher) {
        SuiteSettings suite = SuiteSettings.from(properties(Map.of("perf.variants", "sync"))::get, 1, Systems.wiremock());
        try (PerfSuite perf = PerfSuite.open(suite, launch(launcher), Optional.empty())) {
            return perf.pairs().stream().map(pair -> perf.run(pair).candidate()).toList();
        }
    }

    private static void assertMeasured(List<ScenarioRun> runs, LauncherKind launcher) {
        assertEquals(List.of("get-json", "post-match"), runs.stream().map(ScenarioRun::scenario).toList());
        for (ScenarioRun run : runs) {
            assertEquals("sync", run.variant());
            assertEquals(launcher, run.machine().launcher());
            // WireMock's JVM, started with the description's flags; the JMX agent reached it in either launcher.
            assertTrue(run.serverJvm().flags().containsAll(List.of("-Xms256m", "-Xmx256m", "-XX:+UseSerialGC")), run.serverJvm().toString());
            for (TrialResult t : run.trials()) {
                String where = run.pair() + " trial " + t.trial() + ": " + t;
                // A 404 would mean the stubs were not copied: every request must have matched its stub.
                assertTrue(t.responses() > 0, where);
                assertEquals(0, t.errors().total(), where);
                assertTrue(t.serverCpuMicrosPerRequest() > 0 && Double.isFinite(t.serverCpuMicrosPerRequest()), where);
                assertTrue(t.allocatedBytesPerRequest() > 1_000 && Double.isFinite(t.allocatedBytesPerRequest()), where);
                assertTrue(t.responseBytesPerRequest() > 0, where);
            }
        }
        double getJsonBytes = runs.getFirst().trials().getFirst().responseBytesPerRequest();
        double postBytes = runs.get(1).trials().getFirst().responseBytesPerRequest();
        // get-json answers the stub's JSON document, post-match a short {"status": "accepted"}.
        assertTrue(getJsonBytes > 200 && postBytes < 100 && postBytes > 10, getJsonBytes + " / " + postBytes);
    }

    private LaunchSettings launch(LauncherKind launcher) {
        return LaunchSettings.from(properties(Map.of())::get, Systems.wiremock()).withLauncher(launcher, Optional.empty());
    }

    /** This JVM's properties (failsafe's work directory) with the example's description and the quick profile. */
    private Map<String, String> properties(Map<String, String> extra) {
        Map<String, String> all = new HashMap<>();
        System.getProperties().forEach((k, v) -> all.put(k.toString(), v.toString()));
        all.put("perf.system", Systems.wiremockFile().toString());
        all.put("perf.profile", "quick");
        all.put("perf.results.dir", results.toString());
        all.put("perf.commit", "0123abcd");
        all.putAll(extra);
        return all;
    }
}
