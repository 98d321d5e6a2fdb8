package io.perfgate.perf.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The CPU time of a server's JIT compiler threads, read from Linux {@code /proc/<pid>/task/<tid>/}: {@code comm}
 * names the thread, {@code schedstat}'s first field is its time on a CPU in ns ({@code stat}'s utime + stime in
 * clock ticks where the kernel has no schedstat). Nothing runs in the server.
 *
 * <p>Why: compiling is warm-up work, and a JVM goes on compiling in bursts long after its warm-up: up to 50 ms in a
 * second in which the server spends 400 ms on requests, so one burst landing in one side's trial moves that side's CPU
 * per request by several percent while the requests cost the same (docs/evidence/warm-up.md). CPU per request leaves them out
 * ({@link ResourceUsage#cpuMicrosPerRequest}) and the warm-up ends once they are idle ({@code WarmUpRule}).
 *
 * <p>Counted since the server started, as the server's CPU is: a compiler thread that ends (HotSpot ends idle
 * ones itself, {@code UseDynamicNumberOfCompilerThreads}) keeps the last time read of it, so the total never
 * goes back; only what it used between that reading and its end is lost.
 */
final class CompilerThreadCpu {
    /**
     * Thread names as the kernel keeps them (15 characters): HotSpot's C1 and C2 threads, Graal's (JVMCI) and
     * OpenJ9's compilation threads.
     */
    private static final List<String> COMPILER_THREAD_PREFIXES =
            List.of("C1 CompilerThre", "C2 CompilerThre", "JVMCI Compiler", "JVMCI-native Co", "JIT Compilation");

    private final Path proc;
    private final Supplier<List<Long>> pids;
    private final Map<Long, Long> lastSeen = new HashMap<>();

    /**
     * @param proc the proc file system ({@code /proc})
     * @param pids the server's processes as this machine's {@code /proc} numbers them, asked anew at each reading
     */
    CompilerThreadCpu(Path proc, Supplier<List<Long>> pids) {
        this.proc = proc;
        this.pids = pids;
    }

    /** The compiler threads of {@code root} and every process it started (a container's init and its children). */
    static CompilerThreadCpu of(ProcessHandle root) {
        return new CompilerThreadCpu(Path.of("/proc"),
                () -> Stream.concat(Stream.of(root), root.descendants()).map(ProcessHandle::pid).toList());
    }

    /**
     * The compiler threads' CPU time since the server started, ns; 0 for a server without any (not a JVM, or
     * an interpreter-only one); empty when none of its processes' threads can be read here (not Linux, a server
     * in a virtual machine of its own, a process that ended).
     */
    synchronized OptionalLong cpuNanos() {
        boolean readable = false;
        for (long pid : pids.get()) {
            Path tasks = proc.resolve(Long.toString(pid)).resolve("task");
            List<Path> threads;
            try (Stream<Path> list = Files.list(tasks)) {
                threads = list.toList();
            } catch (IOException | RuntimeException e) {
                continue;
            }
            readable = true;
            for (Path thread : threads) {
                try {
                    String name = Files.readString(thread.resolve("comm")).strip();
                    if (COMPILER_THREAD_PREFIXES.stream().anyMatch(name::startsWith)) {
                        long tid = Long.parseLong(thread.getFileName().toString());
                        lastSeen.merge(tid, threadCpuNanos(thread), Math::max);
                    }
                } catch (IOException | RuntimeException e) {
                    // the thread ended while being read: it keeps its last reading
                }
            }
        }
        if (!readable) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(lastSeen.values().stream().mapToLong(Long::longValue).sum());
    }

    private static long threadCpuNanos(Path thread) throws IOException {
        Path schedstat = thread.resolve("schedstat");
        if (Files.isReadable(schedstat)) {
            return Long.parseLong(Files.readString(schedstat).strip().split("\\s+")[0]);
        }
        return ProcStats.parseCpuTicks(Files.readString(thread.resolve("stat")))
                * (1_000_000_000L / ProcStats.TICKS_PER_SECOND);
    }
}
