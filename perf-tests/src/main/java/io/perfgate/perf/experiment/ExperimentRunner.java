package io.perfgate.perf.experiment;

import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.property.PerfProperties;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.run.PerfSuite;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;
import io.perfgate.perf.workspace.Workspace;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Runs an experiment through the perf suite's own path: each axis value becomes a point, a scenario of its own
 * ({@code request-2.users-50}) with that one setting changed, and {@link PerfSuite} boots each variant once, warms it
 * up and measures its points in the axis' order, exactly as it measures the gate's scenarios. Nothing is compared: the
 * points are collected into an {@link ExperimentResult}.
 *
 * <p>Settings, most specific first: a system property given on the command line ({@code -Dperf.trials=1} for a quick
 * look), the experiment's {@code load}, the suite's defaults.
 */
public final class ExperimentRunner {
    private ExperimentRunner() {
    }

    /** A point's scenario and axis value, by the point's own scenario name. */
    record Coordinates(String scenario, double x) {
    }

    /** The name of an experiment's setup among the points: it runs first on each boot and is not a point. */
    static String setupName(Experiment.Setup setup) {
        return "setup." + setup.scenario();
    }

    /**
     * @param property   system properties (a name to value lookup; null when unset)
     * @param resultsDir where each point's result file goes
     * @throws ExperimentException the experiment does not fit its system or its settings cannot be used
     */
    public static ExperimentResult run(Experiment experiment, Function<String, String> property, Path resultsDir,
                                       PrintStream out) {
        SystemDescription declared = SystemFile.read(experiment.system());
        List<Variant> variants = ExperimentFile.resolve(experiment, declared);
        SystemDescription system = declared.withVariants(variants);
        Map<String, String> fixed = new LinkedHashMap<>();
        fixed.put("perf.variants", String.join(",", variants.stream().map(Variant::name).toList()));
        fixed.put("perf.scenarios", String.join(",", experiment.scenarios()));
        fixed.put("perf.results.dir", resultsDir.toString());
        Function<String, String> settingsOf = new PerfProperties(property)
                .orElse(name -> name.startsWith("perf.") ? experiment.load().get(name.substring("perf.".length())) : null)
                .with(fixed).lookup();
        Workspace workspace = Workspace.resolve(settingsOf, system.file());
        SuiteSettings base;
        try {
            base = SuiteSettings.from(settingsOf, 1, system, false, workspace);
        } catch (IllegalArgumentException e) {
            throw new ExperimentException(experiment.file() + ": " + e.getMessage(), e);
        }
        Map<String, Coordinates> coordinates = new LinkedHashMap<>();
        List<ScenarioSettings> points = points(experiment, system, settingsOf, base, coordinates);
        SuiteSettings settings = new SuiteSettings(base.profile(), base.variants(), points, base.variantWarmUp(),
                base.warmUpRule(), base.scenarioWarmUpRule(), base.rules(), base.workspace(), base.commit(), 1);

        out.println("[perf] experiment " + experiment.name() + ": " + experiment.title());
        out.println("[perf]   reproduces " + experiment.seed());
        experiment.scaled().forEach(line -> out.println("[perf]   scaled for this machine: " + line));
        experiment.axis().ifPresent(axis -> out.println("[perf]   axis " + axis.label() + ": "
                + String.join(", ", axis.values().stream().map(Axis::format).toList()) + " (in this order, one boot per variant)"));

        Instant started = Instant.now();
        long start = System.nanoTime();
        List<ExperimentResult.Point> measured = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        try (PerfSuite suite = PerfSuite.open(settings, LaunchSettings.from(settingsOf, system, workspace.work()),
                Optional.empty())) {
            for (PerfSuite.Pair pair : suite.pairs()) {
                Coordinates at = coordinates.get(pair.scenario().scenario());
                try {
                    Measured result = suite.run(pair);
                    if (at == null) {
                        setUp(pair, result, failures, out);
                        continue;
                    }
                    measured.add(new ExperimentResult.Point(new PairId(pair.variant().name(), at.scenario()), at.x(), result.candidate()));
                } catch (RuntimeException e) {
                    // One point's failure (a server that died at 1,000 users) must not lose the others: it is named instead.
                    String failure = pair.displayName() + ": " + e.getMessage();
                    failures.add(failure);
                    out.println("[perf] FAILED " + failure);
                }
            }
            return new ExperimentResult(experiment, suite.machine(), suite.launcherKind(), settings.commit(), started,
                    Duration.ofNanos(System.nanoTime() - start), measured, failures);
        }
    }

