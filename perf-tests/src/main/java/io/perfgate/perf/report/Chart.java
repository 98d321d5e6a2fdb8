package io.perfgate.perf.report;

import com.google.gson.JsonObject;

import java.util.Objects;

/**
 * One chart of the HTML report: where it goes, what it is called, and its Chart.js configuration
 * ({@code type}, {@code data}, {@code options}) built as JSON on this side so that tests can read it.
 *
 * @param id      the canvas id, unique in the page
 * @param section which heading it sits under
 * @param title   a caption
 * @param config  the Chart.js configuration object
 */
record Chart(String id, String section, String title, JsonObject config) {
    Chart {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(section, "section");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(config, "config");
    }
}
