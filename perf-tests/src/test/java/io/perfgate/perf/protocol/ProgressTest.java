package io.perfgate.perf.protocol;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

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
}
