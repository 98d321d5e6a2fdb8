package io.perfgate.perf.run;

import io.perfgate.perf.result.ScenarioRun;

import java.util.Objects;

/**
 * One (variant, scenario) of an A/B run: the candidate's and the reference's trials, measured interleaved,
 * trial i of one paired with trial i of the other.
 *
 * @param candidate     the build under test (B): the run the reports chart
 * @param reference     the reference build (A), same variant, scenario, settings and trial count
 * @param order         the order the trials ran in
 * @param referenceName how to name the reference, e.g. {@code reference build git:main (0123abcd4567)}
 */
public record AbRun(ScenarioRun candidate, ScenarioRun reference, TrialOrder order, String referenceName) {
    public AbRun {
        Objects.requireNonNull(candidate, "candidate");
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(referenceName, "referenceName");
        if (candidate.trials().size() != reference.trials().size()) {
            throw new IllegalArgumentException("paired trials need as many reference as candidate trials, required "
                    + reference.trials().size() + ", actual " + candidate.trials().size() + " for "
                    + candidate.variant() + " / " + candidate.scenario());
        }
    }

    /**
     * For the reports, which write "Compared with ...": {@code reference build X (A/B in the same run, 5 paired
     * trials, order ABBA)}.
     */
    public String comparisonKind() {
        return referenceName + " (A/B in the same run, " + candidate.trials().size() + " paired trials, " + order.describe() + ")";
    }
}
