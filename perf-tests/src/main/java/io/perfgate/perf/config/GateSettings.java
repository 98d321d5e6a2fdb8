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
 */
public record GateSettings(Path baselineDir, boolean update, boolean strict, Path historyFile) {
    public GateSettings {
        Objects.requireNonNull(baselineDir, "baselineDir");
        Objects.requireNonNull(historyFile, "historyFile");
    }
}
