package io.perfgate.perf.baseline;

import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.stats.Sample;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The {@code baselines/} directory: one JSON file per (variant, scenario) at
 * {@code baselines/<scenario>/<variant>.json}, grouped by scenario because a reviewer compares the variants
 * of one scenario with each other, and next to them {@code baselines/thresholds.json}.
 */
public final class BaselineStore {
    /** The thresholds file's name inside the directory. */
    public static final String THRESHOLDS_FILE = "thresholds.json";

    // Names become path segments: no separators, no "..", nothing a shell or a URL would mangle.
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    private final Path directory;

    private BaselineStore(Path directory) {
        this.directory = directory.toAbsolutePath().normalize();
    }

    public static BaselineStore at(Path directory) {
        return new BaselineStore(directory);
    }

    public Path directory() {
        return directory;
    }

    public Path thresholdsFile() {
        return directory.resolve(THRESHOLDS_FILE);
    }

    /** {@code <directory>/<scenario>/<variant>.json} */
    public Path fileFor(PairId pair) {
        return directory.resolve(checkName("scenario", pair.scenario())).resolve(checkName("variant", pair.variant()) + ".json");
    }

    /**
     * The baseline of (variant, scenario), or empty when there is no file (the NO_BASELINE verdict).
     *
     * @throws BaselineException the file exists but cannot be read, is malformed, has an unknown format
     *                           version, or belongs to another (variant, scenario)
     */
    public Optional<Baseline> read(PairId pair) {
        Path file = fileFor(pair);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        Baseline baseline = parse(file);
        if (!baseline.pair().equals(pair)) {
            throw failure(file, "holds variant '" + baseline.pair().variant() + "' and scenario '" + baseline.pair().scenario()
                    + "' but its place is for variant '" + pair.variant() + "' and scenario '" + pair.scenario() + "'", null);
        }
        return Optional.of(baseline);
    }

    /**
     * Per time metric, the between-boot spread of every baseline here pooled: the standard deviation of the log boot
     * means, each baseline's variance weighted by its boots - 1 (a baseline of 3 boots counts 2). Three boots of one pair
     * can agree by chance far better than that pair's boots do (docs/evidence/committed-baselines.md); the gate then
     * never takes a pair's spread below this pooled one. A file that
     * cannot be read is left out here (judging its own pair names the problem); a baseline of one boot has no spread.
     */
    public Map<Metric, Double> pooledBootSpreads() {
        Map<Metric, double[]> sums = new EnumMap<>(Metric.class); // {sum of (B - 1) * variance, sum of (B - 1)}
        for (Baseline baseline : readable()) {
            for (Metric metric : Metric.values()) {
                if (metric.kind() != Metric.Kind.TIME) {
                    continue;
                }
                double[] logs = baseline.bootMeans(metric).finiteOnly().values();
                if (logs.length < 2 || Arrays.stream(logs).anyMatch(v -> v <= 0)) {
                    continue;
                }
                Sample boots = Sample.of(Arrays.stream(logs).map(Math::log).toArray());
                double[] sum = sums.computeIfAbsent(metric, m -> new double[2]);
                double sd = boots.standardDeviation();
                sum[0] += (boots.size() - 1) * sd * sd;
                sum[1] += boots.size() - 1;
            }
        }
        Map<Metric, Double> pooled = new EnumMap<>(Metric.class);
        sums.forEach((metric, sum) -> pooled.put(metric, Math.sqrt(sum[0] / sum[1])));
        return pooled;
    }

    /** The baseline in {@code file}; a {@link BaselineException} naming the file when it cannot be read or parsed. */
    private Baseline parse(Path file) {
        String text;
        try {
            text = decode(Files.readAllBytes(file));
        } catch (CharacterCodingException e) {
            throw failure(file, "not valid UTF-8", e);
        } catch (IOException e) {
            throw failure(file, "cannot read: " + e, e);
        }
        return BaselineJsonReader.read(text, (problem, cause) -> failure(file, problem, cause));
    }

    /** Every baseline file here that reads, in path order. */
    private List<Baseline> readable() {
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        List<Baseline> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(directory, 2)) {
            for (Path file : files.filter(f -> f.getNameCount() == directory.getNameCount() + 2)
                    .filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList()) {
                try {
                    out.add(parse(file));
                } catch (BaselineException e) {
                    // left out of the pool; judging its own pair reports it
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        return out;
    }

    /**
     * Writes the runs of one (variant, scenario), one per server boot in boot order, as its new baseline,
     * replacing the file atomically. The update command calls this:
     * {@code ./mvnw verify -Pperf -Dperf.baseline.update=true}.
     *
     * @return the file written
     * @throws BaselineException        a boot has invalid trials or none (a harness problem must not become the
     *                                  reference), or the file cannot be written
     * @throws IllegalArgumentException no runs, or runs that do not belong together ({@link Baseline#of(List)})
     */
    public Path write(List<ScenarioRun> boots) {
        if (boots.isEmpty()) {
            throw new IllegalArgumentException("a baseline needs the run of at least one boot, actual: none");
        }
        Path file = fileFor(boots.getFirst().pair());
        for (int i = 0; i < boots.size(); i++) {
            ScenarioRun run = boots.get(i);
            if (!run.valid()) {
                String reasons = run.trials().stream()
                        .filter(trial -> !trial.valid())
                        .map(trial -> "trial " + trial.trial() + ": " + String.join("; ", trial.invalidReasons()))
                        .collect(Collectors.joining(", "));
                throw failure(file, "not written: the run of " + run.pair()
                        + (boots.size() > 1 ? ", boot " + (i + 1) + " of " + boots.size() + "," : "")
                        + " has invalid trials (" + (reasons.isEmpty() ? "no trials" : reasons)
                        + "); fix the harness problem and measure again", null);
            }
        }
        String json = BaselineJson.write(Baseline.of(boots));
        try {
            Files.createDirectories(file.getParent());
            Path temporary = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
            try {
                Files.writeString(temporary, json, StandardCharsets.UTF_8);
                move(temporary, file);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw failure(file, "cannot write: " + e, e);
        }
        return file;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static String decode(byte[] bytes) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder()
                .decode(ByteBuffer.wrap(bytes))
                .toString();
    }

    /** Messages name the file from the directory's own name down: {@code baselines/request-2/virtual-gson.json}. */
    private BaselineException failure(Path file, String problem, Throwable cause) {
        Path root = directory.getParent() == null ? directory : directory.getParent();
        return new BaselineException(file, root.relativize(file).toString(), problem, cause);
    }

    private static String checkName(String what, String name) {
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(what + " name must match " + NAME + " to be a file name, actual: '" + name + "'");
        }
        return name;
    }
}
