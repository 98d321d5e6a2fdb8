package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.management.remote.JMXConnectorServer;
import javax.management.remote.JMXConnectorServerFactory;
import javax.management.remote.JMXServiceURL;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** One server's meters, as every launcher reads them: the OS's count, the compiler threads, the JVM's counters. */
class ServerMetersTest {
    @TempDir
    Path proc;

    /** An OS side that counts fixed figures and how often its peak was reset. */
    private static final class FixedOs implements OsMeter {
        int resets;

        @Override
        public OptionalLong cpuNanos() {
            return OptionalLong.of(5_000_000);
        }

        @Override
        public OptionalLong memoryBytes() {
            return OptionalLong.of(300 << 20);
        }

        @Override
        public OptionalLong peakMemoryBytes() {
            return OptionalLong.of(400 << 20);
        }

        @Override
        public void resetPeak() {
            resets++;
        }
    }

    private CompilerThreadCpu compilerUsing(long nanos) throws IOException {
        Path thread = Files.createDirectories(proc.resolve("10/task/11"));
        Files.writeString(thread.resolve("comm"), "C2 CompilerThre\n");
        Files.writeString(thread.resolve("schedstat"), nanos + " 1 2\n");
        return new CompilerThreadCpu(proc, () -> List.of(10L));
    }

    @Test
    void aServerSeenOnlyThroughItsJvmHasNoCpuNorMemoryAndNoOsSide() {
        ServerMeters remote = ServerMeters.jvmOnly(JvmSide.none());

        assertEquals(ResourceUsage.UNKNOWN, remote.usage());
        assertEquals(Optional.empty(), remote.osSample());
        assertEquals(ServerJvm.UNKNOWN, remote.jvm());
        remote.resetPeakMemory();
        remote.close();
    }

    @Test
    void theOsCountsCpuAndPeakMemoryAndTheCompilerThreadsTheirPartOfThatCpu() throws IOException {
        FixedOs os = new FixedOs();
        ServerMeters meters = new ServerMeters(Optional.of(os), Optional.of(compilerUsing(1_200_000)), JvmSide.none());

        assertEquals(new ResourceUsage(OptionalLong.of(5_000_000), OptionalLong.of(400 << 20), OptionalLong.empty(),
                OptionalLong.empty(), OptionalLong.empty(), OptionalLong.of(1_200_000)), meters.usage());
        assertEquals(Optional.of(new OsSample(OptionalLong.of(5_000_000), OptionalLong.of(300 << 20))), meters.osSample(),
                "a load window's reading: current memory, not the peak");
    }

    @Test
    void aContainerWhoseCgroupWasNotFoundStillCountsItsCompilerThreads() throws IOException {
        ServerMeters meters = new ServerMeters(Optional.empty(), Optional.of(compilerUsing(700)), JvmSide.none());

        assertEquals(ResourceUsage.UNKNOWN.withCompilerCpu(OptionalLong.of(700)), meters.usage());
        assertEquals(Optional.empty(), meters.osSample(), "absent, never zeros");
    }

    @Test
    void resettingThePeakRestartsTheOsSidesWindow() {
        FixedOs os = new FixedOs();
        ServerMeters meters = new ServerMeters(Optional.of(os), Optional.empty(), JvmSide.none());

        meters.resetPeakMemory();

        assertEquals(1, os.resets);
    }

    @Test
    void theJvmsCountersComeWithTheOsViewOverJmx() throws Exception {
        JMXConnectorServer agent = JMXConnectorServerFactory.newJMXConnectorServer(
                new JMXServiceURL("service:jmx:rmi://127.0.0.1"), null, ManagementFactory.getPlatformMBeanServer());
        agent.start();
        try (ServerMeters meters = new ServerMeters(Optional.of(new FixedOs()), Optional.empty(),
                JvmSide.connect(agent.getAddress(), "this test JVM"))) {
            ResourceUsage usage = meters.usage();

            assertEquals(OptionalLong.of(5_000_000), usage.cpuNanos(), "the OS's CPU, not the JVM's");
            assertEquals(OptionalLong.of(400 << 20), usage.peakMemoryBytes());
            assertTrue(usage.allocatedBytes().isPresent() && usage.gcCount().isPresent(), usage.toString());
            assertTrue(meters.jvm().known(), meters.jvm().toString());
        } finally {
            agent.stop();
        }
    }

    @Test
    void aChildProcessIsCountedFromProc() {
        assumeTrue(Files.exists(Path.of("/proc/self/stat")), "not Linux");
        OsMeter self = ProcStats.meter(ProcessHandle.current());

        assertTrue(self.cpuNanos().orElseThrow() > 0);
        long rss = self.memoryBytes().orElseThrow();
        assertTrue(rss > 0 && rss <= self.peakMemoryBytes().orElseThrow(), "VmRSS " + rss + " within VmHWM");
    }
}
