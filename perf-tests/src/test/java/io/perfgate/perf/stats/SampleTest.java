package io.perfgate.perf.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleTest {
    @Test
    void meanAndSampleStandardDeviationUseNMinusOne() {
        Sample sample = Sample.of(2, 4, 4, 4, 5, 5, 7, 9);

        assertEquals(5.0, sample.mean(), 1e-12);
        assertEquals(Math.sqrt(32.0 / 7), sample.standardDeviation(), 1e-12);
        assertEquals(Math.sqrt(32.0 / 7) / 5, sample.coefficientOfVariation(), 1e-12);
    }

    @Test
    void sampleKeepsItsOwnCopyOfTheValues() {
        double[] values = {1, 2, 3};
        Sample sample = Sample.of(values);

        values[0] = 100;
        sample.values()[1] = 100;

        assertArrayEquals(new double[]{1, 2, 3}, sample.values());
    }

    @Test
    void singleValueHasNoSpreadAndEmptySampleHasNoMean() {
        assertEquals(0, Sample.of(3).standardDeviation());
        assertTrue(Double.isNaN(Sample.empty().mean()));
        assertTrue(Double.isNaN(Sample.empty().standardDeviation()));
        assertTrue(Sample.empty().isEmpty());
    }

    @Test
    void notANumberMarksAnUnmeasuredValue() {
        assertFalse(Sample.of(1, Double.NaN).allFinite());
        assertTrue(Sample.of(1, 2).allFinite());
    }

    // How a report summarises one metric of a run: Sample.of(trial values).finiteOnly().

    @Test
    void overTrialsMeanAndSampleStandardDeviationUseNMinusOne() {
        Sample stats = Sample.of(new double[] {1.0, 2.0, 3.0, 4.0}).finiteOnly();

        assertEquals(4, stats.size());
        assertEquals(2.5, stats.mean(), 1e-12);
        assertEquals(Math.sqrt(5.0 / 3.0), stats.standardDeviationOrNaN(), 1e-12);
    }

    @Test
    void unmeasuredValuesAreLeftOutNotCountedAsZero() {
        Sample stats = Sample.of(new double[] {Double.NaN, 2.0, 4.0}).finiteOnly();

        assertEquals(2, stats.size());
        assertEquals(3.0, stats.mean(), 1e-12);
    }

    @Test
    void oneTrialHasAMeanButNoSpread() {
        Sample stats = Sample.of(new double[] {7.0}).finiteOnly();

        assertFalse(stats.isEmpty());
        assertTrue(Double.isNaN(stats.standardDeviationOrNaN()));
    }

    @Test
    void noTrialIsNotMeasured() {
        assertTrue(Sample.of(new double[] {Double.NaN}).finiteOnly().isEmpty());
        assertTrue(Sample.of(new double[0]).finiteOnly().isEmpty());
    }

    @Test
    void standardDeviationOrNaNIsTheStandardDeviationFromTwoValuesUp() {
        Sample sample = Sample.of(2, 4, 4, 4, 5, 5, 7, 9);

        assertEquals(sample.standardDeviation(), sample.standardDeviationOrNaN());
        assertEquals(0, Sample.of(3).standardDeviation(), "unchanged: a single value's standardDeviation() is 0");
        assertTrue(Double.isNaN(Sample.of(3).standardDeviationOrNaN()));
        assertTrue(Double.isNaN(Sample.empty().standardDeviationOrNaN()));
    }

    @Test
    void identicalValuesAreConstantEvenWhereTheirStandardDeviationIsNotExactlyZero() {
        double v = 60000 * 1.025;
        Sample same = Sample.of(v, v, v, v, v);

        assertTrue(same.constant());
        assertFalse(Sample.of(1, 1, 1.000001).constant());
        assertTrue(Sample.of(3).constant());
    }
}
