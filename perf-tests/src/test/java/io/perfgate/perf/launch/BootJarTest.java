package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Both sides of an A/B run start their jars at paths of the same length, whatever the paths of the builds. */
class BootJarTest {
    @TempDir
    Path tmp;

    @Test
    void twoBuildsAtPathsOfDifferentLengthsRunFromPathsOfTheSameLength() throws IOException {
        Path candidate = write(tmp.resolve("repo/target/app-1.0.0-SNAPSHOT.jar"), "candidate");
        Path reference = write(tmp.resolve("ref.jar"), "reference");
        Path bootB = tmp.resolve("jars/" + ProcessLauncher.bootName("default", 8080) + ".jar");
        Path bootA = tmp.resolve("jars/" + ProcessLauncher.bootName("default", 52113) + ".jar");

        Path b = ProcessLauncher.bootJar(candidate, bootB);
        Path a = ProcessLauncher.bootJar(reference, bootA);

        assertEquals(a.toString().length(), b.toString().length());
        assertArrayEquals(Files.readAllBytes(candidate), Files.readAllBytes(b));
        assertArrayEquals(Files.readAllBytes(reference), Files.readAllBytes(a));
    }

    @Test
    void aBootOfTheSameDirectoryAgainRunsTheJarOfNow() throws IOException {
        Path boot = tmp.resolve("jars/default-40001.jar");
        ProcessLauncher.bootJar(write(tmp.resolve("old.jar"), "old"), boot);

        Path again = ProcessLauncher.bootJar(write(tmp.resolve("new.jar"), "new"), boot);

        assertEquals("new", Files.readString(again));
        assertTrue(Files.exists(tmp.resolve("old.jar")), "the build itself is never touched");
    }

    @Test
    void aJarThatCannotBePutInPlaceSaysWhichAndWhere() throws IOException {
        Path file = write(tmp.resolve("a-file"), "not a directory");
        Path boot = file.resolve("default-40001.jar");
        Path jar = write(tmp.resolve("app.jar"), "app");

        LaunchException e = assertThrows(LaunchException.class, () -> ProcessLauncher.bootJar(jar, boot));

        assertTrue(e.getMessage().startsWith("could not put the server jar " + jar + " at " + boot), e.getMessage());
    }

    private static Path write(Path file, String content) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, content);
    }
}
