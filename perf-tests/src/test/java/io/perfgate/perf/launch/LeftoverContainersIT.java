package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import io.perfgate.perf.config.PerfConfig;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Leftovers of a killed run are removed at the next start: ours (perfgate + Testcontainers labels) whose owning
 * process is gone; never a live run's, never somebody else's.
 */
class LeftoverContainersIT {
    @Test
    void onlyOurContainersWhoseOwnerIsGoneAreRemoved() throws Exception {
        LaunchSettings settings = PerfConfig.fromSystemProperties().launch();
        if (!DockerEngine.answers(settings)) {
            String message = "NO DOCKER ENGINE ANSWERED: leftover removal was NOT tested";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(message + " (CI=true, and CI starts an engine: the setup is broken)");
            }
            System.out.println("[perf] ******** " + message + " ********");
            Assumptions.abort(message);
        }
        DockerClient docker = DockerClientFactory.instance().client();
        String image = ServerImage.ensure(docker, settings.system().name(),
                Application.of(settings.system(), settings.workDir()).orElseThrow(), settings.workDir());
        Process finished = new ProcessBuilder("true").start();
        finished.waitFor();
        String deadOwner = OwnedContainers.Owner.current().host() + "/" + finished.pid();
        String leftover = docker.createContainerCmd(image).withCmd("--help")
                .withLabels(Map.of(OwnedContainers.LABEL, "true", "org.testcontainers", "true",
                        OwnedContainers.OWNER_LABEL, deadOwner)).exec().getId();
        String liveRuns = docker.createContainerCmd(image).withCmd("--help")
                .withLabels(Map.of(OwnedContainers.LABEL, "true", "org.testcontainers", "true",
                        OwnedContainers.OWNER_LABEL, OwnedContainers.Owner.current().label())).exec().getId();
        String someoneElses = docker.createContainerCmd(image).withCmd("--help")
                .withLabels(Map.of("org.testcontainers", "true")).exec().getId();
        try {
            List<String> removed = OwnedContainers.removeLeftovers(docker);

            assertTrue(removed.contains(leftover), "the dead run's container is removed");
            assertThrows(NotFoundException.class, () -> docker.inspectContainerCmd(leftover).exec());
            assertEquals(liveRuns, docker.inspectContainerCmd(liveRuns).exec().getId());
            assertEquals(someoneElses, docker.inspectContainerCmd(someoneElses).exec().getId());
        } finally {
            for (String id : List.of(leftover, liveRuns, someoneElses)) {
                try {
                    docker.removeContainerCmd(id).withForce(true).exec();
                } catch (NotFoundException gone) {
                    // removed by the launcher
                }
            }
        }
    }
}
