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

class CandidateBuildTest {
    @Test
    void perfgatesOwnServerIsBuiltAsItsReferenceIs() {
        assertEquals(List.of("./mvnw", "-B", "-q", "-pl", "server", "-am", "package", "-DskipTests"),
                CandidateBuild.command(Map.of("perf.commit", "0123abcd")::get));
    }

    @Test
    void aDescriptionWithoutABuildBuildsNothing(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("perfgate.yaml");
        Files.writeString(file, """
                name: a-command
                server: {command: [/bin/true]}
                start: {args: ["--port={port}"]}
                ready: {http: /health}
                variants: {only: {}}
                scenarios: {one: {file: one.hf.yaml}}
                """);
        Files.writeString(dir.resolve("one.hf.yaml"), "name: one\n");

        assertEquals(List.of(), CandidateBuild.command(Map.of("perf.system", file.toString())::get));
    }

    @Test
    void aMissingDescriptionFailsNamingIt(@TempDir Path dir) {
        String missing = dir.resolve("perfgate.yaml").toString();

        SystemException e = assertThrows(SystemException.class, () -> CandidateBuild.command(Map.of("perf.system", missing)::get));

        assertEquals(true, e.getMessage().contains(missing), e.getMessage());
    }
}
