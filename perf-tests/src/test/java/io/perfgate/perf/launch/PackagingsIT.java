package io.perfgate.perf.launch;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.Systems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every common packaging of a JVM service starts as it is built, from its description alone: a self-contained jar, a
 * launcher jar with its dependency directories, a class path and a Gradle {@code installDist} start script through
 * {@code server.command}, on the process launcher, and the jar layouts on the container launcher. Each is a small real
 * server ({@link Packagings}) that answers its health endpoint only when its dependencies were found, with the path its
 * code was loaded from and its working directory.
 */
class PackagingsIT {
    private static final Path PERFGATE_JAR = ((SystemDescription.Jar) Systems.perfgate().server()).jar();

    @TempDir
    Path dir;

    @Test
    void aSelfContainedJarRunsAsServerJarOfItsOwnBootDirectory() {
        Packagings.selfContained(dir.resolve("repo/target/demo-1.0.jar"), dir.resolve("javac"));
        Path file = Packagings.description(dir.resolve("repo"), "jar: target/demo-1.0.jar");

        Health health = boot(LauncherKind.PROCESS, file);

        assertEquals(List.of("server.jar"), health.jarInBoot());
        assertEquals(health.bootDirectory(), health.workingDirectory());
    }

    @Test
    void aLauncherJarRunsWithTheLibrariesItsClassPathNamesFromAPathOfOneLengthAtAnyCheckoutDepth() {
        Packagings.jarWithLib(dir.resolve("repo/target"), "demo-1.0.jar", dir.resolve("javac"));
        Packagings.jarWithLib(dir.resolve("a/much/deeper/checkout/repo/target"), "demo-1.0.jar", dir.resolve("javac"));
        Path shallow = Packagings.description(dir.resolve("repo"), "jar: target/demo-1.0.jar");
        Path deep = Packagings.description(dir.resolve("a/much/deeper/checkout/repo"), "jar: target/demo-1.0.jar");

        Health one = boot(LauncherKind.PROCESS, shallow);
        Health other = boot(LauncherKind.PROCESS, deep);

        assertEquals(List.of("demo-1.0.jar"), one.jarInBoot());
        assertEquals(one.jar().length(), other.jar().length(), one + " / " + other);
        assertEquals(one.workingDirectory().length(), other.workingDirectory().length(), one + " / " + other);
    }

    @Test
    void perfgatesOwnServerStartsAsALauncherJarWithItInLibAndWritesToItsDatabase() {
        Path launcher = Packagings.launcherFor(dir.resolve("repo/target/perfgate-launcher.jar"), PERFGATE_JAR,
                "io.perfgate.server.Main");
        Path file = Packagings.description(dir.resolve("repo"), "jar: target/perfgate-launcher.jar",
                "[\"--port={port}\", --bind=127.0.0.1, \"--db={scratch}/perfgate.db\"]");
        SystemDescription system = SystemFile.read(file);
        assertEquals(dir.resolve("repo/target/perfgate-launcher.jar"), ((SystemDescription.Jar) system.server()).jar(),
                launcher.toString());

        for (LauncherKind kind : DockerEngine.answers(settings(LauncherKind.CONTAINER, system))
                ? List.of(LauncherKind.PROCESS, LauncherKind.CONTAINER) : List.of(LauncherKind.PROCESS)) {
            try (Launcher started = Launchers.choose(settings(kind, system));
                 RunningServer server = started.start(system.variant("one").orElseThrow())) {
                server.requireUp(Duration.ofSeconds(3));
                HttpResponse<String> answer = post(server.baseUri().resolve("/publications"),
                        "{\"userUUID\": \"" + UUID.randomUUID() + "\", \"text\": \"from lib/\"}");
                assertEquals(201, answer.statusCode(), kind + ": " + answer.body());
            }
        }
    }

    @Test
    void aFastJarRunsWithItsWholeDirectoryThoughItsClassPathNamesOnlyTheRunner() {
        Packagings.fastJar(dir.resolve("repo/target/quarkus-app"), dir.resolve("javac"));
        Path file = Packagings.description(dir.resolve("repo"), "jar: target/quarkus-app/quarkus-run.jar");

        Health health = boot(LauncherKind.PROCESS, file);

        assertEquals(List.of("app", "demo.jar"), health.jarInBoot(), "the main class came from the copy's app/");
    }

    @Test
    void aCommandRunsInTheDescriptionsDirectorySoItsRelativeArgumentsNameFilesThere() {
        Packagings.jarWithLib(dir.resolve("repo/target"), "demo-1.0.jar", dir.resolve("javac"));
        Path file = Packagings.description(dir.resolve("repo"), "command: [java, -jar, target/demo-1.0.jar]");

        Health health = boot(LauncherKind.PROCESS, file);

        assertEquals(dir.resolve("repo").toString(), health.workingDirectory());
        assertEquals(dir.resolve("repo/target/demo-1.0.jar").toString(), health.jar());
    }

