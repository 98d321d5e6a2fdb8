package io.perfgate.perf.host;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.Machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/** Describes this machine for the results: CPU model, cores, memory, OS, JDK, launcher, Docker; and the commit. */
public final class MachineProbe {
    private MachineProbe() {
    }

    public static Machine current(LauncherKind launcher, String dockerVersion) {
        return new Machine(cpuModel(), Runtime.getRuntime().availableProcessors(), memoryBytes(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                Runtime.version() + " (" + System.getProperty("java.vendor") + ")", launcher, dockerVersion);
    }

    /**
     * {@code configured} ({@code -Dperf.commit}), else {@code GITHUB_SHA}, else {@code head} (the HEAD of the
     * repository holding the description, asked only when needed), else "unknown".
     */
    public static String commit(Optional<String> configured, Supplier<Optional<String>> head) {
        String explicit = configured.orElse(System.getenv("GITHUB_SHA"));
        if (explicit != null && !explicit.isBlank()) {
            return explicit.trim();
        }
        return head.get().orElse("unknown");
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
