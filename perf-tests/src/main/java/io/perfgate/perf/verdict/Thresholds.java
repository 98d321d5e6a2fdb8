package io.perfgate.perf.verdict;

import io.perfgate.perf.result.Metric;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Pass/fail criteria per metric, as data: {@code baselines/thresholds.json}, which a user edits without
 * touching Java. Layers, the most specific winning: {@code defaults} per metric, then the service's
 * {@link Calibration} ({@code calibration.json} beside it, written by {@code perfgate calibrate}), then per scenario
 * (fields that apply to all its metrics except the error ratio), then per scenario and metric. Fields the
 * file leaves out keep the built-in defaults of {@link #defaults()}:
 *
 * <pre>
 * metric         rule                      why
 * mean           +4%, alpha 0.01           A/B in lockstep, the same jar on both sides, moved Request-1/2 at most
 * p50, p90       +3%, alpha 0.01           2.4% (mean, throughput), 2.2% (p50, p90) in 20 boot pairs, and CPU per
 * cpuPerRequest  +3%, alpha 0.01           request without the JIT's threads 2.9% in 60 (docs/evidence/); against
 * throughput     -4%, alpha 0.01           committed baselines the prediction test over their boots decides
 * serverTime     +6%, alpha 0.01           the handler as this boot's JIT compiled it: same-jar A/B moved it 4.4%
 * p99            +20%, alpha 0.01          a tail percentile moves more by itself
 * max            report only               one request: pure noise (GC pause, scheduler)
 * errorRatio     &lt;= 0 (absolute)          any error fails, whatever the latency and with or without baseline
 * serverMemory   report only               JVM heap sizing, not the code under test, moves it most
 * allocatedBytesPerRequest   +1%, alpha 0.01     work metrics: depend on code, JDK and JVM flags, not on the machine;
 * responseBytesPerRequest    +1%, alpha 0.01     unchanged code moved at most 0.46% (allocated) and 0.67%
 *                                                (response) from its baseline with escape analysis on
 *                                                (docs/evidence/work-metrics.md); without it boots agree within 0.12%
 * gcCountPer1000Requests     report only (+25%)  follow from allocation and heap size; shown beside it
 * gcMillisPerRequest         report only (+25%)  a time: machine-dependent
 * </pre>
 * Each gated metric also carries a between-boot spread ({@code bootPairSpreadPercent}, A/B only: how far one pair of
 * boots of the same build moves it, {@link MetricThreshold#bootPairSpreadPercent()}) and how many boot pairs measured it
 * ({@code calibratedBootPairs}): a service's calibration sets both; the built-in ones are perfgate's own server's, with
 * the weight of {@value #ASSUMED_BOOT_PAIRS} boot pairs for time metrics and {@value #WORK_BOOT_PAIRS} for work metrics.
 */
public final class Thresholds {
    /** The weight of the built-in between-boot spreads of time metrics, which were not measured on the service judged. */
    static final int ASSUMED_BOOT_PAIRS = 2;
    /** The weight of the built-in between-boot spreads of work metrics: the boot pairs that measured them. */
    static final int WORK_BOOT_PAIRS = 20;
    private static final Map<Metric, Rule> BUILT_IN = builtIn();

    private final Map<Metric, Rule> defaults;
    private final Calibration calibration;
    private final Map<String, ScenarioRules> scenarios;

    Thresholds(Map<Metric, Rule> fileDefaults, Map<String, ScenarioRules> scenarios) {
        this(fileDefaults, Calibration.NONE, scenarios);
    }

    private Thresholds(Map<Metric, Rule> fileDefaults, Calibration calibration, Map<String, ScenarioRules> scenarios) {
        Map<Metric, Rule> merged = new EnumMap<>(BUILT_IN);
        fileDefaults.forEach((metric, rule) -> merged.put(metric, merged.get(metric).overriddenBy(rule)));
        this.defaults = merged;
        this.calibration = calibration;
        this.scenarios = Map.copyOf(scenarios);
    }

    /** These thresholds on a service that {@code calibration} measured: a layer between the defaults and the scenarios. */
    public Thresholds calibrated(Calibration calibration) {
        Thresholds with = new Thresholds(Map.of(), calibration, scenarios);
        with.defaults.putAll(defaults);
        with.validate();
        return with;
    }

    /** The calibration these thresholds carry ({@link Calibration#NONE} when none). */
    public Calibration calibration() {
        return calibration;
    }

    /** The built-in defaults alone (the same as the committed {@code baselines/thresholds.json}). */
    public static Thresholds defaults() {
        return new Thresholds(Map.of(), Map.of());
    }

    /**
     * Reads and validates a thresholds file, and the {@link Calibration#FILE} beside it where there is one.
     *
     * @throws ThresholdsException missing, unreadable or malformed file, unknown metric or field, value out
     *                             of range, direction that contradicts the metric's
     */
    public static Thresholds load(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        String display = display(absolute);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(absolute))).toString();
        } catch (NoSuchFileException e) {
            throw new ThresholdsException(absolute, display, "file not found; the gate needs it (the repository's "
                    + "baselines/thresholds.json holds the defaults; -Dperf.baseline.dir moves the directory)", e);
        } catch (CharacterCodingException e) {
            throw new ThresholdsException(absolute, display, "not valid UTF-8", e);
        } catch (IOException e) {
            throw new ThresholdsException(absolute, display, "cannot read: " + e, e);
        }
        Thresholds thresholds = ThresholdsJson.read(text, (problem, cause) -> new ThresholdsException(absolute, display, problem, cause));
        Path directory = absolute.getParent();
        return directory == null ? thresholds : thresholds.calibrated(Calibration.in(directory));
    }

    /** How one metric of one scenario is judged. */
    public MetricThreshold of(String scenario, Metric metric) {
        Rule rule = defaults.get(metric);
        if (metric != Metric.ERROR_RATIO) {
            rule = rule.overriddenBy(calibration.rule(scenario, metric));
        }
        ScenarioRules specific = scenarios.get(scenario);
        if (specific != null) {
            if (metric != Metric.ERROR_RATIO) {
                rule = rule.overriddenBy(specific.all());
            }
            rule = rule.overriddenBy(specific.metrics().getOrDefault(metric, Rule.EMPTY));
        }
        return resolve(metric, rule);
    }

    /** Every metric's threshold for one scenario, in {@link Metric} order. */
    public List<MetricThreshold> forScenario(String scenario) {
        return Arrays.stream(Metric.values()).map(metric -> of(scenario, metric)).toList();
    }

    /** Checks that every scenario the file names resolves to valid thresholds; called once, after reading. */
    void validate() {
        for (String scenario : scenarios.keySet()) {
            forScenario(scenario);
        }
        forScenario("");
    }

    static MetricThreshold resolve(Metric metric, Rule rule) {
        if (metric == Metric.ERROR_RATIO) {
            return MetricThreshold.absoluteLimit(metric, rule.absoluteLimit().orElseThrow());
        }
        if (rule.reportOnly().orElse(false)) {
            return MetricThreshold.reportOnly(metric);
        }
        return MetricThreshold.relative(metric, rule.thresholdPercent().orElseThrow(), rule.alpha().orElseThrow())
                .withBootPairSpread(rule.bootPairSpreadPercent().orElse(0), rule.calibratedBootPairs().orElse(0));
    }

    private static Map<Metric, Rule> builtIn() {
        Map<Metric, Rule> rules = new EnumMap<>(Metric.class);
        // The spreads are perfgate's own server's (baselines/thresholds.json says where they were measured). A time
        // metric's is a property of the service and the machine (0.6% on perfgate's server, up to 15% on Spring
        // PetClinic: docs/evidence/real-services.md): for a service not calibrated it is an assumption, weighted as
        // ASSUMED_BOOT_PAIRS boot pairs, so that the run's own boot pairs outweigh it and the detectable change says how
        // little a run then sees. A work metric's follows from the code and the JVM: measured over WORK_BOOT_PAIRS boot
        // pairs of perfgate's server and as tight on PetClinic, it is taken as measured.
        Rule gated = Rule.EMPTY.withReportOnly(false).withAlpha(0.01).withCalibratedBootPairs(ASSUMED_BOOT_PAIRS);
        Rule work = gated.withCalibratedBootPairs(WORK_BOOT_PAIRS);
        rules.put(Metric.MEAN, gated.withThresholdPercent(4).withBootPairSpreadPercent(1.1));
        rules.put(Metric.P50, gated.withThresholdPercent(3).withBootPairSpreadPercent(1.2));
        rules.put(Metric.P90, gated.withThresholdPercent(3).withBootPairSpreadPercent(1.1));
        rules.put(Metric.P99, gated.withThresholdPercent(20).withBootPairSpreadPercent(6.4));
        // Report-only metrics still carry a threshold, used if a file turns them on with "reportOnly": false.
        rules.put(Metric.MAX, gated.withThresholdPercent(50).withReportOnly(true));
        rules.put(Metric.THROUGHPUT, gated.withThresholdPercent(4).withBootPairSpreadPercent(1.1));
        rules.put(Metric.CPU_PER_REQUEST, gated.withThresholdPercent(3).withBootPairSpreadPercent(1.2));
        rules.put(Metric.ERROR_RATIO, Rule.EMPTY.withAbsoluteLimit(0));
        rules.put(Metric.SERVER_MEMORY, gated.withThresholdPercent(25).withReportOnly(true));
        rules.put(Metric.SERVER_TIME, gated.withThresholdPercent(6).withBootPairSpreadPercent(1.7));
        rules.put(Metric.ALLOCATED_BYTES_PER_REQUEST, work.withThresholdPercent(1).withBootPairSpreadPercent(0.15));
        rules.put(Metric.RESPONSE_BYTES_PER_REQUEST, work.withThresholdPercent(1));
        rules.put(Metric.GC_COUNT_PER_1000_REQUESTS, gated.withThresholdPercent(25).withReportOnly(true));
        rules.put(Metric.GC_MILLIS_PER_REQUEST, gated.withThresholdPercent(25).withReportOnly(true));
        return Map.copyOf(rules);
    }

    /** From the directory's own name down, e.g. {@code baselines/thresholds.json}. */
    private static String display(Path absolute) {
        Path parent = absolute.getParent();
        Path root = parent == null || parent.getParent() == null ? parent : parent.getParent();
        return root == null ? absolute.toString() : root.relativize(absolute).toString();
    }

    /**
     * @param all     the scenario-wide fields, applied to every metric but the error ratio
     * @param metrics per metric of this scenario
     */
    record ScenarioRules(Rule all, Map<Metric, Rule> metrics) {
        ScenarioRules {
            metrics = metrics.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(metrics));
        }
    }
}
