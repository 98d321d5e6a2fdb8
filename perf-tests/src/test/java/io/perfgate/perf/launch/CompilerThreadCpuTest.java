package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class CompilerThreadCpuTest {
    @TempDir
    Path proc;

    private void thread(long pid, long tid, String comm, String schedstat) throws IOException {
        Path dir = Files.createDirectories(proc.resolve(pid + "/task/" + tid));
        Files.writeString(dir.resolve("comm"), comm + "\n");
        if (schedstat != null) {
            Files.writeString(dir.resolve("schedstat"), schedstat + "\n");
        }
    }

    @Test
    void sumsTheCompilerThreadsOfEveryProcessAndNoOtherThread() throws IOException {
        thread(10, 10, "java", "900000000 5 7");
        thread(10, 11, "C2 CompilerThre", "5000000 1 2");
        thread(10, 12, "C1 CompilerThre", "2000000 1 2");
        thread(10, 13, "GC Thread#0", "700000000 1 2");
        thread(20, 21, "JVMCI-native Co", "1000 1 2");

        OptionalLong cpu = new CompilerThreadCpu(proc, () -> List.of(10L, 20L)).cpuNanos();

        assertEquals(OptionalLong.of(7_001_000), cpu);
    }

    @Test
    void aCompilerThreadThatEndedKeepsItsLastReadingSoTheTotalNeverGoesBack() throws IOException {
        thread(10, 11, "C2 CompilerThre", "5000000 1 2");
        thread(10, 12, "C2 CompilerThre", "3000000 1 2");
        CompilerThreadCpu compiler = new CompilerThreadCpu(proc, () -> List.of(10L));
        assertEquals(OptionalLong.of(8_000_000), compiler.cpuNanos());

        // HotSpot ends an idle compiler thread; the other one compiles on.
        Files.delete(proc.resolve("10/task/12/comm"));
        Files.delete(proc.resolve("10/task/12/schedstat"));
        Files.delete(proc.resolve("10/task/12"));
        Files.writeString(proc.resolve("10/task/11/schedstat"), "6000000 1 2\n");

        assertEquals(OptionalLong.of(9_000_000), compiler.cpuNanos());
    }

    @Test
    void withoutSchedstatTheThreadsClockTicksCount() throws IOException {
        thread(10, 11, "C1 CompilerThre", null);
        // utime 3 and stime 2 ticks (fields 14 and 15), the name in parentheses with a space in it
        Files.writeString(proc.resolve("10/task/11/stat"),
                "11 (C1 CompilerThre) S 1 1 1 0 -1 4194624 100 0 0 0 3 2 0 0 20 0 30 0 100 0 0\n");

        assertEquals(OptionalLong.of(5 * 10_000_000L), new CompilerThreadCpu(proc, () -> List.of(10L)).cpuNanos());
    }

    @Test
    void aServerWithoutCompilerThreadsUsedNoneButOneThatCannotBeReadIsUnknown() throws IOException {
        thread(10, 10, "haproxy", "900000000 5 7");

        assertEquals(OptionalLong.of(0), new CompilerThreadCpu(proc, () -> List.of(10L)).cpuNanos());
        assertEquals(OptionalLong.empty(), new CompilerThreadCpu(proc, () -> List.of(99L)).cpuNanos());
    }

    @Test
    void readsThisJvmsOwnCompilerThreadsAndTheyCountUpWhileItCompiles() {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "Linux /proc");
        CompilerThreadCpu compiler = CompilerThreadCpu.of(ProcessHandle.current());
        long before = compiler.cpuNanos().orElseThrow();

        // Fresh classes' methods, called hot: the JIT compiles them while this runs.
        long spent = 0;
        for (int round = 0; round < 200 && compiler.cpuNanos().orElseThrow() == before; round++) {
            spent += hotLoop(round);
        }

        long after = compiler.cpuNanos().orElseThrow();
        assertTrue(after > before, "compiler threads' CPU did not grow: " + before + " -> " + after + " (" + spent + ")");
    }

    private static long hotLoop(int seed) {
        List<String> words = new ArrayList<>();
        long sum = 0;
        for (int i = 0; i < 20_000; i++) {
            words.add(Integer.toHexString(i * 31 + seed));
            sum += words.get(i).hashCode() ^ (long) words.get(i / 2).length() << 3;
        }
        return sum;
    }
}
