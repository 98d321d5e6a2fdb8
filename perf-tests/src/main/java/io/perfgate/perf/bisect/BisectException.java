package io.perfgate.perf.bisect;

/**
 * A bisection that cannot start or go on: an option that cannot be used, a revision the repository lacks, an empty
 * history, a good revision that does not build. The message says what was required, what was found and where. A
 * search that ends without naming a commit is not this: it is a result ({@link Bisection.Result}).
 */
public final class BisectException extends RuntimeException {
    public BisectException(String message) {
        super(message);
    }

    public BisectException(String message, Throwable cause) {
        super(message, cause);
    }
}
