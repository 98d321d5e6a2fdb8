package io.perfgate.perf.protocol;

import io.perfgate.perf.result.ScenarioRun;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One (variant, scenario) as measured: this build's run and, in an A/B run, the reference build's run of
 * the same pair, measured interleaved with it, trial i of one paired with trial i of the other.
 *
 * @param candidate the build under test (B): the run the reports chart
 * @param reference the reference build (A), when this is an A/B run
 */
public record Measured(ScenarioRun candidate, Optional<Reference> reference) {
    public Measured {
        Objects.requireNonNull(candidate, "candidate");
        Objects.requireNonNull(reference, "reference");
        reference.ifPresent(r -> {
            if (candidate.trials().size() != r.run().trials().size()) {
                throw new IllegalArgumentException("paired trials need as many reference as candidate trials, required "
                        + r.run().trials().size() + ", actual " + candidate.trials().size() + " for " + candidate.pair());
            }
        });
    }

    /**
     * The reference side of an A/B pair.
     *
     * @param run   the reference build's trials: same variant, scenario, settings and trial count
     * @param name  how to name it, e.g. {@code reference build git:main (0123abcd4567)}
     * @param order the order the trials ran in
     */
    public record Reference(ScenarioRun run, String name, TrialOrder order) {
        public Reference {
            Objects.requireNonNull(run, "run");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(order, "order");
        }

        /**
         * For the reports, which write "Compared with ...": {@code reference build X (A/B in the same run, 5 paired
         * trials, lockstep: one user takes turns, a round on A, a round on B)}.
         */
        public String comparisonKind() {
            return comparisonKind(List.of(this));
        }

        /**
         * What the pairs of one run were compared with, each reference named once however many pairs it was measured
         * beside: {@code reference build X (A/B in the same run, 6-12 paired trials from 2 pairs of server boots, taking
         * turns, lockstep: ...)}. Sequential verdicts stop at different looks, so the pairs' trial counts differ; each
         * pair's verdict says its own.
         */
        public static String comparisonKind(Collection<Reference> references) {
            Map<String, List<Reference>> byName = new LinkedHashMap<>();
            references.forEach(r -> byName.computeIfAbsent(r.name(), n -> new ArrayList<>()).add(r));
            List<String> kinds = new ArrayList<>();
            byName.forEach((name, same) -> {
                IntSummaryStatistics trials = same.stream().mapToInt(r -> r.run().trials().size()).summaryStatistics();
                IntSummaryStatistics bootPairs = same.stream().mapToInt(r -> r.run().bootPairs()).summaryStatistics();
                String orders = String.join(", ", same.stream().map(r -> r.order().describe()).distinct().toList());
                kinds.add(name + " (A/B in the same run, " + range(trials) + " paired trials" + (bootPairs.getMax() > 1
                        ? " from " + range(bootPairs) + " pairs of server boots, taking turns" : "") + ", " + orders + ")");
            });
            return String.join("; ", kinds);
        }

        private static String range(IntSummaryStatistics counts) {
            return counts.getMin() == counts.getMax() ? String.valueOf(counts.getMax()) : counts.getMin() + "-" + counts.getMax();
        }
    }
}
