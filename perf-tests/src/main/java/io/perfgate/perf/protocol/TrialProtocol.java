package io.perfgate.perf.protocol;

import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.launch.LaunchException;
import io.perfgate.perf.launch.ResourceUsage;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.load.LoadDriver;
import io.perfgate.perf.load.LoadModel;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioFiles;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The measurement protocol of one (variant, scenario): make sure each server answers, warm each up (excluded),
 * then the measured trials in the {@link TrialOrder}, each its own Hyperfoil run with the server's CPU and
 * memory sampled right before and after it (and, from the OS side only, every 250 ms within every load window, for
 * the timeline: {@link ServerSampler}). In an A/B run both servers are already booted and warmed up on the same
 * CPU; by default (lockstep) each scenario's warm-up and each pair's two trials are one load window in which one user
 * takes turns between them round by round, so that whatever disturbs the machine during a pair disturbs both sides; in
 * a duet both are loaded at the same time, each by its own user; in the ABBA and random orders they take turns, each
 * pair's two trials back to back, and the idle server costs next to nothing since no load reaches it. A plain
 * run is the same protocol with the candidate alone.
 */
public final class TrialProtocol {
    /** An unreachable server must fail within seconds, not after a run of empty trials. */
    static final Duration REACH_TIMEOUT = Duration.ofSeconds(3);
    /**
     * What one Hyperfoil run costs beyond its load window (event loops, connections, a System.gc() in the generator,
     * stats), with the server readings around it: for estimates only (a 1.5 s lockstep pair takes about 1.6 s,
     * docs/evidence/lockstep.md).
     */
    public static final Duration RUN_OVERHEAD = Duration.ofMillis(200);
    /** How often the server's CPU and memory are read from the OS side within a load window, for the timeline. */
    public static final Duration SERVER_SAMPLING = ServerSampler.PERIOD;
    /**
     * How many pairs of one scenario are measured again at most because other processes or the hypervisor took the load
     * generator's CPU, or the hypervisor the servers', during them ({@link Remeasure}): such bursts come and go for
     * minutes on a shared VM, and one disturbed trial among six would make its whole pair INVALID
     * (docs/evidence/disturbed-trials.md). Past this many the pair is kept (INVALID where the generator's share broke
     * {@link ValidityRules#maxStolenFraction()}): a machine busy all along fails closed.
     */
    static final int REMEASURE_AT_MOST = 3;
    /**
     * The share of a trial's window the hypervisor may take from the servers' CPUs before it is measured again: what it
     * takes stops the request in flight, so it lands in the mean latency of one side of a lockstep pair whole (20 ms of a
     * 1.5 s Request-2 pair, about 0.75 s of it each side's, +2.7% on that side). 1% lets one 10 ms tick of a 1.5 s
     * pair pass (/proc counts steal in ticks) and measures two again. How often hosts take more, quiet and busy:
     * docs/evidence/disturbed-trials.md.
     */
    static final double SERVER_STEAL_AT_MOST = 0.01;

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

    /** The wall time one (variant, scenario) is expected to take on one server, for progress estimates. */
    public static Duration expectedDuration(ScenarioSettings s) {
        return expectedDuration(s, 1, false);
    }

    /**
     * The same with {@code sides} servers (2 in an A/B run), warmed up and measured in turn or, {@code together} (lockstep
     * or a duet), in the same load windows.
     */
    public static Duration expectedDuration(ScenarioSettings s, int sides, boolean together) {
        int turns = together ? 1 : sides;
        Duration trials = s.trialDuration().multipliedBy(s.trials()).plus(RUN_OVERHEAD.multipliedBy(s.trials()));
        return (s.warmUp().isZero() ? trials : trials.plus(s.warmUp()).plus(RUN_OVERHEAD)).multipliedBy(turns);
    }

