package io.perfgate.perf.reference;

import io.perfgate.perf.sut.SystemRepository;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.workspace.Workspace;

import org.apache.commons.io.FileUtils;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Builds the server of a git revision for an A/B run, as the description says ({@code server.build}, or
 * {@code server.maven} as its shorthand): {@code git archive} of the revision of the repository that holds the
 * description (the workspace's {@link SystemRepository}, which need not be the harness's) into a directory of its own
 * in the workspace's work directory, under {@code reference/} (the working tree and the repository's worktree list
 * stay untouched), then the build command in the description file's directory of that tree, with the running JDK as
 * {@code JAVA_HOME}, so that both builds are compiled by the same toolchain. The artifact is the candidate's, at the
 * same place relative to the description (in the candidate's own tree when it is another revision's build under the
 * same directory, as a bisection compares two revisions): a jar, a command's program, a Dockerfile (the container
 * launcher builds it; a build before it is optional), or for an image the tag {@code <name>-reference:<commit>} the
 * build is given ({@link SystemDescription.Build#IMAGE}). A build is kept per commit and build command, and reused.
 */
final class ReferenceBuild {
    static final Duration BUILD_TIMEOUT = Duration.ofMinutes(15);
    /** The builds' directory in the workspace's work directory. */
    static final String DIRECTORY = "reference";
    private static final Duration GIT_TIMEOUT = Duration.ofMinutes(2);
    /** Written last, holding the commit and the build command: an interrupted or other build is not reused. */
    static final String MARKER = ".perfgate-built";
    private static final int LOG_TAIL_LINES = 20;

    private ReferenceBuild() {
    }

    /**
     * {@code revision} of the workspace's repository: its server as {@code system} describes it, built unless that build
     * is there.
     */
    static ReferenceSettings.Resolved build(String revision, Workspace workspace, SystemDescription system) {
        String spec = "perf.reference=git:" + revision;
        SystemDescription.Artifact server = system.server();
        Optional<SystemDescription.Build> build = server.build();
        if (build.isEmpty() && !(server instanceof SystemDescription.Dockerfile)) {
            throw new ReferenceException(missingBuild(revision, system));
        }
        SystemRepository repository = workspace.repository();
        if (!repository.git()) {
            throw new ReferenceException(spec + ": " + system.file() + " is in no git work tree (git -C "
                    + system.file().getParent() + " rev-parse --show-toplevel failed), so no revision of it can be built; "
                    + "give the reference as an artifact");
        }
        Path top = real(repository.root(), spec);
        String sha = git(top, "cannot resolve the revision", "rev-parse", "--verify", "--quiet", revision + "^{commit}").trim();
        String id = sha.substring(0, 12);
        Path dir = workspace.work().resolve(DIRECTORY);
        Path checkout = dir.resolve(system.name() + "-" + id);
        Path description = system.file().getParent();
        Path here = checkout.resolve(top.relativize(real(description, spec))).normalize();
        String image = system.name() + "-reference:" + id;
        // The candidate's paths are relative to the description; a candidate that is itself a revision's export beside
        // this one (a bisection compares two revisions) has them relative to the description's place in that export.
        Path from = (server instanceof SystemDescription.Command c ? Optional.of(c.directory()) : builtFile(server))
                .flatMap(file -> exportHolding(file, dir))
                .map(export -> export.resolve(checkout.relativize(here))).orElse(description);
        SystemDescription.Artifact artifact = inRevision(spec, server, from, here, checkout, image);
        Optional<Path> built = builtFile(artifact);
        String marker = sha + "\n" + build.map(SystemDescription.Build::describe).orElse("") + "\n";
        if (built.map(Files::exists).orElse(true) && marker.equals(read(checkout.resolve(MARKER)))) {
            System.out.println("[perf] reference git:" + revision + " (" + id + "): reusing " + artifact.describe()
                    + " (built in " + checkout + ")");
            return new ReferenceSettings.Resolved(artifact, sha);
        }
        Path log = dir.resolve(system.name() + "-" + id + "-build.log");
        Path tar = dir.resolve(system.name() + "-" + id + ".tar");
        long start = System.nanoTime();
        System.out.println("[perf] reference git:" + revision + " (" + id + "): exporting it to " + checkout
                + (build.isEmpty() ? "" : " and building its server there: " + build.get().describe()) + " (log " + log + ")");
        try {
            FileUtils.deleteDirectory(checkout.toFile());
            Files.createDirectories(checkout);
            Files.deleteIfExists(log);
            git(top, "cannot export the revision", "archive", "--format=tar", "-o", tar.toString(), sha);
            run(checkout, List.of("tar", "-xf", tar.toString(), "-C", checkout.toString()), Map.of(), log, GIT_TIMEOUT,
                    revision, sha);
            Files.deleteIfExists(tar);
        } catch (IOException e) {
            throw new ReferenceException(spec + ": cannot prepare " + checkout + ": " + e, e);
        }
        if (build.isPresent()) {
            if (!Files.isDirectory(here)) {
                throw new ReferenceException(spec + " (" + sha + ") has no directory " + top.relativize(real(description, spec))
                        + " (where " + system.file().getFileName() + " is, in which server.build runs)");
            }
            Map<String, String> env = server instanceof SystemDescription.Image
                    ? Map.of(SystemDescription.Build.IMAGE_ENV, image) : Map.of();
            run(here, build.get().command(image), env, log, BUILD_TIMEOUT, revision, sha);
        }
        if (built.isPresent() && !Files.exists(built.get())) {
            throw new ReferenceException(spec + " (" + sha + "): " + (build.isEmpty() ? "the revision has no "
                    + built.get() : build.get().describe() + " succeeded but wrote no " + built.get()) + "; build log: " + log);
        }
        try {
            Files.writeString(checkout.resolve(MARKER), marker);
        } catch (IOException e) {
            throw new ReferenceException(spec + ": cannot write to " + checkout + ": " + e, e);
        }
        System.out.printf("[perf] reference git:%s built in %.0f s: %s%n", revision, (System.nanoTime() - start) / 1e9,
                artifact.describe());
        return new ReferenceSettings.Resolved(artifact, sha);
    }

    /** What to add to the description so that a revision can be built: the build command (or the Maven shorthand). */
    static String missingBuild(String revision, SystemDescription system) {
        Path dir = system.file().getParent();
        String add = switch (system.server()) {
            case SystemDescription.Jar jar -> "add server.build (the command that builds " + dir.relativize(jar.jar())
                    + " from a checkout) or server.maven (the Maven module that builds it)";
            case SystemDescription.Command c -> "add server.build (the command that builds "
                    + (c.perBootCopy() ? dir.relativize(c.directory())
                    : Path.of(c.command().getFirst()).isAbsolute() ? dir.relativize(Path.of(c.command().getFirst())) : c.command().getFirst())
                    + " from a checkout)";
            case SystemDescription.Image i -> "add server.build (the command that builds a checkout's image and tags it "
                    + SystemDescription.Build.IMAGE + ", also in $" + SystemDescription.Build.IMAGE_ENV
                    + "), or give the reference as image:<name>";
            case SystemDescription.Dockerfile d -> throw new IllegalArgumentException("a Dockerfile needs no build command");
        };
        return system.file() + ": server.build is missing: -Dperf.reference=git:" + revision + " cannot build the base; " + add;
    }

    /**
     * The candidate's artifact at the same place relative to the description's directory {@code description}, in the
     * revision's tree, whose description directory is {@code here} ({@code checkout} is the tree's top); an image is
     * the tag the build gives it, {@code image}.
     */
    static SystemDescription.Artifact inRevision(String spec, SystemDescription.Artifact candidate, Path description,
                                               Path here, Path checkout, String image) {
        return switch (candidate) {
            case SystemDescription.Jar jar -> new SystemDescription.Jar(moved(spec, jar.jar(), description, here, checkout),
                    jar.build());
            case SystemDescription.Dockerfile d -> new SystemDescription.Dockerfile(moved(spec, d.dockerfile(), description,
                    here, checkout), d.build());
            case SystemDescription.Image i -> new SystemDescription.Image(image, i.build());
            case SystemDescription.Command c -> {
                // The revision's command runs in the revision's directory: its relative arguments name that build's files.
                List<String> command = new ArrayList<>(c.command());
                if (!c.perBootCopy() && Path.of(command.getFirst()).isAbsolute()) {
                    command.set(0, moved(spec, Path.of(command.getFirst()), description, here, checkout).toString());
                }
                yield new SystemDescription.Command(command, moved(spec, c.directory(), description, here, checkout),
                        c.perBootCopy(), c.build());
            }
        };
    }

    /** The file the build must leave, if the artifact is a file (an image is checked by the container launcher). */
    private static Optional<Path> builtFile(SystemDescription.Artifact artifact) {
        return switch (artifact) {
            case SystemDescription.Jar jar -> Optional.of(jar.jar());
            case SystemDescription.Dockerfile d -> Optional.of(d.dockerfile());
            case SystemDescription.Command c -> c.perBootCopy() ? Optional.of(c.directory())
                    : Optional.of(Path.of(c.command().getFirst())).filter(Path::isAbsolute);
            case SystemDescription.Image i -> Optional.empty();
        };
    }

    /** The export under {@code dir} (one directory per revision) that holds {@code file}, if it is in one. */
    private static Optional<Path> exportHolding(Path file, Path dir) {
        Path exports = dir.toAbsolutePath().normalize();
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.startsWith(exports) && absolute.getNameCount() > exports.getNameCount() + 1
                ? Optional.of(exports.resolve(absolute.getName(exports.getNameCount()))) : Optional.empty();
    }

    private static Path moved(String spec, Path path, Path description, Path here, Path checkout) {
        Path moved = here.resolve(description.relativize(path.toAbsolutePath().normalize())).normalize();
        if (!moved.startsWith(checkout)) {
            throw new ReferenceException(spec + ": " + path + " is outside the repository that holds "
                    + description + ", so no revision holds it; give the reference as an artifact");
        }
        return moved;
    }

    /** git prints its top without symbolic links: compare paths in the same form. */
    private static Path real(Path path, String spec) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            throw new ReferenceException(spec + ": cannot read " + path + ": " + e, e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
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

    private static void run(Path dir, List<String> command, Map<String, String> env, Path log, Duration timeout,
                            String revision, String sha) {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().putAll(env);
        String failure;
        try {
            Process p = builder.start();
            // A build reads no input: a tool that asks what to do after a failure (sbt's "(r)etry, (q)uit") reads the
            // end of its input and stops, instead of waiting out the timeout.
            p.getOutputStream().close();
            if (!p.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
                // A build tool's daemons and forks outlive the script that started them.
                p.descendants().forEach(ProcessHandle::destroyForcibly);
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
            return String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
        } catch (IOException e) {
            return "(no build log: " + e.getMessage() + ")";
        }
    }
}
