package io.perfgate.perf.report;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Where {@link Reports#writeAll} put everything.
 *
 * @param benchmarkSmaller github-action-benchmark input, tool {@code customSmallerIsBetter}
 * @param benchmarkBigger  github-action-benchmark input, tool {@code customBiggerIsBetter}
 * @param benchmarkLeftOut which runs the two benchmark files left out, and why
 * @param summary          Markdown for a pull-request comment or a job summary
 * @param html             the self-contained HTML report
 * @param history          the local history database this run was appended to
 */
public record ReportFiles(Path benchmarkSmaller, Path benchmarkBigger, Path benchmarkLeftOut, Path summary, Path html,
                          Path history) {
    public ReportFiles {
        Objects.requireNonNull(benchmarkSmaller, "benchmarkSmaller");
        Objects.requireNonNull(benchmarkBigger, "benchmarkBigger");
        Objects.requireNonNull(benchmarkLeftOut, "benchmarkLeftOut");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(html, "html");
        Objects.requireNonNull(history, "history");
    }

    public List<Path> all() {
        return List.of(benchmarkSmaller, benchmarkBigger, benchmarkLeftOut, summary, html, history);
    }
}
