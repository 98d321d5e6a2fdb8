package io.perfgate.perf.bisect;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.reference.ReferenceException;
import io.perfgate.perf.reference.ReferenceSettings;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.run.PerfSuite;
import io.perfgate.perf.run.SuiteGate;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.verdict.MetricThreshold;
import io.perfgate.perf.verdict.ScenarioVerdict;
import io.perfgate.perf.verdict.Thresholds;
import io.perfgate.perf.workspace.Workspace;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A bisection step as the gate compares a pull request with its base: the revision's server is built from a checkout
 * of it by the description's {@code server.build} (the machinery that builds an A/B run's reference from
 * {@code git:<rev>}: {@link ReferenceSettings#resolve}, one build kept per commit), then measured as the candidate
 * (B) beside the good revision's server as the reference (A, {@code -Dperf.reference=git:<good>}), one (variant,
 * scenario), by the suite ({@link PerfSuite}) and judged by its gate ({@link SuiteGate}). Both sides start as the
 * description in the working tree says; only their artifacts come from the revisions. Each step writes its results
 * and reports into a directory of its own, {@code steps/<step>-<commit>/} under the report directory; the steps'
 * runs go to a history of the bisection's own, not the service's.
 */
final class SuiteStep implements Bisection.StepRunner {
    private final Function<String, String> property;
    private final SystemDescription system;
    private final Revision good;
    private final PairId pair;
    private final Optional<Metric> metric;
    private final Path reportDir;
    private final Workspace workspace;
    private final PrintStream out;

    private SuiteStep(Function<String, String> property, SystemDescription system, Revision good, PairId pair,
                      Optional<Metric> metric, Path reportDir, Workspace workspace, PrintStream out) {
        this.property = property;
        this.system = system;
        this.good = good;
        this.pair = pair;
        this.metric = metric;
        this.reportDir = reportDir;
        this.workspace = workspace;
        this.out = out;
    }

    /**
     * Checks every option of a step once, before the search, and builds the good revision: a broken option, a
     * thresholds file that cannot be read, a metric that never fails, or a good revision that does not build leaves
     * nothing to search with.
     *
     * @param property the user's options ({@code -Dperf.*}), as for {@code ./mvnw verify -Pperf}
     * @throws BisectException what cannot be used, and why
     */
    static SuiteStep prepare(Function<String, String> property, SystemDescription system, Revision good, PairId pair,
                             Optional<Metric> metric, Path reportDir, PrintStream out) {
        PerfConfig config;
        try {
            config = PerfConfig.from(overrides(property, good, pair, good, reportDir.resolve("steps").resolve("check")));
        } catch (RuntimeException e) {
            throw new BisectException("the options of a step cannot be used: " + e.getMessage(), e);
        }
        if (config.launch().launcher().equals("remote")) {
            throw new BisectException("perf.launcher=remote: a bisection builds and starts each revision's server, which"
                    + " needs the process or container launcher");
        }
        // Read now: a thresholds file that cannot be used fails before anything is built.
        Thresholds thresholds = Thresholds.load(BaselineStore.at(config.gate().baselineDir()).thresholdsFile());
        if (metric.isPresent()) {
            MetricThreshold threshold = thresholds.of(pair.scenario(), metric.get());
            if (threshold.kind() == MetricThreshold.Kind.REPORT_ONLY) {
                throw new BisectException("--metric " + metric.get().id() + ": thresholds.json (" + config.gate().baselineDir()
                        + ") shows it only, it never regresses in " + pair.scenario() + "; choose a gated metric");
            }
        }
        out.println("[bisect] building the good revision " + good.describe() + ": every step is compared with it");
        try {
            build(good, system, config.suite().workspace());
        } catch (ReferenceException e) {
            throw new BisectException("the good revision " + good.shortCommit() + " does not build, so there is nothing to"
                    + " compare with: " + e.getMessage(), e);
        }
        return new SuiteStep(property, system, good, pair, metric, reportDir, config.suite().workspace(), out);
    }

    @Override
    public StepOutcome run(int step, Revision revision, int attempt) {
        Path dir = reportDir.resolve("steps").resolve(String.format("%02d-%s", step, revision.shortCommit()));
        ReferenceSettings.Resolved candidate;
        out.println("[bisect] building " + revision.shortCommit() + ", the candidate, as an A/B run builds its reference"
                + " (the lines below say reference)");
        try {
            candidate = build(revision, system, workspace);
        } catch (ReferenceException e) {
            out.println("[bisect] " + revision.shortCommit() + " does not build: " + e.getMessage());
            // The first line names the command and its log; the revision, named by the step, is left out of it.
            return StepOutcome.unbuildable(e.getMessage().lines().findFirst().orElse("")
                    .replaceFirst("^perf\\.reference=git:\\S+ \\([0-9a-f]+\\): ", ""));
        }
        try {
            PerfConfig config = PerfConfig.from(overrides(property, good, pair, revision, dir));
            SuiteGate gate = SuiteGate.open(config.gate(), out);
            ScenarioVerdict verdict;
            try (PerfSuite suite = PerfSuite.open(config.suite(), config.launch().withServer(candidate.server()),
                    config.reference())) {
                List<PerfSuite.Pair> pairs = suite.pairs();
                if (pairs.size() != 1) {
                    throw new IllegalStateException("a step measures one pair, actual plan: " + pairs);
                }
                // A step whose verdict is a regression is profiled as the gate's run is (-Dperf.jfr), so that the first
                // bad commit's step carries the frames that got slower and their recordings.
                verdict = gate.judge(suite.run(pairs.getFirst(), gate.sequential(), gate.profiling(config.profiling())));
            }
            gate.writeReports(dir.resolve("perfgate"), config.suite().resultsDir());
            return StepOutcome.judged(verdict, metric, Optional.of(dir));
        } catch (RuntimeException e) {
            // A server that does not start, a load generator that fails: no verdict, which the search repeats, then
            // reports as undecided rather than take a side.
            out.println("[bisect] step " + step + " (" + revision.shortCommit() + ") ended without a verdict: " + e);
            return StepOutcome.failed(String.valueOf(e.getMessage()).lines().findFirst().orElse(e.toString()),
                    Optional.of(dir));
        }
    }

    /** The revision's server, built as an A/B run builds its reference (kept per commit in the workspace's work directory). */
    private static ReferenceSettings.Resolved build(Revision revision, SystemDescription system, Workspace workspace) {
        return ReferenceSettings.from(Map.of("perf.reference", ReferenceSettings.GIT_PREFIX + revision.commit())::get)
                .orElseThrow().resolve(system, workspace);
    }

    /**
     * The user's options with what a step fixes: the good revision as the reference, the one pair, the candidate's
     * commit, and where the step's results ({@code dir}) and the bisection's history (beside it) go.
     */
    private static Function<String, String> overrides(Function<String, String> property, Revision good, PairId pair,
                                                      Revision candidate, Path dir) {
        Map<String, String> fixed = Map.of(
                "perf.reference", ReferenceSettings.GIT_PREFIX + good.commit(),
                "perf.reference.label", "good " + good.shortCommit(),
                "perf.variants", pair.variant(),
                "perf.scenarios", pair.scenario(),
                "perf.commit", candidate.commit(),
                "perf.results.dir", dir.resolve("perf-results").toString(),
                "perf.history", dir.resolveSibling("history.db").toString());
        return name -> fixed.containsKey(name) ? fixed.get(name) : property.apply(name);
    }
}
