package io.perfgate.perf.run;

import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.host.CpuAffinity;
import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.host.MachineProbe;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.launch.Launcher;
import io.perfgate.perf.launch.Launchers;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.profile.ProfileFiles;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.MoreBootPairs;
import io.perfgate.perf.protocol.ProfileWindows;
import io.perfgate.perf.protocol.Progress;
import io.perfgate.perf.protocol.RunEstimate;
import io.perfgate.perf.protocol.Sequential;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.protocol.TrialProtocol;
import io.perfgate.perf.reference.ReferenceException;
import io.perfgate.perf.reference.ReferenceSettings;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A perf run: the (variant, scenario) pairs in order, variant by variant. Each variant's server is
 * booted once, serves all its scenarios and is stopped after its last one (or on failure), so at most
 * one variant runs at a time and no server is left behind ({@link VariantServers}). With several boots
 * ({@link SuiteSettings#boots()}, when writing baselines) the whole plan runs round after round: boot 1 of every pair,
 * then boot 2 of every pair, so that the boots of one pair are spread over the run rather than back to back. In an A/B run ({@link ReferenceSettings}) the
 * reference build's server of the same variant runs beside it, on the same launcher and CPUs, and
 * {@link #run} interleaves their trials ({@link TrialProtocol}); with several boot pairs
 * ({@link ReferenceSettings#bootPairs()}) each side has that many servers of the variant, and the pairs take turns.
 */
public final class PerfSuite implements AutoCloseable {
    /**
     * One unit of work, shown as {@code virtual-gson / request-2}, or {@code virtual-gson / request-2 (boot 2 of 3)}
     * when the plan runs more than once.
     *
     * @param lastOfVariant the last scenario of its variant in its round: the server stops after it
     * @param boot          which round, 1-based: each round boots every variant anew
     * @param boots         how many rounds the plan has
     */
    public record Pair(Variant variant, ScenarioSettings scenario, boolean lastOfVariant, int boot, int boots) {
        public Pair {
            Objects.requireNonNull(variant, "variant");
            Objects.requireNonNull(scenario, "scenario");
            if (boots < 1 || boot < 1 || boot > boots) {
                throw new IllegalArgumentException("boot must be 1 to boots, actual: boot " + boot + " of " + boots);
            }
        }

        public PairId id() {
            return new PairId(variant.name(), scenario.scenario());
        }

        public String displayName() {
            return id() + (boots > 1 ? " (boot " + boot + " of " + boots + ")" : "");
        }
    }

    private final SuiteSettings settings;
    private final Launcher launcher;
    private final Machine machine;
    /** How long the run is expected to take: both sides' time in an A/B run. */
    private final Duration planned;
    /** Variants (of all rounds) measured to their last scenario, for the remaining-time estimate. */
    private int variantsDone;
    private final Progress progress;
    private final Optional<CpuAffinity> affinity;
    /** Watches the generator's CPUs during each trial; present only while the generator is pinned. */
    private final Optional<GeneratorCpu> generatorCpu;
    private final Optional<Reference> reference;
    /** The running servers of the variant in hand, of both sides. */
    private final VariantServers servers;

    /** The reference side of an A/B run: its settings, launcher, how it is named and which commit it is. */
    private record Reference(ReferenceSettings settings, Launcher launcher, String name, String commit) {
    }

    private PerfSuite(SuiteSettings settings, Launcher launcher, Machine machine, Optional<CpuAffinity> affinity,
                      String serverCpus, Optional<GeneratorCpu> generatorCpu, Optional<Reference> reference) {
        this.settings = settings;
        this.launcher = launcher;
        this.affinity = affinity;
        this.generatorCpu = generatorCpu;
        this.machine = machine;
        this.reference = reference;
        int bootPairs = reference.map(r -> r.settings().bootPairs()).orElse(1);
        // The variant warm-ups borrow the load generator's CPUs where the servers and the generator are pinned and a
        // launcher that starts servers can move them (checked again per server).
        boolean lendsCpus = !serverCpus.isEmpty() && affinity.isPresent() && launcher.kind() != LauncherKind.REMOTE;
        this.planned = expectedDuration(settings, new RunEstimate(reference.isPresent() ? 2 : 1, bootPairs,
                reference.map(r -> r.settings().order().together()).orElse(false), lendsCpus));
        this.progress = new Progress(System.out, planned);
        Map<TrialOrder.Side, Launcher> launchers = new EnumMap<>(TrialOrder.Side.class);
        launchers.put(TrialOrder.Side.CANDIDATE, launcher);
        reference.ifPresent(r -> launchers.put(TrialOrder.Side.REFERENCE, r.launcher()));
        this.servers = new VariantServers(settings, launchers, bootPairs, machine, serverCpus, lendsCpus, progress);
    }

    /**
     * Chooses the launcher (which may build the server image), pins the generator, prints the plan; with a
     * reference, resolves (or builds) its server first, then gives it a launcher of the same kind with the same
     * description, CPUs and JVM options.
     *
     * @throws ReferenceException the reference does not exist or cannot be built, or the launcher is remote
     */
    public static PerfSuite open(SuiteSettings settings, LaunchSettings launch, Optional<ReferenceSettings> referenceSettings) {
        Optional<ReferenceSettings.Resolved> resolved = referenceSettings.map(r -> {
            if (launch.launcher().equals(Optional.of(LauncherKind.REMOTE))) {
                throw new ReferenceException("perf.reference needs a launcher that starts servers (process or container), "
                        + "actual: remote (" + launch.remoteTarget().map(Object::toString).orElse("") + ")");
            }
            return r.resolve(launch.system(), settings.workspace());
        });
        Launcher launcher = Launchers.choose(launch);
        Optional<Reference> reference = Optional.empty();
        if (referenceSettings.isPresent()) {
            ReferenceSettings r = referenceSettings.get();
            SystemDescription.Artifact server = resolved.orElseThrow().server();
            Launcher referenceLauncher;
            try {
                // The kind the candidate got (auto already resolved), so both sides run the same way.
                referenceLauncher = Launchers.choose(launch.withLauncher(launcher.kind(), Optional.empty())
                        .withServer(server).withServerArgs(r.serverArgs()));
            } catch (RuntimeException e) {
                launcher.close();
                throw e;
            }
            String commit = resolved.orElseThrow().commit();
            String name = "reference build " + r.label().orElse(r.isGitRevision()
                    ? r.spec() + " (" + commit.substring(0, 12) + ")" : server.describe())
                    + (r.serverArgs().isEmpty() ? "" : " started with " + String.join(" ", r.serverArgs()));
            reference = Optional.of(new Reference(r, referenceLauncher, name, commit));
        }
        // Before pinning: availableProcessors() then reports the pinned set, not the machine.
        Machine machine = MachineProbe.current(launcher.kind(), launcher.dockerVersion());
        Optional<CpuAffinity> affinity = Optional.empty();
        String generatorCpus = launcher.kind() == LauncherKind.REMOTE ? ""
                : CpuAffinity.complement(launch.serverCpus(), Runtime.getRuntime().availableProcessors());
        if (!generatorCpus.isEmpty()) {
            affinity = CpuAffinity.pinThisJvm(generatorCpus);
        }
        // Other processes' CPU on the generator's CPUs can be told from its own only while it runs there alone.
        Optional<GeneratorCpu> generatorCpu = affinity.flatMap(a -> GeneratorCpu.of(generatorCpus, launch.serverCpus()));
        PerfSuite suite = new PerfSuite(settings, launcher, machine, affinity, launch.serverCpus(), generatorCpu,
                reference);
        suite.progress.info("system " + launch.system().name() + " (" + launch.system().file() + "), launcher " + launcher.kind().id()
                + ", server CPUs "
                + (launch.serverCpus().isEmpty() ? "not pinned" : launch.serverCpus())
                + ", generator CPUs " + (affinity.isPresent() ? generatorCpus : "not pinned")
                + (generatorCpu.isPresent() ? String.format(java.util.Locale.ROOT, " (a trial is INVALID when others take"
                        + " more than %.0f%% of them%s)", settings.rules().maxStolenFraction() * 100,
                        launch.serverCpus().isEmpty() ? "" : "; the hypervisor's steal of the server CPUs is read too")
                        : " (CPU taken from the generator by other processes is NOT watched)")
                + ", profile " + settings.profile() + ", results " + settings.resultsDir());
        for (ScenarioSettings s : settings.scenarios()) {
            suite.progress.info(String.format(java.util.Locale.ROOT,
                    "  %-11s %s, rate %.0f req/s, users %d, connections %d, warm-up %d ms, %d x %d ms",
                    s.scenario(), s.model().id(), s.ratePerSecond(), s.users(), s.connections(), s.warmUp().toMillis(),
                    s.trials(), s.trialDuration().toMillis()));
        }
        reference.ifPresent(r -> suite.progress.info("A/B: A = " + r.name() + ", B = " + launch.system().server().describe()
                + (launch.extraServerArgs().isEmpty() ? "" : " started with " + String.join(" ", launch.extraServerArgs()))
                + "; paired trials, " + TrialOrder.of(r.settings().order(), r.settings().seed(), 1).describe()
                + (r.settings().bootPairs() > 1 ? "; " + r.settings().bootPairs() + " pairs of server boots per variant, "
                + "taking turns pair by pair (-Dperf.reference.bootPairs)" : "")
                + "; reference results in " + referenceResultsDir(settings)));
        suite.progress.info("plan: " + settings.variants().size() + " variants x " + settings.scenarios().size()
                + " scenarios" + (settings.boots() > 1 ? " x " + settings.boots() + " boots (round after round, each "
                + "variant booted anew in each round)" : "") + ", about " + Progress.clock(suite.planned));
        return suite;
    }

    /** Where the load generator runs, as every result of this run records it. */
    public Machine machine() {
        return machine;
    }

    /** The launcher the run chose: container, process or remote. */
    public LauncherKind launcherKind() {
        return launcher.kind();
    }

    /** The plan: round after round ({@link SuiteSettings#boots()}), each round variant by variant, scenario by scenario. */
    public List<Pair> pairs() {
        return pairs(settings);
    }

    static List<Pair> pairs(SuiteSettings settings) {
        List<Pair> pairs = new ArrayList<>();
        for (int boot = 1; boot <= settings.boots(); boot++) {
            for (Variant variant : settings.variants()) {
                List<ScenarioSettings> scenarios = settings.scenarios();
                for (int i = 0; i < scenarios.size(); i++) {
                    pairs.add(new Pair(variant, scenarios.get(i), i == scenarios.size() - 1, boot, settings.boots()));
                }
            }
        }
        return List.copyOf(pairs);
    }

    /**
     * Runs one pair (with the reference build's server of the same variant beside it in an A/B run, trials
     * interleaved) and writes the results (boot 1's in the results directory, boot k's under
     * {@code <results>/boot-k/}, the reference's under {@code <results>/reference/}); the caller judges them.
     */
    public Measured run(Pair pair) {
        return run(pair, Sequential.NONE);
    }

    /**
     * {@link #run(Pair)}, an A/B scenario stopping at the first of its looks where {@code sequential} finds its verdict
     * settled ({@link io.perfgate.perf.stats.Looks}): the suite's gate's ({@link SuiteGate#sequential()}).
     */
    public Measured run(Pair pair, Sequential sequential) {
        return run(pair, sequential, Profiling.OFF);
    }

    /**
     * {@link #run(Pair, Sequential)}, then, where {@code profiling} says so (a regressed A/B pair by default), the pair's
     * profiling windows on the same servers before they stop ({@link ProfileWindows}): extra windows after the trials,
     * which change neither the trials nor the verdict. A profile that cannot be taken is said and the pair goes on.
     */
    public Measured run(Pair pair, Sequential sequential, Profiling profiling) {
        boolean ok = false;
        try {
            TrialProtocol.Contender candidate = new TrialProtocol.Contender(servers.of(pair.variant(), TrialOrder.Side.CANDIDATE),
                    settings.commit());
            Optional<TrialProtocol.Opponent> opponent = reference.map(r -> new TrialProtocol.Opponent(
                    new TrialProtocol.Contender(servers.of(pair.variant(), TrialOrder.Side.REFERENCE), r.commit()), r.name(),
                    TrialOrder.of(r.settings().order(), r.settings().seed(), pair.scenario().trials())));
            servers.warmUpNew();
            Measured measured = TrialProtocol.run(candidate, opponent, pair.scenario(), settings.scenarioWarmUpRule(), machine,
                    settings.rules(), generatorCpu, sequential, progress);
            if (reference.isPresent()) {
                Reference r = reference.get();
                measured = MoreBootPairs.measure(measured, r.settings().maxBootPairs(), sequential, (boot, pairs) ->
                        servers.oneMorePair(pair.variant(), boot, more -> TrialProtocol.run(
                                new TrialProtocol.Contender(more.candidate(), settings.commit()),
                                Optional.of(new TrialProtocol.Opponent(new TrialProtocol.Contender(more.reference(), r.commit()),
                                        r.name(), TrialOrder.of(r.settings().order(), r.settings().seed(), pairs))),
                                pair.scenario().withTrials(pairs), settings.scenarioWarmUpRule(), machine, settings.rules(),
                                generatorCpu, Sequential.NONE, progress)), progress);
            }
            Path file = ResultFiles.write(resultsDir(settings, pair.boot()), measured.candidate());
            String written = validity(measured.candidate()) + ", written to " + file;
            if (measured.reference().isPresent()) {
                ScenarioRun a = measured.reference().get().run();
                written = "B " + written + "; A " + validity(a) + ", written to "
                        + ResultFiles.write(referenceResultsDir(settings), a);
            }
            progress.info(pair.displayName() + ": " + written);
            if (opponent.isPresent()) {
                profile(pair, measured, candidate, opponent.get(), profiling);
            }
            ok = true;
            return measured;
        } finally {
            // A server that died (or whose engine stopped answering) is removed now: the next scenario of its
            // variant boots it anew instead of measuring a corpse.
            if (pair.lastOfVariant() || !ok || servers.anyGone()) {
                servers.stop();
            }
            if (pair.lastOfVariant()) {
                progress.partsDone(++variantsDone, settings.variants().size() * settings.boots());
            }
        }
    }

    /** The profiling windows of an A/B pair that {@code profiling} picks, into {@code <results>/profiles/}. */
    private void profile(Pair pair, Measured measured, TrialProtocol.Contender candidate, TrialProtocol.Opponent opponent,
                         Profiling profiling) {
        Optional<String> why = profiling.why(measured);
        if (why.isEmpty()) {
            return;
        }
        Path dir = ProfileFiles.directory(settings.resultsDir(), pair.id());
        try {
            ProfileWindows.run(opponent.contender().servers(), candidate.servers(), opponent.order().kind(), pair.scenario(),
                    profiling.settings().window(), why.get(), dir, progress);
        } catch (RuntimeException e) {
            progress.info("WARNING: " + pair.displayName() + " is NOT profiled (" + e.getMessage() + "); its verdict stands");
        }
    }

    /**
     * What this run sets out to do, as {@link Merge} reads it: its pairs, boots and reference.
     *
     * @param update the gate writes baselines ({@code -Dperf.baseline.update=true})
     * @param strict the gate judges baselines from another machine class ({@code -Dperf.gate.strict=true})
     */
    public RunPlan plan(boolean update, boolean strict) {
        return plan(settings, reference.map(r -> new RunPlan.Reference(r.name(), r.settings().order(), r.settings().seed())),
                update, strict, Instant.now());
    }

    /** The plan of {@link #pairs(SuiteSettings)}: each pair once, in the order of its first boot. */
    static RunPlan plan(SuiteSettings settings, Optional<RunPlan.Reference> reference, boolean update, boolean strict,
                        Instant now) {
        return new RunPlan(settings.commit(), now, update, strict, settings.boots(), reference,
                pairs(settings).stream().map(Pair::id).distinct().toList());
    }

    /**
     * Writes {@link #plan} to the results directory before the first pair runs, so that a pair that fails leaves a
     * plan without its result (a merge of shards then names it) rather than nothing at all.
     */
    public Path writePlan(boolean update, boolean strict) {
        Path file = plan(update, strict).write(settings.resultsDir());
        progress.info("plan written to " + file);
        return file;
    }

    /** Boot 1's results directly in the results directory, so that a one-boot run's files stay where they were. */
    static Path resultsDir(SuiteSettings settings, int boot) {
        return resultsDir(settings.resultsDir(), boot);
    }

    static Path resultsDir(Path results, int boot) {
        return boot == 1 ? results : results.resolve("boot-" + boot);
    }

    static Path referenceResultsDir(SuiteSettings settings) {
        return referenceResultsDir(settings.resultsDir());
    }

    static Path referenceResultsDir(Path results) {
        return results.resolve("reference");
    }

    /** What the console says of a run's trials before the gate judges them. */
    private static String validity(ScenarioRun run) {
        return run.valid() ? "valid" : run.validFor(Metric.Kind.WORK) ? "time metrics disturbed (work metrics valid)" : "INVALID";
    }

    static Duration expectedDuration(SuiteSettings settings) {
        return expectedDuration(settings, RunEstimate.alone());
    }

    /** Every variant of {@code settings} in every round ({@link SuiteSettings#boots()}), as {@code estimate} counts one. */
    static Duration expectedDuration(SuiteSettings settings, RunEstimate estimate) {
        return estimate.variant(settings.variantWarmUp(), settings.scenarios())
                .multipliedBy((long) settings.variants().size() * settings.boots());
    }

    @Override
    public void close() {
        try {
            servers.stop();
        } finally {
            try {
                launcher.close();
                reference.ifPresent(r -> r.launcher().close());
            } finally {
                affinity.ifPresent(CpuAffinity::close);
            }
        }
    }
}