    /**
     * Measures {@code candidate} alone, or interleaved with {@code reference}'s server when given (whose order
     * must have {@code settings.trials()} pairs). {@code generatorCpu} watches the load generator's CPUs during
     * each trial (empty where the generator is not pinned).
     */
    public static Measured run(Contender candidate, Optional<Opponent> reference, ScenarioSettings settings,
                               WarmUpRule warmUpRule, Machine machine, ValidityRules rules,
                               Optional<GeneratorCpu> generatorCpu, Progress progress) {
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
        List<LoadSlice> timelineA = new ArrayList<>();
        List<LoadSlice> timelineB = new ArrayList<>();
        if (!settings.warmUp().isZero()) {
            if (a.isPresent() && order.together()) {
                // The scenario's warm-up time is shared by the boot pairs, each settling on the scenario for its share:
                // each server is steady over every request path since its variant warm-up, and in 48 same-jar runs the
                // lockstep warm-up's first second of Request-2 already read the trials' mean latency (median 0.99 of it).
                Duration share = settings.warmUp().dividedBy(boots);
                for (int k = 0; k < boots; k++) {
                    RunningServer ak = as.get(k);
                    RunningServer bk = bs.get(k);
                    String sides = boots == 1 ? "A (reference) and B (candidate)" : "A" + (k + 1) + " and B" + (k + 1)
                            + " (boot pair " + (k + 1) + " of " + boots + ")";
                    String window = "warm-up " + (k + 1);
                    if (order.kind() == TrialOrder.Kind.LOCKSTEP) {
                        // The trials' own load: it settles both servers on taking turns, and goes on while either one's
                        // JIT still compiles the scenario's paths (the variant warm-up may not have run them all).
                        progress.info(pair + ": warm-up of " + sides + " in lockstep, at least " + share.toMillis() + " ms"
                                + (warmUpRule.adaptive(share) ? ", then " + warmUpRule.describe() : ""));
                        Both<List<LoadSlice>> warmUps = lockstepWarmUp(ak, bk, pair, settings, share, warmUpRule, window,
                                progress);
                        timelineA.addAll(warmUps.reference());
                        timelineB.addAll(warmUps.candidate());
                    } else {
                        // Both at once, for the scenario's warm-up time and no longer: each server reached a steady state
                        // in its variant warm-up, over every request path; what drifts after this drifts on both sides.
                        progress.info(pair + ": warm-up of " + sides + " at once, " + share.toMillis() + " ms");
                        ScenarioSettings shared = settings.withWarmUp(share);
                        Both<List<LoadSlice>> warmUps = atOnce(() -> warmUp(ak, shared, WarmUpRule.fixed(), progress, "A", true),
                                () -> warmUp(bk, shared, WarmUpRule.fixed(), progress, "B", true));
                        timelineA.addAll(warmUps.reference().stream().map(slice -> slice.inWindow(window)).toList());
                        timelineB.addAll(warmUps.candidate().stream().map(slice -> slice.inWindow(window)).toList());
                    }
                }
            } else {
                if (a.isPresent()) {
                    progress.info(pair + ": warm-up of A (reference)");
                    timelineA.addAll(warmUp(a.get(), settings, warmUpRule, progress));
                    progress.info(pair + ": warm-up of B (candidate)");
                }
                timelineB.addAll(warmUp(b, settings, warmUpRule, progress));
            }
        }
        reference.ifPresent(r -> progress.info(pair + ": A = " + r.name() + ", B = this build; " + order.pairs()
                + " pairs, " + order.describe() + ": " + order.sequence() + (boots > 1 ? "; pair i on boot pair ((i - 1) mod "
                + boots + ") + 1" : "")));
        Remeasure<Trial> remeasure = Remeasure.of(order, Trial::takenByTheMachine, progress);
        Pairs<Trial> trials = interleave(order, (side, number) -> {
            boolean isReference = side == TrialOrder.Side.REFERENCE;
            if (a.isPresent()) {
                progress.info("  pair " + number + "/" + order.pairs() + ", " + side.letter()
                        + (isReference ? " (reference)" : " (candidate)"));
            }
            return trial(isReference ? a.orElseThrow() : b, settings, number, rules, generatorCpu, progress);
        }, (first, number) -> {
            int k = (number - 1) % boots;
            Both<Trial> both = together(as.get(k), bs.get(k), first, order.kind(), settings, number,
                    boots > 1 ? Integer.toString(k + 1) : "", rules, generatorCpu, progress);
            return new Both<>(both.reference().onBoot(k + 1), both.candidate().onBoot(k + 1));
        }, () -> {
            String death = null;
            for (int k = 0; k < boots && death == null; k++) {
                String boot = boots > 1 ? Integer.toString(k + 1) : "";
                RunningServer bk = bs.get(k);
                death = (a.isPresent() ? death(as.get(k), "A" + boot + " (reference): ") : Optional.<String>empty())
                        .or(() -> death(bk, a.isPresent() ? "B" + boot + " (candidate): " : ""))
                        .orElse(null);
            }
            if (death != null) {
                progress.info("  a server died: no further trials for " + pair + "\n" + death);
            }
            return death != null;
        }, remeasure);
        trials.candidate().forEach(t -> timelineB.addAll(t.slices()));
        trials.reference().forEach(t -> timelineA.addAll(t.slices()));
        ScenarioRun run = scenarioRun(b, settings, machine, startedAt, candidate.commit(),
                trials.candidate().stream().map(Trial::result).toList(), timelineB);
        return new Measured(run, reference.map(r -> new Measured.Reference(
                scenarioRun(a.orElseThrow(), settings, machine, startedAt, r.contender().commit(),
                        trials.reference().stream().map(Trial::result).toList(), timelineA),
                r.name(), order)));
    }

