package io.perfgate.perf.sut;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The description of the system under test: every field read well, with its default, and every mistake named with the
 * file, line and column, the field and what was required. The bad cases change one piece of {@link #MINIMAL}.
 */
class SystemFileTest {
    /** The smallest useful description; line numbers below refer to it. */
    static final String MINIMAL = """
            name: demo
            server:
              jar: app.jar
            start:
              args: ["--port={port}"]
            ready:
              http: /health
            variants:
              one: {}
            scenarios:
              load: {file: load.hf.yaml}
            """;

    @TempDir
    Path dir;

    private Path write(String text) throws IOException {
        Files.writeString(dir.resolve("load.hf.yaml"), "name: load\n");
        Files.writeString(dir.resolve("Dockerfile"), "FROM scratch\n");
        Files.createDirectories(dir.resolve("stubs"));
        Path file = dir.resolve("perfgate.yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void theMinimalDescriptionTakesTheDocumentedDefaults() throws IOException {
        SystemDescription s = SystemFile.read(write(MINIMAL));

        assertEquals("demo", s.name());
        assertEquals(new SystemDescription.Jar(dir.resolve("app.jar"), Optional.empty()), s.server());
        assertEquals(new SystemDescription.Start(List.of("--port={port}"), Map.of(), List.of(), Map.of()), s.start());
        assertEquals(new SystemDescription.Ready(Optional.of("/health"), Optional.empty(), Duration.ofSeconds(60)), s.ready());
        assertEquals(new SystemDescription.Resources("", 0), s.resources());
        assertEquals(List.of(new Variant("one", List.of(), Map.of())), s.variants());
        assertEquals(List.of(new SystemDescription.Scenario("load", dir.resolve("load.hf.yaml"), 1, 500)), s.scenarios());
        assertEquals(List.of("load"), s.gateScenarios());
        assertEquals(Optional.empty(), s.warmUpScenario());
        assertEquals(dir.resolve("baselines"), s.baselines());
    }

    @Test
    void everyFieldIsRead() throws IOException {
        SystemDescription s = SystemFile.read(write("""
                name: demo-2
                server: {jar: build/app.jar, maven: app}
                start:
                  args: [--port, "{port}", "--data={scratch}/db"]
                  env: {MODE: fast, HOME_DIR: "{scratch}"}
                  jvmOptions: [-Xmx64m, -XX:+UseSerialGC]
                  files: {stubs: stubs}
                ready: {log: Started, timeout: 1500ms}
                resources: {cpus: 2-3, memory: 512m}
                variants:
                  a: {args: [--a], env: {X: "1"}}
                  b:
                  c: {args: [--c], backends: 4}
                scenarios:
                  load: {file: load.hf.yaml, requestsPerUser: 5, rate: 250.5}
                  warm: {file: load.hf.yaml, gate: false}
                warmUp: warm
                baselines: ../committed
                """));

        assertEquals(new SystemDescription.Jar(dir.resolve("build/app.jar"), Optional.of(SystemDescription.Build.maven("app"))), s.server());
        assertEquals(List.of("--port", "{port}", "--data={scratch}/db"), s.start().args());
        assertEquals(Map.of("MODE", "fast", "HOME_DIR", "{scratch}"), s.start().env());
        assertEquals(List.of("-Xmx64m", "-XX:+UseSerialGC"), s.start().jvmOptions());
        assertEquals(Map.of("stubs", dir.resolve("stubs")), s.start().files());
        assertEquals(new SystemDescription.Ready(Optional.empty(), Optional.of("Started"), Duration.ofMillis(1500)), s.ready());
        assertEquals(new SystemDescription.Resources("2-3", 512L << 20), s.resources());
        assertEquals(List.of(new Variant("a", List.of("--a"), Map.of("X", "1")), new Variant("b", List.of(), Map.of()),
                new Variant("c", List.of("--c"), Map.of(), 4)), s.variants());
        assertEquals(List.of(false, false, true), s.variants().stream().map(Variant::balanced).toList());
        assertEquals(new SystemDescription.Scenario("load", dir.resolve("load.hf.yaml"), 5, 250.5), s.scenarios().get(0));
        assertEquals(List.of("load"), s.gateScenarios());
        assertEquals(Optional.of("warm"), s.warmUpScenario());
        assertEquals(SystemDescription.WarmUp.none().max(), s.warmUp().max(), "a scenario's name alone: the default caps");
        assertEquals(dir.getParent().resolve("committed"), s.baselines());
    }

    @Test
    void aWarmUpMappingNamesItsScenarioAndItsCaps() throws IOException {
        SystemDescription s = SystemFile.read(write(MINIMAL.replace("  load: {file: load.hf.yaml}\n",
                "  load: {file: load.hf.yaml}\nwarmUp: {scenario: load, max: 3m, scenarioMax: 90s}\n")));

        assertEquals(new SystemDescription.WarmUp(Optional.of("load"), Optional.of(Duration.ofMinutes(3)),
                Optional.of(Duration.ofSeconds(90))), s.warmUp());
        assertEquals(new SystemDescription.WarmUp(Optional.empty(), Optional.empty(), Optional.of(Duration.ofMinutes(2))),
                SystemFile.read(write(MINIMAL.replace("  load: {file: load.hf.yaml}\n",
                        "  load: {file: load.hf.yaml}\nwarmUp: {scenarioMax: 2m}\n"))).warmUp());
    }

    @Test
    void aServerIsAJarACommandADockerfileOrALocalImage() throws IOException {
        assertEquals(new SystemDescription.Command(List.of(dir.resolve("bin/serve").toString(), "--fast"), dir),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "command: [bin/serve, --fast]"))).server());
        assertEquals(new SystemDescription.Command(List.of("serve"), dir),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "command: [serve]"))).server());
        assertEquals(new SystemDescription.Command(List.of("bin/serve", "--fast"), dir.resolve("build/install/serve"), true,
                        Optional.empty()),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "directory: build/install/serve\n  command: [bin/serve, "
                        + "--fast]"))).server());
        assertEquals(new SystemDescription.Dockerfile(dir.resolve("Dockerfile")),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "dockerfile: Dockerfile"))).server());
        assertEquals(new SystemDescription.Image("my-service:1.2"),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "image: my-service:1.2"))).server());
    }

    @Test
    void eachKindOfServerMayNameTheCommandThatBuildsItFromACheckoutAsWritten() throws IOException {
        SystemDescription.Build make = new SystemDescription.Build(List.of("make", "dist"));
        assertEquals(new SystemDescription.Jar(dir.resolve("app.jar"), Optional.of(make)),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "jar: app.jar\n  build: [make, dist]"))).server());
        assertEquals(new SystemDescription.Jar(dir.resolve("app.jar"), Optional.of(new SystemDescription.Build(List.of(
                        "./gradlew", "-q", "bootJar")))),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "jar: app.jar\n  build:\n    - ./gradlew\n    - -q\n"
                        + "    - bootJar"))).server());
        assertEquals(new SystemDescription.Command(List.of(dir.resolve("bin/serve").toString()), dir, false, Optional.of(make)),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "command: [bin/serve]\n  build: [make, dist]"))).server());
        assertEquals(new SystemDescription.Image("my-service:dev", Optional.of(new SystemDescription.Build(List.of("docker",
                        "build", "-t", "{image}", ".")))),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "image: my-service:dev\n  build: [docker, build, -t, "
                        + "\"{image}\", .]"))).server());
        assertEquals(new SystemDescription.Dockerfile(dir.resolve("Dockerfile"), Optional.of(make)),
                SystemFile.read(write(MINIMAL.replace("jar: app.jar", "dockerfile: Dockerfile\n  build: [make, dist]"))).server());
        assertEquals(Optional.empty(), SystemFile.read(write(MINIMAL)).server().build());
    }

    @Test
    void mavenIsTheShorthandOfTheWrappersPackageBuildOfOneModule() throws IOException {
        SystemDescription s = SystemFile.read(write(MINIMAL.replace("jar: app.jar", "jar: svc/target/app.jar\n  maven: svc")));

        assertEquals(Optional.of(new SystemDescription.Build(List.of("./mvnw", "-B", "-q", "-pl", "svc", "-am", "package",
                "-DskipTests"))), s.server().build());
    }

    @Test
    void theImageToBuildIsGivenToTheCommandThroughItsPlaceholder() {
        SystemDescription.Build build = new SystemDescription.Build(List.of("docker", "build", "-t", "{image}", "--label",
                "of={image}", "."));

        assertEquals(List.of("docker", "build", "-t", "svc-reference:0123456789ab", "--label", "of=svc-reference:0123456789ab",
                "."), build.command("svc-reference:0123456789ab"));
    }

    @Test
    void perfgatesOwnServerIsDescribedWithTheFlagsTheCommittedBaselinesWereMeasuredWith() {
        SystemDescription s = Systems.perfgate();

        assertEquals("perfgate-server", s.name());
        assertTrue(s.server() instanceof SystemDescription.Jar jar && jar.jar().endsWith("server/target/perfgate-server.jar")
                && jar.build().equals(Optional.of(SystemDescription.Build.maven("server"))), s.server().toString());
        assertEquals(List.of("--port={port}", "--bind=127.0.0.1", "--db={scratch}/perfgate.db"), s.start().args());
        assertEquals(List.of("--enable-native-access=ALL-UNNAMED", "-Xms256m", "-Xmx256m", "-XX:+UseSerialGC",
                "-XX:-DoEscapeAnalysis"), s.start().jvmOptions());
        assertEquals(new SystemDescription.Ready(Optional.of("/health"), Optional.empty(), Duration.ofSeconds(60)), s.ready());
        assertEquals(new SystemDescription.Resources("1", 1L << 30), s.resources());
        assertEquals(List.of(
                new Variant("platform-own", List.of("--threads=platform", "--json=own"), Map.of()),
                new Variant("platform-gson", List.of("--threads=platform", "--json=gson"), Map.of()),
                new Variant("virtual-own", List.of("--threads=virtual", "--json=own"), Map.of()),
                new Variant("virtual-gson", List.of("--threads=virtual", "--json=gson"), Map.of())), s.variants());
        assertEquals(List.of("request-1", "request-2", "cache-crud"), s.gateScenarios());
        assertEquals(List.of(4, 1, 5, 10, 5, 4, 14, 11, 4), s.scenarios().stream().map(SystemDescription.Scenario::requestsPerUser).toList());
        assertEquals(List.of(500d, 1000d, 1000d, 1000d, 1000d, 1000d, 1000d, 500d, 1000d), s.scenarios().stream().map(SystemDescription.Scenario::rate).toList());
        assertTrue(s.scenarios().stream().allMatch(sc -> sc.file().toString()
                .endsWith("perf-tests/src/main/resources/scenarios/" + sc.name() + ".hf.yaml")));
        assertEquals(Optional.of("mixed"), s.warmUpScenario());
        assertTrue(s.baselines().endsWith("baselines") && Files.isRegularFile(s.baselines().resolve("thresholds.json")));
    }

    @Test
    void theWireMockExampleCopiesItsStubsIntoTheScratchDirectory() {
        SystemDescription s = Systems.wiremock();

        assertEquals("wiremock", s.name());
        assertTrue(s.server().describe().endsWith("perf-tests/target/wiremock/wiremock-standalone-3.13.2.jar"), s.server().describe());
        assertEquals(Map.of("mappings", s.file().getParent().resolve("mappings")), s.start().files());
        assertEquals(Optional.of("/__admin/health"), s.ready().httpPath());
        assertEquals(List.of("sync", "async"), s.variants().stream().map(Variant::name).toList());
    }

    static Stream<Arguments> mistakes() {
        return Stream.of(
                // what, replace in MINIMAL, by, expected message after "<file>:"
                Arguments.of("a YAML syntax error", "load: {file: load.hf.yaml}", "load: {file: [", "12:1: not valid YAML: "
                        + "expected the node content, but found '<stream end>'"),
                Arguments.of("a list at the top", MINIMAL, "- name: demo\n", "1:1: required a mapping (key: value lines), "
                        + "actual: a list"),
                Arguments.of("an unknown field", "ready:", "readiness:", "6:1: readiness: unknown field; known fields here: "
                        + "name, server, start, ready, resources, variants, scenarios, warmUp, baselines"),
                Arguments.of("a duplicate key", "name: demo\n", "name: demo\nname: again\n", "2:1: name: duplicate key (first at line 1)"),
                Arguments.of("no name", "name: demo\n", "", "1:1: name: required, actual: missing"),
                Arguments.of("a name with spaces", "name: demo", "name: My Demo", "1:7: name: required lower-case letters, digits, "
                        + "'.', '_' or '-' (it names the container image), actual: 'My Demo'"),
                Arguments.of("a null name", "name: demo", "name: ~", "1:1: name: required a value, actual: nothing (an empty value)"),
                Arguments.of("no kind of server", "  jar: app.jar", "  maven: app", "3:3: server: required exactly one of jar, "
                        + "command, dockerfile, image, actual: none"),
                Arguments.of("two kinds of server", "  jar: app.jar", "  jar: app.jar\n  image: x:1", "3:3: server: required "
                        + "exactly one of jar, command, dockerfile, image, actual: jar, image"),
                Arguments.of("maven beside an image", "  jar: app.jar", "  image: x:1\n  maven: app", "4:10: server.maven: applies "
                        + "to server.jar only (the module that builds the jar), actual: beside server.image"),
                Arguments.of("maven beside a command", "  jar: app.jar", "  command: [serve]\n  maven: app", "4:10: "
                        + "server.maven: applies to server.jar only (the module that builds the jar), actual: beside server.command"),
                Arguments.of("a directory beside a jar", "  jar: app.jar", "  jar: app.jar\n  directory: dist", "4:14: "
                        + "server.directory: applies to server.command only (a jar's directory follows from its manifest), "
                        + "actual: server.jar"),
                Arguments.of("a directory that is the description's", "  jar: app.jar", "  command: [bin/app]\n  directory: .",
                        "4:14: server.directory: required a directory below the description's (the application, copied for "
                        + "every boot), actual: the description's own; leave the field out to run the command there"),
                Arguments.of("a directory with an absolute program", "  jar: app.jar", "  command: [/usr/bin/app]\n"
                        + "  directory: dist", "3:12: server.command: with server.directory, required a program on PATH or "
                        + "relative to that directory (it runs in each boot's copy of it), actual: '/usr/bin/app'"),
                Arguments.of("maven and build", "  jar: app.jar", "  jar: app.jar\n  build: [make]\n  maven: app", "5:10: "
                        + "server.maven: required either server.build or server.maven (its shorthand for ./mvnw -B -q -pl "
                        + "<module> -am package -DskipTests), actual: both"),
                Arguments.of("a blank maven module", "  jar: app.jar", "  jar: app.jar\n  maven: ' '", "4:10: server.maven: "
                        + "required a Maven module such as server (a directory with a pom.xml, relative to this file), "
                        + "actual: ' '"),
                Arguments.of("a maven module that is a list", "  jar: app.jar", "  jar: app.jar\n  maven: [app]", "4:10: "
                        + "server.maven: required a string, actual: a list"),
                Arguments.of("a build that is a string", "  jar: app.jar", "  jar: app.jar\n  build: make dist", "4:10: "
                        + "server.build: required a list of strings ([a, b] or '- a' lines), actual: the string 'make dist'"),
                Arguments.of("a build that is a mapping", "  jar: app.jar", "  jar: app.jar\n  build: {run: make}", "4:10: "
                        + "server.build: required a list of strings ([a, b] or '- a' lines), actual: a mapping"),
                Arguments.of("an empty build", "  jar: app.jar", "  jar: app.jar\n  build: []", "4:10: server.build: "
                        + "required a program and its arguments such as [./mvnw, -B, -q, package, -DskipTests], actual: an "
                        + "empty list"),
                Arguments.of("a build word that is a list", "  jar: app.jar", "  jar: app.jar\n  build: [make, [dist]]",
                        "4:17: server.build[1]: required a string, actual: a list"),
                Arguments.of("a build with a blank program", "  jar: app.jar", "  jar: app.jar\n  build: ['', dist]", "4:10: "
                        + "server.build: required a program as the first word, actual: ''"),
                Arguments.of("a build alone", "  jar: app.jar", "  build: [make]", "3:3: server: required exactly one of "
                        + "jar, command, dockerfile, image, actual: none"),
                Arguments.of("an image tag to build beside a jar", "  jar: app.jar", "  jar: app.jar\n  build: [docker, build, "
                        + "-t, \"{image}\", .]", "4:10: server.build: unknown placeholder {image} in '{image}'; known: none "
                        + "({image} is for a build beside server.image)"),
                Arguments.of("a port in the build of an image", "  jar: app.jar", "  image: x:1\n  build: [make, \"{port}\"]",
                        "4:10: server.build: unknown placeholder {port} in '{port}'; known: {image}"),
                Arguments.of("an unknown server kind", "  jar: app.jar", "  war: app.war", "3:3: server.war: unknown field; known "
                        + "fields here: jar, command, directory, dockerfile, image, build, maven"),
                Arguments.of("an empty command", "  jar: app.jar", "  command: []", "3:12: server.command: required a program "
                        + "and its arguments, actual: an empty list"),
                Arguments.of("a command that is a string", "  jar: app.jar", "  command: serve --fast", "3:12: server.command: "
                        + "required a list of strings ([a, b] or '- a' lines), actual: the string 'serve --fast'"),
                Arguments.of("a missing Dockerfile", "  jar: app.jar", "  dockerfile: docker/Dockerfile", "3:15: "
                        + "server.dockerfile: required an existing file (relative to DIR), actual: DIR/docker/Dockerfile does not exist"),
                Arguments.of("an image with a space", "  jar: app.jar", "  image: 'my service'", "3:10: server.image: required an "
                        + "image reference such as my-service:1.2, actual: 'my service'"),
                Arguments.of("args that are a mapping", "  args: [\"--port={port}\"]", "  args: {port: 1}", "5:9: start.args: "
                        + "required a list of strings ([a, b] or '- a' lines), actual: a mapping"),
                Arguments.of("an argument that is a list", "  args: [\"--port={port}\"]", "  args: [\"--port={port}\", [x]]",
                        "5:27: start.args[1]: required a string, actual: a list"),
                Arguments.of("an unknown placeholder", "  args: [\"--port={port}\"]", "  args: [\"--port={port}\", \"--dir={tmp}\"]",
                        "5:9: start.args: unknown placeholder {tmp} in '--dir={tmp}'; known: {port}, {scratch}"),
                Arguments.of("no {port} anywhere", "  args: [\"--port={port}\"]", "  args: [--port=8080]", "5:3: start.args: "
                        + "required {port} in an argument or an environment value (the harness picks a free port and loads the "
                        + "server there), actual: none"),
                Arguments.of("env that is a list", "  args: [\"--port={port}\"]", "  args: [\"--port={port}\"]\n  env: [A]",
                        "6:8: start.env: required a mapping (key: value lines), actual: a list"),
                Arguments.of("a file copied outside scratch", "  args: [\"--port={port}\"]", "  args: [\"--port={port}\"]\n  files: "
                        + "{../etc: stubs}", "6:11: start.files.../etc: required a path inside the scratch directory (relative, "
                        + "no '..'), actual: '../etc'"),
                Arguments.of("a file to copy that is missing", "  args: [\"--port={port}\"]", "  args: [\"--port={port}\"]\n  files: "
                        + "{stubs: nope}", "6:18: start.files.stubs: required an existing file (relative to DIR), actual: DIR/nope "
                        + "does not exist"),
                Arguments.of("jvmOptions as one string", "  args: [\"--port={port}\"]", "  args: [\"--port={port}\"]\n  jvmOptions: "
                        + "-Xmx1g -Xms1g", "6:15: start.jvmOptions: required a list of strings ([a, b] or '- a' lines), actual: "
                        + "the string '-Xmx1g -Xms1g'"),
                Arguments.of("no ready", "ready:\n  http: /health\n", "", "1:1: ready: required, actual: missing"),
                Arguments.of("ready with neither", "  http: /health", "  timeout: 5s", "7:3: ready: required exactly one of http (a "
                        + "path that answers 200 when the server is up) and log (text of a line the server prints when it is up), "
                        + "actual: neither"),
                Arguments.of("ready with both", "  http: /health", "  http: /health\n  log: Started", "7:3: ready: required exactly "
                        + "one of http (a path that answers 200 when the server is up) and log (text of a line the server prints "
                        + "when it is up), actual: both"),
                Arguments.of("a health path without a slash", "  http: /health", "  http: health", "7:9: ready.http: required a "
                        + "path starting with '/', actual: 'health'"),
                Arguments.of("a timeout without a unit", "  http: /health", "  http: /health\n  timeout: 60", "8:12: ready.timeout: "
                        + "required a duration > 0 such as 60s, 1500ms or 2m, actual: '60'"),
                Arguments.of("a zero timeout", "  http: /health", "  http: /health\n  timeout: 0s", "8:12: ready.timeout: required "
                        + "a duration > 0 such as 60s, 1500ms or 2m, actual: '0s'"),
                Arguments.of("a CPU list in words", "variants:", "resources: {cpus: second}\nvariants:", "8:19: resources.cpus: "
                        + "required a CPU list such as 1, 2-3 or 0,2 (taskset and cpuset syntax), actual: 'second'"),
                Arguments.of("a memory size in words", "variants:", "resources: {memory: lots}\nvariants:", "8:21: "
                        + "resources.memory: required a size such as 512m or 1g (0: no limit), actual: 'lots'"),
                Arguments.of("no variants", "  one: {}\n", "", "8:1: variants: required at least one variant (name: {args: [...]})"),
                Arguments.of("a variant name with capitals", "  one: {}", "  One: {}", "9:3: variants.One: required a variant name "
                        + "of lower-case letters, digits, '.', '_' or '-' (it becomes a file name), actual: 'One'"),
                Arguments.of("a variant field misspelt", "  one: {}", "  one: {arg: [--x]}", "9:9: variants.one.arg: unknown field; "
                        + "known fields here: args, env, backends"),
                Arguments.of("no backends", "  one: {}", "  one: {backends: 0}", "9:19: variants.one.backends: required a whole "
                        + "number >= 1, actual: 0"),
                Arguments.of("too many backends", "  one: {}", "  one: {backends: 17}", "9:19: variants.one.backends: required a "
                        + "whole number from 1 to 16 (each backend is a whole server on the same CPUs), actual: 17"),
                Arguments.of("a variant with an unknown placeholder", "  one: {}", "  one: {args: [\"{host}\"]}", "9:15: "
                        + "variants.one.args: unknown placeholder {host} in '{host}'; known: {port}, {scratch}"),
                Arguments.of("no scenarios", "  load: {file: load.hf.yaml}\n", "", "10:1: scenarios: required at least one scenario "
                        + "(name: {file: x.hf.yaml})"),
                Arguments.of("a scenario without a file", "{file: load.hf.yaml}", "{rate: 5}", "11:9: scenarios.load.file: "
                        + "required, actual: missing"),
                Arguments.of("a scenario file that is missing", "{file: load.hf.yaml}", "{file: lod.hf.yaml}", "11:16: "
                        + "scenarios.load.file: required an existing file (relative to DIR), actual: DIR/lod.hf.yaml does not exist"),
                Arguments.of("zero requests per user", "{file: load.hf.yaml}", "{file: load.hf.yaml, requestsPerUser: 0}",
                        "11:47: scenarios.load.requestsPerUser: required a whole number >= 1, actual: 0"),
                Arguments.of("a rate in words", "{file: load.hf.yaml}", "{file: load.hf.yaml, rate: fast}", "11:36: "
                        + "scenarios.load.rate: required a number > 0, actual: the string 'fast'"),
                Arguments.of("a negative rate", "{file: load.hf.yaml}", "{file: load.hf.yaml, rate: -5}", "11:36: "
                        + "scenarios.load.rate: required a number > 0, actual: -5"),
                Arguments.of("gate in words", "{file: load.hf.yaml}", "{file: load.hf.yaml, gate: maybe}", "11:36: "
                        + "scenarios.load.gate: required true or false, actual: 'maybe'"),
                Arguments.of("no scenario in the gate", "{file: load.hf.yaml}", "{file: load.hf.yaml, gate: false}", "10:1: "
                        + "scenarios: required at least one scenario in the gate (gate: true, the default), actual: none"),
                Arguments.of("a warm-up scenario that is not declared", "  load: {file: load.hf.yaml}\n",
                        "  load: {file: load.hf.yaml}\nwarmUp: mixed\n", "12:9: warmUp: required the name of a scenario of this "
                        + "file (load), actual: 'mixed'"),
                Arguments.of("a warm-up mapping naming an undeclared scenario", "  load: {file: load.hf.yaml}\n",
                        "  load: {file: load.hf.yaml}\nwarmUp: {scenario: mixed}\n", "12:20: warmUp.scenario: required the name "
                                + "of a scenario of this file (load), actual: 'mixed'"),
                Arguments.of("a warm-up cap without a unit", "  load: {file: load.hf.yaml}\n",
                        "  load: {file: load.hf.yaml}\nwarmUp: {max: 90}\n", "12:15: warmUp.max: required a duration > 0 such "
                                + "as 60s, 1500ms or 2m, actual: '90'"),
                Arguments.of("an unknown warm-up field", "  load: {file: load.hf.yaml}\n",
                        "  load: {file: load.hf.yaml}\nwarmUp: {scenarioCap: 1m}\n", "12:10: warmUp.scenarioCap: unknown field; known fields here: scenario, max, scenarioMax"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    void aMistakeIsNamedWithFileLineColumnFieldAndWhatWasRequired(String what, String find, String replace, String expected)
            throws IOException {
        assertTrue(MINIMAL.contains(find), "the case must change MINIMAL: " + find);
        Path file = write(MINIMAL.replace(find, replace));

        SystemException e = assertThrows(SystemException.class, () -> SystemFile.read(file));

        assertEquals(file + ":" + expected.replace("DIR", dir.toString()), e.getMessage());
    }

    @Test
    void aMissingFileSaysHowToNameOne() {
        SystemException e = assertThrows(SystemException.class, () -> SystemFile.read(dir.resolve("nope.yaml")));

        assertEquals(dir.resolve("nope.yaml") + ": the description of the system under test was not found (-Dperf.system names "
                + "it; the default is perfgate.yaml at the repository root)", e.getMessage());
    }

    @Test
    void anEmptyFileSaysWhatItShouldHold() throws IOException {
        Path file = write("# nothing yet\n");

        SystemException e = assertThrows(SystemException.class, () -> SystemFile.read(file));

        assertEquals(file + ":1:1: required a mapping with name, server, start, ready, variants and scenarios, actual: an empty "
                + "file", e.getMessage());
    }

    @Test
    void placeholdersAreFilledPerBoot() {
        assertEquals(List.of("--port=4242", "--db=/tmp/x.db", "{other}"),
                Placeholders.fill(List.of("--port={port}", "--db={scratch}/x.db", "{other}"), 4242, "/tmp"));
    }
}
