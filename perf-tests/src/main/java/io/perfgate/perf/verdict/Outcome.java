package io.perfgate.perf.verdict;

import java.util.Locale;

/**
 * What the gate decided, for one metric or (a subset) for a whole (variant, scenario). Only
 * {@link #REGRESSION} and {@link #INVALID} fail a build; they fail differently (see
 * {@link ScenarioVerdict#assertPassed()}).
 */
public enum Outcome {
    /** Compared, and no regression: unchanged, within noise, or significant but below the threshold. */
    PASS,
    /** Beyond the threshold in the good direction and significant: refresh the baseline to keep the gain. */
    IMPROVEMENT,
    /** Shown for information; the thresholds file says it never fails. */
    REPORT_ONLY,
    /** The metric has no value on one side (e.g. no Server-Timing header). */
    NOT_MEASURED,
    /** Too few trials on one side for a significance test. */
    INCONCLUSIVE,
    /** Baseline from another machine class: time metrics are shown but their changes do not fail. */
    OTHER_MACHINE,
    /**
     * Baseline from another server JVM (vendor, version, collector or heap and object-layout options): work
     * metrics are shown but not compared.
     */
    OTHER_JDK,
    /** No baseline for this (variant, scenario) yet. */
    NO_BASELINE,
    /** The baseline was driven with other load settings: not comparable. */
    SETTINGS_CHANGED,
    /** Beyond the threshold in the bad direction and significant, or errors above their limit. */
    REGRESSION,
    /** The current run or the baseline has invalid trials: a harness problem, neither pass nor regression. */
    INVALID;

    public boolean fails() {
        return this == REGRESSION || this == INVALID;
    }

    /** Lower-case words, as the reports print them: {@code pass}, {@code no baseline}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** One emoji, for a reader scanning a report's table. */
    public String symbol() {
        return switch (this) {
            case PASS -> "✅";
            case IMPROVEMENT -> "🚀";
            case REPORT_ONLY -> "ℹ️";
            case NOT_MEASURED, NO_BASELINE -> "➖";
            case INCONCLUSIVE -> "❔";
            case OTHER_MACHINE -> "🖥️";
            case OTHER_JDK -> "☕";
            case SETTINGS_CHANGED -> "⚙️";
            case REGRESSION -> "❌";
            case INVALID -> "⚠️";
        };
    }
}
