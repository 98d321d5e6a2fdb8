package io.perfgate.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server jar started as a child JVM, with the same java as the test. Collects stdout and stderr;
 * {@link #start} returns once the start-up line has named the port.
 */
final class ChildServer implements AutoCloseable {
    private static final Pattern START_LINE =
            Pattern.compile("perfgate-server (\\S+) listening on (\\S+):(\\d+) db=(.+)");
    private static final long START_TIMEOUT_SECONDS = 60;

    private final Process process;
    private final List<String> stdout = new CopyOnWriteArrayList<>();
    private final List<String> stderr = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Matcher> started = new CompletableFuture<>();
    private final Thread stdoutPump;
    private final Thread stderrPump;

    private ChildServer(Process process) {
        this.process = process;
        stdoutPump = Thread.ofPlatform().daemon().name("child-stdout").start(() -> pump(process.getInputStream(), stdout, true));
        stderrPump = Thread.ofPlatform().daemon().name("child-stderr").start(() -> pump(process.getErrorStream(), stderr, false));
    }

    /** After the process exited: waits until its last output lines are collected. */
    private void awaitOutput() throws InterruptedException {
        stdoutPump.join(10_000);
        stderrPump.join(10_000);
    }

    static Path jar() {
        Path jar = Path.of(System.getProperty("perfgate.server.jar", "target/perfgate-server.jar"));
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("server jar not found at " + jar.toAbsolutePath()
                    + "; it is built in the package phase (./mvnw verify builds it before the integration tests)");
        }
        return jar;
    }

    static List<String> command(List<String> arguments) {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-jar",
                jar().toString()));
        command.addAll(arguments);
        return command;
    }

    /** Starts the jar and waits for its start-up line. */
    static ChildServer start(List<String> arguments, Map<String, String> environment) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command(arguments));
        builder.environment().keySet().removeIf(name -> name.startsWith("PERFGATE_"));
        builder.environment().putAll(environment);
        ChildServer child = new ChildServer(builder.start());
        try {
            child.started.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            child.process.destroyForcibly();
            throw new IllegalStateException("server did not print its start-up line within " + START_TIMEOUT_SECONDS
                    + " s; stdout=" + child.stdout + " stderr=" + child.stderr, e);
        }
        return child;
    }

    private void pump(java.io.InputStream stream, List<String> lines, boolean watchStart) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            for (String line; (line = reader.readLine()) != null; ) {
                lines.add(line);
                Matcher matcher = START_LINE.matcher(line);
                if (watchStart && matcher.matches()) {
                    started.complete(matcher);
                }
            }
        } catch (IOException e) {
            // the child is gone
        } finally {
            started.completeExceptionally(new IllegalStateException("the server's output ended"));
        }
    }

    String variant() {
        return started.join().group(1);
    }

    int port() {
        return Integer.parseInt(started.join().group(3));
    }

    Path database() {
        return Path.of(started.join().group(4));
    }

    Process process() {
        return process;
    }

    List<String> stdout() {
        return List.copyOf(stdout);
    }

    List<String> stderr() {
        return List.copyOf(stderr);
    }

    /** Sends SIGTERM and waits for the exit code. */
    int terminate() throws InterruptedException {
        // Not Process.destroy(): that also closes our end of the child's stdout, losing its last lines.
        process.toHandle().destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("server did not exit within 30 s of SIGTERM; stdout=" + stdout);
        }
        awaitOutput();
        return process.exitValue();
    }

    /** Sends SIGKILL (kill -9) and waits until the process is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
        awaitOutput();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }
}
