package io.perfgate.perf.run;

import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.host.CpuAffinity;
import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.host.MachineProbe;
import io.perfgate.perf.launch.LaunchException;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.launch.Launcher;
import io.perfgate.perf.launch.Launchers;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.Progress;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.protocol.TrialProtocol;
import io.perfgate.perf.reference.ReferenceException;
import io.perfgate.perf.reference.ReferenceSettings;
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
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A perf run: the (variant, scenario) pairs in order, variant by variant. Each variant's server is
 * booted once, serves all its scenarios and is stopped after its last one (or on failure), so at most
 * one variant runs at a time and no server is left behind. With several boots ({@link SuiteSettings#boots()}, when
 * writing baselines) the whole plan runs round after round: boot 1 of every pair, then boot 2 of every pair,
 * so that the boots of one pair are spread over the run rather than back to back. In an A/B run ({@link ReferenceSettings}) the
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

    /** Hyperfoil's setting of how long (ms) its jitter watchdog may wait for a CPU before it logs an ERROR. */
    private static final String JITTER_THRESHOLD = "io.hyperfoil.jitter.watchdog.threshold";
    private final SuiteSettings settings;
    private final Launcher launcher;
    private final Machine machine;
    /** How long the run is expected to take: both sides' time in an A/B run. */
    private final Duration planned;
    /** Variants (of all rounds) measured to their last scenario, for the remaining-time estimate. */
    private int variantsDone;
    private final Progress progress;
    private final Optional<CpuAffinity> affinity;
    /** The servers' own CPUs ({@link LaunchSettings#serverCpus()}); empty when they are not pinned. */
    private final String serverCpus;
    /** Watches the generator's CPUs during each trial; present only while the generator is pinned. */
    private final Optional<GeneratorCpu> generatorCpu;
    private final Map<TrialOrder.Side, Map<Variant, LaunchException>> failedBoots = new EnumMap<>(TrialOrder.Side.class);
    private final Optional<Reference> reference;
    /**
     * The running servers of each side, one per pair of boots ({@code perf.reference.bootPairs}; one in a plain run),
     * all of one variant: at most one variant at a time.
     */
    private final Map<TrialOrder.Side, List<RunningServer>> servers = new EnumMap<>(TrialOrder.Side.class);
    /** The sides whose server was started and has not had its variant warm-up yet. */
    private final Set<TrialOrder.Side> unwarmed = EnumSet.noneOf(TrialOrder.Side.class);

    /** The reference side of an A/B run: its settings, launcher, how it is named and which commit it is. */
    private record Reference(ReferenceSettings settings, Launcher launcher, String name, String commit) {
    }

    private PerfSuite(SuiteSettings settings, Launcher launcher, Machine machine, Optional<CpuAffinity> affinity,
                      String serverCpus, Optional<GeneratorCpu> generatorCpu, Optional<Reference> reference) {
        this.settings = settings;
        this.serverCpus = serverCpus;
        this.launcher = launcher;
        this.affinity = affinity;
        this.generatorCpu = generatorCpu;
        this.machine = machine;
        this.reference = reference;
        this.planned = expectedDuration(settings, reference.isPresent() ? 2 : 1,
                reference.map(r -> r.settings().order().together()).orElse(false),
                reference.map(r -> r.settings().bootPairs()).orElse(1), lendsCpus());
        this.progress = new Progress(System.out, planned);
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
            if (launch.launcher().equals("remote")) {
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
                referenceLauncher = Launchers.choose(launch.withLauncher(launcher.name(), Optional.empty())
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
        Machine machine = MachineProbe.current(launcher.name(), launcher.dockerVersion());
        Optional<CpuAffinity> affinity = Optional.empty();
        String generatorCpus = launcher.name().equals("remote") ? ""
                : CpuAffinity.complement(launch.serverCpus(), Runtime.getRuntime().availableProcessors());
        if (!generatorCpus.isEmpty()) {
            affinity = CpuAffinity.pinThisJvm(generatorCpus);
        }
        // Other processes' CPU on the generator's CPUs can be told from its own only while it runs there alone.
        Optional<GeneratorCpu> generatorCpu = affinity.flatMap(a -> GeneratorCpu.of(generatorCpus, launch.serverCpus()));
        PerfSuite suite = new PerfSuite(settings, launcher, machine, affinity, launch.serverCpus(), generatorCpu,
                reference);
        suite.progress.info("system " + launch.system().name() + " (" + launch.system().file() + "), launcher " + launcher.name()
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
    public String launcherName() {
        return launcher.name();
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
        boolean ok = false;
        try {
            TrialProtocol.Contender candidate = new TrialProtocol.Contender(serversFor(pair.variant(), TrialOrder.Side.CANDIDATE),
                    settings.commit());
            Optional<TrialProtocol.Opponent> opponent = reference.map(r -> new TrialProtocol.Opponent(
                    new TrialProtocol.Contender(serversFor(pair.variant(), TrialOrder.Side.REFERENCE), r.commit()), r.name(),
                    TrialOrder.of(r.settings().order(), r.settings().seed(), pair.scenario().trials())));
            warmUpNewServers();
            Measured measured = TrialProtocol.run(candidate, opponent, pair.scenario(), settings.scenarioWarmUpRule(), machine,
                    settings.rules(), generatorCpu, progress);
            Path file = ResultFiles.write(resultsDir(settings, pair.boot()), measured.candidate());
            String written = validity(measured.candidate()) + ", written to " + file;
            if (measured.reference().isPresent()) {
                ScenarioRun a = measured.reference().get().run();
                written = "B " + written + "; A " + validity(a) + ", written to "
                        + ResultFiles.write(referenceResultsDir(settings), a);
            }
            progress.info(pair.displayName() + ": " + written);
            ok = true;
            return measured;
        } finally {
            // A server that died (or whose engine stopped answering) is removed now: the next scenario of its
            // variant boots it anew instead of measuring a corpse.
            if (pair.lastOfVariant() || !ok || anyServerGone()) {
                stopServers();
            }
            if (pair.lastOfVariant()) {
                progress.partsDone(++variantsDone, settings.variants().size() * settings.boots());
            }
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

    /** How many servers each side boots per variant: one per pair of boots in an A/B run, else one. */
    private int bootPairs() {
        return reference.map(r -> r.settings().bootPairs()).orElse(1);
    }

    /** The side's servers of {@code variant}, booted now unless they run already (the candidate's stopping the others'). */
    private List<RunningServer> serversFor(Variant variant, TrialOrder.Side side) {
        List<RunningServer> running = servers.get(side);
        if (running != null && !running.isEmpty() && running.getFirst().variant().equals(variant)) {
            return List.copyOf(running);
        }
        if (side == TrialOrder.Side.CANDIDATE) {
            stopServers();
        }
        boolean isReference = side == TrialOrder.Side.REFERENCE;
        Launcher sideLauncher = isReference ? reference.orElseThrow().launcher() : launcher;
        String what = isReference ? "the reference" : "";
        LaunchException earlier = failedBoots.getOrDefault(side, Map.of()).get(variant);
        if (earlier != null) {
            throw new LaunchException("variant " + variant + (isReference ? " of the reference" : "")
                    + " did not start earlier in this run: " + earlier.getMessage(), earlier);
        }
        // Kept as they start: a boot that fails leaves the ones before it to stopServers.
        List<RunningServer> started = new ArrayList<>();
        servers.put(side, started);
        unwarmed.add(side);
        int boots = bootPairs();
        for (int k = 1; k <= boots; k++) {
            String boot = boots > 1 ? " (boot " + k + " of " + boots + ")" : "";
            progress.line(variant + ": starting " + (isReference ? what + " " : "") + "(" + sideLauncher.name() + ")" + boot);
            long start = System.nanoTime();
            RunningServer server;
            try {
                server = sideLauncher.start(variant);
            } catch (LaunchException e) {
                failedBoots.computeIfAbsent(side, s -> new HashMap<>()).put(variant, e);
                throw e;
            }
            started.add(server);
            progress.info(String.format(java.util.Locale.ROOT, "%s: %shealthy at %s after %.1f s%s",
                    variant, isReference ? "reference " : "", server.baseUri(), (System.nanoTime() - start) / 1e9, boot));
        }
        return List.copyOf(started);
    }

    /**
     * The variant warm-up of the servers started for this pair. Where the servers are pinned, the load generator is
     * pinned to the other CPUs and the launcher can move a running server (container, process), the warm-up borrows
     * the generator's CPUs: every new server is moved to all CPUs, all are warmed up at once, and each goes back to
     * its own CPUs before any trial. Each JVM then compiles on more than one CPU: on the 2-vCPU reference VM both
     * sides of an A/B run were warm after 18-28 s instead of 30-46 s in turn, a plain run's server after 10-12 s instead
     * of 16-20 s (7 of 20 at the 20 s cap; docs/evidence/warm-up.md). Elsewhere in turn,
     * the candidate's then the reference's, each with the server CPU to itself: both at once on one CPU, each JVM
     * compiled at half speed, and in a full A/B run both still climbed (1,808 -> 217 us per request) when the 30 s cap
     * ended them.
     */
    private void warmUpNewServers() {
        if (settings.variantWarmUp().isPresent()) {
            List<TrialOrder.Side> sides = List.of(TrialOrder.Side.CANDIDATE, TrialOrder.Side.REFERENCE).stream()
                    .filter(unwarmed::contains).toList();
            List<RunningServer> fresh = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (TrialOrder.Side side : sides) {
                List<RunningServer> own = servers.get(side);
                for (int k = 0; k < own.size(); k++) {
                    fresh.add(own.get(k));
                    names.add(side.letter() + (own.size() > 1 ? Integer.toString(k + 1) : ""));
                }
            }
            if (fresh.isEmpty()) {
                return; // the variant's servers were warmed up for its first scenario
            }
            if (lendsCpus() && fresh.stream().allMatch(RunningServer::movable)) {
                String all = CpuAffinity.all(machine.cores());
                progress.info(fresh.getFirst().variant() + ": variant warm-up on CPUs " + all + " (the load generator's "
                        + "lent until each server is warm" + (fresh.size() > 1 ? ", all " + fresh.size() + " at once" : "")
                        + "), then back on CPUs " + serverCpus + " for the trials");
                fresh.forEach(server -> server.moveTo(all));
                // Hyperfoil's jitter watchdog logs an ERROR whenever its thread waited 100 ms for a CPU, which the
                // generator's CPU shared with compiling servers makes routine here; trials are watched by GeneratorCpu.
                String quiet = System.getProperty(JITTER_THRESHOLD);
                System.setProperty(JITTER_THRESHOLD, "60000");
                try {
                    // Several JVMs to a CPU compile at a fraction of their speed each: the cap grows with them.
                    int perCpu = Math.ceilDiv(fresh.size(), Math.max(1, machine.cores()));
                    TrialProtocol.warmUpAtOnce(fresh, names, settings.variantWarmUp().get(),
                            settings.warmUpRule().slowedBy(perCpu), progress);
                } finally {
                    if (quiet == null) {
                        System.clearProperty(JITTER_THRESHOLD);
                    } else {
                        System.setProperty(JITTER_THRESHOLD, quiet);
                    }
                    // A server that cannot be moved back fails the pair here: never a trial on the wrong CPUs.
                    fresh.forEach(server -> server.moveTo(serverCpus));
                }
            } else {
                for (RunningServer server : fresh) {
                    TrialProtocol.warmUp(server, settings.variantWarmUp().get(), settings.warmUpRule(), progress);
                }
            }
        }
        unwarmed.clear();
    }

    /** What the console says of a run's trials before the gate judges them. */
    private static String validity(ScenarioRun run) {
        return run.valid() ? "valid" : run.validFor(Metric.Kind.WORK) ? "time metrics disturbed (work metrics valid)" : "INVALID";
    }

    private boolean anyServerGone() {
        return servers.values().stream().flatMap(List::stream).anyMatch(server -> server.deathReason().isPresent());
    }

    /** The reference's servers first, each side's last boot first: in the reverse order of their start. */
    private void stopServers() {
        for (TrialOrder.Side side : List.of(TrialOrder.Side.REFERENCE, TrialOrder.Side.CANDIDATE)) {
            List<RunningServer> stopping = servers.remove(side);
            unwarmed.remove(side);
            if (stopping != null) {
                for (RunningServer server : stopping.reversed()) {
                    server.close();
                    progress.info(server.variant() + ": " + (side == TrialOrder.Side.REFERENCE ? "reference " : "") + "stopped"
                            + (stopping.size() > 1 ? " (boot " + (stopping.indexOf(server) + 1) + " of " + stopping.size() + ")" : ""));
                }
            }
        }
    }

    static Duration expectedDuration(SuiteSettings settings) {
        return expectedDuration(settings, 1, false, 1, false);
    }

    /**
     * Whether the variant warm-ups borrow the load generator's CPUs ({@link #warmUpNewServers}): the servers and the
     * generator are pinned, and a launcher that starts servers can move them (checked again per server).
     */
    private boolean lendsCpus() {
        return !serverCpus.isEmpty() && affinity.isPresent() && !launcher.name().equals("remote");
    }

    /**
     * With {@code sides} servers per variant (2 in an A/B run) and {@code bootPairs} of each, each booted in turn and
     * warmed up in turn or, {@code warmUpsAtOnce}, all at once, their scenarios then warmed up (the boot pairs sharing
     * the warm-up time) and measured in turn or {@code together} (lockstep, a duet).
     */
    static Duration expectedDuration(SuiteSettings settings, int sides, boolean together, int bootPairs, boolean warmUpsAtOnce) {
        long servers = (long) sides * bootPairs;
        Duration variantWarmUp = settings.variantWarmUp().map(w -> w.warmUp().plus(TrialProtocol.RUN_OVERHEAD))
                .orElse(Duration.ZERO);
        Duration perVariant = Duration.ofSeconds(2).multipliedBy(servers)
                .plus(warmUpsAtOnce ? variantWarmUp : variantWarmUp.multipliedBy(servers));
        for (ScenarioSettings s : settings.scenarios()) {
            // The boot pairs share the scenario's warm-up time (TrialProtocol), each its own window.
            perVariant = perVariant.plus(TrialProtocol.expectedDuration(s, sides, together))
                    .plus(s.warmUp().isZero() ? Duration.ZERO : TrialProtocol.RUN_OVERHEAD.multipliedBy(bootPairs - 1));
        }
        return perVariant.multipliedBy((long) settings.variants().size() * settings.boots());
    }

    @Override
    public void close() {
        try {
            stopServers();
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
