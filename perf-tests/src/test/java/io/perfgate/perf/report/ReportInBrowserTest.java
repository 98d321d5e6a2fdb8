package io.perfgate.perf.report;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Opens generated reports in a real browser: the machine's Chromium, headless, through its chromedriver (both the
 * distribution's packages; .ci/run installs them). Fails on anything the browser's console reports as an error
 * (a script error, a blocked fetch, a Content-Security-Policy violation), on a chart that did not draw, and on a
 * page wider than a laptop's screen. Keeps a screenshot of each page and of its first pair card under
 * {@code target/report-browser/<set>/}. Skipped, saying why, only where no Chromium or chromedriver is installed.
 */
class ReportInBrowserTest {
    /** A common laptop screen: the page must work at this width without scrolling sideways. */
    static final Dimension LAPTOP = new Dimension(1366, 900);
    static final Path OUT = Path.of("target", "report-browser");

    private static ChromeDriver driver;

    static Optional<Path> executable(String property, String... names) {
        String configured = System.getProperty(property);
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(Files::isExecutable);
        }
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            for (String name : names) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    @BeforeAll
    static void openTheBrowser() {
        Optional<Path> chromium = executable("perf.browser", "chromium", "chromium-browser", "google-chrome");
        Optional<Path> chromedriver = executable("perf.chromedriver", "chromedriver");
        assumeTrue(chromium.isPresent() && chromedriver.isPresent(), "report.html not tested in a browser: "
                + (chromium.isEmpty() ? "no Chromium (chromium, chromium-browser or google-chrome on the PATH, or "
                + "-Dperf.browser=FILE)" : "no chromedriver (on the PATH, or -Dperf.chromedriver=FILE)")
                + "; on Debian: apt-get install chromium chromium-driver (.ci/run does)");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.get().toFile());
        // No sandbox: CI runs as root, where Chromium refuses to start with one. The page is our own file.
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--hide-scrollbars", "--window-size=" + LAPTOP.getWidth() + "," + LAPTOP.getHeight());
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(chromedriver.get().toFile()).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
    }

    @AfterAll
    static void closeTheBrowser() {
        if (driver != null) {
            driver.quit();
        }
    }

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

        Problems problems = inspect(files.html(), 15);

        assertEquals(List.of(), problems.console(), "the browser's console reported problems with " + files.html());
        assertEquals(List.of(), problems.blank(), "charts that did not draw in " + files.html() + " (of "
                + problems.charts() + ")");
        assertTrue(problems.charts() > 0, "no chart at all in " + files.html());
        assertTrue(problems.overflow() <= 0, "the page is " + problems.overflow() + " px wider than a "
                + LAPTOP.getWidth() + " px window");
        screenshots(driver, dir);
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

        Problems problems = inspect(page, 1);

        assertEquals(1, problems.console().size(), problems.console().toString());
        assertTrue(problems.console().getFirst().contains("a chart failed"), problems.console().toString());
        assertEquals(List.of("never-drawn"), problems.blank());
        assertTrue(problems.overflow() > 0, "overflow " + problems.overflow());
    }

    /**
     * @param console  what the console reported at warning level or above
     * @param charts   how many charts the page's data lists
     * @param blank    the ids of those without a drawn chart
     * @param overflow how many pixels the page is wider than the window (0 or less: none)
     */
    record Problems(List<String> console, int charts, List<String> blank, long overflow) {
    }

    /** Opens {@code html} at laptop size, opens every folded card as a reader would, waits for the charts. */
    private static Problems inspect(Path html, int waitSeconds) {
        driver.manage().window().setSize(LAPTOP);
        driver.get(html.toUri().toString());
        JavascriptExecutor js = driver;
        js.executeScript("document.querySelectorAll('details').forEach(function (d) { d.open = true; });");
        Map<?, ?> state = waitForCharts(js, waitSeconds);
        List<String> console = driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).map(LogEntry::toString).toList();
        long overflow = ((Number) js.executeScript(
                "return document.documentElement.scrollWidth - window.innerWidth;")).longValue();
        List<String> blank = ((List<?>) state.get("blank")).stream().map(String::valueOf).toList();
        return new Problems(console, ((Number) state.get("total")).intValue(), blank, overflow);
    }

    /** Polls until every chart's canvas has a Chart.js chart with ink on it, or the time is up; returns the last state. */
    private static Map<?, ?> waitForCharts(JavascriptExecutor js, int seconds) {
        String check = """
                var ids = JSON.parse(document.getElementById('perfgate-data').textContent).charts.map(function (c) { return c.id; });
                var blank = ids.filter(function (id) {
                  var canvas = document.getElementById(id);
                  if (!canvas || typeof Chart === 'undefined' || !Chart.getChart(canvas) || canvas.width === 0
                      || canvas.height === 0) { return true; }
                  var pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
                  for (var i = 3; i < pixels.length; i += 4) { if (pixels[i] !== 0) { return false; } }
                  return true;
                });
                return { total: ids.length, blank: blank };
                """;
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        Map<?, ?> state = (Map<?, ?>) js.executeScript(check);
        while (!((List<?>) state.get("blank")).isEmpty() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            state = (Map<?, ?>) js.executeScript(check);
        }
        return state;
    }

    /**
     * The first screen a reader sees (top.png: docs/report-screenshot.png is one), the whole page (as tall as it is,
     * up to Chromium's limit) and the A/B view's first pair card alone.
     */
    private static void screenshots(ChromeDriver js, Path dir) throws IOException {
        js.executeScript("window.scrollTo(0, 0);");
        Files.write(dir.resolve("top.png"), driver.getScreenshotAs(OutputType.BYTES));
        long height = ((Number) js.executeScript("return document.documentElement.scrollHeight;")).longValue();
        driver.manage().window().setSize(new Dimension(LAPTOP.getWidth(), (int) Math.min(height + 40, 16_000)));
        Files.write(dir.resolve("report.png"), driver.getScreenshotAs(OutputType.BYTES));
        List<WebElement> cards = driver.findElements(By.cssSelector("details.pair"));
        if (!cards.isEmpty()) {
            Files.write(dir.resolve("pair.png"), cards.getFirst().getScreenshotAs(OutputType.BYTES));
        }
        driver.manage().window().setSize(LAPTOP);
    }
}
