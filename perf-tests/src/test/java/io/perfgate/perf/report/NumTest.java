package io.perfgate.perf.report;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NumTest {

    @ParameterizedTest(name = "{0} {1} prints as {2}")
    @CsvSource(delimiter = ';', value = {
            "1.2345; ms; 1.235",
            "0.1448; ms; 0.145",
            "4995; req/s; 4995.0",
            "38.55; us; 38.6",
            "0.00123; ratio; 0.0012",
            "NaN; ms; –"})
    void numbersPrintWithAFixedNumberOfDecimalsPerUnit(double value, String unit, String printed) {
        assertEquals(printed, Num.of(value, unit));
    }

    @ParameterizedTest(name = "{0} {1} is written to JSON as {2}")
    @CsvSource(delimiter = ';', value = {
            "1.23456; ms; 1.2346",
            "4995.0; req/s; 4995",
            "120.25; MB; 120.25",
            "100000; req/s; 100000"})
    void jsonNumbersHaveNoTrailingZerosAndNoExponent(double value, String unit, String json) {
        assertEquals(json, Num.json(value, unit).toString());
    }
}
