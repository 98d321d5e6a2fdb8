package io.perfgate.perf.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.perfgate.perf.history.RunHistory;
import io.perfgate.perf.history.Trend;
import io.perfgate.perf.result.ScenarioRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HtmlReportTest {
    private static final Pattern DATA = Pattern.compile(
            "<script type=\"application/json\" id=\"perfgate-data\">(.*?)</script>", Pattern.DOTALL);
    /** CSS {@code url(...)}, not JavaScript's {@code toDataURL(...)}. */
    private static final Pattern CSS_URL = Pattern.compile("(?<![a-z])url\\(");
    private static final Trend NO_HISTORY = new Trend(List.of(), List.of());

    @Test
    void theReportReferencesNothingOutsideItself() {
        String html = HtmlReport.render(new ReportModel(ReportFixtures.mixed()), NO_HISTORY).toLowerCase(java.util.Locale.ROOT);

        for (String forbidden : List.of("http://", "https://", "//cdn", "src=\"http", "src='http", "@import",
                "<link", " src=", "sourcemappingurl")) {
            assertFalse(html.contains(forbidden), "report.html contains '" + forbidden + "' near: "
                    + near(html, forbidden));
        }
        // Links only within the page (the A/B view's index of pairs).
        Matcher href = Pattern.compile(" href=\"([^\"]*)\"").matcher(html);
        while (href.find()) {
            assertTrue(href.group(1).startsWith("#"), "report.html links outside itself: " + href.group());
        }
        assertFalse(CSS_URL.matcher(html).find(), "report.html loads a CSS url(...)");
        assertTrue(html.contains("content-security-policy\" content=\"default-src 'none'"));
    }

    @Test
    void everyElementIdIsUniqueSoEveryChartFindsItsCanvas() {
        // A heading sharing a canvas's id made getElementById return the heading: that chart drew nothing.
        String markup = HtmlReport.render(new ReportModel(ReportFixtures.mixed()), NO_HISTORY).replaceAll("(?s)<script[^>]*>.*?</script>", "");
        Matcher id = Pattern.compile(" id=\"([^\"]+)\"").matcher(markup);
        List<String> seen = new ArrayList<>();
        while (id.find()) {
            assertFalse(seen.contains(id.group(1)), "duplicate id '" + id.group(1) + "'");
            seen.add(id.group(1));
        }
        assertTrue(seen.contains("throughput"));
    }

    @Test
    void theReportEmbedsChartJsAndTheChartsData() {
        String html = HtmlReport.render(new ReportModel(ReportFixtures.mixed()), NO_HISTORY);
        JsonObject latency = chart(html, "latency-request-1");

        assertTrue(html.contains("Chart.js v" + ChartJsLibrary.version()), "Chart.js banner missing");
        assertEquals(List.of("platform-gson", "platform-own", "virtual-gson", "virtual-own"),
                strings(latency.getAsJsonObject("data").getAsJsonArray("labels")));
        JsonArray datasets = latency.getAsJsonObject("data").getAsJsonArray("datasets");
        assertEquals(List.of("p50", "p90", "p99"), labels(datasets));
        // virtual-gson p99: 1.2595 ms * 2.9 * mean(0.98, 1.00, 1.03) = 3.66474..., written to 4 decimals
        assertEquals(3.6647, datasets.get(2).getAsJsonObject().getAsJsonArray("data").get(2).getAsDouble(), 1e-9);
        for (String id : List.of("latency-request-2", "throughput", "forest-virtual-gson-request-1",
                "trials-mean-virtual-gson-request-1", "trials-p99-platform-own-request-2",
                "spectrum-platform-gson-request-2")) {
            assertTrue(chartIds(html).contains(id), id + " missing from " + chartIds(html));
            assertTrue(html.contains("<canvas id=\"" + id + "\">"), "no canvas for " + id);
        }
    }

    @Test
    void chartsShowNoNumberFromAnInvalidRun() {
        String html = HtmlReport.render(new ReportModel(ReportFixtures.mixed()), NO_HISTORY);

        JsonObject latency = chart(html, "latency-request-2");
        assertEquals("virtual-own (invalid)", latency.getAsJsonObject("data").getAsJsonArray("labels").get(3).getAsString());
        for (JsonElement dataset : latency.getAsJsonObject("data").getAsJsonArray("datasets")) {
            assertTrue(dataset.getAsJsonObject().getAsJsonArray("data").get(3).isJsonNull());
        }
        // The invalid run's trial charts show its valid trials only: the invalid trial is a gap.
        JsonArray trials = dataset(chart(html, "trials-mean-virtual-own-request-2"), "this run").getAsJsonArray("data");
        assertFalse(trials.get(0).isJsonNull());
        assertTrue(trials.get(1).isJsonNull(), "trial 2 of virtual-own / request-2 was invalid: " + trials);
    }

    @Test
    void hostileNamesCannotEndTheScriptOrInjectMarkup() {
        String evil = "</script><script>alert(1)</script>";
        ScenarioRun run = ReportFixtures.run(evil, "request-1", 1.0, 0, ReportFixtures.STARTED);
        String html = HtmlReport.render(new ReportModel(new ReportInput(List.of(run), List.of(), "committed baselines")), NO_HISTORY);

        assertFalse(html.contains("<script>alert(1)"), "unescaped name in the page");
        assertEquals(List.of(evil), strings(chart(html, "throughput").getAsJsonObject("data").getAsJsonArray("labels")));
    }

    @Test
    void theTrendChartShowsEveryRunOfTheHistory(@TempDir Path tmp) throws IOException {
        Path db = tmp.resolve("history.db");
        Path dir = tmp.resolve("out");
        Reports.writeAll(ReportFixtures.passing(), dir, db);
        ReportFiles second = Reports.writeAll(ReportFixtures.mixed(), dir, db);

        String html = Files.readString(second.html());
        JsonObject trend = chart(html, "trend-mean-request-1");

        assertEquals(2, trend.getAsJsonObject("data").getAsJsonArray("labels").size());
        JsonObject series = dataset(trend, "virtual-gson");
        assertEquals(2, series.getAsJsonArray("data").size());
        assertFalse(series.getAsJsonArray("data").get(0).isJsonNull());
        assertFalse(series.getAsJsonArray("data").get(1).isJsonNull());
        JsonObject invalidInSecond = dataset(chart(html, "trend-mean-request-2"), "virtual-own");
        assertFalse(invalidInSecond.getAsJsonArray("data").get(0).isJsonNull());
        assertTrue(invalidInSecond.getAsJsonArray("data").get(1).isJsonNull(), "an invalid run is a gap in the trend");
        try (RunHistory history = RunHistory.open(db)) {
            assertEquals(2, history.runCount());
        }
    }

    static JsonObject chart(String html, String id) {
        for (JsonElement chart : data(html).getAsJsonArray("charts")) {
            if (chart.getAsJsonObject().get("id").getAsString().equals(id)) {
                return chart.getAsJsonObject().getAsJsonObject("config");
            }
        }
        throw new AssertionError("no chart '" + id + "' in " + chartIds(html));
    }

    private static JsonObject dataset(JsonObject chart, String label) {
        for (JsonElement d : chart.getAsJsonObject("data").getAsJsonArray("datasets")) {
            if (d.getAsJsonObject().get("label").getAsString().equals(label)) {
                return d.getAsJsonObject();
            }
        }
        throw new AssertionError("no dataset '" + label + "' in " + labels(chart.getAsJsonObject("data").getAsJsonArray("datasets")));
    }

    private static List<String> chartIds(String html) {
        List<String> ids = new ArrayList<>();
        for (JsonElement chart : data(html).getAsJsonArray("charts")) {
            ids.add(chart.getAsJsonObject().get("id").getAsString());
        }
        return ids;
    }

    private static JsonObject data(String html) {
        Matcher m = DATA.matcher(html);
        assertTrue(m.find(), "no perfgate-data script in the report");
        return JsonParser.parseString(m.group(1)).getAsJsonObject();
    }

    private static List<String> labels(JsonArray datasets) {
        List<String> labels = new ArrayList<>();
        for (JsonElement d : datasets) {
            labels.add(d.getAsJsonObject().get("label").getAsString());
        }
        return labels;
    }

    private static List<String> strings(JsonArray array) {
        List<String> out = new ArrayList<>();
        array.forEach(e -> out.add(e.getAsString()));
        return out;
    }

    private static String near(String text, String needle) {
        int at = text.indexOf(needle);
        return at < 0 ? "" : text.substring(Math.max(0, at - 60), Math.min(text.length(), at + 60));
    }
}
