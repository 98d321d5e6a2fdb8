package io.perfgate.perf.sut;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The system under test as data, read from its description file ({@link SystemFile}): how to find or build the
 * server, how to start it, how to know it is up, its variants, its resources and its scenarios. Every path is
 * absolute (the file's relative paths are resolved against the file's directory).
 *
 * @param name           names the server's container image ({@code <name>:<hash>}) and the progress lines
 * @param file           the description file it was read from
 * @param server         where the server comes from: a jar, a command, a Dockerfile or a local image
 * @param start          arguments, environment and JVM options common to every variant
 * @param ready          how the harness knows a started server is up
 * @param resources      CPUs the server is pinned to and its memory limit
 * @param variants       in the file's order; a run boots each selected one in turn
 * @param scenarios      in the file's order
 * @param gateScenarios  the scenarios a run measures unless {@code -Dperf.scenarios} says otherwise
 * @param warmUp         how each variant and scenario is warmed up: the scenario that warms each variant up right
 *                       after it boots (every request path at once) and the warm-ups' caps
 * @param baselines      the directory of this system's committed baselines and thresholds.json
 */
public record SystemDescription(String name, Path file, Artifact server, Start start, Ready ready, Resources resources,
                                List<Variant> variants, List<Scenario> scenarios, List<String> gateScenarios,
                                WarmUp warmUp, Path baselines) {
    /** Variant, scenario and system names: they become file and image names. */
    public static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]*");

    public SystemDescription {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(server, "server");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(ready, "ready");
        Objects.requireNonNull(resources, "resources");
        Objects.requireNonNull(warmUp, "warmUp");
        Objects.requireNonNull(baselines, "baselines");
        variants = List.copyOf(variants);
        scenarios = List.copyOf(scenarios);
        gateScenarios = List.copyOf(gateScenarios);
        if (variants.isEmpty() || scenarios.isEmpty()) {
            throw new IllegalArgumentException("a system needs at least one variant and one scenario");
        }
    }

    public Optional<Variant> variant(String variantName) {
        return variants.stream().filter(v -> v.name().equals(variantName)).findFirst();
    }

    public Optional<Scenario> scenario(String scenarioName) {
        return scenarios.stream().filter(s -> s.name().equals(scenarioName)).findFirst();
    }

    /** The same description with another server artifact: the reference build of an A/B run, or {@code -Dperf.server.jar}. */
    public SystemDescription withServer(Artifact other) {
        return new SystemDescription(name, file, other, start, ready, resources, variants, scenarios, gateScenarios,
                warmUp, baselines);
    }

    /** The same system with other variants: an experiment's own ways to start it (for example another IO front end). */
    public SystemDescription withVariants(List<Variant> others) {
        return new SystemDescription(name, file, server, start, ready, resources, others, scenarios, gateScenarios,
                warmUp, baselines);
    }

    /** The scenario that warms each variant up right after it boots, if any. */
    public Optional<String> warmUpScenario() {
        return warmUp.scenario();
    }

    /**
     * How the description warms its server up. Each warm-up goes on until the server's JIT compiler threads are idle
     * (README.md, "Warm-up"), at most its cap; a large framework needs minutes.
     *
     * @param scenario    the scenario that warms each variant up right after it boots (every request path at once)
     * @param max         the cap of that variant warm-up; empty: the harness's default
     * @param scenarioMax the cap of each measured scenario's own warm-up; empty: the harness's default
     */
    public record WarmUp(Optional<String> scenario, Optional<Duration> max, Optional<Duration> scenarioMax) {
        public WarmUp {
            Objects.requireNonNull(scenario, "scenario");
            Objects.requireNonNull(max, "max");
            Objects.requireNonNull(scenarioMax, "scenarioMax");
        }

        /** No warm-up scenario and the default caps. */
        public static WarmUp none() {
            return new WarmUp(Optional.empty(), Optional.empty(), Optional.empty());
        }
    }

    /** Where the server comes from; exactly one per description. */
    public sealed interface Artifact {
        /** For failure messages and the A/B plan line. */
        String describe();

        /**
         * How a checkout of a revision builds this artifact, for {@code -Dperf.reference=git:<rev>}; empty: a revision
         * cannot be built (a Dockerfile needs none: the container launcher builds that revision's Dockerfile).
         */
        Optional<Build> build();
    }

    /**
     * The command that builds the server from a checkout ({@code server.build}, or {@code server.maven} as its
     * shorthand), run in the description file's directory of that checkout. It runs on the reference's revision only:
     * the candidate is built by whoever starts the run, before it.
     *
     * @param command a program and its arguments, as written ({@code ./mvnw} is the checkout's own); beside
     *                {@code server.image} it may hold {@link #IMAGE}, the tag to build
     */
    public record Build(List<String> command) {
        /** Beside {@code server.image}: the tag the build must give its image, also in {@link #IMAGE_ENV}. */
        public static final String IMAGE = "{image}";
        public static final String IMAGE_ENV = "PERFGATE_IMAGE";

        public Build {
            command = List.copyOf(command);
            if (command.isEmpty()) {
                throw new IllegalArgumentException("a build command must not be empty");
            }
        }

        /** {@code server.maven: <module>}: the module and the modules it needs, tests skipped, by the checkout's wrapper. */
        public static Build maven(String module) {
            return new Build(List.of("./mvnw", "-B", "-q", "-pl", module, "-am", "package", "-DskipTests"));
        }

        /** The command with {@link #IMAGE} replaced by {@code tag}. */
        public List<String> command(String tag) {
            return command.stream().map(word -> word.replace(IMAGE, tag)).toList();
        }

        public String describe() {
            return String.join(" ", command);
        }
    }

    /**
     * An executable jar, started as {@code java <jvmOptions> -jar <jar> <args>} by the running JDK (process launcher)
     * or in a registry-free image jlinked from it (container launcher).
     *
     * @param jar need not exist when the file is read (it may be built later in the same build)
     */
    public record Jar(Path jar, Optional<Build> build) implements Artifact {
        public Jar {
            Objects.requireNonNull(jar, "jar");
            Objects.requireNonNull(build, "build");
        }

        public Jar(Path jar) {
            this(jar, Optional.empty());
        }

        @Override
        public String describe() {
            return jar.toString();
        }
    }

    /**
     * A command run as a child process (process launcher only): JVM options reach a Java server through
     * {@code JDK_JAVA_OPTIONS}. It runs in {@code directory}, so its relative arguments name files there; with
     * {@code perBootCopy} each boot runs it in its own copy of that directory at a path of fixed length instead (see
     * README.md, "The description, field by field").
     *
     * @param command     a program given by a path is absolute (the file's relative path resolved against its
     *                    directory), or, with a per-boot copy, relative to the copy
     * @param directory   absolute: the description's directory, or the application's ({@code server.directory}),
     *                    which need not exist when the file is read (it may be built later in the same build)
     * @param perBootCopy whether each boot runs in a copy of {@code directory} ({@code server.directory} given)
     */
    public record Command(List<String> command, Path directory, boolean perBootCopy, Optional<Build> build)
            implements Artifact {
        public Command {
            command = List.copyOf(command);
            Objects.requireNonNull(directory, "directory");
            Objects.requireNonNull(build, "build");
            if (command.isEmpty()) {
                throw new IllegalArgumentException("command must not be empty");
            }
        }

        /** A command run in {@code directory} itself, with no build of its own. */
        public Command(List<String> command, Path directory) {
            this(command, directory, false, Optional.empty());
        }

        @Override
        public String describe() {
            return String.join(" ", command) + (perBootCopy ? " (in a copy of " + directory + ")" : "");
        }
    }

    /**
     * A Dockerfile built by the local engine (container launcher only), its directory the build context; its
     * {@code FROM} image must already be in the engine (no registry is asked). JVM options go in through
     * {@code JDK_JAVA_OPTIONS}, arguments after the image's entrypoint.
     *
     * @param build optional: what must be built in a checkout before its Dockerfile (a jar the Dockerfile copies)
     */
    public record Dockerfile(Path dockerfile, Optional<Build> build) implements Artifact {
        public Dockerfile {
            Objects.requireNonNull(dockerfile, "dockerfile");
            Objects.requireNonNull(build, "build");
        }

        public Dockerfile(Path dockerfile) {
            this(dockerfile, Optional.empty());
        }

        @Override
        public String describe() {
            return dockerfile.toString();
        }
    }

    /**
     * An image already in the local Docker engine, used as is (container launcher only).
     *
     * @param build builds and tags a checkout's image as {@link Build#IMAGE}
     */
    public record Image(String image, Optional<Build> build) implements Artifact {
        public Image {
            Objects.requireNonNull(image, "image");
            Objects.requireNonNull(build, "build");
        }

        public Image(String image) {
            this(image, Optional.empty());
        }

        @Override
        public String describe() {
            return "image " + image;
        }
    }

    /**
     * @param args       before the variant's; placeholders {@code {port}} and {@code {scratch}} ({@link Placeholders})
     * @param env        environment variables of the server; placeholders allowed in values
     * @param jvmOptions flags of the server's JVM, in order (they decide allocated bytes: keep them fixed)
     * @param files      copied into the scratch directory before start: target path under scratch to source path
     */
    public record Start(List<String> args, Map<String, String> env, List<String> jvmOptions, Map<String, Path> files) {
        public Start {
            args = List.copyOf(args);
            env = Map.copyOf(env);
            jvmOptions = List.copyOf(jvmOptions);
            files = Map.copyOf(files);
        }
    }

    /**
     * Exactly one of {@code httpPath} (GET answers 200) and {@code logLine} (a line of the server's output contains it).
     *
     * @param timeout how long a server may take to be up
     */
    public record Ready(Optional<String> httpPath, Optional<String> logLine, Duration timeout) {
        public Ready {
            Objects.requireNonNull(httpPath, "httpPath");
            Objects.requireNonNull(logLine, "logLine");
            Objects.requireNonNull(timeout, "timeout");
            if (httpPath.isPresent() == logLine.isPresent()) {
                throw new IllegalArgumentException("ready needs exactly one of http and log");
            }
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("ready.timeout must be > 0, actual: " + timeout);
            }
        }
    }

    /**
     * @param cpus        CPU list the server is pinned to (taskset / cpuset syntax, e.g. {@code 1}); empty: not pinned.
     *                    The load generator gets the other CPUs.
     * @param memoryBytes container memory limit; 0: none
     */
    public record Resources(String cpus, long memoryBytes) {
        public Resources {
            Objects.requireNonNull(cpus, "cpus");
            if (memoryBytes < 0) {
                throw new IllegalArgumentException("memory must be >= 0, actual: " + memoryBytes);
            }
        }
    }

    /**
     * A Hyperfoil benchmark file run against the server.
     *
     * @param requestsPerUser requests one virtual user sends: the divisor from request rate to users per second
     * @param rate            open-model target rate, requests per second ({@code -Dperf.model=open})
     */
    public record Scenario(String name, Path file, int requestsPerUser, double rate) {
        public Scenario {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(file, "file");
            if (requestsPerUser < 1 || !(rate > 0)) {
                throw new IllegalArgumentException("requestsPerUser must be >= 1 and rate > 0, actual: " + requestsPerUser + ", " + rate);
            }
        }
    }
}
