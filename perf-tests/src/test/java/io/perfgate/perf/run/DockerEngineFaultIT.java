package io.perfgate.perf.run;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectContainerResponse;
import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.launch.DockerEngine;
import io.perfgate.perf.launch.DockerEngineProxy;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.verdict.InvalidRunException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.DockerClientFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Docker engine goes away in the middle of a trial and comes back before the run ends. The machine's engine
 * is never stopped: this JVM's Testcontainers talks to it through {@link DockerEngineProxy}, a socket the test
 * takes away, which is what a client sees of a stopped engine. The pair is INVALID naming the engine, the
 * server's process is killed while the engine cannot be asked to, and the container is removed once it answers
 * again. Runs only in the failsafe execution {@code docker-engine-fault}, which points {@code DOCKER_HOST} at
 * the proxy's socket (Testcontainers reads it once per JVM).
 */
class DockerEngineFaultIT {
    private static final long STOP_AFTER_MILLIS = 300;

    @Test
    void anEngineThatStopsAnsweringMidTrialIsAnInvalidRunAndItsContainerIsStoppedThenRemoved(@TempDir Path results)
            throws IOException {
        String dockerHost = String.valueOf(System.getenv("DOCKER_HOST"));
        Assumptions.assumeTrue(dockerHost.startsWith("unix://") && dockerHost.endsWith("docker-engine-proxy.sock"),
                "runs in the failsafe execution docker-engine-fault, with DOCKER_HOST on the proxy; actual: " + dockerHost);
        Path engine = Path.of(System.getProperty("perf.test.dockerEngine", "/var/run/docker.sock"));
        LaunchSettings launch = PerfConfig.fromSystemProperties().launch().withLauncher(LauncherKind.CONTAINER, Optional.empty());
        try (DockerEngineProxy proxy = DockerEngineProxy.start(Path.of(dockerHost.substring("unix://".length())), engine)) {
            DockerEngine.require(launch, "an engine that stops mid-run");
            DockerClient docker = DockerClientFactory.instance().client();
            SuiteSettings suite = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.variants", "platform-own",
                    "perf.scenarios", "request-2", "perf.results.dir", results.toString())::get);
            SuiteGate gate = SuiteGate.open(PerfConfig.fromSystemProperties().gate(), System.out);
            List<String> ours;
            try (ConsoleWatch watch = ConsoleWatch.on(": trial 1/", () -> {
                ServerDeathIT.sleep(STOP_AFTER_MILLIS);
                stop(proxy);
            }); PerfSuite perf = PerfSuite.open(suite, launch, Optional.empty())) {
                PerfSuite.Pair pair = perf.pairs().getFirst();
                Measured measured = perf.run(pair);
                watch.requireDone();

                List<TrialResult> trials = measured.candidate().trials();
                assertEquals(1, trials.size(), "no trial after the engine went away");
                assertFalse(trials.getFirst().valid());
                String cause = "the server died during the trial (the Docker engine stopped answering (";
                assertTrue(trials.getFirst().invalidReasons().getFirst().startsWith(cause), trials.getFirst().invalidReasons().toString());
                InvalidRunException invalid = assertThrows(InvalidRunException.class, () -> gate.check(pair, measured));
                assertTrue(invalid.getMessage().contains(cause), invalid.getMessage());

                // The engine is back (as after a restart): the container is still there, its server no longer runs.
                proxy.resume();
                ours = DockerEngine.containersOfThisJvm(docker);
                assertEquals(1, ours.size(), "the container the engine could not remove: " + ours);
                InspectContainerResponse.ContainerState state = docker.inspectContainerCmd(ours.getFirst()).exec().getState();
                assertFalse(Boolean.TRUE.equals(state.getRunning()), "its server was killed while the engine was away: " + state);
            }
            assertEquals(List.of(), DockerEngine.containersOfThisJvm(docker), "removed when the run ended");
        }
    }

    private static void stop(DockerEngineProxy proxy) {
        try {
            proxy.stop();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
