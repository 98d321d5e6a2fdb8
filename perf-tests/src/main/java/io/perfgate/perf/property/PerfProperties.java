package io.perfgate.perf.property;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The {@code perf.*} system properties as typed values. Every settings class reads them through this one reader, so a
 * value is parsed one way wherever it is read, and a value that cannot be used is named one way: the key, what was
 * expected and what was found, e.g. {@code -Dperf.trials: expected a whole number >= 1, found 'abc'}
 * ({@link PropertyException}).
 *
 * <p>Values are trimmed; a key that is unset or blank is absent and reads as its default. Durations read as
 * {@code 5s}, {@code 1500ms}, a plain number of seconds ({@code 2.5}) or ISO-8601 ({@code PT5S}); bounds are inclusive.
 *
 * @param lookup a name to value lookup, null when unset: {@code System.getProperties()::getProperty}, a map's {@code get}
 */
public record PerfProperties(Function<String, String> lookup) {
    private static final String DURATION = "a duration >= 0 such as 5s, 1500ms, 2.5 (seconds) or PT5S";

    public PerfProperties {
        Objects.requireNonNull(lookup, "lookup");
    }

    /** These properties under {@code values}: a key that {@code values} holds reads as {@code values} says. */
    public PerfProperties with(Map<String, String> values) {
        Map<String, String> above = Map.copyOf(values);
        return new PerfProperties(key -> above.containsKey(key) ? above.get(key) : lookup.apply(key));
    }

    /** These properties, then {@code fallback} for a key that is absent here (unset or blank). */
    public PerfProperties orElse(Function<String, String> fallback) {
        return new PerfProperties(key -> text(key).orElseGet(() -> fallback.apply(key)));
    }

    /** The value of {@code key}, trimmed; empty when unset or blank. */
    public Optional<String> text(String key) {
        return Optional.ofNullable(lookup.apply(key)).map(String::trim).filter(v -> !v.isEmpty());
    }

    /**
     * The value of {@code key} as given, trimmed, a blank one included: for a key whose empty value means "none" rather
     * than its default.
     */
    public Optional<String> given(String key) {
        return Optional.ofNullable(lookup.apply(key)).map(String::trim);
    }

    public boolean isSet(String key) {
        return text(key).isPresent();
    }

    public String string(String key, String fallback) {
        return text(key).orElse(fallback);
    }

    /** A whole number >= {@code min}. */
    public int integer(String key, int fallback, int min) {
        return integer(key, fallback, min, Integer.MAX_VALUE);
    }

