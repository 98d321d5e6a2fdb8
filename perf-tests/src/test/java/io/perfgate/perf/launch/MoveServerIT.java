package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.DockerClientFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suite lends the load generator's CPUs to a variant's warm-up and moves the servers back before the trials
 * (PerfSuite): a started server, container or child process, is pinned to {@code perf.server.cpus}, moves to all
 * CPUs, and back, and every thread of its JVM follows, as the kernel's {@code Cpus_allowed_list} of each says.
 * Needs two CPUs (one left for the generator, as on the reference VM).
 */
class MoveServerIT {
    private static final SystemDescription WIREMOCK = Systems.wiremock();

    @TempDir
    Path dir;

    @Test
    void aContainerMovesToAllCpusAndBack() {
        DockerEngine.require(settings(LauncherKind.CONTAINER), "moving a container between CPUs");
        requireTwoCpus();
        DockerClient docker = DockerClientFactory.instance().client();
        try (Launcher launcher = Launchers.choose(settings(LauncherKind.CONTAINER));
             RunningServer server = launcher.start(WIREMOCK.variant("sync").orElseThrow())) {
            long pid = DockerEngine.containersOfThisJvm(docker).stream()
                    .map(id -> docker.inspectContainerCmd(id).exec().getState().getPidLong())
                    .findFirst().orElseThrow(() -> new AssertionError("the started container is not listed"));

            movesAndComesBack(server, pid);
        }
    }

    @Test
    void aChildProcessMovesToAllCpusAndBack() {
        requireTwoCpus();
        Assumptions.assumeTrue(Executables.find("taskset").isPresent(), "taskset (util-linux) is not installed");
        try (Launcher launcher = Launchers.choose(settings(LauncherKind.PROCESS));
             RunningServer server = launcher.start(WIREMOCK.variant("sync").orElseThrow())) {
            long pid = ProcessHandle.current().children().filter(p -> p.info().command().orElse("").endsWith("java"))
                    .reduce((first, second) -> second).orElseThrow(() -> new AssertionError("no child JVM")).pid();

            movesAndComesBack(server, pid);
        }
    }

    private static void movesAndComesBack(RunningServer server, long pid) {
        assertTrue(server.movable());
        assertEquals(Set.of("1"), allowed(pid), "pinned at start");

        server.moveTo("0-1");
        assertEquals(Set.of("0-1"), allowed(pid), "after moving to all CPUs");
        server.requireUp(Duration.ofSeconds(3));

        server.moveTo("1");
        assertEquals(Set.of("1"), allowed(pid), "after moving back");
        server.requireUp(Duration.ofSeconds(3));
    }

    /** Every thread's {@code Cpus_allowed_list} of process {@code pid}: one entry when all agree. */
    private static Set<String> allowed(long pid) {
        Set<String> lists = new TreeSet<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path task : tasks.toList()) {
                try {
                    Files.readAllLines(task.resolve("status")).stream().filter(l -> l.startsWith("Cpus_allowed_list:"))
                            .forEach(l -> lists.add(l.substring(l.indexOf(':') + 1).trim()));
                } catch (IOException threadEnded) {
                    // a thread that ended meanwhile
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lists;
    }

    private LaunchSettings settings(LauncherKind launcher) {
        Map<String, String> properties = new HashMap<>();
        properties.put("perf.work.dir", dir.resolve("work").toString());
        properties.put("perf.server.cpus", "1");
        return LaunchSettings.from(properties::get, WIREMOCK).withLauncher(launcher, Optional.empty());
    }

    private static void requireTwoCpus() {
        Assumptions.assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two CPUs");
    }
}
