package io.perfgate.perf.config;

import io.perfgate.perf.host.MachineProbe;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.property.Defaults;
import io.perfgate.perf.property.PerfProperties;
import io.perfgate.perf.protocol.ValidityRules;
import io.perfgate.perf.protocol.WarmUpRule;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;
import io.perfgate.perf.workspace.Workspace;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a perf run does: which variants and scenarios of the system under test ({@link SystemDescription}), with which
 * load settings. Read from system properties, most specific first:
 *
 * <pre>
 *   -Dperf.variants=platform-own,virtual-gson     (default: every variant of the description)
 *   -Dperf.scenarios=request-2                    (default: the description's scenarios in the gate)
 *   -Dperf.profile=quick                          (default: default)
 *   -Dperf.variantWarmup=10s                      once per variant, the description's warmUp scenario (0: none)
 *   -Dperf.warmup.max=30s                         every warm-up goes on until steady, at most this long (else
 *                                                 the description's warmUp.max and warmUp.scenarioMax, else the
 *                                                 defaults); given, the quick profile's warm-ups too (else fixed)
 *   -Dperf.warmup.window=2s -Dperf.warmup.tolerance=5   (percent): see {@link WarmUpRule}
 *   -Dperf.scenario.request-2.rate=2000           one scenario; also users, connections, maxSessions,
 *   -Dperf.rate=800                               all scenarios     threads, model, warmup, warmupUsers,
 *                                                                   trial, trials, thinkTime, rampStep,
 *                                                                   payload (bytes of a scenario's PAYLOAD)
 *   -Dperf.model=ramp -Dperf.users=100 -Dperf.rampStep=1s   closed users added one per step (experiments)
 *   -Dperf.commit=SHA                             the commit measured (else GITHUB_SHA, else the HEAD of
 *                                                 the repository holding the description)
 * </pre>
 * Values read as {@link PerfProperties} reads them (durations: {@code 5s}, {@code 1500ms} or a plain number of
 * seconds). How many times the whole plan runs ({@code boots}, {@code -Dperf.baseline.boots}) depends on the update
 * mode, so {@link PerfConfig} reads it.
 *
 * @param workspace where the run's files are: its results ({@code -Dperf.results.dir}), the reference's builds, the
 *                  repository whose HEAD is the default commit
 * @param boots     how many times the suite runs the whole plan, round after round, each variant booted anew in each
 *                  round: 1, or more when writing baselines ({@code -Dperf.baseline.boots})
 */
public record SuiteSettings(String profile, List<Variant> variants, List<ScenarioSettings> scenarios,
                            Optional<ScenarioSettings> variantWarmUp, WarmUpRule warmUpRule, WarmUpRule scenarioWarmUpRule,
                            ValidityRules rules, Workspace workspace, String commit, int boots) {
    public SuiteSettings {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(warmUpRule, "warmUpRule");
        Objects.requireNonNull(scenarioWarmUpRule, "scenarioWarmUpRule");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(commit, "commit");
        Objects.requireNonNull(variantWarmUp, "variantWarmUp");
        variants = List.copyOf(variants);
        scenarios = List.copyOf(scenarios);
        if (boots < 1) {
            throw new IllegalArgumentException("perf.baseline.boots must be >= 1, actual: " + boots);
        }
        if (variants.isEmpty() || scenarios.isEmpty()) {
            throw new IllegalArgumentException("a perf run needs at least one variant and one scenario, actual: "
                    + variants + " x " + scenarios.stream().map(ScenarioSettings::scenario).toList());
        }
    }

    /**
     * Reads the settings through {@code property} (a name to value lookup; null when unset), for one boot, of the
     * system that {@code perf.system} names (for tests: {@link PerfConfig} reads the description once for a run).
     */
    public static SuiteSettings from(Function<String, String> property) {
        return from(property, 1, SystemFile.read(PerfConfig.systemFile(property)));
    }

    /** A plain run's settings (no reference build): {@link #from(Function, int, SystemDescription, boolean)}. */
    public static SuiteSettings from(Function<String, String> property, int boots, SystemDescription system) {
        return from(property, boots, system, false);
    }

    /**
     * {@link #from(Function, int, SystemDescription, boolean, Workspace)} in the workspace that {@code property} gives
     * {@code system}, for a caller that has none of its own (a tool, a test).
     */
    public static SuiteSettings from(Function<String, String> property, int boots, SystemDescription system, boolean ab) {
        return from(property, boots, system, ab, Workspace.resolve(property, system.file()));
    }

    /**
     * Reads the settings through {@code property} (a name to value lookup; null when unset).
     *
     * @param boots     how many times the plan runs, as {@link PerfConfig} read it
     * @param system    the system under test: its variants, scenarios and their numbers
     * @param ab        an A/B run (a reference build beside the candidate): {@link Defaults#TRIALS} pairs by default,
     *                  else {@link Defaults#PLAIN_TRIALS} trials
     * @param workspace where the run's files are, as resolved once for the run
     * @throws IllegalArgumentException a property has a value that cannot be used, or names a variant or scenario the
     *                                  description does not declare; the message names both
     */
    public static SuiteSettings from(Function<String, String> property, int boots, SystemDescription system, boolean ab,
                                     Workspace workspace) {
        PerfProperties properties = new PerfProperties(property);
        String profile = Defaults.profile(properties);
        List<Variant> variants = properties.list("perf.variants").stream().map(name -> system.variant(name).orElseThrow(
                () -> new IllegalArgumentException("perf.variants: required variants of " + system.file() + " ("
                        + String.join(", ", system.variants().stream().map(Variant::name).toList()) + "), actual: '" + name + "'")))
                .toList();
        if (variants.isEmpty()) {
            variants = system.variants();
        }
        List<String> names = properties.list("perf.scenarios");
        if (names.isEmpty()) {
            names = system.gateScenarios();
        }
        boolean quick = profile.equals("quick");
        int trials = quick ? (ab ? Defaults.QUICK_AB_TRIALS : Defaults.QUICK_TRIALS) : ab ? Defaults.TRIALS : Defaults.PLAIN_TRIALS;
        List<ScenarioSettings> scenarios = names.stream()
                .map(name -> scenario(properties, scenarioOf(system, name), quick, trials)).toList();
        ValidityRules rules = new ValidityRules(
                properties.decimal("perf.minRateFraction", ValidityRules.DEFAULT.minRateFraction(), 0, 1),
                properties.decimal("perf.maxBlockedFraction", ValidityRules.DEFAULT.maxBlockedFraction(), 0,
                        Double.POSITIVE_INFINITY),
                properties.decimal("perf.maxStolenFraction", ValidityRules.DEFAULT.maxStolenFraction(), 0, 1));
        Duration variantWarmUp = properties.duration("perf.variantWarmup",
                quick ? Defaults.QUICK_VARIANT_WARM_UP : Defaults.VARIANT_WARM_UP);
        Optional<ScenarioSettings> variantWarmUpSettings = variantWarmUp.isZero() ? Optional.empty()
                : system.warmUpScenario().map(name -> withWarmUp(scenario(properties, scenarioOf(system, name), quick, trials),
                variantWarmUp));
        Optional<Duration> maxGiven = properties.duration("perf.warmup.max");
        Duration window = properties.duration("perf.warmup.window", Defaults.WARM_UP_WINDOW);
        double tolerance = properties.decimal("perf.warmup.tolerance", Defaults.WARM_UP_TOLERANCE_PERCENT, 0, 100);
        // Caps: perf.warmup.max for every warm-up when given, else the description's, else the defaults. Every warm-up,
        // a measured scenario's own included, goes on until the server's JIT is idle: the variant warm-up runs the
        // warm-up scenario's paths only, and a large framework compiles a new path for minutes.
        Duration variantMax = maxGiven.orElseGet(() -> system.warmUp().max().orElse(Defaults.WARM_UP_MAX));
        Duration scenarioMax = maxGiven.orElseGet(() -> system.warmUp().scenarioMax().orElse(Defaults.SCENARIO_WARM_UP_MAX));
        // The quick profile warms up for fixed times unless perf.warmup.max is given: a setting named is never ignored.
        boolean fixed = quick && maxGiven.isEmpty();
        WarmUpRule warmUpRule = fixed ? WarmUpRule.fixed() : new WarmUpRule(window, tolerance, variantMax);
        WarmUpRule scenarioWarmUpRule = fixed ? WarmUpRule.fixed() : new WarmUpRule(window, tolerance, scenarioMax);
        String commit = MachineProbe.commit(properties.text("perf.commit"),
                () -> workspace.repository().head());
        return new SuiteSettings(profile, variants, scenarios, variantWarmUpSettings, warmUpRule, scenarioWarmUpRule, rules,
                workspace, commit, boots);
    }

    /** Where the per-pair result files and the run's plan go ({@code -Dperf.results.dir}). */
    public Path resultsDir() {
        return workspace.results();
    }

    private static ScenarioSettings withWarmUp(ScenarioSettings s, Duration warmUp) {
        return new ScenarioSettings(s.scenario(), s.requestsPerUser(), s.model(), s.ratePerSecond(), s.users(), s.connections(),
                s.maxSessions(), s.generatorThreads(), warmUp, s.warmUpUsers(), s.trialDuration(), s.trials(), s.file(),
                s.thinkTime(), s.rampStep(), s.payloadBytes());
    }

    private static SystemDescription.Scenario scenarioOf(SystemDescription system, String name) {
        return system.scenario(name).orElseThrow(() -> new IllegalArgumentException("perf.scenarios: required scenarios of "
                + system.file() + " (" + String.join(", ", system.scenarios().stream().map(SystemDescription.Scenario::name).toList())
                + "), actual: '" + name + "'"));
    }

    /**
     * One scenario's settings in a plain run as {@code property} and the declared numbers give them; {@code quick}: the
     * quick profile's defaults.
     */
    public static ScenarioSettings scenario(Function<String, String> property, SystemDescription.Scenario declared, boolean quick) {
        return scenario(new PerfProperties(property), declared, quick, quick ? Defaults.QUICK_TRIALS : Defaults.PLAIN_TRIALS);
    }

    /** {@code perf.scenario.<scenario>.<setting>}: one scenario's setting, read before {@code perf.<setting>}. */
    public static String scenarioKey(String scenario, String setting) {
        return "perf.scenario." + scenario + "." + setting;
    }

    private static ScenarioSettings scenario(PerfProperties properties, SystemDescription.Scenario declared, boolean quick,
                                             int defaultTrials) {
        // Each setting is read from the key that holds it, the scenario's own first, so an error names the key given.
        Function<String, String> key = setting -> properties.isSet(scenarioKey(declared.name(), setting))
                ? scenarioKey(declared.name(), setting) : "perf." + setting;
        int requestsPerUser = declared.requestsPerUser();
        double rate = properties.decimal(key.apply("rate"),
                quick ? declared.rate() * Defaults.QUICK_RATE_FACTOR : declared.rate(), 0, Double.POSITIVE_INFINITY);
        LoadModel model = properties.choice(key.apply("model"), LoadModel.byId(Defaults.MODEL), List.of(LoadModel.values()),
                LoadModel::id);
        int users = properties.integer(key.apply("users"), Defaults.USERS, 1);
        int connections = properties.integer(key.apply("connections"),
                model == LoadModel.OPEN ? Defaults.OPEN_CONNECTIONS : users, 1);
        int defaultMaxSessions = Math.max(Defaults.MIN_MAX_SESSIONS,
                (int) Math.ceil(rate / requestsPerUser * Defaults.MAX_SESSIONS_SECONDS));
        int maxSessions = properties.integer(key.apply("maxSessions"), defaultMaxSessions, 1);
        int threads = properties.integer(key.apply("threads"), Defaults.GENERATOR_THREADS, 1);
        Duration warmUp = properties.duration(key.apply("warmup"), quick ? Defaults.QUICK_WARM_UP : Defaults.WARM_UP);
        int warmUpUsers = properties.integer(key.apply("warmupUsers"), Defaults.WARM_UP_USERS, 0);
        Duration trial = properties.duration(key.apply("trial"), quick ? Defaults.QUICK_TRIAL : Defaults.TRIAL);
        int trials = properties.integer(key.apply("trials"), defaultTrials, 1);
        Duration thinkTime = properties.duration(key.apply("thinkTime"), Duration.ZERO);
        Duration rampStep = properties.duration(key.apply("rampStep"), Defaults.RAMP_STEP);
        int payload = properties.integer(key.apply("payload"), ScenarioSettings.DEFAULT_PAYLOAD_BYTES, 1);
        return new ScenarioSettings(declared.name(), requestsPerUser, model, rate, users, connections, maxSessions, threads,
                warmUp, warmUpUsers, trial, trials, declared.file(), thinkTime, rampStep, payload);
    }
}
