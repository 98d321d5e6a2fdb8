package io.perfgate.perf.protocol;

import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.verdict.Comparand;

import java.util.Optional;

/**
 * When boots disagree, measure more boots, never blame the code: after an A/B scenario's planned pairs, while its
 * verdict is INCONCLUSIVE because its boot pairs disagree beyond the service's calibration
 * ({@link Sequential#bootsDisagree}), one more boot pair of each side is booted, warmed up and measured for as many
 * pairs as each planned boot pair measured, and the verdict is judged again over all of them, up to
 * {@code perf.reference.maxBootPairs}. A disagreement that was one boot's bad luck is outvoted by the boot pairs after
 * it; one that persists stays INCONCLUSIVE with its reason. The added pairs are judged at the share of alpha of the look
 * at the cap ({@link Comparand.SameRunReference#level}), so the gate's false-alarm rate stays at most alpha (1 + alpha).
 */
public final class MoreBootPairs {
    private MoreBootPairs() {
    }

    /** Measures one more boot pair, the run's {@code boot}-th, for {@code pairs} pairs: both sides' runs of it. */
    @FunctionalInterface
    public interface Boot {
        Measured measure(int boot, int pairs);
    }

    /**
     * {@code measured} with boot pairs added while {@code gate} finds its boot pairs disagreeing, up to {@code most} in
     * all; {@code measured} itself when it is not an A/B run, stopped before its cap (a server died, or its verdict was
     * settled at a look), or its boot pairs agree. Adding stops early too when an added boot pair measured fewer pairs
     * than asked (a server died): what it measured is kept.
     */
    public static Measured measure(Measured measured, int most, Sequential gate, Boot boot, Progress progress) {
        if (measured.reference().isEmpty()) {
            return measured;
        }
        Measured.Reference reference = measured.reference().get();
        ScenarioRun a = reference.run();
        ScenarioRun b = measured.candidate();
        int cap = a.settings().trials();
        int planned = a.bootPairs();
        if (a.trials().size() != cap || cap % planned != 0) {
            return measured;
        }
        int perBoot = cap / planned;
        boolean together = reference.order().together();
        for (int boots = planned; boots < most
                && gate.bootsDisagree(b, new Comparand.SameRunReference(a, reference.name(), together)); ) {
            boots++;
            progress.info(b.pair() + ": its " + (boots - 1) + " boot pairs disagree beyond the calibration: measuring boot pair "
                    + boots + " (" + perBoot + " pairs; at most " + most + " boot pairs, -Dperf.reference.maxBootPairs)");
            Measured more = boot.measure(boots, perBoot);
            ScenarioRun moreA = more.reference().orElseThrow(() -> new IllegalStateException(
                    "an added boot pair of " + measured.candidate().pair() + " measured no reference")).run();
            a = a.withBootPair(moreA, boots);
            b = b.withBootPair(more.candidate(), boots);
            if (more.candidate().trials().size() < perBoot) {
                progress.info(b.pair() + ": boot pair " + boots + " measured " + more.candidate().trials().size() + " of "
                        + perBoot + " pairs (a server died): no more boot pairs are added");
                break;
            }
        }
        return new Measured(b, Optional.of(new Measured.Reference(a, reference.name(), reference.order())));
    }
}