    /** Why {@code server} is gone, {@code label} first, with its output's tail; empty while it runs. */
    private static Optional<String> death(RunningServer server, String label) {
        return server.deathReason().map(d -> label + d + "\n" + server.logTail());
    }

    /**
     * One measured trial, its seconds for the run's timeline, and what the machine took from the generator's and the
     * servers' CPUs during it (its whole pair's window when measured together; empty where not watched).
     */
    record Trial(TrialResult result, List<LoadSlice> slices, Optional<GeneratorCpu.Stolen> stolen) {
        Trial {
            Objects.requireNonNull(result, "result");
            slices = List.copyOf(slices);
            Objects.requireNonNull(stolen, "stolen");
        }

        /**
         * Whether the machine, not the server, set its time metrics, which measuring again can mend: invalid only because
         * something else took the load generator's CPU (its work metrics still hold), or the hypervisor took more than
         * {@link #SERVER_STEAL_AT_MOST} of the servers' CPUs.
         */
        boolean takenByTheMachine() {
            return !result.valid() && result.workMetricsValid() || stolen.filter(s -> s.serverBySteal().toNanos()
                    > SERVER_STEAL_AT_MOST * s.window().toNanos()).isPresent();
        }

        /** This trial as measured by boot pair {@code boot}. */
        Trial onBoot(int boot) {
            return boot == 1 ? this : new Trial(result.withBoot(boot), slices, stolen);
        }
    }

    /**
     * Which trials are measured again, how many times at most in a scenario, and whom to tell: a trial that other
     * processes or the hypervisor disturbed measured the machine, not the server, and its pair measured again a moment
     * later usually finds the machine quiet. The disturbed trial is dropped (the console says so); past {@code atMost}
     * it is kept, INVALID for its time metrics where the generator's share broke its bound (its work metrics are
     * judged: {@link io.perfgate.perf.verdict.Gate}).
     */
    record Remeasure<T>(Predicate<T> disturbed, int atMost, IntConsumer announce) {
        Remeasure {
            Objects.requireNonNull(disturbed, "disturbed");
            Objects.requireNonNull(announce, "announce");
        }

        /**
         * What {@code order} measures again: a disturbed trial, alone, taking turns or measured together, up to
         * {@link #REMEASURE_AT_MOST} times a scenario. Measured together too: a lump of time taken from the generator or
         * a server stops the one request in flight, so in lockstep it delays one side's trial, not both alike; kept, such
         * pairs cost the verdict's detectable change (docs/evidence/disturbed-trials.md).
         */
        static <T> Remeasure<T> of(TrialOrder order, Predicate<T> disturbed, Progress progress) {
            return new Remeasure<>(disturbed, REMEASURE_AT_MOST, number -> progress.info("  "
                    + (order.kind() == TrialOrder.Kind.ALONE ? "trial " : "pair ") + number + " is measured again: other "
                    + "processes or the hypervisor took the load generator's CPU, or the hypervisor the servers', during it"
                    + " (at most " + REMEASURE_AT_MOST + " times a scenario)"));
        }
    }

    /** Trial i of each side, i counting from 1; in an A/B run both lists always hold the same number of trials. */
    record Pairs<T>(List<T> reference, List<T> candidate) {
        Pairs {
            reference = List.copyOf(reference);
            candidate = List.copyOf(candidate);
        }
    }

    /** Runs one trial of {@code side}; {@code number} is the pair's number, from 1. */
    interface Runs<T> {
        T run(TrialOrder.Side side, int number);
    }

    /** Runs both trials of pair {@code number} in one load window; {@code first} alternates as in ABBA. */
    interface Together<T> {
        Both<T> run(TrialOrder.Side first, int number);
    }

    /** The two trials of one pair. */
    record Both<T>(T reference, T candidate) {
        Both {
            Objects.requireNonNull(reference, "reference");
            Objects.requireNonNull(candidate, "candidate");
        }
    }

