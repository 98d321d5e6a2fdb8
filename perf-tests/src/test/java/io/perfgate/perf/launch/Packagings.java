package io.perfgate.perf.launch;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Small real servers in the layouts that frameworks and build tools package them in, compiled by the running JDK's
 * javac and packed with {@code java.util.jar}. The server ({@code demo.Main <port>}) answers {@code GET /health} with
 * {@code <greeting> <its jar's path> <its working directory>}; the greeting comes from a class of its dependency jar
 * ({@code demo.lib.Greeting}), so a server whose dependencies were left behind does not start.
 */
final class Packagings {
    private static final String GREETING = """
            package demo.lib;

            public final class Greeting {
                public static String text() {
                    return "hello";
                }
            }
            """;
    private static final String MAIN = """
            package demo;

            import com.sun.net.httpserver.HttpServer;
            import java.net.InetSocketAddress;
            import java.nio.charset.StandardCharsets;

            public final class Main {
                public static void main(String[] args) throws Exception {
                    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[0])), 0);
                    server.createContext("/health", exchange -> {
                        byte[] body = (demo.lib.Greeting.text() + " "
                                + Main.class.getProtectionDomain().getCodeSource().getLocation().getPath() + " "
                                + System.getProperty("user.dir")).getBytes(StandardCharsets.UTF_8);
                        exchange.sendResponseHeaders(200, body.length);
                        exchange.getResponseBody().write(body);
                        exchange.close();
                    });
                    server.start();
                }
            }
            """;
    /**
     * A fast-jar's runner, as Quarkus's {@code QuarkusEntryPoint} works: in {@code lib/boot/}, on the launcher jar's
     * Class-Path; it finds the application's root from its own jar's place, reads {@code quarkus/application.dat}
     * (which no Class-Path names) for the main class and the class path, and loads them from {@code app/} and
     * {@code lib/main/}.
     */
    private static final String RUNNER = """
            package demo.boot;

            import java.net.URL;
            import java.net.URLClassLoader;
            import java.nio.file.Files;
            import java.nio.file.Path;
            import java.util.ArrayList;
            import java.util.List;

            public final class Runner {
                public static void main(String[] args) throws Exception {
                    Path root = Path.of(Runner.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                            .getParent().getParent().getParent();
                    List<String> lines = Files.readAllLines(root.resolve("quarkus/application.dat"));
                    List<URL> urls = new ArrayList<>();
                    for (String entry : lines.subList(1, lines.size())) {
                        urls.add(root.resolve(entry).toUri().toURL());
                    }
                    ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), Runner.class.getClassLoader());
                    loader.loadClass(lines.getFirst()).getMethod("main", String[].class).invoke(null, (Object) args);
                }
            }
            """;

    private Packagings() {
    }

    /** A self-contained jar: the server and its dependency in one jar. */
    static Path selfContained(Path jar, Path work) {
        Path classes = compile(work, Map.of("demo/lib/Greeting.java", GREETING, "demo/Main.java", MAIN));
        return jar(jar, classes, List.of("demo/"), "demo.Main", "");
    }

    /** A launcher jar whose manifest's Class-Path names {@code lib/greeting.jar} beside it. */
    static Path jarWithLib(Path dir, String jarName, Path work) {
        Path classes = compile(work, Map.of("demo/lib/Greeting.java", GREETING, "demo/Main.java", MAIN));
        jar(dir.resolve("lib/greeting.jar"), classes, List.of("demo/lib/"), "", "");
        return jar(dir.resolve(jarName), classes, List.of("demo/Main.class"), "demo.Main", "lib/greeting.jar");
    }

    /**
     * A fast-jar layout under {@code dir}: {@code quarkus-run.jar} (no classes, Class-Path {@code lib/boot/runner.jar}),
     * the runner, {@code app/demo.jar}, {@code lib/main/greeting.jar} and {@code quarkus/application.dat}.
     */
    static Path fastJar(Path dir, Path work) {
        Path classes = compile(work, Map.of("demo/lib/Greeting.java", GREETING, "demo/Main.java", MAIN,
                "demo/boot/Runner.java", RUNNER));
        jar(dir.resolve("lib/boot/runner.jar"), classes, List.of("demo/boot/"), "", "");
        jar(dir.resolve("lib/main/greeting.jar"), classes, List.of("demo/lib/"), "", "");
        jar(dir.resolve("app/demo.jar"), classes, List.of("demo/Main.class"), "", "");
        write(dir.resolve("quarkus/application.dat"), "demo.Main\napp/demo.jar\nlib/main/greeting.jar\n");
        return jar(dir.resolve("quarkus-run.jar"), dir, List.of(), "demo.boot.Runner", "lib/boot/runner.jar");
    }

    /** A class path directory: {@code demo.jar} and {@code greeting.jar}, neither naming the other. */
    static Path classPath(Path lib, Path work) {
        Path classes = compile(work, Map.of("demo/lib/Greeting.java", GREETING, "demo/Main.java", MAIN));
        jar(lib.resolve("greeting.jar"), classes, List.of("demo/lib/"), "", "");
        jar(lib.resolve("demo.jar"), classes, List.of("demo/Main.class"), "", "");
        return lib;
    }

    /**
     * What Gradle's {@code installDist} writes, {@code bin/demo} beside {@code lib/}: the start script finds its
     * application's home from its own path, as Gradle's does (symbolic links followed, then {@code pwd -P}), and runs
     * {@code $JAVA_HOME/bin/java} (else {@code java}) with {@code $JAVA_OPTS} and the jars of {@code lib/}.
     */
    static Path installDist(Path dir, Path work) {
        classPath(dir.resolve("lib"), work);
        Path script = write(dir.resolve("bin/demo"), """
                #!/bin/sh
                app_path=$0
                while [ -h "$app_path" ]; do
                    ls=$(ls -ld "$app_path")
                    link=${ls#*' -> '}
                    case $link in
                        /*) app_path=$link ;;
                        *) app_path=${app_path%"${app_path##*/}"}$link ;;
                    esac
                done
                APP_HOME=$(cd "${app_path%"${app_path##*/}"}.." > /dev/null && pwd -P) || exit
                CLASSPATH=$APP_HOME/lib/demo.jar:$APP_HOME/lib/greeting.jar
                if [ -n "$JAVA_HOME" ]; then JAVACMD=$JAVA_HOME/bin/java; else JAVACMD=java; fi
                exec "$JAVACMD" $JAVA_OPTS $DEMO_OPTS -classpath "$CLASSPATH" demo.Main "$@"
                """);
        try {
            Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return script;
    }

    /**
     * A launcher jar for a jar of {@code lib/} beside it, as a build that copies its dependencies there writes: no
     * classes of its own, {@code mainClass} and a Class-Path naming {@code lib/<library>}.
     */
    static Path launcherFor(Path launcher, Path library, String mainClass) {
        try {
            Files.createDirectories(launcher.resolveSibling("lib"));
            Files.copy(library, launcher.resolveSibling("lib").resolve(library.getFileName()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar(launcher, launcher.getParent(), List.of(), mainClass, "lib/" + library.getFileName());
    }

    /** A description of the server under {@code dir}, its scenario file beside it; {@code server} is its server mapping. */
    static Path description(Path dir, String server) {
        return description(dir, server, "[\"{port}\"]");
    }

    /** {@link #description(Path, String)} with the server's arguments {@code args} (a YAML list). */
    static Path description(Path dir, String server, String args) {
        write(dir.resolve("load.hf.yaml"), "name: load\n");
        return write(dir.resolve("perfgate.yaml"), """
                name: packagings
                server:
                %s
                start:
                  args: %s
                ready:
                  http: /health
                  timeout: 30s
                variants:
                  one: {}
                scenarios:
                  load: {file: load.hf.yaml}
                """.formatted(server.indent(2).stripTrailing(), args));
    }

    private static Path compile(Path work, Map<String, String> sources) {
        Path src = work.resolve("src");
        Path classes = work.resolve("classes");
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "--release", "21"));
        sources.forEach((name, text) -> args.add(write(src.resolve(name), text).toString()));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac.run(null, null, null, args.toArray(String[]::new)) != 0) {
            throw new AssertionError("javac " + args + " failed");
        }
        return classes;
    }

    /** A jar of the classes under {@code classes} whose names start with one of {@code prefixes} (none: a manifest alone). */
    private static Path jar(Path jar, Path classes, List<String> prefixes, String mainClass, String classPath) {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (!mainClass.isEmpty()) {
            manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
        }
        if (!classPath.isEmpty()) {
            manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        }
        try {
            Files.createDirectories(jar.getParent());
            List<Path> files;
            try (Stream<Path> walk = prefixes.isEmpty() ? Stream.empty() : Files.walk(classes)) {
                files = walk.filter(Files::isRegularFile).sorted().toList();
            }
            try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
                for (Path path : files) {
                    String name = classes.relativize(path).toString();
                    if (prefixes.stream().anyMatch(name::startsWith)) {
                        out.putNextEntry(new JarEntry(name));
                        out.write(Files.readAllBytes(path));
                        out.closeEntry();
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar;
    }

    private static Path write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
