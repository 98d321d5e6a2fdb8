package io.perfgate.perf.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Which trials run when: the pairs in their {@link TrialOrder}, pair i on boot pair ((i - 1) mod k) + 1 of k, a pair
 * with a disturbed trial measured again ({@link Remeasure}), and no pair left half measured when the run stops.
 */
final class PairSchedule {
    /**
     * How many pairs of one scenario are measured again at most because other processes or the hypervisor took the load
     * generator's CPU, or the hypervisor the servers', during them ({@link Remeasure}): such bursts come and go for
     * minutes on a shared VM, and one disturbed trial among six would make its whole pair INVALID
     * (docs/evidence/disturbed-trials.md). Past this many the pair is kept (INVALID where the generator's share broke
     * {@link ValidityRules#maxStolenFraction()}): a machine busy all along fails closed.
     */
    static final int REMEASURE_AT_MOST = 3;

    private PairSchedule() {
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

    /**
     * The boot pair, from 1, that measures pair {@code number} (from 1) of {@code bootPairs}: they take turns, so that a
     * drift over the scenario lands on every boot pair alike.
     */
    static int bootPair(int number, int bootPairs) {
        if (number < 1 || bootPairs < 1) {
            throw new IllegalArgumentException("pairs and boot pairs count from 1, actual: pair " + number + " of "
                    + bootPairs + " boot pairs");
        }
        return (number - 1) % bootPairs + 1;
    }

    /** As the console says it, e.g. {@code 12 pairs, order ABBA: AB BA ...; pair i on boot pair ((i - 1) mod 2) + 1}. */
    static String describe(TrialOrder order, int bootPairs) {
        return order.pairs() + " pairs, " + order.describe() + ": " + order.sequence() + (bootPairs > 1
                ? "; pair i on boot pair ((i - 1) mod " + bootPairs + ") + 1" : "");
    }

    /**
     * Runs the pairs in {@code order}: pair i's trials back to back, the first one as the order says, or both in one
     * load window when the order measures them together; a pair with a disturbed trial is run again while
     * {@code remeasure} allows; after each complete pair {@code stop} may end the run (a server died), so no trial is
     * ever unpaired, and so may {@code settled}, given the pairs kept so far (a sequential run whose verdict is settled).
     */
    static <T> Pairs<T> interleave(TrialOrder order, Runs<T> trial, Together<T> together, BooleanSupplier stop,
                                   Remeasure<T> remeasure, Predicate<Pairs<T>> settled) {
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
            if (stopped || (i + 1 < order.pairs() && settled.test(new Pairs<>(reference, candidate)))) {
                break;
            }
        }
        return new Pairs<>(reference, candidate);
    }
}
