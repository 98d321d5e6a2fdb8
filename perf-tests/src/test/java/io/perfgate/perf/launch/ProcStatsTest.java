package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;

import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ProcStatsTest {
    @Test
    void cpuTicksAreUtimePlusStimeEvenWhenTheCommandNameHasSpacesAndParentheses() {
        String stat = "4242 (java (x) y) S 1 4242 4242 0 -1 4194304 5000 0 0 0 1234 567 0 0 20 0 30 0 100 0 0";

        assertEquals(1234 + 567, ProcStats.parseCpuTicks(stat));
    }

    @Test
    void peakRssIsReadInKilobytes() {
        String status = "Name:\tjava\nVmPeak:\t 9000 kB\nVmHWM:\t  131072 kB\nVmRSS:\t 100000 kB\n";

        assertEquals(OptionalLong.of(131072L * 1024), ProcStats.parseKilobytes(status, "VmHWM:"));
        assertEquals(OptionalLong.of(100000L * 1024), ProcStats.parseKilobytes(status, "VmRSS:"));
        assertEquals(OptionalLong.empty(), ProcStats.parseKilobytes(status, "VmSwap:"));
    }

    @Test
    void thisJvmHasCpuTimeAndAPeak() {
        long pid = ProcessHandle.current().pid();
        if (!java.nio.file.Files.exists(java.nio.file.Path.of("/proc/self/stat"))) {
            return; // not Linux: the launcher falls back to ProcessHandle
        }
        assertEquals(true, ProcStats.cpuNanos(pid).orElseThrow() > 0);
        assertEquals(true, ProcStats.peakRssBytes(pid).orElseThrow() > 0);
        long rss = ProcStats.rssBytes(pid).orElseThrow();
        assertEquals(true, rss > 0 && rss <= ProcStats.peakRssBytes(pid).orElseThrow(), "VmRSS " + rss + " within VmHWM");
    }
}
