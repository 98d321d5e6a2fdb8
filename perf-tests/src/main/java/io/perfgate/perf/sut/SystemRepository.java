package io.perfgate.perf.sut;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The repository that holds a description file: the system's own, which is not perfgate's when the harness runs from
 * its own checkout and {@code -Dperf.system} names a file in another repository. A run finds it once, as part of its
 * workspace ({@code workspace.Workspace}), which says what belongs to the system and what to the harness.
 *
 * @param root the top of the git work tree holding the description ({@code git -C <its directory> rev-parse
 *             --show-toplevel}), or, outside any git work tree, the description's directory
 * @param git  whether {@code root} is a git work tree (else no revision can be built and the commit is unknown)
 */
public record SystemRepository(Path root, boolean git) {
    private static final long GIT_TIMEOUT_SECONDS = 30;

    public SystemRepository {
        Objects.requireNonNull(root, "root");
    }

    /** The repository holding {@code descriptionFile} (for example {@link SystemDescription#file()}). */
    public static SystemRepository holding(Path descriptionFile) {
        Path dir = descriptionFile.toAbsolutePath().normalize().getParent();
        return git(dir, "rev-parse", "--show-toplevel")
                .map(top -> new SystemRepository(Path.of(top), true))
                .orElseGet(() -> new SystemRepository(dir, false));
    }

    /** The commit checked out at {@link #root}; empty outside git or before the first commit. */
    public Optional<String> head() {
        return gitOutput("rev-parse", "--verify", "--quiet", "HEAD").filter(sha -> sha.matches("[0-9a-f]{40}"));
    }

    /**
     * {@code git -C <root> args}'s output, trimmed; empty outside git, and when git fails or prints nothing (a revision
     * the repository lacks, for example).
     */
    public Optional<String> gitOutput(String... args) {
        return git ? git(root, args) : Optional.empty();
    }

    /** {@code git -C dir args}'s output, trimmed; empty when git is missing or fails (not a repository). */
    private static Optional<String> git(Path dir, String... args) {
        List<String> command = Stream.concat(Stream.of("git", "-C", dir.toString()), Stream.of(args)).toList();
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(GIT_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return Optional.empty();
            }
            return p.exitValue() == 0 && !out.isEmpty() ? Optional.of(out) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
