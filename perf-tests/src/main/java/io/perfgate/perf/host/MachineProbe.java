package io.perfgate.perf.host;

import io.perfgate.perf.result.Machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Describes this machine for the results: CPU model, cores, memory, OS, JDK, launcher, Docker; and the commit. */
public final class MachineProbe {
    private MachineProbe() {
    }

    public static Machine current(String launcher, String dockerVersion) {
        return new Machine(cpuModel(), Runtime.getRuntime().availableProcessors(), memoryBytes(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                Runtime.version() + " (" + System.getProperty("java.vendor") + ")", launcher, dockerVersion);
    }

    /** {@code configured} ({@code -Dperf.commit}), else {@code GITHUB_SHA}, else {@code git rev-parse HEAD}, else "unknown". */
    public static String commit(Optional<String> configured) {
        String explicit = configured.orElse(System.getenv("GITHUB_SHA"));
        if (explicit != null && !explicit.isBlank()) {
            return explicit.trim();
        }
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "HEAD").redirectErrorStream(true).start();
            String out = new String(git.getInputStream().readAllBytes()).trim();
            if (git.waitFor(5, TimeUnit.SECONDS) && git.exitValue() == 0 && out.matches("[0-9a-f]{40}")) {
                return out;
            }
        } catch (IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "unknown";
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    private static long memoryBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("\\D+", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return Runtime.getRuntime().maxMemory();
    }
}
