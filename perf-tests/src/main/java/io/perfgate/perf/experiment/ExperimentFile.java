package io.perfgate.perf.experiment;

import io.perfgate.perf.load.LoadException;
import io.perfgate.perf.load.ScenarioFiles;
import io.perfgate.perf.sut.SystemException;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;
import io.perfgate.perf.sut.YamlMap;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads and checks an experiment file ({@code experiments/<name>.yaml}; experiments/README.md shows the format). Every
 * field is checked before any server boots, and a failure names the file, line, column and field:
 *
 * <pre>
 * title: Clients 1 to 100 over three server IO architectures
 * seed: "..."                        # which study it reproduces, and what that study did
 * system: ../perfgate.yaml            # optional; relative to this file; default: the run's perf.system
 * variants: [platform-own]            # the system's own, or declared here (added to its start.args):
 * variants:
 *   blocking: {args: [--io=blocking, --threads=platform, --json=own]}
 * scenarios: [request-2]
 * load: {model: closed, warmup: 3s, trial: 3s, trials: 3}    # perf.* settings every point shares
 * axis: {users: [1, 10, 50, 100]}     # or rate, thinkTime (ms), payload (bytes); absent for one load shape (a ramp)
 * scaled: ["the seed's 1000 clients: at most 100 here (2 cores)"]
 * setup: {scenario: cache-prefill, users: 10000}   # optional: once after each boot, before the first point
 * </pre>
 */
public final class ExperimentFile {
    /**
     * The load settings an experiment may set: the per-scenario {@code perf.*} settings of SuiteSettings, the longest
     * warm-up of a point ({@code warmup.max}; equal to {@code warmup}: a fixed warm-up) and the variant warm-up.
     */
    static final Set<String> LOAD_KEYS = Set.of("model", "users", "rate", "connections", "maxSessions", "threads", "warmup",
            "warmupUsers", "trial", "trials", "thinkTime", "rampStep", "payload", "warmup.max", "variantWarmup");

    private ExperimentFile() {
    }

    /**
     * @param file          the experiment file
     * @param defaultSystem the description file to use when the experiment names none
     * @throws ExperimentException the file is missing or broken, or names what its system does not have
     */
    public static Experiment read(Path file, Path defaultSystem) {
        Path absolute = file.toAbsolutePath().normalize();
        String name = absolute.getFileName().toString().replaceFirst("\\.ya?ml$", "");
        try {
            Node root = YamlMap.compose(absolute, "no such experiment file (experiments/ holds them; -Dexperiment=<name> "
                    + "or a path)", "a mapping with title, seed, variants, scenarios, load and axis");
            YamlMap top = YamlMap.of(absolute, "", root).only("title", "seed", "system", "variants", "scenarios", "load",
                    "axis", "scaled", "setup");
            Path system = top.optionalString("system").map(s -> absolute.getParent().resolve(s).normalize())
                    .orElse(defaultSystem.toAbsolutePath().normalize());
            if (!Files.isRegularFile(system)) {
                throw top.error(top.node("system"), "system", "required an existing description file, actual: " + system);
            }
            List<Variant> variants = variants(top);
            List<String> scenarios = top.strings("scenarios");
            if (scenarios.isEmpty()) {
                throw top.error(top.node("scenarios"), "scenarios", "required at least one scenario of the system");
            }
            Map<String, String> load = load(top);
            Optional<Axis> axis = axis(top);
            if (axis.isEmpty() && !"ramp".equals(load.get("model"))) {
                throw top.error(null, "axis", "required (users, rate, thinkTime or payload and its values) unless load.model is ramp");
            }
            Optional<Experiment.Setup> setup = Optional.empty();
            if (top.has("setup")) {
                YamlMap s = top.map("setup").only("scenario", "users");
                setup = Optional.of(new Experiment.Setup(s.string("scenario"), s.integer("users", 1, 1)));
            }
            return new Experiment(name, absolute, top.string("title"), top.string("seed"), system, variants, scenarios, load,
                    axis, top.strings("scaled"), setup);
        } catch (SystemException e) {
            throw new ExperimentException(e.getMessage(), e);
        }
    }

