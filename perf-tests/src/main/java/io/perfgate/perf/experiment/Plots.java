package io.perfgate.perf.experiment;

import io.perfgate.perf.experiment.ExperimentResult.Point;
import io.perfgate.perf.protocol.TrialProtocol;
import io.perfgate.perf.report.Plot;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.verdict.Numbers;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The experiment report's plots as data, per scenario. A sweep: x = the axis value, one line per variant, one plot per
 * metric (mean, p50, p90, p99, throughput, server time beside client time, server CPU per request, server memory), each
 * point the MEDIAN of its valid trials ({@link ValidTrials}). A ramp: response time and throughput against active users
 * ({@link RampCurve}). Both: server CPU and memory trial by trial, in run order, and, per point, the server's CPU
 * (cores) and memory over time, second by second of its valid trials (seed S4's "server CPU and RAM over time"). A
 * point without a valid trial, or a metric a trial could not measure, is a gap, never a zero.
 */
final class Plots {
    /** A sweep over at least this ratio of largest to smallest x gets a log x axis: 1 ... 1000 users crowd left otherwise. */
    static final double LOG_X_RATIO = 100;

    private static final String CPU_LABEL = "server CPU time per request (µs)";
    private static final String MEMORY_LABEL = "server memory (MB)";
    private static final String CORES_LABEL = "server CPU (cores)";
    private static final String SECONDS_LABEL = "seconds since the point's first trial began";

    private Plots() {
    }

    /** Every plot, scenario by scenario in the experiment's order; ids unique. */
    static List<Plot> of(ExperimentResult result) {
        ExperimentView view = new ExperimentView(result);
        List<Plot> plots = new ArrayList<>();
        for (String scenario : view.scenarios()) {
            plots.addAll(view.ramp() ? ramp(view, scenario) : sweep(view, scenario));
            plots.add(perTrial(view, scenario, Metric.CPU_PER_REQUEST, "server CPU per request, trial by trial",
                    CPU_LABEL, "a server CPU time"));
            plots.add(perTrial(view, scenario, Metric.SERVER_MEMORY, "server memory, trial by trial", MEMORY_LABEL,
                    "a server memory figure"));
            for (double x : view.xs(scenario)) {
                plots.add(overTime(view, scenario, x, Series.CORES));
                plots.add(overTime(view, scenario, x, Series.MEMORY));
            }
        }
        return uniqueIds(plots);
    }

    static List<Plot> sweep(ExperimentView view, String scenario) {
        List<Double> xs = view.xs(scenario);
        String caption = sweepCaption(view, scenario);
        List<Plot> plots = new ArrayList<>();
        plots.add(metric(view, scenario, xs, Metric.MEAN, "mean latency", "mean latency (ms)", caption));
        plots.add(metric(view, scenario, xs, Metric.P50, "median (p50) latency", "p50 latency (ms)", caption));
        plots.add(metric(view, scenario, xs, Metric.P90, "90th percentile (p90) latency", "p90 latency (ms)", caption));
        plots.add(metric(view, scenario, xs, Metric.P99, "99th percentile (p99) latency", "p99 latency (ms)", caption));
        plots.add(throughput(view, scenario, xs, caption));
        plots.add(serverVersusClient(view, scenario, xs, caption));
        plots.add(metric(view, scenario, xs, Metric.CPU_PER_REQUEST, "server CPU per request", CPU_LABEL, caption));
        plots.add(metric(view, scenario, xs, Metric.SERVER_MEMORY, "server memory (peak RSS or cgroup usage)",
                MEMORY_LABEL, caption));
        return plots;
    }

    private static Plot metric(ExperimentView view, String scenario, List<Double> xs, Metric metric, String title,
                               String yLabel, String caption) {
        List<Plot.Line> lines = new ArrayList<>();
        for (String variant : view.variants()) {
            lines.add(medianLine(view, scenario, xs, variant, metric, variant, false));
        }
        return sweepPlot(view, scenario, metric.id(), title, yLabel, lines, caption, "reported " + what(metric));
    }

    /** Throughput per variant; an open-model sweep adds the offered rate, so that falling behind shows as a gap to it. */
    private static Plot throughput(ExperimentView view, String scenario, List<Double> xs, String caption) {
        List<Plot.Line> lines = new ArrayList<>();
        for (String variant : view.variants()) {
            lines.add(medianLine(view, scenario, xs, variant, Metric.THROUGHPUT, variant, false));
        }
        boolean rateAxis = view.result().experiment().axis().map(a -> a.kind() == Axis.Kind.RATE).orElse(false);
        if (rateAxis) {
            lines.add(new Plot.Line("offered rate", -1, true, xs, xs));
        }
        return sweepPlot(view, scenario, Metric.THROUGHPUT.id(), "throughput", "throughput (req/s)", lines,
                caption, "reported a throughput");
    }

    /**
     * Seed S1's comparison of server time and client time: per variant the client's mean latency (solid) and the mean
     * of the server's own Server-Timing {@code total} (dashed). The gap between them is what the request spent outside
     * the server's handler: network, queues, the event loop, the load generator.
     */
    private static Plot serverVersusClient(ExperimentView view, String scenario, List<Double> xs, String caption) {
        List<Plot.Line> lines = new ArrayList<>();
        for (String variant : view.variants()) {
            lines.add(medianLine(view, scenario, xs, variant, Metric.MEAN, variant + " client", false));
            lines.add(medianLine(view, scenario, xs, variant, Metric.SERVER_TIME, variant + " server (Server-Timing total)", true));
        }
        return sweepPlot(view, scenario, Metric.SERVER_TIME.id(), "server time vs client time",
                "mean time per request (ms)", lines, caption, "reported a latency");
    }

    private static Plot sweepPlot(ExperimentView view, String scenario, String metricId, String title, String yLabel,
                                  List<Plot.Line> lines, String caption, String reported) {
        List<Double> xs = view.xs(scenario);
        boolean logX = !xs.isEmpty() && xs.getFirst() > 0 && xs.getLast() / xs.getFirst() >= LOG_X_RATIO;
        return new Plot(id(scenario, metricId), scenario, scenario + ": " + title, view.xLabel(), yLabel, logX, lines,
                caption, missingReason(view, scenario, reported));
    }

    /** One variant's medians at each x; NaN where it has no point, no valid trial or no measured value. */
    private static Plot.Line medianLine(ExperimentView view, String scenario, List<Double> xs, String variant, Metric metric,
                                        String label, boolean dashed) {
        PairId pair = new PairId(variant, scenario);
        List<Double> ys = new ArrayList<>();
        for (double x : xs) {
            ys.add(view.point(pair, x).map(p -> ValidTrials.median(p.run(), metric)).orElse(Double.NaN));
        }
        return new Plot.Line(label + emptyLineNote(view, pair, ys), view.variantIndex(variant), dashed, xs, ys);
    }

    /**
     * A ramp per scenario: each variant's mean (solid) and largest (dashed) response time against active users, and
     * its responses per second against active users.
     */
    static List<Plot> ramp(ExperimentView view, String scenario) {
        List<Plot.Line> latency = new ArrayList<>();
        List<Plot.Line> throughput = new ArrayList<>();
        int trials = 0;
        for (String variant : view.variants()) {
            List<Point> points = view.points(new PairId(variant, scenario));
            if (points.isEmpty()) {
                latency.add(new Plot.Line(variant + " (not run)", view.variantIndex(variant), false, List.of(), List.of()));
                throughput.add(new Plot.Line(variant + " (not run)", view.variantIndex(variant), false, List.of(), List.of()));
                continue;
            }
            for (Point point : points) {
                RampCurve curve = RampCurve.of(point.run());
                trials += curve.trials();
                // One ramp per variant is the rule; should a file hold more, each is its own line, named by its top.
                String name = points.size() == 1 ? variant : variant + " to " + Numbers.plain(point.x()) + " users";
                String empty = curve.steps().isEmpty() ? rampEmptyNote(point) : "";
                List<Double> users = curve.steps().stream().map(s -> (double) s.users()).toList();
                int index = view.variantIndex(variant);
                latency.add(new Plot.Line(name + " mean" + empty, index, false, users,
                        curve.steps().stream().map(RampCurve.Step::meanMillis).toList()));
                latency.add(new Plot.Line(name + " max" + empty, index, true, users,
                        curve.steps().stream().map(RampCurve.Step::maxMillis).toList()));
                throughput.add(new Plot.Line(name + empty, index, false, users,
                        curve.steps().stream().map(RampCurve.Step::throughputPerSecond).toList()));
            }
        }
        String caption = rampCaption(view, scenario, trials);
        String missing = trials == 0 ? "no valid trial of " + scenario + " kept a timeline" : "no second had a response";
        return List.of(
                new Plot(id(scenario, "ramp-latency"), scenario, scenario + ": response time while users ramp up",
                        "active users", "response time (ms)", false, latency, caption, missing),
                new Plot(id(scenario, "ramp-throughput"), scenario, scenario + ": throughput while users ramp up",
                        "active users", "throughput (req/s)", false, throughput, caption, missing));
    }

    /**
     * A server figure trial by trial, each variant's trials in the order they ran (for a sweep, the axis values in run
     * order, each value's trials in turn): drift over a server's life (a leak, a warming JIT) shows as a slope.
     */
    static Plot perTrial(ExperimentView view, String scenario, Metric metric, String title, String yLabel, String what) {
        List<Plot.Line> lines = new ArrayList<>();
        for (String variant : view.variants()) {
            PairId pair = new PairId(variant, scenario);
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (Point point : view.points(pair)) {
                for (TrialResult trial : point.run().trials()) {
                    xs.add((double) xs.size() + 1);
                    ys.add(trial.valid() ? metric.of(trial) : Double.NaN);
                }
            }
            lines.add(new Plot.Line(variant + emptyLineNote(view, pair, ys), view.variantIndex(variant),
                    false, xs, ys));
        }
        return new Plot(id(scenario, metric.id() + "-trials"), scenario, scenario + ": " + title, trialAxis(view, scenario),
                yLabel, false, lines, "each point: one trial's own value; an invalid trial is a gap",
                missingReason(view, scenario, "reported " + what));
    }

    /** A server figure second by second: what {@link #overTime} draws. */
    enum Series {
        CORES("server-cpu", "server CPU over time", CORES_LABEL,
                "the server's CPU time in that second over its length (cores: 1 = one core busy all the second)",
                "the server's CPU"),
        MEMORY("server-memory", "server memory over time", MEMORY_LABEL,
                "the server's memory in that second (cgroup usage or resident set; the largest reading in it)",
                "the server's memory");

        private final String id;
        private final String title;
        private final String yLabel;
        private final String each;
        private final String what;

        Series(String id, String title, String yLabel, String each, String what) {
            this.id = id;
            this.title = title;
            this.yLabel = yLabel;
            this.each = each;
            this.what = what;
        }

        double of(LoadSlice slice) {
            return this == CORES ? slice.serverCores() : slice.serverMemoryMegabytes();
        }
    }

    /**
     * The point at {@code x} over time, one line per variant: each second of its VALID trials at its middle, in seconds
     * since the point's first trial began (so each variant on its own clock), the server's {@code series} in it as the
     * sampler read it from the OS side within the load window (warm-up and invalid trials left out; a gap between
     * trials, whose seconds are apart in time anyway). A ramp's point: x is also its users, one more every step.
     */
    static Plot overTime(ExperimentView view, String scenario, double x, Series series) {
        List<Plot.Line> lines = new ArrayList<>();
        boolean anyValid = false;
        for (String variant : view.variants()) {
            Optional<Point> point = view.point(new PairId(variant, scenario), x);
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            point.ifPresent(p -> secondBySecond(p.run(), series, xs, ys));
            boolean valid = point.map(p -> ValidTrials.count(p.run()) > 0).orElse(false);
            anyValid |= valid;
            String note = ys.stream().anyMatch(Double::isFinite) ? ""
                    : point.isEmpty() ? " (not run)" : valid ? " (not measured)" : " (no valid trial)";
            lines.add(new Plot.Line(variant + note, view.variantIndex(variant), false, xs, ys));
        }
        String at = view.ramp() ? "" : ", " + view.xName() + " " + Axis.format(x);
        String stem = view.ramp() ? scenario : scenario + "-" + view.xName() + "-" + Axis.format(x);
        String where = scenario + (view.ramp() ? "" : " at " + view.xName() + " " + Axis.format(x));
        String missing = anyValid
                ? "not measured: no valid trial of " + where + " has " + series.what + " second by second (a remote "
                  + "server, or a result written before it was kept)"
                : "no valid trial of " + where + ": nothing to draw";
        return new Plot(id(stem, series.id), scenario, scenario + at + ": " + series.title
                + (view.ramp() ? " while users ramp up" : ""), SECONDS_LABEL, series.yLabel, false, lines,
                "each point: one second of a valid trial, " + series.each + ", read from the OS side (cgroup or /proc) "
                        + "every " + TrialProtocol.SERVER_SAMPLING.toMillis() + " ms during the load; warm-up and invalid trials left out, a gap "
                        + "between trials", missing);
    }

    /** The run's valid trial seconds as (x, y), x from the first trial's start; a NaN y breaks the line between windows. */
    private static void secondBySecond(ScenarioRun run, Series series, List<Double> xs, List<Double> ys) {
        Set<Integer> valid = run.trials().stream().filter(TrialResult::valid).map(TrialResult::trial)
                .collect(Collectors.toSet());
        Instant origin = null;
        String previous = null;
        for (LoadSlice slice : run.timeline()) {
            Integer trial = RampCurve.trialNumber(slice.window());
            if (trial == null) {
                continue;
            }
            if (origin == null) {
                origin = slice.start(); // the first trial's start, valid or not: the clock is the point's own
            }
            if (!valid.contains(trial)) {
                continue;
            }
            double start = Duration.between(origin, slice.start()).toNanos() / 1e9;
            if (previous != null && !previous.equals(slice.window())) {
                xs.add(start);
                ys.add(Double.NaN);
            }
            xs.add(start + slice.seconds() / 2);
            ys.add(series.of(slice));
            previous = slice.window();
        }
    }

    /** {@code trial, in run order (users 1, 10, 100; 3 trials each)}: what the per-trial plots' x counts. */
    private static String trialAxis(ExperimentView view, String scenario) {
        if (view.ramp() || view.result().experiment().axis().isEmpty()) {
            return "trial, in run order";
        }
        List<Point> first = view.variants().stream().map(v -> view.points(new PairId(v, scenario))).filter(p -> !p.isEmpty())
                .findFirst().orElse(List.of());
        if (first.isEmpty()) {
            return "trial, in run order";
        }
        Set<Integer> trials = first.stream().map(p -> p.run().trials().size()).collect(Collectors.toSet());
        String values = first.stream().map(p -> Axis.format(p.x())).collect(Collectors.joining(", "));
        return "trial, in run order (" + view.xName() + " " + values
                + (trials.size() == 1 ? "; " + ReportText.count(trials.iterator().next(), "trial") + " each" : "") + ")";
    }

    /** How the sweep's points were computed: the median over how many valid trials, and what a gap means. */
    static String sweepCaption(ExperimentView view, String scenario) {
        List<Point> points = view.points(scenario);
        TreeSet<Integer> counts = points.stream().map(p -> ValidTrials.count(p.run())).filter(n -> n > 0)
                .collect(Collectors.toCollection(TreeSet::new));
        if (counts.isEmpty()) {
            return "no point of " + scenario + " has a valid trial";
        }
        String median = counts.size() == 1
                ? "each point: the median of its " + ReportText.count(counts.first(), "valid trial")
                : "each point: the median of its valid trials (" + counts.first() + " to " + counts.last()
                  + "; the tables give each point's count)";
        boolean gaps = points.stream().anyMatch(p -> ValidTrials.count(p.run()) == 0)
                || view.variants().size() * view.xs(scenario).size() > points.size();
        return median + (gaps ? "; a gap: no valid trial (or no run) at that value" : "");
    }

    private static String rampCaption(ExperimentView view, String scenario, int trials) {
        Optional<LoadSettings> settings = view.points(scenario).stream().map(p -> p.run().settings()).findFirst();
        String ramp = settings.map(s -> " (1, then one more every " + Numbers.duration(s.rampStep()) + " up to "
                + s.users() + ")").orElse("");
        return "x: the users active in the middle of each second" + ramp + "; each point pools those seconds of "
                + ReportText.count(trials, "valid trial") + " in all: their responses' mean and largest latency, "
                + "responses per second; warm-up left out";
    }

    /** Why a whole plot is empty: nothing valid at all, or valid trials that could not measure this. */
    private static String missingReason(ExperimentView view, String scenario, String reported) {
        boolean anyValid = view.points(scenario).stream().anyMatch(p -> ValidTrials.count(p.run()) > 0);
        return anyValid ? "not measured: no valid trial of " + scenario + " " + reported
                : "no valid trial of " + scenario + ": nothing to draw";
    }

    /** What an empty line's legend entry adds: why it has no point. Empty for a line with a value. */
    private static String emptyLineNote(ExperimentView view, PairId pair, List<Double> ys) {
        if (ys.stream().anyMatch(Double::isFinite)) {
            return "";
        }
        List<Point> points = view.points(pair);
        if (points.isEmpty()) {
            return " (not run)";
        }
        return points.stream().anyMatch(p -> ValidTrials.count(p.run()) > 0) ? " (not measured)" : " (no valid trial)";
    }

    private static String rampEmptyNote(Point point) {
        if (ValidTrials.count(point.run()) == 0) {
            return " (no valid trial)";
        }
        return point.run().timeline().isEmpty() ? " (no timeline kept)" : " (not measured)";
    }

    private static String what(Metric metric) {
        return switch (metric) {
            case SERVER_TIME -> "a Server-Timing total";
            case CPU_PER_REQUEST -> "a server CPU time";
            case SERVER_MEMORY -> "a server memory figure";
            default -> "a " + metric.id();
        };
    }

    /** {@code <scenario>-<metric>}, the scenario made safe for a file name. */
    static String id(String scenario, String metric) {
        return scenario.replaceAll("[^A-Za-z0-9._-]+", "-") + "-" + metric;
    }

    /** Two scenarios whose names differ only in characters a file name cannot hold must still get a file each. */
    private static List<Plot> uniqueIds(List<Plot> plots) {
        Set<String> seen = new HashSet<>();
        List<Plot> out = new ArrayList<>();
        for (Plot plot : plots) {
            String id = plot.id();
            for (int n = 2; !seen.add(id); n++) {
                id = plot.id() + "-" + n;
            }
            out.add(id.equals(plot.id()) ? plot : new Plot(id, plot.section(), plot.title(), plot.xLabel(),
                    plot.yLabel(), plot.logX(), plot.lines(), plot.caption(), plot.missingReason()));
        }
        return out;
    }
}
