package io.perfgate.perf.protocol;

import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.launch.ResourceUsage;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.TrialResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Turns what the generator and the launcher saw during one trial into a {@link TrialResult} and decides
 * whether the trial is valid ({@link ValidityRules}). Pure: the same inputs give the same result.
 */
public final class TrialSummarizer {
    private static final double BYTES_PER_MEGABYTE = 1024d * 1024d;

    private TrialSummarizer() {
    }

    /**
     * @param before resources sampled just before the trial (CPU, allocation and GC counters)
     * @param after  resources sampled just after it (the same counters, peak memory of the trial)
     * @param death  why the server is gone, when it died during the trial
     * @param stolen what others took of the load generator's CPUs during the trial; empty where not measured
     */
    public static TrialResult summarize(int trial, ScenarioSettings settings, LoadWindow window, ResourceUsage before,
                                        ResourceUsage after, Optional<String> death, Optional<GeneratorCpu.Stolen> stolen,
                                        ValidityRules rules) {
        long responses = window.responses();
        double cpuMicrosPerRequest = ResourceUsage.cpuMicrosPerRequest(before, after, responses);
        double memoryMegabytes = after.peakMemoryBytes().isPresent()
                ? after.peakMemoryBytes().getAsLong() / BYTES_PER_MEGABYTE : Double.NaN;
        LoadWindow.StatusCounts status = window.status();
        // A redirect (3xx) is an answer, as a 2xx is: a form's POST answers 302 or 303 and the client follows it.
        TrialResult.ErrorCounts errors = new TrialResult.ErrorCounts(status.status4xx(), status.status5xx(),
                status.statusOther(), window.connectionErrors(), window.timeouts());
        TrialResult.GeneratorHealth generator = new TrialResult.GeneratorHealth(window.blockedNanos() / 1e6,
                window.maxSessionsUsed(), window.sessionLimit(), window.sessionLimitExceeded());
        List<String> reasons = invalidReasons(settings, window, death, stolen, rules);
        // CPU taken from the generator delays its clock, so every latency; what the server allocated and sent per
        // request does not depend on when the generator got to read it (measured: such trials' allocated bytes within
        // 0.15% of the baseline's, docs/evidence/escape-analysis.md). Any other fault falsifies them too.
        // (A valid trial keeps its work metrics anyway: TrialResult says so.)
        boolean onlyStolen = reasons.size() == 1 && stolen.filter(rules::tooMuchStolen).isPresent();
        return new TrialResult(trial, window.requests(), window.responses(),
                window.latency().meanMillis(), window.latency().p50Millis(), window.latency().p90Millis(),
                window.latency().p99Millis(), window.latency().maxMillis(), window.throughputPerSecond(),
                settings.targetRatePerSecond(), errors, cpuMicrosPerRequest, memoryMegabytes,
                window.serverTime().meanMillis(),
                ResourceUsage.allocatedBytesPerRequest(before, after, responses), window.responseBytesPerResponse(),
                ResourceUsage.gcCountPer1000Requests(before, after, responses), ResourceUsage.gcMillisPerRequest(before, after, responses),
                generator, reasons, onlyStolen, window.latency().spectrum(),
                ResourceUsage.compilerCpuMicrosPerRequest(before, after, responses));
    }

    /** Every rule the trial breaks, each naming the measurement, the bound and the fix. */
    static List<String> invalidReasons(ScenarioSettings settings, LoadWindow window, Optional<String> death,
                                       Optional<GeneratorCpu.Stolen> stolen, ValidityRules rules) {
        List<String> reasons = new ArrayList<>();
        String scenario = settings.scenario();
        death.ifPresent(reason -> reasons.add("the server died during the trial (" + reason
                + "): see its output above; numbers after that point measure nothing"));
        if (window.responses() == 0) {
            reasons.add("no responses arrived (" + window.requests() + " requests sent, " + window.connectionErrors()
                    + " connection errors, " + window.timeouts() + " timeouts): is the server up and listening on the target?");
        }
        if (settings.model() == LoadModel.OPEN) {
            double achieved = window.requestRatePerSecond();
            double required = rules.minRateFraction() * settings.targetRatePerSecond();
            if (achieved < required) {
                reasons.add(String.format(Locale.ROOT, "achieved rate %.0f req/s, required >= %.0f req/s (%.0f%% of the target %.0f req/s):"
                                + " the generator could not keep up; lower the rate (-Dperf.scenario.%s.rate=...), pin CPUs"
                                + " (generator and server on different cores) or give the machine fewer other jobs",
                        achieved, required, rules.minRateFraction() * 100, settings.targetRatePerSecond(), scenario));
            }
        }
        double blockedMillis = window.blockedNanos() / 1e6;
        double blockedBound = rules.maxBlockedFraction() * window.duration().toMillis();
        // The bound catches a generator short of connections. In the closed model every user has its own connection, so
        // there a wait for one is a reconnect after the server closed one (ConnectionClose): the server's doing, not the
        // generator falling behind.
        boolean ownConnections = settings.model() != LoadModel.OPEN && settings.connections() >= settings.users();
        if (blockedMillis > blockedBound && !(ownConnections && window.reconnects() > 0)) {
            reasons.add(String.format(Locale.ROOT, "generator blocked %.0f ms waiting for a free connection, allowed <= %.0f ms"
                            + " (%.1f%% of the trial; that wait is not in the latency): raise connections"
                            + " (-Dperf.scenario.%s.connections=..., now %d), lower the rate, or pin CPUs",
                    blockedMillis, blockedBound, rules.maxBlockedFraction() * 100, scenario, settings.connections()));
        }
        stolen.filter(rules::tooMuchStolen).ifPresent(s -> reasons.add(String.format(Locale.ROOT,
                "other processes took %d ms and the hypervisor %d ms of the load generator's %d CPU(s) during the %d ms"
                        + " trial: %.0f%% of them, allowed <= %.0f%%; the generator waited for its CPU and that wait is in the"
                        + " latency: stop what else runs on the machine (builds, another perf run), or use a machine with less"
                        + " steal", s.byOthers().toMillis(), s.bySteal().toMillis(), s.cpus(), s.window().toMillis(),
                s.fraction() * 100, rules.maxStolenFraction() * 100)));
        if (window.sessionLimitExceeded()) {
            reasons.add(String.format(Locale.ROOT, "session pool ran out (limit %d, most in use %d): arrivals were dropped;"
                            + " raise -Dperf.scenario.%s.maxSessions or lower the rate",
                    window.sessionLimit(), window.maxSessionsUsed(), scenario));
        }
        if (window.internalErrors() > 0) {
            reasons.add(window.internalErrors() + " generator-internal errors: the scenario file " + scenario
                    + ".hf.yaml has a bug (see the Hyperfoil log lines above)");
        }
        for (String error : window.phaseErrors()) {
            reasons.add("Hyperfoil reported: " + error);
        }
        return reasons;
    }
}
