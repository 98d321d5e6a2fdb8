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
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The baseline file format, version {@value Baseline#FORMAT_VERSION}, as written. Fields are written in one fixed
 * order (the order of this class and of {@link Metric}) so that a refreshed baseline diffs line by line;
 * {@link BaselineJsonReader} reads them back in any order.
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
            out.name("variant").value(baseline.pair().variant());
            out.name("scenario").value(baseline.pair().scenario());
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
        out.name("model").value(settings.model().id());
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
        out.name("launcher").value(machine.launcher().id());
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
}
