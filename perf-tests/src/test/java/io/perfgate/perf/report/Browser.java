package io.perfgate.perf.report;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
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
import java.util.logging.Level;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A real browser for the tests of perfgate's HTML pages (every page written by {@link Html#page}): the machine's
 * Chromium, headless, through its chromedriver (both the distribution's packages; .ci/run installs them). It opens a
 * page at a laptop's size and says what a reader would meet: what the console reported, which charts did not draw,
 * how much wider than the window the page is. A test class registers one ({@code @RegisterExtension static final
 * Browser BROWSER = new Browser();}): it starts before the class's first test and quits after its last, and the class
 * is skipped, saying why, only where no Chromium or chromedriver is installed.
 */
public final class Browser implements BeforeAllCallback, AfterAllCallback {
    /** A common laptop screen: the page must work at this width without scrolling sideways. */
    public static final Dimension LAPTOP = new Dimension(1366, 900);

    private ChromeDriver driver;

    @Override
    public void beforeAll(ExtensionContext context) {
        driver = start();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (driver != null) {
            driver.quit();
            driver = null;
        }
    }

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

    /** Starts the browser; skips the test class (a JUnit assumption) where there is none to start. */
    private static ChromeDriver start() {
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
        return new ChromeDriver(service, options);
    }

    /**
     * @param console  what the console reported at warning level or above
     * @param charts   how many charts the page's data lists
     * @param blank    the ids of those without a drawn chart
     * @param overflow how many pixels the page is wider than the window (0 or less: none)
     */
    public record Problems(List<String> console, int charts, List<String> blank, long overflow) {
    }

    /** Opens {@code html} at laptop size, opens every folded card as a reader would, waits for the charts. */
    public Problems inspect(Path html, int waitSeconds) {
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
     * up to Chromium's limit) and the A/B view's first pair card alone, if it has one.
     */
    /**
     * A screenshot of the first element of the page in hand that {@code selector} finds, at laptop width; false when
     * there is none.
     */
    public boolean screenshot(String selector, Path png) throws IOException {
        List<WebElement> found = driver.findElements(By.cssSelector(selector));
        if (found.isEmpty()) {
            return false;
        }
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView(true);", found.getFirst());
        Files.write(png, found.getFirst().getScreenshotAs(OutputType.BYTES));
        return true;
    }

    /** Whether the first element {@code selector} finds is drawn on the page: not hidden, wider and taller than 0. */
    public boolean visible(String selector) {
        List<WebElement> found = driver.findElements(By.cssSelector(selector));
        return !found.isEmpty() && found.getFirst().isDisplayed() && found.getFirst().getSize().getWidth() > 0
                && found.getFirst().getSize().getHeight() > 0;
    }

    public void screenshots(Path dir) throws IOException {
        JavascriptExecutor js = driver;
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
