package io.perfgate.perf.verdict;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The reports' number formats (the verdict tables' are sealed by {@link VerdictTableTest}). */
class NumbersTest {

    @ParameterizedTest(name = "{0} {1} prints as {2}")
    @CsvSource(delimiter = ';', value = {
            "1.2345; ms; 1.235",
            "0.1448; ms; 0.145",
            "4995; req/s; 4995.0",
            "38.55; us; 38.6",
            "0.00123; ratio; 0.0012",
            "NaN; ms; –"})
    void numbersPrintWithAFixedNumberOfDecimalsPerUnit(double value, String unit, String printed) {
        assertEquals(printed, Numbers.fixed(value, unit));
    }

    @ParameterizedTest(name = "the level {0} prints as {1}")
    @CsvSource(delimiter = ';', value = {
            "0.0011111; 0.0011",
            "0.001; 0.0010",
            "0.0000041234; 0.0000041",
            "0.00000004; 0.00000004",
            "NaN; n/a"})
    void aLevelIsNeverRoundedToZero(double level, String printed) {
        assertEquals(printed, Numbers.level(level));
    }

    @ParameterizedTest(name = "{0} {1} is written to JSON as {2}")
    @CsvSource(delimiter = ';', value = {
            "1.23456; ms; 1.2346",
            "4995.0; req/s; 4995",
            "120.25; MB; 120.25",
            "100000; req/s; 100000"})
    void jsonNumbersHaveNoTrailingZerosAndNoExponent(double value, String unit, String json) {
        assertEquals(json, Numbers.json(value, unit).toString());
    }

    @ParameterizedTest(name = "{0} {1} prints as {2}")
    @CsvSource(delimiter = ';', value = {
            "1.2345; ms; 1.235 ms",
            "4990; req/s; 4990.0 req/s",
            "NaN; ms; –",
            "Infinity; us; –"})
    void aValueWithItsUnitIsOneDashWhenMissing(double value, String unit, String printed) {
        assertEquals(printed, Numbers.withUnit(value, unit));
    }

    @ParameterizedTest(name = "{0} % prints as {1}")
    @CsvSource(delimiter = ';', value = {
            "18.59; +18.6 %",
            "-12.49; -12.5 %",
            "0; +0.0 %",
            "NaN; –"})
    void aChangeInPercentIsSignedWithASpaceBeforeThePercentSign(double percent, String printed) {
        assertEquals(printed, Numbers.signedPercent(percent));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "3.14; +3.1 %",
            "1000; +1000.0 %",
            "1000.5; > +1000 %",
            "4.2e22; > +1000 %",
            "NaN; –"})
    void aDetectableChangePastElevenfoldReadsAsDeafNotAsDigits(double percent, String printed) {
        assertEquals(printed, Numbers.detectablePercent(percent));
    }

    @Test
    void fixedDecimalsSizesAndDurations() {
        assertEquals("5000", Numbers.fixed(4999.6, 0));
        assertEquals("–", Numbers.fixed(Double.NaN, 0));
        assertEquals(Numbers.MISSING, Numbers.fixed(Double.NaN, 2));
        assertEquals("8.0 GiB", Numbers.gibibytes(8L * 1024 * 1024 * 1024));
        assertEquals("20 s", Numbers.duration(Duration.ofSeconds(20)));
        assertEquals("1.500 s", Numbers.duration(Duration.ofMillis(1500)));
    }
}