    /**
     * The experiment's variants as its system knows them: a name of the system's own, or one the experiment declares.
     *
     * @throws ExperimentException a name the system does not declare
     */
    public static List<Variant> resolve(Experiment experiment, SystemDescription system) {
        List<Variant> out = new ArrayList<>();
        for (Variant v : experiment.variants()) {
            if (v.args().isEmpty() && v.env().isEmpty()) {
                out.add(system.variant(v.name()).orElseThrow(() -> new ExperimentException(experiment.file() + ": variants: '"
                        + v.name() + "' is not a variant of " + system.file() + " (" + String.join(", ",
                        system.variants().stream().map(Variant::name).toList()) + "); declare it here with its args instead")));
            } else {
                out.add(v);
            }
        }
        List<String> named = new ArrayList<>(experiment.scenarios());
        experiment.setup().ifPresent(setup -> named.add(setup.scenario()));
        for (String scenario : named) {
            if (system.scenario(scenario).isEmpty()) {
                throw new ExperimentException(experiment.file() + ": scenarios: '" + scenario + "' is not a scenario of "
                        + system.file() + " (" + String.join(", ", system.scenarios().stream()
                        .map(SystemDescription.Scenario::name).toList()) + ")");
            }
        }
        if (experiment.axis().map(Axis::kind).orElse(null) == Axis.Kind.PAYLOAD) {
            for (String scenario : experiment.scenarios()) {
                requirePayload(experiment, system.scenario(scenario).orElseThrow());
            }
        }
        return out;
    }

    /**
     * A payload axis changes nothing but the scenario file's {@code PAYLOAD}: over a file without it every point would
     * send the same requests, and the plots would show a flat line labelled with sizes that were never sent.
     */
    private static void requirePayload(Experiment experiment, SystemDescription.Scenario scenario) {
        Set<String> used;
        try {
            used = ScenarioFiles.parametersUsed(scenario.file());
        } catch (LoadException e) {
            throw new ExperimentException(experiment.file() + ": scenarios: '" + scenario.name() + "': " + e.getMessage(), e);
        }
        if (!used.contains("PAYLOAD")) {
            throw new ExperimentException(experiment.file() + ": axis payload: scenario '" + scenario.name() + "' ("
                    + scenario.file() + ") does not use !param PAYLOAD, so its requests would not change with the axis;"
                    + " sweep a scenario whose file sends PAYLOAD (cache-echo), actual parameters: "
                    + (used.isEmpty() ? "none" : String.join(", ", used)));
        }
    }

    /** A list of the system's variant names, or a mapping of declared variants (name: {args, env}). */
    private static List<Variant> variants(YamlMap top) {
        Node node = top.required("variants");
        List<Variant> out = new ArrayList<>();
        if (node instanceof SequenceNode) {
            for (String name : top.strings("variants")) {
                out.add(new Variant(checked(top, name), List.of(), Map.of()));
            }
        } else {
            YamlMap declared = top.map("variants");
            for (String name : declared.keys()) {
                YamlMap v = declared.optionalMap(name).only("args", "env", "backends");
                if (v.strings("args").isEmpty() && v.stringMap("env").isEmpty()) {
                    throw declared.error(declared.node(name), declared.field(name), "required args or env: a declared variant "
                            + "must say how it starts (list the system's own variants by name instead)");
                }
                out.add(new Variant(checked(declared, name), v.strings("args"), v.stringMap("env"), SystemFile.backends(v)));
            }
        }
        if (out.isEmpty()) {
            throw top.error(node, "variants", "required at least one variant");
        }
        return out;
    }

    private static String checked(YamlMap map, String name) {
        if (!SystemDescription.NAME.matcher(name).matches()) {
            throw map.error(map.node("variants"), "variants", "required a variant name of lower-case letters, digits, '.', "
                    + "'_' or '-', actual: '" + name + "'");
        }
        return name;
    }

    private static Map<String, String> load(YamlMap top) {
        YamlMap load = top.optionalMap("load").only(LOAD_KEYS.stream().sorted().toArray(String[]::new));
        Map<String, String> out = new LinkedHashMap<>();
        for (String key : load.keys()) {
            out.put(key, load.string(key));
        }
        return out;
    }

    private static Optional<Axis> axis(YamlMap top) {
        if (!top.has("axis")) {
            return Optional.empty();
        }
        YamlMap axis = top.map("axis").only("users", "rate", "thinkTime", "payload");
        if (axis.keys().size() != 1) {
            throw top.error(top.node("axis"), "axis", "required exactly one of users, rate, thinkTime, payload, actual: " + axis.keys());
        }
        String kind = axis.keys().getFirst();
        Node values = axis.node(kind);
        if (!(values instanceof SequenceNode sequence) || sequence.getValue().isEmpty()) {
            throw axis.error(values, axis.field(kind), "required a list of numbers ([1, 10, 100])");
        }
        List<Double> numbers = new ArrayList<>();
        for (int i = 0; i < sequence.getValue().size(); i++) {
            Node value = sequence.getValue().get(i);
            try {
                numbers.add(Double.parseDouble(((ScalarNode) value).getValue()));
            } catch (ClassCastException | NumberFormatException e) {
                throw axis.error(value, axis.field(kind) + "[" + i + "]", "required a number");
            }
        }
        try {
            return Optional.of(new Axis(Axis.Kind.byId(kind), numbers));
        } catch (IllegalArgumentException e) {
            throw axis.error(values, axis.field(kind), e.getMessage());
        }
    }
}
