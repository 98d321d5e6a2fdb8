package io.perfgate.perf.run;

import io.perfgate.perf.launch.HealthProbe;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.TrialResult;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The A/B protocol for one (variant, scenario): both servers already booted on the same CPU, each warmed up
 * (excluded), then the trials in pairs, each pair's two trials back to back in the {@link TrialOrder}. The
 * idle server of a pair costs next to nothing: no load reaches it.
 */
final class InterleavedRunner {
    private InterleavedRunner() {
    }

    static AbRun run(RunningServer reference, RunningServer candidate, ScenarioSettings settings, TrialOrder order,
                     String referenceName, Machine machine, String candidateCommit, String referenceCommit,
                     ValidityRules rules, Progress progress) {
        String pair = candidate.variant() + " / " + settings.scenario();
        HealthProbe.requireHealthy(reference.baseUri(), ScenarioRunner.REACH_TIMEOUT);
        HealthProbe.requireHealthy(candidate.baseUri(), ScenarioRunner.REACH_TIMEOUT);
        Instant startedAt = Instant.now();
        if (!settings.warmUp().isZero()) {
            progress.info(pair + ": warm-up of A (reference)");
            ScenarioRunner.warmUp(reference, settings, progress);
            progress.info(pair + ": warm-up of B (candidate)");
            ScenarioRunner.warmUp(candidate, settings, progress);
        }
        progress.info(pair + ": A = " + referenceName + ", B = this build; " + order.pairs() + " pairs, "
                + order.describe() + ": " + order.sequence());
        List<TrialResult> a = new ArrayList<>();
        List<TrialResult> b = new ArrayList<>();
        for (int i = 0; i < order.pairs(); i++) {
            for (TrialOrder.Side side : order.pair(i)) {
                boolean isReference = side == TrialOrder.Side.REFERENCE;
                RunningServer server = isReference ? reference : candidate;
                progress.info("  pair " + (i + 1) + "/" + order.pairs() + ", " + side.letter()
                        + (isReference ? " (reference)" : " (candidate)"));
                (isReference ? a : b).add(ScenarioRunner.trial(server, settings, i + 1, rules, progress));
            }
            String death = reference.deathReason().map(d -> "A (reference): " + d + "\n" + reference.logTail())
                    .or(() -> candidate.deathReason().map(d -> "B (candidate): " + d + "\n" + candidate.logTail()))
                    .orElse(null);
            if (death != null) {
                progress.info("  a server died: no further pairs for " + pair + "\n" + death);
                break;
            }
        }
        return new AbRun(ScenarioRunner.scenarioRun(candidate, settings, machine, startedAt, candidateCommit, b),
                ScenarioRunner.scenarioRun(reference, settings, machine, startedAt, referenceCommit, a), order, referenceName);
    }
}
