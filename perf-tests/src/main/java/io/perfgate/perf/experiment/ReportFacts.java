package io.perfgate.perf.experiment;

import io.perfgate.perf.report.Table;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.sut.Variant;
import io.perfgate.perf.verdict.Numbers;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a lab report states about how an experiment ran: the load its points shared (read from the points' own
 * {@link LoadSettings}, so it is what ran, not only what the file asked for) and the hardware. Shared by the Markdown
 * and the HTML report.
 */
final class ReportFacts {
    /** A name and its value, one line of a report's settings table. */
    record Fact(String name, String value) {
    }

    private ReportFacts() {
    }

    /** The facts as a table of facts, headed {@code header} where a format needs a header row (Markdown). */
    static Table table(String header, List<Fact> facts) {
        return new Table("", "", List.of(header, ""), facts.stream().map(f -> List.of(f.name(), f.value())).toList(),
                Table.Layout.FACTS);
    }

    /** The experiment as its file declares it: system, variants, scenarios and what it sweeps. */
    static List<Fact> experiment(ExperimentView view) {
        Experiment experiment = view.result().experiment();
        List<Fact> facts = new ArrayList<>();
        facts.add(new Fact("experiment file", experiment.file().toString()));
        facts.add(new Fact("system", experiment.system().toString()));
        facts.add(new Fact("variants", experiment.variants().stream().map(ReportFacts::describe)
                .collect(Collectors.joining("; "))));
        facts.add(new Fact("scenarios", String.join(", ", experiment.scenarios())));
        facts.add(new Fact("swept", experiment.axis()
                .map(a -> a.label() + ": " + a.values().stream().map(Axis::format).collect(Collectors.joining(", "))
                        + " (in this order; one server boot per variant serves every value)")
                .orElse(view.ramp() ? "nothing: one ramp per variant and scenario, users added one at a time"
                        : "nothing: one load shape per variant and scenario")));
        experiment.setup().ifPresent(setup -> facts.add(new Fact("setup", "after each boot, before the first point: "
                + setup.scenario() + " once for each of " + setup.users() + " users (not measured)")));
        return facts;
    }