    /**
     * Runs the pairs in {@code order}: pair i's trials back to back, the first one as the order says, or both in one
     * load window when the order measures them together; a pair with a disturbed trial is run again while
     * {@code remeasure} allows; after each complete pair {@code stop} may end the run (a server died), so no trial is
     * ever unpaired.
     */
    static <T> Pairs<T> interleave(TrialOrder order, Runs<T> trial, Together<T> together, BooleanSupplier stop,
                                   Remeasure<T> remeasure) {
        List<T> reference = new ArrayList<>();
        List<T> candidate = new ArrayList<>();
        int remeasured = 0;
        for (int i = 0; i < order.pairs(); i++) {
            List<T> pairReference = new ArrayList<>(1);
            List<T> pairCandidate = new ArrayList<>(1);
            if (order.together()) {
                Both<T> both = together.run(order.pair(i).getFirst(), i + 1);
                pairReference.add(both.reference());
                pairCandidate.add(both.candidate());
            } else {
                for (TrialOrder.Side side : order.pair(i)) {
                    (side == TrialOrder.Side.REFERENCE ? pairReference : pairCandidate).add(trial.run(side, i + 1));
                }
            }
            boolean stopped = stop.getAsBoolean();
            if (!stopped && remeasured < remeasure.atMost()
                    && Stream.concat(pairReference.stream(), pairCandidate.stream()).anyMatch(remeasure.disturbed())) {
                remeasured++;
                remeasure.announce().accept(i + 1);
                i--;
                continue;
            }
            reference.addAll(pairReference);
            candidate.addAll(pairCandidate);
            if (stopped) {
                break;
            }
        }
        return new Pairs<>(reference, candidate);
    }

    /** One measured trial ({@code number} counts from 1) with the server's CPU and memory around it. */
    static Trial trial(RunningServer server, ScenarioSettings settings, int number, ValidityRules rules,
                       Optional<GeneratorCpu> generatorCpu, Progress progress) {
        progress.line(new PairId(server.variant().name(), settings.scenario()) + ": trial " + number + "/" + settings.trials() + ", "
                + settings.trialDuration().toMillis() + " ms");
        server.resetPeakMemory();
        ResourceUsage before = server.usage();
        Optional<GeneratorCpu.Sample> cpuBefore = generatorCpu.flatMap(GeneratorCpu::sample);
        LoadWindow window = loadWindow(server, settings, settings.trialDuration());
        Optional<GeneratorCpu.Sample> cpuAfter = generatorCpu.flatMap(GeneratorCpu::sample);
        ResourceUsage after = server.usage();
        Optional<String> death = server.deathReason();
        Optional<GeneratorCpu.Stolen> stolen = cpuBefore.isPresent() && cpuAfter.isPresent()
                ? Optional.of(generatorCpu.orElseThrow().between(cpuBefore.get(), cpuAfter.get())) : Optional.empty();
        TrialResult result = TrialSummarizer.summarize(number, settings, window, before, after, death, stolen, rules);
        progress.info("  " + describe(result, stolen, window.reconnects()));
        return new Trial(result, window.slices("trial " + number), stolen);
    }

