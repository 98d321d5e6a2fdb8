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
        Path bootB = Files.createDirectories(tmp.resolve("work/process/default-40001"));
        Path bootA = Files.createDirectories(tmp.resolve("work/process/default-52113"));

        Path b = ProcessLauncher.bootJar(candidate, bootB);
        Path a = ProcessLauncher.bootJar(reference, bootA);

        assertEquals(a.toString().length(), b.toString().length());
        assertArrayEquals(Files.readAllBytes(candidate), Files.readAllBytes(b));
        assertArrayEquals(Files.readAllBytes(reference), Files.readAllBytes(a));
    }

    @Test
    void aBootOfTheSameDirectoryAgainRunsTheJarOfNow() throws IOException {
        Path boot = Files.createDirectories(tmp.resolve("work/process/default-40001"));
        ProcessLauncher.bootJar(write(tmp.resolve("old.jar"), "old"), boot);

        Path again = ProcessLauncher.bootJar(write(tmp.resolve("new.jar"), "new"), boot);

        assertEquals("new", Files.readString(again));
        assertTrue(Files.exists(tmp.resolve("old.jar")), "the build itself is never touched");
    }

    @Test
    void aJarThatCannotBePutInPlaceSaysWhichAndWhere() throws IOException {
        Path boot = tmp.resolve("no-such-directory");
        Path jar = write(tmp.resolve("app.jar"), "app");

        LaunchException e = assertThrows(LaunchException.class, () -> ProcessLauncher.bootJar(jar, boot));

        assertTrue(e.getMessage().startsWith("could not put the server jar " + jar + " at " + boot.resolve("server.jar")),
                e.getMessage());
    }

    private static Path write(Path file, String content) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, content);
    }
}
