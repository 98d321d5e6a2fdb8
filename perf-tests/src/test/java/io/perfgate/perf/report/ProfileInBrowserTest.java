package io.perfgate.perf.report;

import io.perfgate.perf.profile.Difference;
import io.perfgate.perf.profile.JfrWorkload;
import io.perfgate.perf.result.PairId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A regressed A/B report with its profile ({@link io.perfgate.perf.profile.ProfileHtml}) in a real browser
 * ({@link Browser}): the differential icicles draw, nothing in the console, the page fits a laptop screen. The profile
 * is of real JFR recordings: this JVM running a request-like workload, the candidate's with an ETag hashed per request
 * and an access line formatted per request; or, with {@code -Dperf.test.profile=<dir>}, the recordings of a real run's
 * pair ({@code <results>/profiles/<pair>/}). Keeps screenshots under {@code target/report-browser/profile/}.
 */
class ProfileInBrowserTest {
    @RegisterExtension
    static final Browser BROWSER = new Browser();

    @Test
    void theProfileSectionDrawsItsIciclesWithoutAnErrorAtLaptopWidth() throws IOException {
        Path dir = ReportInBrowserTest.OUT.resolve("profile").toAbsolutePath();
        Files.createDirectories(dir);
        Files.deleteIfExists(dir.resolve("history.db"));
        ReportInput saved = SavedRuns.load("ab-regressed");
        PairId pair = saved.runs().getFirst().pair();
        Difference profile = Optional.ofNullable(System.getProperty("perf.test.profile")).filter(p -> !p.isBlank())
                .map(p -> Difference.read(Path.of(p))).orElseGet(() -> {
                    Path recordings = dir.resolve("recordings");
                    try {
                        Files.createDirectories(recordings);
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                    JfrWorkload.recordPair(recordings, pair, true, Duration.ofMillis(1500));
                    return Difference.read(recordings);
                });
        ReportInput input = new ReportInput(saved.runs(), saved.comparisons(), saved.comparisonKind(), saved.references(),
                saved.baselines(), Map.of(profile.pair(), profile));
        ReportFiles files = Reports.writeAll(input, dir, dir.resolve("history.db"));

        Browser.Problems problems = BROWSER.inspect(files.html(), 15);

        assertEquals(List.of(), problems.console(), "the browser's console reported problems with " + files.html());
        assertTrue(problems.overflow() <= 0, "the page is " + problems.overflow() + " px wider than a "
                + Browser.LAPTOP.getWidth() + " px window");
        assertTrue(BROWSER.visible("section.profile figure.icicle svg"), "the icicle is drawn");
        assertTrue(BROWSER.screenshot("section.profile", dir.resolve("profile.png")), "a profile section");
        String summary = Files.readString(files.summary());
        assertTrue(summary.contains("where B spends more than A"), summary);
        assertTrue(summary.length() <= SummaryMarkdown.MAX_CHARS, "summary " + summary.length() + " characters");
    }
}
