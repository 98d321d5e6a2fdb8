package io.perfgate.perf.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * Linux {@code /proc} readers for a child process: CPU from {@code stat} (utime + stime, clock ticks,
 * which include threads that already exited), peak RSS from {@code status} (VmHWM), whose window
 * {@code clear_refs} restarts, and the current RSS from {@code status} (VmRSS).
 */
final class ProcStats {
    /** USER_HZ: 100 on every mainstream Linux build; /proc/stat CPU times count in these ticks. */
    static final long TICKS_PER_SECOND = 100;

    private ProcStats() {
    }

    /**
     * The operating system's count of one child process (a server, a load balancer) from its {@code /proc} files; on
     * a system without them its CPU comes from {@link ProcessHandle} and its memory is unknown.
     */
    static OsMeter meter(ProcessHandle process) {
        return new Meter(process);
    }

    private record Meter(ProcessHandle process) implements OsMeter {
        @Override
        public OptionalLong cpuNanos() {
            OptionalLong cpu = ProcStats.cpuNanos(process.pid());
            if (cpu.isPresent()) {
                return cpu;
            }
            return process.info().totalCpuDuration().map(d -> OptionalLong.of(d.toNanos())).orElse(OptionalLong.empty());
        }

        @Override
        public OptionalLong memoryBytes() {
            return rssBytes(process.pid());
        }

        @Override
        public OptionalLong peakMemoryBytes() {
            return peakRssBytes(process.pid());
        }

        @Override
        public void resetPeak() {
            resetPeakRss(process.pid());
        }
    }

    static OptionalLong cpuNanos(long pid) {
        try {
            return OptionalLong.of(parseCpuTicks(Files.readString(Path.of("/proc", Long.toString(pid), "stat")))
                    * (1_000_000_000L / TICKS_PER_SECOND));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** utime + stime from a {@code /proc/<pid>/stat} line; the command name may contain spaces and ')'. */
    static long parseCpuTicks(String statLine) {
        String afterName = statLine.substring(statLine.lastIndexOf(')') + 2);
        String[] fields = afterName.trim().split("\\s+");
        // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    static OptionalLong peakRssBytes(long pid) {
        try {
            return parseKilobytes(Files.readString(Path.of("/proc", Long.toString(pid), "status")), "VmHWM:");
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** The resident set now (VmRSS): what the process holds in RAM at this moment, bytes. */
    static OptionalLong rssBytes(long pid) {
        try {
            return parseKilobytes(Files.readString(Path.of("/proc", Long.toString(pid), "status")), "VmRSS:");
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    static OptionalLong parseKilobytes(String status, String key) {
        for (String line : status.split("\n")) {
            if (line.startsWith(key)) {
                String[] parts = line.substring(key.length()).trim().split("\\s+");
                return OptionalLong.of(Long.parseLong(parts[0]) * 1024);
            }
        }
        return OptionalLong.empty();
    }

    /** Writing 5 to clear_refs resets VmHWM to the current RSS (Linux 4.0+); false when not allowed. */
    static boolean resetPeakRss(long pid) {
        try {
            Files.writeString(Path.of("/proc", Long.toString(pid), "clear_refs"), "5");
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
