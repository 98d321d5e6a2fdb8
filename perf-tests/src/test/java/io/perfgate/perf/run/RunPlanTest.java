package io.perfgate.perf.run;

import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.result.PairId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunPlanTest {
    private static final RunPlan AB = new RunPlan("0123abcd", Instant.parse("2026-11-23T18:00:00Z"), false, false, 1,
            Optional.of(new RunPlan.Reference("reference build base 0123456789ab", TrialOrder.Kind.RANDOM, 42)),
            List.of(new PairId("virtual-gson", "request-1"), new PairId("virtual-gson", "request-2")));

    @TempDir
    Path temp;

    @Test
    void thePlanIsWrittenInAFixedFormatAndReadsBackEqual() throws IOException {
        Path golden = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
                .resolve("src/test/resources/golden/plan.json");

        AB.write(temp);

        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), Files.readString(temp.resolve(RunPlan.FILE),
                StandardCharsets.UTF_8));
        assertEquals(AB, RunPlan.read(temp));
        RunPlan plain = new RunPlan("0123abcd", AB.createdAt(), true, true, 3, Optional.empty(), AB.pairs());
        plain.write(temp);
        assertEquals(plain, RunPlan.read(temp));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a number as text        | "boots": 1,                 | "boots": "1",                 | expected a number but found a string at line 7 column 13 path $.boots
            another format          | perfgate-run-plan/1         | perfgate-run-plan/2           | $.format: required perfgate-run-plan/1, actual: perfgate-run-plan/2
            an unknown order        | "order": "random"           | "order": "abab"               | expected abba or random but found 'abab'
            a missing field         | "strict": false,            | ''                            | missing field 'strict' in $
            a time that is not one  | 2026-11-23T18:00:00Z        | yesterday                     | expected an ISO-8601 instant like 2026-11-23T18:00:00Z but found 'yesterday' at line 4
            a pair twice            | "scenario": "request-2"     | "scenario": "request-1"       | expected each pair once but found virtual-gson / request-1 again
            an A/B run with boots   | "boots": 1,                 | "boots": 2,                   | an A/B run compares one boot and writes no baseline
            """)
    void aPlanThatCannotBeUsedIsNamedWithWhereAndWhy(String what, String from, String to, String message) throws IOException {
        AB.write(temp);
        Path file = temp.resolve(RunPlan.FILE);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains(from), what);
        Files.writeString(file, text.replace(from, to), StandardCharsets.UTF_8);

        MergeException e = assertThrows(MergeException.class, () -> RunPlan.read(temp));

        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void plansJudgeAlikeWhateverTheirPairs() {
        RunPlan other = AB.merged(Instant.parse("2026-11-23T18:30:00Z"), List.of(new PairId("platform-own", "request-2")));

        assertTrue(AB.judgedLike(other));
        assertEquals(false, AB.judgedLike(new RunPlan("fedc", AB.createdAt(), false, false, 1, AB.reference(), AB.pairs())));
        assertEquals("commit 0123abcd, A/B against reference build base 0123456789ab, order random balanced (seed 42), 1 boot",
                AB.describeSettings());
    }
}
