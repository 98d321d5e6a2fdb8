package io.perfgate.perf.run;

import io.perfgate.perf.launch.HealthProbe;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.TrialResult;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The A/B protocol for one (variant, scenario): both servers already booted on the same CPU, each warmed up
 * (excluded), then the trials in pairs, each pair's two trials back to back in the {@link TrialOrder}. The
 * idle server of a pair costs next to nothing: no load reaches it.
 */
final class InterleavedRunner {
    private InterleavedRunner() {
    }

    /** Trial i of each side, i counting from 1; both lists always hold the same number of trials. */
    record Pairs<T>(List<T> reference, List<T> candidate) {
        Pairs {
            reference = List.copyOf(reference);
            candidate = List.copyOf(candidate);
        }
    }

    /** Runs one trial of {@code side}; {@code number} is the pair's number, from 1. */
    interface Trial<T> {
        T run(TrialOrder.Side side, int number);
    }

    /**
     * Runs the pairs in {@code order}: pair i's two trials back to back, the first one as the order says;
     * after each complete pair {@code stop} may end the run (a server died), so no trial is ever unpaired.
     */
    static <T> Pairs<T> interleave(TrialOrder order, Trial<T> trial, BooleanSupplier stop) {
        List<T> reference = new ArrayList<>();
        List<T> candidate = new ArrayList<>();
        for (int i = 0; i < order.pairs(); i++) {
            for (TrialOrder.Side side : order.pair(i)) {
                (side == TrialOrder.Side.REFERENCE ? reference : candidate).add(trial.run(side, i + 1));
            }
            if (stop.getAsBoolean()) {
                break;
            }
        }
        return new Pairs<>(reference, candidate);
    }

    static AbRun run(RunningServer reference, RunningServer candidate, ScenarioSettings settings, WarmUpRule warmUpRule,
                     TrialOrder order, String referenceName, Machine machine, String candidateCommit,
                     String referenceCommit, ValidityRules rules, Progress progress) {
        String pair = candidate.variant() + " / " + settings.scenario();
        HealthProbe.requireHealthy(reference.baseUri(), ScenarioRunner.REACH_TIMEOUT);
        HealthProbe.requireHealthy(candidate.baseUri(), ScenarioRunner.REACH_TIMEOUT);
        Instant startedAt = Instant.now();
        if (!settings.warmUp().isZero()) {
            progress.info(pair + ": warm-up of A (reference)");
            ScenarioRunner.warmUp(reference, settings, warmUpRule, progress);
            progress.info(pair + ": warm-up of B (candidate)");
            ScenarioRunner.warmUp(candidate, settings, warmUpRule, progress);
        }
        progress.info(pair + ": A = " + referenceName + ", B = this build; " + order.pairs() + " pairs, "
                + order.describe() + ": " + order.sequence());
        Pairs<TrialResult> trials = interleave(order, (side, number) -> {
            boolean isReference = side == TrialOrder.Side.REFERENCE;
            progress.info("  pair " + number + "/" + order.pairs() + ", " + side.letter()
                    + (isReference ? " (reference)" : " (candidate)"));
            return ScenarioRunner.trial(isReference ? reference : candidate, settings, number, rules, progress);
        }, () -> {
            String death = reference.deathReason().map(d -> "A (reference): " + d + "\n" + reference.logTail())
                    .or(() -> candidate.deathReason().map(d -> "B (candidate): " + d + "\n" + candidate.logTail()))
                    .orElse(null);
            if (death != null) {
                progress.info("  a server died: no further pairs for " + pair + "\n" + death);
            }
            return death != null;
        });
        List<TrialResult> a = trials.reference();
        List<TrialResult> b = trials.candidate();
        return new AbRun(ScenarioRunner.scenarioRun(candidate, settings, machine, startedAt, candidateCommit, b),
                ScenarioRunner.scenarioRun(reference, settings, machine, startedAt, referenceCommit, a), order, referenceName);
    }
}
