package io.perfgate.perf.launch;

import io.perfgate.perf.host.CpuAffinity;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.Placeholders;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;

import org.apache.commons.io.FileUtils;
import org.apache.commons.io.file.PathUtils;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs the server as a child process, pinned with {@code taskset} when available: a jar as a child JVM of the running
 * JDK ({@code java <jvmOptions> -jar <jar> <args>}), a command as it is (its JVM options through
 * {@code JDK_JAVA_OPTIONS}). Each boot gets a scratch directory of its own ({@code {scratch}}), removed when the
 * server stops; the server's output goes to {@code server.log} beside it. A jar, with the files its manifest reaches,
 * and a command's application directory run from a copy at a path of the same length in every boot, on every machine
 * ({@link Application}), and in that directory; a command without one runs in the description's directory.
 * CPU comes from {@code /proc/<pid>/stat}, peak memory from {@code VmHWM} (see {@link ProcStats}); on a
 * system without {@code /proc} CPU falls back to {@link ProcessHandle} and memory is unknown. Allocation
 * and GC counters come over JMX from the agent the child starts on a second loopback port ({@link JvmProbe}).
 */
final class ProcessLauncher implements Launcher {
    /** Where the boots' applications are: the same path on every machine whose temporary directory is the same. */
    static final Path APPS = Path.of(System.getProperty("java.io.tmpdir"), "perfgate-apps");

    private final LaunchSettings settings;
    /** What each boot gets a copy of: a jar's application, or a command's directory; empty for a command run in place. */
    private final Optional<Application> application;

    ProcessLauncher(LaunchSettings settings) {
        this.settings = settings;
        SystemDescription system = settings.system();
        if (system.server() instanceof SystemDescription.Dockerfile || system.server() instanceof SystemDescription.Image) {
            throw new LaunchException(system.file() + ": server." + (system.server() instanceof SystemDescription.Image
                    ? "image" : "dockerfile") + " needs the container launcher, actual: process. Start Docker, or run with "
                    + "-Dperf.launcher=container.");
        }
        this.application = Application.of(system, settings.workDir());
    }

    @Override
    public LauncherKind kind() {
        return LauncherKind.PROCESS;
    }

