package io.perfgate.perf.property;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PerfPropertiesTest {
    private static final PerfProperties NONE = new PerfProperties(Map.<String, String>of()::get);

    private static PerfProperties given(String value) {
        return new PerfProperties(Map.of("perf.x", value)::get);
    }

    private static String error(Runnable read) {
        return assertThrows(PropertyException.class, read::run).getMessage();
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", " ", "\t"})
    void aBlankValueIsAbsentAndEveryTypeReadsItsDefault(String blank) {
        for (PerfProperties properties : List.of(NONE, given(blank))) {
            assertFalse(properties.isSet("perf.x"));
            assertEquals(Optional.empty(), properties.text("perf.x"));
            assertEquals("d", properties.string("perf.x", "d"));
            assertEquals(7, properties.integer("perf.x", 7, 1, 10));
            assertEquals(-7L, properties.longInteger("perf.x", -7, Long.MIN_VALUE, Long.MAX_VALUE));
            assertEquals(0.5, properties.decimal("perf.x", 0.5, 0, 1));
            assertEquals(Duration.ofSeconds(3), properties.duration("perf.x", Duration.ofSeconds(3)));
            assertTrue(properties.bool("perf.x", true));
            assertEquals(List.of(), properties.list("perf.x"));
            assertEquals(List.of(), properties.words("perf.x"));
            assertEquals("b", properties.choice("perf.x", "b", List.of("a", "b")));
            assertEquals(Optional.empty(), properties.path("perf.x"));
            assertEquals(Optional.empty(), properties.parsed("perf.x", "anything", text -> text));
        }
    }

    @Test
    void givenKeepsABlankValueThatTextLeavesOut() {
        assertEquals(Optional.of(""), given("  ").given("perf.x"));
        assertEquals(Optional.empty(), NONE.given("perf.x"));
    }

    @Test
    void valuesAreTrimmed() {
        assertEquals("a b", given("  a b ").string("perf.x", "d"));
        assertEquals(12, given(" 12 ").integer("perf.x", 0, 1));
    }

    @Test
    void wholeNumbersAreReadWithinTheirRange() {
        assertEquals(4, given("4").integer("perf.x", 1, 1, 4));
        assertEquals(0, given("0").integer("perf.x", 1, 0));
        assertEquals(-3_000_000_000L, given("-3000000000").longInteger("perf.x", 1, Long.MIN_VALUE, Long.MAX_VALUE));
    }

    @ParameterizedTest(name = "''{0}'' in [{1}, {2}]")
    @CsvSource(delimiter = '|', textBlock = """
            abc | 2 | 1000       | -Dperf.x: expected a whole number from 2 to 1000, found 'abc'
            1   | 2 | 1000       | -Dperf.x: expected a whole number from 2 to 1000, found '1'
            1001| 2 | 1000       | -Dperf.x: expected a whole number from 2 to 1000, found '1001'
            2.5 | 1 | 2147483647 | -Dperf.x: expected a whole number >= 1, found '2.5'
            0   | 1 | 2147483647 | -Dperf.x: expected a whole number >= 1, found '0'
            9e9 | 1 | 2147483647 | -Dperf.x: expected a whole number >= 1, found '9e9'
            """)
    void aWholeNumberOutOfRangeOrNotWholeNamesKeyRangeAndValue(String value, int min, int max, String message) {
        assertEquals(message, error(() -> given(value).integer("perf.x", min, min, max)));
    }

    @Test
    void aWholeNumberBeyondAnIntIsRefusedNotCutShort() {
        assertEquals("-Dperf.x: expected a whole number >= 1, found '3000000000'",
                error(() -> given("3000000000").integer("perf.x", 1, 1)));
    }

    @Test
    void numbersAreReadWithinTheirRange() {
        assertEquals(0.95, given("0.95").decimal("perf.x", 0, 0, 1));
        assertEquals(1e3, given("1e3").decimal("perf.x", 0, 0, Double.POSITIVE_INFINITY));
        assertEquals(-2.5, given("-2.5").decimal("perf.x", 0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', textBlock = """
            1.5      | -Dperf.x: expected a number from 0 to 1, found '1.5'
            -0.1     | -Dperf.x: expected a number from 0 to 1, found '-0.1'
            half     | -Dperf.x: expected a number from 0 to 1, found 'half'
            NaN      | -Dperf.x: expected a number from 0 to 1, found 'NaN'
            """)
    void aNumberOutOfRangeOrNotANumberNamesKeyRangeAndValue(String value, String message) {
        assertEquals(message, error(() -> given(value).decimal("perf.x", 0.5, 0, 1)));
    }

    @Test
    void aNumberWithOneBoundSaysSo() {
        assertEquals("-Dperf.x: expected a number >= 0.5, found '0.25'",
                error(() -> given("0.25").decimal("perf.x", 1, 0.5, Double.POSITIVE_INFINITY)));
        assertEquals("-Dperf.x: expected a number <= 100, found '101'",
                error(() -> given("101").decimal("perf.x", 1, Double.NEGATIVE_INFINITY, 100)));
        assertEquals("-Dperf.x: expected a number, found 'Infinity'",
                error(() -> given("Infinity").decimal("perf.x", 1, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY)));
    }

    @ParameterizedTest(name = "{0} = {1} ms")
    @CsvSource({"5s, 5000", "1500ms, 1500", "1500 MS, 1500", "2.5, 2500", "2.5s, 2500", "PT1M, 60000", "pt0.5s, 500", "0, 0"})
    void durationsReadInTheUsualForms(String text, long millis) {
        assertEquals(Duration.ofMillis(millis), given(text).duration("perf.x", Duration.ofDays(1)));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"5 minutes", "-1s", "-PT1S", "1.5ms", "NaN", "Infinity", "s"})
    void aDurationThatCannotBeReadNamesKeyFormsAndValue(String text) {
        assertEquals("-Dperf.x: expected a duration >= 0 such as 5s, 1500ms, 2.5 (seconds) or PT5S, found '" + text + "'",
                error(() -> given(text).duration("perf.x")));
    }

    @ParameterizedTest(name = "''{0}'' = {1}")
    @CsvSource({"true, true", "TRUE, true", "False, false", "false, false"})
    void booleansAreTrueOrFalseInAnyCase(String text, boolean value) {
        assertEquals(value, given(text).bool("perf.x", !value));
    }

    @Test
    void aBooleanIsNotGuessedFromAnotherWord() {
        assertEquals("-Dperf.x: expected true or false, found 'yes'", error(() -> given("yes").bool("perf.x", false)));
    }

    @Test
    void listsAreCommaSeparatedAndWordsSpaceSeparated() {
        assertEquals(List.of("a", "b c", "d"), given(" a, b c ,, d ").list("perf.x"));
        assertEquals(List.of("--a=1", "--b", "2"), given("  --a=1 \t --b  2 ").words("perf.x"));
    }

    @Test
    void aChoiceIsOneOfTheAllowedInAnyCaseAndSpelledAsAllowed() {
        assertEquals("quick", given("QUICK").choice("perf.x", "default", List.of("default", "quick")));
        assertEquals(Thread.State.BLOCKED, given("blocked").choice("perf.x", Thread.State.NEW,
                List.of(Thread.State.NEW, Thread.State.BLOCKED), state -> state.name().toLowerCase()));
        assertEquals("-Dperf.x: expected default or quick, found 'fast'",
                error(() -> given("fast").choice("perf.x", "default", List.of("default", "quick"))));
        assertEquals("-Dperf.x: expected a, b or c, found 'd'",
                error(() -> given("d").choice("perf.x", "a", List.of("a", "b", "c"))));
    }

    @Test
    void aPathIsMadeAbsoluteAndNormal() {
        Path here = Path.of("").toAbsolutePath();

        assertEquals(Optional.of(here.resolve("b/c")), given("a/../b/./c").path("perf.x"));
        assertEquals(Optional.of(Path.of("/tmp/y")), given("/tmp/y").path("perf.x"));
        assertEquals(Optional.of(Path.of("/module/target/x")),
                new PerfProperties(Map.of("basedir", "/module", "perf.x", "target/./x")::get).path("perf.x"),
                "against Maven's module directory when it is given");
    }

    @Test
    void aPathThatCannotBeAPathIsNamed() {
        assertEquals("-Dperf.x: expected a file path, found 'a\0b'", error(() -> given("a\0b").path("perf.x")));
    }

    @Test
    void aTypedPathIsFoundFromWhereAPersonStandsInTheCheckout(@TempDir Path checkout) throws Exception {
        Path module = Files.createDirectories(checkout.resolve("perf-tests"));
        Files.writeString(checkout.resolve("perfgate.yaml"), "");
        PerfProperties inModule = new PerfProperties(Map.of("basedir", module.toString(), "perf.x", "other.yaml")::get);

        assertEquals(checkout.resolve("perfgate.yaml"),
                new PerfProperties(Map.of("basedir", module.toString())::get).typedPath("perf.x", "perfgate.yaml"));
        assertEquals(checkout.resolve("other.yaml"), inModule.typedPath("perf.x", "perfgate.yaml"));
    }

    @Test
    void anyParserSaysWhatItExpected() {
        assertEquals(Optional.of(5), given("five").parsed("perf.x", "a word for a number", text -> 5));
        assertEquals("-Dperf.x: expected a known word, found 'six'",
                error(() -> given("six").parsed("perf.x", "a known word", text -> null)));
        PropertyException thrown = assertThrows(PropertyException.class, () -> given("7").parsed("perf.x", "an even number",
                text -> {
                    throw new IllegalArgumentException("odd");
                }));
        assertEquals("-Dperf.x: expected an even number, found '7'", thrown.getMessage());
        assertEquals("odd", thrown.getCause().getMessage());
    }

    @Test
    void valuesAboveWinAndAFallbackFillsWhatIsAbsentOrBlank() {
        PerfProperties properties = new PerfProperties(Map.of("perf.a", "given", "perf.b", " ")::get)
                .orElse(Map.of("perf.b", "fallback", "perf.c", "fallback", "perf.a", "fallback")::get)
                .with(Map.of("perf.c", "above"));

        assertEquals("given", properties.string("perf.a", "d"));
        assertEquals("fallback", properties.string("perf.b", "d"));
        assertEquals("above", properties.string("perf.c", "d"));
        assertEquals("d", properties.string("perf.d", "d"));
    }
}
