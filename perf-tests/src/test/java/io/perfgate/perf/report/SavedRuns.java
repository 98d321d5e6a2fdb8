package io.perfgate.perf.report;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.Percentile;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Gate;
import io.perfgate.perf.verdict.ScenarioVerdict;
import io.perfgate.perf.verdict.Thresholds;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * A report input from result files saved by real runs ({@code src/test/resources/report/runs/<set>/}, see its
 * README): each {@code <variant>__<scenario>.json} judged by the gate itself, as {@code SuiteGate} judges it, A/B
 * against {@code reference/<same name>} when the set has one, else against the set's {@code baselines/}.
 */
final class SavedRuns {
    static final Path DIR = Path.of("src", "test", "resources", "report", "runs");

    private SavedRuns() {
    }

    static ReportInput load(String set) {
        return load(DIR.resolve(set));
    }

    static ReportInput load(Path dir) {
        return judge(dir, UnaryOperator.identity());
    }

    /**
     * As {@link #load(String)}, with each candidate run first changed by {@code change} (a simulated slowdown, for a
     * size of regression no saved run has); the reference's trials are as measured.
     */
    static ReportInput load(String set, UnaryOperator<ScenarioRun> change) {
        return judge(DIR.resolve(set), change);
    }

    private static ReportInput judge(Path dir, UnaryOperator<ScenarioRun> change) {
        Path baselineDir = dir.resolve("baselines");
        Optional<BaselineStore> store = Files.isDirectory(baselineDir) ? Optional.of(BaselineStore.at(baselineDir)) : Optional.empty();
        Thresholds thresholds = store.map(s -> Thresholds.load(s.thresholdsFile())).orElseGet(Thresholds::defaults);
        List<ScenarioRun> runs = new ArrayList<>();
        List<Comparison> comparisons = new ArrayList<>();
        Map<PairId, ScenarioRun> references = new HashMap<>();
        Map<PairId, Baseline> baselines = new HashMap<>();
        String kind = "committed baselines (" + baselineDir + ")";
        for (Path file : resultFiles(dir)) {
            ScenarioRun run = change.apply(ResultFiles.read(file));
            Path referenceFile = dir.resolve("reference").resolve(file.getFileName());
            Comparand comparand;
            if (Files.exists(referenceFile)) {
                ScenarioRun reference = ResultFiles.read(referenceFile);
                references.put(run.pair(), reference);
                comparand = Comparand.sameRun(reference, "reference build", false);
                kind = "reference build (A/B in the same run, " + reference.trials().size() + " paired trials, order ABBA)";
            } else {
                Optional<Baseline> baseline = store.flatMap(s -> s.read(run.pair()));
                baseline.ifPresent(b -> baselines.put(run.pair(), b));
                comparand = Comparand.baseline(baseline, false);
            }
            ScenarioVerdict verdict = Gate.judge(run, comparand, thresholds);
            runs.add(run);
            comparisons.addAll(Comparisons.of(verdict));
        }
        return new ReportInput(runs, comparisons, kind, references, baselines);
    }

    /**
     * The run as if every request took {@code factor} times as long on the server side of the clock: latencies,
     * CPU and server time and GC time multiplied, throughput divided (one closed user: throughput is 1 / latency);
     * work metrics (bytes, GC count) unchanged.
     */
    static UnaryOperator<ScenarioRun> slower(double factor) {
        return run -> new ScenarioRun(run.pair(), run.settings(), run.machine(), run.serverJvm(),
                run.startedAt(), run.commit(), run.trials().stream().map(t -> new TrialResult(t.trial(), t.requests(),
                        t.responses(), t.meanMillis() * factor, t.p50Millis() * factor, t.p90Millis() * factor,
                        t.p99Millis() * factor, t.maxMillis() * factor, t.throughputPerSecond() / factor,
                        t.targetRatePerSecond(), t.errors(), t.serverCpuMicrosPerRequest() * factor, t.serverMemoryMegabytes(),
                        t.serverTimeMeanMillis() * factor, t.allocatedBytesPerRequest(), t.responseBytesPerRequest(),
                        t.gcCountPer1000Requests(), t.gcMillisPerRequest() * factor, t.generator(), t.invalidReasons(), t.workMetricsValid(),
                        t.latencyPercentiles().stream().map(p -> new Percentile(p.percentile(), p.millis() * factor)).toList()))
                        .toList());
    }

    private static List<Path> resultFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().matches("[A-Za-z0-9._-]+__[A-Za-z0-9._-]+\\.json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }
}
