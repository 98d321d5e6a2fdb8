package io.perfgate.perf.run;

import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.host.CpuAffinity;
import io.perfgate.perf.launch.LaunchException;
import io.perfgate.perf.launch.Launcher;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.protocol.Both;
import io.perfgate.perf.protocol.Progress;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.protocol.WarmUp;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.sut.Variant;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The running servers of the variant in hand, of each side: booted when a pair of another variant comes (one per pair
 * of boots, {@code perf.reference.bootPairs}; one in a plain run), given their variant warm-up once, and stopped when
 * the variant is done or a server died, so that at most one variant runs at a time and no server is left behind. A
 * variant that did not start is not booted again in the run. The launchers are the caller's, who closes them.
 */
final class VariantServers {
    /** Hyperfoil's setting of how long (ms) its jitter watchdog may wait for a CPU before it logs an ERROR. */
    private static final String JITTER_THRESHOLD = "io.hyperfoil.jitter.watchdog.threshold";
    private final SuiteSettings settings;
    private final Map<TrialOrder.Side, Launcher> launchers;
    private final int bootPairs;
    private final Machine machine;
    /** The servers' own CPUs ({@link io.perfgate.perf.launch.LaunchSettings#serverCpus()}); empty when not pinned. */
    private final String serverCpus;
    /** Whether the variant warm-ups borrow the load generator's CPUs ({@link #warmUpNew}). */
    private final boolean lendsCpus;
    private final Progress progress;
    private final Map<TrialOrder.Side, Map<Variant, LaunchException>> failedBoots = new EnumMap<>(TrialOrder.Side.class);
    /**
     * The running servers of each side, one per pair of boots ({@code perf.reference.bootPairs}; one in a plain run),
     * all of one variant: at most one variant at a time.
     */
    private final Map<TrialOrder.Side, List<RunningServer>> servers = new EnumMap<>(TrialOrder.Side.class);
    /** The sides whose server was started and has not had its variant warm-up yet. */
    private final Set<TrialOrder.Side> unwarmed = EnumSet.noneOf(TrialOrder.Side.class);

    /**
     * @param launchers each side's launcher: the candidate's, and the reference's in an A/B run
     * @param bootPairs how many servers each side boots per variant
     * @param lendsCpus the servers and the generator are pinned, and a launcher that starts servers can move them
     *                  (checked again per server): the variant warm-ups borrow the generator's CPUs
     */
    VariantServers(SuiteSettings settings, Map<TrialOrder.Side, Launcher> launchers, int bootPairs, Machine machine,
                   String serverCpus, boolean lendsCpus, Progress progress) {
        this.settings = settings;
        this.launchers = new EnumMap<>(launchers);
        this.bootPairs = bootPairs;
        this.machine = machine;
        this.serverCpus = serverCpus;
        this.lendsCpus = lendsCpus;
        this.progress = progress;
    }

    /** The side's servers of {@code variant}, booted now unless they run already (the candidate's stopping the others'). */
    List<RunningServer> of(Variant variant, TrialOrder.Side side) {
        List<RunningServer> running = servers.get(side);
        if (running != null && !running.isEmpty() && running.getFirst().variant().equals(variant)) {
            return List.copyOf(running);
        }
        if (side == TrialOrder.Side.CANDIDATE) {
            stop();
        }
        boolean isReference = side == TrialOrder.Side.REFERENCE;
        Launcher sideLauncher = launchers.get(side);
        String what = isReference ? "the reference" : "";
        LaunchException earlier = failedBoots.getOrDefault(side, Map.of()).get(variant);
        if (earlier != null) {
            throw new LaunchException("variant " + variant + (isReference ? " of the reference" : "")
                    + " did not start earlier in this run: " + earlier.getMessage(), earlier);
        }
        // Kept as they start: a boot that fails leaves the ones before it to stop().
        List<RunningServer> started = new ArrayList<>();
        servers.put(side, started);
        unwarmed.add(side);
        for (int k = 1; k <= bootPairs; k++) {
            String boot = bootPairs > 1 ? " (boot " + k + " of " + bootPairs + ")" : "";
            progress.line(variant + ": starting " + (isReference ? what + " " : "") + "(" + sideLauncher.kind().id() + ")" + boot);
            long start = System.nanoTime();
            RunningServer server;
            try {
                server = sideLauncher.start(variant);
            } catch (LaunchException e) {
                failedBoots.computeIfAbsent(side, s -> new HashMap<>()).put(variant, e);
                throw e;
            }
            started.add(server);
            progress.info(String.format(Locale.ROOT, "%s: %shealthy at %s after %.1f s%s",
                    variant, isReference ? "reference " : "", server.baseUri(), (System.nanoTime() - start) / 1e9, boot));
        }
        return List.copyOf(started);
    }

