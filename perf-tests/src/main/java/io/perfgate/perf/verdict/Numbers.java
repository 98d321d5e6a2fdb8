package io.perfgate.perf.verdict;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/** Number formatting for verdict tables: three significant digits (whole numbers from 1000 up), never an exponent. */
final class Numbers {
    private Numbers() {
    }

    /** A measured value: three significant digits, zeros kept ({@code 1.00}, {@code 0.00791}, {@code 210}). */
    static String measured(double value) {
        if (!Double.isFinite(value) || value == 0) {
            return plain(value);
        }
        if (Math.abs(value) >= 1000) {
            return Long.toString(Math.round(value));
        }
        int decimals = Math.max(0, 2 - (int) Math.floor(Math.log10(Math.abs(value))));
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
    }

    /** A configured value as written: {@code 10}, {@code 0.01}, {@code 12.5}. */
    static String plain(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        if (Math.abs(value) >= 1000) {
            return Long.toString(Math.round(value));
        }
        return new BigDecimal(value).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    /** A relative change as a signed percentage: {@code +12.3%}. */
    static String percent(double ratio) {
        if (Double.isNaN(ratio)) {
            return "n/a";
        }
        if (Double.isInfinite(ratio)) {
            return ratio > 0 ? "+inf%" : "-inf%";
        }
        return String.format(Locale.ROOT, "%+.1f%%", ratio * 100);
    }

    /** A p-value: {@code 0.0034}, {@code <0.0001}. */
    static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "n/a";
        }
        return p < 0.0001 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }
}
