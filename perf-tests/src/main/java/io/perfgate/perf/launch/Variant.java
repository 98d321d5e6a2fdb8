package io.perfgate.perf.launch;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One point of the server's variant matrix, named {@code <threads>-<json>} (e.g. {@code virtual-gson}).
 *
 * @param threads {@code platform} (fixed pool) or {@code virtual} (a virtual thread per request)
 * @param json    {@code own} (the project's parser) or {@code gson}
 */
public record Variant(String threads, String json) {
    public static final List<String> THREADS = List.of("platform", "virtual");
    public static final List<String> JSON = List.of("own", "gson");

    public Variant {
        Objects.requireNonNull(threads, "threads");
        Objects.requireNonNull(json, "json");
        if (!THREADS.contains(threads)) {
            throw new IllegalArgumentException("variant threads must be one of " + THREADS + ", actual: '" + threads + "'");
        }
        if (!JSON.contains(json)) {
            throw new IllegalArgumentException("variant json must be one of " + JSON + ", actual: '" + json + "'");
        }
    }

    /** Parses {@code platform-own}, {@code virtual-gson}, ... */
    public static Variant parse(String name) {
        String[] parts = name.trim().toLowerCase(Locale.ROOT).split("-");
        if (parts.length != 2) {
            throw new IllegalArgumentException("variant must look like <platform|virtual>-<own|gson>, actual: '" + name + "'");
        }
        return new Variant(parts[0], parts[1]);
    }

    /** All four variants in a fixed order: platform-own, platform-gson, virtual-own, virtual-gson. */
    public static List<Variant> all() {
        List<Variant> all = new ArrayList<>();
        for (String t : THREADS) {
            for (String j : JSON) {
                all.add(new Variant(t, j));
            }
        }
        return List.copyOf(all);
    }

    public String name() {
        return threads + "-" + json;
    }

    /** The server's command-line flags that select this variant. */
    public List<String> serverArgs() {
        return List.of("--threads=" + threads, "--json=" + json);
    }

    @Override
    public String toString() {
        return name();
    }
}
