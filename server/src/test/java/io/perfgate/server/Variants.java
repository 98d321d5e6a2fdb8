package io.perfgate.server;

import java.util.ArrayList;
import java.util.List;

/**
 * The variants the integration tests run against, by name, and the flags that start each. A name is
 * {@code [io-]threads-json}; the default front end, {@code jdk}, keeps the names it had before the io axis
 * ({@code platform-gson}), as {@link Config#variant()} does.
 */
final class Variants {
    static final List<String> IO = List.of("jdk", "blocking", "nonblocking");

    private Variants() {
    }

    /** Every variant: io x threads x json. */
    static List<String> all() {
        List<String> names = new ArrayList<>();
        for (String io : IO) {
            for (String threads : List.of("platform", "virtual")) {
                for (String json : List.of("own", "gson")) {
                    names.add(name(io, threads, json));
                }
            }
        }
        return names;
    }

    /** Each front end with each thread model (the JSON codec alternating), for tests about connections and threads. */
    static List<String> eachIoAndThreads() {
        List<String> names = new ArrayList<>();
        for (String io : IO) {
            names.add(name(io, "platform", "own"));
            names.add(name(io, "virtual", "gson"));
        }
        return names;
    }

    /** Each front end with the default threads and codec. */
    static List<String> eachIo() {
        return IO.stream().map(io -> name(io, "platform", "gson")).toList();
    }

    static String name(String io, String threads, String json) {
        return io.equals("jdk") ? threads + "-" + json : io + "-" + threads + "-" + json;
    }

    /** {@code --io}, {@code --threads} and {@code --json} for a variant's name. */
    static List<String> flags(String variant) {
        String[] axes = variant.split("-");
        if (axes.length == 2) {
            return List.of("--io=jdk", "--threads=" + axes[0], "--json=" + axes[1]);
        }
        return List.of("--io=" + axes[0], "--threads=" + axes[1], "--json=" + axes[2]);
    }

    /** A variant's flags followed by {@code more}. */
    static List<String> flags(String variant, String... more) {
        List<String> all = new ArrayList<>(flags(variant));
        all.addAll(List.of(more));
        return all;
    }
}
