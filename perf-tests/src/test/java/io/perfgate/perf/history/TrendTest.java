package io.perfgate.perf.history;

import io.perfgate.perf.result.Metric;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TrendTest {

    @Test
    void aSeriesKnowsItsMetricUnlessTheIdIsUnknown() {
        assertEquals(Optional.of(Metric.CPU_PER_REQUEST),
                new Trend.Series("request-1", "virtual-own", "cpuPerRequest", "us", List.of()).metric());
        assertEquals(Optional.empty(),
                new Trend.Series("request-1", "virtual-own", "fromTheFuture", "ms", List.of()).metric());
    }
}
