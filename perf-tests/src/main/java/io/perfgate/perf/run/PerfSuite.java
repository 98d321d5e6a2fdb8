package io.perfgate.perf.run;

import io.perfgate.perf.launch.LaunchException;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.launch.Launcher;
import io.perfgate.perf.launch.Launchers;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.launch.Variant;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.ScenarioRun;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A perf run: the (variant, scenario) pairs in order, variant by variant. Each variant's server is
 * booted once, serves all its scenarios and is stopped after its last one (or on failure), so at most
 * one server runs at a time and none is left behind. In an A/B run ({@link ReferenceSettings}) the
 * reference build's server of the same variant runs beside it, on the same launcher and CPUs, and
 * {@link #runAgainstReference} interleaves their trials.
 */
public final class PerfSuite implements AutoCloseable {
    /** One unit of work, shown as {@code virtual-gson / request-2}. */
    public record Pair(Variant variant, ScenarioSettings scenario, boolean lastOfVariant) {
        public String displayName() {
            return variant.name() + " / " + scenario.scenario();
        }
    }

    private final SuiteSettings settings;
    private final Launcher launcher;
    private final Machine machine;
    private final String commit;
    private final Progress progress;
    private final Optional<CpuAffinity> affinity;
    private final Map<Variant, LaunchException> failedBoots = new HashMap<>();
    private final Optional<Reference> reference;
    private RunningServer server;
    private RunningServer referenceServer;

    /** The reference side of an A/B run: its settings, launcher, how it is named and which commit it is. */
    private record Reference(ReferenceSettings settings, Launcher launcher, String name, String commit) {
    }

    private PerfSuite(SuiteSettings settings, Launcher launcher, Machine machine, Optional<CpuAffinity> affinity,
                      Optional<Reference> reference) {
        this.settings = settings;
        this.launcher = launcher;
        this.affinity = affinity;
        this.machine = machine;
        this.reference = reference;
        this.commit = MachineProbe.commit();
        this.progress = new Progress(System.out, expectedDuration(settings).multipliedBy(reference.isPresent() ? 2 : 1));
    }

    /** Chooses the launcher (which may build the server image), pins the generator, prints the plan. */
    public static PerfSuite open(SuiteSettings settings, LaunchSettings launch) {
        return open(settings, launch, Optional.empty());
    }

    /**
     * As {@link #open(SuiteSettings, LaunchSettings)}, and with a reference: resolves (or builds) its jar
     * first, then gives it a launcher of the same kind with the same CPUs and JVM options.
     *
     * @throws ReferenceException the reference jar does not exist or cannot be built, or the launcher is remote
     */
    public static PerfSuite open(SuiteSettings settings, LaunchSettings launch, Optional<ReferenceSettings> referenceSettings) {
        Optional<ReferenceSettings.Resolved> resolved = referenceSettings.map(r -> {
            if (launch.launcher().equals("remote")) {
                throw new ReferenceException("perf.reference needs a launcher that starts servers (process or container), "
                        + "actual: remote (" + launch.remoteTarget().map(Object::toString).orElse("") + ")");
            }
            return r.resolve(launch.workDir());
        });
        Launcher launcher = Launchers.choose(launch);
        Optional<Reference> reference = Optional.empty();
        if (referenceSettings.isPresent()) {
            ReferenceSettings r = referenceSettings.get();
            Path jar = resolved.orElseThrow().jar();
            Launcher referenceLauncher;
            try {
                // The kind the candidate got (auto already resolved), so both sides run the same way.
                referenceLauncher = Launchers.choose(launch.withLauncher(launcher.name(), Optional.empty())
                        .withServer(jar, r.serverArgs()));
            } catch (RuntimeException e) {
                launcher.close();
                throw e;
            }
            String commit = resolved.orElseThrow().commit();
            String name = "reference build " + r.label().orElse(r.isGitRevision()
                    ? r.spec() + " (" + commit.substring(0, 12) + ")" : jar.toString())
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
        PerfSuite suite = new PerfSuite(settings, launcher, machine, affinity, reference);
        suite.progress.info("launcher " + launcher.name() + ", server CPUs "
                + (launch.serverCpus().isEmpty() ? "not pinned" : launch.serverCpus())
                + ", generator CPUs " + (affinity.isPresent() ? generatorCpus : "not pinned")
                + ", profile " + settings.profile() + ", results " + settings.resultsDir());
        for (ScenarioSettings s : settings.scenarios()) {
            suite.progress.info(String.format(java.util.Locale.ROOT,
                    "  %-11s %s, rate %.0f req/s, users %d, connections %d, warm-up %d ms, %d x %d ms",
                    s.scenario(), s.model().id(), s.ratePerSecond(), s.users(), s.connections(), s.warmUp().toMillis(),
                    s.trials(), s.trialDuration().toMillis()));
        }
        reference.ifPresent(r -> suite.progress.info("A/B: A = " + r.name() + ", B = " + launch.serverJar()
                + (launch.extraServerArgs().isEmpty() ? "" : " started with " + String.join(" ", launch.extraServerArgs()))
                + "; trials interleaved, " + TrialOrder.of(r.settings().order(), r.settings().seed(), 1).describe()
                + "; reference results in " + referenceResultsDir(settings)));
        suite.progress.info("plan: " + settings.variants().size() + " variants x " + settings.scenarios().size()
                + " scenarios, about " + Progress.clock(expectedDuration(settings).multipliedBy(reference.isPresent() ? 2 : 1)));
        return suite;
    }

    public List<Pair> pairs() {
        List<Pair> pairs = new ArrayList<>();
        for (Variant variant : settings.variants()) {
            List<ScenarioSettings> scenarios = settings.scenarios();
            for (int i = 0; i < scenarios.size(); i++) {
                pairs.add(new Pair(variant, scenarios.get(i), i == scenarios.size() - 1));
            }
        }
        return List.copyOf(pairs);
    }

    public Machine machine() {
        return machine;
    }

    public String launcherName() {
        return launcher.name();
    }

    /** Runs one pair and writes its JSON; the caller judges validity and calls the gate. */
    public ScenarioRun run(Pair pair) {
        boolean ok = false;
        try {
            RunningServer running = serverFor(pair.variant());
            ScenarioRun run = ScenarioRunner.run(running, pair.scenario(), settings.warmUpRule(), machine, commit,
                    settings.rules(), progress);
            Path file = ResultFiles.write(settings.resultsDir(), run);
            progress.info(pair.displayName() + ": " + (run.valid() ? "valid" : "INVALID") + ", written to " + file);
            ok = true;
            return run;
        } finally {
            if (pair.lastOfVariant() || !ok) {
                stopServer();
            }
        }
    }

    /** Whether this is an A/B run: then use {@link #runAgainstReference}. */
    public boolean comparesWithReference() {
        return reference.isPresent();
    }

    /**
     * Runs one pair on both builds, trials interleaved, and writes both results (the reference's under
     * {@code <results>/reference/}); the caller judges and calls the gate.
     *
     * @throws IllegalStateException this is not an A/B run
     */
    public AbRun runAgainstReference(Pair pair) {
        Reference ref = reference.orElseThrow(() -> new IllegalStateException("no -Dperf.reference: not an A/B run"));
        boolean ok = false;
        try {
            RunningServer candidate = serverFor(pair.variant());
            RunningServer base = referenceServerFor(pair.variant(), ref);
            TrialOrder order = TrialOrder.of(ref.settings().order(), ref.settings().seed(), pair.scenario().trials());
            AbRun run = InterleavedRunner.run(base, candidate, pair.scenario(), settings.warmUpRule(), order, ref.name(),
                    machine, commit, ref.commit(), settings.rules(), progress);
            Path file = ResultFiles.write(settings.resultsDir(), run.candidate());
            Path referenceFile = ResultFiles.write(referenceResultsDir(settings), run.reference());
            progress.info(pair.displayName() + ": B " + (run.candidate().valid() ? "valid" : "INVALID") + ", written to "
                    + file + "; A " + (run.reference().valid() ? "valid" : "INVALID") + ", written to " + referenceFile);
            ok = true;
            return run;
        } finally {
            if (pair.lastOfVariant() || !ok) {
                stopServer();
            }
        }
    }

    static Path referenceResultsDir(SuiteSettings settings) {
        return settings.resultsDir().resolve("reference");
    }

    public Path resultFile(Pair pair) {
        return ResultFiles.path(settings.resultsDir(), pair.variant().name(), pair.scenario().scenario());
    }

    private RunningServer serverFor(Variant variant) {
        if (server != null && server.variant().equals(variant)) {
            return server;
        }
        stopServer();
        LaunchException earlier = failedBoots.get(variant);
        if (earlier != null) {
            throw new LaunchException("variant " + variant + " did not start earlier in this run: " + earlier.getMessage(), earlier);
        }
        progress.line(variant + ": starting (" + launcher.name() + ")");
        long start = System.nanoTime();
        try {
            server = launcher.start(variant);
        } catch (LaunchException e) {
            failedBoots.put(variant, e);
            throw e;
        }
        progress.info(String.format(java.util.Locale.ROOT, "%s: healthy at %s after %.1f s",
                variant, server.baseUri(), (System.nanoTime() - start) / 1e9));
        if (settings.variantWarmUp().isPresent()) {
            ScenarioRunner.warmUp(server, settings.variantWarmUp().get(), settings.warmUpRule(), progress);
        }
        return server;
    }

    private RunningServer referenceServerFor(Variant variant, Reference ref) {
        if (referenceServer != null && referenceServer.variant().equals(variant)) {
            return referenceServer;
        }
        progress.line(variant + ": starting the reference (" + ref.launcher().name() + ")");
        long start = System.nanoTime();
        referenceServer = ref.launcher().start(variant);
        progress.info(String.format(java.util.Locale.ROOT, "%s: reference healthy at %s after %.1f s",
                variant, referenceServer.baseUri(), (System.nanoTime() - start) / 1e9));
        if (settings.variantWarmUp().isPresent()) {
            ScenarioRunner.warmUp(referenceServer, settings.variantWarmUp().get(), settings.warmUpRule(), progress);
        }
        return referenceServer;
    }

    private void stopServer() {
        if (referenceServer != null) {
            RunningServer stopping = referenceServer;
            referenceServer = null;
            stopping.close();
            progress.info(stopping.variant() + ": reference stopped");
        }
        if (server != null) {
            RunningServer stopping = server;
            server = null;
            stopping.close();
            progress.info(stopping.variant() + ": stopped");
        }
    }

    static Duration expectedDuration(SuiteSettings settings) {
        Duration perVariant = Duration.ofSeconds(2)
                .plus(settings.variantWarmUp().map(w -> w.warmUp().plus(ScenarioRunner.RUN_OVERHEAD)).orElse(Duration.ZERO));
        for (ScenarioSettings s : settings.scenarios()) {
            perVariant = perVariant.plus(ScenarioRunner.expectedDuration(s));
        }
        return perVariant.multipliedBy(settings.variants().size());
    }

    @Override
    public void close() {
        try {
            stopServer();
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
