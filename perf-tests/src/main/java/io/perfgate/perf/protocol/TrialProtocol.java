package io.perfgate.perf.protocol;

import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.load.ScenarioFiles;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.protocol.PairSchedule.Pairs;
import io.perfgate.perf.protocol.PairSchedule.Remeasure;
import io.perfgate.perf.protocol.TrialRunner.Trial;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.stats.Looks;
import io.perfgate.perf.verdict.Comparand;
import io.perfgate.perf.verdict.Settlement;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The measurement protocol of one (variant, scenario): make sure each server answers, warm each up (excluded,
 * {@link WarmUp}), then the measured trials in the {@link TrialOrder} ({@link PairSchedule}), each its own Hyperfoil run
 * with the server's CPU and memory sampled right before and after it (and, from the OS side only, every 250 ms within
 * every load window, for the timeline: {@link ServerSampler}; {@link TrialRunner}). In an A/B run both servers are
 * already booted and warmed up on the same CPU; by default (lockstep) each scenario's warm-up and each pair's two trials
 * are one load window in which one user takes turns between them round by round, so that whatever disturbs the machine
 * during a pair disturbs both sides; in a duet both are loaded at the same time, each by its own user; in the ABBA and
 * random orders they take turns, each pair's two trials back to back, and the idle server costs next to nothing since
 * no load reaches it. A plain run is the same protocol with the candidate alone.
 */
public final class TrialProtocol {
    /** An unreachable server must fail within seconds, not after a run of empty trials. */
    static final Duration REACH_TIMEOUT = Duration.ofSeconds(3);
    /** How often the server's CPU and memory are read from the OS side within a load window, for the timeline. */
    public static final Duration SERVER_SAMPLING = ServerSampler.PERIOD;

    private TrialProtocol() {
    }

    /**
     * The servers of one side and the commit they were built from: one, or in an A/B run one per pair of boots
     * ({@code perf.reference.bootPairs}), all of the same variant and build.
     */
    public record Contender(List<RunningServer> servers, String commit) {
        public Contender {
            servers = List.copyOf(servers);
            Objects.requireNonNull(commit, "commit");
            if (servers.isEmpty()) {
                throw new IllegalArgumentException("a contender needs a server");
            }
        }

        public Contender(RunningServer server, String commit) {
            this(List.of(server), commit);
        }

        /** The first boot's server, which the result's variant and JVM are read from. */
        public RunningServer server() {
            return servers.getFirst();
        }
    }

    /** A reference to measure beside the candidate, how to name it, and the order of each pair's trials. */
    public record Opponent(Contender contender, String name, TrialOrder order) {
        public Opponent {
            Objects.requireNonNull(contender, "contender");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(order, "order");
        }
    }

    /**
     * Measures {@code candidate} alone, or interleaved with {@code reference}'s server when given (whose order
     * must have {@code settings.trials()} pairs). {@code generatorCpu} watches the load generator's CPUs during
     * each trial (empty where the generator is not pinned).
     */
    public static Measured run(Contender candidate, Optional<Opponent> reference, ScenarioSettings settings,
                               WarmUpRule warmUpRule, Machine machine, ValidityRules rules,
                               Optional<GeneratorCpu> generatorCpu, Sequential sequential, Progress progress) {
        RunningServer b = candidate.server();
        Optional<RunningServer> a = reference.map(r -> r.contender().server());
        List<RunningServer> bs = candidate.servers();
        List<RunningServer> as = reference.map(r -> r.contender().servers()).orElse(List.of());
        int boots = bs.size();
        TrialOrder order = reference.map(Opponent::order).orElseGet(() -> TrialOrder.alone(settings.trials()));
        if (reference.isPresent() ? as.size() != boots || (boots > 1 && !order.together()) : boots != 1) {
            throw new IllegalArgumentException("boot pairs need one server per side each, measured together, actual: "
                    + as.size() + " reference and " + boots + " candidate servers, " + order.kind());
        }
        PairId pair = new PairId(b.variant().name(), settings.scenario());
        for (RunningServer server : as) {
            server.requireUp(REACH_TIMEOUT);
        }
        for (RunningServer server : bs) {
            server.requireUp(REACH_TIMEOUT);
        }
        Instant startedAt = Instant.now();
        Both<List<LoadSlice>> warmUps = WarmUp.scenario(as, bs, settings, order, warmUpRule, progress);
        List<LoadSlice> timelineA = new ArrayList<>(warmUps.reference());
        List<LoadSlice> timelineB = new ArrayList<>(warmUps.candidate());
        reference.ifPresent(r -> progress.info(pair + ": A = " + r.name() + ", B = this build; "
                + PairSchedule.describe(order, boots)));
        Remeasure<Trial> remeasure = Remeasure.of(order, Trial::takenByTheMachine, progress);
        Pairs<Trial> trials = PairSchedule.interleave(order, (side, number) -> {
            boolean isReference = side == TrialOrder.Side.REFERENCE;
            if (a.isPresent()) {
                progress.info("  pair " + number + "/" + order.pairs() + ", " + side.letter()
                        + (isReference ? " (reference)" : " (candidate)"));
            }
            return TrialRunner.trial(isReference ? a.orElseThrow() : b, settings, number, rules, generatorCpu, progress);
        }, (first, number) -> {
            int boot = PairSchedule.bootPair(number, boots);
            Both<Trial> both = TrialRunner.together(as.get(boot - 1), bs.get(boot - 1), first, order.kind(), settings,
                    number, boots > 1 ? Integer.toString(boot) : "", rules, generatorCpu, progress);
            return new Both<>(both.reference().onBoot(boot), both.candidate().onBoot(boot));
        }, () -> anyDied(as, bs, pair, progress), remeasure, sequential == Sequential.NONE || a.isEmpty() ? kept -> false
                : settled(Looks.of(order.pairs(), boots), sequential, reference.orElseThrow().name(), order.together(),
                        kept -> new Both<>(
                        scenarioRun(a.orElseThrow(), settings, machine, startedAt, reference.orElseThrow().contender().commit(),
                                kept.reference().stream().map(Trial::result).toList(), List.of()),
                        scenarioRun(b, settings, machine, startedAt, candidate.commit(),
                                kept.candidate().stream().map(Trial::result).toList(), List.of())), progress));
        trials.candidate().forEach(t -> timelineB.addAll(t.slices()));
        trials.reference().forEach(t -> timelineA.addAll(t.slices()));
        ScenarioRun run = scenarioRun(b, settings, machine, startedAt, candidate.commit(),
                trials.candidate().stream().map(Trial::result).toList(), timelineB);
        return new Measured(run, reference.map(r -> new Measured.Reference(
                scenarioRun(a.orElseThrow(), settings, machine, startedAt, r.contender().commit(),
                        trials.reference().stream().map(Trial::result).toList(), timelineA),
                r.name(), order)));
    }

