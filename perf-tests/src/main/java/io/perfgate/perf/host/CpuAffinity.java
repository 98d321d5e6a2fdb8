package io.perfgate.perf.host;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * Keeps the load generator off the server's cores: pins every thread of this JVM (and the threads they
 * start later, which inherit it) with {@code taskset -a}, and restores the old mask afterwards.
 */
public final class CpuAffinity implements AutoCloseable {
    private final long pid;
    private final String previousMask;

    private CpuAffinity(long pid, String previousMask) {
        this.pid = pid;
        this.previousMask = previousMask;
    }

    /**
     * The CPUs left for the generator when the server has {@code serverCpus} (a list like {@code 1} or
     * {@code 2-3}) out of {@code cores}: empty when nothing would be left.
     */
    public static String complement(String serverCpus, int cores) {
        SortedSet<Integer> taken = cpuList(serverCpus);
        List<String> free = new ArrayList<>();
        for (int cpu = 0; cpu < cores; cpu++) {
            if (!taken.contains(cpu)) {
                free.add(Integer.toString(cpu));
            }
        }
        return taken.isEmpty() || free.isEmpty() ? "" : String.join(",", free);
    }

    /** The CPUs of a list like {@code 1}, {@code 0,2} or {@code 2-3}; empty for a blank list. */
    static SortedSet<Integer> cpuList(String cpus) {
        SortedSet<Integer> set = new TreeSet<>();
        for (String part : cpus.split(",")) {
            if (part.isBlank()) {
                continue;
            }
            String[] range = part.trim().split("-");
            int from = Integer.parseInt(range[0].trim());
            int to = range.length > 1 ? Integer.parseInt(range[1].trim()) : from;
            for (int cpu = from; cpu <= to; cpu++) {
                set.add(cpu);
            }
        }
        return set;
    }

    /** Pins this JVM to {@code cpus}; empty when not possible (no taskset, not Linux), which the caller reports. */
    public static Optional<CpuAffinity> pinThisJvm(String cpus) {
        if (cpus.isBlank()) {
            return Optional.empty();
        }
        long pid = ProcessHandle.current().pid();
        try {
            String current = run("taskset", "-p", Long.toString(pid));
            String mask = current.substring(current.lastIndexOf(':') + 1).trim();
            run("taskset", "-a", "-p", "-c", cpus, Long.toString(pid));
            return Optional.of(new CpuAffinity(pid, mask));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Moves every thread of {@code process} and of the processes it started (a server started by a script) to
     * {@code cpus}, as {@code taskset -a -p -c} does; threads they start later inherit it.
     *
     * @throws IOException taskset is missing or refused
     */
    public static void move(ProcessHandle process, String cpus) throws IOException {
        List<ProcessHandle> all = new ArrayList<>();
        all.add(process);
        process.descendants().forEach(all::add);
        for (ProcessHandle p : all) {
            run("taskset", "-a", "-p", "-c", cpus, Long.toString(p.pid()));
        }
    }

    /** Every CPU of a machine with {@code cores} of them, as a list: {@code 0-1}. */
    public static String all(int cores) {
        return cores <= 1 ? "0" : "0-" + (cores - 1);
    }

    @Override
    public void close() {
        try {
            run("taskset", "-a", "-p", previousMask, Long.toString(pid));
        } catch (IOException | RuntimeException ignored) {
            // the JVM ends soon anyway
        }
    }

    private static String run(String... command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes());
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException(String.join(" ", command) + " failed: " + out);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        return out;
    }
}
