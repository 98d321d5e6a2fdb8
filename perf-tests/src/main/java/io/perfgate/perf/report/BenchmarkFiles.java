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
 * chart series on them. {@code value} is the mean over the run's valid trials; {@code range} is
 * {@code ± } the sample standard deviation across those trials (absent with a single trial). Runs that are
 * invalid are left out entirely: a trend chart must never show a number from a harness problem.
 */
final class BenchmarkFiles {
    static final List<Metric> SMALLER_IS_BETTER = List.of(Metric.MEAN, Metric.P50, Metric.P90, Metric.P99,
            Metric.CPU_PER_REQUEST, Metric.SERVER_MEMORY, Metric.ALLOCATED_BYTES_PER_REQUEST,
            Metric.RESPONSE_BYTES_PER_REQUEST);
    static final List<Metric> BIGGER_IS_BETTER = List.of(Metric.THROUGHPUT);

    private BenchmarkFiles() {
    }

    static String smallerIsBetter(ReportModel model) {
        return write(model, SMALLER_IS_BETTER);
    }

    static String biggerIsBetter(ReportModel model) {
        return write(model, BIGGER_IS_BETTER);
    }

    static String name(ScenarioRun run, Metric metric) {
        return run.pair().seriesPrefix() + " / " + metric.id();
    }

    private static String write(ReportModel model, List<Metric> metrics) {
        StringWriter out = new StringWriter();
        try (JsonWriter json = new JsonWriter(out)) {
            json.setIndent("  ");
            json.beginArray();
            for (ScenarioRun run : model.shownRuns()) {
                String extra = extra(model, run);
                for (Metric metric : metrics) {
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

    /** The tooltip text: percentiles, errors, trials and the machine, a few short lines. */
    private static String extra(ReportModel model, ScenarioRun run) {
        long requests = run.trials().stream().filter(TrialResult::valid).mapToLong(TrialResult::requests).sum();
        long errors = run.trials().stream().filter(TrialResult::valid).mapToLong(t -> t.errors().total()).sum();
        Machine m = run.machine();
        return "p50 " + meanWithUnit(model, run, Metric.P50)
                + ", p90 " + meanWithUnit(model, run, Metric.P90)
                + ", p99 " + meanWithUnit(model, run, Metric.P99)
                + "\nerrors " + errors + " of " + requests + " requests"
                + "\n" + model.sample(run, Metric.MEAN).size() + " trials of " + Numbers.duration(run.settings().trialDuration())
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
