package io.perfgate.perf.launch;

import io.perfgate.perf.sut.Variant;
import org.testcontainers.containers.GenericContainer;

import java.util.List;
import java.util.Optional;

/**
 * A server the {@link ContainerLauncher} started, as that launcher holds it: moved between CPUs by its cpuset, dead
 * when its container stopped or when the engine stops answering (its state cannot be read then), and stopped by
 * removing its container ({@link OwnedContainers.Removal}).
 */
record ContainerServer(Variant variant, GenericContainer<?> container, OwnedContainers.Removal removal) implements ServerHandle {
    @Override
    public boolean movable() {
        return true;
    }

    /** The container's cpuset, as {@code docker update --cpuset-cpus} sets it: every thread of it moves at once. */
    @Override
    public void moveTo(String cpus) {
        try {
            removal.docker().updateContainerCmd(removal.id()).withCpusetCpus(cpus).exec();
        } catch (RuntimeException e) {
            throw new LaunchException("server " + variant + ": container " + removal.id().substring(0, 12)
                    + " could not be moved to CPUs " + cpus + ": " + LaunchException.rootMessage(e), e);
        }
    }

    @Override
    public Optional<String> deathReason() {
        try {
            if (container.isRunning()) {
                return Optional.empty();
            }
            var state = container.getCurrentContainerInfo().getState();
            return Optional.of("container " + ExitStatus.describe(state.getExitCodeLong())
                    + (Boolean.TRUE.equals(state.getOOMKilled()) ? " (killed: out of memory)" : ""));
        } catch (RuntimeException e) {
            // What a stopped engine looks like from here (it stops its containers too): the server is lost either way.
            return Optional.of("the Docker engine stopped answering (" + LaunchException.rootMessage(e) + "): the container's"
                    + " state and output cannot be read");
        }
    }

    @Override
    public String logTail() {
        String logs = logsOf(container);
        List<String> lines = logs.lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    }

    @Override
    public void stop() {
        // Testcontainers' stop says nothing when the engine does not answer: the removal by id tells.
        OwnedContainers.removeQuietly(container);
        removal.run(variant);
    }

    /** The container's output, or why it cannot be had. */
    static String logsOf(GenericContainer<?> container) {
        try {
            return container.getLogs();
        } catch (RuntimeException e) {
            return "(no logs: " + e.getMessage() + ")";
        }
    }
}
