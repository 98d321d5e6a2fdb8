package io.perfgate.perf.experiment;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The one load parameter an experiment sweeps, and its values in the order they run (one server boot per variant
 * serves every value, in this order).
 *
 * @param kind   which parameter
 * @param values the values, each at least the kind's minimum, no value twice
 */
public record Axis(Kind kind, List<Double> values) {
    /** A sweepable load parameter: its name in experiment files and system properties, unit and smallest value. */
    public enum Kind {
        /** Closed model: concurrent users, each sending its next request when the previous answer arrived (and its think time passed). */
        USERS("users", "users", 1),
        /** Open model: arrivals per second, whether or not the server keeps up. */
        RATE("rate", "req/s", 0.001),
        /** Closed model: each user's pause after each round of its scenario (the studies' "delay between requests"). */
        THINK_TIME("thinkTime", "ms", 0),
        /**
         * Either model: the bytes each request sends and gets back, the size of the scenario file's {@code PAYLOAD}
         * (seed S1's array size: the request and the answer grow with it). Only a scenario that uses {@code PAYLOAD}
         * can be swept over it ({@link ExperimentFile#resolve}).
         */
        PAYLOAD("payload", "bytes", 1);

        private final String id;
        private final String unit;
        private final double minimum;

        Kind(String id, String unit, double minimum) {
            this.id = id;
            this.unit = unit;
            this.minimum = minimum;
        }

        /** The name in experiment files and in {@code perf.<id>} properties. */
        public String id() {
            return id;
        }

        public String unit() {
            return unit;
        }

        public double minimum() {
            return minimum;
        }

        /** Users and bytes come whole: 2.5 of either is not a setting. */
        public boolean whole() {
            return this == USERS || this == PAYLOAD;
        }

        public static Kind byId(String id) {
            for (Kind kind : values()) {
                if (kind.id.equals(id)) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("required one of users, rate, thinkTime, payload, actual: '" + id + "'");
        }
    }

    public Axis {
        Objects.requireNonNull(kind, "kind");
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("an axis needs at least one value");
        }
        for (double value : values) {
            if (!(value >= kind.minimum()) || Double.isInfinite(value)) {
                throw new IllegalArgumentException(kind.id() + " values must be >= " + format(kind.minimum())
                        + " and finite, actual: " + format(value));
            }
            if (kind.whole() && value != Math.rint(value)) {
                throw new IllegalArgumentException(kind.id() + " values must be whole numbers, actual: " + format(value));
            }
        }
        if (values.stream().distinct().count() != values.size()) {
            throw new IllegalArgumentException(kind.id() + " values must differ, actual: " + values.stream().map(Axis::format).toList());
        }
    }

    /** {@code 50}, {@code 2.5}: a value as a person writes it. */
    public static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%s", value);
    }

    /** The axis label of a plot: {@code users}, {@code rate (req/s)}, {@code thinkTime (ms)}, {@code payload (bytes)}. */
    public String label() {
        return kind == Kind.USERS ? kind.id() : kind.id() + " (" + kind.unit() + ")";
    }
}
