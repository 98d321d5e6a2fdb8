package io.perfgate.perf.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;

/** Number formatting fixed to {@link Locale#ROOT}, so that reports are byte-for-byte reproducible. */
final class Num {
    static final String MISSING = "–";

    private Num() {
    }

    /** Decimals shown for a unit: latencies to the microsecond, rates and CPU to a tenth. */
    static int decimals(String unit) {
        return switch (unit) {
            case "ms" -> 3;
            case "ratio" -> 4;
            default -> 1;
        };
    }

    static String fixed(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return MISSING;
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    static String of(double value, String unit) {
        return fixed(value, decimals(unit));
    }

    static String withUnit(double value, String unit) {
        return Double.isFinite(value) ? of(value, unit) + " " + unit : MISSING;
    }

    static String percent(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%+.1f %%", value) : MISSING;
    }

    /**
     * A JSON number rounded to one more decimal than the tables show (charts zoom in), without trailing
     * zeros and never in exponent form.
     */
    static BigDecimal json(double value, String unit) {
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(decimals(unit) + 1, RoundingMode.HALF_EVEN);
        return new BigDecimal(rounded.stripTrailingZeros().toPlainString());
    }

    static String bytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
    }

    static String duration(Duration d) {
        if (d.toMillis() % 1000 == 0) {
            return d.toSeconds() + " s";
        }
        return String.format(Locale.ROOT, "%.3f s", d.toMillis() / 1000.0);
    }
}
