package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.sut.Variant;
import org.testcontainers.containers.GenericContainer;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A server the {@link ContainerLauncher} started: CPU and memory from the container's cgroup files, the JVM's
 * counters over JMX, moved between CPUs by its cpuset. When the engine stops answering it counts as dead (its state
 * cannot be read); closing it removes the container ({@link OwnedContainers.Removal}).
 */
final class ContainerServer implements RunningServer {
    private final Variant variant;
    private final Optional<String> healthPath;
    private final GenericContainer<?> container;
    private final URI base;
    private final Optional<CgroupStats> cgroup;
    private final Optional<CompilerThreadCpu> compiler;
    private final JvmSide jvmSide;
    private final OwnedContainers.Removal removal;
    private boolean closed;

    ContainerServer(Variant variant, Optional<String> healthPath, GenericContainer<?> container, URI base,
                    Optional<CgroupStats> cgroup, Optional<CompilerThreadCpu> compiler, JvmSide jvmSide,
                    OwnedContainers.Removal removal) {
        this.variant = variant;
        this.healthPath = healthPath;
        this.container = container;
        this.base = base;
        this.cgroup = cgroup;
        this.compiler = compiler;
        this.jvmSide = jvmSide;
        this.removal = removal;
    }

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public Optional<String> healthPath() {
        return healthPath;
    }

    @Override
    public URI baseUri() {
        return base;
    }

    @Override
    public ResourceUsage usage() {
        return jvmSide.addCounters(cgroup.map(c -> new ResourceUsage(c.cpuNanos(), c.peakMemoryBytes()))
                .orElse(ResourceUsage.UNKNOWN)
                .withCompilerCpu(compiler.map(CompilerThreadCpu::cpuNanos).orElse(OptionalLong.empty())));
    }

    /** The container's cgroup files: two small file reads, nothing runs in the container. */
    @Override
    public Optional<OsSample> osSample() {
        return cgroup.map(c -> new OsSample(c.cpuNanos(), c.memoryBytes()));
    }

    @Override
    public ServerJvm jvm() {
        return jvmSide.jvm();
    }

    @Override
    public void resetPeakMemory() {
        cgroup.ifPresent(CgroupStats::resetPeak);
    }

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
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        jvmSide.close();
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
