package io.perfgate.perf.config;

import java.nio.file.Path;
import java.util.Objects;

/**
 * How the suite judges and records: where the committed baselines and {@code thresholds.json} live, whether
 * this run writes new baselines instead of comparing, whether a baseline from another machine class still
 * fails, and where the local history is kept.
 *
 * @param baselineDir {@code -Dperf.baseline.dir}, default {@code <repository>/baselines}
 * @param update      {@code -Dperf.baseline.update=true}: write this run's results as the new baselines
 * @param strict      {@code -Dperf.gate.strict=true}: compare with a baseline from another machine class as if
 *                    it were from this one
 * @param historyFile {@code -Dperf.history}, default {@code <repository>/.perfgate/history.db}: the local run
 *                    history the reports' trend reads
 * @param sequential  {@code -Dperf.sequential}, default true: an A/B scenario stops at the first look where its verdict
 *                    is settled ({@link io.perfgate.perf.stats.Looks}); false measures every planned pair (a study),
 *                    judged at the same levels
 */
public record GateSettings(Path baselineDir, boolean update, boolean strict, Path historyFile, boolean sequential) {
    public GateSettings {
        Objects.requireNonNull(baselineDir, "baselineDir");
        Objects.requireNonNull(historyFile, "historyFile");
    }

    /** Sequential, the default. */
    public GateSettings(Path baselineDir, boolean update, boolean strict, Path historyFile) {
        this(baselineDir, update, strict, historyFile, true);
    }
}
