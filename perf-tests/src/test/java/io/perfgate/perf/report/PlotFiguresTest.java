package io.perfgate.perf.report;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlotFiguresTest {
    private static final Plot MEASURED = new Plot("request-1-mean", "request-1", "request-1: mean latency", "users",
            "mean latency (ms)", true, List.of(new Plot.Line("platform-own", 0, false, List.of(1.0, 10.0, 100.0),
            List.of(1.08, 1.5449, Double.NaN))), "each point: the median of its 3 valid trials",
            "no valid trial of request-1: nothing to draw");
    private static final Plot EMPTY = new Plot("request-1-cpu", "request-1", "request-1: server CPU per request", "users",
            "µs", false, List.of(new Plot.Line("platform-own (not measured)", 0, false, List.of(1.0), List.of(Double.NaN))),
            "each point: median", "not measured: no valid trial of request-1 reported a server CPU time");

    @Test
    void aMeasuredPlotIsACanvasWithItsCaptionInHtmlAndItsPngWithTheCaptionInMarkdown() {
        StringBuilder html = new StringBuilder();
        PlotFigures.html(html, MEASURED);
        StringBuilder md = new StringBuilder();
        PlotFigures.markdown(md, MEASURED, "plots");

        assertEquals("<figure id=\"figure-request-1-mean\"><figcaption>request-1: mean latency</figcaption>"
                + "<div class=\"canvas-box\"><canvas id=\"chart-request-1-mean\"></canvas></div>"
                + "<p class=\"note\">each point: the median of its 3 valid trials</p></figure>\n", html.toString());
        assertEquals("![request-1: mean latency](plots/request-1-mean.png)\n\n"
                + "_each point: the median of its 3 valid trials_\n\n", md.toString());
    }

    @Test
    void aPlotThatMeasuredNothingSaysWhyInPlaceOfItsChartInEitherFormat() {
        StringBuilder html = new StringBuilder();
        PlotFigures.html(html, EMPTY);
        StringBuilder md = new StringBuilder();
        PlotFigures.markdown(md, EMPTY, "plots");

        assertFalse(html.toString().contains("<canvas"), html.toString());
        assertTrue(html.toString().contains("<p class=\"missing\">not measured: no valid trial of request-1 reported a "
                + "server CPU time</p>"), html.toString());
        assertTrue(md.toString().contains("_not measured: no valid trial of request-1 reported a server CPU time_"),
                md.toString());
    }

    @Test
    void theChartKeepsAGapAsANullAndRoundsToFourDecimals() {
        Chart chart = PlotFigures.chart(MEASURED);
        JsonObject config = chart.config();

        assertEquals("chart-request-1-mean", chart.id());
        assertEquals(Chart.Kind.PLAIN, chart.kind());
        var data = config.getAsJsonObject("data").getAsJsonArray("datasets").get(0).getAsJsonObject().getAsJsonArray("data");
        assertEquals("1.5449", data.get(1).getAsJsonObject().get("y").getAsString());
        assertTrue(data.get(2).getAsJsonObject().get("y").isJsonNull());
        assertEquals("logarithmic", config.getAsJsonObject("options").getAsJsonObject("scales").getAsJsonObject("x")
                .get("type").getAsString());
        // The page writes the null, so that the gap is in the data as a gap.
        String page = Html.page("t", "", "", List.of(chart));
        assertTrue(page.contains("{\"x\":100,\"y\":null}"), "the gap is written out");
    }

    @Test
    void aPlotIsWrittenAsPngAndSvgEvenWhenNothingWasMeasured(@TempDir Path dir) throws Exception {
        List<Path> files = PlotImages.write(EMPTY, dir.resolve("plots"));

        assertEquals(List.of(dir.resolve("plots/request-1-cpu.png"), dir.resolve("plots/request-1-cpu.svg")), files);
        assertTrue(Files.size(files.get(0)) > 1_000, "a PNG that draws the reason");
        assertTrue(Files.readString(files.get(1)).contains("<svg"), "an SVG even when nothing was measured");
    }
}
