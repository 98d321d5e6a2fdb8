package io.perfgate.perf.verdict;

import java.util.Objects;

/**
 * Whether a scenario's verdict at one look of a sequential A/B run is settled, so that its remaining pairs need not be
 * measured ({@link io.perfgate.perf.stats.Looks}): a regression beyond doubt, or every gated metric's bound inside its
 * threshold; and why, or why not yet, as the console and the verdict's note say it.
 */
public record Settlement(boolean settled, String why) {
    public Settlement {
        Objects.requireNonNull(why, "why");
    }

    public static Settlement settled(String why) {
        return new Settlement(true, why);
    }

    public static Settlement open(String why) {
        return new Settlement(false, why);
    }
}
