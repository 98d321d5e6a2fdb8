package io.perfgate.perf.report;

/**
 * The outcome of comparing one (variant, scenario, metric) with its reference, as the reports show it.
 * Only {@link #REGRESSION} fails a build; {@link #INVALID} is a harness problem, never a result.
 */
public enum Verdict {
    PASS("pass", "✅"),
    REGRESSION("regression", "❌"),
    IMPROVEMENT("improvement", "🚀"),
    INVALID("invalid", "⚠️"),
    NO_BASELINE("no baseline", "➖"),
    SETTINGS_CHANGED("settings changed", "⚙️"),
    OTHER_MACHINE("other machine", "🖥️"),
    REPORT_ONLY("report only", "ℹ️"),
    NOT_MEASURED("not measured", "➖"),
    INCONCLUSIVE("inconclusive", "❔");

    private final String label;
    private final String symbol;

    Verdict(String label, String symbol) {
        this.label = label;
        this.symbol = symbol;
    }

    /** Lower-case words, as printed in tables. */
    public String label() {
        return label;
    }

    /** One emoji, for a reader scanning a table. */
    public String symbol() {
        return symbol;
    }

    /** Whether the summary shows the row outright instead of inside the fold. */
    boolean expanded() {
        return this == REGRESSION || this == INVALID || this == IMPROVEMENT;
    }
}
