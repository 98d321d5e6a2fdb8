package io.perfgate.perf.report;

import io.perfgate.perf.verdict.Outcome;

import java.util.Locale;

/**
 * How a verdict is marked where a reader scans for it: a word first, so that it reads without colour and without
 * an emoji font (headless Chromium and many terminals and screen readers have none), and colour and an icon drawn
 * as inline SVG as a second channel in the HTML report. The Markdown summary's mark is the word alone: a failing
 * verdict in bold capitals, so that it stands out in GitHub's tables, which allow no colour.
 */
enum StatusMark {
    /** Needs action: the gate failed. */
    FAIL("fail"),
    /** Not a result, or only part of one: a harness problem, or a comparison that could not be made. */
    WARN("warn"),
    /** Better than the reference. */
    GOOD("good"),
    /** Compared, no regression. */
    OK("ok"),
    /** Shown for information: not compared, or compared without a threshold. */
    INFO("info");

    private final String cssClass;

    StatusMark(String cssClass) {
        this.cssClass = cssClass;
    }

    static StatusMark of(Outcome outcome) {
        return switch (outcome) {
            case REGRESSION -> FAIL;
            case INVALID, INCONCLUSIVE, SETTINGS_CHANGED -> WARN;
            case IMPROVEMENT -> GOOD;
            case PASS -> OK;
            case REPORT_ONLY, NOT_MEASURED, NO_BASELINE, OTHER_MACHINE, OTHER_JDK -> INFO;
        };
    }

    /** The Markdown cell: {@code **REGRESSION**}, {@code **INVALID**}, {@code pass}, {@code other machine}. */
    static String markdown(Outcome outcome) {
        return outcome.fails() ? "**" + outcome.label().toUpperCase(Locale.ROOT) + "**" : outcome.label();
    }

    /** An inline badge: icon, then the outcome's words; a failing one in capitals. */
    static String html(Outcome outcome) {
        String words = outcome.fails() ? outcome.label().toUpperCase(Locale.ROOT) : outcome.label();
        return of(outcome).badge(words);
    }

    /** A badge with this mark's colour and icon around {@code words} (already plain text; escaped here). */
    String badge(String words) {
        return "<span class=\"mark mark-" + cssClass + "\">" + icon() + Html.escape(words) + "</span>";
    }

    /**
     * 14 px icons on a 16 x 16 grid, drawn in the text's colour ({@code currentColor}), hidden from screen readers:
     * the words say it. Shapes differ as well as colours, for readers who do not tell red from green.
     */
    String icon() {
        String shape = switch (this) {
            case FAIL -> "<circle cx=\"8\" cy=\"8\" r=\"7\" fill=\"currentColor\"/>"
                    + "<path d=\"M5 5l6 6M11 5l-6 6\" stroke=\"#fff\" stroke-width=\"2\" stroke-linecap=\"round\"/>";
            case WARN -> "<path d=\"M8 1l7 13H1z\" fill=\"currentColor\"/>"
                    + "<path d=\"M8 5.5v4\" stroke=\"#fff\" stroke-width=\"2\" stroke-linecap=\"round\"/>"
                    + "<circle cx=\"8\" cy=\"12\" r=\"1.1\" fill=\"#fff\"/>";
            case GOOD -> "<circle cx=\"8\" cy=\"8\" r=\"7\" fill=\"currentColor\"/>"
                    + "<path d=\"M8 12V4.5M4.5 8L8 4.5 11.5 8\" stroke=\"#fff\" stroke-width=\"2\" fill=\"none\" "
                    + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>";
            case OK -> "<circle cx=\"8\" cy=\"8\" r=\"7\" fill=\"currentColor\"/>"
                    + "<path d=\"M4.5 8.2l2.3 2.3 4.7-4.9\" stroke=\"#fff\" stroke-width=\"2\" fill=\"none\" "
                    + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>";
            case INFO -> "<circle cx=\"8\" cy=\"8\" r=\"6.2\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\"/>"
                    + "<path d=\"M5 8h6\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\"/>";
        };
        return "<svg class=\"icon\" viewBox=\"0 0 16 16\" width=\"14\" height=\"14\" aria-hidden=\"true\" "
                + "focusable=\"false\">" + shape + "</svg>";
    }
}
