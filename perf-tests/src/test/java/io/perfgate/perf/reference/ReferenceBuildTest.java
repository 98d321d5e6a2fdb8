package io.perfgate.perf.reference;

import io.perfgate.perf.sut.GitRepository;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemRepository;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.workspace.Workspace;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * The reference of an A/B run built from a revision of a team's own repository, as its description says: a real git
 * repository in a temporary directory (not perfgate's checkout, the working directory) holding a tiny "service" in a
 * subdirectory, {@code service/}, whose build is a shell script.
 */
class ReferenceBuildTest {
    private static final String DESCRIPTION = """
            name: demo
            server:
            SERVER
            start:
              args: ["--port={port}"]
            ready:
              http: /health
            variants:
              one: {}
            scenarios:
              load: {file: load.hf.yaml}
            """;
    /** Writes the jar build/app.jar holding version.txt, with the JDK the harness gives as JAVA_HOME. */
    private static final String JAR_BUILD = """
            echo "building $(cat version.txt) in $(pwd)"
            mkdir -p build
            cp version.txt build/
            "$JAVA_HOME/bin/jar" --create --file build/app.jar -C build version.txt
            """;

    @TempDir
    Path temp;
    private GitRepository repo;
    private Path work;
    /** Every build script appends a line here, outside the repository: how many builds ran. */
    private Path builds;

    @BeforeEach
    void aRepositoryOfItsOwn() {
        repo = GitRepository.init(temp.resolve("team-repo"));
        work = temp.resolve("perf-work");
        builds = temp.resolve("builds.log");
        repo.write("README.md", "a team's service\n");
        repo.write("service/load.hf.yaml", "name: load\n");
    }

    /** {@code service/perfgate.yaml} with {@code server} lines (indented by two) in place of SERVER. */
    private Path description(String server) {
        return repo.write("service/perfgate.yaml", DESCRIPTION.replace("SERVER", server));
    }

    private String countedBuild(String body) {
        return "echo built >> '" + builds + "'\n" + body;
    }

    private int buildsRun() throws IOException {
        return Files.exists(builds) ? Files.readAllLines(builds).size() : 0;
    }

    private static ReferenceSettings.Resolved resolve(String revision, SystemDescription system, Path work) {
        return ReferenceSettings.from(Map.of("perf.reference", "git:" + revision)::get).orElseThrow()
                .resolve(system, Workspace.resolve(Map.of("perf.work.dir", work.toString())::get, system.file()));
    }

    private static String entry(Path jar, String name) throws IOException {
        try (JarFile file = new JarFile(jar.toFile()); InputStream in = file.getInputStream(file.getEntry(name))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
        }
    }

    private Path checkout(String sha) {
        return work.resolve("reference").resolve("demo-" + sha.substring(0, 12));
    }

    @Test
    void aJarIsBuiltByTheDescriptionsCommandFromTheRevisionOfTheDescriptionsRepositoryAndReusedByCommit() throws IOException {
        Path file = description("  jar: build/app.jar\n  build: [./build.sh]");
        repo.script("service/build.sh", countedBuild(JAR_BUILD));
        repo.write("service/version.txt", "v1\n");
        String base = repo.commit("v1");
        repo.write("service/version.txt", "v2\n");
        String head = repo.commit("v2");
        SystemDescription system = SystemFile.read(file);

        ReferenceSettings.Resolved v1 = resolve("main~1", system, work);

        Path jar = checkout(base).resolve("service/build/app.jar");
        assertEquals(new SystemDescription.Jar(jar, system.server().build()), v1.server());
        assertEquals(base, v1.commit(), "the revision is resolved in the description's repository, not the harness's");
        assertEquals("v1", entry(jar, "version.txt"));
        assertEquals(1, buildsRun());
        assertFalse(Files.exists(repo.top().resolve("service/build")), "the team's working tree is left as it was");
        assertEquals("", repo.git("status", "--porcelain"));

        assertEquals(v1, resolve(base.substring(0, 12), system, work), "the same commit is reused");
        assertEquals(1, buildsRun());

        ReferenceSettings.Resolved v2 = resolve("main", system, work);
        assertEquals(head, v2.commit());
        assertEquals("v2", entry(((SystemDescription.Jar) v2.server()).jar(), "version.txt"));
        assertEquals(2, buildsRun());
    }

    @Test
    void anotherBuildCommandForTheSameCommitBuildsAgain() throws IOException {
        repo.script("service/build.sh", countedBuild(JAR_BUILD));
        repo.write("service/version.txt", "v1\n");
        String sha = repo.commit("v1");
        Path file = description("  jar: build/app.jar\n  build: [./build.sh]");
        resolve("main", SystemFile.read(file), work);

        description("  jar: build/app.jar\n  build: [sh, build.sh]");
        resolve("main", SystemFile.read(file), work);

        assertEquals(2, buildsRun());
        assertEquals(sha + "\nsh build.sh\n", Files.readString(checkout(sha).resolve(ReferenceBuild.MARKER)));
    }

    @Test
    void aCommandsProgramIsTheOneTheRevisionsBuildWrote() throws IOException {
        Path file = description("  command: [bin/serve, --fast]\n  build: [sh, make-serve.sh]");
        repo.write("service/make-serve.sh", countedBuild("""
                mkdir -p bin
                printf '#!/bin/sh\\necho %s\\n' "$(cat version.txt)" > bin/serve
                chmod +x bin/serve
                """));
        repo.write("service/version.txt", "v1\n");
        String sha = repo.commit("v1");

        ReferenceSettings.Resolved resolved = resolve("main", SystemFile.read(file), work);

        Path program = checkout(sha).resolve("service/bin/serve");
        assertEquals(List.of(program.toString(), "--fast"), ((SystemDescription.Command) resolved.server()).command());
        assertTrue(Files.isExecutable(program));
        assertTrue(Files.readString(program).contains("echo v1"), Files.readString(program));
    }

    @Test
    void aCandidateThatIsAnotherRevisionsBuildHasItsArtifactAtTheSamePlaceInTheReferencesTree() throws IOException {
        // A bisection measures one revision's build (the candidate) against another's (the reference).
        Path file = description("  command: [bin/serve, --fast]\n  build: [sh, make-serve.sh]");
        repo.write("service/make-serve.sh", countedBuild("""
                mkdir -p bin
                printf '#!/bin/sh\\necho %s\\n' "$(cat version.txt)" > bin/serve
                chmod +x bin/serve
                """));
        repo.write("service/version.txt", "v1\n");
        String good = repo.commit("v1");
        repo.write("service/version.txt", "v2\n");
        String bad = repo.commit("v2");
        SystemDescription system = SystemFile.read(file);
        ReferenceSettings.Resolved candidate = resolve(bad, system, work);

        ReferenceSettings.Resolved reference = resolve(good, system.withServer(candidate.server()), work);

        assertEquals(List.of(checkout(good).resolve("service/bin/serve").toString(), "--fast"),
                ((SystemDescription.Command) reference.server()).command());
        assertEquals(List.of(checkout(bad).resolve("service/bin/serve").toString(), "--fast"),
                ((SystemDescription.Command) candidate.server()).command());
    }

    @Test
    void anImageIsBuiltAndTaggedAsTheReferenceOfItsCommit() throws IOException {
        Path tags = temp.resolve("tags.log");
        Path file = description("  image: demo:dev\n  build: [./image.sh, \"--tag={image}\"]");
        repo.script("service/image.sh", countedBuild("echo \"$1 $" + SystemDescription.Build.IMAGE_ENV + "\" > '" + tags + "'\n"));
        String sha = repo.commit("image");

        ReferenceSettings.Resolved resolved = resolve("main", SystemFile.read(file), work);

        String tag = "demo-reference:" + sha.substring(0, 12);
        assertEquals(new SystemDescription.Image(tag, SystemFile.read(file).server().build()), resolved.server());
        assertEquals("--tag=" + tag + " " + tag, Files.readString(tags).trim(), "the tag in {image} and in the environment");
        assertEquals(resolved, resolve("main", SystemFile.read(file), work));
        assertEquals(1, buildsRun());
    }

    @Test
    void aDockerfileNeedsNoBuildButMayHaveOneThatRunsBeforeIt() throws IOException {
        repo.write("service/Dockerfile", "FROM scratch\nCOPY target/app.jar /app.jar\n");
        repo.write("service/version.txt", "v1\n");
        Path file = description("  dockerfile: Dockerfile");
        String sha = repo.commit("dockerfile");

        ReferenceSettings.Resolved plain = resolve("main", SystemFile.read(file), work);

        assertEquals(new SystemDescription.Dockerfile(checkout(sha).resolve("service/Dockerfile")), plain.server());
        assertFalse(Files.exists(checkout(sha).resolve("service/target/app.jar")));

        description("  dockerfile: Dockerfile\n  build: [sh, -c, \"mkdir -p target && cp version.txt target/app.jar\"]");
        ReferenceSettings.Resolved built = resolve("main", SystemFile.read(file), work);

        assertEquals(checkout(sha).resolve("service/Dockerfile"), ((SystemDescription.Dockerfile) built.server()).dockerfile());
        assertEquals("v1\n", Files.readString(checkout(sha).resolve("service/target/app.jar")));
    }

    @Test
    void mavenIsTheWrappersBuildOfTheModuleRunInTheDescriptionsDirectory() throws IOException {
        Path calls = temp.resolve("mvnw.log");
        Path file = description("  jar: app/target/app.jar\n  maven: app");
        // A stand-in for the Maven wrapper: records how it was called and writes the module's jar.
        repo.script("service/mvnw", countedBuild("echo \"$(pwd) $*\" > '" + calls + "'\nmkdir -p \"$4/target\"\n"
                + "echo jar > \"$4/target/app.jar\"\n"));
        String sha = repo.commit("maven");

        ReferenceSettings.Resolved resolved = resolve("main", SystemFile.read(file), work);

        Path service = checkout(sha).resolve("service");
        assertEquals(new SystemDescription.Jar(service.resolve("app/target/app.jar"), Optional.of(SystemDescription.Build.maven(
                "app"))), resolved.server());
        assertEquals(service + " -B -q -pl app -am package -DskipTests", Files.readString(calls).trim());
    }

    @Test
    void aRevisionWhoseBuildFailsEndsWithTheTailOfItsLogAndIsNotReused() throws IOException {
        Path file = description("  jar: build/app.jar\n  build: [./build.sh, --all]");
        repo.script("service/build.sh", countedBuild("for i in $(seq 1 30); do echo \"compile error $i\"; done\nexit 3\n"));
        String sha = repo.commit("broken");

        ReferenceException e = assertThrows(ReferenceException.class, () -> resolve("main", SystemFile.read(file), work));

        Path log = work.resolve("reference").resolve("demo-" + sha.substring(0, 12) + "-build.log");
        assertTrue(e.getMessage().startsWith("perf.reference=git:main (" + sha + "): ./build.sh --all in "
                + checkout(sha).resolve("service") + " exited with code 3; build log: " + log + "\n"), e.getMessage());
        assertTrue(e.getMessage().endsWith("\ncompile error 11\n" + String.join("\n", java.util.stream.IntStream
                .rangeClosed(12, 30).mapToObj(i -> "compile error " + i).toList())), e.getMessage());
        assertFalse(e.getMessage().contains("compile error 10\n"), "only the tail: " + e.getMessage());

        assertThrows(ReferenceException.class, () -> resolve("main", SystemFile.read(file), work));
        assertEquals(2, buildsRun(), "a failed build is tried again, not reused");
    }

    @Test
    void aBuildThatAsksWhatToDoAfterAFailureReadsTheEndOfItsInputAndStops() throws IOException {
        Path file = description("  jar: build/app.jar\n  build: [./build.sh]");
        // As sbt does when its project does not load: it asks, and takes the end of its input as quit.
        repo.script("service/build.sh", countedBuild("echo 'Project loading failed: (r)etry, (q)uit?'\n"
                + "if read -r answer; then echo \"answered $answer\"; exit 4; fi\necho 'no input: quitting'\nexit 5\n"));
        String sha = repo.commit("asks");

        ReferenceException e = assertThrows(ReferenceException.class, () -> resolve("main", SystemFile.read(file), work));

        assertTrue(e.getMessage().contains(" exited with code 5; build log: "), e.getMessage());
        assertTrue(e.getMessage().endsWith("no input: quitting"), e.getMessage());
    }

    @Test
    void aBuildThatWritesNoArtifactFails() {
        Path file = description("  jar: build/app.jar\n  build: [./build.sh]");
        repo.script("service/build.sh", "echo nothing to do\n");
        String sha = repo.commit("no jar");

        ReferenceException e = assertThrows(ReferenceException.class, () -> resolve("main", SystemFile.read(file), work));

        assertTrue(e.getMessage().startsWith("perf.reference=git:main (" + sha + "): ./build.sh succeeded but wrote no "
                + checkout(sha).resolve("service/build/app.jar") + "; build log: "), e.getMessage());
    }

    @Test
    void aDescriptionThatDoesNotSayHowToBuildFailsClosedNamingTheFileAndTheFieldToAdd() {
        Path jar = description("  jar: server/target/app.jar");
        repo.commit("no build");

        assertEquals(jar + ": server.build is missing: -Dperf.reference=git:main cannot build the base; add server.build "
                + "(the command that builds server/target/app.jar from a checkout) or server.maven (the Maven module that "
                + "builds it)", assertThrows(ReferenceException.class, () -> resolve("main", SystemFile.read(jar), work))
                .getMessage());
        Path command = description("  command: [bin/serve]");
        assertEquals(command + ": server.build is missing: -Dperf.reference=git:main cannot build the base; add "
                + "server.build (the command that builds bin/serve from a checkout)", assertThrows(ReferenceException.class,
                () -> resolve("main", SystemFile.read(command), work)).getMessage());
        Path image = description("  image: demo:dev");
        assertEquals(image + ": server.build is missing: -Dperf.reference=git:main cannot build the base; add server.build "
                + "(the command that builds a checkout's image and tags it {image}, also in $PERFGATE_IMAGE), or give the "
                + "reference as image:<name>", assertThrows(ReferenceException.class,
                () -> resolve("main", SystemFile.read(image), work)).getMessage());
        assertFalse(Files.exists(work.resolve("reference")), "nothing is exported");
    }

    @Test
    void aProgramFoundOnPathRunsInTheRevisionsDirectorySoItsArgumentsNameThatBuildsFiles() throws IOException {
        Path file = description("  command: [java, -jar, build/app.jar]\n  build: [sh, make-app.sh]");
        repo.write("service/make-app.sh", countedBuild("mkdir -p build && cp version.txt build/app.jar\n"));
        repo.write("service/version.txt", "v1\n");
        String sha = repo.commit("v1");

        SystemDescription.Command reference = (SystemDescription.Command) resolve("main", SystemFile.read(file), work).server();

        assertEquals(new SystemDescription.Command(List.of("java", "-jar", "build/app.jar"), checkout(sha).resolve("service"),
                false, Optional.of(new SystemDescription.Build(List.of("sh", "make-app.sh")))), reference);
        assertEquals("v1", Files.readString(reference.directory().resolve("build/app.jar")).trim());
    }

    @Test
    void aCommandsApplicationDirectoryIsTheOneTheRevisionsBuildWrote() throws IOException {
        Path file = description("  directory: build/install/app\n  command: [bin/app]\n  build: [sh, make-dist.sh]");
        repo.write("service/make-dist.sh", countedBuild("mkdir -p build/install/app/bin && cp version.txt "
                + "build/install/app/bin/app\n"));
        repo.write("service/version.txt", "v1\n");
        String sha = repo.commit("v1");

        SystemDescription.Command reference = (SystemDescription.Command) resolve("main", SystemFile.read(file), work).server();

        assertEquals(List.of("bin/app"), reference.command());
        assertEquals(checkout(sha).resolve("service/build/install/app"), reference.directory());
        assertTrue(reference.perBootCopy());
        assertEquals("v1", Files.readString(reference.directory().resolve("bin/app")).trim());
    }

    @Test
    void theRevisionIsResolvedInTheDescriptionsRepositoryNotInTheHarnesss() {
        Path file = description("  jar: build/app.jar\n  build: [./build.sh]");
        repo.commit("only one commit");

        // perfgate's own checkout (the working directory) has a HEAD~1; the team's repository does not.
        ReferenceException e = assertThrows(ReferenceException.class, () -> resolve("HEAD~1", SystemFile.read(file), work));

        assertTrue(e.getMessage().startsWith("perf.reference=git:HEAD~1: cannot resolve the revision in "), e.getMessage());
    }

    @Test
    void aRevisionWithoutTheDescriptionsDirectoryCannotRunItsBuild() {
        repo.git("add", "README.md");
        repo.git("commit", "-q", "-m", "before the service existed");
        String before = repo.git("rev-parse", "HEAD");
        Path file = description("  jar: build/app.jar\n  build: [./build.sh]");
        repo.script("service/build.sh", JAR_BUILD);
        repo.commit("the service");

        ReferenceException e = assertThrows(ReferenceException.class, () -> resolve("HEAD~1", SystemFile.read(file), work));

        assertEquals("perf.reference=git:HEAD~1 (" + before + ") has no directory service (where perfgate.yaml is, in "
                + "which server.build runs)", e.getMessage());
    }

    @Test
    void aDescriptionInNoGitRepositoryHasNoRevisions() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("loose"));
        Files.writeString(dir.resolve("load.hf.yaml"), "name: load\n");
        Path file = Files.writeString(dir.resolve("perfgate.yaml"), DESCRIPTION.replace("SERVER",
                "  jar: build/app.jar\n  build: [./build.sh]"));
        assumeFalse(SystemRepository.holding(file).git(), "the temporary directory is itself in a git work tree");

        ReferenceException e = assertThrows(ReferenceException.class, () -> resolve("main", SystemFile.read(file), work));

        assertTrue(e.getMessage().startsWith("perf.reference=git:main: " + file + " is in no git work tree"), e.getMessage());
    }
}
