package io.perfgate.perf.bisect;

import io.perfgate.perf.result.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line of {@code bin/perfgate bisect}, as {@link Bisect.Options#parse} reads it. */
class BisectTest {
    @Test
    void readsEveryOptionInBothFormsAndTheSuitesProperties() {
        Bisect.Options options = Bisect.Options.parse(List.of("--good", "v1.0", "--bad=main", "--variant", "sync",
                "--scenario=get-json", "--metric", "allocatedBytesPerRequest", "--max-steps", "9", "--repeats=2",
                "--report", "out", "-Dperf.profile=quick", "-Dperf.server.jvmOptions=-Xmx1g -XX:+UseSerialGC"));

        assertEquals(new Bisect.Options("v1.0", "main", Optional.of("sync"), Optional.of("get-json"),
                Optional.of(Metric.ALLOCATED_BYTES_PER_REQUEST), OptionalInt.of(9), 2, Optional.of(Path.of("out")),
                Map.of("perf.profile", "quick", "perf.server.jvmOptions", "-Xmx1g -XX:+UseSerialGC")), options);
    }

    @Test
    void onlyGoodAndBadAreRequired() {
        Bisect.Options options = Bisect.Options.parse(List.of("--good", "a", "--bad", "b"));

        assertEquals(Optional.empty(), options.metric());
        assertEquals(OptionalInt.empty(), options.maxSteps());
        assertEquals(Bisection.Limits.DEFAULT_REPEATS, options.repeats());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "--bad b; --good is required",
            "--good a --bad b --metric speed; --metric: unknown metric 'speed'; known: mean,",
            "--good a --bad b --max-steps 0; --max-steps: required a whole number >= 1, actual: '0'",
            "--good a --bad b --repeats many; --repeats: required a whole number >= 0, actual: 'many'",
            "--good a --bad b --verbose; unknown option '--verbose'",
            "--good a --bad; --bad needs a value",
    })
    void aBrokenCommandLineIsNamedWithTheUsage(String line, String message) {
        BisectException e = assertThrows(BisectException.class, () -> Bisect.Options.parse(List.of(line.split(" "))));

        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }

    @Test
    void anOptionEachStepSetsItselfIsRefusedNamingWhatToGiveInstead() {
        Bisect.Options options = Bisect.Options.parse(List.of("--good", "a", "--bad", "b", "-Dperf.variants=one"));

        BisectException e = assertThrows(BisectException.class, () -> Bisect.run(options, name -> null,
                new PrintStream(OutputStream.nullOutputStream())));

        assertEquals("-Dperf.variants: each step sets it (give --variant)", e.getMessage());
    }
}
