package io.perfgate.perf.bisect;

import java.util.Objects;

/**
 * One commit of the history a bisection searches.
 *
 * @param commit  the full hash
 * @param subject the first line of its message
 * @param merge   whether it has more than one parent: the search follows first parents only, so a merge is tested
 *                as one revision and the commits it brought in are not tested one by one
 */
public record Revision(String commit, String subject, boolean merge) {
    public Revision {
        Objects.requireNonNull(subject, "subject");
        if (commit == null || !commit.matches("[0-9a-f]{40}")) {
            throw new IllegalArgumentException("a commit's full hash required (40 hex digits), actual: '" + commit + "'");
        }
    }

    /** The first 12 digits, as progress lines and reports name a commit. */
    public String shortCommit() {
        return commit.substring(0, 12);
    }

    /** {@code 0123456789ab "subject"}, for progress lines. */
    public String describe() {
        return shortCommit() + " \"" + subject + "\"" + (merge ? " (merge)" : "");
    }
}
