package io.perfgate.perf.run;

import io.perfgate.perf.sut.SystemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CandidateBuildTest {
    @Test
    void perfgatesOwnServerIsBuiltAsItsReferenceIs() {
        assertEquals(List.of("", "./mvnw", "-B", "-q", "-pl", "server", "-am", "package", "-DskipTests"),
                CandidateBuild.output(Map.of("perf.commit", "0123abcd")::get));
    }

    @Test
    void anImageIsBuiltUnderTheDescriptionsTag(@TempDir Path dir) throws IOException {
        Path file = description(dir, "server: {image: \"my-service:dev\", build: [./build-image, \"{image}\"]}");

        assertEquals(List.of("my-service:dev", "./build-image", "my-service:dev"),
                CandidateBuild.output(Map.of("perf.system", file.toString())::get));
    }

    @Test
    void aDescriptionWithoutABuildBuildsNothing(@TempDir Path dir) throws IOException {
        Path file = description(dir, "server: {command: [/bin/true]}");

        assertEquals(List.of(), CandidateBuild.output(Map.of("perf.system", file.toString())::get));
    }

    @Test
    void aMissingDescriptionFailsNamingIt(@TempDir Path dir) {
        String missing = dir.resolve("perfgate.yaml").toString();

        SystemException e = assertThrows(SystemException.class, () -> CandidateBuild.output(Map.of("perf.system", missing)::get));

        assertTrue(e.getMessage().contains(missing), e.getMessage());
    }

    private static Path description(Path dir, String server) throws IOException {
        Path file = dir.resolve("perfgate.yaml");
        Files.writeString(file, "name: a-service\n" + server + "\n" + """
                start: {args: ["--port={port}"]}
                ready: {http: /health}
                variants: {only: {}}
                scenarios: {one: {file: one.hf.yaml}}
                """);
        Files.writeString(dir.resolve("one.hf.yaml"), "name: one\n");
        return file;
    }
}
