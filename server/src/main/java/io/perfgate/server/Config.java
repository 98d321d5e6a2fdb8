package io.perfgate.server;

import io.perfgate.server.http.RequestLimits;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Everything the server needs to start: the variant (io x threads x json) and its surroundings. Built from
 * command-line flags and environment variables by {@link #parse}; flags win over the environment.
 *
 * @param io               the HTTP front end: {@code jdk} (the JDK's server), {@code blocking} (a thread per
 *                         connection) or {@code nonblocking} (event loops)
 * @param threads          {@code platform} or {@code virtual}: the threads that run requests (jdk and
 *                         nonblocking: the executor each request is handed to; blocking: each connection's thread)
 * @param poolSize         platform pool size, 1..10000; only for {@code platform} with {@code jdk} or {@code nonblocking}
 * @param json             JSON codec name: {@code own} or {@code gson}
 * @param bind             address to listen on
 * @param port             TCP port, 0..65535; 0 picks a free port
 * @param db               SQLite database file (never in-memory); relative paths resolve against the working dir
 * @param maxBodyBytes     largest accepted request body in bytes, 1..16 MiB; larger bodies get 413
 * @param limits           time to receive a request, header size and count (408 by closing, 431)
 * @param sync             SQLite {@code synchronous} setting of the write connection
 * @param busyTimeout      how long a database write waits for a lock (another process's, or the queue of
 *                         writes in this one) before it is answered 503; 1 ms..60 s
 * @param extraCpuMicros   TEST-ONLY: CPU microseconds each request additionally burns, 0..10 s
 * @param extraDelayMicros TEST-ONLY: microseconds each request additionally sleeps, 0..10 s
 * @param extraAllocBytes  TEST-ONLY: bytes each request additionally allocates (and lets go), 0..16 MiB
 */
public record Config(Io io, Threads threads, int poolSize, String json, String bind, int port, Path db,
                     int maxBodyBytes, RequestLimits limits, Sync sync, Duration busyTimeout, long extraCpuMicros, long extraDelayMicros, int extraAllocBytes) {

    public static final int DEFAULT_POOL_SIZE = 10;
    public static final int DEFAULT_PORT = 8080;
    public static final String DEFAULT_BIND = "0.0.0.0";
    public static final String DEFAULT_DB = "perfgate.db";
    /** 64 KiB: a publication is at most 1000 characters (at most 4000 UTF-8 bytes), so this leaves ample room. */
    public static final int DEFAULT_MAX_BODY_BYTES = 64 * 1024;
    static final int MAX_MAX_BODY_BYTES = 16 * 1024 * 1024;
    /** SQLite's wait for a lock; long enough for a checkpoint or a backup's short lock, short enough to answer. */
    public static final Duration DEFAULT_BUSY_TIMEOUT = Duration.ofSeconds(10);
    static final int MAX_BUSY_TIMEOUT_MILLIS = 60_000;
    static final long MAX_EXTRA_MICROS = 10_000_000L;
    static final int MAX_EXTRA_ALLOC_BYTES = 16 * 1024 * 1024;

    /**
     * The HTTP front end, the library that accepts connections and parses HTTP; every front end hands its
     * requests to the same {@link io.perfgate.server.http.Dispatcher}. See server/README.md, "IO architecture".
     */
    public enum Io {
        /** The JDK's {@code com.sun.net.httpserver}: a selector thread, requests run on the executor. */
        JDK,
        /** Apache HttpCore 5 classic: blocking I/O, one thread per connection. */
        BLOCKING,
        /** Netty: non-blocking event loops; requests run on the executor, never on an event loop. */
        NONBLOCKING
    }

    /** Thread model: the threads that run requests (see {@link Io} for where they come from). */
    public enum Threads { PLATFORM, VIRTUAL }

    /**
     * SQLite {@code synchronous} of the write connection (WAL mode). FULL fsyncs the WAL on every commit, so
     * an acknowledged write survives a power loss or OS crash; NORMAL syncs only at checkpoints, so a
     * power loss may lose the last commits. Both survive a killed server process.
     */
    public enum Sync { FULL, NORMAL }

    public Config {
        Objects.requireNonNull(io, "io");
        Objects.requireNonNull(threads, "threads");
        Objects.requireNonNull(json, "json");
        Objects.requireNonNull(bind, "bind");
        Objects.requireNonNull(db, "db");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(sync, "sync");
        Objects.requireNonNull(busyTimeout, "busyTimeout");
        check(busyTimeout.toMillis() >= 1 && busyTimeout.toMillis() <= MAX_BUSY_TIMEOUT_MILLIS,
                "busy-timeout-millis must be 1.." + MAX_BUSY_TIMEOUT_MILLIS + ", actual: " + busyTimeout.toMillis());
        check(poolSize >= 1 && poolSize <= 10_000, "pool-size must be 1..10000, actual: " + poolSize);
        check(json.equals("own") || json.equals("gson"), "json must be own or gson, actual: " + json);
        check(port >= 0 && port <= 65_535, "port must be 0..65535, actual: " + port);
        check(maxBodyBytes >= 1 && maxBodyBytes <= MAX_MAX_BODY_BYTES,
                "max-body-bytes must be 1.." + MAX_MAX_BODY_BYTES + ", actual: " + maxBodyBytes);
        check(extraCpuMicros >= 0 && extraCpuMicros <= MAX_EXTRA_MICROS,
                "extra-cpu-micros must be 0.." + MAX_EXTRA_MICROS + ", actual: " + extraCpuMicros);
        check(extraDelayMicros >= 0 && extraDelayMicros <= MAX_EXTRA_MICROS,
                "extra-delay-micros must be 0.." + MAX_EXTRA_MICROS + ", actual: " + extraDelayMicros);
        check(extraAllocBytes >= 0 && extraAllocBytes <= MAX_EXTRA_ALLOC_BYTES,
                "extra-alloc-bytes must be 0.." + MAX_EXTRA_ALLOC_BYTES + ", actual: " + extraAllocBytes);
        check(!db.toString().isBlank() && !db.toString().startsWith(":memory:"),
                "db must be a file path (never in-memory), actual: '" + db + "'");
        db = db.toAbsolutePath().normalize();
    }

    /**
     * The variant's name, for example {@code virtual-gson}; the front end leads it unless it is the default
     * {@code jdk} ({@code nonblocking-virtual-gson}), so that the default's name, health answer and start-up
     * line stay what they were before the io axis existed.
     */
    public String variant() {
        String name = threads.name().toLowerCase(Locale.ROOT) + "-" + json;
        return io == Io.JDK ? name : io.name().toLowerCase(Locale.ROOT) + "-" + name;
    }

    /** One option: its flag, environment variable, and description for the usage text. */
    private enum Option {
        IO("io", "PERFGATE_IO", "jdk|blocking|nonblocking",
                "HTTP front end: JDK server, thread per connection, event loops (default jdk)"),
        THREADS("threads", "PERFGATE_THREADS", "platform|virtual", "thread model (default platform)"),
        POOL_SIZE("pool-size", "PERFGATE_POOL_SIZE", "N",
                "platform pool size, not used by --io=blocking (default " + DEFAULT_POOL_SIZE + ")"),
        JSON("json", "PERFGATE_JSON", "own|gson", "JSON codec (default gson)"),
        PORT("port", "PERFGATE_PORT", "N", "TCP port, 0 = any free port (default " + DEFAULT_PORT + ")"),
        BIND("bind", "PERFGATE_BIND", "ADDR", "listen address (default " + DEFAULT_BIND + ")"),
        DB("db", "PERFGATE_DB", "PATH", "SQLite database file (default ./" + DEFAULT_DB + ")"),
        MAX_BODY_BYTES("max-body-bytes", "PERFGATE_MAX_BODY_BYTES", "N",
                "largest request body, larger gets 413 (default " + DEFAULT_MAX_BODY_BYTES + " = 64 KiB)"),
        REQUEST_TIMEOUT_SECONDS("request-timeout-seconds", "PERFGATE_REQUEST_TIMEOUT_SECONDS", "N",
                "time to receive a whole request, then the connection is closed (default "
                        + RequestLimits.DEFAULT_REQUEST_TIMEOUT.toSeconds() + ")"),
        MAX_HEADER_BYTES("max-header-bytes", "PERFGATE_MAX_HEADER_BYTES", "N",
                "largest header section, larger gets 431 (default " + RequestLimits.DEFAULT_MAX_HEADER_BYTES
                        + " = 16 KiB)"),
        MAX_HEADERS("max-headers", "PERFGATE_MAX_HEADERS", "N",
                "most header fields, more gets 431 (default " + RequestLimits.DEFAULT_MAX_HEADERS + ")"),
        SYNC("sync", "PERFGATE_SYNC", "full|normal", "SQLite synchronous for writes (default full)"),
        BUSY_TIMEOUT_MILLIS("busy-timeout-millis", "PERFGATE_BUSY_TIMEOUT_MILLIS", "N",
                "a write waits this long for a database lock, then 503 (default "
                        + DEFAULT_BUSY_TIMEOUT.toMillis() + ")"),
        EXTRA_CPU_MICROS("extra-cpu-micros", "PERFGATE_EXTRA_CPU_MICROS", "N",
                "TEST-ONLY: burn about N us of CPU per request (default 0)"),
        EXTRA_DELAY_MICROS("extra-delay-micros", "PERFGATE_EXTRA_DELAY_MICROS", "N",
                "TEST-ONLY: sleep N us per request (default 0)"),
        EXTRA_ALLOC_BYTES("extra-alloc-bytes", "PERFGATE_EXTRA_ALLOC_BYTES", "N",
                "TEST-ONLY: allocate N more bytes per request (default 0)");

        final String flag;
        final String env;
        final String valueName;
        final String description;

        Option(String flag, String env, String valueName, String description) {
            this.flag = flag;
            this.env = env;
            this.valueName = valueName;
            this.description = description;
        }

        static Option ofFlag(String flag) {
            for (Option option : values()) {
                if (option.flag.equals(flag)) {
                    return option;
                }
            }
            throw new ConfigException("unknown option --" + flag);
        }
    }

    /** The usage text printed by {@code --help} and after a configuration error. */
    public static String usage() {
        StringBuilder text = new StringBuilder(
                "usage: java --enable-native-access=ALL-UNNAMED -jar perfgate-server.jar [--option=value ...]\n"
                        + "options (flag / environment variable; flags win):\n");
        for (Option option : Option.values()) {
            text.append(String.format(Locale.ROOT, "  --%-28s %-33s %s%n", option.flag + "=" + option.valueName,
                    option.env, option.description));
        }
        text.append("  --help                         print this text\n");
        return text.toString();
    }

    /**
     * Reads flags ({@code --name=value} or {@code --name value}) and environment variables.
     *
     * @throws ConfigException naming the offending flag or variable and its value
     */
    public static Config parse(List<String> args, Map<String, String> env) {
        Map<Option, String> values = new LinkedHashMap<>();
        Map<Option, String> sources = new LinkedHashMap<>();
        for (Option option : Option.values()) {
            String value = env.get(option.env);
            if (value != null && !value.isBlank()) {
                values.put(option, value.trim());
                sources.put(option, option.env);
            }
        }
        List<String> rest = new ArrayList<>(args);
        for (int i = 0; i < rest.size(); i++) {
            String arg = rest.get(i);
            if (!arg.startsWith("--") || arg.length() == 2) {
                throw new ConfigException("unexpected argument '" + arg + "'; options look like --name=value");
            }
            int eq = arg.indexOf('=');
            String name = eq < 0 ? arg.substring(2) : arg.substring(2, eq);
            Option option = Option.ofFlag(name);
            String value;
            if (eq >= 0) {
                value = arg.substring(eq + 1);
            } else if (i + 1 < rest.size() && !rest.get(i + 1).startsWith("--")) {
                value = rest.get(++i);
            } else {
                throw new ConfigException("option --" + name + " needs a value (" + option.valueName + ")");
            }
            values.put(option, value.trim());
            sources.put(option, "--" + name);
        }
        Reader reader = new Reader(values, sources);
        try {
            return new Config(
                    reader.choice(Option.IO, Io.JDK, Io.class),
                    reader.choice(Option.THREADS, Threads.PLATFORM, Threads.class),
                    reader.integer(Option.POOL_SIZE, DEFAULT_POOL_SIZE, 1, 10_000),
                    reader.json(Option.JSON, "gson"),
                    reader.text(Option.BIND, DEFAULT_BIND),
                    reader.integer(Option.PORT, DEFAULT_PORT, 0, 65_535),
                    Path.of(reader.text(Option.DB, DEFAULT_DB)),
                    reader.integer(Option.MAX_BODY_BYTES, DEFAULT_MAX_BODY_BYTES, 1, MAX_MAX_BODY_BYTES),
                    new RequestLimits(
                            Duration.ofSeconds(reader.integer(Option.REQUEST_TIMEOUT_SECONDS,
                                    (int) RequestLimits.DEFAULT_REQUEST_TIMEOUT.toSeconds(), 1,
                                    (int) RequestLimits.MAX_REQUEST_TIMEOUT_SECONDS)),
                            reader.integer(Option.MAX_HEADER_BYTES, RequestLimits.DEFAULT_MAX_HEADER_BYTES,
                                    RequestLimits.MIN_MAX_HEADER_BYTES, RequestLimits.MAX_MAX_HEADER_BYTES),
                            reader.integer(Option.MAX_HEADERS, RequestLimits.DEFAULT_MAX_HEADERS, 1,
                                    RequestLimits.MAX_MAX_HEADERS)),
                    reader.choice(Option.SYNC, Sync.FULL, Sync.class),
                    Duration.ofMillis(reader.integer(Option.BUSY_TIMEOUT_MILLIS, (int) DEFAULT_BUSY_TIMEOUT.toMillis(),
                            1, MAX_BUSY_TIMEOUT_MILLIS)),
                    reader.integer(Option.EXTRA_CPU_MICROS, 0, 0, (int) MAX_EXTRA_MICROS),
                    reader.integer(Option.EXTRA_DELAY_MICROS, 0, 0, (int) MAX_EXTRA_MICROS),
                    reader.integer(Option.EXTRA_ALLOC_BYTES, 0, 0, MAX_EXTRA_ALLOC_BYTES));
        } catch (IllegalArgumentException e) {
            throw e instanceof ConfigException ? e : new ConfigException(e.getMessage());
        }
    }

    /** Whether the arguments ask for the usage text. */
    public static boolean wantsHelp(List<String> args) {
        return args.contains("--help") || args.contains("-h");
    }

    private static void check(boolean condition, String message) {
        if (!condition) {
            throw new ConfigException(message);
        }
    }

    private record Reader(Map<Option, String> values, Map<Option, String> sources) {

        String text(Option option, String fallback) {
            String value = values.get(option);
            if (value == null) {
                return fallback;
            }
            if (value.isEmpty()) {
                throw new ConfigException(sources.get(option) + " needs a value (" + option.valueName + ")");
            }
            return value;
        }

        int integer(Option option, int fallback, int min, int max) {
            String value = values.get(option);
            if (value == null) {
                return fallback;
            }
            int number;
            try {
                number = Integer.parseInt(value);
            } catch (NumberFormatException e) {
                throw new ConfigException(sources.get(option) + " must be an integer, actual: '" + value + "'");
            }
            if (number < min || number > max) {
                throw new ConfigException(sources.get(option) + " must be " + min + ".." + max + ", actual: " + number);
            }
            return number;
        }

        String json(Option option, String fallback) {
            String value = text(option, fallback);
            if (!value.equals("own") && !value.equals("gson")) {
                throw new ConfigException(sources.get(option) + " must be own|gson, actual: '" + value + "'");
            }
            return value;
        }

        <E extends Enum<E>> E choice(Option option, E fallback, Class<E> type) {
            String value = values.get(option);
            if (value == null) {
                return fallback;
            }
            for (E constant : type.getEnumConstants()) {
                if (constant.name().equalsIgnoreCase(value)) {
                    return constant;
                }
            }
            throw new ConfigException(sources.get(option) + " must be " + option.valueName + ", actual: '" + value + "'");
        }
    }
}
