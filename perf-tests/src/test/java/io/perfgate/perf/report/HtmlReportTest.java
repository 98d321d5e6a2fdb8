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
    void noMarkNeedsAnEmojiFont() {
        // Headless Chromium here has no emoji font: an emoji mark rendered as an empty box. Marks are words with
        // an inline SVG icon; the page's text (Chart.js and the data left out) holds no emoji at all.
        String html = HtmlReport.render(new ReportModel(ReportFixtures.mixed()), NO_HISTORY);
        String text = html.replaceAll("(?s)<script[^>]*>.*?</script>", "");

        List<String> emoji = text.codePoints().filter(HtmlReportTest::isEmoji).mapToObj(Character::toString).distinct().toList();
        assertEquals(List.of(), emoji, "emoji in report.html");
        assertTrue(text.contains("<span class=\"mark mark-fail\"><svg"), "a failing verdict's badge");
        assertTrue(text.contains("REGRESSION</span>"), "the badge says it in words");
        assertTrue(text.contains("<span class=\"mark mark-ok\"><svg"), "a passing verdict's badge");
    }

    private static boolean isEmoji(int codePoint) {
        return (codePoint >= 0x1F000 && codePoint <= 0x1FAFF) || (codePoint >= 0x2600 && codePoint <= 0x27BF)
                || codePoint == 0x2B50 || codePoint == 0x2B55 || codePoint == 0xFE0F || codePoint == 0x2139;
    }

    @Test
    void theForestPlotPutsEveryMetricsBadDirectionOnTheRight() {
        String html = HtmlReport.render(new ReportModel(SavedRuns.load("ab-regressed")), NO_HISTORY);
        JsonObject forest = chart(html, "forest-platform-own-request-2");
        List<String> labels = strings(forest.getAsJsonObject("data").getAsJsonArray("labels"));
        int allocated = labels.indexOf("allocatedBytesPerRequest");
        int throughput = labels.indexOf("throughput (fall)");

        JsonArray interval = dataset(forest, "interval").getAsJsonArray("data");
        JsonArray change = dataset(forest, "change").getAsJsonArray("data");
        JsonArray threshold = dataset(forest, "threshold").getAsJsonArray("data");
        // The ETag regression: allocated bytes +2.7 % [+2.1, +3.2] against +1 % (golden summary ab-regressed-summary.md):
        // one boot pair, so the interval holds how far one boot pair's offset spreads.
        assertEquals(2.7, change.get(allocated).getAsDouble(), 0.05);
        assertEquals(2.1, interval.get(allocated).getAsJsonArray().get(0).getAsDouble(), 0.05);
        assertEquals(3.2, interval.get(allocated).getAsJsonArray().get(1).getAsDouble(), 0.05);
        assertEquals(1, threshold.get(allocated).getAsDouble(), 0);
        // Throughput rose 0.5 % [-17.7, +22.7] against a -4 % threshold: drawn as -0.5 against +4, its interval flipped.
        assertEquals(-0.5, change.get(throughput).getAsDouble(), 0.05);
        assertEquals(4, threshold.get(throughput).getAsDouble(), 0);
        assertEquals(-22.68, interval.get(throughput).getAsJsonArray().get(0).getAsDouble(), 0.05);
        assertEquals(17.71, interval.get(throughput).getAsJsonArray().get(1).getAsDouble(), 0.01); // the summary rounds it to 17.7
    }

    @Test
    void theAbViewDrawsBothSidesTrialsInPairOrder() {
        ReportInput input = SavedRuns.load("ab-passed");
        ScenarioRun a = input.references().values().iterator().next();
        String html = HtmlReport.render(new ReportModel(input), NO_HISTORY);
        JsonObject trials = chart(html, "trials-cpuPerRequest-platform-own-request-2");

        JsonArray reference = dataset(trials, "A: reference").getAsJsonArray("data");
        JsonArray candidate = dataset(trials, "B: this build").getAsJsonArray("data");
        assertEquals(12, reference.size());
        assertEquals(12, candidate.size());
        for (int i = 0; i < 12; i++) {
            assertEquals(a.trials().get(i).serverCpuMicrosPerRequest(), reference.get(i).getAsDouble(), 0.01, "pair " + (i + 1));
            assertEquals(input.runs().getFirst().trials().get(i).serverCpuMicrosPerRequest(), candidate.get(i).getAsDouble(),
                    0.01, "pair " + (i + 1));
        }
        assertTrue(html.contains("<details class=\"pair\" id=\"pair-platform-own-request-2\" open>"), "one pair: open");
    }

    @Test
    void theSpectrumDrawsTheMedianTrialAndTheTrialsRangeOnHdrHistogramsAxis() {
        String html = HtmlReport.render(new ReportModel(ReportFixtures.mixed()), NO_HISTORY);
        JsonObject spectrum = chart(html, "spectrum-virtual-gson-request-1");
        JsonArray median = dataset(spectrum, "this run (median of 3 trials)").getAsJsonArray("data");

        assertEquals("logarithmic", spectrum.getAsJsonObject("options").getAsJsonObject("scales").getAsJsonObject("x")
                .get("type").getAsString());
        // 0% at x = 1, 50% at x = 2 (1 / (1 - p)); the median trial is trial 2 (factor 1.00): p50 = 0.85 x 1.2595 ms.
        assertEquals(1, median.get(0).getAsJsonObject().get("x").getAsDouble(), 0);
        JsonObject p50 = median.get(2).getAsJsonObject();
        assertEquals(2, p50.get("x").getAsDouble(), 0);
        assertEquals(0.85 * 1.2595, p50.get("y").getAsDouble(), 0.0001);
        JsonArray slowest = dataset(spectrum, "this run slowest trial").getAsJsonArray("data");
        assertEquals(0.85 * 1.2595 * 1.03, slowest.get(2).getAsJsonObject().get("y").getAsDouble(), 0.0001);
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
