package io.perfgate.perf.protocol;

import java.util.Objects;

/** One value of each side of a pair: the reference's (A) and the candidate's (B), e.g. the two trials of one pair. */
public record Both<T>(T reference, T candidate) {
    public Both {
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(candidate, "candidate");
    }

    /** The same two values, each on the other side. */
    Both<T> swapped() {
        return new Both<>(candidate, reference);
    }
}
