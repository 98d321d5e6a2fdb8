package io.perfgate.perf.run;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.launch.LaunchException;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.launch.Launchers;
import io.perfgate.perf.launch.ResourceUsage;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.Systems;
import io.perfgate.perf.load.LoadDriver;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.protocol.TrialSummarizer;
import io.perfgate.perf.protocol.ValidityRules;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A target where nothing listens must be a loud failure within seconds, never a pass with empty numbers. */
class UnreachableServerIT {
    /** Generous: the probe gives up after 3 s; this only catches a hang. */
    private static final Duration WITHIN = Duration.ofSeconds(20);

    @Test
    void theRemoteLauncherFailsWithinSecondsAndNamesTheTarget() {
        URI target = deadTarget();
        LaunchSettings settings = PerfConfig.fromSystemProperties().launch().withLauncher(LauncherKind.REMOTE, Optional.of(target));
        long start = System.nanoTime();

        LaunchException e = assertThrows(LaunchException.class, () -> Launchers.choose(settings).start(Systems.perfgate().variant("platform-gson").orElseThrow()));

        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(WITHIN) < 0);
        assertTrue(e.getMessage().startsWith("perf target " + target + " is unreachable: GET /health did not answer 200"), e.getMessage());
    }

    @Test
    void thePerfSuiteFailsThePairInsteadOfWritingEmptyResults(@TempDir Path results) {
        URI target = deadTarget();
        SuiteSettings suite = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.variants", "virtual-gson",
                "perf.scenarios", "request-2", "perf.results.dir", results.toString())::get);

        try (PerfSuite perf = PerfSuite.open(suite, PerfConfig.fromSystemProperties().launch().withLauncher(LauncherKind.REMOTE, Optional.of(target)), Optional.empty())) {
            PerfSuite.Pair pair = perf.pairs().get(0);
            LaunchException e = assertThrows(LaunchException.class, () -> perf.run(pair));

            assertTrue(e.getMessage().contains("is unreachable"), e.getMessage());
            assertFalse(java.nio.file.Files.exists(ResultFiles.path(results, pair.id())),
                    "no result file for a run that measured nothing");
        }
    }

    @Test
    void hyperfoilAloneReturnsNormallyWithNoResponsesWhichMakesTheTrialInvalid() {
        ScenarioSettings settings = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.scenarios", "request-2")::get)
                .scenarios().get(0);

        LoadWindow window = LoadDriver.run(settings, deadTarget(), Duration.ofMillis(500));
        TrialResult trial = TrialSummarizer.summarize(1, settings, window, ResourceUsage.UNKNOWN, ResourceUsage.UNKNOWN,
                Optional.empty(), Optional.empty(), ValidityRules.DEFAULT);

        assertEquals(0, window.responses());
        assertFalse(trial.valid());
        assertTrue(trial.invalidReasons().stream().anyMatch(r -> r.startsWith("no responses arrived")), trial.invalidReasons().toString());
    }

    private static URI deadTarget() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return URI.create("http://127.0.0.1:" + socket.getLocalPort());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
