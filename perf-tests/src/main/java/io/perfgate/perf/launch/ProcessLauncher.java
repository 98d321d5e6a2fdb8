package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * Runs the server jar as a child JVM of the running JDK, pinned with {@code taskset} when available.
 * CPU comes from {@code /proc/<pid>/stat}, peak memory from {@code VmHWM} (see {@link ProcStats}); on a
 * system without {@code /proc} CPU falls back to {@link ProcessHandle} and memory is unknown. Allocation
 * and GC counters come over JMX from the agent the child starts on a second loopback port ({@link JvmProbe}).
 */
final class ProcessLauncher implements Launcher {
    private final LaunchSettings settings;

    ProcessLauncher(LaunchSettings settings) {
        this.settings = settings;
        if (!Files.isRegularFile(settings.serverJar())) {
            throw new LaunchException("server jar not found at " + settings.serverJar()
                    + ": build it first (./mvnw package -pl server) or point -Dperf.server.jar at it");
        }
    }

    @Override
    public String name() {
        return "process";
    }

    @Override
    public String dockerVersion() {
        return "none";
    }

    @Override
    public RunningServer start(Variant variant) {
        int port = FreePort.find();
        int jmxPort = FreePort.findOther(port);
        Path dir = settings.workDir().resolve("process").resolve(variant.name() + "-" + port);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path log = dir.resolve("server.log");
        List<String> command = new ArrayList<>();
        Optional<Path> taskset = Taskset.find();
        if (taskset.isPresent() && !settings.serverCpus().isEmpty()) {
            command.addAll(List.of(taskset.get().toString(), "-c", settings.serverCpus()));
        }
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("--enable-native-access=ALL-UNNAMED");
        command.addAll(settings.jvmOptions());
        command.addAll(JvmProbe.agentFlags(jmxPort));
        command.addAll(List.of("-jar", settings.serverJar().toString()));
        command.addAll(variant.serverArgs());
        command.addAll(settings.extraServerArgs());
        command.addAll(List.of("--port=" + port, "--bind=127.0.0.1", "--db=" + dir.resolve("perfgate.db")));
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        } catch (IOException e) {
            throw new LaunchException("could not start " + String.join(" ", command) + ": " + e.getMessage(), e);
        }
        ChildServer server = new ChildServer(variant, process, URI.create("http://127.0.0.1:" + port), log, dir);
        String failure = HealthProbe.await(server.baseUri(), settings.startupTimeout(), server::deathReason);
        if (failure != null) {
            String tail = server.logTail();
            server.close();
            throw new LaunchException("variant " + variant + " (process) did not become healthy within "
                    + settings.startupTimeout().toSeconds() + " s: " + failure + "\ncommand: " + String.join(" ", command)
                    + "\nserver output (" + log + "):\n" + tail);
        }
        server.jvmSide = JvmSide.connect(JvmProbe.serviceUrl("127.0.0.1", jmxPort), variant + " (process)");
        if (taskset.isEmpty() && !settings.serverCpus().isEmpty()) {
            System.out.println("[perf] WARNING: taskset not found: server " + variant + " is NOT pinned to CPUs "
                    + settings.serverCpus() + " (install util-linux for stable numbers)");
        }
        return server;
    }

    private static final class ChildServer implements RunningServer {
        private final Variant variant;
        private final Process process;
        private final URI baseUri;
        private final Path log;
        private final Path dir;
        private final Thread killOnExit;
        /** Set once the server answers /health. */
        private JvmSide jvmSide = JvmSide.none();

        ChildServer(Variant variant, Process process, URI baseUri, Path log, Path dir) {
            this.variant = variant;
            this.process = process;
            this.baseUri = baseUri;
            this.log = log;
            this.dir = dir;
            this.killOnExit = new Thread(process::destroyForcibly, "perfgate-kill-" + variant.name());
            Runtime.getRuntime().addShutdownHook(killOnExit);
        }

        @Override
        public Variant variant() {
            return variant;
        }

        @Override
        public URI baseUri() {
            return baseUri;
        }

        @Override
        public ResourceUsage usage() {
            OptionalLong cpu = ProcStats.cpuNanos(process.pid());
            if (cpu.isEmpty()) {
                cpu = process.toHandle().info().totalCpuDuration().map(d -> OptionalLong.of(d.toNanos())).orElse(OptionalLong.empty());
            }
            return jvmSide.addCounters(new ResourceUsage(cpu, ProcStats.peakRssBytes(process.pid())));
        }

        @Override
        public ServerJvm jvm() {
            return jvmSide.jvm();
        }

        @Override
        public void resetPeakMemory() {
            ProcStats.resetPeakRss(process.pid());
        }

        @Override
        public Optional<String> deathReason() {
            return process.isAlive() ? Optional.empty() : Optional.of("process exited with code " + process.exitValue());
        }

        @Override
        public String logTail() {
            try {
                List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
                return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
            } catch (IOException e) {
                return "(no output: " + e.getMessage() + ")";
            }
        }

        @Override
        public void close() {
            jvmSide.close();
            if (process.isAlive()) {
                process.destroy();
                try {
                    if (!process.waitFor(5, TimeUnit.SECONDS)) {
                        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                    }
                } catch (InterruptedException e) {
                    process.destroyForcibly();
                    Thread.currentThread().interrupt();
                }
            }
            try {
                Runtime.getRuntime().removeShutdownHook(killOnExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or about to: nothing left to do
            }
            deleteDatabase();
        }

        private void deleteDatabase() {
            for (String name : List.of("perfgate.db", "perfgate.db-wal", "perfgate.db-shm")) {
                try {
                    Files.deleteIfExists(dir.resolve(name));
                } catch (IOException ignored) {
                    // scratch space under target/: harmless if it stays
                }
            }
        }
    }
}
