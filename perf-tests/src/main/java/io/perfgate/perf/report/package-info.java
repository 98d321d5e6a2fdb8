/**
 * Reports of one perf run, written by {@link io.perfgate.perf.report.Reports#writeAll} under
 * {@code perf-tests/target/perfgate/}:
 * <ul>
 *   <li>{@code benchmark-smaller.json} / {@code benchmark-bigger.json}: github-action-benchmark's
 *       {@code customSmallerIsBetter} / {@code customBiggerIsBetter} input, an array of
 *       {@code {name, unit, value, range, extra}} with names {@code <scenario> / <variant> / <metric id>};
 *       invalid runs are left out;</li>
 *   <li>{@code summary.md}: verdict line, results tables (rows = scenarios, columns = variants), the
 *       comparison, machine and parameters, for a pull-request comment or a job summary;</li>
 *   <li>{@code report.html}: first the A/B view ({@code PairView}, charts in {@code PairCharts}): per pair a
 *       forest plot of the gate's changes with their intervals, thresholds and detectable changes, the latency
 *       percentile spectrum, throughput and latency second by second, and both sides' trials in run order; then
 *       the same tables plus Chart.js charts and the local trend, in one file that needs no network. Verdicts are
 *       marked by {@code StatusMark}: words, with an inline SVG icon and colour in the HTML.</li>
 * </ul>
 * Input: {@link io.perfgate.perf.report.ReportInput} (the runs and the gate's
 * {@link io.perfgate.perf.report.Comparison}s). The reports show verdicts; they never decide them.
 */
package io.perfgate.perf.report;
