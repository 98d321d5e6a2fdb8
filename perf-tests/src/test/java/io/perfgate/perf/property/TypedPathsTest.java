package io.perfgate.perf.property;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TypedPathsTest {
    @TempDir
    Path checkout;

    @Test
    void aRelativePathIsTriedFromTheModuleThenFromTheCheckoutsTop() throws IOException {
        Path module = Files.createDirectories(checkout.resolve("perf-tests"));
        Map<String, String> inModule = Map.of("basedir", module.toString());

        assertEquals(List.of(module.resolve("a/b.jar"), checkout.resolve("a/b.jar")),
                TypedPaths.candidates(inModule::get, "a/b.jar"));
        assertEquals(checkout.resolve("a/b.jar"), TypedPaths.resolve(inModule::get, "a/b.jar"), "neither exists: the top's");
        Files.createDirectories(module.resolve("a"));
        Files.writeString(module.resolve("a/b.jar"), "");
        assertEquals(module.resolve("a/b.jar"), TypedPaths.resolve(inModule::get, "a/b.jar"));
    }

    @Test
    void anAbsolutePathIsItself() {
        assertEquals(List.of(Path.of("/x/y.yaml")), TypedPaths.candidates(Map.of("basedir", "/elsewhere")::get, "/x/../x/y.yaml"));
    }
}