    @Override
    public RunningServer start(Variant variant) {
        int port = FreePort.find();
        int jmxPort = FreePort.findOther(port);
        String name = bootName(variant.name(), port);
        Path dir = settings.workDir().resolve("process").resolve(name);
        Path scratch = dir.resolve("scratch");
        try {
            FileUtils.deleteDirectory(scratch.toFile());
            Files.createDirectories(scratch);
            for (Map.Entry<String, Path> file : settings.system().start().files().entrySet()) {
                Path from = file.getValue();
                Path to = scratch.resolve(file.getKey());
                if (Files.isDirectory(from)) {
                    PathUtils.copyDirectory(from, to, StandardCopyOption.REPLACE_EXISTING);
                } else {
                    Files.createDirectories(to.getParent());
                    Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (IOException e) {
            throw new LaunchException("could not prepare the scratch directory " + scratch + ": " + e.getMessage(), e);
        }
        Path log = dir.resolve("server.log");
        ServerArgs boot = ServerArgs.of(settings, variant, port, scratch.toString());
        List<String> command = new ArrayList<>();
        Optional<Path> taskset = Executables.find("taskset");
        boolean pinned = taskset.isPresent() && !settings.serverCpus().isEmpty();
        if (pinned) {
            command.addAll(List.of(taskset.get().toString(), "-c", settings.serverCpus()));
        }
        ProcessBuilder builder = new ProcessBuilder(command);
        Optional<Path> placed = application.map(app -> app.placeAt(APPS.resolve(name)));
        switch (settings.system().server()) {
            case SystemDescription.Jar ignored -> {
                command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
                command.addAll(settings.jvmOptions());
                command.addAll(JvmProbe.agentFlags(jmxPort));
                command.addAll(List.of("-jar", placed.orElseThrow().resolve(application.orElseThrow().jar().orElseThrow()).toString()));
                builder.directory(placed.orElseThrow().toFile());
            }
            case SystemDescription.Command given -> {
                List<String> program = Placeholders.fill(given.command(), port, scratch.toString());
                Path runsIn = placed.orElse(given.directory());
                if (program.getFirst().contains("/")) {
                    program = new ArrayList<>(program);
                    program.set(0, runsIn.resolve(program.getFirst()).toString());
                }
                command.addAll(program);
                builder.directory(runsIn.toFile());
                builder.environment().put("JDK_JAVA_OPTIONS", ServerArgs.javaOptions(settings.jvmOptions(), jmxPort));
            }
            default -> throw new IllegalStateException("checked in the constructor");
        }
        command.addAll(boot.args());
        builder.command(command).environment().putAll(boot.env());
        ChildProcess process;
        try {
            process = ChildProcess.start(builder, log, variant.name());
        } catch (IOException e) {
            placed.ifPresent(copy -> FileUtils.deleteQuietly(copy.toFile()));
            throw new LaunchException("could not start " + String.join(" ", command) + ": " + e.getMessage(), e);
        }
        ChildServer child = new ChildServer(variant, process, scratch, placed, pinned);
        URI base = URI.create("http://127.0.0.1:" + port);
        SystemDescription.Ready ready = settings.system().ready();
        String failure = HealthProbe.await(ready, base, settings.startupTimeout(), child::deathReason, process::output);
        if (failure != null) {
            String tail = child.logTail();
            child.stop();
            throw new LaunchException("variant " + variant + " (process) was not up within "
                    + settings.startupTimeout().toSeconds() + " s (required: " + HealthProbe.describe(ready) + "): " + failure
                    + "\ncommand: " + String.join(" ", command) + "\nserver output (" + log + "):\n" + tail);
        }
        JvmSide jvmSide = JvmSide.onLoopback(jmxPort, variant + " (process)");
        if (taskset.isEmpty() && !settings.serverCpus().isEmpty()) {
            System.out.println("[perf] WARNING: taskset not found: server " + variant + " is NOT pinned to CPUs "
                    + settings.serverCpus() + " (install util-linux for stable numbers)");
        }
        ProcessHandle handle = process.process().toHandle();
        return new StartedServer(variant, base, ready.httpPath(), child,
                new ServerMeters(Optional.of(ProcStats.meter(handle)), Optional.of(CompilerThreadCpu.of(handle)), jvmSide));
    }

    /** A boot's name, as long as every other boot's of its variant: the port in five digits. */
    static String bootName(String variant, int port) {
        return String.format("%s-%05d", variant, port);
    }

    /**
     * A child process, moved between CPUs with taskset when it was started pinned with it; its scratch directory and
     * the copy of the application it ran are removed when it stops.
     */
    private record ChildServer(Variant variant, ChildProcess child, Path scratch, Optional<Path> application, boolean pinned)
            implements ServerHandle {
        @Override
        public Optional<String> deathReason() {
            Process process = child.process();
            return process.isAlive() ? Optional.empty() : Optional.of("process " + ExitStatus.describe(process.exitValue()));
        }

        @Override
        public String logTail() {
            return child.logTail(30);
        }

        @Override
        public boolean movable() {
            return pinned;
        }

        @Override
        public void moveTo(String cpus) {
            try {
                CpuAffinity.move(child.process().toHandle(), cpus);
            } catch (IOException e) {
                throw new LaunchException("server " + variant + " (pid " + child.pid() + ") could not be moved to CPUs "
                        + cpus + ": " + e.getMessage(), e);
            }
        }

        @Override
        public void stop() {
            child.stop(Duration.ofSeconds(5));
            FileUtils.deleteQuietly(scratch.toFile()); // scratch space under target/: harmless if it stays
            application.ifPresent(copy -> FileUtils.deleteQuietly(copy.toFile()));
        }
    }
}
