package io.perfgate.perf.sut;

import org.yaml.snakeyaml.nodes.Node;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads and checks a description of the system under test (README.md, "Put your service under the gate", shows the
 * format; {@code perfgate.yaml} at the repository root is perfgate's own server). Every field is checked here, once,
 * before any server boots; relative paths are resolved against the file's directory; a file named by the
 * description (a scenario, a Dockerfile, a file to copy) must exist, while a jar may be built later in the same
 * build and is looked for when the launcher starts. The build command ({@code server.build}) is the exception to the
 * paths rule: it is kept as written, since it runs in a checkout of another revision.
 */
public final class SystemFile {
    static final Duration DEFAULT_READY_TIMEOUT = Duration.ofSeconds(60);
    /** A scenario file added without numbers: one request per user, 500 requests/s in the open model. */
    static final int DEFAULT_REQUESTS_PER_USER = 1;
    static final double DEFAULT_RATE = 500;

    private SystemFile() {
    }

    /**
     * @throws SystemException the file is missing, not YAML, or a field is missing, unknown, of the wrong type or out
     *                         of range; the message names the file, line, column and field
     */
    public static SystemDescription read(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        Node root = YamlMap.compose(absolute, "the description of the system under test was not found (-Dperf.system "
                + "names it; the default is perfgate.yaml at the repository root)", "a mapping with name, server, start, ready, "
                + "variants and scenarios");
        return parse(absolute, root);
    }

    private static SystemDescription parse(Path file, Node root) {
        Path dir = file.getParent();
        YamlMap top = YamlMap.of(file, "", root)
                .only("name", "server", "start", "ready", "resources", "variants", "scenarios", "warmUp", "baselines");
        String name = top.string("name");
        if (!SystemDescription.NAME.matcher(name).matches()) {
            throw top.error(top.node("name"), "name", "required lower-case letters, digits, '.', '_' or '-' (it names the "
                    + "container image), actual: '" + name + "'");
        }
        SystemDescription.Artifact server = server(top.map("server"), dir);
        SystemDescription.Start start = start(top.optionalMap("start"), dir);
        SystemDescription.Ready ready = ready(top.map("ready"));
        SystemDescription.Resources resources = resources(top.optionalMap("resources"));
        List<Variant> variants = variants(top);
        List<SystemDescription.Scenario> scenarios = new ArrayList<>();
        List<String> gate = new ArrayList<>();
        scenarios(top, dir, scenarios, gate);
        SystemDescription.WarmUp warmUp = warmUp(top, scenarios);
        requirePort(top, start, variants);
        Path baselines = dir.resolve(top.optionalString("baselines").orElse("baselines")).normalize();
        return new SystemDescription(name, file, server, start, ready, resources, variants, scenarios, gate, warmUp, baselines);
    }

    /**
     * {@code warmUp}: a mapping {@code {scenario, max, scenarioMax}}, or the scenario's name alone (no caps of its own).
     */
    private static SystemDescription.WarmUp warmUp(YamlMap top, List<SystemDescription.Scenario> scenarios) {
        if (!top.has("warmUp")) {
            return SystemDescription.WarmUp.none();
        }
        YamlMap map;
        Optional<String> scenario;
        String field;
        if (top.node("warmUp") instanceof org.yaml.snakeyaml.nodes.ScalarNode) {
            map = null;
            scenario = top.optionalString("warmUp");
            field = "warmUp";
        } else {
            map = top.map("warmUp").only("scenario", "max", "scenarioMax");
            scenario = map.optionalString("scenario");
            field = "warmUp.scenario";
        }
        if (scenario.isPresent() && scenarios.stream().noneMatch(s -> s.name().equals(scenario.get()))) {
            throw top.error(map == null ? top.node("warmUp") : map.node("scenario"), field, "required the name of a "
                    + "scenario of this file (" + String.join(", ", scenarios.stream().map(SystemDescription.Scenario::name)
                    .toList()) + "), actual: '" + scenario.get() + "'");
        }
        if (map == null) {
            return new SystemDescription.WarmUp(scenario, Optional.empty(), Optional.empty());
        }
        return new SystemDescription.WarmUp(scenario,
                map.optionalString("max").map(t -> duration(map, "max", t)),
                map.optionalString("scenarioMax").map(t -> duration(map, "scenarioMax", t)));
    }

    private static SystemDescription.Artifact server(YamlMap server, Path dir) {
        server.only("jar", "command", "directory", "dockerfile", "image", "build", "maven");
        List<String> kinds = server.keys().stream().filter(k -> !List.of("build", "maven", "directory").contains(k)).toList();
        if (kinds.size() != 1) {
            throw server.error(server.node(), "server", "required exactly one of jar, command, dockerfile, image, actual: "
                    + (kinds.isEmpty() ? "none" : String.join(", ", kinds)));
        }
        String kind = kinds.getFirst();
        if (server.has("directory") && !kind.equals("command")) {
            throw server.error(server.node("directory"), "server.directory", "applies to server.command only (a jar's "
                    + "directory follows from its manifest), actual: server." + kind);
        }
        Optional<SystemDescription.Build> build = build(server, kind);
        return switch (kind) {
            case "jar" -> new SystemDescription.Jar(dir.resolve(server.string("jar")).normalize(), build);
            case "command" -> {
                List<String> command = new ArrayList<>(server.strings("command"));
                if (command.isEmpty()) {
                    throw server.error(server.node("command"), "server.command", "required a program and its arguments, "
                            + "actual: an empty list");
                }
                Optional<Path> directory = server.optionalString("directory").map(d -> dir.resolve(d).normalize());
                if (directory.isPresent() && directory.get().equals(dir)) {
                    throw server.error(server.node("directory"), "server.directory", "required a directory below the "
                            + "description's (the application, copied for every boot), actual: the description's own; "
                            + "leave the field out to run the command there");
                }
                // A program named by a path is relative to the directory it runs in (this file's, or the application's
                // copy, which exists only when the boot starts); a bare name is looked up on PATH.
                if (command.getFirst().contains("/") && directory.isEmpty()) {
                    command.set(0, dir.resolve(command.getFirst()).normalize().toString());
                }
                if (directory.isPresent() && Path.of(command.getFirst()).isAbsolute()) {
                    throw server.error(server.node("command"), "server.command", "with server.directory, required a "
                            + "program on PATH or relative to that directory (it runs in each boot's copy of it), actual: '"
                            + command.getFirst() + "'");
                }
                checkPlaceholders(server, "command", command);
                yield new SystemDescription.Command(command, directory.orElse(dir), directory.isPresent(), build);
            }
            case "dockerfile" -> new SystemDescription.Dockerfile(existing(server, "dockerfile", dir), build);
            default -> {
                String image = server.string("image");
                if (image.isBlank() || image.chars().anyMatch(Character::isWhitespace)) {
                    throw server.error(server.node("image"), "server.image", "required an image reference such as "
                            + "my-service:1.2, actual: '" + image + "'");
                }
                yield new SystemDescription.Image(image, build);
            }
        };
    }

    /**
     * {@code server.build}, or {@code server.maven} (a jar's shorthand for it). The command is kept as written: it runs
     * in a checkout of another revision, where {@code ./mvnw} is that checkout's own.
     */
    private static Optional<SystemDescription.Build> build(YamlMap server, String kind) {
        if (server.has("maven")) {
            if (!kind.equals("jar")) {
                throw server.error(server.node("maven"), "server.maven", "applies to server.jar only (the module that "
                        + "builds the jar), actual: beside server." + kind);
            }
            if (server.has("build")) {
                throw server.error(server.node("maven"), "server.maven", "required either server.build or server.maven "
                        + "(its shorthand for " + SystemDescription.Build.maven("<module>").describe() + "), actual: both");
            }
            String module = server.string("maven");
            if (module.isBlank() || module.chars().anyMatch(Character::isWhitespace)) {
                throw server.error(server.node("maven"), "server.maven", "required a Maven module such as server "
                        + "(a directory with a pom.xml, relative to this file), actual: '" + module + "'");
            }
            return Optional.of(SystemDescription.Build.maven(module));
        }
        if (!server.has("build")) {
            return Optional.empty();
        }
        List<String> command = server.strings("build");
        if (command.isEmpty()) {
            throw server.error(server.node("build"), "server.build", "required a program and its arguments such as "
                    + "[./mvnw, -B, -q, package, -DskipTests], actual: an empty list");
        }
        if (command.getFirst().isBlank()) {
            throw server.error(server.node("build"), "server.build", "required a program as the first word, actual: '"
                    + command.getFirst() + "'");
        }
        // {image} is the tag a checkout's image must get; no other build has a value to fill in.
        List<String> known = kind.equals("image") ? List.of(SystemDescription.Build.IMAGE) : List.of();
        for (String word : command) {
            List<String> unknown = Placeholders.unknown(word, known);
            if (!unknown.isEmpty()) {
                throw server.error(server.node("build"), "server.build", "unknown placeholder " + unknown.getFirst()
                        + " in '" + word + "'; known: " + (known.isEmpty() ? "none (" + SystemDescription.Build.IMAGE
                        + " is for a build beside server.image)" : String.join(", ", known)));
            }
        }
        return Optional.of(new SystemDescription.Build(command));
    }

    private static SystemDescription.Start start(YamlMap start, Path dir) {
        start.only("args", "env", "jvmOptions", "files");
        List<String> args = start.strings("args");
        checkPlaceholders(start, "args", args);
        Map<String, String> env = start.stringMap("env");
        checkPlaceholders(start, "env", List.copyOf(env.values()));
        YamlMap files = start.optionalMap("files");
        Map<String, Path> copies = new LinkedHashMap<>();
        for (String target : files.keys()) {
            if (target.startsWith("/") || List.of(target.split("/")).contains("..")) {
                throw files.error(files.keyNode(target), files.field(target), "required a path inside the scratch "
                        + "directory (relative, no '..'), actual: '" + target + "'");
            }
            copies.put(target, existing(files, target, dir));
        }
        return new SystemDescription.Start(args, env, start.strings("jvmOptions"), copies);
    }

    private static SystemDescription.Ready ready(YamlMap ready) {
        ready.only("http", "log", "timeout");
        Optional<String> http = ready.optionalString("http");
        Optional<String> log = ready.optionalString("log");
        if (http.isPresent() == log.isPresent()) {
            throw ready.error(ready.node(), "ready", "required exactly one of http (a path that answers 200 when the "
                    + "server is up) and log (text of a line the server prints when it is up), actual: "
                    + (http.isPresent() ? "both" : "neither"));
        }
        if (http.isPresent() && !http.get().startsWith("/")) {
            throw ready.error(ready.node("http"), "ready.http", "required a path starting with '/', actual: '" + http.get() + "'");
        }
        Duration timeout = ready.optionalString("timeout").map(t -> duration(ready, "timeout", t)).orElse(DEFAULT_READY_TIMEOUT);
        return new SystemDescription.Ready(http, log, timeout);
    }

    private static SystemDescription.Resources resources(YamlMap resources) {
        resources.only("cpus", "memory");
        String cpus = resources.optionalString("cpus").orElse("").trim();
        if (!cpus.matches("[0-9]+([-,][0-9]+)*|")) {
            throw resources.error(resources.node("cpus"), "resources.cpus", "required a CPU list such as 1, 2-3 or 0,2 "
                    + "(taskset and cpuset syntax), actual: '" + cpus + "'");
        }
        long memory = 0;
        if (resources.has("memory")) {
            String text = resources.string("memory");
            try {
                memory = parseBytes(text);
            } catch (IllegalArgumentException e) {
                throw resources.error(resources.node("memory"), "resources.memory", "required a size such as 512m or 1g "
                        + "(0: no limit), actual: '" + text + "'");
            }
        }
        return new SystemDescription.Resources(cpus, memory);
    }

    private static List<Variant> variants(YamlMap top) {
        YamlMap variants = top.optionalMap("variants");
        if (variants.keys().isEmpty()) {
            throw top.error(top.keyNode("variants"), "variants", "required at least one variant (name: {args: [...]})");
        }
        List<Variant> out = new ArrayList<>();
        for (String name : variants.keys()) {
            checkName(variants, name, "variant");
            YamlMap v = variants.optionalMap(name).only("args", "env", "backends");
            List<String> args = v.strings("args");
            checkPlaceholders(v, "args", args);
            Map<String, String> env = v.stringMap("env");
            checkPlaceholders(v, "env", List.copyOf(env.values()));
            out.add(new Variant(name, args, env, backends(v)));
        }
        return out;
    }

    /** A variant's {@code backends}: 1 (the server alone) unless it asks for several behind a load balancer. */
    public static int backends(YamlMap variant) {
        int n = variant.integer("backends", 1, 1);
        if (n > Variant.MAX_BACKENDS) {
            throw variant.error(variant.node("backends"), variant.field("backends"), "required a whole number from 1 to "
                    + Variant.MAX_BACKENDS + " (each backend is a whole server on the same CPUs), actual: " + n);
        }
        return n;
    }

    private static void scenarios(YamlMap top, Path dir, List<SystemDescription.Scenario> out, List<String> gate) {
        YamlMap scenarios = top.optionalMap("scenarios");
        if (scenarios.keys().isEmpty()) {
            throw top.error(top.keyNode("scenarios"), "scenarios", "required at least one scenario (name: {file: x.hf.yaml})");
        }
        for (String name : scenarios.keys()) {
            checkName(scenarios, name, "scenario");
            YamlMap s = scenarios.map(name).only("file", "requestsPerUser", "rate", "gate");
            Path file = existing(s, "file", dir);
            out.add(new SystemDescription.Scenario(name, file, s.integer("requestsPerUser", DEFAULT_REQUESTS_PER_USER, 1),
                    s.positive("rate", DEFAULT_RATE)));
            String inGate = s.optionalString("gate").orElse("true");
            if (!inGate.equals("true") && !inGate.equals("false")) {
                throw s.error(s.node("gate"), s.field("gate"), "required true or false, actual: '" + inGate + "'");
            }
            if (inGate.equals("true")) {
                gate.add(name);
            }
        }
        if (gate.isEmpty()) {
            throw top.error(top.keyNode("scenarios"), "scenarios", "required at least one scenario in the gate (gate: true, "
                    + "the default), actual: none");
        }
    }

    /** Without {@code {port}} the server would not bind the port the harness probes and loads. */
    private static void requirePort(YamlMap top, SystemDescription.Start start, List<Variant> variants) {
        List<String> everywhere = new ArrayList<>(start.args());
        everywhere.addAll(start.env().values());
        for (Variant v : variants) {
            everywhere.addAll(v.args());
            everywhere.addAll(v.env().values());
        }
        if (everywhere.stream().noneMatch(s -> s.contains(Placeholders.PORT))) {
            throw top.error(top.node("start"), "start.args", "required " + Placeholders.PORT + " in an argument or an "
                    + "environment value (the harness picks a free port and loads the server there), actual: none");
        }
    }

    private static void checkName(YamlMap map, String name, String what) {
        if (!SystemDescription.NAME.matcher(name).matches()) {
            throw map.error(map.keyNode(name), map.field(name), "required a " + what + " name of lower-case letters, "
                    + "digits, '.', '_' or '-' (it becomes a file name), actual: '" + name + "'");
        }
    }

    private static void checkPlaceholders(YamlMap map, String key, List<String> values) {
        for (String value : values) {
            List<String> unknown = Placeholders.unknown(value);
            if (!unknown.isEmpty()) {
                throw map.error(map.node(key), map.field(key), "unknown placeholder " + unknown.getFirst() + " in '" + value
                        + "'; known: " + String.join(", ", Placeholders.KNOWN));
            }
        }
    }

    private static Path existing(YamlMap map, String key, Path dir) {
        Path path = dir.resolve(map.string(key)).normalize();
        if (!Files.exists(path)) {
            throw map.error(map.node(key), map.field(key), "required an existing file (relative to " + dir + "), actual: "
                    + path + " does not exist");
        }
        return path;
    }

    private static Duration duration(YamlMap map, String key, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        try {
            Duration d;
            if (t.endsWith("ms")) {
                d = Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2).trim()));
            } else if (t.endsWith("s")) {
                d = Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1).trim()) * 1000));
            } else if (t.endsWith("m")) {
                d = Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1).trim()) * 60_000));
            } else {
                throw new NumberFormatException();
            }
            if (d.isNegative() || d.isZero()) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw map.error(map.node(key), map.field(key), "required a duration > 0 such as 60s, 1500ms or 2m, actual: '"
                    + text + "'");
        }
    }

    /** {@code 512m}, {@code 1g}, {@code 1073741824}; {@code 0} means no limit. */
    public static long parseBytes(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        long unit = switch (t.isEmpty() ? ' ' : t.charAt(t.length() - 1)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1;
        };
        String digits = unit == 1 ? t : t.substring(0, t.length() - 1);
        try {
            long n = Long.parseLong(digits);
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n * unit;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("required a size such as 512m or 1g, actual: '" + text + "'");
        }
    }
}
