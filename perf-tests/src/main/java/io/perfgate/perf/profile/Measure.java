package io.perfgate.perf.profile;

/** What a profile's difference is taken of, per request. */
public enum Measure {
    /** CPU time in Java code, estimated as CPU samples times the sampling period, in microseconds per request. */
    CPU("CPU", "us/request"),
    /** Allocated bytes as JFR's weighted allocation samples estimate them, per request. */
    ALLOCATION("allocation", "B/request");

    private final String label;
    private final String unit;

    Measure(String label, String unit) {
        this.label = label;
        this.unit = unit;
    }

    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }
}
