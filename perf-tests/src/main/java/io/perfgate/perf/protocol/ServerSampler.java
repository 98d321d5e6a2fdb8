package io.perfgate.perf.protocol;

import io.perfgate.perf.launch.OsSample;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.result.LoadSlice;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The server's CPU and memory during one load window, second by second: a thread of the harness reads
 * {@link RunningServer#osSample()} (cgroup files or {@code /proc}, never JMX, nothing that runs in the server) every
 * {@link #PERIOD} from just before the window starts to just after it ends, and {@link #attach} puts the readings on
 * the window's seconds as the load generator timed them. The server runs nothing for it; the harness pays one reading
 * (two small file reads and their parsing) every 250 ms, per server under load. Measured on the development machine
 * (2 cores, Linux 6.18, a child server JVM's {@code /proc}): inside ExperimentSweepIT's short runs, where the reading
 * code still runs interpreted, a reading took 0.38 ms of the sampling thread's CPU (median of 70; p90 0.61 ms, max
 * 1.0 ms), about 1.5 ms of CPU a second, 0.15 % of one core; in a tight loop once compiled, 30 µs ({@code /proc},
 * with 20 or 200 threads alike) and 20 µs (cgroup v1 files), 0.01 % of a core. The load generator shares that core;
 * its own per-second work is far larger. A launcher that cannot see the server's OS side (remote) starts no thread and
 * the seconds keep NaN.
 */
final class ServerSampler {
    /**
     * Four readings a second: a second's CPU is interpolated between the readings around its start and its end, so a
     * reading's distance from those moments does not matter as long as the server's CPU rate is steady within it;
     * {@code /proc}'s own resolution (10 ms ticks) already makes a 1 s figure uncertain by about 0.02 cores.
     */
    static final Duration PERIOD = Duration.ofMillis(250);

    /**
     * One reading, timed on the wall clock the load generator's seconds use (epoch ns, monotonic within one window).
     *
     * @param epochNanos  when it was taken
     * @param cpuNanos    the server's CPU time since its start, ns; empty when not readable
     * @param memoryBytes its memory then, bytes; empty when not readable
     */
    record Reading(long epochNanos, OptionalLong cpuNanos, OptionalLong memoryBytes) {
        Reading {
            Objects.requireNonNull(cpuNanos, "cpuNanos");
            Objects.requireNonNull(memoryBytes, "memoryBytes");
        }
    }

    private static final double BYTES_PER_MEGABYTE = 1024d * 1024d;

    private final RunningServer server;
    private final long anchorEpochNanos;
    private final long anchorNanoTime;
    /** Written by the sampling thread until {@link #stop()} joined it, then by the caller. */
    private final List<Reading> readings = new ArrayList<>();
    private final Thread thread;
    private volatile boolean stopped;

    private ServerSampler(RunningServer server) {
        this.server = server;
        this.anchorEpochNanos = epochNanos(Instant.now());
        this.anchorNanoTime = System.nanoTime();
        if (!read()) {
            this.thread = null;
            return;
        }
        this.thread = Thread.ofPlatform().daemon().name("perfgate-server-sampler-" + server.variant().name())
                .start(this::loop);
    }

    /** Starts reading {@code server} now; a server whose OS side cannot be seen gets no thread and no readings. */
    static ServerSampler start(RunningServer server) {
        return new ServerSampler(server);
    }

    /** Stops the thread, takes a last reading and returns them all, in time order. */
    List<Reading> stop() {
        if (thread == null) {
            return List.of();
        }
        stopped = true;
        LockSupport.unpark(thread);
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true; // the readings are still wanted; the interrupt is passed on below
            }
        }
        read();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return List.copyOf(readings);
    }

    private void loop() {
        long next = anchorNanoTime + PERIOD.toNanos();
        while (!stopped) {
            long wait = next - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(this, wait);
                continue; // woken early (stop, spurious): look again
            }
            read();
            // A late reading (a descheduled harness) does not cause a burst of catch-up readings.
            next = Math.max(next + PERIOD.toNanos(), System.nanoTime() + PERIOD.toNanos() / 2);
        }
    }

    /** Adds a reading; false when the launcher cannot see the server's OS side (or its reader failed this time). */
    private boolean read() {
        Optional<OsSample> sample;
        try {
            sample = server.osSample();
        } catch (RuntimeException e) {
            return false; // a launcher's reader failing once leaves a hole in the series, not a broken trial
        }
        long at = anchorEpochNanos + (System.nanoTime() - anchorNanoTime);
        sample.ifPresent(s -> readings.add(new Reading(at, s.cpuNanos(), s.memoryBytes())));
        return sample.isPresent();
    }

    /**
     * {@code slices} with the server's CPU and memory in each: cores = the CPU time between the second's start and end
     * (each interpolated linearly between the readings around it) over the second's length; memory = the largest
     * reading taken within the second, or, for a second shorter than {@link #PERIOD} that holds none, the reading
     * nearest its middle. Cores are NaN where the CPU readings do not surround the second (none at or before its
     * start, or none at or after its end), or where the counter went backwards; memory is NaN where no reading falls
     * between the first and the last one's times around it; either is NaN where its counter could not be read.
     */
    static List<LoadSlice> attach(List<LoadSlice> slices, List<Reading> readings) {
        if (readings.isEmpty()) {
            return slices;
        }
        List<Reading> cpu = readings.stream().filter(r -> r.cpuNanos().isPresent()).toList();
        List<Reading> memory = readings.stream().filter(r -> r.memoryBytes().isPresent()).toList();
        List<LoadSlice> out = new ArrayList<>(slices.size());
        for (LoadSlice slice : slices) {
            long start = epochNanos(slice.start());
            long end = epochNanos(slice.end());
            out.add(slice.withServer(cores(cpu, start, end), memoryMegabytes(memory, start, end)));
        }
        return out;
    }

    /** Cores busy on average between {@code start} and {@code end} (epoch ns); NaN when the readings cannot tell. */
    static double cores(List<Reading> cpu, long start, long end) {
        double used = cpuAt(cpu, end) - cpuAt(cpu, start);
        if (!(used >= 0) || end <= start) {
            return Double.NaN;
        }
        return used / (end - start);
    }

    /** The CPU counter at {@code t}, interpolated between the readings around it; NaN outside them. */
    static double cpuAt(List<Reading> cpu, long t) {
        for (int i = 0; i < cpu.size(); i++) {
            Reading r = cpu.get(i);
            if (r.epochNanos() == t) {
                return r.cpuNanos().getAsLong();
            }
            if (r.epochNanos() > t) {
                if (i == 0) {
                    return Double.NaN;
                }
                Reading before = cpu.get(i - 1);
                double fraction = (double) (t - before.epochNanos()) / (r.epochNanos() - before.epochNanos());
                long a = before.cpuNanos().getAsLong();
                long b = r.cpuNanos().getAsLong();
                return a + (b - a) * fraction;
            }
        }
        return Double.NaN;
    }

    private static double memoryMegabytes(List<Reading> memory, long start, long end) {
        if (memory.isEmpty() || memory.getFirst().epochNanos() > end || memory.getLast().epochNanos() < start) {
            return Double.NaN;
        }
        long largest = -1;
        Reading nearest = null;
        long middle = start + (end - start) / 2;
        for (Reading r : memory) {
            if (r.epochNanos() >= start && r.epochNanos() <= end) {
                largest = Math.max(largest, r.memoryBytes().getAsLong());
            }
            if (nearest == null || Math.abs(r.epochNanos() - middle) < Math.abs(nearest.epochNanos() - middle)) {
                nearest = r;
            }
        }
        return (largest >= 0 ? largest : nearest.memoryBytes().getAsLong()) / BYTES_PER_MEGABYTE;
    }

    private static long epochNanos(Instant instant) {
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }
}
