package io.perfgate.perf.stats;

import org.apache.commons.statistics.distribution.NormalDistribution;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * When an A/B scenario's verdict is looked at while its pairs are measured, and at which significance level each look
 * judges: a group-sequential design, so that a scenario whose verdict is settled early stops early while the gate's
 * false-alarm rate still holds over all its looks (docs/verdicts.md, "Sequential verdicts").
 *
 * <p>The rules:
 * <ul>
 *   <li>The looks: after every round of the boot pairs (each measures one pair a round) from the first round that
 *       leaves the paired test {@link #MINIMUM_DEGREES_OF_FREEDOM} degrees of freedom within its boot pairs, up to two
 *       thirds of the cap, then at the cap. With 12 pairs on 2 boot pairs: after 6, 8 and 12. With too few pairs for an
 *       early look (the quick profile's 4 on 1 boot pair) the one look is the cap, the fixed design.</li>
 *   <li>Alpha spending of the O'Brien-Fleming type (Lan and DeMets, Biometrika 1983):
 *       {@code spent(t) = 2 - 2 Phi(z(alpha / 2) / sqrt(t))} of a metric's alpha has been spent once a fraction
 *       {@code t} of the cap is measured; {@code spent(1) = alpha}. A look judges at the alpha it spends, the increment
 *       since the previous look, which by the union bound keeps the chance of any false alarm over all looks below alpha
 *       whatever the correlation between them (conservative: the exact boundaries would be a little looser). The
 *       early looks spend almost nothing (with 12 pairs and alpha 0.01 / 9: 0.4% and 6% of it), so the look at the cap
 *       keeps about 94% of alpha and nearly all the power of the fixed design, while a regression beyond doubt still
 *       stops at the first look.</li>
 *   <li>A pass is settled at an early look when every gated metric's bound in its bad direction, at one-sided level
 *       {@link #FUTILITY_ERROR} over the early looks, lies inside its threshold: a regression as large as the threshold
 *       stops as a pass at some early look with probability at most {@link #FUTILITY_ERROR} (union bound again). It
 *       never adds a false alarm: stopping for a pass only ever rejects less.</li>
 * </ul>
 *
 * @param at  the pair counts at which the verdict is looked at, ascending, the last one the cap
 * @param cap the most pairs the scenario measures
 */
public record Looks(List<Integer> at, int cap) {
    /** The fewest degrees of freedom within the boot pairs at an early look: with fewer, t quantiles at alpha / m explode. */
    public static final int MINIMUM_DEGREES_OF_FREEDOM = 4;
    /** The share of the pairs after which the looks stop until the cap: the last look keeps most of alpha. */
    static final double LAST_EARLY_LOOK = 2.0 / 3;
    /** The chance, at most, that a regression of the threshold's size stops as a pass at one of the early looks. */
    public static final double FUTILITY_ERROR = 0.05;

    public Looks {
        at = List.copyOf(at);
        if (at.isEmpty() || at.getLast() != cap) {
            throw new IllegalArgumentException("the looks must end at the cap " + cap + ", actual: " + at);
        }
        for (int i = 0; i < at.size(); i++) {
            if (at.get(i) < 1 || (i > 0 && at.get(i) <= at.get(i - 1))) {
                throw new IllegalArgumentException("looks must be ascending pair counts >= 1, actual: " + at);
            }
        }
    }

    /** The looks of a scenario of {@code cap} pairs measured on {@code bootPairs} pairs of boots (see the rules above). */
    public static Looks of(int cap, int bootPairs) {
        if (cap < 1 || bootPairs < 1) {
            throw new IllegalArgumentException("pairs and boot pairs count from 1, actual: " + cap + " pairs on "
                    + bootPairs + " boot pairs");
        }
        List<Integer> at = new ArrayList<>();
        int rounds = (bootPairs + MINIMUM_DEGREES_OF_FREEDOM + bootPairs - 1) / bootPairs;
        for (int n = rounds * bootPairs; n <= LAST_EARLY_LOOK * cap && n < cap; n += bootPairs) {
            at.add(n);
        }
        at.add(cap);
        return new Looks(at, cap);
    }

    /** A single look at the cap: the fixed design. */
    public static Looks fixed(int cap) {
        return new Looks(List.of(cap), cap);
    }

    /** Whether the verdict is looked at after {@code pairs} pairs. */
    public boolean isLook(int pairs) {
        return at.contains(pairs);
    }

    /** Whether there is a look before the cap, at which a scenario may stop. */
    public boolean sequential() {
        return at.size() > 1;
    }

    /** The looks before the cap. */
    public int earlyLooks() {
        return at.size() - 1;
    }

    /**
     * The significance level of the look after {@code pairs} pairs for a metric of level {@code alpha}: what the
     * spending function spends from the previous look to this one. A count between looks (a run that stopped when a
     * server died) is judged as a look of its own, with the alpha spent since the look before it.
     */
    public double level(double alpha, int pairs) {
        if (!(alpha > 0 && alpha < 1) || pairs < 1) {
            throw new IllegalArgumentException("alpha in (0, 1) and pairs >= 1 required, actual: " + alpha + ", " + pairs);
        }
        if (!sequential()) {
            return alpha;
        }
        int previous = at.stream().filter(n -> n < pairs).mapToInt(Integer::intValue).max().orElse(0);
        return spent(alpha, fraction(pairs)) - spent(alpha, fraction(previous));
    }

    /** The one-sided level of a bound that settles a pass at an early look: {@link #FUTILITY_ERROR} over them. */
    public double futilityLevel() {
        return FUTILITY_ERROR / Math.max(1, earlyLooks());
    }

    private double fraction(int pairs) {
        return Math.min(1, (double) pairs / cap);
    }

    /** Lan-DeMets' O'Brien-Fleming-type spending function: the alpha spent by information fraction {@code t}. */
    static double spent(double alpha, double t) {
        if (t <= 0) {
            return 0;
        }
        NormalDistribution normal = NormalDistribution.of(0, 1);
        double z = normal.inverseSurvivalProbability(alpha / 2);
        return 2 * normal.survivalProbability(z / Math.sqrt(t));
    }

    /** e.g. {@code after 6, 8 and 12 pairs}. */
    public String describe() {
        String all = at.stream().map(String::valueOf).collect(Collectors.joining(", "));
        int comma = all.lastIndexOf(", ");
        return "after " + (comma < 0 ? all : all.substring(0, comma) + " and " + all.substring(comma + 2)) + " pairs";
    }
}
