package io.perfgate.perf.sut;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One way to start the system under test, as its description file declares it: a name (e.g. {@code virtual-gson})
 * and the arguments and environment variables that make it, added to the file's {@code start} section.
 *
 * @param name shown in reports and used as the baseline's file name: letters, digits, {@code .}, {@code _}, {@code -}
 * @param args appended to {@code start.args}; may hold placeholders ({@link Placeholders})
 * @param env      added to {@code start.env} (a variant's value wins)
 * @param backends how many servers this variant starts: 1 is the server itself; more start that many identical
 *                 servers behind a round-robin load balancer (HAProxy) that the load is sent to (the S3 study's
 *                 topology). The servers share nothing (each has its own scratch directory and database), so a
 *                 scenario that reads back what it wrote belongs on one backend.
 */
public record Variant(String name, List<String> args, Map<String, String> env, int backends) {
    /** The most backends a variant may ask for: each is a whole server JVM on the same CPUs. */
    public static final int MAX_BACKENDS = 16;

    public Variant {
        Objects.requireNonNull(name, "name");
        args = List.copyOf(args);
        env = Map.copyOf(env);
        if (!SystemDescription.NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("variant name must match " + SystemDescription.NAME + ", actual: '" + name + "'");
        }
        if (backends == 0) {
            backends = 1; // result files written before backends existed (Gson leaves a missing int at 0)
        }
        if (backends < 1 || backends > MAX_BACKENDS) {
            throw new IllegalArgumentException("variant " + name + ": backends must be 1.." + MAX_BACKENDS + ", actual: " + backends);
        }
    }

    /** One server: what almost every variant is. */
    public Variant(String name, List<String> args, Map<String, String> env) {
        this(name, args, env, 1);
    }

    /** True when this variant is several servers behind a load balancer. */
    public boolean balanced() {
        return backends > 1;
    }

    @Override
    public String toString() {
        return name;
    }
}
