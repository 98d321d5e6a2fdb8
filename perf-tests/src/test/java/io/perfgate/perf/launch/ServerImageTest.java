package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;

import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class ServerImageTest {
    @Test
    void lddOutputGivesTheAbsolutePathsOfLibrariesAndTheLoader() {
        String ldd = """
                \tlinux-vdso.so.1 (0x00007ffd4a5f2000)
                \tlibjli.so => /opt/jre/bin/../lib/libjli.so (0x00007f0c1c4f0000)
                \tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f0c1c2c6000)
                \tlibjvm.so => not found
                \t/lib64/ld-linux-x86-64.so.2 (0x00007f0c1c51c000)
                """;

        assertEquals(List.of("/opt/jre/bin/../lib/libjli.so", "/lib/x86_64-linux-gnu/libc.so.6", "/lib64/ld-linux-x86-64.so.2"),
                ServerImage.parseLdd(ldd));
    }

    @Test
    void theRuntimeImageIsNamedByItsModulesWhateverTheirOrderAndEveryJarShareIt() {
        String hash = ServerImage.runtimeHash(new LinkedHashSet<>(List.of("java.sql", "java.base")));

        assertEquals(hash, ServerImage.runtimeHash(new LinkedHashSet<>(List.of("java.base", "java.sql"))));
        assertNotEquals(hash, ServerImage.runtimeHash(Set.of("java.base")));
    }

    @Test
    void theAppImageIsNamedByItsFilesNamesAndBytes(@TempDir Path dir) throws IOException {
        Path one = Files.write(dir.resolve("one.jar"), new byte[] {1, 2, 3});
        Path same = Files.write(dir.resolve("same.jar"), new byte[] {1, 2, 3});
        Path other = Files.write(dir.resolve("other.jar"), new byte[] {1, 2, 4});

        assertEquals(hash(Map.of(Path.of("server.jar"), one)), hash(Map.of(Path.of("server.jar"), same)));
        assertNotEquals(hash(Map.of(Path.of("server.jar"), one)), hash(Map.of(Path.of("server.jar"), other)));
        assertNotEquals(hash(Map.of(Path.of("server.jar"), one)),
                hash(Map.of(Path.of("server.jar"), one, Path.of("lib/dep.jar"), same)), "a file beside the jar counts");
        assertNotEquals(hash(Map.of(Path.of("server.jar"), one, Path.of("lib/dep.jar"), same)),
                hash(Map.of(Path.of("server.jar"), one, Path.of("lib/other.jar"), same)), "so does its name");
    }

    private static String hash(Map<Path, Path> files) {
        return ServerImage.contentHash(new Application(files.get(Path.of("server.jar")), files,
                Optional.of(Path.of("server.jar"))), "ENTRYPOINT");
    }
}