    /** A whole number from {@code min} to {@code max}. */
    public int integer(String key, int fallback, int min, int max) {
        return (int) wholeNumber(key, fallback, min, max, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** A whole number from {@code min} to {@code max}. */
    public long longInteger(String key, long fallback, long min, long max) {
        return wholeNumber(key, fallback, min, max, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** {@code lowest} and {@code highest}: the bounds of the type, which the error leaves unsaid. */
    private long wholeNumber(String key, long fallback, long min, long max, long lowest, long highest) {
        String expected = "a whole number" + range(min, max, lowest, highest, String::valueOf);
        return parsed(key, expected, text -> {
            long value = Long.parseLong(text);
            return value >= min && value <= max ? value : null;
        }).orElse(fallback);
    }

    /** A finite number from {@code min} to {@code max}; give infinities for no bound. */
    public double decimal(String key, double fallback, double min, double max) {
        String expected = "a number" + range(min, max, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                PerfProperties::plain);
        return parsed(key, expected, text -> {
            double value = Double.parseDouble(text);
            return Double.isFinite(value) && value >= min && value <= max ? value : null;
        }).orElse(fallback);
    }

    /** A duration >= 0; empty when absent. */
    public Optional<Duration> duration(String key) {
        return parsed(key, DURATION, PerfProperties::parseDuration);
    }

    /** A duration >= 0. */
    public Duration duration(String key, Duration fallback) {
        return duration(key).orElse(fallback);
    }

    /** {@code true} or {@code false} in any case. */
    public boolean bool(String key, boolean fallback) {
        return choice(key, fallback, List.of(true, false), String::valueOf);
    }

    /** Comma-separated values, each trimmed, empty ones left out; none when absent. */
    public List<String> list(String key) {
        return text(key).map(v -> Arrays.stream(v.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList())
                .orElse(List.of());
    }

    /** Space-separated words (a command line's arguments); none when absent. */
    public List<String> words(String key) {
        return text(key).map(v -> List.of(v.split("\\s+"))).orElse(List.of());
    }

    /** One of {@code allowed}, in any case; returned as {@code allowed} spells it. */
    public String choice(String key, String fallback, List<String> allowed) {
        return choice(key, fallback, allowed, Function.identity());
    }

    /** The one of {@code allowed} whose {@code name} the value is, in any case. */
    public <T> T choice(String key, T fallback, List<T> allowed, Function<T, String> name) {
        List<String> names = allowed.stream().map(name).toList();
        String expected = names.size() == 1 ? names.getFirst()
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.getLast();
        return parsed(key, expected, text -> allowed.stream()
                .filter(a -> name.apply(a).toLowerCase(Locale.ROOT).equals(text.toLowerCase(Locale.ROOT)))
                .findFirst().orElse(null)).orElse(fallback);
    }

    /**
     * A path, made absolute against the working directory ({@link TypedPaths#workingDirectory}) and normalized; empty
     * when absent.
     */
    public Optional<Path> path(String key) {
        return parsed(key, "a file path", text -> TypedPaths.workingDirectory(lookup).resolve(text).normalize());
    }

    /**
     * A path as a person typed it on the command line, or {@code fallback}: found from where they stand in the
     * checkout ({@link TypedPaths#resolve}).
     */
    public Path typedPath(String key, String fallback) {
        return parsed(key, "a file path", text -> TypedPaths.resolve(lookup, text))
                .orElseGet(() -> TypedPaths.resolve(lookup, fallback));
    }

    /**
     * The value of {@code key} read by {@code parse}; empty when absent. {@code parse} says a value cannot be used by
     * returning null or throwing {@link IllegalArgumentException}; the error then says {@code expected}.
     *
     * @throws PropertyException the value cannot be used
     */
    public <T> Optional<T> parsed(String key, String expected, Function<String, T> parse) {
        Optional<String> text = text(key);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        T value;
        try {
            value = parse.apply(text.get());
        } catch (IllegalArgumentException | DateTimeParseException e) {
            throw new PropertyException(key, expected, text.get(), e);
        }
        if (value == null) {
            throw new PropertyException(key, expected, text.get(), null);
        }
        return Optional.of(value);
    }

    /** {@code 5s}, {@code 1500ms}, {@code PT5S} or plain seconds ({@code 2.5}); null when negative or not finite. */
    private static Duration parseDuration(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        Duration d;
        if (t.startsWith("pt") || t.startsWith("-pt")) {
            d = Duration.parse(text);
        } else if (t.endsWith("ms")) {
            d = Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2).trim()));
        } else {
            double seconds = Double.parseDouble(t.endsWith("s") ? t.substring(0, t.length() - 1).trim() : t);
            d = Double.isFinite(seconds) ? Duration.ofMillis(Math.round(seconds * 1000)) : null;
        }
        return d == null || d.isNegative() ? null : d;
    }

    private static <N> String range(N min, N max, N lowest, N highest, Function<N, String> format) {
        boolean low = !min.equals(lowest);
        boolean high = !max.equals(highest);
        if (low && high) {
            return " from " + format.apply(min) + " to " + format.apply(max);
        }
        return low ? " >= " + format.apply(min) : high ? " <= " + format.apply(max) : "";
    }

    /** {@code 0.5}, {@code 1}, {@code 100}: without a trailing {@code .0}. */
    private static String plain(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }
}
