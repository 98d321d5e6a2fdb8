package io.perfgate.perf.history;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TrendTest {

    @Test
    void aSeriesKnowsItsMetricUnlessTheIdIsUnknown() {
        assertEquals(Optional.of(Metric.CPU_PER_REQUEST),
                new Trend.Series(new PairId("virtual-own", "request-1"), "cpuPerRequest", "us", List.of()).metric());
        assertEquals(Optional.empty(),
                new Trend.Series(new PairId("virtual-own", "request-1"), "fromTheFuture", "ms", List.of()).metric());
    }
}
