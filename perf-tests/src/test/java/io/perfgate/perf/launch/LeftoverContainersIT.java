package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

/** Leftovers of a killed run are removed at the next start: ours (perfgate + Testcontainers labels), nobody else's. */
class LeftoverContainersIT {
    @Test
    void onlyContainersCarryingBothOurLabelAndTestcontainersAreRemoved() {
        LaunchSettings settings = LaunchSettings.fromSystemProperties();
        if (!Launchers.dockerAnswers(settings)) {
            String message = "NO DOCKER ENGINE ANSWERED: leftover removal was NOT tested";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(message + " (CI=true, and CI starts an engine: the setup is broken)");
            }
            System.out.println("[perf] ******** " + message + " ********");
            Assumptions.abort(message);
        }
        DockerClient docker = DockerClientFactory.instance().client();
        String image = ServerImage.ensure(docker, settings.serverJar(), settings.workDir());
        String leftover = docker.createContainerCmd(image).withCmd("--help")
                .withLabels(Map.of(ContainerLauncher.LABEL, "true", "org.testcontainers", "true")).exec().getId();
        String someoneElses = docker.createContainerCmd(image).withCmd("--help")
                .withLabels(Map.of("org.testcontainers", "true")).exec().getId();
        try {
            int removed = ContainerLauncher.removeLeftovers(docker);

            assertEquals(1, removed);
            assertThrows(NotFoundException.class, () -> docker.inspectContainerCmd(leftover).exec());
            assertEquals(someoneElses, docker.inspectContainerCmd(someoneElses).exec().getId());
        } finally {
            for (String id : List.of(leftover, someoneElses)) {
                try {
                    docker.removeContainerCmd(id).withForce(true).exec();
                } catch (NotFoundException gone) {
                    // removed by the launcher
                }
            }
        }
    }
}
