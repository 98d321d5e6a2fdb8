package io.perfgate.perf.run;

import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import io.perfgate.perf.baseline.JsonInput;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.result.PairId;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a perf run set out to do, written as {@value #FILE} in its results directory before the first server boots:
 * which pairs, how many boots, what they are compared with. The result files say what was measured; the plan says
 * what should have been, so that {@link Merge} can tell a shard whose pair failed (no result file) from one that
 * never had the pair, and judge the results with the same gate settings the shard would have used.
 *
 * @param commit    the commit measured ({@code perf.commit})
 * @param createdAt when the plan was written, before the run's first pair: a result that started earlier is an
 *                  earlier run's, left in the directory, and not this run's
 * @param update    the run writes baselines instead of comparing ({@code -Dperf.baseline.update=true})
 * @param strict    a baseline from another machine class fails on time metrics too ({@code -Dperf.gate.strict=true})
 * @param boots     how many times the plan runs, round after round (1 unless writing baselines)
 * @param reference the reference build of an A/B run; empty for a run against the committed baselines
 * @param pairs     the (variant, scenario) pairs in the order they run, each once
 */
public record RunPlan(String commit, Instant createdAt, boolean update, boolean strict, int boots,
                      Optional<Reference> reference, List<PairId> pairs) {
    public static final String FILE = "plan.json";
    /** The format's name and version: a reader refuses any other. */
    static final String FORMAT = "perfgate-run-plan/1";

    /**
     * The A/B reference as the comparison names it.
     *
     * @param name  e.g. {@code reference build base 0123456789ab}
     * @param order how the trials of each pair were ordered
     * @param seed  the shuffle's seed ({@link TrialOrder.Kind#RANDOM} only)
     */
    public record Reference(String name, TrialOrder.Kind order, long seed) {
        public Reference {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(order, "order");
            if (order == TrialOrder.Kind.ALONE) {
                throw new IllegalArgumentException("a reference's order is abba or random, actual: alone");
            }
        }

        /** The order of a pair of {@code trials} trials on each side, as the shard ran it. */
        public TrialOrder orderOf(int trials) {
            return TrialOrder.of(order, seed, trials);
        }
    }

    public RunPlan {
        Objects.requireNonNull(commit, "commit");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(reference, "reference");
        pairs = List.copyOf(pairs);
        if (boots < 1) {
            throw new IllegalArgumentException("boots must be >= 1, actual: " + boots);
        }
        if (reference.isPresent() && (update || boots > 1)) {
            throw new IllegalArgumentException("an A/B run compares one boot and writes no baseline, actual: update "
                    + update + ", boots " + boots);
        }
        if (pairs.isEmpty()) {
            throw new IllegalArgumentException("a plan needs at least one pair");
        }
        if (new HashSet<>(pairs).size() != pairs.size()) {
            throw new IllegalArgumentException("each pair once in a plan, actual: " + pairs);
        }
    }

    /** The same plan over other pairs, written at {@code created}: what a merge of several shards' plans did. */
    public RunPlan merged(Instant created, List<PairId> others) {
        return new RunPlan(commit, created, update, strict, boots, reference, others);
    }

    /** Whether two plans judge alike: same commit, mode, boots and reference; the pairs and times may differ. */
    public boolean judgedLike(RunPlan other) {
        return commit.equals(other.commit) && update == other.update && strict == other.strict && boots == other.boots
                && reference.equals(other.reference);
    }

    /** The plan without its pairs, in words: for a message that says two plans differ. */
    public String describeSettings() {
        return "commit " + commit + ", " + (update ? "writes baselines"
                : reference.map(r -> "A/B against " + r.name() + ", " + r.orderOf(1).describe())
                .orElse("against the committed baselines")) + (strict ? ", strict" : "") + ", " + boots
                + (boots == 1 ? " boot" : " boots");
    }

    /** Writes {@code <dir>/plan.json}, fields in a fixed order. */
    public Path write(Path dir) {
        Path file = dir.resolve(FILE);
        StringWriter text = new StringWriter();
        try (JsonWriter out = new JsonWriter(text)) {
            out.setIndent("  ");
            out.beginObject();
            out.name("format").value(FORMAT);
            out.name("commit").value(commit);
            out.name("createdAt").value(createdAt.toString());
            out.name("update").value(update);
            out.name("strict").value(strict);
            out.name("boots").value(boots);
            out.name("reference");
            if (reference.isPresent()) {
                Reference r = reference.get();
                out.beginObject();
                out.name("name").value(r.name());
                out.name("order").value(r.order().name().toLowerCase(Locale.ROOT));
                out.name("seed").value(r.seed());
                out.endObject();
            } else {
                out.nullValue();
            }
            out.name("pairs").beginArray();
            for (PairId pair : pairs) {
                out.beginObject();
                out.name("variant").value(pair.variant());
                out.name("scenario").value(pair.scenario());
                out.endObject();
            }
            out.endArray();
            out.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            Files.createDirectories(dir);
            Files.writeString(file, text + "\n", StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        }
    }

    /**
     * Reads {@code <dir>/plan.json}.
     *
     * @throws MergeException the file is absent or is not a plan; the message names the file, and the line,
     *                        column and JSON path of the problem
     */
    public static RunPlan read(Path dir) {
        Path file = dir.resolve(FILE);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new MergeException(file + ": required the run's plan, actual: no such file (the run ended before "
                    + "its first pair, or this is not a results directory)", e);
        } catch (IOException e) {
            throw new MergeException(file + ": cannot be read: " + e, e);
        }
        JsonInput in = new JsonInput(text, (problem, cause) -> new MergeException(file + ": " + problem, cause));
        String format = null;
        String commit = null;
        Instant createdAt = null;
        Boolean update = null;
        Boolean strict = null;
        Integer boots = null;
        Optional<Reference> reference = null;
        List<PairId> pairs = null;
        in.beginObject();
        while (in.hasNext()) {
            switch (in.nextName()) {
                case "format" -> format = in.string();
                case "commit" -> commit = in.string();
                case "createdAt" -> {
                    String time = in.string();
                    try {
                        createdAt = Instant.parse(time);
                    } catch (DateTimeParseException e) {
                        throw in.fail("expected an ISO-8601 instant like 2026-11-23T18:00:00Z but found '" + time + "'");
                    }
                }
                case "update" -> update = in.bool();
                case "strict" -> strict = in.bool();
                case "boots" -> boots = in.intNumber();
                case "reference" -> reference = readReference(in);
                case "pairs" -> pairs = readPairs(in);
                default -> throw in.fail("unknown field");
            }
        }
        in.endObject();
        in.endDocument();
        require(in, "format", format);
        if (!FORMAT.equals(format)) {
            throw new MergeException(file + ": $.format: required " + FORMAT + ", actual: " + format);
        }
        try {
            return new RunPlan(require(in, "commit", commit), require(in, "createdAt", createdAt),
                    require(in, "update", update),
                    require(in, "strict", strict), require(in, "boots", boots), require(in, "reference", reference),
                    require(in, "pairs", pairs));
        } catch (IllegalArgumentException e) {
            throw new MergeException(file + ": " + e.getMessage(), e);
        }
    }

    private static <T> T require(JsonInput in, String field, T value) {
        return require(in, field, "$", value);
    }

    private static <T> T require(JsonInput in, String field, String objectPath, T value) {
        if (value == null) {
            throw in.missing(field, objectPath);
        }
        return value;
    }

    private static Optional<Reference> readReference(JsonInput in) {
        if (in.peek() == JsonToken.NULL) {
            in.skipValue();
            return Optional.empty();
        }
        String name = null;
        TrialOrder.Kind order = null;
        Long seed = null;
        in.beginObject();
        while (in.hasNext()) {
            switch (in.nextName()) {
                case "name" -> name = in.string();
                case "order" -> {
                    String text = in.string();
                    try {
                        order = TrialOrder.Kind.parse(text);
                    } catch (IllegalArgumentException e) {
                        throw in.fail("expected abba or random but found '" + text + "'");
                    }
                }
                case "seed" -> seed = in.wholeNumber();
                default -> throw in.fail("unknown field");
            }
        }
        in.endObject();
        return Optional.of(new Reference(require(in, "name", "$.reference", name),
                require(in, "order", "$.reference", order), require(in, "seed", "$.reference", seed)));
    }

    private static List<PairId> readPairs(JsonInput in) {
        List<PairId> pairs = new ArrayList<>();
        Set<PairId> seen = new HashSet<>();
        in.beginArray();
        while (in.hasNext()) {
            String variant = null;
            String scenario = null;
            in.beginObject();
            while (in.hasNext()) {
                switch (in.nextName()) {
                    case "variant" -> variant = in.string();
                    case "scenario" -> scenario = in.string();
                    default -> throw in.fail("unknown field");
                }
            }
            String where = "$.pairs[" + pairs.size() + "]";
            PairId pair = new PairId(require(in, "variant", where, variant), require(in, "scenario", where, scenario));
            if (!seen.add(pair)) {
                throw in.fail("expected each pair once but found " + pair + " again");
            }
            in.endObject();
            pairs.add(pair);
        }
        in.endArray();
        return pairs;
    }
}
