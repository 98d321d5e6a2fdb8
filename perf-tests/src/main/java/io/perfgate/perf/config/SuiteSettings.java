package io.perfgate.perf.config;

import io.perfgate.perf.host.MachineProbe;
import io.perfgate.perf.load.LoadModel;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.protocol.ValidityRules;
import io.perfgate.perf.protocol.WarmUpRule;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemRepository;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
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
 *   -Dperf.results.dir=DIR                        where the per-pair result files go
 *   -Dperf.commit=SHA                             the commit measured (else GITHUB_SHA, else the HEAD of
 *                                                 the repository holding the description)
 * </pre>
 * Durations read as {@code 5s}, {@code 1500ms} or a plain number of seconds. How many times the whole plan
 * runs ({@code boots}, {@code -Dperf.baseline.boots}) depends on the update mode, so {@link PerfConfig} reads it.
 *
 * @param boots how many times the suite runs the whole plan, round after round, each variant booted anew in each
 *              round: 1, or more when writing baselines ({@code -Dperf.baseline.boots})
 */
public record SuiteSettings(String profile, List<Variant> variants, List<ScenarioSettings> scenarios,
                            Optional<ScenarioSettings> variantWarmUp, WarmUpRule warmUpRule, WarmUpRule scenarioWarmUpRule,
                            ValidityRules rules, Path resultsDir, String commit, int boots) {
    public SuiteSettings {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(warmUpRule, "warmUpRule");
        Objects.requireNonNull(scenarioWarmUpRule, "scenarioWarmUpRule");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(resultsDir, "resultsDir");
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
     * Reads the settings through {@code property} (a name to value lookup; null when unset).
     *
     * @param boots  how many times the plan runs, as {@link PerfConfig} read it
     * @param system the system under test: its variants, scenarios and their numbers
     * @param ab     an A/B run (a reference build beside the candidate): {@link Defaults#TRIALS} pairs by default, else
     *               {@link Defaults#PLAIN_TRIALS} trials
     * @throws IllegalArgumentException a property has a value that cannot be used, or names a variant or scenario the
     *                                  description does not declare; the message names both
     */
    public static SuiteSettings from(Function<String, String> property, int boots, SystemDescription system, boolean ab) {
        String profile = value(property, "perf.profile", "default").toLowerCase(Locale.ROOT);
        if (!profile.equals("default") && !profile.equals("quick")) {
            throw new IllegalArgumentException("perf.profile must be default or quick, actual: '" + profile + "'");
        }
        List<Variant> variants = list(property, "perf.variants").stream().map(name -> system.variant(name).orElseThrow(
                () -> new IllegalArgumentException("perf.variants: required variants of " + system.file() + " ("
                        + String.join(", ", system.variants().stream().map(Variant::name).toList()) + "), actual: '" + name + "'")))
                .toList();
        if (variants.isEmpty()) {
            variants = system.variants();
        }
        List<String> names = list(property, "perf.scenarios");
        if (names.isEmpty()) {
            names = system.gateScenarios();
        }
        boolean quick = profile.equals("quick");
        int trials = quick ? Defaults.QUICK_TRIALS : ab ? Defaults.TRIALS : Defaults.PLAIN_TRIALS;
        List<ScenarioSettings> scenarios = names.stream()
                .map(name -> scenario(property, scenarioOf(system, name), quick, trials)).toList();
        ValidityRules rules = new ValidityRules(
                Double.parseDouble(value(property, "perf.minRateFraction", Double.toString(ValidityRules.DEFAULT.minRateFraction()))),
                Double.parseDouble(value(property, "perf.maxBlockedFraction", Double.toString(ValidityRules.DEFAULT.maxBlockedFraction()))),
                Double.parseDouble(value(property, "perf.maxStolenFraction", Double.toString(ValidityRules.DEFAULT.maxStolenFraction()))));
        Path results = Path.of(value(property, "perf.results.dir", "target/perf-results")).toAbsolutePath().normalize();
        Duration variantWarmUp = duration(value(property, "perf.variantWarmup",
                (quick ? Defaults.QUICK_VARIANT_WARM_UP : Defaults.VARIANT_WARM_UP).toMillis() + "ms"));
        Optional<ScenarioSettings> variantWarmUpSettings = variantWarmUp.isZero() ? Optional.empty()
                : system.warmUpScenario().map(name -> withWarmUp(scenario(property, scenarioOf(system, name), quick, trials),
                variantWarmUp));
        boolean maxGiven = !value(property, "perf.warmup.max", "").isEmpty();
        Duration window = duration(value(property, "perf.warmup.window", Defaults.WARM_UP_WINDOW.toMillis() + "ms"));
        double tolerance = number(property, "perf.warmup.tolerance", Defaults.WARM_UP_TOLERANCE_PERCENT);
        // Caps: perf.warmup.max for every warm-up when given, else the description's, else the defaults. Every warm-up,
        // a measured scenario's own included, goes on until the server's JIT is idle: the variant warm-up runs the
        // warm-up scenario's paths only, and a large framework compiles a new path for minutes.
        Duration variantMax = maxGiven ? duration(value(property, "perf.warmup.max", ""))
                : system.warmUp().max().orElse(Defaults.WARM_UP_MAX);
        Duration scenarioMax = maxGiven ? variantMax : system.warmUp().scenarioMax().orElse(Defaults.SCENARIO_WARM_UP_MAX);
        // The quick profile warms up for fixed times unless perf.warmup.max is given: a setting named is never ignored.
        WarmUpRule warmUpRule = quick && !maxGiven ? WarmUpRule.fixed() : new WarmUpRule(window, tolerance, variantMax);
        WarmUpRule scenarioWarmUpRule = quick && !maxGiven ? WarmUpRule.fixed() : new WarmUpRule(window, tolerance, scenarioMax);
        String commit = MachineProbe.commit(Optional.ofNullable(property.apply("perf.commit")).filter(c -> !c.isBlank()),
                () -> SystemRepository.holding(system.file()).head());
        return new SuiteSettings(profile, variants, scenarios, variantWarmUpSettings, warmUpRule, scenarioWarmUpRule, rules,
                results, commit, boots);
    }

    private static double number(Function<String, String> property, String name, double fallback) {
        String text = value(property, name, Double.toString(fallback));
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, actual: '" + text + "'");
        }
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
        return scenario(property, declared, quick, quick ? Defaults.QUICK_TRIALS : Defaults.PLAIN_TRIALS);
    }

    private static ScenarioSettings scenario(Function<String, String> property, SystemDescription.Scenario declared, boolean quick,
                                             int defaultTrials) {
        String name = declared.name();
        int requestsPerUser = declared.requestsPerUser();
        double defaultRate = declared.rate();
        double rate = Double.parseDouble(setting(property, name, "rate",
                Double.toString(quick ? defaultRate * Defaults.QUICK_RATE_FACTOR : defaultRate)));
        LoadModel model = LoadModel.byId(setting(property, name, "model", Defaults.MODEL));
        int users = Integer.parseInt(setting(property, name, "users", Integer.toString(Defaults.USERS)));
        int connections = Integer.parseInt(setting(property, name, "connections",
                Integer.toString(model == LoadModel.OPEN ? Defaults.OPEN_CONNECTIONS : users)));
        int defaultMaxSessions = Math.max(Defaults.MIN_MAX_SESSIONS,
                (int) Math.ceil(rate / requestsPerUser * Defaults.MAX_SESSIONS_SECONDS));
        int maxSessions = Integer.parseInt(setting(property, name, "maxSessions", Integer.toString(defaultMaxSessions)));
        int threads = Integer.parseInt(setting(property, name, "threads", Integer.toString(Defaults.GENERATOR_THREADS)));
        Duration warmUp = duration(setting(property, name, "warmup", (quick ? Defaults.QUICK_WARM_UP : Defaults.WARM_UP).toMillis() + "ms"));
        int warmUpUsers = Integer.parseInt(setting(property, name, "warmupUsers", Integer.toString(Defaults.WARM_UP_USERS)));
        Duration trial = duration(setting(property, name, "trial", (quick ? Defaults.QUICK_TRIAL : Defaults.TRIAL).toMillis() + "ms"));
        int trials = Integer.parseInt(setting(property, name, "trials", Integer.toString(defaultTrials)));
        Duration thinkTime = duration(setting(property, name, "thinkTime", "0ms"));
        Duration rampStep = duration(setting(property, name, "rampStep", Defaults.RAMP_STEP.toMillis() + "ms"));
        int payload = Integer.parseInt(setting(property, name, "payload", Integer.toString(ScenarioSettings.DEFAULT_PAYLOAD_BYTES)));
        return new ScenarioSettings(name, requestsPerUser, model, rate, users, connections, maxSessions, threads, warmUp,
                warmUpUsers, trial, trials, declared.file(), thinkTime, rampStep, payload);
    }

    /** {@code 5s}, {@code 1500ms}, {@code PT5S} or plain seconds ({@code 2.5}). */
    static Duration duration(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        try {
            if (t.startsWith("pt")) {
                return Duration.parse(text.trim());
            }
            if (t.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2).trim()));
            }
            if (t.endsWith("s")) {
                t = t.substring(0, t.length() - 1).trim();
            }
            return Duration.ofMillis(Math.round(Double.parseDouble(t) * 1000));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("duration must look like 5s, 1500ms or PT5S, actual: '" + text + "'");
        }
    }

    private static String setting(Function<String, String> property, String scenario, String key, String fallback) {
        String specific = property.apply("perf.scenario." + scenario + "." + key);
        if (specific != null && !specific.isBlank()) {
            return specific.trim();
        }
        return value(property, "perf." + key, fallback);
    }

    private static String value(Function<String, String> property, String name, String fallback) {
        String v = property.apply(name);
        return v == null || v.isBlank() ? fallback : v.trim();
    }

    private static List<String> list(Function<String, String> property, String name) {
        String v = property.apply(name);
        if (v == null || v.isBlank()) {
            return List.of();
        }
        return Arrays.stream(v.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }
}
