package io.perfgate.perf.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A process the harness starts beside the measurements (a server, a load balancer), its output in a log file: killed
 * when the harness JVM exits however it exits, so that no child outlives a run, and stopped politely (then forcibly)
 * by {@link #stop}.
 */
final class ChildProcess {
    private final Process process;
    private final Path log;
    private final Thread killOnExit;

    private ChildProcess(Process process, Path log, String name) {
        this.process = process;
        this.log = log;
        this.killOnExit = new Thread(process::destroyForcibly, "perfgate-kill-" + name);
        Runtime.getRuntime().addShutdownHook(killOnExit);
    }

    /** Starts {@code builder} with its output and errors going to {@code log}; {@code name} names its exit hook. */
    static ChildProcess start(ProcessBuilder builder, Path log, String name) throws IOException {
        return new ChildProcess(builder.redirectErrorStream(true).redirectOutput(log.toFile()).start(), log, name);
    }

    Process process() {
        return process;
    }

    long pid() {
        return process.pid();
    }

    /** Everything it has written so far; empty when the log cannot be read. */
    String output() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            return "";
        }
    }

    /** Its last {@code lines} lines of output, for failure messages. */
    String logTail(int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }

    /** Asks it to end (SIGTERM), waits up to {@code grace}, then kills it; harmless when it already ended. */
    void stop(Duration grace) {
        if (process.isAlive()) {
            process.destroy();
            try {
                if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly().waitFor(grace.toMillis(), TimeUnit.MILLISECONDS);
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
    }
}
