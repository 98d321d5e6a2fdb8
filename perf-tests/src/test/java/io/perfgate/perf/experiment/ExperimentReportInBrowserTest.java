package io.perfgate.perf.experiment;

import io.perfgate.perf.report.Browser;
import io.perfgate.perf.report.Plot;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Opens the experiment reports in a real browser ({@link Browser}), as the perf report's own test does: the same page
 * writer and drawing script serve both. Fails on a console error, on a measured plot whose chart did not draw, and on
 * a page wider than a laptop's screen; keeps screenshots under {@code target/report-browser/experiment-<set>/}.
 */
class ExperimentReportInBrowserTest {
    private static final Path OUT = Path.of("target", "report-browser");

    @RegisterExtension
    static final Browser BROWSER = new Browser();

    static Stream<Arguments> experiments() {
        return Stream.of(
                arguments("sweep", (Supplier<ExperimentResult>) ExperimentFixtures::sweep),
                arguments("ramp", (Supplier<ExperimentResult>) ExperimentFixtures::rampResult),
                arguments("payload", (Supplier<ExperimentResult>) ExperimentFixtures::payloadSweep));
    }

    @ParameterizedTest(name = "{0}: every measured plot draws, nothing in the console, fits a laptop screen")
    @MethodSource("experiments")
    void theReportDrawsEveryMeasuredPlotWithoutAnErrorAtLaptopWidth(String name, Supplier<ExperimentResult> result)
            throws IOException {
        Path dir = OUT.resolve("experiment-" + name).toAbsolutePath();
        ExperimentReport.write(result.get(), dir);
        Path html = dir.resolve(ExperimentReport.HTML);

        Browser.Problems problems = BROWSER.inspect(html, 15);

        assertEquals(List.of(), problems.console(), "the browser's console reported problems with " + html);
        assertEquals(List.of(), problems.blank(), "charts that did not draw in " + html + " (of " + problems.charts() + ")");
        long measured = Plots.of(result.get()).stream().filter(Plot::measured).count();
        assertEquals(measured, problems.charts(), "one chart per measured plot in " + html);
        assertTrue(problems.overflow() <= 0, "the page is " + problems.overflow() + " px wider than a "
                + Browser.LAPTOP.getWidth() + " px window");
        BROWSER.screenshots(dir);
    }
}
