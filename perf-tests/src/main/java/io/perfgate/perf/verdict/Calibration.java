package io.perfgate.perf.verdict;

import com.google.gson.stream.JsonWriter;
import io.perfgate.perf.baseline.JsonInput;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * What same-build A/B runs of one service measured on one machine class: per scenario and metric, how far one pair of
 * boots of the same build moves it (the between-boot spread the A/B test pools with a run's own boot pairs), its trials'
 * spread within a boot pair, what a default A/B run can then detect, and whether that is small enough to gate. Written by
 * {@code perfgate calibrate} as {@code calibration.json} beside {@code thresholds.json}, and reviewed like code; it is a
 * layer of {@link Thresholds}: above the file's defaults, below what the file says for a scenario, so that a person's
 * word wins.
 *
 * <pre>
 * {
 *   "formatVersion": 1,
 *   "comment": "...",
 *   "measured": { "date": "2026-12-04", "machine": "...", "jdk": "...", "command": "...", "runs": 6 },
 *   "gateLimitPercent": 10,
 *   "scenarios": { "&lt;scenario&gt;": { "&lt;metric&gt;": { "bootPairSpreadPercent": 0.9, "calibratedBootPairs": 12,
 *       "withinPercent": 0.7, "detectablePercent": 2.6, "resolutionPercent": 1.9, "reportOnly": false } } }
 * }
 * </pre>
 *
 * @param measured        where, when and how it was measured
 * @param gateLimitPercent a metric whose resolution is above it is reported, not gated
 * @param scenarios       per scenario and metric
 */
public record Calibration(Measured measured, double gateLimitPercent, Map<String, Map<Metric, Entry>> scenarios) {
    public static final String FILE = "calibration.json";
    static final int FORMAT_VERSION = 1;
    /** The default limit above which a metric's calibrated resolution makes it report-only. */
    public static final double DEFAULT_GATE_LIMIT_PERCENT = 10;
    /** No calibration: the thresholds' own spreads decide. */
    public static final Calibration NONE = new Calibration(new Measured("", "", "", "", 0), DEFAULT_GATE_LIMIT_PERCENT,
            Map.of());

    public Calibration {
        Objects.requireNonNull(measured, "measured");
        if (!(gateLimitPercent > 0)) {
            throw new IllegalArgumentException("gateLimitPercent must be > 0, actual: " + gateLimitPercent);
        }
        Map<String, Map<Metric, Entry>> copy = new TreeMap<>();
        scenarios.forEach((scenario, metrics) -> copy.put(scenario, Collections.unmodifiableMap(new EnumMap<>(
                metrics.isEmpty() ? Map.<Metric, Entry>of() : metrics))));
        scenarios = Collections.unmodifiableMap(copy);
    }

    /**
     * @param date    the day of the last run, ISO
     * @param machine the machine class the runs measured on
     * @param jdk     the server JVM
     * @param command what ran them, to run again when the machine class or the JDK changes
     * @param runs    how many same-build runs
     */
    public record Measured(String date, String machine, String jdk, String command, int runs) {
        public Measured {
            Objects.requireNonNull(date, "date");
            Objects.requireNonNull(machine, "machine");
            Objects.requireNonNull(jdk, "jdk");
            Objects.requireNonNull(command, "command");
        }
    }

    /**
     * One metric of one scenario.
     *
     * @param bootPairSpreadPercent the standard deviation of one boot pair's change, in percent
     * @param bootPairs             how many same-build boot pairs measured it
     * @param withinPercent         the standard deviation of one pair's change within its boot pair, in percent; NaN
     *                              when no boot pair had two pairs
     * @param detectablePercent     what a default A/B run could detect with it at the metric's threshold, in percent
     *                              (the verdicts' {@code detectable}); NaN when not computed
     * @param resolutionPercent     the smallest change a default A/B run's test tells from the boots' and the trials'
     *                              noise with 80% probability, whatever the threshold, in percent; NaN when not computed
     * @param reportOnly            whether it is reported instead of gated (its resolution above the limit)
     */
    public record Entry(double bootPairSpreadPercent, int bootPairs, double withinPercent, double detectablePercent,
                        double resolutionPercent, boolean reportOnly) {
        public Entry {
            if (!(bootPairSpreadPercent >= 0 && bootPairSpreadPercent < 100)) {
                throw new IllegalArgumentException("bootPairSpreadPercent must be >= 0 and < 100, actual: "
                        + bootPairSpreadPercent);
            }
            if (bootPairs < 1) {
                throw new IllegalArgumentException("calibratedBootPairs must be >= 1, actual: " + bootPairs);
            }
        }
    }

    /** The machine class as a calibration names it: CPU model, cores and launcher, what its spreads depend on. */
    public static String machineClass(Machine machine) {
        return machine.cpuModel() + ", " + machine.cores() + " cores, " + machine.launcher().name().toLowerCase(Locale.ROOT)
                + " launcher";
    }

    /**
     * Why this calibration may not hold for {@code run}: it measured {@code run}'s scenario on another machine class or
     * another server JVM (a boot's spread is the JIT's and the machine's, and moves with either); empty where it matches
     * or measured nothing of that scenario.
     */
    public Optional<String> elsewhere(ScenarioRun run) {
        if (!scenarios.containsKey(run.scenario())) {
            return Optional.empty();
        }
        String machine = machineClass(run.machine());
        String jdk = run.serverJvm().describe();
        if (machine.equals(measured.machine()) && jdk.equals(measured.jdk())) {
            return Optional.empty();
        }
        return Optional.of("calibrated on " + measured.machine() + ", " + measured.jdk() + " (" + measured.date()
                + "); this run: " + (machine.equals(measured.machine()) ? "the same machine class" : machine) + ", "
                + (jdk.equals(measured.jdk()) ? "the same server JVM" : jdk) + ": the boots' spreads may differ here;"
                + " calibrate again on the gating machine (" + measured.command() + ")");
    }

    /** The layer this calibration adds to one metric of one scenario; {@link Rule#EMPTY} where it measured none. */
    Rule rule(String scenario, Metric metric) {
        Entry entry = scenarios.getOrDefault(scenario, Map.of()).get(metric);
        if (entry == null) {
            return Rule.EMPTY;
        }
        Rule rule = Rule.EMPTY.withBootPairSpreadPercent(entry.bootPairSpreadPercent()).withCalibratedBootPairs(entry.bootPairs());
        return entry.reportOnly() ? rule.withReportOnly(true) : rule;
    }

    /**
     * The calibration in {@code directory} (its {@link #FILE}), or {@link #NONE} where there is none.
     *
     * @throws ThresholdsException unreadable or malformed, naming the file, the problem and where
     */
    public static Calibration in(Path directory) {
        Path file = directory.resolve(FILE).toAbsolutePath().normalize();
        String display = directory.getFileName() == null ? FILE : directory.getFileName() + "/" + FILE;
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return NONE;
        } catch (IOException | UncheckedIOException e) {
            throw new ThresholdsException(file, display, "cannot read: " + e, e);
        }
        return read(text, (problem, cause) -> new ThresholdsException(file, display, problem, cause));
    }

    static Calibration read(String text, java.util.function.BiFunction<String, Throwable, RuntimeException> failure) {
        return new Reader(new JsonInput(text, failure)).calibration();
    }

    /** As the file holds it, ready to commit: two-space indents, numbers as measured to two decimals. */
    public String toJson() {
        StringWriter text = new StringWriter();
        try (JsonWriter out = new JsonWriter(text)) {
            out.setIndent("  ");
            out.beginObject();
            out.name("formatVersion").value(FORMAT_VERSION);
            out.name("comment").value("Written by perfgate calibrate: same-build A/B runs of this service on the machine"
                    + " class below. The A/B gate pools each metric's bootPairSpreadPercent (how far one pair of boots of"
                    + " one build moves it; calibratedBootPairs measured it) with a run's own boot pairs; a metric whose"
                    + " resolutionPercent (the smallest change a default A/B run tells from noise, threshold aside) is above"
                    + " gateLimitPercent is reported, not gated; detectablePercent is what a default run detects at the"
                    + " metric's threshold. thresholds.json's scenario entries override this file. Calibrate again when the runner's"
                    + " machine class or the JDK changes.");
            out.name("measured").beginObject()
                    .name("date").value(measured.date())
                    .name("machine").value(measured.machine())
                    .name("jdk").value(measured.jdk())
                    .name("command").value(measured.command())
                    .name("runs").value(measured.runs())
                    .endObject();
            out.name("gateLimitPercent").value(round(gateLimitPercent));
            out.name("scenarios").beginObject();
            for (Map.Entry<String, Map<Metric, Entry>> scenario : scenarios.entrySet()) {
                out.name(scenario.getKey()).beginObject();
                for (Map.Entry<Metric, Entry> metric : scenario.getValue().entrySet()) {
                    Entry e = metric.getValue();
                    out.name(metric.getKey().id()).beginObject();
                    out.name("bootPairSpreadPercent").value(round(e.bootPairSpreadPercent()));
                    out.name("calibratedBootPairs").value(e.bootPairs());
                    if (Double.isFinite(e.withinPercent())) {
                        out.name("withinPercent").value(round(e.withinPercent()));
                    }
                    if (Double.isFinite(e.detectablePercent())) {
                        out.name("detectablePercent").value(round(e.detectablePercent()));
                    }
                    if (Double.isFinite(e.resolutionPercent())) {
                        out.name("resolutionPercent").value(round(e.resolutionPercent()));
                    }
                    out.name("reportOnly").value(e.reportOnly());
                    out.endObject();
                }
                out.endObject();
            }
            out.endObject();
            out.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text + "\n";
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }

    private static final class Reader {
        private final JsonInput in;

        Reader(JsonInput in) {
            this.in = in;
        }

        Calibration calibration() {
            String root = in.path();
            Set<String> seen = new HashSet<>();
            Measured measured = NONE.measured();
            double limit = DEFAULT_GATE_LIMIT_PERCENT;
            Map<String, Map<Metric, Entry>> scenarios = new TreeMap<>();
            in.beginObject();
            while (in.hasNext()) {
                String name = in.nextName();
                if (!seen.add(name)) {
                    throw in.fail("duplicate field '" + name + "'");
                }
                switch (name) {
                    case "formatVersion" -> {
                        long version = in.wholeNumber();
                        if (version != FORMAT_VERSION) {
                            throw in.fail("unsupported formatVersion " + version + ", this perfgate reads version "
                                    + FORMAT_VERSION);
                        }
                    }
                    case "comment" -> in.string();
                    case "measured" -> measured = measured();
                    case "gateLimitPercent" -> {
                        limit = in.number();
                        if (!(limit > 0 && limit < 1000)) {
                            throw in.fail("expected a gateLimitPercent > 0 and < 1000 but found " + limit);
                        }
                    }
                    case "scenarios" -> {
                        in.beginObject();
                        while (in.hasNext()) {
                            String scenario = in.nextName();
                            if (scenarios.containsKey(scenario)) {
                                throw in.fail("duplicate scenario '" + scenario + "'");
                            }
                            scenarios.put(scenario, metrics());
                        }
                        in.endObject();
                    }
                    default -> throw in.fail("unknown field '" + name
                            + "' (known: formatVersion, comment, measured, gateLimitPercent, scenarios)");
                }
            }
            if (!seen.contains("formatVersion")) {
                throw in.missing("formatVersion", root);
            }
            in.endObject();
            in.endDocument();
            return new Calibration(measured, limit, scenarios);
        }

        private Measured measured() {
            String date = "";
            String machine = "";
            String jdk = "";
            String command = "";
            int runs = 0;
            in.beginObject();
            while (in.hasNext()) {
                String name = in.nextName();
                switch (name) {
                    case "date" -> date = in.string();
                    case "machine" -> machine = in.string();
                    case "jdk" -> jdk = in.string();
                    case "command" -> command = in.string();
                    case "runs" -> runs = in.intNumber();
                    default -> throw in.fail("unknown field '" + name + "' (measured takes: date, machine, jdk, command, runs)");
                }
            }
            in.endObject();
            return new Measured(date, machine, jdk, command, runs);
        }

        private Map<Metric, Entry> metrics() {
            Map<Metric, Entry> metrics = new EnumMap<>(Metric.class);
            in.beginObject();
            while (in.hasNext()) {
                String id = in.nextName();
                Metric metric;
                try {
                    metric = Metric.byId(id);
                } catch (IllegalArgumentException e) {
                    throw in.fail(e.getMessage());
                }
                if (metric == Metric.ERROR_RATIO) {
                    throw in.fail("errorRatio is judged absolutely: it has no calibration");
                }
                if (metrics.containsKey(metric)) {
                    throw in.fail("duplicate metric '" + id + "'");
                }
                metrics.put(metric, entry());
            }
            in.endObject();
            return metrics;
        }

        private Entry entry() {
            double spread = Double.NaN;
            int bootPairs = -1;
            double within = Double.NaN;
            double detectable = Double.NaN;
            double resolution = Double.NaN;
            boolean reportOnly = false;
            String path = in.path();
            in.beginObject();
            while (in.hasNext()) {
                String name = in.nextName();
                switch (name) {
                    case "bootPairSpreadPercent" -> {
                        spread = in.number();
                        if (!(spread >= 0 && spread < 100)) {
                            throw in.fail("expected a bootPairSpreadPercent >= 0 and < 100 but found " + spread);
                        }
                    }
                    case "calibratedBootPairs" -> {
                        bootPairs = in.intNumber();
                        if (bootPairs < 1) {
                            throw in.fail("expected calibratedBootPairs >= 1 but found " + bootPairs);
                        }
                    }
                    case "withinPercent" -> within = in.number();
                    case "detectablePercent" -> detectable = in.number();
                    case "resolutionPercent" -> resolution = in.number();
                    case "reportOnly" -> reportOnly = in.bool();
                    default -> throw in.fail("unknown field '" + name + "' (a calibrated metric takes: bootPairSpreadPercent,"
                            + " calibratedBootPairs, withinPercent, detectablePercent, resolutionPercent, reportOnly)");
                }
            }
            if (Double.isNaN(spread)) {
                throw in.missing("bootPairSpreadPercent", path);
            }
            if (bootPairs < 0) {
                throw in.missing("calibratedBootPairs", path);
            }
            in.endObject();
            return new Entry(spread, bootPairs, within, detectable, resolution, reportOnly);
        }
    }
}
