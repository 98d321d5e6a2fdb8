package io.perfgate.perf.result;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerJvmTest {
    @Test
    void aDescribedJvmReadsInOneLine() {
        ServerJvm jvm = new ServerJvm("Eclipse Adoptium", "25.0.3+9-LTS", "OpenJDK 64-Bit Server VM",
                List.of("-Xms256m", "-Xmx256m", "-XX:+UseSerialGC"), List.of("Copy", "MarkSweepCompact"), Map.of());

        assertTrue(jvm.known());
        assertEquals("Eclipse Adoptium 25.0.3+9-LTS, GC Copy + MarkSweepCompact, flags -Xms256m -Xmx256m -XX:+UseSerialGC",
                jvm.describe());
    }

    @Test
    void unknownIsSaidSo() {
        assertFalse(ServerJvm.UNKNOWN.known());
        assertEquals("server JVM unknown", ServerJvm.UNKNOWN.describe());
    }

    @Test
    void vmOptionsKeepTheirOrderAndCannotBeChanged() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("MaxHeapSize", "268435456");
        options.put("InitialHeapSize", "268435456");
        options.put("UseCompressedOops", "true");

        ServerJvm jvm = new ServerJvm("v", "1", "vm", List.of(), List.of(), options);
        options.clear();

        assertEquals(List.of("MaxHeapSize", "InitialHeapSize", "UseCompressedOops"), List.copyOf(jvm.vmOptions().keySet()));
        assertThrows(UnsupportedOperationException.class, () -> jvm.vmOptions().put("x", "y"));
    }

    @Test
    void aBlankVersionSaysWhichFieldAndWhatItWas() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ServerJvm("Eclipse Adoptium", " ", "vm", List.of(), List.of(), Map.of()));

        assertEquals("server JVM version must not be blank, actual: ' '", e.getMessage());
    }
}
