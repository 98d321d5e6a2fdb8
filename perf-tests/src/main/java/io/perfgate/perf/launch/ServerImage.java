package io.perfgate.perf.launch;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import org.apache.commons.io.FileUtils;
import org.testcontainers.images.builder.ImageFromDockerfile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

/**
 * The server's container image, without any registry. For a jar, the hermetic image in two parts. The runtime image,
 * {@code FROM scratch}: a jlink runtime of the running JDK (all of Java SE, the modules jdeps finds in the application's jars, and the JMX
 * agent's modules through which the harness reads the server JVM's allocation and GC counters: {@link #BASE_MODULES}), the C libraries
 * that runtime links against (as {@code ldd} lists them: the dynamic loader, libc, libdl, libm, libpthread, librt) and a
 * world-writable sticky {@code /tmp} (sqlite-jdbc unpacks its native library there), tagged
 * {@code <system name>-runtime:<hash>} over the JDK, the modules and this recipe. On it, the jar's application
 * ({@link Application}: the jar alone as {@code /app/server.jar}, or the directory its manifest reaches under
 * {@code /app/}, the jar at its place in it, the server's working directory), tagged {@code <system name>:<hash>} over
 * those files' names and bytes, the JDK and this recipe. Each is built only when what its hash covers
 * changes: a new jar (every build of the server, both builds of an A/B run) costs a jdeps and a layer of its files, 5-7 s
 * on a 2-vCPU VM, where runtime and jar together took 15-20 s (the runtime alone 10 s). A scratch image has no
 * shell: JVM flags go in through
 * {@code JDK_JAVA_OPTIONS}. For a Dockerfile: built by the local engine from its directory, tagged
 * {@code <system name>:<hash of that directory>}. For a local image: used as it is, after checking it is there.
 */
final class ServerImage {
    /** Bump when the layout below changes, so old images are not reused. */
    private static final String RECIPE = "perfgate-image-v6";
    private static final String RUNTIME_DOCKERFILE = """
            FROM scratch
            COPY rootfs/ /
            """;
    /** On the runtime image, named in front of it; %s: the jar's place under /app. */
    private static final String APP_DOCKERFILE = """
            COPY app/ /app/
            WORKDIR /app
            ENTRYPOINT ["/opt/jre/bin/java", "-jar", "/app/%s"]
            """;
    private static final List<String> REQUIRED_LIBS = List.of("libc.so.6", "libdl.so.2", "libm.so.6", "libpthread.so.0", "librt.so.1");

    /**
     * Images this JVM has ensured: an A/B run uses two (reference and candidate jar), and building the second
     * must not remove the first as "older" before its container starts.
     */
    private static final Set<String> IN_USE = ConcurrentHashMap.newKeySet();

    private ServerImage() {
    }

    /**
     * Returns the tag of an image for {@code app}, a jar's application, building it when no image with that content hash
     * exists.
     *
     * @param repository the image's name: the system's name, so that two systems' images do not replace each other
     */
    static String ensure(DockerClient docker, String repository, Application app, Path workDir) {
        String dockerfile = APP_DOCKERFILE.formatted(app.jar().orElseThrow(() -> new IllegalArgumentException(
                "the image runs a jar: required an application with one, actual: " + app.describe())));
        String tag = repository + ":" + contentHash(app, dockerfile).substring(0, 16);
        IN_USE.add(tag);
        if (exists(docker, tag)) {
            System.out.println("[perf] image " + tag + " is up to date");
            return tag;
        }
        long start = System.nanoTime();
        String runtimeRepository = repository + "-runtime";
        String runtime = runtime(docker, runtimeRepository, modules(app.jars()), workDir);
        buildFrom(tag, workDir, "app", "FROM " + runtime + "\n" + dockerfile, app::placeAt);
        System.out.printf("[perf] built image %s (%s) on %s in %.1f s%n", tag, app.describe(), runtime,
                (System.nanoTime() - start) / 1e9);
        // The app images first: an older runtime image stays while an image built on it is there.
        removeOlderImagesQuietly(docker, repository, tag);
        removeOlderImagesQuietly(docker, runtimeRepository, runtime);
        return tag;
    }

