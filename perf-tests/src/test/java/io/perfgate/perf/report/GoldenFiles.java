package io.perfgate.perf.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Golden files under {@code src/test/resources/report/golden}, compared byte for byte. Run with
 * {@code -Dperf.golden.update=true} to rewrite them after an intended change, then review the diff.
 */
final class GoldenFiles {
    static final Path DIR = Path.of("src", "test", "resources", "report", "golden");

    private GoldenFiles() {
    }

    static void assertMatches(String name, String actual) throws IOException {
        Path file = DIR.resolve(name);
        if (Boolean.getBoolean("perf.golden.update")) {
            Files.createDirectories(DIR);
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(file), "golden file " + file.toAbsolutePath()
                + " missing; run with -Dperf.golden.update=true to create it");
        assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual,
                "output differs from golden file " + file + " (rewrite with -Dperf.golden.update=true if intended)");
    }
}