    /**
     * Pair {@code number} measured together: in lockstep one Hyperfoil run takes turns between the servers, {@code first}'s
     * turn first in every round ({@link #lockstepWindows}); in a duet both are loaded at the same time for the trial's
     * duration, each by its own Hyperfoil run with the scenario's full load, {@code first}'s on a second thread. Each
     * server's CPU and memory are sampled before the load starts and after it ended, so no sample falls into a load
     * window. The generator's CPUs are watched over the whole pair.
     */
    static Both<Trial> together(RunningServer a, RunningServer b, TrialOrder.Side first, TrialOrder.Kind kind,
                                ScenarioSettings settings, int number, String boot, ValidityRules rules,
                                Optional<GeneratorCpu> generatorCpu, Progress progress) {
        progress.line(new PairId(b.variant().name(), settings.scenario()) + ": pair " + number + "/" + settings.trials()
                + (kind == TrialOrder.Kind.LOCKSTEP ? ", A" + boot + " and B" + boot + " in lockstep, " + first.letter() + boot
                + " first, " : ", A" + boot + " and B" + boot + " at once, ") + settings.trialDuration().toMillis() + " ms");
        a.resetPeakMemory();
        b.resetPeakMemory();
        ResourceUsage beforeA = a.usage();
        ResourceUsage beforeB = b.usage();
        Optional<GeneratorCpu.Sample> cpuBefore = generatorCpu.flatMap(GeneratorCpu::sample);
        Both<LoadWindow> windows = kind == TrialOrder.Kind.LOCKSTEP
                ? lockstepWindows(a, b, first, settings, settings.trialDuration())
                : first == TrialOrder.Side.REFERENCE
                ? atOnce(() -> loadWindow(a, settings, settings.trialDuration()),
                        () -> loadWindow(b, settings, settings.trialDuration()))
                : swap(atOnce(() -> loadWindow(b, settings, settings.trialDuration()),
                        () -> loadWindow(a, settings, settings.trialDuration())));
        Optional<GeneratorCpu.Sample> cpuAfter = generatorCpu.flatMap(GeneratorCpu::sample);
        ResourceUsage afterB = b.usage();
        ResourceUsage afterA = a.usage();
        Optional<GeneratorCpu.Stolen> stolen = cpuBefore.isPresent() && cpuAfter.isPresent()
                ? Optional.of(generatorCpu.orElseThrow().between(cpuBefore.get(), cpuAfter.get())) : Optional.empty();
        LoadWindow windowA = windows.reference();
        LoadWindow windowB = windows.candidate();
        TrialResult resultA = TrialSummarizer.summarize(number, settings, windowA, beforeA, afterA, a.deathReason(), stolen, rules);
        TrialResult resultB = TrialSummarizer.summarize(number, settings, windowB, beforeB, afterB, b.deathReason(), stolen, rules);
        progress.info("  A " + describe(resultA, stolen, windowA.reconnects()));
        progress.info("  B " + describe(resultB, stolen, windowB.reconnects()));
        return new Both<>(new Trial(resultA, windowA.slices("trial " + number), stolen),
                new Trial(resultB, windowB.slices("trial " + number), stolen));
    }

    /**
     * One load window against {@code server} ({@link LoadDriver#run}), the server's CPU and memory read from the OS side
     * throughout it ({@link ServerSampler}, which never runs code in the server) and put on the window's seconds.
     */
    static LoadWindow loadWindow(RunningServer server, ScenarioSettings settings, Duration duration) {
        ServerSampler sampler = ServerSampler.start(server);
        LoadWindow window;
        List<ServerSampler.Reading> readings;
        try {
            window = LoadDriver.run(settings, server.baseUri(), duration);
        } finally {
            readings = sampler.stop();
        }
        return window.withSlices(ServerSampler.attach(window.slices(), readings));
    }

    /**
     * One lockstep window ({@link LoadDriver#runLockstep}) over {@code a} (reference) and {@code b}, {@code first}'s turn
     * first in every round, each server's CPU and memory read throughout it as in {@link #loadWindow}.
     */
    /**
     * The lockstep warm-up of one boot pair: {@code minimum}, then windows of the rule's length while either server's
     * JIT compiler threads took more than their idle share of its CPU, at most the rule's cap. Where the compiler threads
     * cannot be read it is the fixed {@code minimum}, as the trials then cannot tell either.
     */
    private static Both<List<LoadSlice>> lockstepWarmUp(RunningServer a, RunningServer b, PairId pair, ScenarioSettings settings,
                                                        Duration minimum, WarmUpRule rule, String label, Progress progress) {
        List<LoadSlice> slicesA = new ArrayList<>();
        List<LoadSlice> slicesB = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        Duration elapsed = Duration.ZERO;
        Duration length = minimum;
        boolean idle;
        while (true) {
            ResourceUsage beforeA = a.usage();
            ResourceUsage beforeB = b.usage();
            Both<LoadWindow> windows = lockstepWindows(a, b, TrialOrder.Side.REFERENCE, settings, length);
            requireAnswered(a, pair + " A", windows.reference());
            requireAnswered(b, pair + " B", windows.candidate());
            slicesA.addAll(windows.reference().slices(label));
            slicesB.addAll(windows.candidate().slices(label));
            elapsed = elapsed.plus(length);
            double shareA = ResourceUsage.compilerShare(beforeA, a.usage());
            double shareB = ResourceUsage.compilerShare(beforeB, b.usage());
            boolean readable = !Double.isNaN(shareA) && !Double.isNaN(shareB);
            if (readable) {
                shown.add(String.format(Locale.ROOT, "%.0f/%.0f%%", shareA * 100, shareB * 100));
            }
            idle = !readable || rule.compilerIdle(shareA) && rule.compilerIdle(shareB);
            if (idle || !rule.adaptive(minimum) || elapsed.compareTo(rule.max()) >= 0) {
                break;
            }
            length = rule.window();
        }
        if (!shown.isEmpty()) {
            progress.extend(elapsed.minus(minimum));
            progress.info(String.format(Locale.ROOT, "  warm-up in lockstep: JIT share of A/B per window: %s; %s",
                    String.join(", ", shown), idle ? "idle after " + elapsed.toMillis() + " ms"
                            : "NOT idle after " + elapsed.toMillis() + " ms (warmUp.scenarioMax or perf.warmup.max): the "
                            + "trials are measured while the JIT compiles, and the verdict says so"));
        }
        return new Both<>(slicesA, slicesB);
    }