    /**
     * The variant warm-up of the servers started since the last one. Where the servers are pinned, the load generator is
     * pinned to the other CPUs and the launcher can move a running server (container, process), the warm-up borrows
     * the generator's CPUs: every new server is moved to all CPUs, all are warmed up at once, and each goes back to
     * its own CPUs before any trial. Each JVM then compiles on more than one CPU: on the 2-vCPU reference VM both
     * sides of an A/B run were warm after 18-28 s instead of 30-46 s in turn, a plain run's server after 10-12 s instead
     * of 16-20 s (7 of 20 at the 20 s cap; docs/evidence/warm-up.md). Elsewhere in turn,
     * the candidate's then the reference's, each with the server CPU to itself: both at once on one CPU, each JVM
     * compiled at half speed, and in a full A/B run both still climbed (1,808 -> 217 us per request) when the 30 s cap
     * ended them.
     */
    void warmUpNew() {
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
            warm(fresh, names); // nothing when the variant's servers were warmed up for its first scenario
        }
        unwarmed.clear();
    }

    /**
     * One more boot of each side of {@code variant} (the servers in hand must be of it), given the variant warm-up as the
     * first boots were and named by the boot pair they are, {@code boot}; {@code measure} gets them (reference, candidate),
     * and they are stopped when it returns: a boot pair added to one scenario whose boot pairs disagreed
     * ({@link io.perfgate.perf.protocol.MoreBootPairs}), not to the scenarios after it.
     */
    <T> T oneMorePair(Variant variant, int boot, Function<Both<RunningServer>, T> measure) {
        List<RunningServer> started = new ArrayList<>();
        try {
            for (TrialOrder.Side side : List.of(TrialOrder.Side.CANDIDATE, TrialOrder.Side.REFERENCE)) {
                List<RunningServer> running = servers.get(side);
                if (running == null || running.isEmpty() || !running.getFirst().variant().equals(variant)) {
                    throw new IllegalStateException("a boot pair is added to the variant in hand, actual: " + variant);
                }
                boolean isReference = side == TrialOrder.Side.REFERENCE;
                progress.line(variant + ": starting " + (isReference ? "the reference " : "") + "("
                        + launchers.get(side).kind().id() + ") (boot " + boot + ", added)");
                long start = System.nanoTime();
                RunningServer server = launchers.get(side).start(variant);
                started.add(server);
                progress.info(String.format(Locale.ROOT, "%s: %shealthy at %s after %.1f s (boot %d, added)", variant,
                        isReference ? "reference " : "", server.baseUri(), (System.nanoTime() - start) / 1e9, boot));
            }
            if (settings.variantWarmUp().isPresent()) {
                warm(started, List.of("B" + boot, "A" + boot));
            }
            return measure.apply(new Both<>(started.get(1), started.getFirst()));
        } finally {
            for (RunningServer server : started.reversed()) {
                server.close();
            }
            progress.info(variant + ": boot pair " + boot + " (added) stopped");
        }
    }

    /** The variant warm-up of {@code fresh} (named {@code names} in the console), all at once where CPUs can be lent. */
    private void warm(List<RunningServer> fresh, List<String> names) {
        if (fresh.isEmpty()) {
            return;
        }
        if (lendsCpus && fresh.stream().allMatch(RunningServer::movable)) {
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
                WarmUp.serversAtOnce(fresh, names, settings.variantWarmUp().get(),
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
                WarmUp.server(server, settings.variantWarmUp().get(), settings.warmUpRule(), progress);
            }
        }
    }

    /** Whether a server of either side died (or its engine stopped answering). */
    boolean anyGone() {
        return servers.values().stream().flatMap(List::stream).anyMatch(server -> server.deathReason().isPresent());
    }

    /** The reference's servers first, each side's last boot first: in the reverse order of their start. */
    void stop() {
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
}
