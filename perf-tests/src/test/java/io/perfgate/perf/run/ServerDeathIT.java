package io.perfgate.perf.run;

import com.github.dockerjava.api.DockerClient;
import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.launch.DockerEngine;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.verdict.InvalidRunException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.DockerClientFactory;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The server is killed (SIGKILL) in the middle of the first trial, under each launcher: the pair is INVALID,
 * its message names the death and the signal, no further trial runs against the corpse, and neither a
 * container nor a process is left behind.
 */
class ServerDeathIT {
    /** Into the 1.5 s trial, after its load started. */
    private static final long KILL_AFTER_MILLIS = 300;

    @Test
    void aContainerKilledMidTrialIsAnInvalidRunNamingTheSignalAndIsRemoved(@TempDir Path results) {
        LaunchSettings launch = PerfConfig.fromSystemProperties().launch().withLauncher(LauncherKind.CONTAINER, Optional.empty());
        DockerEngine.require(launch, "a container killed mid-trial");
        DockerClient docker = DockerClientFactory.instance().client();

        Measured measured = runKilling(launch, results, () -> {
            List<String> ours = DockerEngine.containersOfThisJvm(docker);
            assertEquals(1, ours.size(), "one server container: " + ours);
            docker.killContainerCmd(ours.getFirst()).withSignal("KILL").exec();
        }, "the server died during the trial (container exited with code 137 (killed by signal 9, SIGKILL");

        assertEquals(LauncherKind.CONTAINER, measured.candidate().machine().launcher());
        assertEquals(List.of(), DockerEngine.containersOfThisJvm(docker), "no container left behind");
    }

    @Test
    void aProcessKilledMidTrialIsAnInvalidRunNamingTheSignalAndLeavesNoProcess(@TempDir Path results) {
        LaunchSettings launch = PerfConfig.fromSystemProperties().launch().withLauncher(LauncherKind.PROCESS, Optional.empty());

        Measured measured = runKilling(launch, results, () -> {
            List<ProcessHandle> servers = servers();
            assertEquals(1, servers.size(), "one server process");
            servers.getFirst().destroyForcibly();
        }, "the server died during the trial (process exited with code 137 (killed by signal 9, SIGKILL");

        assertEquals(LauncherKind.PROCESS, measured.candidate().machine().launcher());
        assertEquals(List.of(), servers(), "no server process left behind");
    }

    /** The server JVMs this JVM started (the process launcher's children, each running its jar from perfgate-apps/). */
    private static List<ProcessHandle> servers() {
        return ProcessHandle.current().children().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().orElse("").contains("perfgate-apps")).toList();
    }

    private static Measured runKilling(LaunchSettings launch, Path results, Runnable kill, String cause) {
        SuiteSettings suite = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.variants", "virtual-gson",
                "perf.scenarios", "request-2", "perf.results.dir", results.toString())::get);
        SuiteGate gate = SuiteGate.open(PerfConfig.fromSystemProperties().gate(), System.out);
        Measured measured;
        try (ConsoleWatch watch = ConsoleWatch.on(": trial 1/", () -> {
            sleep(KILL_AFTER_MILLIS);
            kill.run();
        }); PerfSuite perf = PerfSuite.open(suite, launch, Optional.empty())) {
            PerfSuite.Pair pair = perf.pairs().getFirst();
            measured = perf.run(pair);
            watch.requireDone();

            List<TrialResult> trials = measured.candidate().trials();
            assertEquals(1, trials.size(), "no trial after the death");
            assertFalse(trials.getFirst().valid());
            assertTrue(trials.getFirst().invalidReasons().getFirst().startsWith(cause), trials.getFirst().invalidReasons().toString());
            InvalidRunException invalid = assertThrows(InvalidRunException.class, () -> gate.check(pair, measured));
            assertTrue(invalid.getMessage().startsWith("HARNESS PROBLEM, not a performance verdict"), invalid.getMessage());
            assertTrue(invalid.getMessage().contains(cause), invalid.getMessage());
        }
        return measured;
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
