package io.perfgate.perf.report;

import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Opens generated reports in a real browser ({@link Browser}). Fails on anything the browser's console reports as an
 * error (a script error, a blocked fetch, a Content-Security-Policy violation), on a chart that did not draw, and on a
 * page wider than a laptop's screen. Keeps a screenshot of each page and of its first pair card under
 * {@code target/report-browser/<set>/}. Skipped, saying why, only where no Chromium or chromedriver is installed.
 */
class ReportInBrowserTest {
    static final Path OUT = Path.of("target", "report-browser");

    @RegisterExtension
    static final Browser BROWSER = new Browser();

    static Stream<Arguments> reports() {
        return Stream.of(
                arguments("ab-regressed", (Supplier<ReportInput>) () -> SavedRuns.load("ab-regressed")),
                arguments("ab-passed", (Supplier<ReportInput>) () -> SavedRuns.load("ab-passed")),
                arguments("baseline-regressed", (Supplier<ReportInput>) () -> SavedRuns.load("baseline-regressed")),
                arguments("baseline-passed", (Supplier<ReportInput>) () -> SavedRuns.load("baseline-passed")),
                arguments("fixtures-mixed", (Supplier<ReportInput>) ReportFixtures::mixed));
    }

    @ParameterizedTest(name = "{0}: every chart draws, nothing in the console, fits a laptop screen")
    @MethodSource("reports")
    void theReportDrawsEveryChartWithoutAnErrorAtLaptopWidth(String name, Supplier<ReportInput> input) throws IOException {
        Path dir = OUT.resolve(name).toAbsolutePath();
        Files.createDirectories(dir);
        Files.deleteIfExists(dir.resolve("history.db"));
        ReportFiles files = Reports.writeAll(input.get(), dir, dir.resolve("history.db"));

        Browser.Problems problems = BROWSER.inspect(files.html(), 15);

        assertEquals(List.of(), problems.console(), "the browser's console reported problems with " + files.html());
        assertEquals(List.of(), problems.blank(), "charts that did not draw in " + files.html() + " (of "
                + problems.charts() + ")");
        assertTrue(problems.charts() > 0, "no chart at all in " + files.html());
        assertTrue(problems.overflow() <= 0, "the page is " + problems.overflow() + " px wider than a "
                + Browser.LAPTOP.getWidth() + " px window");
        BROWSER.screenshots(dir);
    }

    /** The checks must see what they look for: a page with each fault fails each of them. */
    @org.junit.jupiter.api.Test
    void aBrokenPageFailsEveryCheck() throws IOException {
        Path page = OUT.resolve("broken").toAbsolutePath().resolve("report.html");
        Files.createDirectories(page.getParent());
        Files.writeString(page, """
                <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
                <div style="width: 3000px">too wide</div><canvas id="never-drawn"></canvas>
                <script type="application/json" id="perfgate-data">{"charts": [{"id": "never-drawn"}]}</script>
                <script>var Chart = { getChart: function () { return undefined; } };</script>
                <script>console.error('a chart failed');</script>
                </body></html>
                """);

        Browser.Problems problems = BROWSER.inspect(page, 1);

        assertEquals(1, problems.console().size(), problems.console().toString());
        assertTrue(problems.console().getFirst().contains("a chart failed"), problems.console().toString());
        assertEquals(List.of("never-drawn"), problems.blank());
        assertTrue(problems.overflow() > 0, "overflow " + problems.overflow());
    }
}
