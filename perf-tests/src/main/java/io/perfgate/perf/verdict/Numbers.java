package io.perfgate.perf.verdict;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;

/**
 * Number formatting, fixed to {@link Locale#ROOT} so that verdict tables and reports are byte-for-byte
 * reproducible, never with an exponent. Two styles, one per audience:
 * <ul>
 *   <li>verdict tables (logs, assertion messages): three significant digits, {@code n/a} when missing
 *       ({@link #measured}, {@link #plain}, {@link #percent}, {@link #pValue});</li>
 *   <li>reports (summary, HTML, github-action-benchmark files): a fixed number of decimals per unit,
 *       {@value #MISSING} when missing ({@link #fixed(double, String)}, {@link #withUnit}, {@link #signedPercent},
 *       {@link #json}, {@link #gibibytes}, {@link #duration}).</li>
 * </ul>
 */
public final class Numbers {
    /** What a report prints for a number that is missing: an en dash. */
    public static final String MISSING = "–";

    private Numbers() {
    }

    /** A measured value: three significant digits, zeros kept ({@code 1.00}, {@code 0.00791}, {@code 210}). */
    public static String measured(double value) {
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
    public static String plain(double value) {
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
    public static String percent(double ratio) {
        if (Double.isNaN(ratio)) {
            return "n/a";
        }
        if (Double.isInfinite(ratio)) {
            return ratio > 0 ? "+inf%" : "-inf%";
        }
        return String.format(Locale.ROOT, "%+.1f%%", ratio * 100);
    }

    /** A p-value: {@code 0.0034}, {@code <0.0001}. */
    public static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "n/a";
        }
        return p < 0.0001 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }

    /**
     * A significance level a p-value must go below: {@code 0.0011} to four decimals, a smaller one (an early look's
     * share of alpha) to two significant digits, {@code 0.0000041}, never rounded to zero.
     */
    public static String level(double p) {
        if (Double.isNaN(p)) {
            return "n/a";
        }
        return p >= 0.0001 ? String.format(Locale.ROOT, "%.4f", p)
                : new BigDecimal(p).round(new MathContext(2)).stripTrailingZeros().toPlainString();
    }

    /** Decimals a report shows for a unit: latencies to the microsecond, ratios to 0.0001, the rest to a tenth. */
    private static int decimals(String unit) {
        return switch (unit) {
            case "ms" -> 3;
            case "ratio" -> 4;
            default -> 1;
        };
    }

    /** {@code value} with {@code decimals} decimals ({@code 4995.0}); {@link #MISSING} when not finite. */
    public static String fixed(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return MISSING;
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /**
     * {@code value} with the decimals a report shows for {@code unit} ({@code ms}: 3, {@code ratio}: 4, others: 1),
     * without the unit: {@code 1.235}; {@link #MISSING} when not finite.
     */
    public static String fixed(double value, String unit) {
        return fixed(value, decimals(unit));
    }

    /** As {@link #fixed(double, String)}, then a space and the unit: {@code 1.235 ms}; {@link #MISSING} when not finite. */
    public static String withUnit(double value, String unit) {
        return Double.isFinite(value) ? fixed(value, unit) + " " + unit : MISSING;
    }

    /**
     * Beyond an elevenfold rise a detectable change only says that the comparison was deaf (a baseline of three boots
     * whose time metrics spread widely can reach 10^22 %); its digits would suggest a precision the run never had.
     */
    public static final double DEAF_PERCENT = 1000;

    /** {@link #percent} for a detectable change (a ratio): {@code >+1000%} past {@link #DEAF_PERCENT}. */
    public static String detectable(double ratio) {
        return ratio * 100 > DEAF_PERCENT ? String.format(Locale.ROOT, ">%+.0f%%", DEAF_PERCENT) : percent(ratio);
    }

    /** {@link #signedPercent} for a detectable change: {@code > +1000 %} past {@link #DEAF_PERCENT}. */
    public static String detectablePercent(double percent) {
        return percent > DEAF_PERCENT ? String.format(Locale.ROOT, "> %+.0f %%", DEAF_PERCENT) : signedPercent(percent);
    }

    /**
     * A change already in percent, signed, one decimal, a space before the sign: {@code +18.6 %};
     * {@link #MISSING} when not finite. ({@link #percent} is the verdict tables' form, from a ratio.)
     */
    public static String signedPercent(double percent) {
        return Double.isFinite(percent) ? String.format(Locale.ROOT, "%+.1f %%", percent) : MISSING;
    }

    /**
     * A JSON number rounded to one more decimal than the report's tables show for {@code unit} (charts zoom
     * in), half to even, without trailing zeros and never in exponent form. {@code value} must be finite.
     */
    public static BigDecimal json(double value, String unit) {
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(decimals(unit) + 1, RoundingMode.HALF_EVEN);
        return new BigDecimal(rounded.stripTrailingZeros().toPlainString());
    }

    /** A size in bytes as GiB with one decimal: {@code 8.0 GiB}. */
    public static String gibibytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
    }

    /** Whole seconds as {@code 20 s}, anything else to the millisecond: {@code 1.500 s}. */
    public static String duration(Duration d) {
        if (d.toMillis() % 1000 == 0) {
            return d.toSeconds() + " s";
        }
        return String.format(Locale.ROOT, "%.3f s", d.toMillis() / 1000.0);
    }
}
