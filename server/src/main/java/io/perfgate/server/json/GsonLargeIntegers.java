package io.perfgate.server.json;

import java.math.BigInteger;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Works around Gson 2.13's reader refusing some valid large integers in strict mode: it accumulates the
 * integer digits in an overflowing long, and once a leading part of them is a multiple of 2^64 the
 * accumulator is 0 and the next digit is taken for a number with a leading zero. So {@code 1} followed
 * by 65 zeros, or {@code 184467440737095516160} (2^64 then a 0), are refused while the own codec reads
 * them. Fixed upstream by google/gson#3034 (merged 2026-06, not in 2.13.2); drop this class with the
 * upgrade that carries it.
 *
 * <p>Only a document Gson has already refused is looked at: each affected literal is rewritten as the
 * same number with one integer digit ({@code 1.000...e65}), which Gson reads, and the document is read
 * again. A valid document without such a literal is never scanned, so the usual read does no more work.
 * When the second read fails too, its message is the one passed on: it names the real problem, at a column
 * that counts the rewritten literals' few extra characters.
 */
final class GsonLargeIntegers {
    private static final Pattern NUMBER = Pattern.compile("(-?)([0-9]+)(?:\\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?");

    private GsonLargeIntegers() {
    }

    /**
     * {@code text} with every affected number literal rewritten, or empty when there is none, or when
     * any literal is longer than {@link JsonNumbers#MAX_LITERAL} (the document is refused for that anyway,
     * and the rewritten literals, a few characters longer, are read again without the length check).
     */
    static Optional<String> rewrite(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        boolean rewritten = false;
        int copied = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '"') {
                i = afterString(text, i);
            } else if (c == '-' || isDigit(c)) {
                int end = i + 1;
                while (end < n && isNumberChar(text.charAt(end))) {
                    end++;
                }
                if (end - i > JsonNumbers.MAX_LITERAL) {
                    return Optional.empty();
                }
                String fixed = oneIntegerDigit(text.substring(i, end));
                if (fixed != null) {
                    out.append(text, copied, i).append(fixed);
                    copied = end;
                    rewritten = true;
                }
                i = end;
            } else {
                i++;
            }
        }
        return rewritten ? Optional.of(out.append(text, copied, n).toString()) : Optional.empty();
    }

    /**
     * True if Gson 2.13 refuses these integer digits: a leading part of two or more digits, followed by
     * another digit, is 0 modulo 2^64 (the long arithmetic below wraps exactly as Gson's does).
     */
    static boolean refusedByGson(String digits) {
        long value = 0;
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && value == 0) {
                return true;
            }
            value = value * 10 + (digits.charAt(i) - '0');
        }
        return false;
    }

    /** The same number as {@code d.ddd...eX}, or null if {@code literal} is not a valid JSON number Gson refuses. */
    private static String oneIntegerDigit(String literal) {
        Matcher number = NUMBER.matcher(literal);
        if (!number.matches()) {
            return null;
        }
        String digits = number.group(2);
        if (digits.charAt(0) == '0' || !refusedByGson(digits)) {
            return null;
        }
        String fraction = number.group(3) == null ? "" : number.group(3);
        BigInteger exponent = number.group(4) == null ? BigInteger.ZERO : new BigInteger(number.group(4));
        return number.group(1) + digits.charAt(0) + "." + digits.substring(1) + fraction
                + "e" + exponent.add(BigInteger.valueOf(digits.length() - 1L));
    }

    /** The index after the string whose opening quote is at {@code quote} (or the end of an unterminated one). */
    private static int afterString(String text, int quote) {
        int i = quote + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            i += c == '\\' ? 2 : 1;
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isNumberChar(char c) {
        return isDigit(c) || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
    }
}
