package io.perfgate.perf.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** CPU taken from the generator, read from /proc files written here as the kernel writes them. */
class GeneratorCpuTest {
    @TempDir
    Path proc;

    /** cpu0 user nice system idle iowait irq softirq steal; the JVM's utime and stime in fields 14 and 15. */
    private void write(long user0, long system0, long steal0, long user1, long ownUtime, long ownStime) throws IOException {
        write(user0, system0, steal0, user1, 0, ownUtime, ownStime);
    }

    /** The same with cpu1's steal. */
    private void write(long user0, long system0, long steal0, long user1, long steal1, long ownUtime, long ownStime)
            throws IOException {
        Files.writeString(proc.resolve("stat"), String.join("\n",
                "cpu  999 0 999 999 0 0 0 0 0 0",
                "cpu0 " + user0 + " 5 " + system0 + " 1000 3 0 40 " + steal0 + " 0 0",
                "cpu1 " + user1 + " 0 100 1000 0 0 90 " + steal1 + " 0 0",
                "intr 12345"));
        Files.createDirectories(proc.resolve("self"));
        Files.writeString(proc.resolve("self").resolve("stat"), "4242 (java (perf)) S 1 4242 4242 0 -1 4194560 100 0 0 0 "
                + ownUtime + " " + ownStime + " 0 0 20 0 30 0 123 456 789");
    }

    private GeneratorCpu probe(int... cpus) {
        TreeSet<Integer> set = new TreeSet<>();
        for (int cpu : cpus) {
            set.add(cpu);
        }
        return new GeneratorCpu(proc, set, new TreeSet<>());
    }

    @Test
    void busyTimeOnTheGeneratorsCpusThatIsNotThisJvmsIsOtherProcesses() throws IOException {
        GeneratorCpu cpu0 = probe(0);
        write(1000, 500, 7, 1000, 300, 100);
        GeneratorCpu.Sample before = cpu0.sample().orElseThrow();
        // cpu0: 60 ticks more user, 20 more system, 5 more steal; this JVM: 40 + 10 ticks; cpu1 is the server's.
        write(1060, 520, 12, 5000, 340, 110);
        GeneratorCpu.Sample after = cpu0.sample().orElseThrow();

        GeneratorCpu.Stolen stolen = cpu0.between(before, after);

        assertEquals(Duration.ofMillis(300), stolen.byOthers(), "(60 + 20 - 50) ticks of 10 ms");
        assertEquals(Duration.ofMillis(50), stolen.bySteal());
        assertEquals(1, stolen.cpus());
        assertEquals(Duration.ZERO, stolen.serverBySteal(), "the servers' CPUs are not pinned");
    }

    @Test
    void ofTheServersCpusOnlyTheHypervisorsStealIsRead() throws IOException {
        GeneratorCpu probe = new GeneratorCpu(proc, new TreeSet<>(List.of(0)), new TreeSet<>(List.of(1)));
        write(1000, 500, 7, 1000, 20, 300, 100);
        GeneratorCpu.Sample before = probe.sample().orElseThrow();
        // cpu1, the server's: 4000 ticks busier (its own work, not theft) and 3 more steal.
        write(1000, 500, 7, 5000, 23, 300, 100);

        GeneratorCpu.Stolen stolen = probe.between(before, probe.sample().orElseThrow());

        assertEquals(Duration.ofMillis(30), stolen.serverBySteal());
        assertEquals(Duration.ZERO, stolen.byOthers(), "the server's CPU is not the generator's");
        assertEquals(Duration.ZERO, stolen.bySteal());
    }

    @Test
    void aServerCpuMissingFromProcStatMeansNotMeasured() throws IOException {
        write(1000, 500, 0, 0, 300, 100);

        assertEquals(Optional.empty(), new GeneratorCpu(proc, new TreeSet<>(List.of(0)),
                new TreeSet<>(List.of(5))).sample());
    }

    @Test
    void aJvmBusierThanItsCpusByAccountingSlackIsNoTheftNotANegativeOne() throws IOException {
        GeneratorCpu cpu0 = probe(0);
        write(1000, 500, 0, 0, 300, 100);
        GeneratorCpu.Sample before = cpu0.sample().orElseThrow();
        write(1010, 500, 0, 0, 312, 100);

        assertEquals(Duration.ZERO, cpu0.between(before, cpu0.sample().orElseThrow()).byOthers());
    }

    @Test
    void theShareIsOfEveryGeneratorCpuOverTheWindow() {
        GeneratorCpu.Stolen stolen = new GeneratorCpu.Stolen(Duration.ofMillis(1500), 2, Duration.ofMillis(250), Duration.ofMillis(50),
                Duration.ofMillis(400));

        assertEquals(0.1, stolen.fraction(), 1e-12, "300 ms of 2 x 1500 ms; the servers' steal is not the generator's");
    }

    @Test
    void aCpuMissingFromProcStatMeansNotMeasured() throws IOException {
        write(1000, 500, 0, 0, 300, 100);

        assertEquals(Optional.empty(), probe(0, 7).sample());
    }

    @Test
    void theCommandNameMayHoldSpacesAndParentheses() {
        assertEquals(55 + 66, GeneratorCpu.ownTicks("1 (a b) c)) S 1 1 1 0 -1 0 0 0 0 0 55 66 0 0 20 0 1 0 9 9 9"));
    }

    @Test
    void onThisMachineTheProbeReadsTheRealProcFiles() {
        Optional<GeneratorCpu> probe = GeneratorCpu.of("0", "");
        if (Files.isReadable(Path.of("/proc/stat"))) {
            assertTrue(probe.isPresent());
            assertEquals("0", probe.get().cpus());
        }
    }
}
