package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
