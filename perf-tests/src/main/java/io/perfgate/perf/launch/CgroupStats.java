package io.perfgate.perf.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A container's CPU and memory read straight from its cgroup files (instant; {@code docker stats} takes
 * about a second per call). cgroup v1: {@code cpuacct.usage} (ns), {@code memory.max_usage_in_bytes}
 * (peak since the last reset, resettable by writing 0) and {@code memory.usage_in_bytes} (now). cgroup v2:
 * {@code cpu.stat usage_usec}, {@code memory.peak} (peak since start; not reset) and {@code memory.current} (now).
 */
final class CgroupStats implements OsMeter {
    private static final Path ROOT = Path.of("/sys/fs/cgroup");

    private final Path cpuFile;
    private final Path peakFile;
    private final boolean v2;

    private CgroupStats(Path cpuFile, Path peakFile, boolean v2) {
        this.cpuFile = cpuFile;
        this.peakFile = peakFile;
        this.v2 = v2;
    }

    /** Finds the cgroup of host process {@code pid} (the container's init), else the v1 docker default for {@code containerId}. */
    static Optional<OsMeter> find(long pid, String containerId) {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc", Long.toString(pid), "cgroup"));
            String cpuPath = null;
            String memoryPath = null;
            String unified = null;
            for (String line : lines) {
                String[] parts = line.split(":", 3);
                if (parts.length < 3) {
                    continue;
                }
                List<String> controllers = List.of(parts[1].split(","));
                if (controllers.contains("cpuacct")) {
                    cpuPath = parts[2];
                }
                if (controllers.contains("memory")) {
                    memoryPath = parts[2];
                }
                if (parts[0].equals("0") && parts[1].isEmpty()) {
                    unified = parts[2];
                }
            }
            if (cpuPath != null && memoryPath != null) {
                Optional<Path> cpu = firstExisting(List.of(ROOT.resolve("cpuacct"), ROOT.resolve("cpu,cpuacct")), cpuPath, "cpuacct.usage");
                Path memory = ROOT.resolve("memory").resolve(relative(memoryPath)).resolve("memory.max_usage_in_bytes");
                if (cpu.isPresent() && Files.isReadable(memory)) {
                    return Optional.of(new CgroupStats(cpu.get(), memory, false));
                }
            }
            if (unified != null) {
                Path dir = ROOT.resolve(relative(unified));
                if (Files.isReadable(dir.resolve("cpu.stat"))) {
                    return Optional.of(new CgroupStats(dir.resolve("cpu.stat"), dir.resolve("memory.peak"), true));
                }
            }
        } catch (IOException | RuntimeException e) {
            // fall through to the default layout
        }
        Path cpu = ROOT.resolve("cpuacct/docker").resolve(containerId).resolve("cpuacct.usage");
        Path memory = ROOT.resolve("memory/docker").resolve(containerId).resolve("memory.max_usage_in_bytes");
        return Files.isReadable(cpu) ? Optional.of(new CgroupStats(cpu, memory, false)) : Optional.empty();
    }

    @Override
    public OptionalLong cpuNanos() {
        try {
            if (!v2) {
                return OptionalLong.of(Long.parseLong(Files.readString(cpuFile).trim()));
            }
            for (String line : Files.readAllLines(cpuFile)) {
                if (line.startsWith("usage_usec ")) {
                    return OptionalLong.of(Long.parseLong(line.substring(11).trim()) * 1_000);
                }
            }
            return OptionalLong.empty();
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    @Override
    public OptionalLong peakMemoryBytes() {
        try {
            return OptionalLong.of(Long.parseLong(Files.readString(peakFile).trim()));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** The cgroup's memory use now (v1 {@code memory.usage_in_bytes}, v2 {@code memory.current}), bytes. */
    @Override
    public OptionalLong memoryBytes() {
        try {
            Path current = peakFile.resolveSibling(v2 ? "memory.current" : "memory.usage_in_bytes");
            return OptionalLong.of(Long.parseLong(Files.readString(current).trim()));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    @Override
    public void resetPeak() {
        if (!v2) {
            try {
                Files.writeString(peakFile, "0");
            } catch (IOException | RuntimeException e) {
                // not permitted (rootless Docker): the peak then covers the container's life
            }
        }
    }

    private static Optional<Path> firstExisting(List<Path> mounts, String cgroupPath, String file) {
        for (Path mount : mounts) {
            Path candidate = mount.resolve(relative(cgroupPath)).resolve(file);
            if (Files.isReadable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private static String relative(String cgroupPath) {
        return cgroupPath.startsWith("/") ? cgroupPath.substring(1) : cgroupPath;
    }
}
