package io.perfgate.perf.launch;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * How to start servers under test; {@link #from} reads the {@code perf.*} properties.
 *
 * @param launcher          {@code container}, {@code process}, {@code remote}, or {@code auto} (container when Docker answers)
 * @param remoteTarget      the server to measure with the remote launcher ({@code -Dperf.target=http://host:port})
 * @param remoteJmx         the remote server JVM's JMX agent, {@code host:port} or {@code service:jmx:...}
 *                          ({@code -Dperf.target.jmx}); without it allocation and GC are not measured remotely
 * @param serverJar         the executable server jar
 * @param workDir           scratch space: server logs, databases, the image build context
 * @param serverCpus        CPU list the server is pinned to (taskset / cpuset syntax, e.g. {@code 1}); empty: no pinning
 * @param memoryLimitBytes  container memory limit; 0: none
 * @param jvmOptions        flags for the server's JVM (through {@code JDK_JAVA_OPTIONS} in a container)
 * @param extraServerArgs   TEST-ONLY arguments appended to the server's command line (e.g. {@code --extra-delay-micros=2000}
 *                          to make a deliberately slow build); empty in a real run
 * @param startupTimeout    how long a server may take to answer {@code /health}
 * @param dockerProbeTimeout how long to wait for a Docker engine to answer before falling back
 */
public record LaunchSettings(String launcher, Optional<URI> remoteTarget, Optional<String> remoteJmx, Path serverJar, Path workDir, String serverCpus,
                             long memoryLimitBytes, List<String> jvmOptions, List<String> extraServerArgs,
                             Duration startupTimeout, Duration dockerProbeTimeout) {
    public static final List<String> LAUNCHERS = List.of("auto", "container", "process", "remote");

    public LaunchSettings {
        Objects.requireNonNull(launcher, "launcher");
        Objects.requireNonNull(remoteTarget, "remoteTarget");
        Objects.requireNonNull(remoteJmx, "remoteJmx");
        Objects.requireNonNull(serverJar, "serverJar");
        Objects.requireNonNull(workDir, "workDir");
        Objects.requireNonNull(serverCpus, "serverCpus");
        Objects.requireNonNull(startupTimeout, "startupTimeout");
        Objects.requireNonNull(dockerProbeTimeout, "dockerProbeTimeout");
        jvmOptions = List.copyOf(jvmOptions);
        extraServerArgs = List.copyOf(extraServerArgs);
        if (!LAUNCHERS.contains(launcher)) {
            throw new IllegalArgumentException("perf.launcher must be one of " + LAUNCHERS + ", actual: '" + launcher + "'");
        }
        if (launcher.equals("remote") && remoteTarget.isEmpty()) {
            throw new IllegalArgumentException("perf.launcher=remote requires -Dperf.target=http://host:port, actual: none");
        }
        if (remoteJmx.isPresent()) {
            if (!launcher.equals("remote")) {
                throw new IllegalArgumentException("perf.target.jmx applies to the remote launcher only (the others start the"
                        + " server with its JMX agent themselves), actual launcher: " + launcher);
            }
            try {
                JvmProbe.parseAddress(remoteJmx.get());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("perf.target.jmx: " + e.getMessage(), e);
            }
        }
    }

    /** The same settings with another launcher (and, for remote, target). */
    public LaunchSettings withLauncher(String otherLauncher, Optional<URI> target) {
        return new LaunchSettings(otherLauncher, target, otherLauncher.equals("remote") ? remoteJmx : Optional.empty(),
                serverJar, workDir, serverCpus, memoryLimitBytes, jvmOptions,
                extraServerArgs, startupTimeout, dockerProbeTimeout);
    }

    /** The same settings for another server build: {@code jar}, started with {@code args} appended (test-only). */
    public LaunchSettings withServer(Path jar, List<String> args) {
        return new LaunchSettings(launcher, remoteTarget, remoteJmx, jar, workDir, serverCpus, memoryLimitBytes, jvmOptions,
                args, startupTimeout, dockerProbeTimeout);
    }

    /**
     * Reads {@code perf.launcher}, {@code perf.target} (implies remote), {@code perf.target.jmx}, {@code perf.server.jar},
     * {@code perf.work.dir}, {@code perf.server.cpus}, {@code perf.server.memory} (e.g. {@code 1g}),
     * {@code perf.server.jvmOptions}, {@code perf.server.startupTimeout} (seconds), and the TEST-ONLY
     * {@code perf.serverArgs} (space-separated, appended to the server's arguments) through {@code property}
     * (a name to value lookup; null when unset). The suite reads them once, in {@code config.PerfConfig}.
     */
    public static LaunchSettings from(Function<String, String> property) {
        Function<String, Optional<String>> set = name -> Optional.ofNullable(blankToNull(property.apply(name)));
        Optional<URI> target = set.apply("perf.target").map(URI::create);
        String launcher = set.apply("perf.launcher").orElse(target.isPresent() ? "remote" : "auto").toLowerCase(Locale.ROOT);
        Path jar = Path.of(set.apply("perf.server.jar").orElse(defaultJar().toString())).toAbsolutePath().normalize();
        Path work = Path.of(set.apply("perf.work.dir").orElse("target/perf-work")).toAbsolutePath().normalize();
        String cpus = Optional.ofNullable(property.apply("perf.server.cpus"))
                .orElse(Runtime.getRuntime().availableProcessors() >= 2 ? "1" : "").trim();
        long memory = parseBytes(set.apply("perf.server.memory").orElse("1g"));
        List<String> jvm = words(set.apply("perf.server.jvmOptions").orElse("-Xms256m -Xmx256m -XX:+UseSerialGC"));
        Duration startup = Duration.ofSeconds(Long.parseLong(set.apply("perf.server.startupTimeout").orElse("60")));
        return new LaunchSettings(launcher, target, set.apply("perf.target.jmx"), jar, work, cpus, memory, jvm,
                words(set.apply("perf.serverArgs").orElse("")),
                startup, Duration.ofSeconds(5));
    }

    /** Space-separated words; none for a blank text. */
    public static List<String> words(String text) {
        return Arrays.stream(text.trim().split("\\s+")).filter(s -> !s.isEmpty()).toList();
    }

    private static Path defaultJar() {
        for (String candidate : List.of("../server/target/perfgate-server.jar", "server/target/perfgate-server.jar")) {
            if (Files.isRegularFile(Path.of(candidate))) {
                return Path.of(candidate);
            }
        }
        return Path.of("../server/target/perfgate-server.jar");
    }

    /** {@code 512m}, {@code 1g}, {@code 1073741824}; {@code 0} means no limit. */
    static long parseBytes(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        long unit = switch (t.isEmpty() ? ' ' : t.charAt(t.length() - 1)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1;
        };
        String digits = unit == 1 ? t : t.substring(0, t.length() - 1);
        try {
            return Long.parseLong(digits) * unit;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("perf.server.memory must look like 512m or 1g, actual: '" + text + "'");
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
