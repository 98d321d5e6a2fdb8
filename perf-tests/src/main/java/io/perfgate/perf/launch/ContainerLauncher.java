package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.HostConfig;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.utility.DockerImageName;
import org.testcontainers.utility.MountableFile;

import java.net.URI;
import java.util.Optional;

/**
 * Boots each variant in a container with Testcontainers, from the image the description asks for: a jar, with the files
 * its manifest reaches ({@link Application}), in the hermetic {@link ServerImage}, a Dockerfile built by the local engine, or a local image as it is. Host
 * networking (a published port goes through docker-proxy, which costs throughput: see README.md), the
 * server bound to a free loopback port, CPUs pinned with a cpuset and memory limited. CPU and memory come
 * from the container's cgroup files ({@link CgroupStats}); allocation and GC counters over JMX from the
 * agent the server JVM starts on a second loopback port, reachable from here thanks to the host network
 * ({@link JvmProbe}). Each container is labelled with its owner, guarded by a shutdown hook from the moment it
 * starts, and removed when its server closes ({@link OwnedContainers}: Ryuk is off); leftovers of a killed run are
 * removed at the next start.
 */
final class ContainerLauncher implements Launcher {
    /** {@code {scratch}} in a container: its own /tmp, gone with it (the hermetic image makes it world-writable). */
    static final String SCRATCH = "/tmp";

    private final LaunchSettings settings;
    private final DockerClient docker;
    private final String image;
    private final String dockerVersion;
    private final OwnedContainers owned;

    ContainerLauncher(LaunchSettings settings) {
        this.settings = settings;
        this.docker = DockerClientFactory.instance().client();
        this.dockerVersion = DockerClientFactory.instance().getInfo().getServerVersion();
        SystemDescription system = settings.system();
        if (system.server() instanceof SystemDescription.Command) {
            throw new LaunchException(system.file() + ": server.command needs the process launcher, actual: container. "
                    + "Run with -Dperf.launcher=process, or describe the server as a jar, a Dockerfile or an image.");
        }
        OwnedContainers.removeLeftovers(docker);
        this.owned = new OwnedContainers(docker);
        this.image = switch (system.server()) {
            case SystemDescription.Jar jar -> ServerImage.ensure(docker, system.name(),
                    Application.of(settings.system(), settings.workDir()).orElseThrow(), settings.workDir());
            case SystemDescription.Dockerfile dockerfile -> ServerImage.build(docker, system.name(), dockerfile.dockerfile());
            case SystemDescription.Image given -> ServerImage.local(docker, given.image(), system.file());
            case SystemDescription.Command c -> throw new IllegalStateException("checked above");
        };
    }

    @Override
    public LauncherKind kind() {
        return LauncherKind.CONTAINER;
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
        @SuppressWarnings("resource") // stopped by ContainerServer.stop()
        GenericContainer<?> container = new GenericContainer<>(DockerImageName.parse(image))
                .withNetworkMode("host")
                .withEnv(boot.env())
                .withEnv("JDK_JAVA_OPTIONS", ServerArgs.javaOptions(settings.jvmOptions(), jmxPort))
                .withCommand(boot.args().toArray(String[]::new))
                .withLabel(OwnedContainers.LABEL, "true")
                .withLabel(OwnedContainers.LABEL + ".variant", variant.name())
                .withLabel(OwnedContainers.OWNER_LABEL, OwnedContainers.Owner.current().label())
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
        Thread starting = new Thread(() -> OwnedContainers.removeQuietly(container), "perfgate-remove-" + variant.name());
        Runtime.getRuntime().addShutdownHook(starting);
        try {
            container.start();
        } catch (RuntimeException e) {
            String logs = ContainerServer.logsOf(container);
            OwnedContainers.removeQuietly(container);
            Runtime.getRuntime().removeShutdownHook(starting);
            throw new LaunchException("variant " + variant + " (container " + image + ") did not start: "
                    + LaunchException.rootMessage(e) + "\nserver output:\n" + logs, e);
        }
        // From here on by id: Testcontainers forgets the id when a stop fails, and the engine may come back later.
        String id = container.getContainerId();
        Thread remover = new Thread(() -> OwnedContainers.forceRemove(docker, id), "perfgate-remove-" + variant.name());
        Runtime.getRuntime().addShutdownHook(remover);
        Runtime.getRuntime().removeShutdownHook(starting);
        long pid = container.getContainerInfo().getState().getPidLong();
        Optional<OsMeter> cgroup = CgroupStats.find(pid, container.getContainerId());
        if (cgroup.isEmpty()) {
            System.out.println("[perf] WARNING: cgroup files of container " + container.getContainerId().substring(0, 12)
                    + " not found: server CPU and memory will be reported as unknown (NaN)");
        }
        JvmSide jvmSide = JvmSide.onLoopback(jmxPort, variant + " (container)");
        // A process already gone leaves the compiler threads unknown (its death is reported where it is asked for).
        Optional<ProcessHandle> process = ProcessHandle.of(pid);
        return new StartedServer(variant, base, settings.system().ready().httpPath(),
                new ContainerServer(variant, container, owned.removal(id, process, remover)),
                new ServerMeters(cgroup, process.map(CompilerThreadCpu::of), jvmSide));
    }

    /** Removes what could not be removed while the engine did not answer, now that the run ends. */
    @Override
    public void close() {
        owned.removeUnremoved();
    }
}
