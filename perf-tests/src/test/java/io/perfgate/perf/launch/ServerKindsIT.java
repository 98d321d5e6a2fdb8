package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.DockerClientFactory;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The kinds of server a description can name, beyond a jar (EndToEndIT, WireMockExampleIT): a command run as a child
 * process and known to be up by a line of its output, a local image used as is, and a Dockerfile built by the local
 * engine. Each is WireMock's published jar underneath; each boot must answer a stub (the scratch files arrived) and
 * report its JVM with the description's flags (JDK_JAVA_OPTIONS reached it, the JMX agent too).
 */
class ServerKindsIT {
    private static final SystemDescription WIREMOCK = Systems.wiremock();
    private static final Path JAR = ((SystemDescription.Jar) WIREMOCK.server()).jar();

    @TempDir
    Path dir;

    @Test
    void aCommandRunsAsAChildProcessAndIsUpWhenItsOutputSaysSo() {
        SystemDescription command = new SystemDescription(WIREMOCK.name(), WIREMOCK.file(),
                new SystemDescription.Command(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-jar", JAR.toString()), WIREMOCK.file().getParent()),
                WIREMOCK.start(),
                new SystemDescription.Ready(Optional.empty(), Optional.of("The WireMock server is started"), Duration.ofSeconds(60)),
                WIREMOCK.resources(), WIREMOCK.variants(), WIREMOCK.scenarios(), WIREMOCK.gateScenarios(),
                WIREMOCK.warmUp(), WIREMOCK.baselines());

        bootAndAnswer(settings(LauncherKind.PROCESS, command));
    }

    @Test
    void aLocalImageIsUsedAsIs() {
        DockerClient docker = requireDocker();
        String image = ServerImage.ensure(docker, WIREMOCK.name(), Application.ofJar(JAR, dir), dir);

        bootAndAnswer(settings(LauncherKind.CONTAINER, WIREMOCK.withServer(new SystemDescription.Image(image))));
    }

    @Test
    void aMissingLocalImageIsAClearErrorAndNoRegistryIsAsked() {
        requireDocker();
        LaunchSettings settings = settings(LauncherKind.CONTAINER, WIREMOCK.withServer(new SystemDescription.Image("perfgate-no-such-image:0")));

        LaunchException e = org.junit.jupiter.api.Assertions.assertThrows(LaunchException.class, () -> Launchers.choose(settings));

        assertTrue(e.getMessage().startsWith("image perfgate-no-such-image:0 (server.image of " + WIREMOCK.file()
                + ") is not in the local Docker engine"), e.getMessage());
    }

    @Test
    void aDockerfileIsBuiltByTheLocalEngine() throws IOException {
        DockerClient docker = requireDocker();
        String base = ServerImage.ensure(docker, WIREMOCK.name(), Application.ofJar(JAR, dir), dir.resolve("work"));
        Path context = Files.createDirectories(dir.resolve("context"));
        // FROM an image the engine has: the jar's hermetic image, which has no shell, so only metadata is added.
        Files.writeString(context.resolve("Dockerfile"), "FROM " + base + "\nLABEL perfgate.test=dockerfile\n");

        bootAndAnswer(settings(LauncherKind.CONTAINER, WIREMOCK.withServer(new SystemDescription.Dockerfile(context.resolve("Dockerfile")))));
    }

    private void bootAndAnswer(LaunchSettings settings) {
        try (Launcher launcher = Launchers.choose(settings);
             RunningServer server = launcher.start(WIREMOCK.variant("sync").orElseThrow())) {
            server.requireUp(Duration.ofSeconds(3));
            HttpResponse<String> answer = get(server.baseUri().resolve("/api/items/7"));
            assertEquals(200, answer.statusCode(), answer.body());
            assertTrue(answer.body().contains("\"perf gate\""), answer.body());
            assertTrue(server.jvm().flags().containsAll(List.of("-Xms256m", "-Xmx256m", "-XX:+UseSerialGC")), server.jvm().toString());
            assertTrue(server.usage().allocatedBytes().isPresent(), server.usage().toString());
        }
    }

    private LaunchSettings settings(LauncherKind launcher, SystemDescription system) {
        Map<String, String> properties = new HashMap<>();
        properties.put("perf.work.dir", dir.resolve("work").toString());
        return LaunchSettings.from(properties::get, system).withLauncher(launcher, Optional.empty());
    }

    private static HttpResponse<String> get(URI uri) {
        try (HttpClient client = HttpClient.newHttpClient()) {
            return client.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError("GET " + uri + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static DockerClient requireDocker() {
        if (!DockerProbe.ask(Duration.ofSeconds(5)).available()) {
            String message = "NO DOCKER ENGINE ANSWERED: images and Dockerfiles were NOT tested";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(message + " (CI=true, and CI starts an engine: the setup is broken)");
            }
            System.out.println("[perf] ******** " + message + " ********");
            Assumptions.abort(message);
        }
        return DockerClientFactory.instance().client();
    }
}
