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
 * one server runs at a time and none is left behind.
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
    private RunningServer server;

    private PerfSuite(SuiteSettings settings, Launcher launcher, Machine machine, Optional<CpuAffinity> affinity) {
        this.settings = settings;
        this.launcher = launcher;
        this.affinity = affinity;
        this.machine = machine;
        this.commit = MachineProbe.commit();
        this.progress = new Progress(System.out, expectedDuration(settings));
    }

    /** Chooses the launcher (which may build the server image), pins the generator, prints the plan. */
    public static PerfSuite open(SuiteSettings settings, LaunchSettings launch) {
        Launcher launcher = Launchers.choose(launch);
        // Before pinning: availableProcessors() then reports the pinned set, not the machine.
        Machine machine = MachineProbe.current(launcher.name(), launcher.dockerVersion());
        Optional<CpuAffinity> affinity = Optional.empty();
        String generatorCpus = launcher.name().equals("remote") ? ""
                : CpuAffinity.complement(launch.serverCpus(), Runtime.getRuntime().availableProcessors());
        if (!generatorCpus.isEmpty()) {
            affinity = CpuAffinity.pinThisJvm(generatorCpus);
        }
        PerfSuite suite = new PerfSuite(settings, launcher, machine, affinity);
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
        suite.progress.info("plan: " + settings.variants().size() + " variants x " + settings.scenarios().size()
                + " scenarios, about " + Progress.clock(expectedDuration(settings)));
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
            ScenarioRun run = ScenarioRunner.run(running, pair.scenario(), machine, commit, settings.rules(), progress);
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
            ScenarioRunner.warmUp(server, settings.variantWarmUp().get(), progress);
        }
        return server;
    }

    private void stopServer() {
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
            launcher.close();
            affinity.ifPresent(CpuAffinity::close);
        }
    }
}
