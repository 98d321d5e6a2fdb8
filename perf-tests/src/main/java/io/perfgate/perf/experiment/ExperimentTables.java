package io.perfgate.perf.experiment;

import io.perfgate.perf.experiment.ExperimentResult.Point;
import io.perfgate.perf.report.Table;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.verdict.Numbers;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The results tables of an experiment report, per scenario. A sweep: rows = axis value, columns = variant (the lab
 * report's shape). A ramp: one row per variant with JMeter's Aggregate Report columns over the whole trial (seed S2).
 * Every number is the median over the point's valid trials; a point without one reads {@code INVALID (why)}, one that
 * did not run {@link #NOT_RUN}: words where a value belongs, which the renderers mark ({@link Table.Layout#VALUES}).
 */
final class ExperimentTables {
    private static final String NOT_RUN = "not run (see Failures)";

    private ExperimentTables() {
    }

    static List<Table> of(ExperimentView view, String scenario) {
        return view.ramp() ? ramp(view, scenario) : sweep(view, scenario);
    }

    static List<Table> sweep(ExperimentView view, String scenario) {
        List<String> header = new ArrayList<>();
        header.add(view.xLabel());
        header.addAll(view.variants());
        List<List<String>> client = new ArrayList<>();
        List<List<String>> server = new ArrayList<>();
        for (double x : view.xs(scenario)) {
            List<String> clientRow = new ArrayList<>(List.of(Axis.format(x)));
            List<String> serverRow = new ArrayList<>(List.of(Axis.format(x)));
            for (String variant : view.variants()) {
                Optional<Point> point = view.point(new PairId(variant, scenario), x);
                clientRow.add(cell(point, ExperimentTables::clientCell));
                serverRow.add(cell(point, ExperimentTables::serverCell));
            }
            client.add(clientRow);
            server.add(serverRow);
        }
        String note = "Each cell: the median over the point's valid trials" + trialsPerPoint(view, scenario)
                + "; " + Numbers.MISSING + " = not measured; INVALID = no valid trial, with the reasons.";
        return List.of(
                new Table(scenario + ": mean / p90 latency (ms), throughput (req/s)", note, header, client,
                        Table.Layout.VALUES),
                new Table(scenario + ": server time (Server-Timing total) / client mean latency (ms), server CPU per "
                        + "request (µs), server memory (MB)", "", header, server, Table.Layout.VALUES));
    }

    private static String clientCell(ScenarioRun run) {
        return ms(run, Metric.MEAN) + " / " + ms(run, Metric.P90) + " ms, "
                + Numbers.fixed(ValidTrials.median(run, Metric.THROUGHPUT), "req/s") + " req/s";
    }

    private static String serverCell(ScenarioRun run) {
        return ms(run, Metric.SERVER_TIME) + " / " + ms(run, Metric.MEAN) + " ms, "
                + Numbers.fixed(ValidTrials.median(run, Metric.CPU_PER_REQUEST), 1) + " µs, "
                + Numbers.fixed(ValidTrials.median(run, Metric.SERVER_MEMORY), 1) + " MB";
    }

    /** A point's cell: its numbers, {@code INVALID (why)} without a valid trial, and how many were valid when not all. */
    private static String cell(Optional<Point> point, Function<ScenarioRun, String> numbers) {
        if (point.isEmpty()) {
            return NOT_RUN;
        }
        ScenarioRun run = point.get().run();
        int valid = ValidTrials.count(run);
        if (valid == 0) {
            return invalid(run);
        }
        return numbers.apply(run) + (valid < run.trials().size()
                ? " (" + valid + " of " + ReportText.count(run.trials().size(), "trial") + " valid)" : "");
    }

    static String invalid(ScenarioRun run) {
        List<String> reasons = ValidTrials.reasons(run);
        return "INVALID (" + (reasons.isEmpty() ? "no trial ran" : String.join("; ", reasons)) + ")";
    }

    /** {@code ; 3 per point}, or nothing when points differ (cells then say so). */
    private static String trialsPerPoint(ExperimentView view, String scenario) {
        List<Integer> sizes = view.points(scenario).stream().map(p -> p.run().trials().size()).distinct().toList();
        return sizes.size() == 1 ? " (" + sizes.getFirst() + " per point unless the cell says otherwise)" : "";
    }

    /** Seed S2's JMeter Aggregate Report, one row per variant; and the server's side of the same trials. */
    static List<Table> ramp(ExperimentView view, String scenario) {
        List<String> aggregateHeader = List.of("variant", "valid trials", "responses", "average (ms)", "median (ms)",
                "90% line (ms)", "max (ms)", "errors (%)", "throughput (req/s)");
        List<String> serverHeader = List.of("variant", "valid trials", "server time, Server-Timing total (ms)",
                "client mean (ms)", "server CPU per request (µs)", "server memory (MB)");
        List<List<String>> aggregate = new ArrayList<>();
        List<List<String>> server = new ArrayList<>();
        for (String variant : view.variants()) {
            List<Point> points = view.points(new PairId(variant, scenario));
            if (points.isEmpty()) {
                aggregate.add(filled(aggregateHeader.size(), variant, NOT_RUN));
                server.add(filled(serverHeader.size(), variant, NOT_RUN));
            }
            for (Point point : points) {
                String name = points.size() == 1 ? variant : variant + " to " + Axis.format(point.x()) + " users";
                ScenarioRun run = point.run();
                int valid = ValidTrials.count(run);
                if (valid == 0) {
                    aggregate.add(filled(aggregateHeader.size(), name, invalid(run)));
                    server.add(filled(serverHeader.size(), name, invalid(run)));
                    continue;
                }
                String trials = valid + " of " + run.trials().size();
                aggregate.add(List.of(name, trials,
                        Long.toString(Math.round(ValidTrials.median(run, t -> (double) t.responses()))),
                        ms(run, Metric.MEAN), ms(run, Metric.P50), ms(run, Metric.P90), ms(run, Metric.MAX),
                        Numbers.fixed(ValidTrials.median(run, TrialResult::errorRatio) * 100, 2),
                        Numbers.fixed(ValidTrials.median(run, Metric.THROUGHPUT), "req/s")));
                server.add(List.of(name, trials, ms(run, Metric.SERVER_TIME), ms(run, Metric.MEAN),
                        Numbers.fixed(ValidTrials.median(run, Metric.CPU_PER_REQUEST), 1),
                        Numbers.fixed(ValidTrials.median(run, Metric.SERVER_MEMORY), 1)));
            }
        }
        String note = "Over each whole trial, warm-up left out; each cell: the median over the variant's valid trials; "
                + Numbers.MISSING + " = not measured.";
        return List.of(
                new Table(scenario + ": aggregate over the whole ramp (JMeter's Aggregate Report)", note, aggregateHeader,
                        aggregate, Table.Layout.VALUES),
                new Table(scenario + ": server side over the whole ramp", "", serverHeader, server, Table.Layout.VALUES));
    }

    /** A row that is one statement (not run, INVALID) in its second column, the rest {@link Numbers#MISSING}. */
    private static List<String> filled(int columns, String name, String statement) {
        List<String> row = new ArrayList<>(List.of(name, statement));
        while (row.size() < columns) {
            row.add(Numbers.MISSING);
        }
        return row;
    }

    private static String ms(ScenarioRun run, Metric metric) {
        return Numbers.fixed(ValidTrials.median(run, metric), "ms");
    }
}