    static Both<LoadWindow> lockstepWindows(RunningServer a, RunningServer b, TrialOrder.Side first, ScenarioSettings settings,
                                            Duration duration) {
        ServerSampler samplerA = ServerSampler.start(a);
        ServerSampler samplerB = ServerSampler.start(b);
        List<LoadWindow> windows;
        List<ServerSampler.Reading> readingsA;
        List<ServerSampler.Reading> readingsB;
        try {
            windows = first == TrialOrder.Side.REFERENCE
                    ? LoadDriver.runLockstep(settings, a.baseUri(), b.baseUri(), duration)
                    : LoadDriver.runLockstep(settings, b.baseUri(), a.baseUri(), duration).reversed();
        } finally {
            readingsA = samplerA.stop();
            readingsB = samplerB.stop();
        }
        return new Both<>(windows.getFirst().withSlices(ServerSampler.attach(windows.getFirst().slices(), readingsA)),
                windows.getLast().withSlices(ServerSampler.attach(windows.getLast().slices(), readingsB)));
    }

    /**
     * Runs {@code first} on a second thread and {@code second} on this one, at the same time, and returns both
     * results ({@code first}'s as {@link Both#reference()}); a failure of either is thrown once both ended.
     */
    static <T> Both<T> atOnce(Supplier<T> first, Supplier<T> second) {
        List<T> both = allAtOnce(List.of(first, second));
        return new Both<>(both.getFirst(), both.getLast());
    }

    /**
     * Runs every one of {@code work} at the same time, the last on this thread and the others on threads of their own,
     * and returns their results in order; once all ended, a failure is thrown (this thread's first, the others'
     * suppressed in it).
     */
    static <T> List<T> allAtOnce(List<Supplier<T>> work) {
        try (ExecutorService threads = Executors.newFixedThreadPool(Math.max(1, work.size() - 1),
                r -> new Thread(r, "perfgate-at-once"))) {
            List<CompletableFuture<T>> others = work.subList(0, work.size() - 1).stream()
                    .map(w -> CompletableFuture.supplyAsync(w, threads)).toList();
            List<RuntimeException> failures = new ArrayList<>();
            T here = null;
            try {
                here = work.getLast().get();
            } catch (RuntimeException e) {
                failures.add(e);
            }
            List<T> results = new ArrayList<>();
            for (CompletableFuture<T> other : others) {
                try {
                    results.add(other.join());
                } catch (CompletionException e) {
                    failures.add(e.getCause() instanceof RuntimeException r ? r : e);
                }
            }
            if (!failures.isEmpty()) {
                failures.subList(1, failures.size()).forEach(failures.getFirst()::addSuppressed);
                throw failures.getFirst();
            }
            results.add(here);
            return results;
        }
    }

    private static <T> Both<T> swap(Both<T> both) {
        return new Both<>(both.candidate(), both.reference());
    }

    /** The trials of one server as the result files and the gate take them. */
    static ScenarioRun scenarioRun(RunningServer server, ScenarioSettings settings, Machine machine, Instant startedAt,
                                   String commit, List<TrialResult> trials, List<LoadSlice> timeline) {
        LoadSettings loadSettings = new LoadSettings(settings.model().id(),
                settings.model() == LoadModel.OPEN ? settings.ratePerSecond() : 0,
                settings.model() == LoadModel.OPEN ? 0 : settings.users(),
                settings.connections(), settings.warmUp(), settings.trialDuration(), settings.trials(), settings.thinkTime(),
                settings.model() == LoadModel.RAMP ? settings.rampStep() : Duration.ZERO,
                ScenarioFiles.parametersUsed(settings.file()).contains("PAYLOAD") ? settings.payloadBytes() : 0);
        return new ScenarioRun(server.variant().name(), settings.scenario(), loadSettings, machine, server.jvm(), startedAt,
                commit, trials, timeline);
    }

