package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.HostConfig;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.utility.DockerImageName;
import org.testcontainers.utility.MountableFile;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Boots each variant in a container with Testcontainers, from the image the description asks for: a jar in the
 * hermetic {@link ServerImage}, a Dockerfile built by the local engine, or a local image as it is. Host
 * networking (a published port goes through docker-proxy, which costs throughput: see README.md), the
 * server bound to a free loopback port, CPUs pinned with a cpuset and memory limited. CPU and memory come
 * from the container's cgroup files ({@link CgroupStats}); allocation and GC counters over JMX from the
 * agent the server JVM starts on a second loopback port, reachable from here thanks to the host network
 * ({@link JvmProbe}). Ryuk is off (the build sets TESTCONTAINERS_RYUK_DISABLED: its image would need a
 * registry), so the launcher removes its own containers: after each variant, from a shutdown hook, and
 * leftovers of a killed run
 * (labels {@value #LABEL}=true and org.testcontainers=true, owned by a process that no longer runs) at the
 * next start. A container of a perf run that is still running is left alone, with a warning: two runs on one
 * machine share its CPUs and disturb each other's numbers. When the engine stops answering, a server counts as
 * dead (its state cannot be read), its process is killed from this host, and its removal is tried again when
 * the run ends and at exit.
 */
final class ContainerLauncher implements Launcher {
    static final String LABEL = "perfgate";
    /** {@code <host>/<pid>} of the JVM that created the container: a leftover is one whose owner is gone. */
    static final String OWNER_LABEL = LABEL + ".owner";
    /** {@code {scratch}} in a container: its own /tmp, gone with it (the hermetic image makes it world-writable). */
    static final String SCRATCH = "/tmp";

    private final LaunchSettings settings;
    private final DockerClient docker;
    private final String image;
    private final String dockerVersion;
    /** Containers whose removal failed because the engine did not answer: tried again by {@link #close()}. */
    private final Set<String> unremoved = ConcurrentHashMap.newKeySet();

    ContainerLauncher(LaunchSettings settings) {
        this.settings = settings;
        this.docker = DockerClientFactory.instance().client();
        this.dockerVersion = DockerClientFactory.instance().getInfo().getServerVersion();
        SystemDescription system = settings.system();
        if (system.server() instanceof SystemDescription.Jar jar) {
            ProcessLauncher.requireJar(jar, system);
        }
        if (system.server() instanceof SystemDescription.Command) {
            throw new LaunchException(system.file() + ": server.command needs the process launcher, actual: container. "
                    + "Run with -Dperf.launcher=process, or describe the server as a jar, a Dockerfile or an image.");
        }
        removeLeftovers(docker);
        this.image = switch (system.server()) {
            case SystemDescription.Jar jar -> ServerImage.ensure(docker, system.name(), jar.jar(), settings.workDir());
            case SystemDescription.Dockerfile dockerfile -> ServerImage.build(docker, system.name(), dockerfile.dockerfile());
            case SystemDescription.Image given -> ServerImage.local(docker, given.image(), system.file());
            case SystemDescription.Command c -> throw new IllegalStateException("checked above");
        };
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
                return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/sys/kernel/hostname")).strip();
            } catch (java.io.IOException | RuntimeException e) {
                return "unknown-host";
            }
        }
    }

    @Override
    public String name() {
        return "container";
    }

    @Override
    public String dockerVersion() {
        return dockerVersion;
    }

    @Override
    public RunningServer start(Variant variant) {
        int port = FreePort.find();
        int jmxPort = FreePort.findOther(port);
        URI base = URI.create("http://127.0.0.1:" + port);
        ServerArgs boot = ServerArgs.of(settings, variant, port, SCRATCH);
        @SuppressWarnings("resource") // closed by ContainerServer.close()
        GenericContainer<?> container = new GenericContainer<>(DockerImageName.parse(image))
                .withNetworkMode("host")
                .withEnv(boot.env())
                .withEnv("JDK_JAVA_OPTIONS", ServerArgs.javaOptions(settings.jvmOptions(), jmxPort))
                .withCommand(boot.args().toArray(String[]::new))
                .withLabel(LABEL, "true")
                .withLabel(LABEL + ".variant", variant.name())
                .withLabel(OWNER_LABEL, Owner.current().label())
                .withCreateContainerCmdModifier(cmd -> {
                    HostConfig host = cmd.getHostConfig();
                    if (!settings.serverCpus().isEmpty()) {
                        host.withCpusetCpus(settings.serverCpus());
                    }
                    if (settings.memoryLimitBytes() > 0) {
                        host.withMemory(settings.memoryLimitBytes()).withMemorySwap(settings.memoryLimitBytes());
                    }
                })
                .waitingFor(new HealthWait(settings.system().ready(), base))
                .withStartupTimeout(settings.startupTimeout())
                .withStartupAttempts(1);
        settings.system().start().files().forEach((target, source) ->
                container.withCopyFileToContainer(MountableFile.forHostPath(source), SCRATCH + "/" + target));
        Thread starting = new Thread(() -> removeQuietly(container), "perfgate-remove-" + variant.name());
        Runtime.getRuntime().addShutdownHook(starting);
        try {
            container.start();
        } catch (RuntimeException e) {
            String logs = logsOf(container);
            removeQuietly(container);
            Runtime.getRuntime().removeShutdownHook(starting);
            throw new LaunchException("variant " + variant + " (container " + image + ") did not start: "
                    + rootMessage(e) + "\nserver output:\n" + logs, e);
        }
        // From here on by id: Testcontainers forgets the id when a stop fails, and the engine may come back later.
        String id = container.getContainerId();
        Thread remover = new Thread(() -> forceRemove(docker, id), "perfgate-remove-" + variant.name());
        Runtime.getRuntime().addShutdownHook(remover);
        Runtime.getRuntime().removeShutdownHook(starting);
        long pid = container.getContainerInfo().getState().getPidLong();
        Optional<CgroupStats> cgroup = CgroupStats.find(pid, container.getContainerId());
        if (cgroup.isEmpty()) {
            System.out.println("[perf] WARNING: cgroup files of container " + container.getContainerId().substring(0, 12)
                    + " not found: server CPU and memory will be reported as unknown (NaN)");
        }
        JvmSide jvmSide = JvmSide.connect(JvmProbe.serviceUrl("127.0.0.1", jmxPort), variant + " (container)");
        // A process already gone leaves the compiler threads unknown (its death is reported where it is asked for).
        Optional<ProcessHandle> process = ProcessHandle.of(pid);
        return new ContainerServer(variant, settings.system().ready().httpPath(), container, base, cgroup,
                process.map(CompilerThreadCpu::of), jvmSide, new Removal(docker, id, process, remover, unremoved));
    }

    /**
     * Removes the containers whose removal failed while the engine did not answer, now that the run ends; what
     * still cannot be removed is named, and the next run removes it ({@link #removeLeftovers}).
     */
    @Override
    public void close() {
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
            return Optional.of("the Docker engine does not answer (" + rootMessage(e) + ")");
        }
    }

    private static void removeQuietly(GenericContainer<?> container) {
        try {
            container.stop();
        } catch (RuntimeException ignored) {
            // already gone
        }
    }

    private static String logsOf(GenericContainer<?> container) {
        try {
            return container.getLogs();
        } catch (RuntimeException e) {
            return "(no logs: " + e.getMessage() + ")";
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t == e ? String.valueOf(e.getMessage()) : e.getMessage() + " (cause: " + t.getMessage() + ")";
    }

    private static final class ContainerServer implements RunningServer {
        private final Variant variant;
        private final Optional<String> healthPath;
        private final GenericContainer<?> container;
        private final URI base;
        private final Optional<CgroupStats> cgroup;
        private final Optional<CompilerThreadCpu> compiler;
        private final JvmSide jvmSide;
        private final Removal removal;
        private boolean closed;

        ContainerServer(Variant variant, Optional<String> healthPath, GenericContainer<?> container, URI base,
                        Optional<CgroupStats> cgroup, Optional<CompilerThreadCpu> compiler, JvmSide jvmSide,
                        Removal removal) {
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
                        + " could not be moved to CPUs " + cpus + ": " + rootMessage(e), e);
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
                return Optional.of("the Docker engine stopped answering (" + rootMessage(e) + "): the container's state and"
                        + " output cannot be read");
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
            removeQuietly(container);
            removal.run(variant);
        }
    }

    /**
     * Removing one started container, and what is done when the engine does not answer: its server process is
     * killed from here (it runs on this host, and nothing else would stop it), and the container id is kept for
     * another try when the run ends ({@link #close()}) and at exit (the shutdown hook stays).
     */
    private record Removal(DockerClient docker, String id, Optional<ProcessHandle> server, Thread hook, Set<String> unremoved) {
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
