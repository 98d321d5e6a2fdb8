package io.perfgate.perf.property;

/**
 * A {@code perf.*} property has a value that cannot be used. The message names the key, what was expected and what
 * was found, e.g. {@code -Dperf.trials: expected a whole number >= 1, found 'abc'}. It is an
 * {@link IllegalArgumentException}, as every other broken setting: the run ends before any server boots.
 */
public final class PropertyException extends IllegalArgumentException {
    PropertyException(String key, String expected, String found, Throwable cause) {
        super("-D" + key + ": expected " + expected + ", found '" + found + "'", cause);
    }
}
