package io.perfgate.perf.protocol;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Random;

/**
 * In which order the two trials of each pair run in an A/B comparison (A = reference, B = candidate); a plain
 * run is the degenerate order {@link #alone} of the candidate's trials only.
 * Balanced: as many pairs start with A as with B (one more when the count is odd), so that a trend over the
 * run (the JIT still settling, the machine warming up, a neighbour starting) lands on both sides equally
 * instead of always favouring the side that runs second.
 *
 * <ul>
 *   <li>{@link Kind#ABBA}: AB, BA, AB, BA, ... cancels a linear drift within every two pairs;</li>
 *   <li>{@link Kind#RANDOM}: the same number of AB and BA pairs, shuffled with a fixed seed that is printed,
 *       so a periodic disturbance cannot line up with the alternation and a run can be replayed;</li>
 *   <li>{@link Kind#DUET}: the two trials of a pair run at the same time, both servers loaded at once on their
 *       shared CPUs (duet benchmarking, Bulej et al., ICPE 2020), so whatever disturbs the machine during a pair
 *       disturbs both sides. The two loads start within milliseconds of each other; the side named first is
 *       handed to the second thread, alternating as in ABBA, so that neither side always starts first.</li>
 *   <li>{@link Kind#LOCKSTEP}: the two trials of a pair are one load window in which one user takes turns, a round of
 *       the scenario against one server, then the same round against the other, and again: interleaved request by
 *       request, so that a disturbance of the machine lasting a millisecond lands on both sides alike, while at no
 *       moment do both servers work at once (a duet's two servers on one CPU slow each other down, and each one's
 *       latency holds the other's work). The side named first takes the first turn of every round, alternating as
 *       in ABBA.</li>
 * </ul>
 *
 * @param kind   how the order was made
 * @param seed   the shuffle's seed (used by {@link Kind#RANDOM} only)
 * @param firsts per pair, in order, the side that runs first
 */
public record TrialOrder(Kind kind, long seed, List<Side> firsts) {
    public enum Side {
        REFERENCE("A"), CANDIDATE("B");

        private final String letter;

        Side(String letter) {
            this.letter = letter;
        }

        public String letter() {
            return letter;
        }

        public Side other() {
            return this == REFERENCE ? CANDIDATE : REFERENCE;
        }
    }

    public enum Kind {
        ABBA, RANDOM, DUET, LOCKSTEP,
        /** No reference: the candidate's trials one after another (a plain run). */
        ALONE;

        /** The orders an A/B run may be given ({@code -Dperf.reference.order}). */
        public static final List<Kind> GIVEN = List.of(LOCKSTEP, DUET, ABBA, RANDOM);

        /** {@code lockstep}, {@code duet}, {@code abba} or {@code random}, as in {@code -Dperf.reference.order}. */
        public static Kind parse(String text) {
            for (Kind kind : GIVEN) {
                if (kind.id().equals(text.trim().toLowerCase(Locale.ROOT))) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("perf.reference.order must be lockstep, duet, abba or random, actual: '"
                    + text + "'");
        }

        /** The name in {@code -Dperf.reference.order} and in a run's plan: {@code lockstep}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * Whether the two trials of a pair are measured in the same load window ({@link #DUET}, {@link #LOCKSTEP}), so
         * that whatever disturbs the machine during it disturbs both.
         */
        public boolean together() {
            return this == DUET || this == LOCKSTEP;
        }
    }

    public TrialOrder {
        Objects.requireNonNull(kind, "kind");
        firsts = List.copyOf(firsts);
    }

    /** The order of {@code pairs} pairs. */
    public static TrialOrder of(Kind kind, long seed, int pairs) {
        if (pairs < 1) {
            throw new IllegalArgumentException("an A/B comparison needs at least 1 pair of trials, actual: " + pairs);
        }
        List<Side> firsts = new ArrayList<>(pairs);
        for (int i = 0; i < pairs; i++) {
            firsts.add(i % 2 == 0 ? Side.REFERENCE : Side.CANDIDATE);
        }
        if (kind == Kind.RANDOM) {
            Collections.shuffle(firsts, new Random(seed));
        }
        return new TrialOrder(kind, seed, firsts);
    }

    /** A plain run's order: {@code trials} trials of the candidate alone, each its own "pair". */
    public static TrialOrder alone(int trials) {
        if (trials < 1) {
            throw new IllegalArgumentException("a run needs at least 1 trial, actual: " + trials);
        }
        return new TrialOrder(Kind.ALONE, 0, Collections.nCopies(trials, Side.CANDIDATE));
    }

    public int pairs() {
        return firsts.size();
    }

    /** Whether the two trials of a pair are measured in the same load window ({@link Kind#together()}). */
    public boolean together() {
        return kind.together();
    }

    /** The two sides of pair {@code index} (0-based) in the order they run (start, in a duet). */
    public List<Side> pair(int index) {
        Side first = firsts.get(index);
        return kind == Kind.ALONE ? List.of(first) : List.of(first, first.other());
    }

    /** The whole sequence, e.g. {@code AB BA AB BA AB}; a duet's pairs as {@code A+B B+A ...}. */
    public String sequence() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < firsts.size(); i++) {
            s.append(i == 0 ? "" : " ");
            List<Side> sides = pair(i);
            for (int k = 0; k < sides.size(); k++) {
                s.append(k > 0 && together() ? "+" : "").append(sides.get(k).letter());
            }
        }
        return s.toString();
    }

    /** For reports: {@code order ABBA}, {@code order random (seed 42)} or the duet's. */
    public String describe() {
        return switch (kind) {
            case DUET -> "duet: A and B loaded at the same time";
            case LOCKSTEP -> "lockstep: one user takes turns, a round on A, a round on B";
            case ABBA -> "order ABBA";
            case RANDOM -> String.format(Locale.ROOT, "order random balanced (seed %d)", seed);
            case ALONE -> "no reference";
        };
    }
}