    @Test
    void aCommandGetsTheProcessLauncherWhenNoneIsAskedForEvenWhereDockerAnswers() {
        Packagings.installDist(dir.resolve("auto/build/install/demo"), dir.resolve("javac"));
        Path file = Packagings.description(dir.resolve("auto"), "directory: build/install/demo\ncommand: [bin/demo]");
        SystemDescription system = SystemFile.read(file);
        LaunchSettings auto = LaunchSettings.from(Map.of("perf.work.dir", dir.resolve("work").toString())::get, system);
        try (Launcher launcher = Launchers.choose(auto)) {
            assertEquals(LauncherKind.PROCESS, launcher.kind());
        }
    }

    @Test
    void aClassPathStartsThroughACommandInPlaceOrFromACopyOfItsDirectory() {
        Packagings.classPath(dir.resolve("repo/build/dist/lib"), dir.resolve("javac"));
        Path inPlace = Packagings.description(dir.resolve("repo"), "command: [java, -cp, \"build/dist/lib/*\", demo.Main]");

        Health here = boot(LauncherKind.PROCESS, inPlace);

        assertEquals(dir.resolve("repo/build/dist/lib/demo.jar").toString(), here.jar());
        Path copied = Packagings.description(dir.resolve("repo"),
                "directory: build/dist\ncommand: [java, -cp, \"lib/*\", demo.Main]");

        Health copy = boot(LauncherKind.PROCESS, copied);

        assertEquals(List.of("lib", "demo.jar"), copy.jarInBoot());
        assertEquals(copy.bootDirectory(), copy.workingDirectory());
    }

    @Test
    void aGradleInstallDistStartScriptStartsFromACopyOfItsDistribution() {
        // Gradle itself is not run here: the layout and the start script are what installDist writes.
        Packagings.installDist(dir.resolve("repo/build/install/demo"), dir.resolve("javac"));
        Path file = Packagings.description(dir.resolve("repo"), "directory: build/install/demo\ncommand: [bin/demo]");

        Health health = boot(LauncherKind.PROCESS, file);

        assertEquals(List.of("lib", "demo.jar"), health.jarInBoot());
    }

    @Test
    void theJarLayoutsRunInTheContainerFromTheirApplicationsCopiedIntoTheImage() {
        Packagings.jarWithLib(dir.resolve("repo/target"), "demo-1.0.jar", dir.resolve("javac"));
        Packagings.fastJar(dir.resolve("repo/target/quarkus-app"), dir.resolve("javac"));
        Path launcher = Packagings.description(dir.resolve("repo"), "jar: target/demo-1.0.jar");
        DockerEngine.require(settings(LauncherKind.CONTAINER, SystemFile.read(launcher)), "the jar layouts in a container");

        Health withLib = boot(LauncherKind.CONTAINER, launcher);

        assertEquals("/app/demo-1.0.jar", withLib.jar());
        assertEquals("/app", withLib.workingDirectory());
        Path fastJar = Packagings.description(dir.resolve("repo"), "jar: target/quarkus-app/quarkus-run.jar");

        Health fast = boot(LauncherKind.CONTAINER, fastJar);

        assertEquals("/app/app/demo.jar", fast.jar());
    }

    /**
     * What a server answered on {@code /health}.
     *
     * @param jar              the jar its main class came from
     * @param workingDirectory its {@code user.dir}
     */
    record Health(String jar, String workingDirectory) {
        /** The boot's copy of the application: {@code <tmpdir>/perfgate-apps/<variant>-<port>}. */
        String bootDirectory() {
            Path jarPath = Path.of(jar);
            assertTrue(jarPath.startsWith(ProcessLauncher.APPS), "required a jar in a boot's copy, actual: " + jar);
            return ProcessLauncher.APPS.resolve(jarPath.getName(ProcessLauncher.APPS.getNameCount())).toString();
        }

        /** The jar's path in the boot's copy, name by name. */
        List<String> jarInBoot() {
            Path inBoot = Path.of(bootDirectory()).relativize(Path.of(jar));
            return java.util.stream.StreamSupport.stream(inBoot.spliterator(), false).map(Path::toString).toList();
        }
    }

    private Health boot(LauncherKind kind, Path file) {
        SystemDescription system = SystemFile.read(file);
        try (Launcher launcher = Launchers.choose(settings(kind, system));
             RunningServer server = launcher.start(system.variant("one").orElseThrow())) {
            server.requireUp(Duration.ofSeconds(3));
            HttpResponse<String> answer = get(server.baseUri().resolve("/health"));
            assertEquals(200, answer.statusCode(), answer.body());
            String[] words = answer.body().split(" ");
            assertEquals(3, words.length, answer.body());
            assertEquals("hello", words[0], "the dependency's class answered");
            assertTrue(server.usage().allocatedBytes().isPresent(), "the JMX agent reached the server JVM: " + server.usage());
            return new Health(words[1], words[2]);
        }
    }

    private LaunchSettings settings(LauncherKind launcher, SystemDescription system) {
        return LaunchSettings.from(Map.of("perf.work.dir", dir.resolve("work").toString())::get, system)
                .withLauncher(launcher, Optional.empty());
    }

    private static HttpResponse<String> get(URI uri) {
        return send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).build());
    }

    private static HttpResponse<String> post(URI uri, String json) {
        return send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    private static HttpResponse<String> send(HttpRequest request) {
        URI uri = request.uri();
        try (HttpClient client = HttpClient.newHttpClient()) {
            return client.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(request.method() + " " + uri + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
