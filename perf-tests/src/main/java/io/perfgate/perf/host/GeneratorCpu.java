package io.perfgate.perf.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;

/**
 * How much of the load generator's CPUs something else took during a window, and how much of the servers' CPUs the
 * hypervisor took. A generator that waits for its CPU adds the wait to the latency it records, and with one closed
 * user every such delay reads as a slower server; so a trial during which another process (a build, a second perf
 * run) or the hypervisor took the generator's CPUs measured the machine, not the server. A server whose CPU the
 * hypervisor takes stops in the middle of whichever request it serves: with one user taking turns between two
 * servers (lockstep), one side's request, so that a lump of steal reads as that side being slower.
 *
 * <p>Read from {@code /proc}, in clock ticks (USER_HZ, 100 per second): per generator CPU, busy time (user +
 * nice + system) and the hypervisor's steal from {@code /proc/stat}; this JVM's own CPU (utime + stime of
 * {@code /proc/self/stat}, all its threads). Busy time on the generator's CPUs that is not this JVM's is other
 * processes'. That holds only while this JVM runs on those CPUs alone, so it is measured only when the JVM is
 * pinned to them ({@link CpuAffinity}) and the server is pinned elsewhere. Interrupt time (irq, softirq) is
 * left out: it belongs to no process, and the loopback traffic to the server lands there. Of the servers' CPUs only
 * the steal is read: their busy time is the servers' own work.
 */
public final class GeneratorCpu {
    private static final long NANOS_PER_TICK = 1_000_000_000L / 100;

    private final Path proc;
    private final SortedSet<Integer> cpus;
    private final SortedSet<Integer> serverCpus;

    GeneratorCpu(Path proc, SortedSet<Integer> cpus, SortedSet<Integer> serverCpus) {
        this.proc = proc;
        this.cpus = cpus;
        this.serverCpus = serverCpus;
    }

    /**
     * The probe for a JVM pinned to {@code cpus} (a list like {@code 0} or {@code 0,2-3}) with the servers pinned to
     * {@code serverCpus} (empty: steal is read of the generator's CPUs only); empty where {@code /proc} cannot be read
     * (not Linux) or {@code cpus} is empty.
     */
    public static Optional<GeneratorCpu> of(String cpus, String serverCpus) {
        SortedSet<Integer> set = CpuAffinity.cpuList(cpus);
        GeneratorCpu probe = new GeneratorCpu(Path.of("/proc"), set, CpuAffinity.cpuList(serverCpus));
        return set.isEmpty() || probe.sample().isEmpty() ? Optional.empty() : Optional.of(probe);
    }

    /** The generator's CPUs, as a list like {@code 0,2}. */
    public String cpus() {
        return String.join(",", cpus.stream().map(String::valueOf).toList());
    }

    /** The counters now; empty when a file cannot be read or a generator CPU is not in {@code /proc/stat}. */
    public Optional<Sample> sample() {
        try {
            String stat = Files.readString(proc.resolve("stat"));
            String self = Files.readString(proc.resolve("self").resolve("stat"));
            long nanoTime = System.nanoTime();
            long busy = 0;
            long steal = 0;
            long serverSteal = 0;
            int found = 0;
            for (String line : stat.split("\n")) {
                if (!line.startsWith("cpu") || line.startsWith("cpu ")) {
                    continue;
                }
                String[] fields = line.trim().split("\\s+");
                int cpu = Integer.parseInt(fields[0].substring(3));
                // cpuN user nice system idle iowait irq softirq steal guest guest_nice (guest is inside user)
                long cpuSteal = fields.length > 8 ? Long.parseLong(fields[8]) : 0;
                if (serverCpus.contains(cpu)) {
                    serverSteal += cpuSteal;
                    found++;
                }
                if (cpus.contains(cpu)) {
                    busy += Long.parseLong(fields[1]) + Long.parseLong(fields[2]) + Long.parseLong(fields[3]);
                    steal += cpuSteal;
                    found++;
                }
            }
            if (found != cpus.size() + serverCpus.size()) {
                return Optional.empty();
            }
            return Optional.of(new Sample(busy, steal, serverSteal, ownTicks(self), nanoTime));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** utime + stime of a {@code /proc/<pid>/stat} line; the command name may contain spaces and ')'. */
    static long ownTicks(String statLine) {
        String[] fields = statLine.substring(statLine.lastIndexOf(')') + 2).trim().split("\\s+");
        // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    /** What was taken from the generator's CPUs, and by the hypervisor from the servers', between two samples of this probe. */
    public Stolen between(Sample before, Sample after) {
        long busy = after.busyTicks() - before.busyTicks();
        long own = after.ownTicks() - before.ownTicks();
        // Per-CPU and per-process times are sampled separately: a tick or two apart either way.
        long others = Math.max(0, busy - own);
        long steal = Math.max(0, after.stealTicks() - before.stealTicks());
        long serverSteal = Math.max(0, after.serverStealTicks() - before.serverStealTicks());
        return new Stolen(Duration.ofNanos(after.nanoTime() - before.nanoTime()), cpus.size(),
                Duration.ofNanos(others * NANOS_PER_TICK), Duration.ofNanos(steal * NANOS_PER_TICK),
                Duration.ofNanos(serverSteal * NANOS_PER_TICK));
    }

    /**
     * Counters at one moment.
     *
     * @param busyTicks  user + nice + system of the generator's CPUs
     * @param stealTicks       the hypervisor's steal on them
     * @param serverStealTicks the hypervisor's steal on the servers' CPUs
     * @param ownTicks         this JVM's utime + stime
     * @param nanoTime         {@link System#nanoTime()} when read
     */
    public record Sample(long busyTicks, long stealTicks, long serverStealTicks, long ownTicks, long nanoTime) {
    }

    /**
     * CPU time the generator's CPUs gave to others during a window, and the servers' CPUs to other guests.
     *
     * @param window        the wall time between the samples
     * @param cpus          how many CPUs the generator has
     * @param byOthers      CPU time of other processes on them
     * @param bySteal       time the hypervisor gave them to other guests
     * @param serverBySteal time the hypervisor gave the servers' CPUs to other guests (zero where they are not pinned)
     */
    public record Stolen(Duration window, int cpus, Duration byOthers, Duration bySteal, Duration serverBySteal) {
        public Stolen {
            Objects.requireNonNull(window, "window");
            Objects.requireNonNull(byOthers, "byOthers");
            Objects.requireNonNull(bySteal, "bySteal");
            Objects.requireNonNull(serverBySteal, "serverBySteal");
            if (cpus < 1) {
                throw new IllegalArgumentException("cpus must be >= 1, actual: " + cpus);
            }
        }

        /** Both together as a share of what the generator's CPUs could give in the window, 0 to 1 (NaN for an empty window). */
        public double fraction() {
            double capacity = (double) window.toNanos() * cpus;
            return capacity > 0 ? (byOthers.toNanos() + bySteal.toNanos()) / capacity : Double.NaN;
        }
    }
}
