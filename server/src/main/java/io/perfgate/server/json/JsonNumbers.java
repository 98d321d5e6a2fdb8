package io.perfgate.server.json;

import java.math.BigDecimal;

/** Number conversions both codecs share, so that they accept and reject the same numbers. */
final class JsonNumbers {
    /**
     * Longest number literal accepted, in characters. Gson's reader cannot read a number longer than its
     * 1,024-character buffer, and no meaningful number needs more; the bound also caps the work of exact
     * conversions.
     */
    static final int MAX_LITERAL = 1000;

    private JsonNumbers() {
    }

    /**
     * The value of a valid JSON number literal as a long, if it is a whole number: {@code 1.0}, {@code 1e2}
     * and {@code -0} are; {@code 1.5} is not.
     *
     * @throws ArithmeticException if the value is not a whole number or does not fit a long
     */
    static long exactLong(String literal) {
        if (literal.length() > MAX_LITERAL) {
            throw new ArithmeticException("longer than " + MAX_LITERAL + " characters");
        }
        try {
            return Long.parseLong(literal);
        } catch (NumberFormatException notPlain) {
            try {
                return new BigDecimal(literal).longValueExact();
            } catch (NumberFormatException exponentTooLarge) {
                throw new ArithmeticException("out of range: " + literal);
            }
        }
    }

    /** What both codecs say about a longer literal. */
    static final String TOO_LONG = "a number of at most " + MAX_LITERAL + " characters";

    /** What a mapping expects for an int, in error messages. */
    static final String INT = "an int (a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + ")";

    /** What a mapping expects for a long, in error messages. */
    static final String LONG = "a long (a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ")";
}