    /**
     * At each of {@code looks} before the cap: whether the pairs kept so far settle the verdict ({@code sequential}),
     * which the console says either way.
     */
    private static Predicate<Pairs<Trial>> settled(Looks looks, Sequential sequential, String name, boolean together,
                                                   Function<Pairs<Trial>, Both<ScenarioRun>> runs, Progress progress) {
        return kept -> {
            // Never asked after the last pair (PairSchedule): the look at the cap is the final verdict's.
            int pairs = kept.candidate().size();
            if (!looks.isLook(pairs)) {
                return false;
            }
            Both<ScenarioRun> sofar = runs.apply(kept);
            Settlement settlement = sequential.settlement(sofar.candidate(),
                    new Comparand.SameRunReference(sofar.reference(), name, together));
            progress.info("  look after " + pairs + " of at most " + looks.cap() + " pairs: " + (settlement.settled()
                    ? "settled, " + settlement.why() + "; the remaining " + (looks.cap() - pairs) + " are not measured"
                    : "not settled, " + settlement.why()));
            return settlement.settled();
        };
    }

    /**
     * Whether a server of either side ({@code as}, the reference's, empty in a plain run; {@code bs}, the candidate's)
     * is gone, boot pair by boot pair: the first one found is printed with its output's tail, and no further trial runs.
     */
    private static boolean anyDied(List<RunningServer> as, List<RunningServer> bs, PairId pair, Progress progress) {
        boolean ab = !as.isEmpty();
        int boots = bs.size();
        String death = null;
        for (int k = 0; k < boots && death == null; k++) {
            String boot = boots > 1 ? Integer.toString(k + 1) : "";
            RunningServer bk = bs.get(k);
            death = (ab ? death(as.get(k), "A" + boot + " (reference): ") : Optional.<String>empty())
                    .or(() -> death(bk, ab ? "B" + boot + " (candidate): " : ""))
                    .orElse(null);
        }
        if (death != null) {
            progress.info("  a server died: no further trials for " + pair + "\n" + death);
        }
        return death != null;
    }

    /** Why {@code server} is gone, {@code label} first, with its output's tail; empty while it runs. */
    private static Optional<String> death(RunningServer server, String label) {
        return server.deathReason().map(d -> label + d + "\n" + server.logTail());
    }

    /** The trials of one server as the result files and the gate take them. */
    static ScenarioRun scenarioRun(RunningServer server, ScenarioSettings settings, Machine machine, Instant startedAt,
                                   String commit, List<TrialResult> trials, List<LoadSlice> timeline) {
        LoadSettings loadSettings = new LoadSettings(settings.model(),
                settings.model() == LoadModel.OPEN ? settings.ratePerSecond() : 0,
                settings.model() == LoadModel.OPEN ? 0 : settings.users(),
                settings.connections(), settings.warmUp(), settings.trialDuration(), settings.trials(), settings.thinkTime(),
                settings.model() == LoadModel.RAMP ? settings.rampStep() : Duration.ZERO,
                ScenarioFiles.parametersUsed(settings.file()).contains("PAYLOAD") ? settings.payloadBytes() : 0);
        return new ScenarioRun(new PairId(server.variant().name(), settings.scenario()), loadSettings, machine, server.jvm(),
                startedAt, commit, trials, timeline);
    }
}
