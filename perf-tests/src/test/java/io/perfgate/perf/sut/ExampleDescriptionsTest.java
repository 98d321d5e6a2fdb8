package io.perfgate.perf.sut;

import io.hyperfoil.api.config.Benchmark;
import io.hyperfoil.api.config.BenchmarkData;
import io.hyperfoil.api.config.Phase;
import io.hyperfoil.core.parser.BenchmarkParser;
import io.perfgate.perf.property.TypedPaths;
import io.perfgate.perf.verdict.Thresholds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every description under {@code examples/} ({@code examples/<name>/perfgate.yaml}, or {@code examples/<name>/repo/
 * perfgate.yaml} for an example that is a whole repository of its own) is read as the suite reads it, offline: the
 * description parses, each scenario file is a Hyperfoil benchmark with an {@code open} and a {@code closed} phase, and
 * its {@code thresholds.json} loads. Booting them needs their servers (WireMockExampleIT; PetClinic is built from its
 * own sources by examples/spring-petclinic/make-repo).
 */
class ExampleDescriptionsTest {
    static Stream<Path> descriptions() throws IOException {
        Path examples = TypedPaths.resolve(Map.<String, String>of()::get, "examples");
        try (Stream<Path> files = Files.walk(examples, 3)) {
            return files.filter(f -> f.getFileName().toString().equals("perfgate.yaml"))
                    .filter(f -> f.getParent().getParent().equals(examples)
                            || f.getParent().getFileName().toString().equals("repo"))
                    .sorted().toList().stream();
        }
    }

    @Test
    void theWireMockAndPetClinicExamplesAreFound() throws IOException {
        List<String> found = descriptions().map(f -> f.getParent().toString()).toList();

        assertTrue(found.stream().anyMatch(d -> d.endsWith("examples/wiremock")), found.toString());
        assertTrue(found.stream().anyMatch(d -> d.endsWith("examples/spring-petclinic/repo")), found.toString());
    }

    @Test
    void thePetClinicExampleRunsTheJarItsOwnWrapperBuilds() throws IOException {
        Path file = descriptions().filter(f -> f.endsWith("spring-petclinic/repo/perfgate.yaml")).findFirst().orElseThrow();
        SystemDescription s = SystemFile.read(file);

        assertEquals(new SystemDescription.Jar(file.resolveSibling("target/spring-petclinic-4.0.0-SNAPSHOT.jar"),
                Optional.of(new SystemDescription.Build(List.of("./mvnw", "-B", "-q", "package", "-DskipTests")))), s.server());
        assertEquals(List.of("default", "virtual"), s.variants().stream().map(Variant::name).toList());
        assertEquals(List.of("vets-json", "find-owners", "owner-details"), s.gateScenarios());
        assertEquals(new SystemDescription.WarmUp(Optional.of("browse"), Optional.of(Duration.ofMinutes(3)),
                Optional.of(Duration.ofMinutes(1))), s.warmUp());
    }

    @Test
    void thePlayExampleRunsACopyOfTheLayoutSbtStages() throws IOException {
        Path file = descriptions().filter(f -> f.endsWith("play-scala-forms/repo/perfgate.yaml")).findFirst().orElseThrow();
        SystemDescription s = SystemFile.read(file);

        assertEquals(new SystemDescription.Command(List.of("bin/play-scala-forms-example"),
                file.resolveSibling("target/universal/stage"), true,
                Optional.of(new SystemDescription.Build(List.of("sbt", "stage")))), s.server());
        assertEquals(List.of("widgets", "index"), s.gateScenarios());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("descriptions")
    void theDescriptionParsesAndItsThresholdsLoad(Path file) {
        SystemDescription s = SystemFile.read(file);

        assertFalse(s.gateScenarios().isEmpty());
        Thresholds.load(s.baselines().resolve("thresholds.json"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("descriptions")
    void everyScenarioIsABenchmarkWithAnOpenAndAClosedPhase(Path file) throws IOException {
        for (SystemDescription.Scenario scenario : SystemFile.read(file).scenarios()) {
            Benchmark benchmark;
            // No parameters: every !param takes the default written beside it in the file.
            try (InputStream in = Files.newInputStream(scenario.file())) {
                benchmark = BenchmarkParser.instance().builder(in, BenchmarkData.EMPTY, Map.of()).build();
            } catch (Exception e) {
                throw new AssertionError(scenario.file() + ": not a valid Hyperfoil benchmark: " + e.getMessage(), e);
            }
            Set<String> phases = new TreeSet<>(benchmark.phases().stream().map(Phase::name).toList());
            assertTrue(phases.contains("open") && phases.contains("closed"), scenario.file() + ": " + phases);
        }
    }
}
