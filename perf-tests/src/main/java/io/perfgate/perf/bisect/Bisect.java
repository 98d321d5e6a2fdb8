package io.perfgate.perf.bisect;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.Variant;
import io.perfgate.perf.workspace.Workspace;

import org.apache.commons.io.FileUtils;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * {@code bin/perfgate bisect}: names the commit of a service's history that introduced a regression. It lists the
 * first-parent history from a good revision to a bad one ({@link History}) and searches it ({@link Bisection}), each
 * step one A/B comparison of a revision with the good revision, as the gate compares a pull request with its base
 * ({@link SuiteStep}); then writes {@value BisectReport#MARKDOWN} and {@value BisectReport#JSON} ({@link BisectReport}).
 *
 * <p>Usage: {@code Bisect --good REV --bad REV [--variant V] [--scenario S] [--metric M] [--max-steps N] [--repeats K]
 * [--report DIR] [-Dperf.NAME=VALUE...]}; the {@code -D} options are the suite's ({@code -Dperf.system},
 * {@code -Dperf.profile=quick}, {@code -Dperf.launcher}, ...). Exit status 0: the first bad commit is named; 1: the search
 * ended without naming one (a range still in doubt, or the bad revision passed); 2: it could not start (an option, a
 * revision, the description, the good revision's build).
 */
public final class Bisect {
    /** Where the report goes unless {@code --report} says: beside the suite's reports. */
    public static final String DEFAULT_REPORT_DIR = "perfgate-bisect";
    /** The suite's options a step sets itself, and what to give instead. */
    private static final Map<String, String> FIXED_BY_EACH_STEP = Map.of(
            "perf.reference", "the reference is --good",
            "perf.variants", "give --variant",
            "perf.scenarios", "give --scenario",
            "perf.commit", "the candidate is the revision measured",
            "perf.results.dir", "each step's results go to its directory under --report",
            "perf.baseline.update", "a bisection compares revisions and writes no baselines");

    private Bisect() {
    }

    /**
     * The command line.
     *
     * @param variant    the variant each step measures; empty: the description's only one
     * @param scenario   the scenario each step measures; empty: the description's only one in the gate
     * @param metric     the metric that decides; empty: every gated metric, as the gate decides
     * @param maxSteps   the comparisons the search may run; empty: {@link Bisection.Limits#defaultMaxComparisons}
     * @param properties the {@code -D} options, which take precedence over the JVM's own system properties
     */
    public record Options(String good, String bad, Optional<String> variant, Optional<String> scenario,
                          Optional<Metric> metric, OptionalInt maxSteps, int repeats, Optional<Path> reportDir,
                          Map<String, String> properties) {
        public static final String USAGE = "usage: bisect --good REV --bad REV [--variant V] [--scenario S] [--metric M]"
                + " [--max-steps N] [--repeats K] [--report DIR] [-Dperf.NAME=VALUE...]";

        public Options {
            Objects.requireNonNull(good, "good");
            Objects.requireNonNull(bad, "bad");
            Objects.requireNonNull(variant, "variant");
            Objects.requireNonNull(scenario, "scenario");
            Objects.requireNonNull(metric, "metric");
            Objects.requireNonNull(maxSteps, "maxSteps");
            Objects.requireNonNull(reportDir, "reportDir");
            properties = Map.copyOf(properties);
        }

        /**
         * Reads {@code --name value} or {@code --name=value}, and {@code -Dname=value}.
         *
         * @throws BisectException an unknown option, a missing value, or a number that is not one
         */
        public static Options parse(List<String> args) {
            Map<String, String> named = new HashMap<>();
            Map<String, String> properties = new HashMap<>();
            for (int i = 0; i < args.size(); i++) {
                String arg = args.get(i);
                if (arg.startsWith("-D") && arg.indexOf('=') > 2) {
                    properties.put(arg.substring(2, arg.indexOf('=')), arg.substring(arg.indexOf('=') + 1));
                    continue;
                }
                String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
                if (!List.of("--good", "--bad", "--variant", "--scenario", "--metric", "--max-steps", "--repeats",
                        "--report").contains(name)) {
                    throw new BisectException("unknown option '" + arg + "'; " + USAGE);
                }
                String value;
                if (arg.contains("=")) {
                    value = arg.substring(arg.indexOf('=') + 1);
                } else if (i + 1 < args.size()) {
                    value = args.get(++i);
                } else {
                    throw new BisectException(name + " needs a value; " + USAGE);
                }
                named.put(name, value);
            }
            String good = required(named, "--good");
            String bad = required(named, "--bad");
            Optional<Metric> metric;
            try {
                metric = Optional.ofNullable(named.get("--metric")).map(Metric::byId);
            } catch (IllegalArgumentException e) {
                throw new BisectException("--metric: " + e.getMessage(), e);
            }
            OptionalInt maxSteps = named.containsKey("--max-steps")
                    ? OptionalInt.of(number(named, "--max-steps", 1)) : OptionalInt.empty();
            int repeats = named.containsKey("--repeats") ? number(named, "--repeats", 0) : Bisection.Limits.DEFAULT_REPEATS;
            return new Options(good, bad, Optional.ofNullable(named.get("--variant")),
                    Optional.ofNullable(named.get("--scenario")), metric, maxSteps, repeats,
                    Optional.ofNullable(named.get("--report")).map(Path::of), properties);
        }

        private static String required(Map<String, String> named, String name) {
            String value = named.get(name);
            if (value == null || value.isBlank()) {
                throw new BisectException(name + " is required; " + USAGE);
            }
            return value.trim();
        }

        private static int number(Map<String, String> named, String name, int min) {
            String text = named.get(name).trim();
            try {
                int n = Integer.parseInt(text);
                if (n >= min) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // Said below, with the range.
            }
            throw new BisectException(name + ": required a whole number >= " + min + ", actual: '" + text + "'");
        }
    }

    public static void main(String[] args) {
        int status;
        try {
            Options options = Options.parse(List.of(args));
            BisectReport report = run(options, name -> options.properties().containsKey(name)
                    ? options.properties().get(name) : System.getProperty(name), System.out);
            status = report.result().status() == Bisection.Status.FOUND ? 0 : 1;
        } catch (RuntimeException e) {
            // Inputs that cannot be used, not a finding: louder than an undecided search (its own exit status).
            System.out.println("[ERROR] bisect: " + e.getMessage());
            status = 2;
        }
        System.exit(status);
    }

    /**
     * Runs the bisection and writes its reports.
     *
     * @param property the {@code perf.*} options (a name to value lookup; null when unset)
     * @throws BisectException the bisection cannot start; see {@link BisectException}
     */
    public static BisectReport run(Options options, Function<String, String> property, PrintStream out) {
        long start = System.nanoTime();
        for (Map.Entry<String, String> fixed : FIXED_BY_EACH_STEP.entrySet()) {
            if (options.properties().containsKey(fixed.getKey())) {
                throw new BisectException("-D" + fixed.getKey() + ": each step sets it (" + fixed.getValue() + ")");
            }
        }
        // The suite's own workspace, where Maven's runs of the suite keep theirs: the good revision's build is reused.
        SystemDescription system = SystemFile.read(PerfConfig.systemFile(property));
        Workspace workspace = Workspace.resolve(property, system.file());
        History history = History.read(workspace.repository(), options.good(), options.bad());
        PairId pair = new PairId(variant(system, options.variant()), scenario(system, options.scenario()));
        Path reportDir = options.reportDir().orElse(workspace.reports().resolveSibling(DEFAULT_REPORT_DIR))
                .toAbsolutePath().normalize();
        clear(reportDir);
        Bisection.Limits limits = new Bisection.Limits(options.maxSteps()
                .orElse(Bisection.Limits.defaultMaxComparisons(history.commits().size())), options.repeats());
        out.println("[bisect] " + system.file() + ": " + pair + ", " + options.metric().map(m -> "decided by " + m.id())
                .orElse("decided by every gated metric") + "; each step compares a revision (B) with the good one (A)"
                + "; report in " + reportDir);
        SuiteStep steps = SuiteStep.prepare(property, system, history.good(), pair, options.metric(), reportDir, out);
        Bisection.Result result = Bisection.run(history, limits, steps, out);
        BisectReport report = new BisectReport(result, system.file(), pair, options.metric(), limits,
                Duration.ofNanos(System.nanoTime() - start));
        report.write(reportDir);
        out.print(report.text(reportDir));
        return report;
    }

    private static String variant(SystemDescription system, Optional<String> given) {
        List<String> names = system.variants().stream().map(Variant::name).toList();
        return chosen("--variant", given, names, names);
    }

    private static String scenario(SystemDescription system, Optional<String> given) {
        return chosen("--scenario", given, system.scenarios().stream().map(SystemDescription.Scenario::name).toList(),
                system.gateScenarios());
    }

    /** The name given, if the description declares it; else the only default, if there is one. */
    private static String chosen(String option, Optional<String> given, List<String> declared, List<String> defaults) {
        if (given.isPresent()) {
            if (!declared.contains(given.get())) {
                throw new BisectException(option + ": required one the description declares (" + String.join(", ", declared)
                        + "), actual: '" + given.get() + "'");
            }
            return given.get();
        }
        if (defaults.size() != 1) {
            throw new BisectException(option + " is required: each step compares one variant under one scenario, and the"
                    + " description has " + defaults.size() + " (" + String.join(", ", defaults) + ")");
        }
        return defaults.getFirst();
    }

    /** A previous bisection's report in the same directory must not pass for this one's. */
    private static void clear(Path reportDir) {
        try {
            FileUtils.deleteDirectory(reportDir.resolve("steps").toFile());
            Files.deleteIfExists(reportDir.resolve(BisectReport.MARKDOWN));
            Files.deleteIfExists(reportDir.resolve(BisectReport.JSON));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot clear the previous report in " + reportDir, e);
        }
    }
}
