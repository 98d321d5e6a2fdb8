package io.perfgate.perf.launch;

import io.perfgate.perf.sut.SystemDescription;
import org.apache.commons.io.FileUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * The files one boot runs from, each at its place relative to the application's directory, and the jar among them that
 * {@code java -jar} starts, if any. A boot gets its own copy of them at a path of fixed length ({@link #placeAt}): a
 * framework that builds strings from its files' locations while it answers allocates more per request the deeper they
 * lie (Spring PetClinic: 13-14% more, docs/evidence/real-services.md), and the gate would call that a regression,
 * against the other side of an A/B run or against baselines written from another checkout.
 *
 * <p>A jar's application: a jar whose manifest's {@code Class-Path} names relative files (a launcher jar with its
 * dependencies in directories beside it: Quarkus's {@code quarkus-app/quarkus-run.jar} next to {@code lib/},
 * {@code app/}, {@code quarkus/}; a jar next to {@code lib/}) is its whole directory, widened to every directory those
 * entries reach, the jar at its own place in it; the launcher may read files no entry names (Quarkus does), so the
 * whole directory goes. Any other jar is self-contained: an application of that one file, named {@code server.jar},
 * so that builds named differently still run from paths of one length.
 *
 * @param source the jar alone, or the application's directory
 * @param files  target path relative to the application's directory to the file it is a copy of
 * @param jar    the jar {@code java -jar} starts, relative to the application's directory; empty for a directory that a
 *               command runs in
 */
record Application(Path source, Map<Path, Path> files, Optional<Path> jar) {
    /** A self-contained jar's name in its application. */
    static final Path SELF_CONTAINED = Path.of("server.jar");

    Application {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(jar, "jar");
        files = Map.copyOf(files);
        if (files.isEmpty()) {
            throw new IllegalArgumentException("an application needs at least one file");
        }
        if (jar.isPresent() && !files.containsKey(jar.get())) {
            throw new IllegalArgumentException("the jar " + jar.get() + " is not among the application's files");
        }
    }

    /**
     * What each boot of {@code system}'s server runs a copy of, checked before any boot: a jar's application, or a
     * command's {@code server.directory}; empty for a command run in place, an image or a Dockerfile. {@code workDir}
     * (where boots write) is left out where it lies in there.
     *
     * @throws LaunchException the jar or the directory is not there yet: the usual first-run mistake, named with the
     *                         description's build
     */
    static Optional<Application> of(SystemDescription system, Path workDir) {
        return switch (system.server()) {
            case SystemDescription.Jar jar -> {
                if (!Files.isRegularFile(jar.jar())) {
                    throw new LaunchException("server jar not found at " + jar.jar() + " (server.jar of " + system.file()
                            + "): build it first" + howBuilt(jar.build(), system) + " or point -Dperf.server.jar at it");
                }
                yield Optional.of(ofJar(jar.jar(), workDir));
            }
            case SystemDescription.Command c when c.perBootCopy() -> {
                if (!Files.isDirectory(c.directory())) {
                    throw new LaunchException("server directory not found at " + c.directory() + " (server.directory of "
                            + system.file() + "): build it first" + howBuilt(c.build(), system));
                }
                yield Optional.of(ofDirectory(c.directory(), workDir));
            }
            case SystemDescription.Command c -> Optional.empty();
            case SystemDescription.Dockerfile d -> Optional.empty();
            case SystemDescription.Image i -> Optional.empty();
        };
    }

    private static String howBuilt(Optional<SystemDescription.Build> build, SystemDescription system) {
        return build.map(b -> " (" + b.describe() + " in " + system.file().getParent() + ")").orElse("");
    }

    /**
     * The application {@code jar} starts: the jar alone, or the directory its manifest's relative {@code Class-Path}
     * reaches; {@code exclude} (the run's work directory, where boots write) is left out when it lies in there.
     */
    static Application ofJar(Path jar, Path exclude) {
        Path absolute = jar.toAbsolutePath().normalize();
        Optional<Path> root = reachedDirectory(absolute);
        if (root.isEmpty()) {
            return new Application(absolute, Map.of(SELF_CONTAINED, absolute), Optional.of(SELF_CONTAINED));
        }
        return new Application(root.get(), filesOf(root.get(), exclude), Optional.of(root.get().relativize(absolute)));
    }

    /** Every file of {@code directory} (a command's application, there), but {@code exclude} where it lies in there. */
    private static Application ofDirectory(Path directory, Path exclude) {
        Path absolute = directory.toAbsolutePath().normalize();
        return new Application(absolute, filesOf(absolute, exclude), Optional.empty());
    }

    /**
     * The smallest directory that holds {@code jar} and everything its manifest's relative {@code Class-Path} entries
     * name; empty when it names none (absolute entries are reachable from anywhere).
     */
    static Optional<Path> reachedDirectory(Path jar) {
        String classPath;
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            classPath = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
        } catch (IOException e) {
            throw new LaunchException("could not read the manifest of the server jar " + jar + ": " + e.getMessage(), e);
        }
        if (classPath == null || classPath.isBlank()) {
            return Optional.empty();
        }
        Path dir = jar.getParent();
        Path root = null;
        for (String entry : classPath.trim().split("\\s+")) {
            if (entry.startsWith("/") || URI.create(entry.replace(" ", "%20")).getScheme() != null) {
                continue;
            }
            Path reached = dir.resolve(URLDecoder.decode(entry.replace("+", "%2B"), StandardCharsets.UTF_8)).normalize();
            root = root == null ? dir : root;
            while (!reached.startsWith(root)) {
                root = root.getParent();
                if (root == null || root.getParent() == null) {
                    throw new LaunchException("the Class-Path entry " + entry + " of " + jar + " reaches outside every "
                            + "directory but the file system's root: required entries inside the application's directory");
                }
            }
        }
        return Optional.ofNullable(root);
    }

    private static Map<Path, Path> filesOf(Path root, Path exclude) {
        // The run's work directory is left out only when it lies inside the application: an A/B reference's build lies
        // inside the work directory, and all of it is the application.
        Path top = root.toAbsolutePath().normalize();
        Path work = exclude.toAbsolutePath().normalize();
        Optional<Path> skipped = work.startsWith(top) && !work.equals(top) ? Optional.of(work) : Optional.empty();
        Map<Path, Path> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(path -> skipped.map(s -> !path.toAbsolutePath().normalize().startsWith(s)).orElse(true)
                            && Files.isRegularFile(path))
                    .forEach(path -> files.put(root.relativize(path), path));
        } catch (IOException | UncheckedIOException e) {
            throw new LaunchException("could not list the application directory " + root + ": " + e.getMessage(), e);
        }
        if (files.isEmpty()) {
            throw new LaunchException("the application directory " + root + " holds no files");
        }
        return files;
    }

    /**
     * Puts the files under {@code target}, emptied first: each hard-linked to its source (as cheap as a name, and the
     * file's real path is the short one, unlike a symbolic link's), copied where the file systems cannot link.
     *
     * @return {@code target}
     */
    Path placeAt(Path target) {
        try {
            FileUtils.deleteDirectory(target.toFile());
            for (Map.Entry<Path, Path> file : files.entrySet()) {
                Path to = target.resolve(file.getKey());
                Files.createDirectories(to.getParent());
                try {
                    Files.createLink(to, file.getValue().toRealPath());
                } catch (IOException | UnsupportedOperationException e) {
                    Files.copy(file.getValue(), to, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        } catch (IOException e) {
            throw new LaunchException("could not put the server's files (" + describe() + ") at " + target + ": "
                    + e.getMessage(), e);
        }
        return target;
    }

    /** The jar files among the application's files (their sources), in name order. */
    List<Path> jars() {
        return files.entrySet().stream().filter(file -> file.getKey().getFileName().toString().endsWith(".jar"))
                .sorted(Map.Entry.comparingByKey()).map(Map.Entry::getValue).toList();
    }

    /** Where the files come from, for messages: the jar alone, or the directory with its number of files. */
    String describe() {
        return files.size() == 1 && jar.equals(Optional.of(SELF_CONTAINED)) ? source.toString()
                : source + " (" + files.size() + " files)";
    }
}
