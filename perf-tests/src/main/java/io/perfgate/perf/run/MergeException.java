package io.perfgate.perf.run;

/**
 * Shard results that cannot be merged: a plan that is absent or unreadable, plans that disagree, a pair claimed by
 * two shards. The message names the file or the shards and says what was required and what was found.
 */
public final class MergeException extends RuntimeException {
    public MergeException(String message) {
        super(message);
    }

    public MergeException(String message, Throwable cause) {
        super(message, cause);
    }
}