    private static String load(ScenarioSettings s) {
        String thinking = s.thinkTime().isZero() ? "" : ", think time " + s.thinkTime().toMillis() + " ms";
        return switch (s.model()) {
            case OPEN -> String.format(Locale.ROOT, "%.0f req/s (open)", s.ratePerSecond());
            case CLOSED -> s.users() + " users (closed" + thinking + ")";
            case RAMP -> "1 to " + s.users() + " users, one more every " + s.rampStep().toMillis() + " ms (ramp" + thinking + ")";
            case ONCE -> s.users() + " users, each running the scenario once (setup)";
        };
    }

    /**
     * Runs {@code settings}' warm-up (closed with its warm-up users, or its own model), excluded from the
     * results: at least its warm-up time, then, if {@code rule} allows more, window by window until the
     * server is steady (see {@link WarmUpRule}). Fails loudly when the server answered nothing or died.
     *
     * @return the warm-up second by second, its windows named {@code warm-up 1}, {@code warm-up 2} ...
     */
    public static List<LoadSlice> warmUp(RunningServer server, ScenarioSettings settings, WarmUpRule rule, Progress progress) {
        return warmUp(server, settings, rule, progress, "", true);
    }

    /**
     * The warm-ups of {@code servers}, all at the same time, each its own series of load windows until it is steady
     * ({@link #warmUp(RunningServer, ScenarioSettings, WarmUpRule, Progress)}), its lines marked with its name in
     * {@code names} (A, B); one server alone is warmed up as usual. Meant for servers that have more than one CPU to
     * share meanwhile (PerfSuite lends them the load generator's): on one CPU each JVM would compile at a fraction of
     * its speed. A failure of any is thrown once all ended.
     */
    public static void warmUpAtOnce(List<RunningServer> servers, List<String> names, ScenarioSettings settings,
                                    WarmUpRule rule, Progress progress) {
        if (servers.size() != names.size()) {
            throw new IllegalArgumentException("one name per server, actual: " + servers.size() + " servers, names " + names);
        }
        if (servers.size() == 1) {
            warmUp(servers.getFirst(), settings, rule, progress);
            return;
        }
        long start = System.nanoTime();
        try {
            List<Supplier<List<LoadSlice>>> warmUps = new ArrayList<>();
            for (int i = 0; i < servers.size(); i++) {
                RunningServer server = servers.get(i);
                String name = names.get(i);
                warmUps.add(() -> warmUp(server, settings, rule, progress, name, false));
            }
            allAtOnce(warmUps);
        } finally {
            // The plan counted one minimum warm-up for them all (PerfSuite): it shifts by what they took beyond it.
            progress.extend(Duration.ofNanos(System.nanoTime() - start).minus(settings.warmUp()));
        }
    }

    /**
     * {@link #warmUp(RunningServer, ScenarioSettings, WarmUpRule, Progress)} of one side of a duet, its lines marked
     * {@code side} ({@code A} or {@code B}).
     */
    private static List<LoadSlice> warmUp(RunningServer server, ScenarioSettings settings, WarmUpRule rule, Progress progress,
                                          String side, boolean extendPlan) {
        String pair = new PairId(server.variant().name(), settings.scenario()) + (side.isEmpty() ? "" : " " + side);
        String indent = side.isEmpty() ? "  " : "  " + side + " ";
        ScenarioSettings warmUpSettings = settings.forWarmUp();
        Duration minimum = settings.warmUp();
        if (!rule.adaptive(minimum)) {
            progress.line(pair + ": warm-up " + minimum.toMillis() + " ms at " + load(warmUpSettings) + " (excluded)");
            LoadWindow warmUp = loadWindow(server, warmUpSettings, minimum);
            requireAnswered(server, pair, warmUp);
            progress.info(String.format(Locale.ROOT, "%swarm-up: %d responses, %.0f req/s, %d errors", indent,
                    warmUp.responses(), warmUp.throughputPerSecond(), errors(warmUp)));
            return warmUp.slices("warm-up 1");
        }
        progress.line(pair + ": warm-up at " + load(warmUpSettings) + ", at least " + minimum.toMillis() + " ms, then "
                + rule.describe() + " (excluded)");
        List<Double> values = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        List<LoadSlice> slices = new ArrayList<>();
        ResourceUsage before = server.usage();
        // Judged by the JIT compiler threads where they can be read, else by CPU per request where the launcher
        // can read the server's CPU, else by throughput (WarmUpRule).
        boolean byCpu = before.cpuNanos().isPresent();
        Duration elapsed = Duration.ZERO;
        long responses = 0;
        long errors = 0;
        boolean steady;
        while (true) {
            LoadWindow window = loadWindow(server, warmUpSettings, rule.window());
            ResourceUsage after = server.usage();
            requireAnswered(server, pair, window);
            slices.addAll(window.slices("warm-up " + (values.size() + 1)));
            elapsed = elapsed.plus(rule.window());
            responses += window.responses();
            errors += errors(window);
            values.add(byCpu ? ResourceUsage.cpuMicrosPerRequest(before, after, window.responses())
                    : window.throughputPerSecond());
            double compilerShare = ResourceUsage.compilerShare(before, after);
            shown.add(String.format(Locale.ROOT, "%.0f", values.getLast()) + (Double.isNaN(compilerShare) ? ""
                    : String.format(Locale.ROOT, " (jit %.0f%%)", compilerShare * 100)));
            steady = elapsed.compareTo(minimum) >= 0
                    && (Double.isNaN(compilerShare) ? rule.steady(values) : rule.compilerIdle(compilerShare));
            if (steady || elapsed.compareTo(rule.max()) >= 0) {
                break;
            }
            before = server.usage();
        }
        // The plan counted the minimum warm-up; the remaining-time estimate shifts by what ran beyond it.
        if (extendPlan) {
            progress.extend(elapsed.minus(minimum).plus(RUN_OVERHEAD.multipliedBy(values.size() - 1)));
        }
        String series = String.join(", ", shown);
        String what = byCpu ? "server CPU per request (us, without the JIT's)" : "throughput (req/s)";
        progress.info(String.format(Locale.ROOT, "%swarm-up: %d responses, %d errors; %s per window: %s; %s", indent,
                responses, errors, what, series, steady
                        ? "steady after " + elapsed.toMillis() + " ms"
                        : "NOT steady after " + elapsed.toMillis() + " ms (the description's warmUp.max or warmUp.scenarioMax, "
                        + "or perf.warmup.max): the first trials may still be warming up, and the verdict says so; raise "
                        + "the cap or look for what disturbs the machine"));
        return slices;
    }

