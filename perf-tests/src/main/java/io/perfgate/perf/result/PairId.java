package io.perfgate.perf.result;

import java.util.Objects;

/**
 * Which (variant, scenario) a run, a baseline or a verdict is about: the unit the gate judges. People read
 * it variant first ({@code virtual-gson / request-2}); the trend charts group by scenario first
 * ({@link #seriesPrefix()}), and files are named by {@link #fileStem()}.
 *
 * @param variant  e.g. {@code virtual-gson}
 * @param scenario e.g. {@code request-2}
 */
public record PairId(String variant, String scenario) {
    public PairId {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(scenario, "scenario");
    }

    /** {@code virtual-gson / request-2}. */
    @Override
    public String toString() {
        return variant + " / " + scenario;
    }

    /** {@code request-2 / virtual-gson}: github-action-benchmark series and trend charts group by scenario. */
    public String seriesPrefix() {
        return scenario + " / " + variant;
    }

    /** {@code virtual-gson__request-2}: the result file's name without its extension. */
    public String fileStem() {
        return variant + "__" + scenario;
    }
}
