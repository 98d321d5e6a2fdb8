/**
 * Reports of one perf run, written by {@link io.perfgate.perf.report.Reports#writeAll} under
 * {@code perf-tests/target/perfgate/}:
 * <ul>
 *   <li>{@code benchmark-smaller.json} / {@code benchmark-bigger.json}: github-action-benchmark's
 *       {@code customSmallerIsBetter} / {@code customBiggerIsBetter} input, an array of
 *       {@code {name, unit, value, range, extra}} with names {@code <scenario> / <variant> / <metric id>};
 *       invalid runs are left out, and so are the time metrics of runs whose time metrics were disturbed;
 *       {@code benchmark-left-out.json} says which runs were left out and why;</li>
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
 *
 * <p>The same kit writes the experiment reports (package experiment), so that every report of perfgate is written one
 * way: {@link io.perfgate.perf.report.Html} (the self-contained page, its tables and chart figures, report.js drawing
 * every {@link io.perfgate.perf.report.Chart}), {@link io.perfgate.perf.report.Table} (one table model, its layout
 * saying how columns align and which cells are marked) and {@link io.perfgate.perf.report.MarkdownTable},
 * {@link io.perfgate.perf.report.Plot} (a line plot as data) embedded by {@link io.perfgate.perf.report.PlotFigures}:
 * a Chart.js chart in HTML, or in Markdown, which runs no script, the PNG that
 * {@link io.perfgate.perf.report.PlotImages} draws; and {@link io.perfgate.perf.report.ReportWriter} for every file.
 */
package io.perfgate.perf.report;