    private static long errors(LoadWindow window) {
        return window.status().status4xx() + window.status().status5xx() + window.connectionErrors() + window.timeouts();
    }

    private static void requireAnswered(RunningServer server, String pair, LoadWindow warmUp) {
        Optional<String> death = server.deathReason();
        if (warmUp.responses() == 0 || death.isPresent()) {
            throw new LaunchException(pair + ": the server " + death.map(d -> "died (" + d + ")")
                    .orElse("answered nothing (" + warmUp.requests() + " requests, " + warmUp.connectionErrors()
                            + " connection errors, " + warmUp.timeouts() + " timeouts)")
                    + " during the warm-up against " + server.baseUri() + "\nserver output:\n" + server.logTail());
        }
    }

    /** The trial's line; {@code reconnects}: connections the server closed after an answer, each replaced (shown when any). */
    static String describe(TrialResult t, Optional<GeneratorCpu.Stolen> stolen, long reconnects) {
        String line = String.format(Locale.ROOT,
                "trial %d: %d responses, %.0f req/s, p50 %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.3f ms, server %.3f ms, "
                        + "cpu %.1f us/req%s, mem %.0f MB, alloc %.0f B/req, response %.0f B/req, gc %.2f/1000 req %.4f ms/req, "
                        + "errors %d, blocked %.0f ms%s%s%s",
                t.trial(), t.responses(), t.throughputPerSecond(), t.p50Millis(), t.p90Millis(), t.p99Millis(), t.maxMillis(),
                t.serverTimeMeanMillis(), t.serverCpuMicrosPerRequest(),
                Double.isNaN(t.compilerCpuMicrosPerRequest()) ? ""
                        : String.format(Locale.ROOT, " (+ jit %.1f)", t.compilerCpuMicrosPerRequest()),
                t.serverMemoryMegabytes(),
                t.allocatedBytesPerRequest(), t.responseBytesPerRequest(), t.gcCountPer1000Requests(), t.gcMillisPerRequest(),
                t.errors().total(), t.generator().blockedMillis(),
                reconnects == 0 ? "" : " (" + reconnects + " reconnects: the server closed connections after answering)",
                stolen.map(s -> String.format(Locale.ROOT, ", generator CPU taken %d ms (%.1f%%), server CPUs' steal %d ms",
                        s.byOthers().plus(s.bySteal()).toMillis(), s.fraction() * 100, s.serverBySteal().toMillis())).orElse(""),
                t.valid() ? "" : t.workMetricsValid() ? "  INVALID for time metrics (work metrics kept)" : "  INVALID");
        return t.valid() ? line : line + "\n    - " + String.join("\n    - ", t.invalidReasons());
    }
}
