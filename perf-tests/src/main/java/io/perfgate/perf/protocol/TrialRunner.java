package io.perfgate.perf.protocol;

import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.launch.ResourceUsage;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.TrialResult;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * One measured trial, or the two trials of a pair measured together: the load window, the server's CPU and memory and
 * the generator's CPUs read around it, the trial summarised ({@link TrialSummarizer}) and printed on its line.
 */
final class TrialRunner {
    /**
     * The share of a trial's window the hypervisor may take from the servers' CPUs before it is measured again: what it
     * takes stops the request in flight, so it lands in the mean latency of one side of a lockstep pair whole (20 ms of a
     * 1.5 s Request-2 pair, about 0.75 s of it each side's, +2.7% on that side). 1% lets one 10 ms tick of a 1.5 s
     * pair pass (/proc counts steal in ticks) and measures two again. How often hosts take more, quiet and busy:
     * docs/evidence/disturbed-trials.md.
     */
    static final double SERVER_STEAL_AT_MOST = 0.01;

    private TrialRunner() {
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

    /** One measured trial ({@code number} counts from 1) with the server's CPU and memory around it. */
    static Trial trial(RunningServer server, ScenarioSettings settings, int number, ValidityRules rules,
                       Optional<GeneratorCpu> generatorCpu, Progress progress) {
        progress.line(new PairId(server.variant().name(), settings.scenario()) + ": trial " + number + "/" + settings.trials() + ", "
                + settings.trialDuration().toMillis() + " ms");
        server.resetPeakMemory();
        ResourceUsage before = server.usage();
        Optional<GeneratorCpu.Sample> cpuBefore = generatorCpu.flatMap(GeneratorCpu::sample);
        LoadWindow window = SampledLoad.window(server, settings, settings.trialDuration());
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
     * turn first in every round ({@link SampledLoad#lockstep}); in a duet both are loaded at the same time for the trial's
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
                ? SampledLoad.lockstep(a, b, first, settings, settings.trialDuration())
                : first == TrialOrder.Side.REFERENCE
                ? AtOnce.both(() -> SampledLoad.window(a, settings, settings.trialDuration()),
                        () -> SampledLoad.window(b, settings, settings.trialDuration()))
                : AtOnce.both(() -> SampledLoad.window(b, settings, settings.trialDuration()),
                        () -> SampledLoad.window(a, settings, settings.trialDuration())).swapped();
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
