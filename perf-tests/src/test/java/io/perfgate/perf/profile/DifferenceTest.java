package io.perfgate.perf.profile;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The difference of real JFR recordings of this JVM ({@link JfrWorkload}): the regressed build's ETag and access line are
 * where the difference says the candidate spends more, and the unchanged build has no frame beyond its noise band.
 */
class DifferenceTest {
    private static final String ETAG = JfrWorkload.class.getName() + ".etag";
    private static final String ACCESS_LINE = JfrWorkload.class.getName() + ".accessLine";
    private static final Duration WINDOW = Duration.ofMillis(1500);

    @TempDir
    static Path dir;
    private static Difference regressed;
    private static Difference unchanged;

    @BeforeAll
    static void recordBothBuilds() throws Exception {
        Path r = Files.createDirectories(dir.resolve("regressed"));
        Path u = Files.createDirectories(dir.resolve("unchanged"));
        JfrWorkload.recordPair(r, true, WINDOW);
        JfrWorkload.recordPair(u, false, WINDOW);
        regressed = Difference.read(r);
        unchanged = Difference.read(u);
    }

    @Test
    void theHashedETagIsAmongTheTopThreeFramesOfTheCpuDifference() {
        List<Difference.Hotspot> top = regressed.hotspots(Measure.CPU).stream().limit(3).toList();
        assertTrue(top.stream().anyMatch(h -> h.path().contains(ETAG)), () -> "top 3 CPU: " + describe(top));
    }

    @Test
    void theFormattedAccessLineIsAmongTheTopThreeFramesOfTheAllocationDifference() {
        List<Difference.Hotspot> top = regressed.hotspots(Measure.ALLOCATION).stream().limit(3).toList();
        assertTrue(top.stream().anyMatch(h -> h.path().contains(ACCESS_LINE)), () -> "top 3 allocation: " + describe(top));
    }

    @Test
    void theETagFrameCostsTheCandidateMoreThanItsNoiseBand() {
        Difference.Stats etag = find(regressed.root(), ETAG).stats(Measure.CPU);
        assertTrue(etag.change() > etag.band(), etag::toString);
        assertEquals(2, etag.references().size(), "one value per reference recording");
    }

    @Test
    void aPathTheReferenceNeverRanReadsZeroOnItsSide() {
        Difference.Node node = find(regressed.root(), ETAG);
        assertEquals(0, node.stats(Measure.CPU).reference());
        assertTrue(node.stats(Measure.CPU).candidate() > 0);
    }

    @Test
    void theUnchangedBuildHasNoFrameBeyondTheNoiseBand() {
        assertEquals(List.of(), unchanged.hotspots(Measure.CPU).stream().map(Difference.Hotspot::path).toList(), "CPU");
        assertEquals(List.of(), unchanged.hotspots(Measure.ALLOCATION).stream().map(Difference.Hotspot::path).toList(),
                "allocation");
    }

    @Test
    void perRequestFiguresDivideByEachRecordingsRequests() {
        // The whole per request: each recording's samples over its own requests, the mean over the side's recordings.
        Difference.Stats all = unchanged.root().stats(Measure.CPU);
        double each = all.references().stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        assertEquals(each, all.reference(), 1e-9);
        assertTrue(all.reference() > 1 && all.reference() < 1_000, () -> "CPU per request " + all.reference() + " us");
    }

    @Test
    void theSummaryTableNamesTheETagWithItsChange() {
        String md = ProfileMarkdown.render(regressed);
        assertTrue(md.contains("JfrWorkload.etag"), md);
        assertTrue(md.contains("B/request") && md.contains("us/request"), md);
        assertTrue(md.length() < 3_000, () -> "a pair's block is " + md.length() + " characters");
    }

    @Test
    void theUnchangedBuildsTableSaysSoInsteadOfRanking() {
        String md = ProfileMarkdown.render(unchanged);
        assertTrue(md.contains("no frame beyond the noise band"), md);
    }

    @Test
    void theIcicleIsInlineSvgWithTheClaimedFrameInDarkRed() {
        String html = ProfileHtml.render(regressed);
        assertTrue(html.contains("<svg") && !html.contains("<script") && !html.contains("http://cdn"), "inline, no script");
        assertTrue(html.contains("fill=\"#b2182b\""), "a claimed frame is drawn");
        assertTrue(html.contains("JfrWorkload.etag"), "the claimed frame is named");
    }

    /** The path of {@code frame} where the candidate spends most. */
    private static Difference.Node find(Difference.Node node, String frame) {
        Difference.Node best = node.frame().equals(frame) ? node : null;
        for (Difference.Node child : node.children()) {
            Difference.Node found = find(child, frame);
            if (found != null && (best == null
                    || found.stats(Measure.CPU).candidate() > best.stats(Measure.CPU).candidate())) {
                best = found;
            }
        }
        return best;
    }

    private static String describe(List<Difference.Hotspot> hotspots) {
        return hotspots.stream().map(h -> Frames.signed(h.stats().change(), h.measure()) + " " + Frames.tail(h.path(), 4)
                + " (band " + Frames.plain(h.stats().band(), h.measure()) + ")").collect(Collectors.joining("; "));
    }
}
