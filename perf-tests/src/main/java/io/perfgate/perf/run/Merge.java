package io.perfgate.perf.run;

import io.perfgate.perf.config.GateSettings;
import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.profile.ProfileFiles;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.report.ReportFiles;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.verdict.GateFailure;
import io.perfgate.perf.verdict.InvalidRunException;
import io.perfgate.perf.workspace.Workspace;

import org.apache.commons.io.FileUtils;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Merges the results of a run split into shards (perf.yml: one job per variant, each on its own runner) into the
 * results and reports one unsharded run would have written: the shards' result files are judged again by the same
 * {@link SuiteGate} the suite uses ({@link io.perfgate.perf.verdict.Gate#judge}, against what {@link ComparandPicker}
 * picks: paired trials for A/B, the committed baselines otherwise, the baselines written in update mode), and {@link SuiteGate#writeReports(Path)} writes
 * summary.md, report.html and the github-action-benchmark files from all of them. Measures nothing.
 *
 * <p>Each shard is a results directory as the suite leaves it ({@code perf-tests/target/perf-results}): its
 * {@value RunPlan#FILE}, {@code <variant>__<scenario>.json} per pair, {@code reference/} in an A/B run and
 * {@code boot-k/} for the boots of an update. A pair the plan names but whose result is missing or unreadable, a
 * shard without a readable plan, a regression and an invalid run are failures, each printed as one {@code [ERROR]}
 * line; the reports still cover every pair that could be judged, as a local run's do.
 *
 * <p>Usage: {@code Merge MERGED_RESULTS_DIR SHARD_RESULTS_DIR...}; the reports go to
 * {@code perf-tests/target/perfgate/}; {@code -Dperf.baseline.dir}, {@code -Dperf.history} and {@code -Dperf.system}
 * as for the suite. Exit status 0: every pair of every shard judged and passed; 1: a failure above; 2: the shards
 * cannot be merged at all (plans that disagree, a pair in two shards) or the thresholds cannot be read.
 */
public final class Merge {
    private Merge() {
    }

    /**
     * What a merge did.
     *
     * @param judged   how many (pair, boot) results the gate judged
     * @param failures one line each: what failed, where, and what to do
     * @param reports  the reports written, if any pair was judged
     */
    public record Outcome(int judged, List<String> failures, Optional<ReportFiles> reports) {
        public Outcome {
            failures = List.copyOf(failures);
            Objects.requireNonNull(reports, "reports");
        }

        public boolean passed() {
            return failures.isEmpty() && judged > 0;
        }
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: Merge MERGED_RESULTS_DIR SHARD_RESULTS_DIR...");
            System.exit(2);
        }
        List<Path> shards = List.of(args).subList(1, args.length).stream().map(Path::of).toList();
        int status;
        try {
            Function<String, String> property = System.getProperties()::getProperty;
            SystemDescription system = SystemFile.read(PerfConfig.systemFile(property));
            Workspace workspace = Workspace.resolve(property, system.file());
            GateSettings gate = PerfConfig.gate(property, system, workspace);
            status = run(shards, Path.of(args[0]), workspace.reports(), gate, System.out).passed() ? 0 : 1;
        } catch (RuntimeException e) {
            // Broken inputs, not a verdict: louder than a regression (its own exit status).
            System.out.println("[ERROR] merge: " + e.getMessage());
            System.out.println("[ERROR] merge: no reports written; merge only the shards of one run, "
                    + "each results directory as the suite wrote it");
            status = 2;
        }
        System.exit(status);
    }

    /**
     * @param shards        the shards' results directories, in the order their pairs appear in the reports
     * @param mergedResults where the merged results go: every judged result file and one plan over all pairs
     * @param reportDir     where summary.md, report.html and the benchmark files go
     * @param gateSettings  where the baselines, thresholds and history are; update and strict come from the plans
     * @throws MergeException the plans disagree or a pair is in two shards
     */
    public static Outcome run(List<Path> shards, Path mergedResults, Path reportDir, GateSettings gateSettings,
                              PrintStream out) {
        if (shards.isEmpty()) {
            throw new MergeException("required at least one shard results directory, actual: none");
        }
        List<String> failures = new ArrayList<>();
        Map<Path, RunPlan> plans = readPlans(shards, failures, out);
        if (plans.isEmpty()) {
            return finish(0, failures, Optional.empty(), out);
        }
        RunPlan first = plans.values().iterator().next();
        List<PairId> pairs = pairsOfOneRun(plans);

        SuiteGate gate = SuiteGate.open(new GateSettings(gateSettings.baselineDir(), first.update(), first.strict(),
                gateSettings.historyFile()), out);
        int judged = 0;
        // Round after round, as the suite runs boots: update mode needs each pair's boots in order.
        for (int boot = 1; boot <= first.boots(); boot++) {
            for (Map.Entry<Path, RunPlan> shard : plans.entrySet()) {
                for (PairId pair : shard.getValue().pairs()) {
                    String what = pair + (first.boots() > 1 ? " (boot " + boot + " of " + first.boots() + ")" : "");
                    try {
                        Measured measured = read(shard.getKey(), shard.getValue(), pair, boot);
                        copy(shard.getKey(), mergedResults, pair, boot, shard.getValue().reference().isPresent());
                        judged++;
                        gate.check(measured, boot, first.boots());
                    } catch (UnusableResult e) {
                        failures.add(what + ": " + e.getMessage());
                    } catch (GateFailure | InvalidRunException e) {
                        failures.add(what + ": " + e.getMessage().lines().findFirst().orElse("failed"));
                    } catch (RuntimeException e) {
                        // A baseline that cannot be read or written: the suite's test of this pair would have failed.
                        failures.add(what + ": " + e.getMessage());
                    }
                }
            }
        }
        // The earliest plan's time: every merged result started after it, so the merged directory reads as a shard.
        Instant created = plans.values().stream().map(RunPlan::createdAt).min(Instant::compareTo).orElseThrow();
        first.merged(created, pairs).write(mergedResults);
        return finish(judged, failures, gate.writeReports(reportDir, mergedResults), out);
    }

    /** Each shard's plan; a shard without a readable plan is a failure, and the others are still merged. */
    private static Map<Path, RunPlan> readPlans(List<Path> shards, List<String> failures, PrintStream out) {
        Map<Path, RunPlan> plans = new LinkedHashMap<>();
        for (Path shard : shards) {
            try {
                RunPlan plan = RunPlan.read(shard);
                plans.put(shard, plan);
                out.println("[perf] merge: shard " + shard + ": " + plan.pairs().size() + " pairs ("
                        + plan.pairs().stream().map(PairId::toString).toList() + "), " + plan.describeSettings());
            } catch (MergeException e) {
                failures.add("shard " + shard + " cannot be merged: " + e.getMessage() + "; re-run that shard");
            }
        }
        return plans;
    }

    /**
     * All shards' pairs in order, after checking that the shards are of one run: judged alike, each pair in one shard.
     *
     * @throws MergeException they are not
     */
    private static List<PairId> pairsOfOneRun(Map<Path, RunPlan> plans) {
        Map.Entry<Path, RunPlan> first = plans.entrySet().iterator().next();
        Map<PairId, Path> owner = new LinkedHashMap<>();
        plans.forEach((shard, plan) -> {
            if (!plan.judgedLike(first.getValue())) {
                throw new MergeException("the shards are not of one run: " + first.getKey() + ": "
                        + first.getValue().describeSettings() + "; " + shard + ": " + plan.describeSettings());
            }
            for (PairId pair : plan.pairs()) {
                Path earlier = owner.putIfAbsent(pair, shard);
                if (earlier != null) {
                    throw new MergeException("pair " + pair + " is in two shards: " + earlier + " and " + shard
                            + "; each pair must be measured by one shard");
                }
            }
        });
        return List.copyOf(owner.keySet());
    }

    private static Outcome finish(int judged, List<String> failures, Optional<ReportFiles> reports, PrintStream out) {
        Outcome outcome = new Outcome(judged, failures, reports);
        for (String failure : failures) {
            // The log's [ERROR] lines are what the gate's decision quotes (perf-verdict.js).
            out.println("[ERROR] merge: " + failure);
        }
        out.println("[perf] merge: " + judged + " results judged, " + failures.size() + " failures: "
                + (outcome.passed() ? "passed" : "FAILED"));
        return outcome;
    }

    /** A result the plan promised that is missing or cannot be read: that pair of that shard failed. */
    private static final class UnusableResult extends RuntimeException {
        UnusableResult(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static Measured read(Path shard, RunPlan plan, PairId pair, int boot) {
        ScenarioRun candidate = readRun(ResultFiles.path(PerfSuite.resultsDir(shard, boot), pair), pair, shard, plan);
        Optional<Measured.Reference> reference = plan.reference().map(r -> new Measured.Reference(
                readRun(ResultFiles.path(PerfSuite.referenceResultsDir(shard), pair), pair, shard, plan), r.name(),
                r.orderOf(candidate.trials().size())));
        try {
            return new Measured(candidate, reference);
        } catch (IllegalArgumentException e) {
            throw new UnusableResult("shard " + shard + ": " + e.getMessage(), e);
        }
    }

    private static ScenarioRun readRun(Path file, PairId pair, Path shard, RunPlan plan) {
        if (!Files.isRegularFile(file)) {
            throw new UnusableResult("shard " + shard + " planned it but wrote no " + file.getFileName() + " in "
                    + file.getParent() + ": its run failed on this pair (the shard's log says why); re-run that shard",
                    null);
        }
        ScenarioRun run;
        try {
            run = ResultFiles.read(file);
        } catch (RuntimeException e) {
            throw new UnusableResult("cannot read " + file + ": " + e.getMessage() + "; re-run that shard", e);
        }
        if (run == null || !pair.equals(run.pair())) {
            throw new UnusableResult(file + ": required the results of " + pair + ", actual: "
                    + (run == null ? "an empty file" : "those of " + run.pair()), null);
        }
        // A results directory outlives runs (a local target/, a kept workspace): a pair that failed this time can
        // leave the file of an earlier run, which must not pass for this run's.
        if (run.startedAt().isBefore(plan.createdAt())) {
            throw new UnusableResult(file + " started at " + run.startedAt() + ", before its shard's plan was written ("
                    + plan.createdAt() + "): an earlier run's result, not this run's; re-run that shard", null);
        }
        return run;
    }

    /** The files as the shard wrote them, where one unsharded run would have put them. */
    private static void copy(Path shard, Path merged, PairId pair, int boot, boolean withReference) {
        copyFile(ResultFiles.path(PerfSuite.resultsDir(shard, boot), pair), ResultFiles.path(PerfSuite.resultsDir(merged, boot), pair));
        if (withReference) {
            copyFile(ResultFiles.path(PerfSuite.referenceResultsDir(shard), pair),
                    ResultFiles.path(PerfSuite.referenceResultsDir(merged), pair));
            // The pair's profile, where it was profiled: its recordings and manifest, for the reports and the artifact.
            Path profile = ProfileFiles.directory(shard, pair);
            if (boot == 1 && Files.isDirectory(profile) && !profile.equals(ProfileFiles.directory(merged, pair))) {
                try {
                    FileUtils.copyDirectory(profile.toFile(), ProfileFiles.directory(merged, pair).toFile());
                } catch (IOException e) {
                    throw new UncheckedIOException("could not copy " + profile + " to " + merged, e);
                }
            }
        }
    }

    private static void copyFile(Path from, Path to) {
        try {
            Files.createDirectories(to.getParent());
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("could not copy " + from + " to " + to, e);
        }
    }
}