    /** The tag of the runtime image with {@code modules} of this JDK, built when the local engine has none. */
    private static String runtime(DockerClient docker, String runtimeRepository, Set<String> modules, Path workDir) {
        String tag = runtimeRepository + ":" + runtimeHash(modules).substring(0, 16);
        IN_USE.add(tag);
        if (exists(docker, tag)) {
            return tag;
        }
        long start = System.nanoTime();
        buildFrom(tag, workDir, "rootfs", RUNTIME_DOCKERFILE, rootfs -> {
            jlink(modules, rootfs.resolve("opt/jre"));
            copyNativeLibraries(rootfs);
            Path tmp = Files.createDirectories(rootfs.resolve("tmp"));
            Files.setAttribute(tmp, "unix:mode", 01777);
        });
        System.out.printf("[perf] built the runtime image %s (%s) in %.1f s%n", tag, String.join(",", modules),
                (System.nanoTime() - start) / 1e9);
        return tag;
    }

    /** Puts the files of an image's context into its one directory. */
    private interface ContextFiles {
        void fill(Path directory) throws IOException;
    }

    /**
     * Builds {@code tag} from {@code dockerfile} and a context of one directory, {@code name}, that {@code files}
     * fills: scratch space under {@code workDir}, deleted afterwards.
     */
    private static void buildFrom(String tag, Path workDir, String name, String dockerfile, ContextFiles files) {
        Path context = workDir.resolve("image").resolve(tag.replace(':', '-'));
        Path directory = context.resolve(name);
        try {
            FileUtils.deleteQuietly(context.toFile());
            files.fill(Files.createDirectories(directory));
        } catch (IOException e) {
            throw new LaunchException("could not prepare the image context in " + context + ": " + e.getMessage(), e);
        }
        try {
            new ImageFromDockerfile(tag, false)
                    .withFileFromPath(name, directory)
                    .withFileFromString("Dockerfile", dockerfile)
                    .get();
        } catch (RuntimeException e) {
            throw new LaunchException("docker build of " + tag + " failed: " + e.getMessage(), e);
        } finally {
            FileUtils.deleteQuietly(context.toFile());
        }
    }

    /**
     * Builds {@code dockerfile} with its directory as the context (only the local engine: its FROM image must be
     * there), unless an image of the same context hash exists; returns its tag.
     */
    static String build(DockerClient docker, String repository, Path dockerfile) {
        Path context = dockerfile.getParent();
        String tag = repository + ":" + directoryHash(context).substring(0, 16);
        IN_USE.add(tag);
        if (exists(docker, tag)) {
            System.out.println("[perf] image " + tag + " (" + dockerfile + ") is up to date");
            return tag;
        }
        long start = System.nanoTime();
        try {
            new ImageFromDockerfile(tag, false)
                    .withFileFromPath(".", context)
                    .withDockerfile(dockerfile)
                    .get();
        } catch (RuntimeException e) {
            throw new LaunchException("docker build of " + dockerfile + " failed: " + LaunchException.rootMessage(e)
                    + ". Its FROM image must be in the local Docker engine: no registry is asked.", e);
        }
        System.out.printf("[perf] built image %s from %s in %.1f s%n", tag, dockerfile, (System.nanoTime() - start) / 1e9);
        removeOlderImagesQuietly(docker, repository, tag);
        return tag;
    }

    /** {@code image} as it is, when the local engine has it. */
    static String local(DockerClient docker, String image, Path description) {
        if (!exists(docker, image)) {
            throw new LaunchException("image " + image + " (server.image of " + description + ") is not in the local Docker "
                    + "engine: required an image built or loaded there (docker build / docker load); no registry is asked");
        }
        return image;
    }

    private static boolean exists(DockerClient docker, String tag) {
        try {
            docker.inspectImageCmd(tag).exec();
            return true;
        } catch (NotFoundException absent) {
            return false;
        }
    }

