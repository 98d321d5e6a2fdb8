package io.perfgate.perf.report;

import com.google.gson.stream.JsonWriter;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.Sample;
import io.perfgate.perf.verdict.Numbers;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The two input files of github-action-benchmark's custom tools: a JSON array of
 * {@code {name, unit, value, range, extra}} (its {@code BenchmarkResult}). {@code customSmallerIsBetter}
 * gets latency, CPU, memory and the work metrics (allocated and response bytes per request: on hosted runners,
 * whose CPU models change from push to push, the one series whose points compare across them);
 * {@code customBiggerIsBetter} gets throughput.
 *
 * <p>Names are {@code <scenario> / <variant> / <metric id>} and never change, because the action keys its
 * chart series on them. {@code value} is the mean over the trials where the metric may be judged; {@code range} is
 * {@code ± } the sample standard deviation across those trials (absent with a single trial). A file carries exactly
 * the metrics {@link ReportModel#shown(ScenarioRun, Metric)} admits, as the tables do: a trend chart must never show a
 * number from a harness problem, so an invalid run is left out entirely and a run whose time metrics were disturbed
 * keeps its work metrics alone. Where that leaves a file empty, github-action-benchmark cannot store it;
 * {@link #leftOut} says which runs were left out and why, so that the check of the files can say it too.
 */
final class BenchmarkFiles {
    static final List<Metric> SMALLER_IS_BETTER = List.of(Metric.MEAN, Metric.P50, Metric.P90, Metric.P99,
            Metric.CPU_PER_REQUEST, Metric.SERVER_MEMORY, Metric.ALLOCATED_BYTES_PER_REQUEST,
            Metric.RESPONSE_BYTES_PER_REQUEST);
    static final List<Metric> BIGGER_IS_BETTER = List.of(Metric.THROUGHPUT);
    /** {@link #leftOut}'s status of a run the gate or its trials made invalid: every metric left out. */
    static final String INVALID = "INVALID";
    /** {@link #leftOut}'s status of a run whose time metrics alone are left out ({@link ReportModel#timeDisturbedRuns}). */
    static final String TIME_DISTURBED = "time metrics disturbed";

    private BenchmarkFiles() {
    }

    static String smallerIsBetter(ReportModel model) {
        return write(model, SMALLER_IS_BETTER);
    }

    static String biggerIsBetter(ReportModel model) {
        return write(model, BIGGER_IS_BETTER);
    }

    /**
     * What the benchmark files left out and why, beside them as {@value Reports#BENCHMARK_LEFT_OUT}:
     * {@code {runs, leftOut: [{series, status, reason}]}}, where {@code runs} counts every run of the report (so that a
     * reader can tell that every run was left out), {@code series} is the names' {@code <scenario> / <variant>}, and
     * {@code status} is {@value #INVALID} (every metric left out) or {@value #TIME_DISTURBED} (the time metrics left
     * out, the work metrics written). Runs in report order; {@code leftOut} is empty when nothing was left out.
     */
    static String leftOut(ReportModel model) {
        StringWriter out = new StringWriter();
        try (JsonWriter json = new JsonWriter(out)) {
            json.setIndent("  ");
            json.beginObject();
            json.name("runs").value(model.runs().size());
            json.name("leftOut").beginArray();
            for (ScenarioRun run : model.runs()) {
                if (model.shown(run)) {
                    continue;
                }
                json.beginObject();
                json.name("series").value(run.pair().seriesPrefix());
                json.name("status").value(model.invalid(run) ? INVALID : TIME_DISTURBED);
                json.name("reason").value(model.invalidReason(run));
                json.endObject();
            }
            json.endArray();
            json.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return out + "\n";
    }

    static String name(ScenarioRun run, Metric metric) {
        return run.pair().seriesPrefix() + " / " + metric.id();
    }

    private static String write(ReportModel model, List<Metric> metrics) {
        StringWriter out = new StringWriter();
        try (JsonWriter json = new JsonWriter(out)) {
            json.setIndent("  ");
            json.beginArray();
            for (ScenarioRun run : model.runs()) {
                String extra = extra(model, run);
                for (Metric metric : metrics) {
                    if (!model.shown(run, metric)) {
                        continue;
                    }
                    Sample sample = model.sample(run, metric);
                    if (sample.isEmpty()) {
                        continue; // e.g. no CPU figure from a remote server: no point rather than a zero
                    }
                    json.beginObject();
                    json.name("name").value(name(run, metric));
                    json.name("unit").value(metric.unit());
                    json.name("value").value(Numbers.json(sample.mean(), metric.unit()));
                    double sd = sample.standardDeviationOrNaN();
                    if (Double.isFinite(sd)) {
                        json.name("range").value("± " + Numbers.json(sd, metric.unit()).toPlainString());
                    }
                    json.name("extra").value(extra);
                    json.endObject();
                }
            }
            json.endArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return out + "\n";
    }

    /**
     * The tooltip text: percentiles, errors, trials and the machine, a few short lines. Errors and trials are those of
     * the trials whose work metrics hold: every trial of a run the files show anything of.
     */
    private static String extra(ReportModel model, ScenarioRun run) {
        List<TrialResult> trials = run.trials().stream().filter(t -> t.validFor(Metric.Kind.WORK)).toList();
        long requests = trials.stream().mapToLong(TrialResult::requests).sum();
        long errors = trials.stream().mapToLong(t -> t.errors().total()).sum();
        long disturbed = run.trials().stream().filter(t -> !t.valid()).count();
        Machine m = run.machine();
        String latency = model.shown(run, Metric.P50)
                ? "p50 " + meanWithUnit(model, run, Metric.P50)
                + ", p90 " + meanWithUnit(model, run, Metric.P90)
                + ", p99 " + meanWithUnit(model, run, Metric.P99)
                : "time metrics disturbed in " + disturbed + " of " + run.trials().size() + " trials, not shown";
        return latency
                + "\nerrors " + errors + " of " + requests + " requests"
                + "\n" + trials.size() + " trials of " + Numbers.duration(run.settings().trialDuration())
                + ", " + settingsText(run) + "; range = ± sample sd over trials"
                + "\n" + m.cpuModel() + ", " + m.cores() + " cores, " + m.launcher().id() + ", JDK " + m.jdk();
    }

    private static String meanWithUnit(ReportModel model, ScenarioRun run, Metric metric) {
        return Numbers.withUnit(model.sample(run, metric).mean(), metric.unit());
    }

    static String settingsText(ScenarioRun run) {
        var s = run.settings();
        return s.model() == LoadModel.OPEN
                ? "open model " + Numbers.fixed(s.ratePerSecond(), 0) + " req/s"
                : "closed model " + s.users() + " users";
    }
}