    /**
     * Says what the setup did. It is not measured, so the trial rules (blocked time, CPU taken) do not apply; a setup
     * with errors or fewer answers than its users times the scenario's requests per user is a failure: the points after
     * it lack the data they assume.
     */
    private static void setUp(PerfSuite.Pair pair, Measured result, List<String> failures, PrintStream out) {
        TrialResult done = result.candidate().trials().getFirst();
        long expected = (long) pair.scenario().users() * pair.scenario().requestsPerUser();
        String what = String.format(Locale.ROOT, "%s: %s: %,d of %,d responses in %.1f s, %,d errors", pair.variant().name(),
                pair.scenario().scenario(), done.responses(), expected, done.throughputPerSecond() > 0
                        ? done.responses() / done.throughputPerSecond() : 0.0, done.errors().total());
        if (done.errors().total() > 0 || done.responses() < expected) {
            failures.add(what + ": the points after it measured a server without the data they assume");
            out.println("[perf] FAILED " + what);
        } else {
            out.println("[perf] " + what);
        }
    }

    /** The setup if any (first on each boot), then each scenario's points in the axis' order, or the scenario itself for a ramp. */
    static List<ScenarioSettings> points(Experiment experiment, SystemDescription system, Function<String, String> settingsOf,
                                         SuiteSettings base, Map<String, Coordinates> coordinates) {
        List<ScenarioSettings> points = new ArrayList<>();
        boolean quick = base.profile().equals("quick");
        if (experiment.setup().isPresent()) {
            Experiment.Setup setup = experiment.setup().get();
            // Once, as fast as 16 connections allow; no warm-up, no think time: it is not measured.
            Function<String, String> setupSettings = overriding(settingsOf, setup.scenario(), Map.of("model", "once",
                    "users", Integer.toString(setup.users()), "connections", "16", "warmup", "0ms", "trials", "1",
                    "trial", "1s", "thinkTime", "0ms"));
            try {
                points.add(SuiteSettings.scenario(setupSettings, system.scenario(setup.scenario()).orElseThrow(), quick)
                        .named(setupName(setup)));
            } catch (IllegalArgumentException e) {
                throw new ExperimentException(experiment.file() + ": setup: " + e.getMessage(), e);
            }
        }
        for (ScenarioSettings scenario : base.scenarios()) {
            String name = scenario.scenario();
            if (experiment.axis().isEmpty()) {
                if (scenario.model() != LoadModel.RAMP) {
                    throw new ExperimentException(experiment.file() + ": an experiment without an axis is a ramp (load.model:"
                            + " ramp), actual: model " + scenario.model().id());
                }
                points.add(scenario);
                coordinates.put(name, new Coordinates(name, scenario.users()));
                continue;
            }
            Axis axis = experiment.axis().get();
            requireModel(experiment, axis, scenario.model());
            SystemDescription.Scenario declared = system.scenario(name).orElseThrow();
            for (double value : axis.values()) {
                String text = axis.kind() == Axis.Kind.THINK_TIME ? Axis.format(value) + "ms" : Axis.format(value);
                Function<String, String> atValue = overriding(settingsOf, name, Map.of(axis.kind().id(), text));
                String pointName = name + "." + axis.kind().id().toLowerCase(Locale.ROOT) + "-" + Axis.format(value);
                try {
                    points.add(SuiteSettings.scenario(atValue, declared, quick).named(pointName));
                } catch (IllegalArgumentException e) {
                    throw new ExperimentException(experiment.file() + ": " + pointName + ": " + e.getMessage(), e);
                }
                coordinates.put(pointName, new Coordinates(name, value));
            }
        }
        return points;
    }

    /**
     * {@code settingsOf} with {@code values} (keys without {@code perf.}) set for {@code scenario}, above anything the
     * command line or the experiment gives: as {@link SuiteSettings#scenarioKey}, which SuiteSettings reads first.
     */
    static Function<String, String> overriding(Function<String, String> settingsOf, String scenario, Map<String, String> values) {
        Map<String, String> forScenario = new LinkedHashMap<>();
        values.forEach((key, value) -> forScenario.put(SuiteSettings.scenarioKey(scenario, key), value));
        return new PerfProperties(settingsOf).with(forScenario).lookup();
    }

    /** Rate is the open model's load, users and think time the closed model's; a payload fits either. */
    private static void requireModel(Experiment experiment, Axis axis, LoadModel model) {
        List<LoadModel> allowed = switch (axis.kind()) {
            case RATE -> List.of(LoadModel.OPEN);
            case USERS, THINK_TIME -> List.of(LoadModel.CLOSED);
            case PAYLOAD -> List.of(LoadModel.CLOSED, LoadModel.OPEN);
        };
        if (!allowed.contains(model)) {
            throw new ExperimentException(experiment.file() + ": axis " + axis.kind().id() + " needs load.model "
                    + String.join(" or ", allowed.stream().map(LoadModel::id).toList()) + ", actual: " + model.id());
        }
    }
}