    /**
     * {@code virtual-own (-Dserver.threads=virtual)}: a variant and what its start adds to the system's; a balanced one
     * also says its topology.
     */
    static String describe(Variant variant) {
        List<String> added = new ArrayList<>(variant.args());
        variant.env().entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> added.add(e.getKey() + "=" + e.getValue()));
        String topology = variant.balanced() ? variant.backends() + " backends behind HAProxy (round robin), all on the "
                + "server's CPUs" : "";
        if (added.isEmpty() && topology.isEmpty()) {
            return variant.name();
        }
        return variant.name() + " (" + String.join(" ", added) + (added.isEmpty() || topology.isEmpty() ? "" : "; ")
                + topology + ")";
    }

    /**
     * The load settings, one fact each. The swept one says {@code swept}; one that differs between points where it
     * should not (a point re-run with other settings) lists every value rather than picking one.
     */
    static List<Fact> load(ExperimentView view) {
        List<LoadSettings> settings = view.result().points().stream().map(p -> p.run().settings()).toList();
        if (settings.isEmpty()) {
            return List.of(new Fact("load", "no point was measured"));
        }
        Optional<Axis> axis = view.result().experiment().axis();
        Axis.Kind swept = axis.map(Axis::kind).orElse(null);
        boolean closed = settings.stream().anyMatch(s -> s.model() != LoadModel.OPEN);
        boolean open = settings.stream().anyMatch(s -> s.model() == LoadModel.OPEN);
        boolean ramp = settings.stream().anyMatch(s -> s.model() == LoadModel.RAMP);
        List<Fact> facts = new ArrayList<>();
        facts.add(new Fact("model", distinct(settings, s -> s.model().id()) + " (" + modelWords(settings) + ")"));
        if (closed) {
            List<LoadSettings> closedOnes = settings.stream().filter(s -> s.model() != LoadModel.OPEN).toList();
            facts.add(new Fact("users", swept == Axis.Kind.USERS ? sweptText(axis.get())
                    : ramp ? "1 up to " + distinct(closedOnes, s -> Integer.toString(s.users())) + ", one more every "
                      + distinct(closedOnes, s -> Numbers.duration(s.rampStep()))
                    : distinct(closedOnes, s -> Integer.toString(s.users()))));
            facts.add(new Fact("think time", swept == Axis.Kind.THINK_TIME ? sweptText(axis.get())
                    : distinct(closedOnes, s -> duration(s.thinkTime()))));
        }
        if (open) {
            facts.add(new Fact("rate", swept == Axis.Kind.RATE ? sweptText(axis.get())
                    : distinct(settings.stream().filter(s -> s.model() == LoadModel.OPEN).toList(),
                      s -> Numbers.plain(s.ratePerSecond()) + " req/s")));
        }
        // Only where a scenario file sends PAYLOAD (0 otherwise): a size its requests never had would be a false fact.
        List<LoadSettings> sending = settings.stream().filter(s -> s.payloadBytes() > 0).toList();
        if (swept == Axis.Kind.PAYLOAD || !sending.isEmpty()) {
            facts.add(new Fact("payload", swept == Axis.Kind.PAYLOAD ? sweptText(axis.get())
                    : distinct(sending, s -> s.payloadBytes() + " bytes")));
        }
        facts.add(new Fact("connections", distinct(settings, s -> Integer.toString(s.connections()))));
        facts.add(new Fact("warm-up", distinct(settings, s -> s.warmUp().isZero() ? "none"
                : Numbers.duration(s.warmUp()) + " per point, excluded")));
        facts.add(new Fact("trial length", distinct(settings, s -> Numbers.duration(s.trialDuration()))));
        facts.add(new Fact("trials per point", distinct(settings, s -> Integer.toString(s.trials()))));
        return facts;
    }

    /** The load generator's machine and how the servers ran. */
    static List<Fact> hardware(ExperimentResult result) {
        Machine m = result.machine();
        List<Fact> facts = new ArrayList<>();
        facts.add(new Fact("CPU", m.cpuModel() + ", " + ReportText.count(m.cores(), "logical processor")));
        facts.add(new Fact("memory", Numbers.gibibytes(m.memoryBytes())));
        facts.add(new Fact("OS", m.os()));
        facts.add(new Fact("load generator JDK", m.jdk()));
        facts.add(new Fact("servers ran as", result.launcher().id()
                + (m.launcher() == result.launcher() ? "" : " (the machine's record says " + m.launcher().id() + ")")));
        facts.add(new Fact("Docker", m.dockerVersion()));
        return facts;
    }

    /** Each variant's server JVM as it described itself (from its first point): the flags are what make the variant. */
    static List<Fact> serverJvms(ExperimentView view) {
        List<Fact> facts = new ArrayList<>();
        for (String variant : view.variants()) {
            Optional<ServerJvm> jvm = view.result().points().stream().filter(p -> p.variant().equals(variant))
                    .map(p -> p.run().serverJvm()).findFirst();
            facts.add(new Fact(variant, jvm.map(ReportFacts::describe).orElse("not measured (see Failures)")));
        }
        return facts;
    }

    private static String describe(ServerJvm jvm) {
        if (jvm.equals(ServerJvm.UNKNOWN)) {
            return "unknown (the server's JVM could not be asked)";
        }
        return jvm.vendor() + " " + jvm.version() + ", collectors " + String.join(", ", jvm.garbageCollectors())
                + (jvm.flags().isEmpty() ? "" : ", flags " + String.join(" ", jvm.flags()));
    }

    /** The experiment file's own load section, sorted by key so that two reports of one file list it alike. */
    static List<Fact> declared(Experiment experiment) {
        return experiment.load().entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> new Fact(e.getKey(), e.getValue())).toList();
    }

    private static String modelWords(List<LoadSettings> settings) {
        Set<LoadModel> models = settings.stream().map(LoadSettings::model).collect(Collectors.toCollection(LinkedHashSet::new));
        return models.stream().map(model -> switch (model) {
            case OPEN -> "arrivals at a fixed rate, whether or not the server keeps up";
            case RAMP -> "closed users added one at a time, each sending its next request when its answer arrived";
            default -> "a fixed number of users, each sending its next request when its answer arrived";
        }).collect(Collectors.joining("; "));
    }

    private static String sweptText(Axis axis) {
        return "swept: " + axis.values().stream().map(Axis::format).collect(Collectors.joining(", "))
                + (axis.kind() == Axis.Kind.USERS ? "" : " " + axis.kind().unit());
    }

    private static String duration(Duration d) {
        return d.isZero() ? "none" : Numbers.duration(d);
    }

    /** The one value all points share, or {@code differs: a, b} in order of first appearance. */
    private static String distinct(List<LoadSettings> settings, Function<LoadSettings, String> field) {
        Set<String> values = settings.stream().map(field).collect(Collectors.toCollection(LinkedHashSet::new));
        return values.size() == 1 ? values.iterator().next() : "differs between points: " + String.join(", ", values);
    }
}
