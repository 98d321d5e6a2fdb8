package io.perfgate.perf.load;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ServerTimingHandlerTest {
    @ParameterizedTest(name = "''{0}'' entry {1} -> {2} ns")
    @CsvSource(delimiter = '|', value = {
            "parse;dur=0.021, db;dur=0.310, total;dur=0.402 | total | 402000",
            "parse;dur=0.021, db;dur=0.310, total;dur=0.402 | db    | 310000",
            "total;dur=12                                    | total | 12000000",
            "TOTAL;desc=\"all\";dur=1.5                     | total | 1500000",
            "total;dur=\"0.25\"                              | total | 250000",
            "parse;dur=0.021                                 | total | -1",
            "total                                           | total | -1",
            "total;dur=abc                                   | total | -1",
            "total;dur=-1                                    | total | -1",
            "''                                              | total | -1"})
    void readsTheNamedEntrysDurationInNanosecondsKeepingMicroseconds(String header, String entry, long nanos) {
        assertEquals(nanos, ServerTimingHandler.durationNanos(header, entry));
    }
}
