package io.perfgate.perf.reference;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Builds the server of a git revision for an A/B run: {@code git archive} of the revision into its own
 * directory (the working tree and the repository's worktree list stay untouched), then
 * {@code ./mvnw -B -q -pl server -am package -DskipTests} there with the running JDK as {@code JAVA_HOME},
 * so both builds are compiled by the same toolchain. A build is kept per commit and reused.
 */
final class ReferenceBuild {
    static final Duration BUILD_TIMEOUT = Duration.ofMinutes(15);
    private static final Duration GIT_TIMEOUT = Duration.ofMinutes(2);

    private ReferenceBuild() {
    }

    /** The jar of {@code revision}'s server, built under {@code dir} unless a build of that commit is there. */
    static ReferenceSettings.Resolved build(String revision, Path dir) {
        Path here = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        String sha = git(here, "cannot resolve the revision", "rev-parse", "--verify", "--quiet", revision + "^{commit}").trim();
        // git archive in a subdirectory (Maven runs the suite in perf-tests/) would export only that subtree.
        Path top = Path.of(git(here, "cannot find the repository's top directory", "rev-parse", "--show-toplevel").trim());
        Path source = dir.resolve(sha.substring(0, 12));
        Path jar = source.resolve("server/target/perfgate-server.jar");
        if (Files.isRegularFile(jar)) {
            System.out.println("[perf] reference git:" + revision + " (" + sha.substring(0, 12) + "): reusing " + jar);
            return new ReferenceSettings.Resolved(jar, sha);
        }
        Path log = dir.resolve(sha.substring(0, 12) + "-build.log");
        Path tar = dir.resolve(sha.substring(0, 12) + ".tar");
        long start = System.nanoTime();
        System.out.println("[perf] reference git:" + revision + " (" + sha.substring(0, 12) + "): building its server in "
                + source + " (log " + log + ")");
        try {
            deleteRecursively(source);
            Files.createDirectories(source);
            git(top, "cannot export the revision", "archive", "--format=tar", "-o", tar.toString(), sha);
            run(source, List.of("tar", "-xf", tar.toString(), "-C", source.toString()), log, GIT_TIMEOUT, revision, sha);
            Files.deleteIfExists(tar);
        } catch (IOException e) {
            throw new ReferenceException("perf.reference=git:" + revision + ": cannot prepare " + source + ": " + e, e);
        }
        run(source, List.of("./mvnw", "-B", "-q", "-pl", "server", "-am", "package", "-DskipTests"), log, BUILD_TIMEOUT,
                revision, sha);
        if (!Files.isRegularFile(jar)) {
            throw new ReferenceException("perf.reference=git:" + revision + " (" + sha + "): the build succeeded but wrote no "
                    + jar + "; build log: " + log);
        }
        System.out.printf("[perf] reference git:%s built in %.0f s: %s%n", revision, (System.nanoTime() - start) / 1e9, jar);
        return new ReferenceSettings.Resolved(jar, sha);
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

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
