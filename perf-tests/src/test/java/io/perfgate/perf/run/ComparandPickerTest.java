package io.perfgate.perf.run;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the suite, a merge and a re-judge compare a run with: no server is started, no verdict is judged. */
class ComparandPickerTest {
    private static final String REFERENCE = "reference build git:main (0123abcd4567)";

    @TempDir
    Path temp;

    private BaselineStore store;
    private Baseline committed;

    /** A baseline of three boots, so that the store has a pooled boot spread to hand on. */
    @BeforeEach
    void aCommittedBaselineOfThreeBoots() throws IOException {
        store = BaselineStore.at(Fixtures.baselinesWithCommittedThresholds(temp));
        store.write(List.of(run(1.00), run(1.10), run(1.05)));
        committed = store.read(run(1.0).pair()).orElseThrow();
    }

    private static ScenarioRun run(double mean) {
        return Fixtures.run(Fixtures.trials(4).with(Metric.MEAN, mean, mean, mean, mean).build());
    }

    private static Measured plain(ScenarioRun run) {
        return new Measured(run, Optional.empty());
    }

    private static Measured ab(ScenarioRun candidate, ScenarioRun reference, TrialOrder.Kind order) {
        return new Measured(candidate, Optional.of(new Measured.Reference(reference, REFERENCE,
                TrialOrder.of(order, 42, candidate.trials().size()))));
    }

    @Test
    void aPlainRunIsComparedWithItsCommittedBaselineWhichTheReportsDraw() {
        ComparandPicker.Pick pick = new ComparandPicker(store, false, false).pick(plain(run(1.2)));

        assertEquals(Comparand.baseline(Optional.of(committed), false, store.pooledBootSpreads()), pick.comparand());
        assertEquals(Optional.of(committed), pick.baseline());
        assertFalse(store.pooledBootSpreads().isEmpty(), "the floors compared are the store's own, not none");
    }

    @ParameterizedTest(name = "strict {0}")
    @CsvSource({"true", "false"})
    void strictIsHandedOnToTheBaseline(boolean strict) {
        ComparandPicker.Pick pick = new ComparandPicker(store, false, strict).pick(plain(run(1.2)));

        assertEquals(Comparand.baseline(Optional.of(committed), strict, store.pooledBootSpreads()), pick.comparand());
    }

    @Test
    void aPairWithoutBaselineIsComparedWithNone() throws IOException {
        Files.delete(store.fileFor(committed.pair()));

        ComparandPicker.Pick pick = new ComparandPicker(store, false, false).pick(plain(run(1.2)));

        assertEquals(Comparand.baseline(Optional.empty(), false, Map.of()), pick.comparand());
        assertEquals(Optional.empty(), pick.baseline());
    }

    @Test
    void whenTheRunWritesTheBaselinesTheOldOneIsNotConsulted() throws IOException {
        // Unreadable: an update must not even read it, for its run replaces it.
        Files.writeString(store.fileFor(committed.pair()), "{ not a baseline");

        ComparandPicker.Pick pick = new ComparandPicker(store, true, false).pick(plain(run(1.2)));

        assertEquals(Optional.empty(), pick.baseline());
        assertTrue(pick.comparand() instanceof Comparand.CommittedBaseline none && none.baseline().isEmpty(),
                pick.comparand().toString());
    }

    @ParameterizedTest(name = "{0}: together {1}")
    @CsvSource({"LOCKSTEP, true", "DUET, true", "ABBA, false", "RANDOM, false"})
    void anAbRunIsComparedWithItsReferenceNotTheBaselineInEveryMode(TrialOrder.Kind order, boolean together) {
        ScenarioRun reference = run(1.0);

        for (boolean update : new boolean[] {false, true}) {
            ComparandPicker.Pick pick = new ComparandPicker(store, update, false).pick(ab(run(1.2), reference, order));

            assertEquals(Comparand.sameRun(reference, REFERENCE, together), pick.comparand());
            assertEquals(Optional.empty(), pick.baseline(), "the reports draw the reference's trials, not the baseline's");
        }
    }

    @Test
    void theCommittedBaselineIsThereForInformationWhateverTheMode() {
        ComparandPicker update = new ComparandPicker(store, true, true);

        assertEquals(Comparand.baseline(Optional.of(committed), true, store.pooledBootSpreads()),
                update.committedBaseline(committed.pair()));
    }
}
