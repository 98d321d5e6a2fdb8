package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which files a jar needs beside it, and how a boot gets its own copy of them at a path of one length. */
class ApplicationTest {
    @TempDir
    Path tmp;

    @Test
    void aJarWithoutRelativeClassPathIsAnApplicationOfOneFileNamedServerJar() throws IOException {
        Path plain = jar(tmp.resolve("target/app-1.0.0-SNAPSHOT.jar"), null);
        Path absolute = jar(tmp.resolve("target/abs.jar"), "file:/opt/lib/a.jar /opt/lib/b.jar");
        write(tmp.resolve("target/classes/Other.class"));

        assertEquals(new Application(plain, Map.of(Path.of("server.jar"), plain), Optional.of(Path.of("server.jar"))),
                Application.ofJar(plain, tmp.resolve("work")));
        assertEquals(Map.of(Path.of("server.jar"), absolute), Application.ofJar(absolute, tmp.resolve("work")).files());
    }

    @Test
    void aLauncherJarIsItsWholeDirectoryWidenedToWhatItsClassPathReaches() throws IOException {
        Path quarkus = tmp.resolve("target/quarkus-app");
        Path run = jar(quarkus.resolve("quarkus-run.jar"), "lib/boot/runner.jar");
        write(quarkus.resolve("lib/boot/runner.jar"));
        write(quarkus.resolve("quarkus/quarkus-application.dat"));

        Application app = Application.ofJar(run, tmp.resolve("work"));

        assertEquals(Set.of(Path.of("quarkus-run.jar"), Path.of("lib/boot/runner.jar"),
                Path.of("quarkus/quarkus-application.dat")), app.files().keySet());
        assertEquals(Optional.of(Path.of("quarkus-run.jar")), app.jar());
        Path up = jar(tmp.resolve("dist/bin/app.jar"), "../lib/dep%20one.jar");
        write(tmp.resolve("dist/lib/dep one.jar"));
        assertEquals(Optional.of(Path.of("bin/app.jar")), Application.ofJar(up, tmp.resolve("work")).jar());
    }

    @Test
    void theRunsWorkDirectoryInsideTheApplicationIsLeftOut() throws IOException {
        Path run = jar(tmp.resolve("target/app.jar"), "lib/dep.jar");
        write(tmp.resolve("target/lib/dep.jar"));
        write(tmp.resolve("target/perfgate/work/process/one-40001/scratch/db"));

        assertEquals(Set.of(Path.of("app.jar"), Path.of("lib/dep.jar")),
                Application.ofJar(run, tmp.resolve("target/perfgate/work")).files().keySet());
    }

    @Test
    void anApplicationInsideTheRunsWorkDirectoryIsWholeAReferenceBuiltThere() throws IOException {
        // An A/B reference is built under the work directory (perf-work/reference/<name>-<commit>/).
        Path run = jar(tmp.resolve("work/reference/app-0123/target/app.jar"), "lib/dep.jar");
        write(tmp.resolve("work/reference/app-0123/target/lib/dep.jar"));

        assertEquals(Set.of(Path.of("app.jar"), Path.of("lib/dep.jar")), Application.ofJar(run, tmp.resolve("work")).files().keySet());
    }

    @Test
    void bootsOfBuildsAtDifferentDepthsRunFromPathsOfOneLengthAndAnotherBootReplacesTheCopy() throws IOException {
        Path shallow = jar(tmp.resolve("a/app.jar"), "lib/dep.jar");
        write(tmp.resolve("a/lib/dep.jar"));
        Path deep = jar(tmp.resolve("a/much/deeper/checkout/app.jar"), "lib/dep.jar");
        write(tmp.resolve("a/much/deeper/checkout/lib/dep.jar"));
        Path apps = tmp.resolve("apps");

        Path one = Application.ofJar(shallow, tmp.resolve("work")).placeAt(apps.resolve(ProcessLauncher.bootName("one", 8080)));
        Path other = Application.ofJar(deep, tmp.resolve("work")).placeAt(apps.resolve(ProcessLauncher.bootName("one", 52113)));

        assertEquals(one.toString().length(), other.toString().length());
        assertTrue(Files.isRegularFile(other.resolve("lib/dep.jar")));
        Files.writeString(one.resolve("stale"), "from an earlier boot");
        Application.ofJar(shallow, tmp.resolve("work")).placeAt(one);
        assertTrue(Files.notExists(one.resolve("stale")), "a boot's copy holds the application's files only");
        assertTrue(Files.exists(shallow), "the build itself is never touched");
    }

    @Test
    void aCopyThatCannotBePutInPlaceSaysWhichAndWhere() throws IOException {
        Path file = write(tmp.resolve("a-file"));
        Path jar = jar(tmp.resolve("app.jar"), null);

        LaunchException e = assertThrows(LaunchException.class,
                () -> Application.ofJar(jar, tmp.resolve("work")).placeAt(file.resolve("one-40001")));

        assertTrue(e.getMessage().startsWith("could not put the server's files (" + jar + ") at " + file.resolve("one-40001")),
                e.getMessage());
    }

    @Test
    void aClassPathThatLeavesEveryDirectoryIsRefusedNamingTheEntry() throws IOException {
        Path jar = jar(tmp.resolve("app.jar"), "../".repeat(tmp.getNameCount() + 2) + "lib.jar");

        LaunchException e = assertThrows(LaunchException.class, () -> Application.ofJar(jar, tmp.resolve("work")));

        assertTrue(e.getMessage().contains("of " + jar + " reaches outside every directory"), e.getMessage());
    }

    private static Path jar(Path jar, String classPath) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (classPath != null) {
            manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        }
        Files.createDirectories(jar.getParent());
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream ignored = new JarOutputStream(out, manifest)) {
            return jar;
        }
    }

    private static Path write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, file.getFileName().toString());
    }
}
