package io.perfgate.perf.experiment;

import io.perfgate.perf.report.Plot;
import io.perfgate.perf.report.PlotImages;
import io.perfgate.perf.report.ReportException;
import io.perfgate.perf.report.ReportWriter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws an experiment's reports from its result: {@code report.md} (the lab report, plots embedded),
 * {@code report.html} (the same with Chart.js charts, self-contained) and {@code plots/<scenario>-<metric>.png} and
 * {@code .svg}. Every plotted or tabled number is the median over a point's valid trials; nothing is measured here, so
 * the reports can be drawn again from {@code result.json} ({@link ExperimentFiles#read}) at any time.
 */
public final class ExperimentReport {
    public static final String MARKDOWN = "report.md";
    public static final String HTML = "report.html";

    private ExperimentReport() {
    }

    /**
     * Writes the reports into {@code dir} (created if missing; a file of the same name is replaced).
     *
     * @return the files written: report.md, report.html, then each plot's PNG and SVG
     * @throws ReportException when a file cannot be written; the message names it
     */
    public static List<Path> write(ExperimentResult result, Path dir) {
        ExperimentView view = new ExperimentView(result);
        List<Plot> plots = Plots.of(result);
        List<Path> written = new ArrayList<>();
        written.add(ReportWriter.write(dir.resolve(MARKDOWN), ExperimentMarkdown.render(view, plots)));
        written.add(ReportWriter.write(dir.resolve(HTML), ExperimentHtml.render(view, plots)));
        for (Plot plot : plots) {
            written.addAll(PlotImages.write(plot, dir.resolve(ExperimentMarkdown.PLOTS)));
        }
        return written;
    }
}
