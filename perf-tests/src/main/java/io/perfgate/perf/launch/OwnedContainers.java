package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Container;
import io.perfgate.perf.sut.Variant;
import org.testcontainers.containers.GenericContainer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The containers the {@link ContainerLauncher} creates, until they are gone. Ryuk is off (the build sets
 * TESTCONTAINERS_RYUK_DISABLED: its image would need a registry), so perfgate removes its own containers: after each
 * variant, from a shutdown hook, and leftovers of a killed run (labels {@value #LABEL}=true and
 * org.testcontainers=true, owned by a process that no longer runs) at the next start. A container of a perf run that
 * is still running is left alone, with a warning: two runs on one machine share its CPUs and disturb each other's
 * numbers. When the engine stops answering, a server's process is killed from this host, and its container's removal
 * is tried again when the run ends and at exit.
 */
final class OwnedContainers {
    static final String LABEL = "perfgate";
    /** {@code <host>/<pid>} of the JVM that created the container: a leftover is one whose owner is gone. */
    static final String OWNER_LABEL = LABEL + ".owner";

    private final DockerClient docker;
    /** Containers whose removal failed because the engine did not answer: tried again by {@link #removeUnremoved}. */
    private final Set<String> unremoved = ConcurrentHashMap.newKeySet();

    OwnedContainers(DockerClient docker) {
        this.docker = docker;
    }

    /**
     * Removes containers of earlier, killed runs: those carrying both our label and Testcontainers', created
     * on this host by a process that no longer runs (or by a version that did not label its owner).
     *
     * @return the ids removed
     */
    static List<String> removeLeftovers(DockerClient docker) {
        List<Container> ours = docker.listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of(LABEL, "true", "org.testcontainers", "true")).exec();
        List<String> removed = new ArrayList<>();
        for (Container container : ours) {
            String id = container.getId().substring(0, 12);
            Optional<Owner> owner = Owner.parse(container.getLabels().get(OWNER_LABEL));
            if (owner.isPresent() && !owner.get().host().equals(Owner.current().host())) {
                System.out.println("[perf] container " + id + " belongs to a perf run on host " + owner.get().host() + ": left alone");
                continue;
            }
            if (owner.isPresent() && owner.get().alive()) {
                System.out.println("[perf] WARNING: container " + id + " " + List.of(container.getNames())
                        + " belongs to another perf run that is still running (pid " + owner.get().pid()
                        + "): both runs share this machine's CPUs, so both runs' numbers are disturbed");
                continue;
            }
            System.out.println("[perf] removing leftover container " + id + " " + List.of(container.getNames())
                    + " from an earlier run");
            docker.removeContainerCmd(container.getId()).withForce(true).withRemoveVolumes(true).exec();
            removed.add(container.getId());
        }
        return removed;
    }

    /** Who created a container: host name and process id. */
    record Owner(String host, long pid) {
        static Owner current() {
            return new Owner(hostName(), ProcessHandle.current().pid());
        }

        static Optional<Owner> parse(String label) {
            if (label == null) {
                return Optional.empty();
            }
            int slash = label.lastIndexOf('/');
            try {
                return Optional.of(new Owner(label.substring(0, slash), Long.parseLong(label.substring(slash + 1))));
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }

        boolean alive() {
            return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        }

        String label() {
            return host + "/" + pid;
        }

        private static String hostName() {
            try {
                return Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
            } catch (IOException | RuntimeException e) {
                return "unknown-host";
            }
        }
    }

    /**
     * The removal of a started container, whose shutdown hook {@code hook} already removes it at exit.
     *
     * @param server its server process as seen from this host, taken at start
     */
    Removal removal(String id, Optional<ProcessHandle> server, Thread hook) {
        return new Removal(docker, id, server, hook, unremoved);
    }

    /**
     * Removes the containers whose removal failed while the engine did not answer, now that the run ends; what
     * still cannot be removed is named, and the next run removes it ({@link #removeLeftovers}).
     */
    void removeUnremoved() {
        for (String id : List.copyOf(unremoved)) {
            Optional<String> failure = forceRemove(docker, id);
            if (failure.isEmpty()) {
                unremoved.remove(id);
                System.out.println("[perf] container " + id.substring(0, 12) + " removed (the Docker engine answers again)");
            } else {
                System.out.println("[perf] WARNING: container " + id.substring(0, 12) + " is left behind: " + failure.get()
                        + "; the next perf run removes it, or run: docker rm -f " + id.substring(0, 12));
            }
        }
    }

    /** Removes a container by id, running or not; empty when it is gone, else why not (the engine does not answer). */
    static Optional<String> forceRemove(DockerClient docker, String id) {
        try {
            docker.removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
            return Optional.empty();
        } catch (NotFoundException gone) {
            return Optional.empty();
        } catch (RuntimeException e) {
            return Optional.of("the Docker engine does not answer (" + LaunchException.rootMessage(e) + ")");
        }
    }

    /** Stops and removes a container through Testcontainers, which says nothing when that fails. */
    static void removeQuietly(GenericContainer<?> container) {
        try {
            container.stop();
        } catch (RuntimeException ignored) {
            // already gone
        }
    }

    /**
     * Removing one started container, and what is done when the engine does not answer: its server process is
     * killed from here (it runs on this host, and nothing else would stop it), and the container id is kept for
     * another try when the run ends ({@link #removeUnremoved()}) and at exit (the shutdown hook stays).
     */
    record Removal(DockerClient docker, String id, Optional<ProcessHandle> server, Thread hook, Set<String> unremoved) {
        void run(Variant variant) {
            Optional<String> failure = forceRemove(docker, id);
            if (failure.isEmpty()) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // the hook runs anyway
                }
                return;
            }
            unremoved.add(id);
            System.out.println("[perf] WARNING: container " + id.substring(0, 12) + " of " + variant + " could not be removed: "
                    + failure.get() + "; " + killServer() + "; its removal is tried again when the run ends");
        }

        private String killServer() {
            // The handle was taken at start; a pid reused since then is another process and does not match it.
            Optional<ProcessHandle> alive = server.filter(ProcessHandle::isAlive);
            if (alive.isEmpty()) {
                return "its server process is gone";
            }
            long pid = alive.get().pid();
            try {
                alive.get().destroyForcibly();
                alive.get().onExit().get(5, TimeUnit.SECONDS);
                return "its server process (host pid " + pid + ") was killed";
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "its server process (host pid " + pid + ") was being killed when interrupted";
            } catch (ExecutionException | TimeoutException | RuntimeException e) {
                return "its server process (host pid " + pid + ") could NOT be killed (" + e + "): it keeps running";
            }
        }
    }
}
