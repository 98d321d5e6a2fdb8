package io.perfgate.perf.report;

import com.google.gson.JsonObject;

import java.util.Objects;

/**
 * One chart of an HTML report: where it goes, what it is called, and its Chart.js configuration
 * ({@code type}, {@code data}, {@code options}) built as JSON on this side so that tests can read it. A page embeds it
 * as a figure with its canvas ({@link Html#figure}) and its configuration in the page's data ({@link Html#page}).
 *
 * @param id      the canvas id, unique in the page
 * @param section which heading it sits under
 * @param title   a caption
 * @param config  the Chart.js configuration object
 * @param kind    what report.js adds that JSON cannot say (functions: axis ticks, tooltips), e.g. {@code forest}
 */
public record Chart(String id, String section, String title, JsonObject config, Kind kind) {
    /** Which of report.js's finishing touches a chart needs; the name is what the page's script reads. */
    public enum Kind {
        PLAIN("plain"),
        /** Per metric: the change, its interval, the threshold and the detectable change on one row. */
        FOREST("forest"),
        /** Latency against a log-scaled 1 / (1 - percentile) axis, ticks named as percentiles. */
        SPECTRUM("spectrum"),
        /** The trials of both sides in run order. */
        TRIALS("trials"),
        /** Second by second over the warm-up and the trials, each point named by its window. */
        TIMELINE("timeline");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        String id() {
            return id;
        }
    }

    public Chart {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(section, "section");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(kind, "kind");
    }

    Chart(String id, String section, String title, JsonObject config) {
        this(id, section, title, config, Kind.PLAIN);
    }

    Chart withId(String newId) {
        return new Chart(newId, section, title, config, kind);
    }
}
