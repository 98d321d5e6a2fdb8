package io.perfgate.perf.load;

import java.nio.file.Path;

/** perfgate's scenario files, where tests find them (Maven runs tests in perf-tests/). */
final class Scenarios {
    private Scenarios() {
    }

    static Path file(String scenario) {
        return Path.of("src/main/resources/scenarios", scenario + ".hf.yaml").toAbsolutePath();
    }
}
