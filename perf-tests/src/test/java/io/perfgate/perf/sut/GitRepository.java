package io.perfgate.perf.sut;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real git repository in a temporary directory: a team's own repository, holding its service and its
 * {@code perfgate.yaml}, apart from perfgate's checkout (the JVM's working directory in tests).
 */
public final class GitRepository {
    private final Path top;

    private GitRepository(Path top) {
        this.top = top;
    }

    /** An empty repository at {@code dir} (created), on branch {@code main}, committing as a test user. */
    public static GitRepository init(Path dir) {
        GitRepository repo = new GitRepository(dir.toAbsolutePath());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        repo.git("init", "-q", "-b", "main");
        repo.git("config", "user.name", "perfgate test");
        repo.git("config", "user.email", "test@perfgate.invalid");
        repo.git("config", "commit.gpgsign", "false");
        return repo;
    }

    public Path top() {
        return top;
    }

    /** Writes {@code text} to {@code path} under the top, creating directories. */
    public Path write(String path, String text) {
        Path file = top.resolve(path);
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** A shell script at {@code path}, executable. */
    public Path script(String path, String body) {
        Path file = write(path, "#!/bin/sh\nset -e\n" + body);
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** Commits everything in the working tree; returns the new commit's full hash. */
    public String commit(String message) {
        git("add", "-A");
        git("commit", "-q", "-m", message);
        return git("rev-parse", "HEAD");
    }

    /** {@code git -C <top> args}'s output, trimmed; fails the test when git does. */
    public String git(String... args) {
        List<String> command = Stream.concat(Stream.of("git", "-C", top.toString()), Stream.of(args)).toList();
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed: " + out);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
