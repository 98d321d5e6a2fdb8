package io.perfgate.perf.experiment;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.perfgate.perf.report.Html;
import io.perfgate.perf.report.Plot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentReportTest {
    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    private static final Pattern DATA = Pattern.compile(
            "<script type=\"application/json\" id=\"perfgate-data\">(.*?)</script>", Pattern.DOTALL);

    @Test
    void writesTheMarkdownTheHtmlAndEveryPlotAsPngAndSvg(@TempDir Path dir) throws Exception {
        List<Path> written = ExperimentReport.write(ExperimentFixtures.sweep(), dir);

        List<Plot> plots = Plots.of(ExperimentFixtures.sweep());
        assertEquals(2 + 2 * plots.size(), written.size());
        assertEquals(List.of(dir.resolve("report.md"), dir.resolve("report.html")), written.subList(0, 2));
        for (Plot plot : plots) {
            Path png = dir.resolve("plots").resolve(plot.id() + ".png");
            Path svg = dir.resolve("plots").resolve(plot.id() + ".svg");
            assertTrue(written.contains(png) && written.contains(svg), plot.id());
            byte[] head = Arrays.copyOf(Files.readAllBytes(png), PNG_SIGNATURE.length);
            assertArrayEquals(PNG_SIGNATURE, head, png + " is not a PNG");
            Document document = parseSvg(svg);
            assertEquals("svg", document.getDocumentElement().getLocalName(), svg.toString());
        }
    }

    @Test
    void theHtmlReportReferencesNothingOutsideItself(@TempDir Path dir) throws Exception {
        ExperimentReport.write(ExperimentFixtures.sweep(), dir);
        String html = Files.readString(dir.resolve("report.html")).toLowerCase(Locale.ROOT);

        for (String forbidden : List.of("http://", "https://", " src=", "<link", "@import", "sourcemappingurl")) {
            assertFalse(html.contains(forbidden), "report.html contains '" + forbidden + "'");
        }
        assertTrue(html.contains("content-security-policy\" content=\"default-src 'none'"));
    }

    @Test
    void theHtmlReportDrawsEveryMeasuredPlotAndSaysWhyForTheOthers(@TempDir Path dir) throws Exception {
        ExperimentReport.write(ExperimentFixtures.sweep(), dir);
        String html = Files.readString(dir.resolve("report.html"));
        Matcher data = DATA.matcher(html);
        assertTrue(data.find(), "no chart data");
        JsonArray charts = JsonParser.parseString(data.group(1)).getAsJsonObject().getAsJsonArray("charts");
        List<String> ids = new ArrayList<>();
        charts.forEach(c -> ids.add(c.getAsJsonObject().get("id").getAsString()));

        for (Plot plot : Plots.of(ExperimentFixtures.sweep())) {
            assertTrue(html.contains("<figcaption>" + Html.escape(plot.title()) + "</figcaption>"), plot.id());
            assertEquals(plot.measured(), ids.contains("chart-" + plot.id()), plot.id());
            assertEquals(plot.measured(), html.contains("<canvas id=\"chart-" + plot.id() + "\">"), plot.id());
        }
        // platform-own / request-2 at 100 users had no valid trial: a JSON null (a gap), not a 0.
        JsonObject mean = charts.asList().stream().map(JsonElement::getAsJsonObject)
                .filter(c -> c.get("id").getAsString().equals("chart-request-2-mean")).findFirst().orElseThrow()
                .getAsJsonObject("config");
        JsonObject platform = mean.getAsJsonObject("data").getAsJsonArray("datasets").get(0).getAsJsonObject();
        assertEquals("platform-own", platform.get("label").getAsString());
        assertTrue(platform.getAsJsonArray("data").get(2).getAsJsonObject().get("y").isJsonNull());
        assertEquals("logarithmic", mean.getAsJsonObject("options").getAsJsonObject("scales").getAsJsonObject("x")
                .get("type").getAsString());
        assertTrue(html.contains("INVALID (" + ExperimentFixtures.INVALID_REASON + ")"));
    }

    @Test
    void aRampIsDrawnWhereOneVariantReportedNoServerTiming(@TempDir Path dir) throws Exception {
        ExperimentResult ramp = ExperimentFixtures.rampResult();

        ExperimentReport.write(ramp, dir);

        // The ramp fixture's virtual-own has no Server-Timing, but every plot here has some line: all are drawn.
        assertTrue(Files.size(dir.resolve("plots/request-1-ramp-latency.png")) > 10_000);
    }

    @Test
    void theMarkdownReportOfASweepMatchesTheGoldenFile() throws IOException {
        ExperimentResult result = ExperimentFixtures.sweep();
        assertMatchesGolden("sweep-report.md", ExperimentMarkdown.render(new ExperimentView(result), Plots.of(result)));
    }

    @Test
    void theMarkdownReportOfARampMatchesTheGoldenFile() throws IOException {
        ExperimentResult result = ExperimentFixtures.rampResult();
        assertMatchesGolden("ramp-report.md", ExperimentMarkdown.render(new ExperimentView(result), Plots.of(result)));
    }

    @Test
    void theMarkdownReportHasWhatALabReportAsksFor(@TempDir Path dir) throws Exception {
        ExperimentReport.write(ExperimentFixtures.sweep(), dir);
        String md = Files.readString(dir.resolve("report.md"));

        for (String part : List.of("# Latency against concurrent users\n", "## What it reproduces\n\nA load-testing report: ab",
                "./mvnw verify -Pexperiment -Dexperiment=s3-concurrency", "result.json",
                "## The experiment", "| swept | users: 1, 10, 100", "| connections | 64 |", "| warm-up | 3 s per point, excluded |",
                "| trial length | 5 s |", "| setup | after each boot, before the first point: cache-prefill once for each of 10 users (not measured) |",
                "./mvnw verify -Pexperiment -Dexperiment.result=perf-tests/target/experiments/s3-concurrency", "| trials per point | 3 |", "| think time | none |", "## Hardware", "| CPU | AMD EPYC 7B13, 2 logical processors |",
                "| servers ran as | process |", "## Scaled to this machine\n\n- users 250, 500 and 1000 left out",
                "**Coordinated omission.**", "| users | platform-own | virtual-own |",
                "INVALID (" + ExperimentFixtures.INVALID_REASON + ")", "not run (see Failures)",
                "(2 of 3 trials valid)", "## Failures\n\n- virtual-own / request-2 / users 100: server died",
                "## Wall time\n\n12 min 34 s")) {
            assertTrue(md.contains(part), "report.md lacks: " + part);
        }
        // Every embedded plot exists.
        Matcher image = Pattern.compile("!\\[[^]]*]\\((plots/[^)]+\\.png)\\)").matcher(md);
        int images = 0;
        while (image.find()) {
            assertTrue(Files.isRegularFile(dir.resolve(image.group(1))), image.group(1));
            images++;
        }
        assertEquals(Plots.of(ExperimentFixtures.sweep()).size(), images);
    }

    @Test
    void aRampReportHasJMeterStyleAggregateRowsAndNoSweptAxis() {
        ExperimentResult result = ExperimentFixtures.rampResult();
        String md = ExperimentMarkdown.render(new ExperimentView(result), Plots.of(result));

        assertTrue(md.contains("| variant | valid trials | responses | average (ms) | median (ms) | 90% line (ms) | max (ms) | errors (%) | throughput (req/s) |"), md);
        // platform-own: its one valid trial (2.8 ms mean), the invalid one left out.
        assertTrue(md.contains("| platform-own | 1 of 2 | 1786 | 2.800 | 2.520 | 5.040 | 16.800 | 0.00 | 357.1 |"), md);
        assertTrue(md.contains("| users | 1 up to 4, one more every 1 s |"), md);
        assertTrue(md.contains("| swept | nothing: one ramp per variant and scenario"), md);
        assertTrue(md.contains("**Coordinated omission.**"), md);
    }

    @Test
    void aPayloadSweepIsLabelledInBytesInTheFactsTheTablesAndThePlots() {
        ExperimentResult result = ExperimentFixtures.payloadSweep();
        List<Plot> plots = Plots.of(result);
        String md = ExperimentMarkdown.render(new ExperimentView(result), plots);

        assertTrue(md.contains("| swept | payload (bytes): 1000, 10000 (in this order"), md);
        assertTrue(md.contains("| payload | swept: 1000, 10000 bytes |"), md);
        assertTrue(md.contains("| users | 10 |") && md.contains("| think time | 0.050 s |"), md);
        assertTrue(md.contains("| payload (bytes) | platform-own |"), md);
        assertTrue(md.contains("| 10000 |"), md);
        // Sweep plots put the payload on x; the trial-order plots name its values; the server's CPU and memory run over time.
        assertTrue(!plots.isEmpty() && plots.stream().allMatch(p -> p.xLabel().equals("payload (bytes)")
                || p.xLabel().startsWith("trial, in run order (payload 1000, 10000;")
                || p.xLabel().equals("seconds since the point's first trial began")), plots.stream().map(Plot::xLabel).toList().toString());
        assertTrue(plots.stream().filter(p -> p.xLabel().equals("payload (bytes)")).count() >= 4, "throughput, latency, server time...");
    }

    @Test
    void aSweepOfAnotherAxisStatesThePayloadItsScenarioSentAndOnlyThen() {
        assertTrue(!ExperimentMarkdown.render(new ExperimentView(ExperimentFixtures.sweep()), List.of()).contains("| payload |"),
                "request-1 and request-2 send no PAYLOAD");
        ExperimentResult sweep = ExperimentFixtures.payloadSweep();
        Experiment users = new Experiment(sweep.experiment().name(), sweep.experiment().file(), sweep.experiment().title(),
                sweep.experiment().seed(), sweep.experiment().system(), sweep.experiment().variants(),
                sweep.experiment().scenarios(), sweep.experiment().load(),
                Optional.of(new Axis(Axis.Kind.USERS, List.of(1000.0, 10000.0))), List.of());
        ExperimentResult result = new ExperimentResult(users, sweep.machine(), sweep.launcher(), sweep.commit(),
                sweep.startedAt(), sweep.wallTime(), sweep.points(), sweep.failures());

        String md = ExperimentMarkdown.render(new ExperimentView(result), List.of());

        assertTrue(md.contains("| payload | differs between points: 1000 bytes, 10000 bytes |"), md);
    }

    private static Document parseSvg(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        // The SVG's DOCTYPE names the W3C's DTD: a well-formedness check must not fetch it.
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        try (InputStream in = Files.newInputStream(svg)) {
            return factory.newDocumentBuilder().parse(in);
        }
    }

    /**
     * Golden files under {@code src/test/resources/experiment/golden}, compared byte for byte; with
     * {@code -Dperf.golden.update=true} rewritten instead, for review in the diff.
     */
    private static void assertMatchesGolden(String name, String actual) throws IOException {
        Path file = Path.of("src", "test", "resources", "experiment", "golden", name);
        if (Boolean.getBoolean("perf.golden.update")) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(file), "golden file " + file.toAbsolutePath() + " missing; run with -Dperf.golden.update=true to create it");
        assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual,
                "report.md differs from golden file " + file + " (rewrite with -Dperf.golden.update=true if intended)");
    }
}
