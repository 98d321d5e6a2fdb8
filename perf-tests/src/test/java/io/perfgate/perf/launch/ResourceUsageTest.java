package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;

import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResourceUsageTest {
    private static ResourceUsage jvm(long allocated, long gcCount, long gcMillis) {
        return new ResourceUsage(OptionalLong.empty(), OptionalLong.empty(), OptionalLong.of(allocated),
                OptionalLong.of(gcCount), OptionalLong.of(gcMillis));
    }

    @Test
    void allocatedBytesPerRequestIsTheCounterDifferenceOverResponses() {
        // The Request-2 platform-own reading of DESIGN.md: 5,000 requests, 59,361 B each.
        ResourceUsage before = jvm(1_000_000_000L, 40, 120);
        ResourceUsage after = jvm(1_000_000_000L + 5_000L * 59_361, 43, 126);

        assertEquals(59_361.0, ResourceUsage.allocatedBytesPerRequest(before, after, 5_000), 0);
        assertEquals(0.6, ResourceUsage.gcCountPer1000Requests(before, after, 5_000), 1e-12);
        assertEquals(0.0012, ResourceUsage.gcMillisPerRequest(before, after, 5_000), 1e-12);
    }

    @Test
    void noCollectionDuringTheTrialIsZeroNotNaN() {
        ResourceUsage before = jvm(1_000, 7, 30);
        ResourceUsage after = jvm(2_000, 7, 30);

        assertEquals(0.0, ResourceUsage.gcCountPer1000Requests(before, after, 10));
        assertEquals(0.0, ResourceUsage.gcMillisPerRequest(before, after, 10));
    }

    @Test
    void aCounterMissingOnEitherSideIsNotMeasured() {
        ResourceUsage counted = jvm(1_000, 1, 1);

        for (double value : new double[] {
                ResourceUsage.allocatedBytesPerRequest(ResourceUsage.UNKNOWN, counted, 10),
                ResourceUsage.allocatedBytesPerRequest(counted, ResourceUsage.UNKNOWN, 10),
                ResourceUsage.gcCountPer1000Requests(ResourceUsage.UNKNOWN, counted, 10),
                ResourceUsage.gcMillisPerRequest(counted, ResourceUsage.UNKNOWN, 10),
                ResourceUsage.cpuMicrosPerRequest(ResourceUsage.UNKNOWN, ResourceUsage.UNKNOWN, 10)}) {
            assertTrue(Double.isNaN(value), "expected NaN (not measured), actual: " + value);
        }
    }

    @Test
    void noResponsesMeansNoPerRequestValue() {
        ResourceUsage before = jvm(1_000, 1, 1);
        ResourceUsage after = jvm(9_000, 2, 3);

        assertTrue(Double.isNaN(ResourceUsage.allocatedBytesPerRequest(before, after, 0)));
        assertTrue(Double.isNaN(ResourceUsage.gcCountPer1000Requests(before, after, 0)));
        assertTrue(Double.isNaN(ResourceUsage.gcMillisPerRequest(before, after, 0)));
    }

    @Test
    void aCounterThatWentBackwardsIsNotMeasured() {
        // The live-thread fallback loses what ended threads allocated: a negative difference is not a measurement.
        assertTrue(Double.isNaN(ResourceUsage.allocatedBytesPerRequest(jvm(9_000, 1, 1), jvm(8_000, 1, 1), 10)));
    }

    @Test
    void theLaunchersViewKeepsItsCpuAndMemoryAndTakesTheJvmCounters() {
        ResourceUsage launcher = new ResourceUsage(OptionalLong.of(5), OptionalLong.of(6));

        ResourceUsage both = launcher.withJvmCounters(jvm(7, 8, 9));

        assertEquals(new ResourceUsage(OptionalLong.of(5), OptionalLong.of(6), OptionalLong.of(7), OptionalLong.of(8),
                OptionalLong.of(9)), both);
        assertEquals(launcher, launcher.withJvmCounters(ResourceUsage.UNKNOWN));
    }

    @Test
    void cpuPerRequestLeavesOutWhatTheCompilerThreadsUsedWhereBothSamplesKnowIt() {
        ResourceUsage before = new ResourceUsage(OptionalLong.of(1_000_000), OptionalLong.empty())
                .withCompilerCpu(OptionalLong.of(100_000));
        ResourceUsage after = new ResourceUsage(OptionalLong.of(3_000_000), OptionalLong.empty())
                .withCompilerCpu(OptionalLong.of(300_000));

        // 2,000 us of CPU over 10 responses, 200 us of them compiling
        assertEquals(180, ResourceUsage.cpuMicrosPerRequest(before, after, 10), 1e-9);
        assertEquals(20, ResourceUsage.compilerCpuMicrosPerRequest(before, after, 10), 1e-9);
        assertEquals(0.1, ResourceUsage.compilerShare(before, after), 1e-12);

        ResourceUsage unknown = after.withCompilerCpu(OptionalLong.empty());
        assertEquals(200, ResourceUsage.cpuMicrosPerRequest(before, unknown, 10), 1e-9);
        assertTrue(Double.isNaN(ResourceUsage.compilerCpuMicrosPerRequest(before, unknown, 10)));
        assertTrue(Double.isNaN(ResourceUsage.compilerShare(before, unknown)));
    }

    @Test
    void theJvmCountersKeepTheCompilerThreadsCpu() {
        ResourceUsage launcher = new ResourceUsage(OptionalLong.of(5), OptionalLong.of(6)).withCompilerCpu(OptionalLong.of(2));

        assertEquals(OptionalLong.of(2), launcher.withJvmCounters(jvm(7, 8, 9)).compilerCpuNanos());
    }
}
