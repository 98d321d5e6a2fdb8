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
 * @param env  added to {@code start.env} (a variant's value wins)
 */
public record Variant(String name, List<String> args, Map<String, String> env) {
    public Variant {
        Objects.requireNonNull(name, "name");
        args = List.copyOf(args);
        env = Map.copyOf(env);
        if (!SystemUnderTest.NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("variant name must match " + SystemUnderTest.NAME + ", actual: '" + name + "'");
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
