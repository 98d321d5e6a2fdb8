package io.perfgate.perf.run;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.verdict.Comparand;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a measured pair is compared with, picked one way for the suite ({@link SuiteGate}), a merge of shards
 * ({@link Merge}, through the same {@link SuiteGate}) and a re-judge of saved results ({@link Rejudge}): the reference
 * build measured beside it in an A/B run; else its committed baseline; else, when this run writes the baselines
 * ({@code update}), nothing, for the old baseline is not consulted: the run becomes the new one.
 *
 * <p>The callers differ only in what they hand in: the suite and a merge their {@code update} and {@code strict}
 * settings (a merge those of its shards' plans); a re-judge neither, as it writes no baseline. Each reference comes
 * with the run ({@link Measured#reference()}).
 */
final class ComparandPicker {
    private final BaselineStore store;
    private final boolean update;
    private final boolean strict;
    /** The committed baselines' boot spreads pooled per time metric, read once when first needed. */
    private Map<Metric, Double> spreadFloors;

    /**
     * What a pair is compared with, and the committed baseline behind it for the reports to draw.
     *
     * @param baseline the committed baseline compared with; empty for an A/B reference, in update mode, or when the
     *                 pair has none yet
     */
    record Pick(Comparand comparand, Optional<Baseline> baseline) {
        Pick {
            Objects.requireNonNull(comparand, "comparand");
            Objects.requireNonNull(baseline, "baseline");
        }
    }

    /**
     * @param store  the committed baselines
     * @param update whether this run writes the baselines: then none is compared with
     * @param strict whether the time metrics of a baseline from another machine class are judged all the same
     */
    ComparandPicker(BaselineStore store, boolean update, boolean strict) {
        this.store = Objects.requireNonNull(store, "store");
        this.update = update;
        this.strict = strict;
    }

    /**
     * @throws io.perfgate.perf.baseline.BaselineException the pair's baseline file exists but cannot be used
     */
    Pick pick(Measured measured) {
        if (measured.reference().isPresent()) {
            Measured.Reference reference = measured.reference().get();
            return new Pick(Comparand.sameRun(reference.run(), reference.name(), reference.order().together()),
                    Optional.empty());
        }
        Optional<Baseline> baseline = update ? Optional.empty() : store.read(measured.candidate().pair());
        return new Pick(baseline(baseline), baseline);
    }

    /**
     * The pair's committed baseline, whatever the mode: what an A/B run shows for information beside its reference.
     *
     * @throws io.perfgate.perf.baseline.BaselineException the pair's baseline file exists but cannot be used
     */
    Comparand committedBaseline(PairId pair) {
        return baseline(store.read(pair));
    }

    /** No committed baseline's time metrics are judged with a boot spread below the one pooled over all of them. */
    private Comparand baseline(Optional<Baseline> baseline) {
        if (spreadFloors == null) {
            spreadFloors = store.pooledBootSpreads();
        }
        return Comparand.baseline(baseline, strict, spreadFloors);
    }
}
