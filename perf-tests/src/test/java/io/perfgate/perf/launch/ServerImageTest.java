package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;

import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
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
    void theAppImageIsNamedByTheJarsBytes(@TempDir Path dir) throws IOException {
        Path one = Files.write(dir.resolve("one.jar"), new byte[] {1, 2, 3});
        Path same = Files.write(dir.resolve("same.jar"), new byte[] {1, 2, 3});
        Path other = Files.write(dir.resolve("other.jar"), new byte[] {1, 2, 4});

        assertEquals(ServerImage.contentHash(one), ServerImage.contentHash(same));
        assertNotEquals(ServerImage.contentHash(one), ServerImage.contentHash(other));
    }
}
