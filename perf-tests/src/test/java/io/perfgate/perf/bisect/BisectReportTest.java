package io.perfgate.perf.bisect;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.perfgate.perf.bisect.StepOutcome.Finding;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.verdict.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bisection's Markdown and JSON reports, from a search over synthetic commits. */
class BisectReportTest {
    @TempDir
    Path dir;

    /** 8 commits, c4 does not build, c6 is the first bad one; judged steps carry a verdict on allocated bytes. */
    private BisectReport report() {
        History history = BisectionTest.history(8);
        Bisection.StepRunner runner = (step, revision, attempt) -> {
            int i = Integer.parseInt(revision.subject().substring(1));
            if (i == 4) {
                return StepOutcome.unbuildable("./build.sh exited with code 1");
            }
            boolean bad = i >= 6;
            return StepOutcome.judged(StepOutcomeTest.verdict(bad ? Outcome.REGRESSION : Outcome.PASS,
                    StepOutcomeTest.row(Metric.ALLOCATED_BYTES_PER_REQUEST, 1, bad ? 8.0 : 0.0001, bad ? 1e-9 : 0.5,
                            bad ? Outcome.REGRESSION : Outcome.PASS)), Optional.of(Metric.ALLOCATED_BYTES_PER_REQUEST),
                    Optional.of(dir.resolve("steps").resolve(step + "-" + revision.shortCommit())));
        };
        Bisection.Result result = Bisection.run(history, new Bisection.Limits(8, 1), runner,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return new BisectReport(result, Path.of("/repo/perfgate.yaml"), new PairId("one", "get"),
                Optional.of(Metric.ALLOCATED_BYTES_PER_REQUEST), new Bisection.Limits(8, 1), Duration.ofSeconds(95));
    }

    @Test
    void theMarkdownNamesTheFirstBadCommitListsEveryStepAndShowsItsVerdictTable() throws IOException {
        BisectReport report = report();
        Revision c6 = BisectionTest.revision(6);

        String md = Files.readString(report.write(dir));

        assertTrue(md.startsWith("# perfgate bisect: one / get\n\n**First bad commit: " + c6.shortCommit() + " \"c6\"**"), md);
        assertTrue(md.contains("| compared | one / get, decided by allocatedBytesPerRequest |"), md);
        assertTrue(md.contains("| wall time | 1:35 in all, "), md);
        assertTrue(md.contains("| `" + BisectionTest.revision(4).shortCommit() + "` | c4 | 1 | unbuildable | – | – | does not"
                + " build: ./build.sh exited with code 1 |"), md);
        assertTrue(md.contains("| regressed | +800.0% | &lt;0.0001 | REGRESSION: allocatedBytesPerRequest +800.0% (threshold"
                + " +1%, p &lt;0.0001) ([reports](steps/"), md);
        assertTrue(md.contains("## Verdict of " + c6.shortCommit() + " against good (step "), md);
        assertTrue(md.contains("**one / get: REGRESSION**"), md);
        assertEquals(report.result().steps().size(), md.lines().filter(l -> l.matches("\\| \\d+ \\| `.*")).count());
    }

    @Test
    void theConsoleEndsWithTheFindingEveryStepTheVerdictTableAndTheWallTime() {
        BisectReport report = report();

        String text = report.text(dir);

        assertTrue(text.contains("[bisect] First bad commit: " + BisectionTest.revision(6).describe() + "\n"), text);
        assertTrue(text.contains("[bisect] wall time 1:35 in all, 2 comparison(s) of at most 8 (--repeats 1), 1 revision(s)"
                + " that did not build"), text);
        assertEquals(3, text.lines().filter(l -> l.startsWith("[bisect]   step ")).count(), text);
        assertTrue(text.contains("one / get: REGRESSION\n"), "the verdict table: " + text);
    }

    @Test
    void theJsonHasTheFindingAndEveryStepWithItsNumbers() throws IOException {
        BisectReport report = report();
        report.write(dir);

        JsonObject json = JsonParser.parseString(Files.readString(dir.resolve(BisectReport.JSON))).getAsJsonObject();

        assertEquals(1, json.get("format").getAsInt());
        assertEquals("found", json.get("status").getAsString());
        assertEquals(BisectionTest.revision(6).commit(), json.getAsJsonObject("firstBad").get("commit").getAsString());
        assertEquals("allocatedBytesPerRequest", json.get("metric").getAsString());
        assertEquals(95.0, json.get("wallTimeSeconds").getAsDouble());
        var steps = json.getAsJsonArray("steps");
        assertEquals(report.result().steps().size(), steps.size());
        JsonObject unbuilt = steps.asList().stream().map(s -> s.getAsJsonObject())
                .filter(s -> s.get("finding").getAsString().equals(Finding.UNBUILDABLE.name().toLowerCase())).findFirst()
                .orElseThrow();
        assertTrue(unbuilt.get("change").isJsonNull() && unbuilt.get("verdict").isJsonNull(), unbuilt.toString());
        JsonObject last = steps.get(steps.size() - 1).getAsJsonObject();
        assertEquals(8.0, last.get("change").getAsDouble());
        assertTrue(last.get("reports").getAsString().startsWith("steps/"), last.toString());
    }

    @Test
    void anUndecidedSearchListsTheCommitsInDoubtWithWhatEachStepLearned() {
        History history = BisectionTest.history(4);
        Bisection.Result result = Bisection.run(history, new Bisection.Limits(5, 0),
                (step, revision, attempt) -> StepOutcome.of(Finding.UNDECIDED, "INVALID: the generator's CPU was taken"),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        BisectReport report = new BisectReport(result, Path.of("/repo/perfgate.yaml"), new PairId("one", "get"),
                Optional.empty(), new Bisection.Limits(5, 0), Duration.ofSeconds(10));

        String md = report.markdown(dir);

        assertTrue(md.contains("**Undecided: the first bad commit is one of 4 commits**"), md);
        assertTrue(md.contains("- " + BisectionTest.revision(2).shortCommit() + " \"c2\": undecided\n"), md);
        assertTrue(md.contains("- " + BisectionTest.revision(4).shortCommit() + " \"c4\": not measured\n"), md);
        assertTrue(md.contains("decided by every gated metric"), md);
    }
}
