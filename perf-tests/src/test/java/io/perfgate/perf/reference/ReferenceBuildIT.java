package io.perfgate.perf.reference;

import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;
import io.perfgate.perf.workspace.Workspace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.JarFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * perfgate's own description ({@code server.maven: server}, the shorthand of the wrapper's build of that module) still
 * builds its server from a revision: {@code -Dperf.reference=git:HEAD} as an A/B run asks for it. Runs Maven on an
 * exported tree, so it takes a minute.
 */
class ReferenceBuildIT {
    @TempDir
    Path work;

    @Test
    void perfgatesOwnServerIsBuiltFromARevisionByItsMavenModule() throws IOException {
        SystemDescription perfgate = Systems.perfgate();
        Workspace workspace = Workspace.resolve(Map.of("perf.work.dir", work.toString())::get, perfgate.file());
        String head = workspace.repository().head().orElseThrow();

        ReferenceSettings.Resolved resolved = ReferenceSettings.from(Map.of("perf.reference", "git:HEAD")::get).orElseThrow()
                .resolve(perfgate, workspace);

        Path jar = work.resolve("reference").resolve("perfgate-server-" + head.substring(0, 12))
                .resolve("server/target/perfgate-server.jar");
        assertEquals(head, resolved.commit());
        assertEquals(new SystemDescription.Jar(jar, perfgate.server().build()), resolved.server());
        try (JarFile built = new JarFile(jar.toFile())) {
            assertNotNull(built.getManifest().getMainAttributes().getValue("Main-Class"), "an executable jar");
        }
    }
}
