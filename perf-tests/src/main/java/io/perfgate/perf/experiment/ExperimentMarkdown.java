package io.perfgate.perf.experiment;

import io.perfgate.perf.report.MarkdownTable;
import io.perfgate.perf.report.Plot;
import io.perfgate.perf.report.PlotFigures;
import io.perfgate.perf.report.Table;

import java.util.List;

/**
 * {@code report.md}: the report a lab assignment asks for (seed S0's task statement: how to run it, the experiment,
 * the hardware, the parameters, the results table), with the plots embedded from {@code plots/}. Deterministic for a
 * given result, so that a golden file can seal it.
 */
final class ExperimentMarkdown {
    /** The directory beside report.md that holds the plots' images, which it embeds by this relative path. */
    static final String PLOTS = "plots";

    private ExperimentMarkdown() {
    }

    static String render(ExperimentView view, List<Plot> plots) {
        ExperimentResult result = view.result();
        Experiment experiment = result.experiment();
        StringBuilder md = new StringBuilder();
        md.append("# ").append(experiment.title()).append("\n\n");
        md.append("Experiment `").append(experiment.name()).append("`, commit `").append(result.commit())
                .append("`, started ").append(result.startedAt()).append(", wall time ")
                .append(ReportText.wallTime(result.wallTime())).append(".\n\n");

        md.append("## What it reproduces\n\n").append(experiment.seed()).append("\n\n");

        md.append("## How to run\n\n```\n").append(ReportText.runCommand(experiment)).append("\n```\n\n");
        md.append("This boots each variant once, measures every point and writes `result.json`, `report.md`, "
                + "`report.html` and `plots/` (each plot as PNG and SVG) to `perf-tests/target/experiments/")
                .append(experiment.name()).append("/`. `result.json` holds every number of these reports; to draw them "
                        + "again from it without measuring (name the directory that holds it):\n\n```\n")
                .append(ReportText.rerenderCommand(experiment)).append("\n```\n\n");

        md.append("## The experiment\n\n");
        MarkdownTable.append(md, ReportFacts.table("what", ReportFacts.experiment(view)));
        md.append("### Load every point shared\n\n");
        MarkdownTable.append(md, ReportFacts.table("setting", ReportFacts.load(view)));
        List<ReportFacts.Fact> declared = ReportFacts.declared(experiment);
        if (!declared.isEmpty()) {
            md.append("As the experiment file declares it: ")
                    .append(String.join(", ", declared.stream().map(f -> "`" + f.name() + ": " + f.value() + "`").toList()))
                    .append(".\n\n");
        }
        if (view.closedModel()) {
            md.append("> **").append(ReportText.COORDINATED_OMISSION_TITLE).append("** ").append(ReportText.COORDINATED_OMISSION)
                    .append("\n\n");
        }

        md.append("## Hardware\n\n");
        MarkdownTable.append(md, ReportFacts.table("what", ReportFacts.hardware(result)));
        md.append("The server JVM of each variant, as it described itself:\n\n");
        MarkdownTable.append(md, ReportFacts.table("variant", ReportFacts.serverJvms(view)));

        md.append("## Scaled to this machine\n\n");
        if (experiment.scaled().isEmpty()) {
            md.append("Nothing: the seed's parameters ran as they were.\n\n");
        } else {
            experiment.scaled().forEach(line -> md.append("- ").append(line).append('\n'));
            md.append('\n');
        }

        md.append("## Results\n\n").append(ReportText.SERVER_OVER_TIME).append("\n\n");
        for (String scenario : view.scenarios()) {
            md.append("### ").append(scenario).append("\n\n");
            for (Table table : ExperimentTables.of(view, scenario)) {
                md.append("**").append(table.title()).append("**\n\n");
                if (!table.note().isEmpty()) {
                    md.append(table.note()).append("\n\n");
                }
                MarkdownTable.append(md, table);
            }
            for (Plot plot : plots) {
                if (plot.section().equals(scenario)) {
                    PlotFigures.markdown(md, plot, PLOTS);
                }
            }
        }

        md.append("## Failures\n\n");
        if (result.failures().isEmpty()) {
            md.append("None: every point was measured.\n\n");
        } else {
            result.failures().forEach(f -> md.append("- ").append(f).append('\n'));
            md.append('\n');
        }

        md.append("## Wall time\n\n").append(ReportText.wallTime(result.wallTime()))
                .append(" from the first server boot (").append(result.startedAt()).append(") to the last point's end.\n");
        return md.toString();
    }
}
