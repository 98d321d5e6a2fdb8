package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

import java.util.List;
import java.util.Map;

/** For tests that need a Docker engine and say so when there is none. */
public final class DockerEngine {
    private DockerEngine() {
    }

    /** The containers, running or not, that this JVM's container launchers created and have not removed. */
    public static List<String> containersOfThisJvm(DockerClient docker) {
        return docker.listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of(OwnedContainers.OWNER_LABEL, OwnedContainers.Owner.current().label())).exec()
                .stream().map(Container::getId).toList();
    }

    /** Aborts the test when no engine answers, said loudly; fails it with CI=true, where CI starts an engine. */
    public static void require(LaunchSettings settings, String what) {
        if (!answers(settings)) {
            String message = "NO DOCKER ENGINE ANSWERED: " + what + " was NOT tested";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                Assertions.fail(message + " (CI=true, and CI starts an engine: the setup is broken)");
            }
            System.out.println("[perf] ******** " + message + " ********");
            Assumptions.abort(message);
        }
    }

    /** Whether a Docker engine answers within the settings' probe timeout. */
    public static boolean answers(LaunchSettings settings) {
        return DockerProbe.ask(settings.dockerProbeTimeout()).available();
    }
}
