package io.perfgate.perf.baseline;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonWriter;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ServerJvm;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The baseline file format, version {@value Baseline#FORMAT_VERSION}. Fields are written in one fixed
 * order (the order of this class and of {@link Metric}) so that a refreshed baseline diffs line by line;
 * reading accepts any order but rejects unknown and missing fields, wrong types and wrong units. Two
 * exceptions, for baselines written before these were recorded: {@code serverJvm} may be absent, which reads as
 * {@link ServerJvm#UNKNOWN} (when present, all its fields are required); and {@code trialsPerBoot} may be absent,
 * which reads as one boot holding all trials ({@code [settings.trials]}).
 */
final class BaselineJson {
    private BaselineJson() {
    }

    static String write(Baseline baseline) {
        StringWriter text = new StringWriter();
        try (JsonWriter out = new JsonWriter(text)) {
            out.setIndent("  ");
            out.setStrictness(Strictness.STRICT);
            out.beginObject();
            out.name("formatVersion").value(Baseline.FORMAT_VERSION);
            out.name("variant").value(baseline.variant());
            out.name("scenario").value(baseline.scenario());
            out.name("date").value(baseline.date().toString());
            out.name("commit").value(baseline.commit());
            writeSettings(out, baseline.settings());
            // On one line, [12, 12, 12]: it reads better than one number per line and rarely changes.
            out.name("trialsPerBoot").jsonValue(baseline.trialsPerBoot().stream().map(String::valueOf)
                    .collect(Collectors.joining(", ", "[", "]")));
            writeMachine(out, baseline.machine());
            writeServerJvm(out, baseline.serverJvm());
            out.name("metrics").beginObject();
            for (Map.Entry<Metric, Baseline.TrialValues> entry : baseline.metrics().entrySet()) {
                out.name(entry.getKey().id()).beginObject();
                out.name("unit").value(entry.getValue().unit());
                out.name("values").beginArray();
                for (double value : entry.getValue().values()) {
                    if (Double.isNaN(value)) {
                        out.nullValue();
                    } else {
                        out.value(value);
                    }
                }
                out.endArray();
                out.endObject();
            }
            out.endObject();
            out.name("invalidTrials").beginArray();
            for (Baseline.InvalidTrial invalid : baseline.invalidTrials()) {
                out.beginObject();
                out.name("trial").value(invalid.trial());
                out.name("reasons").beginArray();
                for (String reason : invalid.reasons()) {
                    out.value(reason);
                }
                out.endArray();
                out.endObject();
            }
            out.endArray();
            out.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text + "\n";
    }

    private static void writeSettings(JsonWriter out, LoadSettings settings) throws IOException {
        out.name("settings").beginObject();
        out.name("model").value(settings.model());
        out.name("ratePerSecond").value(settings.ratePerSecond());
        out.name("users").value(settings.users());
        out.name("connections").value(settings.connections());
        out.name("warmUp").value(settings.warmUp().toString());
        out.name("trialDuration").value(settings.trialDuration().toString());
        out.name("trials").value(settings.trials());
        out.endObject();
    }

    private static void writeMachine(JsonWriter out, Machine machine) throws IOException {
        out.name("machine").beginObject();
        out.name("cpuModel").value(machine.cpuModel());
        out.name("cores").value(machine.cores());
        out.name("memoryBytes").value(machine.memoryBytes());
        out.name("os").value(machine.os());
        out.name("jdk").value(machine.jdk());
        out.name("launcher").value(machine.launcher());
        out.name("dockerVersion").value(machine.dockerVersion());
        out.endObject();
    }

    private static void writeServerJvm(JsonWriter out, ServerJvm jvm) throws IOException {
        out.name("serverJvm").beginObject();
        out.name("vendor").value(jvm.vendor());
        out.name("version").value(jvm.version());
        out.name("vmName").value(jvm.vmName());
        out.name("flags").beginArray();
        for (String flag : jvm.flags()) {
            out.value(flag);
        }
        out.endArray();
        out.name("garbageCollectors").beginArray();
        for (String gc : jvm.garbageCollectors()) {
            out.value(gc);
        }
        out.endArray();
        out.name("vmOptions").beginObject();
        for (Map.Entry<String, String> option : jvm.vmOptions().entrySet()) {
            out.name(option.getKey()).value(option.getValue());
        }
        out.endObject();
        out.endObject();
    }

    /**
     * Reads a baseline in two passes: first only {@code formatVersion}, so that a file from another perfgate
     * version is reported as such rather than as a pile of unknown fields; then everything.
     */
    static Baseline read(String text, BiFunction<String, Throwable, RuntimeException> failure) {
        checkVersion(text, failure);
        return new Reader(new JsonInput(text, failure), failure).baseline();
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

    /** One pass over a document whose version is known to be right. */
    private static final class Reader {
        private final JsonInput in;
        private final BiFunction<String, Throwable, RuntimeException> failure;
        /** Where each metric's values array ended: a wrong count is reported there once the boots are known. */
        private final Map<Metric, String> valuesAt = new EnumMap<>(Metric.class);

        Reader(JsonInput in, BiFunction<String, Throwable, RuntimeException> failure) {
            this.in = in;
            this.failure = failure;
        }

        Baseline baseline() {
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
            Baseline baseline = new Baseline(fields.get("variant", String.class), fields.get("scenario", String.class),
                    settings, fields.get("machine", Machine.class),
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
            LoadSettings settings = build(() -> new LoadSettings(fields.get("model", String.class),
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
                    fields.get("launcher", String.class), fields.get("dockerVersion", String.class)));
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
                        Map<String, String> options = new java.util.LinkedHashMap<>();
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
