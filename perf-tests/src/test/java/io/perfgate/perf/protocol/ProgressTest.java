package io.perfgate.perf.protocol;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final Progress progress = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), Duration.ofMinutes(10));

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aWarmUpThatRanLongerMovesTheRemainingTimeOutByAsMuch() {
        progress.extend(Duration.ofMinutes(5));
        progress.line("virtual-gson / request-2: trial 1/12");

        assertTrue(printed().matches("(?s)\\[perf] \\d\\d:\\d\\d:\\d\\d virtual-gson / request-2: trial 1/12  "
                + "\\(elapsed 0:0\\d, remaining ~14:5\\d\\)\\R"), printed());
    }

    @Test
    void nothingOrANegativeAmountLeavesThePlanAlone() {
        progress.extend(Duration.ZERO);
        progress.extend(Duration.ofSeconds(-30));
        progress.line("step");

        assertTrue(printed().contains("remaining ~9:5"), printed());
    }

    @Test
    void onceAVariantIsDoneTheRestIsProjectedFromWhatItTook() {
        long[] now = {0};
        Progress projected = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), Duration.ofMinutes(2),
                () -> now[0]);
        now[0] = Duration.ofSeconds(100).toNanos();
        projected.extend(Duration.ofSeconds(40)); // a warm-up's overrun before anything was measured: counted
        projected.line("before");
        now[0] = Duration.ofSeconds(150).toNanos();
        projected.partsDone(1, 4); // 150 s for the first of four variants: 450 s to go
        projected.extend(Duration.ofSeconds(40)); // the projection counts overruns already
        projected.line("after");

        assertTrue(printed().contains("before  (elapsed 1:40, remaining ~1:00)"), printed());
        assertTrue(printed().contains("after  (elapsed 2:30, remaining ~7:30)"), printed());
    }

    @Test
    void aPartCountBelowOneIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> progress.partsDone(0, 4));
    }
}
