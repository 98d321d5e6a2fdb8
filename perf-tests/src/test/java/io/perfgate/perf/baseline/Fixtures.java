package io.perfgate.perf.baseline;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.result.TrialResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Runs, trials, settings and machines for the baseline and verdict tests: fixed values, no randomness. */
public final class Fixtures {
    public static final Instant STARTED = Instant.parse("2026-11-21T09:30:00Z");

    private Fixtures() {
    }

    /** The thresholds.json committed in the project's baselines/, which the gate's tests judge with. */
    public static Path committedThresholds() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir")));
        return module.resolve("../baselines/thresholds.json");
    }

    /** {@code parent}/baselines holding only the committed thresholds.json, as a fork's before its first baseline. */
    public static Path baselinesWithCommittedThresholds(Path parent) throws IOException {
        Path baselines = parent.resolve("baselines");
        Files.createDirectories(baselines);
        Files.copy(committedThresholds(), baselines.resolve(BaselineStore.THRESHOLDS_FILE));
        return baselines;
    }

    public static LoadSettings settings() {
        return settings(5);
    }

    public static LoadSettings settings(int trials) {
        return new LoadSettings(LoadModel.OPEN, 2000, 0, 16, Duration.ofSeconds(10), Duration.ofSeconds(20), trials);
    }

    public static Machine machine() {
        return new Machine("AMD EPYC 7B13", 2, 8L * 1024 * 1024 * 1024, "Linux 6.1.0 amd64",
                "25.0.1+8 (Eclipse Adoptium)", LauncherKind.PROCESS, "none");
    }

    public static Machine otherMachine() {
        return new Machine("Intel Xeon Platinum 8370C", 4, 16L * 1024 * 1024 * 1024, "Linux 6.5.0 amd64",
                "25.0.1+8 (Eclipse Adoptium)", LauncherKind.CONTAINER, "20.10.24");
    }

    /** A run of {@code virtual-gson / request-2} from the given trials. */
    public static ScenarioRun run(List<TrialResult> trials) {
        return run(settings(trials.size()), machine(), trials);
    }

    public static ScenarioRun run(LoadSettings settings, Machine machine, List<TrialResult> trials) {
        return new ScenarioRun(new PairId("virtual-gson", "request-2"), settings, machine, serverJvm(), STARTED, "0123abcd", trials);
    }

    /** The server JVM of the process launcher's defaults, as JMX describes it. */
    public static ServerJvm serverJvm() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("InitialHeapSize", "268435456");
        options.put("MaxHeapSize", "268435456");
        options.put("UseCompressedOops", "true");
        return new ServerJvm("Eclipse Adoptium", "25.0.1+8-LTS", "OpenJDK 64-Bit Server VM",
                List.of("--enable-native-access=ALL-UNNAMED", "-Xms256m", "-Xmx256m", "-XX:+UseSerialGC"),
                List.of("Copy", "MarkSweepCompact"), options);
    }

    /** Trials whose every metric is steady except those set explicitly, one value per trial. */
    public static TrialsBuilder trials(int count) {
        return new TrialsBuilder(count);
    }

    /** A builder of trials: each metric a default constant, or the per-trial values given. */
    public static final class TrialsBuilder {
        private final int count;
        private final Map<Metric, double[]> values = new EnumMap<>(Metric.class);
        private long errorsPerTrial;
        /** Per trial number, why it is invalid. */
        private final Map<Integer, List<String>> invalidReasons = new HashMap<>();
        /** The invalid trials whose work metrics hold. */
        private final Set<Integer> keepWorkMetrics = new HashSet<>();

        private TrialsBuilder(int count) {
            this.count = count;
        }

        public TrialsBuilder with(Metric metric, double... perTrial) {
            if (metric == Metric.ERROR_RATIO) {
                throw new IllegalArgumentException("errorRatio follows from the error counts: use serverErrors(..)");
            }
            if (perTrial.length != count) {
                throw new IllegalArgumentException(metric.id() + ": " + perTrial.length + " values for " + count + " trials");
            }
            values.put(metric, perTrial.clone());
            return this;
        }

        public TrialsBuilder without(Metric metric) {
            double[] nan = new double[count];
            Arrays.fill(nan, Double.NaN);
            values.put(metric, nan);
            return this;
        }

        /** 5xx responses in every trial. */
        public TrialsBuilder serverErrors(long perTrial) {
            this.errorsPerTrial = perTrial;
            return this;
        }

        /** Marks the last trial invalid. */
        public TrialsBuilder lastInvalid(String reason) {
            return invalid(count, reason);
        }

        /** Marks the last trial invalid for its time metrics only, as CPU taken from the load generator does. */
        public TrialsBuilder lastDisturbed(String reason) {
            return disturbed(count, reason);
        }

        /** Marks trial {@code trial} (1-based) invalid, for one more reason. */
        public TrialsBuilder invalid(int trial, String reason) {
            if (trial < 1 || trial > count) {
                throw new IllegalArgumentException("trial must be 1.." + count + ", actual: " + trial);
            }
            invalidReasons.computeIfAbsent(trial, t -> new ArrayList<>()).add(reason);
            return this;
        }

        /** Marks trial {@code trial} (1-based) invalid for its time metrics only, for one more reason. */
        public TrialsBuilder disturbed(int trial, String reason) {
            keepWorkMetrics.add(trial);
            return invalid(trial, reason);
        }

        public List<TrialResult> build() {
            List<TrialResult> trials = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                long requests = 40_000;
                List<String> invalid = invalidReasons.getOrDefault(i + 1, List.of());
                trials.add(new TrialResult(i + 1, requests, requests,
                        value(Metric.MEAN, i, 1.25), value(Metric.P50, i, 1.1), value(Metric.P90, i, 1.9),
                        value(Metric.P99, i, 4.75), value(Metric.MAX, i, 31.5), value(Metric.THROUGHPUT, i, 1999.5),
                        2000, new TrialResult.ErrorCounts(0, errorsPerTrial, 0, 0, 0),
                        value(Metric.CPU_PER_REQUEST, i, 210), value(Metric.SERVER_MEMORY, i, 96.5),
                        value(Metric.SERVER_TIME, i, 0.625), value(Metric.ALLOCATED_BYTES_PER_REQUEST, i, 59361.5),
                        value(Metric.RESPONSE_BYTES_PER_REQUEST, i, 4712), value(Metric.GC_COUNT_PER_1000_REQUESTS, i, 2.5),
                        value(Metric.GC_MILLIS_PER_REQUEST, i, 0.0125),
                        new TrialResult.GeneratorHealth(0, 12, 2000, false), invalid,
                        keepWorkMetrics.contains(i + 1), List.of()));
            }
            return trials;
        }

        private double value(Metric metric, int trial, double constant) {
            double[] given = values.get(metric);
            return given == null ? constant : given[trial];
        }
    }
}
