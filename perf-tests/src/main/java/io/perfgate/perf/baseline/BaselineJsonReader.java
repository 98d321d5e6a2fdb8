package io.perfgate.perf.baseline;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ServerJvm;

import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Reads the baseline file format that {@link BaselineJson} writes: fields in any order, but unknown and missing
 * fields, wrong types and wrong units are rejected with the line, column and JSON path. Two exceptions, for
 * baselines written before these were recorded: {@code serverJvm} may be absent, which reads as
 * {@link ServerJvm#UNKNOWN} (when present, all its fields are required); and {@code trialsPerBoot} may be absent,
 * which reads as one boot holding all trials ({@code [settings.trials]}).
 */
final class BaselineJsonReader {
    private final JsonInput in;
    private final BiFunction<String, Throwable, RuntimeException> failure;
    /** Where each metric's values array ended: a wrong count is reported there once the boots are known. */
    private final Map<Metric, String> valuesAt = new EnumMap<>(Metric.class);

    /** One pass over a document whose version is known to be right. */
    private BaselineJsonReader(JsonInput in, BiFunction<String, Throwable, RuntimeException> failure) {
        this.in = in;
        this.failure = failure;
    }

    /**
     * Reads a baseline in two passes: first only {@code formatVersion}, so that a file from another perfgate
     * version is reported as such rather than as a pile of unknown fields; then everything.
     */
    static Baseline read(String text, BiFunction<String, Throwable, RuntimeException> failure) {
        checkVersion(text, failure);
        return new BaselineJsonReader(new JsonInput(text, failure), failure).baseline();
    }

    /** Any other problem is left to the full pass, which reports it with an exact path. */
    private static void checkVersion(String text, BiFunction<String, Throwable, RuntimeException> failure) {
        JsonInput scan = new JsonInput(text, (problem, cause) -> new LeftToFullPass());
        try {
            scan.beginObject();
            while (scan.hasNext()) {
                if (!scan.nextName().equals("formatVersion")) {
                    scan.skipValue();
                    continue;
                }
                long version = scan.wholeNumber();
                if (version != Baseline.FORMAT_VERSION) {
                    throw failure.apply("unsupported formatVersion " + version + ", this perfgate reads version "
                            + Baseline.FORMAT_VERSION + " (written by another perfgate version? refresh the baseline) "
                            + scan.where(), null);
                }
                return;
            }
        } catch (LeftToFullPass ignored) {
            // reported by the full pass
        }
    }

    private static final class LeftToFullPass extends RuntimeException {
        LeftToFullPass() {
            super(null, null, false, false);
        }
    }

    private Baseline baseline() {
        Fields fields = new Fields(in);
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            switch (name) {
                case "formatVersion" -> fields.put(name, in.wholeNumber());
                case "variant", "scenario", "commit" -> fields.put(name, in.string());
                case "date" -> fields.put(name, parse(in.string(), Instant::parse, "an ISO-8601 instant"));
                case "settings" -> fields.put(name, settings());
                case "trialsPerBoot" -> fields.put(name, trialsPerBoot());
                case "machine" -> fields.put(name, machine());
                case "serverJvm" -> fields.put(name, serverJvm());
                case "metrics" -> fields.put(name, metrics());
                case "invalidTrials" -> fields.put(name, invalidTrials());
                default -> throw unknown(name);
            }
        }
        fields.get("formatVersion", Long.class);
        LoadSettings settings = fields.get("settings", LoadSettings.class);
        Map<?, ?> metrics = fields.get("metrics", Map.class);
        @SuppressWarnings("unchecked")
        Map<Metric, Baseline.TrialValues> typed = (Map<Metric, Baseline.TrialValues>) metrics;
        @SuppressWarnings("unchecked")
        List<Integer> trialsPerBoot = fields.getOrDefault("trialsPerBoot", List.class, null);
        int expected = trialsPerBoot == null ? settings.trials() : trialsPerBoot.stream().mapToInt(Integer::intValue).sum();
        for (Map.Entry<Metric, Baseline.TrialValues> entry : typed.entrySet()) {
            int count = entry.getValue().values().size();
            if (count != expected) {
                String problem = "metric '" + entry.getKey().id() + "' has " + count + " values but "
                        + (trialsPerBoot == null ? "settings.trials is " + expected + " (one value per trial expected)"
                        : "trialsPerBoot " + trialsPerBoot + " adds up to " + expected
                        + " (one value per trial of every boot expected)");
                throw failure.apply(problem + " " + valuesAt.get(entry.getKey()), null);
            }
        }
        @SuppressWarnings("unchecked")
        List<Baseline.InvalidTrial> invalid = fields.get("invalidTrials", List.class);
        Baseline baseline = new Baseline(new PairId(fields.get("variant", String.class), fields.get("scenario", String.class)), settings, fields.get("machine", Machine.class),
                fields.getOrDefault("serverJvm", ServerJvm.class, ServerJvm.UNKNOWN), fields.get("date", Instant.class),
                fields.get("commit", String.class), trialsPerBoot == null ? List.of(settings.trials()) : trialsPerBoot,
                typed, invalid);
        in.endObject();
        in.endDocument();
        return baseline;
    }

    private LoadSettings settings() {
        Fields fields = new Fields(in);
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            switch (name) {
                case "model" -> fields.put(name, in.string());
                case "ratePerSecond" -> fields.put(name, in.number());
                case "users", "connections", "trials" -> fields.put(name, in.intNumber());
                case "warmUp", "trialDuration" ->
                        fields.put(name, parse(in.string(), Duration::parse, "an ISO-8601 duration such as PT10S"));
                default -> throw unknown(name);
            }
        }
        LoadSettings settings = build(() -> new LoadSettings(LoadModel.byId(fields.get("model", String.class)),
                fields.get("ratePerSecond", Double.class), fields.get("users", Integer.class),
                fields.get("connections", Integer.class), fields.get("warmUp", Duration.class),
                fields.get("trialDuration", Duration.class), fields.get("trials", Integer.class)));
        in.endObject();
        return settings;
    }

    /** {@code [12, 12, 12]}: at least one boot, each with at least one trial. */
    private List<Integer> trialsPerBoot() {
        List<Integer> trials = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            int count = in.intNumber();
            if (count < 1) {
                throw in.fail("trialsPerBoot entries must be >= 1 (the trials of one server boot), actual: " + count);
            }
            trials.add(count);
        }
        in.endArray();
        if (trials.isEmpty()) {
            throw in.fail("trialsPerBoot must list at least one boot, actual: []");
        }
        return trials;
    }

    private Machine machine() {
        Fields fields = new Fields(in);
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            switch (name) {
                case "cpuModel", "os", "jdk", "launcher", "dockerVersion" -> fields.put(name, in.string());
                case "cores" -> fields.put(name, in.intNumber());
                case "memoryBytes" -> fields.put(name, in.wholeNumber());
                default -> throw unknown(name);
            }
        }
        Machine machine = build(() -> new Machine(fields.get("cpuModel", String.class), fields.get("cores", Integer.class),
                fields.get("memoryBytes", Long.class), fields.get("os", String.class), fields.get("jdk", String.class),
                LauncherKind.byId(fields.get("launcher", String.class)), fields.get("dockerVersion", String.class)));
        in.endObject();
        return machine;
    }

    private ServerJvm serverJvm() {
        Fields fields = new Fields(in);
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            switch (name) {
                case "vendor", "version", "vmName" -> fields.put(name, in.string());
                case "flags", "garbageCollectors" -> fields.put(name, strings());
                case "vmOptions" -> {
                    Map<String, String> options = new LinkedHashMap<>();
                    in.beginObject();
                    while (in.hasNext()) {
                        String option = in.nextName();
                        if (options.put(option, in.string()) != null) {
                            throw in.fail("duplicate VM option '" + option + "'");
                        }
                    }
                    in.endObject();
                    fields.put(name, options);
                }
                default -> throw unknown(name);
            }
        }
        @SuppressWarnings("unchecked")
        List<String> flags = fields.get("flags", List.class);
        @SuppressWarnings("unchecked")
        List<String> collectors = fields.get("garbageCollectors", List.class);
        @SuppressWarnings("unchecked")
        Map<String, String> options = fields.get("vmOptions", Map.class);
        ServerJvm jvm = build(() -> new ServerJvm(fields.get("vendor", String.class), fields.get("version", String.class),
                fields.get("vmName", String.class), flags, collectors, options));
        in.endObject();
        return jvm;
    }

    private List<String> strings() {
        List<String> strings = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            strings.add(in.string());
        }
        in.endArray();
        return strings;
    }

    private Map<Metric, Baseline.TrialValues> metrics() {
        Map<Metric, Baseline.TrialValues> metrics = new EnumMap<>(Metric.class);
        in.beginObject();
        while (in.hasNext()) {
            String id = in.nextName();
            Metric metric = build(() -> Metric.byId(id));
            if (metrics.containsKey(metric)) {
                throw in.fail("duplicate metric '" + id + "'");
            }
            metrics.put(metric, trialValues(metric));
        }
        in.endObject();
        return metrics;
    }

    private Baseline.TrialValues trialValues(Metric metric) {
        Fields fields = new Fields(in);
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            switch (name) {
                case "unit" -> {
                    String unit = in.string();
                    if (!unit.equals(metric.unit())) {
                        throw in.fail("expected unit '" + metric.unit() + "' for metric '" + metric.id()
                                + "' but found '" + unit + "'");
                    }
                    fields.put(name, unit);
                }
                case "values" -> {
                    List<Double> values = new ArrayList<>();
                    in.beginArray();
                    while (in.hasNext()) {
                        values.add(in.numberOrNull());
                    }
                    in.endArray();
                    valuesAt.put(metric, in.where());
                    fields.put(name, values);
                }
                default -> throw unknown(name);
            }
        }
        @SuppressWarnings("unchecked")
        List<Double> values = fields.get("values", List.class);
        Baseline.TrialValues trialValues = new Baseline.TrialValues(fields.get("unit", String.class), values);
        in.endObject();
        return trialValues;
    }

    private List<Baseline.InvalidTrial> invalidTrials() {
        List<Baseline.InvalidTrial> invalid = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            Fields fields = new Fields(in);
            in.beginObject();
            while (in.hasNext()) {
                String name = in.nextName();
                switch (name) {
                    case "trial" -> fields.put(name, in.intNumber());
                    case "reasons" -> {
                        List<String> reasons = new ArrayList<>();
                        in.beginArray();
                        while (in.hasNext()) {
                            reasons.add(in.string());
                        }
                        in.endArray();
                        fields.put(name, reasons);
                    }
                    default -> throw unknown(name);
                }
            }
            @SuppressWarnings("unchecked")
            List<String> reasons = fields.get("reasons", List.class);
            invalid.add(new Baseline.InvalidTrial(fields.get("trial", Integer.class), reasons));
            in.endObject();
        }
        in.endArray();
        return invalid;
    }

    private RuntimeException unknown(String name) {
        return in.fail("unknown field '" + name + "'");
    }

    private <T> T parse(String text, Function<String, T> parser, String expected) {
        try {
            return parser.apply(text);
        } catch (DateTimeException e) {
            throw in.fail("expected " + expected + " but found '" + text + "'");
        }
    }

    /** Runs a constructor whose range checks throw, and reports its message at the current position. */
    private <T> T build(Supplier<T> constructor) {
        try {
            return constructor.get();
        } catch (IllegalArgumentException e) {
            throw in.fail(e.getMessage());
        }
    }

    /** The fields of one object read so far: duplicates and missing fields are errors. */
    private static final class Fields {
        private final JsonInput in;
        private final String objectPath;
        private final Map<String, Object> values = new HashMap<>();

        /** Create before {@code beginObject()}, so that the path names the object itself. */
        Fields(JsonInput in) {
            this.in = in;
            this.objectPath = in.path();
        }

        void put(String name, Object value) {
            if (values.put(name, value) != null) {
                throw in.fail("duplicate field '" + name + "'");
            }
        }

        /** For a field older files do not have. */
        <T> T getOrDefault(String name, Class<T> type, T absent) {
            Object value = values.get(name);
            return value == null ? absent : type.cast(value);
        }

        <T> T get(String name, Class<T> type) {
            Object value = values.get(name);
            if (value == null) {
                throw in.missing(name, objectPath);
            }
            return type.cast(value);
        }
    }
}