    private static void removeOlderImagesQuietly(DockerClient docker, String repository, String current) {
        try {
            removeOlderImages(docker, repository, current);
        } catch (RuntimeException e) {
            System.out.println("[perf] could not list older images to remove: " + e.getMessage());
        }
    }

    /** Each server change makes a new image of about 90 MB: drop the older ones (best effort; one in use stays). */
    private static void removeOlderImages(DockerClient docker, String repository, String current) {
        for (var image : docker.listImagesCmd().withImageNameFilter(repository).exec()) {
            List<String> tags = image.getRepoTags() == null ? List.of() : List.of(image.getRepoTags());
            if (tags.contains(current) || tags.stream().anyMatch(IN_USE::contains) || tags.stream().noneMatch(t -> t.startsWith(repository + ":"))) {
                continue;
            }
            try {
                docker.removeImageCmd(image.getId()).exec();
                System.out.println("[perf] removed the older image " + String.join(", ", tags));
            } catch (RuntimeException inUseOrGone) {
                // still used by a container, or already removed: leave it
            }
        }
    }

    /** SHA-256 over every file of {@code dir} (relative names and bytes, in name order). */
    static String directoryHash(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                sha.update((dir.relativize(file) + "\n").getBytes(StandardCharsets.UTF_8));
                sha.update(Files.readAllBytes(file));
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException e) {
            throw new LaunchException("cannot read the Docker build context " + dir + ": " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The app image's hash: its Dockerfile, the JDK, the recipe and the application's files (names and bytes, in name order). */
    static String contentHash(Application app, String dockerfile) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update((dockerfile + jdkAndRecipe()).getBytes(StandardCharsets.UTF_8));
            byte[] buffer = new byte[1 << 16];
            for (Map.Entry<Path, Path> file : new TreeMap<>(app.files()).entrySet()) {
                sha.update((file.getKey() + "\n").getBytes(StandardCharsets.UTF_8));
                try (InputStream in = Files.newInputStream(file.getValue())) {
                    for (int n; (n = in.read(buffer)) > 0; ) {
                        sha.update(buffer, 0, n);
                    }
                }
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The runtime image's hash: its modules, the JDK and the recipe. */
    static String runtimeHash(Set<String> modules) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update((RUNTIME_DOCKERFILE + jdkAndRecipe() + String.join(",", new TreeSet<>(modules)) + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String jdkAndRecipe() {
        return RECIPE + "\n" + String.join(",", BASE_MODULES) + "\n" + System.getProperty("java.home") + "\n"
                + Runtime.version() + "\n" + System.getProperty("java.vendor") + "\n";
    }

    /**
     * Modules every image gets, whatever jdeps finds in the application's jars: all of Java SE ({@code java.se}),
     * because jdeps sees only the classes those jars hold, not the jars nested in them (Spring Boot's
     * {@code BOOT-INF/lib}) nor code a launcher loads by other means, and a class the runtime lacks fails the server at
     * its first use (Spring PetClinic died on {@code java.beans.PropertyEditorSupport} before it listened);
     * {@code jdk.unsupported} and
     * {@code jdk.zipfs}, which libraries use without a module declaration naming them; {@code jdk.httpserver}; the JMX
     * agent ({@code jdk.management.agent}) that {@link JvmProbe} connects to, and {@code jdk.management}, without
     * which the Threading bean has no {@code TotalThreadAllocatedBytes} and there is no HotSpot diagnostic bean; the
     * Flight Recorder ({@code jdk.jfr}) and its MXBean ({@code jdk.management.jfr}), through which the A/B run profiles
     * a regressed pair over the same JMX connection (a module the server does not use costs it nothing).
     */
    static final List<String> BASE_MODULES = List.of("java.se", "jdk.httpserver", "jdk.unsupported", "jdk.zipfs",
            "jdk.management", "jdk.management.agent", "jdk.jfr", "jdk.management.jfr");

    /** The modules the runtime needs for {@code jars}: the base ones and what jdeps finds in them. */
    private static Set<String> modules(List<Path> jars) {
        Set<String> modules = new TreeSet<>(BASE_MODULES);
        List<String> args = new ArrayList<>(List.of("--print-module-deps", "--ignore-missing-deps", "--multi-release", "21"));
        jars.forEach(jar -> args.add(jar.toString()));
        String deps = runTool("jdeps", args.toArray(String[]::new)).trim();
        for (String module : deps.split(",")) {
            if (!module.isBlank()) {
                modules.add(module.trim());
            }
        }
        return modules;
    }

    private static void jlink(Set<String> modules, Path output) {
        runTool("jlink", "--add-modules", String.join(",", modules), "--strip-debug", "--no-header-files",
                "--no-man-pages", "--output", output.toString());
    }

    private static String runTool(String name, String... args) {
        ToolProvider tool = ToolProvider.findFirst(name).orElseThrow(() -> new LaunchException(
                name + " not found in " + System.getProperty("java.home") + ": the container image needs a full JDK, not a JRE"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = tool.run(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), args);
        if (code != 0) {
            throw new LaunchException(name + " " + String.join(" ", args) + " failed with code " + code + ": "
                    + err.toString(StandardCharsets.UTF_8) + out.toString(StandardCharsets.UTF_8));
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Copies every shared library the runtime's binaries link against to the same absolute path in rootfs. */
    private static void copyNativeLibraries(Path rootfs) throws IOException {
        Path jre = rootfs.resolve("opt/jre");
        Set<String> libraries = new LinkedHashSet<>();
        try (Stream<Path> files = Files.walk(jre)) {
            List<String> binaries = files.filter(p -> p.toString().endsWith(".so") || p.equals(jre.resolve("bin/java")))
                    .map(Path::toString).toList();
            for (String binary : binaries) {
                libraries.addAll(ldd(binary));
            }
        }
        for (String library : libraries) {
            Path source = Path.of(library);
            if (source.startsWith(jre) || !Files.exists(source)) {
                continue;
            }
            Path target = rootfs.resolve(library.substring(1));
            Files.createDirectories(target.getParent());
            Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
        }
        if (libraries.stream().noneMatch(l -> l.contains("/ld-linux"))) {
            // no ldd: the loader is the ELF interpreter path of bin/java on x86-64 glibc systems
            Path loader = Path.of("/lib64/ld-linux-x86-64.so.2");
            if (Files.exists(loader)) {
                Files.createDirectories(rootfs.resolve("lib64"));
                Files.copy(loader, rootfs.resolve("lib64/ld-linux-x86-64.so.2"), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        for (String required : REQUIRED_LIBS) {
            if (libraries.stream().noneMatch(l -> l.endsWith("/" + required))) {
                // Older glibc splits these out; a 2.34+ libc folds them in and the stubs may go unlisted.
                copyFromMultiarch(rootfs, required);
            }
        }
    }

    private static void copyFromMultiarch(Path rootfs, String library) throws IOException {
        for (String dir : List.of("/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu", "/lib64", "/usr/lib64")) {
            Path source = Path.of(dir, library);
            if (Files.exists(source)) {
                Path target = rootfs.resolve(dir.substring(1)).resolve(library);
                Files.createDirectories(target.getParent());
                Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                return;
            }
        }
    }

    /** Absolute library paths from {@code ldd}: "libc.so.6 => /lib/.../libc.so.6 (0x..)" and "/lib64/ld-linux-x86-64.so.2 (0x..)". */
    static List<String> parseLdd(String output) {
        return output.lines().map(String::trim).map(line -> {
            int arrow = line.indexOf("=> ");
            String path = arrow >= 0 ? line.substring(arrow + 3) : line;
            int paren = path.indexOf(" (");
            return paren >= 0 ? path.substring(0, paren).trim() : path.trim();
        }).filter(path -> path.startsWith("/")).toList();
    }

    private static List<String> ldd(String binary) {
        String output;
        Process process;
        try {
            process = new ProcessBuilder("ldd", binary).redirectErrorStream(true).start();
            output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException noLdd) {
            return List.of();
        }
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return parseLdd(output);
    }
}
