package io.perfgate.perf.protocol;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.protocol.TrialOrder.Kind;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MeasuredTest {
    private static final String BASE = "reference build base 0123456789ab";

    /** A reference side of {@code pairs} trials, taking turns over two boot pairs as an A/B run measures them. */
    private static Measured.Reference reference(String name, int pairs) {
        List<TrialResult> trials = new ArrayList<>();
        List<TrialResult> made = Fixtures.trials(pairs).build();
        for (int i = 0; i < pairs; i++) {
            trials.add(made.get(i).withBoot(i % 2 + 1));
        }
        ScenarioRun run = Fixtures.run(trials);
        return new Measured.Reference(run, name, TrialOrder.of(Kind.LOCKSTEP, 0, pairs));
    }

    @Test
    void oneReferenceReadsAsBefore() {
        assertEquals(BASE + " (A/B in the same run, 12 paired trials from 2 pairs of server boots, taking turns, "
                + "lockstep: one user takes turns, a round on A, a round on B)", reference(BASE, 12).comparisonKind());
    }

    @Test
    void pairsThatStoppedAtDifferentLooksNameTheirReferenceOnce() {
        String kind = Measured.Reference.comparisonKind(List.of(reference(BASE, 6), reference(BASE, 12),
                reference(BASE, 8), reference(BASE, 6)));

        assertEquals(BASE + " (A/B in the same run, 6-12 paired trials from 2 pairs of server boots, taking turns, "
                + "lockstep: one user takes turns, a round on A, a round on B)", kind);
    }

    @Test
    void twoReferencesAreEachNamedOnce() {
        String kind = Measured.Reference.comparisonKind(List.of(reference(BASE, 6), reference("reference build v1", 12),
                reference(BASE, 12)));

        assertEquals(BASE + " (A/B in the same run, 6-12 paired trials from 2 pairs of server boots, taking turns, "
                + "lockstep: one user takes turns, a round on A, a round on B); reference build v1 (A/B in the same run, "
                + "12 paired trials from 2 pairs of server boots, taking turns, lockstep: one user takes turns, a round on "
                + "A, a round on B)", kind);
    }
}
