package io.perfgate.perf.launch;

import io.perfgate.perf.property.PerfProperties;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.workspace.Workspace;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * How to start servers under test: the system's description ({@link SystemDescription}) and what the {@code perf.*}
 * properties override in it; {@link #from} reads them.
 *
 * @param launcher          {@code container}, {@code process} or {@code remote}; empty for {@code auto} (container when
 *                          Docker answers, else process)
 * @param remoteTarget      the server to measure with the remote launcher ({@code -Dperf.target=http://host:port})
 * @param remoteJmx         the remote server JVM's JMX agent, {@code host:port} or {@code service:jmx:...}
 *                          ({@code -Dperf.target.jmx}); without it allocation and GC are not measured remotely
 * @param system            the system under test: where its server comes from, how it starts and is known to be up
 * @param workDir           scratch space: server logs, databases, the image build context
 * @param serverCpus        CPU list the server is pinned to (taskset / cpuset syntax, e.g. {@code 1}); empty: no pinning
 * @param memoryLimitBytes  container memory limit; 0: none
 * @param jvmOptions        flags for the server's JVM (through {@code JDK_JAVA_OPTIONS} in a container)
 * @param extraServerArgs   TEST-ONLY arguments appended to the server's command line (e.g. {@code --extra-delay-micros=2000}
 *                          to make a deliberately slow build); empty in a real run
 * @param startupTimeout    how long a server may take to be up (the description's {@code ready.timeout})
 * @param dockerProbeTimeout how long to wait for a Docker engine to answer before falling back
 */
public record LaunchSettings(Optional<LauncherKind> launcher, Optional<URI> remoteTarget, Optional<String> remoteJmx,
                             SystemDescription system, Path workDir, String serverCpus,
                             long memoryLimitBytes, List<String> jvmOptions, List<String> extraServerArgs,
                             Duration startupTimeout, Duration dockerProbeTimeout) {
    /** What {@code -Dperf.launcher} may name: {@code auto} (empty), then every kind. */
    private static final List<Optional<LauncherKind>> LAUNCHERS = Stream.concat(Stream.of(Optional.<LauncherKind>empty()),
            Arrays.stream(LauncherKind.values()).map(Optional::of)).toList();

    public LaunchSettings {
        Objects.requireNonNull(launcher, "launcher");
        Objects.requireNonNull(remoteTarget, "remoteTarget");
        Objects.requireNonNull(remoteJmx, "remoteJmx");
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(workDir, "workDir");
        Objects.requireNonNull(serverCpus, "serverCpus");
        Objects.requireNonNull(startupTimeout, "startupTimeout");
        Objects.requireNonNull(dockerProbeTimeout, "dockerProbeTimeout");
        jvmOptions = List.copyOf(jvmOptions);
        extraServerArgs = List.copyOf(extraServerArgs);
        boolean remote = launcher.equals(Optional.of(LauncherKind.REMOTE));
        if (remote && remoteTarget.isEmpty()) {
            throw new IllegalArgumentException("perf.launcher=remote requires -Dperf.target=http://host:port, actual: none");
        }
        if (remoteJmx.isPresent()) {
            if (!remote) {
                throw new IllegalArgumentException("perf.target.jmx applies to the remote launcher only (the others start the"
                        + " server with its JMX agent themselves), actual launcher: " + launcherId(launcher));
            }
            try {
                JvmProbe.parseAddress(remoteJmx.get());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("perf.target.jmx: " + e.getMessage(), e);
            }
        }
    }

    /** {@code auto} or the kind's id, as {@code -Dperf.launcher} names it. */
    private static String launcherId(Optional<LauncherKind> launcher) {
        return launcher.map(LauncherKind::id).orElse("auto");
    }

    /** The same settings with another launcher (and, for remote, target). */
    public LaunchSettings withLauncher(LauncherKind otherLauncher, Optional<URI> target) {
        return new LaunchSettings(Optional.of(otherLauncher), target,
                otherLauncher == LauncherKind.REMOTE ? remoteJmx : Optional.empty(),
                system, workDir, serverCpus, memoryLimitBytes, jvmOptions,
                extraServerArgs, startupTimeout, dockerProbeTimeout);
    }

    /** The same settings for another build of the same system (the reference of an A/B run). */
    public LaunchSettings withServer(SystemDescription.Artifact server) {
        return new LaunchSettings(launcher, remoteTarget, remoteJmx, system.withServer(server), workDir, serverCpus,
                memoryLimitBytes, jvmOptions, extraServerArgs, startupTimeout, dockerProbeTimeout);
    }

    /** The same settings, the server started with {@code args} appended (TEST-ONLY: a deliberately changed build). */
    public LaunchSettings withServerArgs(List<String> args) {
        return new LaunchSettings(launcher, remoteTarget, remoteJmx, system, workDir, serverCpus, memoryLimitBytes,
                jvmOptions, args, startupTimeout, dockerProbeTimeout);
    }

    /**
     * {@link #from(Function, SystemDescription, Path)} with the work directory of the workspace that {@code property}
     * gives {@code system}, for a caller that has none of its own (a test).
     */
    public static LaunchSettings from(Function<String, String> property, SystemDescription system) {
        return from(property, system, Workspace.resolve(property, system.file()).work());
    }

    /**
     * Reads {@code perf.launcher}, {@code perf.target} (implies remote), {@code perf.target.jmx}, and what overrides
     * the description: {@code perf.server.jar} (another jar of a jar-started system), {@code perf.server.cpus},
     * {@code perf.server.memory} (e.g. {@code 1g}), {@code perf.server.jvmOptions} (replaces the description's),
     * {@code perf.server.startupTimeout}, and the TEST-ONLY {@code perf.serverArgs} (space-separated, appended to the
     * server's arguments) through {@code property} (a name to value lookup; null when unset). The suite reads them
     * once, in {@code config.PerfConfig}; {@code workDir} is its workspace's ({@code -Dperf.work.dir}).
     */
    public static LaunchSettings from(Function<String, String> property, SystemDescription system, Path workDir) {
        PerfProperties properties = new PerfProperties(property);
        Optional<URI> target = properties.parsed("perf.target", "a URL such as http://host:port", URI::create);
        Optional<LauncherKind> launcher = properties.choice("perf.launcher",
                target.isPresent() ? Optional.of(LauncherKind.REMOTE) : Optional.empty(), LAUNCHERS, LaunchSettings::launcherId);
        Optional<Path> jar = properties.path("perf.server.jar");
        if (jar.isPresent()) {
            if (!(system.server() instanceof SystemDescription.Jar declared)) {
                throw new IllegalArgumentException("perf.server.jar replaces the jar of a system started from one, actual: "
                        + system.file() + " starts " + system.server().describe());
            }
            system = system.withServer(new SystemDescription.Jar(jar.get(), declared.build()));
        }
        // Given empty, no pinning; one CPU cannot be split between the server and the load generator: no pinning there.
        String cpus = properties.given("perf.server.cpus")
                .orElse(Runtime.getRuntime().availableProcessors() >= 2 ? system.resources().cpus() : "");
        long memory = properties.parsed("perf.server.memory", "a size such as 512m or 1g (0: no limit)",
                SystemFile::parseBytes).orElse(system.resources().memoryBytes());
        List<String> jvm = properties.isSet("perf.server.jvmOptions") ? properties.words("perf.server.jvmOptions")
                : system.start().jvmOptions();
        Duration startup = properties.duration("perf.server.startupTimeout", system.ready().timeout());
        return new LaunchSettings(launcher, target, properties.text("perf.target.jmx"), system, workDir, cpus, memory, jvm,
                properties.words("perf.serverArgs"), startup, Duration.ofSeconds(5));
    }
}
