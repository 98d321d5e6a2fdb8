package io.perfgate.perf.report;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.junit.jupiter.params.provider.Arguments.arguments;

/** Seals the formats that others read: github-action-benchmark's inputs, what they left out, and the Markdown summary. */
class GoldenFilesTest {

    static Stream<Arguments> outputs() {
        Function<ReportInput, String> smaller = input -> BenchmarkFiles.smallerIsBetter(new ReportModel(input));
        Function<ReportInput, String> bigger = input -> BenchmarkFiles.biggerIsBetter(new ReportModel(input));
        Function<ReportInput, String> leftOut = input -> BenchmarkFiles.leftOut(new ReportModel(input));
        Function<ReportInput, String> summary = input -> SummaryMarkdown.render(new ReportModel(input));
        Supplier<ReportInput> mixed = ReportFixtures::mixed;
        Supplier<ReportInput> passing = ReportFixtures::passing;
        return Stream.of(
                arguments("mixed-benchmark-smaller.json", mixed, smaller),
                arguments("mixed-benchmark-bigger.json", mixed, bigger),
                arguments("mixed-benchmark-left-out.json", mixed, leftOut),
                arguments("mixed-summary.md", mixed, summary),
                arguments("passing-summary.md", passing, summary),
                // Real saved runs (src/test/resources/report/runs): a regression A/B and one against a committed baseline.
                arguments("ab-regressed-summary.md", (Supplier<ReportInput>) () -> SavedRuns.load("ab-regressed"), summary),
                arguments("baseline-regressed-summary.md", (Supplier<ReportInput>) () -> SavedRuns.load("baseline-regressed"),
                        summary));
    }

    @ParameterizedTest(name = "{0} matches its golden file")
    @MethodSource("outputs")
    void outputMatchesItsGoldenFileByteForByte(String golden, Supplier<ReportInput> input,
                                               Function<ReportInput, String> format) throws IOException {
        GoldenFiles.assertMatches(golden, format.apply(input.get()));
    }
}
