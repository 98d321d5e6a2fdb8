package io.perfgate.perf.experiment;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.property.TypedPaths;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * One experiment: {@code ./mvnw verify -Pexperiment -Dexperiment=s2-ramp-up} (a name under {@code experiments/}, or a
 * path). Writes {@code result.json} and the reports to {@code perf-tests/target/experiments/<name>/}; with
 * {@code -Dexperiment.result=<dir>} draws the reports again from that directory's {@code result.json} without
 * measuring. Only the experiment profile includes this class in failsafe. Fails when a point could not be measured
 * (its server did not start or died) or a setup did not complete; the report is written first either way.
 */
class ExperimentIT {
    @Test
    void experiment() {
        PrintStream out = new PrintStream(System.out, true);
        String rerender = System.getProperty("experiment.result", "");
        if (!rerender.isBlank()) {
            Path dir = TypedPaths.resolve(System::getProperty, rerender);
            ExperimentResult result = ExperimentFiles.read(dir);
            ExperimentReport.write(result, dir);
            out.println("[perf] experiment " + result.experiment().name() + ": reports drawn again from "
                    + dir.resolve("result.json") + ": open " + dir.resolve("report.html"));
            return;
        }
        Experiment experiment = ExperimentFile.read(file(System.getProperty("experiment", "")),
                PerfConfig.systemFile(System::getProperty));
        Path dir = Path.of(System.getProperty("perf.experiments.dir", "target/experiments")).toAbsolutePath()
                .resolve(experiment.name());
        ExperimentResult result = ExperimentRunner.run(experiment, System::getProperty, dir.resolve("runs"), out);
        ExperimentFiles.write(result, dir);
        ExperimentReport.write(result, dir);
        out.println("[perf] experiment " + experiment.name() + ": " + result.points().size() + " points in "
                + result.wallTime().toSeconds() + " s; report " + dir.resolve("report.html") + ", " + dir.resolve("report.md")
                + ", plots in " + dir.resolve("plots"));
        assertEquals(List.of(), result.failures(), "points or setups that could not be measured (see the report)");
        assertFalse(result.points().isEmpty(), "no point was measured");
    }

    /** {@code -Dexperiment}: a name of experiments/ at the repository root, or a path to a file. */
    private static Path file(String name) {
        if (name.isBlank()) {
            fail("-Dexperiment=<name> is required; experiments/ has: " + String.join(", ", available()));
        }
        Path given = TypedPaths.resolve(System::getProperty, name);
        if (Files.isRegularFile(given)) {
            return given;
        }
        Path named = TypedPaths.resolve(System::getProperty, "experiments/" + name + ".yaml");
        if (!Files.isRegularFile(named)) {
            fail("-Dexperiment=" + name + ": no such experiment file (" + named + "); experiments/ has: "
                    + String.join(", ", available()));
        }
        return named;
    }

    private static List<String> available() {
        Path dir = TypedPaths.resolve(System::getProperty, "experiments");
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml"))
                    .map(n -> n.substring(0, n.length() - 5)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }
}
