package io.perfgate.perf.reference;

import io.perfgate.perf.sut.SystemUnderTest;

import org.apache.commons.io.FileUtils;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Builds the server of a git revision for an A/B run: {@code git archive} of the revision into its own
 * directory (the working tree and the repository's worktree list stay untouched), then, for a system started from a
 * jar, {@code ./mvnw -B -q -pl <server.maven> -am package -DskipTests} there with the running JDK as {@code JAVA_HOME},
 * so both builds are compiled by the same toolchain; for a Dockerfile, that revision's Dockerfile (the container
 * launcher builds it). A build is kept per commit and reused.
 */
final class ReferenceBuild {
    static final Duration BUILD_TIMEOUT = Duration.ofMinutes(15);
    private static final Duration GIT_TIMEOUT = Duration.ofMinutes(2);

    private ReferenceBuild() {
    }

    /** {@code revision}'s server as {@code system} describes it, built under {@code dir} unless a build of that commit is there. */
    static ReferenceSettings.Resolved build(String revision, Path dir, SystemUnderTest system) {
        String module = switch (system.server()) {
            case SystemUnderTest.Jar jar -> jar.mavenModule().orElseThrow(() -> new ReferenceException("perf.reference=git:"
                    + revision + ": " + system.file() + " has no server.maven (the Maven module that builds " + jar.jar()
                    + "), so a revision cannot be built; give the reference as a jar"));
            case SystemUnderTest.Dockerfile d -> "";
            default -> throw new ReferenceException("perf.reference=git:" + revision + ": a revision can be built for a "
                    + "server.jar with server.maven, or a server.dockerfile; " + system.file() + " starts "
                    + system.server().describe() + " (give the reference as " + (system.server() instanceof SystemUnderTest.Image
                    ? "image:<name>" : "another artifact") + ")");
        };
        Path here = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        String sha = git(here, "cannot resolve the revision", "rev-parse", "--verify", "--quiet", revision + "^{commit}").trim();
        // git archive in a subdirectory (Maven runs the suite in perf-tests/) would export only that subtree.
        Path top = Path.of(git(here, "cannot find the repository's top directory", "rev-parse", "--show-toplevel").trim());
        Path source = dir.resolve(sha.substring(0, 12));
        SystemUnderTest.Artifact artifact = inRevision(system.server(), top, source);
        Path built = artifact instanceof SystemUnderTest.Jar jar ? jar.jar() : ((SystemUnderTest.Dockerfile) artifact).dockerfile();
        // The marker is written last: a build that was interrupted is not reused.
        if (Files.isRegularFile(built) && Files.isRegularFile(source.resolve(".perfgate-built"))) {
            System.out.println("[perf] reference git:" + revision + " (" + sha.substring(0, 12) + "): reusing " + built);
            return new ReferenceSettings.Resolved(artifact, sha);
        }
        Path log = dir.resolve(sha.substring(0, 12) + "-build.log");
        Path tar = dir.resolve(sha.substring(0, 12) + ".tar");
        long start = System.nanoTime();
        System.out.println("[perf] reference git:" + revision + " (" + sha.substring(0, 12) + "): building its server in "
                + source + " (log " + log + ")");
        try {
            FileUtils.deleteDirectory(source.toFile());
            Files.createDirectories(source);
            git(top, "cannot export the revision", "archive", "--format=tar", "-o", tar.toString(), sha);
            run(source, List.of("tar", "-xf", tar.toString(), "-C", source.toString()), log, GIT_TIMEOUT, revision, sha);
            Files.deleteIfExists(tar);
        } catch (IOException e) {
            throw new ReferenceException("perf.reference=git:" + revision + ": cannot prepare " + source + ": " + e, e);
        }
        if (!module.isEmpty()) {
            run(source, List.of("./mvnw", "-B", "-q", "-pl", module, "-am", "package", "-DskipTests"), log, BUILD_TIMEOUT,
                    revision, sha);
        }
        if (!Files.isRegularFile(built)) {
            throw new ReferenceException("perf.reference=git:" + revision + " (" + sha + "): " + (module.isEmpty()
                    ? "the revision has no " + built : "the build succeeded but wrote no " + built) + "; build log: " + log);
        }
        try {
            Files.writeString(source.resolve(".perfgate-built"), sha + "\n");
        } catch (IOException e) {
            throw new ReferenceException("perf.reference=git:" + revision + ": cannot write to " + source + ": " + e, e);
        }
        System.out.printf("[perf] reference git:%s built in %.0f s: %s%n", revision, (System.nanoTime() - start) / 1e9, built);
        return new ReferenceSettings.Resolved(artifact, sha);
    }

    /** The candidate's artifact at the same place relative to the repository's top, in the revision's tree {@code source}. */
    static SystemUnderTest.Artifact inRevision(SystemUnderTest.Artifact candidate, Path top, Path source) {
        return switch (candidate) {
            case SystemUnderTest.Jar jar -> new SystemUnderTest.Jar(moved(jar.jar(), top, source), jar.mavenModule());
            case SystemUnderTest.Dockerfile d -> new SystemUnderTest.Dockerfile(moved(d.dockerfile(), top, source));
            default -> throw new IllegalArgumentException("no revision build for " + candidate.describe());
        };
    }

    private static Path moved(Path path, Path top, Path source) {
        Path real = path.toAbsolutePath().normalize();
        if (!real.startsWith(top)) {
            throw new ReferenceException("perf.reference=git:...: " + real + " is outside the repository " + top
                    + ", so no revision holds it; give the reference as an artifact");
        }
        return source.resolve(top.relativize(real));
    }

    private static String git(Path dir, String what, String... args) {
        List<String> command = Stream.concat(Stream.of("git"), Stream.of(args)).toList();
        try {
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(GIT_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new ReferenceException("perf.reference: " + String.join(" ", command) + " did not finish in " + GIT_TIMEOUT);
            }
            if (p.exitValue() != 0) {
                throw new ReferenceException("perf.reference=git:" + args[args.length - 1].replace("^{commit}", "") + ": "
                        + what + " in " + dir + " (" + String.join(" ", command) + " exited with " + p.exitValue()
                        + (out.isBlank() ? "" : ": " + out.trim()) + ")");
            }
            return out;
        } catch (IOException e) {
            throw new ReferenceException("perf.reference: cannot run git in " + dir + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ReferenceException("perf.reference: interrupted while running git", e);
        }
    }

    private static void run(Path dir, List<String> command, Path log, Duration timeout, String revision, String sha) {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        String failure;
        try {
            Process p = builder.start();
            if (!p.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
                p.destroyForcibly();
                failure = "did not finish within " + timeout.toMinutes() + " min";
            } else {
                failure = p.exitValue() == 0 ? null : "exited with code " + p.exitValue();
            }
        } catch (IOException e) {
            failure = "could not start: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure = "was interrupted";
        }
        if (failure != null) {
            throw new ReferenceException("perf.reference=git:" + revision + " (" + sha + "): " + String.join(" ", command)
                    + " in " + dir + " " + failure + "; build log: " + log + "\n" + tail(log));
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            return "(no build log: " + e.getMessage() + ")";
        }
    }
}
