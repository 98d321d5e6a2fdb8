package io.perfgate.perf.load;

import io.hyperfoil.api.statistics.StatsExtension;

/**
 * A count that travels with Hyperfoil's statistics (a statistics extension of a request's metric): added, subtracted
 * and cloned with the snapshot, so it is summed over phases, threads and seconds as the counts Hyperfoil keeps itself.
 * The harness's handlers count with it ({@link ResponseBytesCounter}, {@link ConnectionClose}).
 */
public final class Count implements StatsExtension {
    private final String header;
    private long value;

    Count(String header) {
        this(header, 0);
    }

    private Count(String header, long value) {
        this.header = header;
        this.value = value;
    }

    /** What was counted. */
    public long value() {
        return value;
    }

    void add(long n) {
        value += n;
    }

    @Override
    public boolean isNull() {
        return value == 0;
    }

    @Override
    public void add(StatsExtension other) {
        value += ((Count) other).value;
    }

    @Override
    public void subtract(StatsExtension other) {
        value -= ((Count) other).value;
    }

    @Override
    public void reset() {
        value = 0;
    }

    @Override
    public Count clone() {
        return new Count(header, value);
    }

    @Override
    public String[] headers() {
        return new String[] {header};
    }

    @Override
    public String byHeader(String name) {
        return header.equals(name) ? Long.toString(value) : "";
    }
}
