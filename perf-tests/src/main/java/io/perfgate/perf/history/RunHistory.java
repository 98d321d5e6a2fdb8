package io.perfgate.perf.history;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.PairId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The local run history: a SQLite file outside {@code target/} (so it survives {@code mvn clean}) that every
 * perf run appends to, and that the HTML report reads to draw a trend. Where it is, is the workspace's to say
 * ({@code workspace.Workspace#history}): the system's repository, unless {@code -Dperf.history} moves it.
 *
 * <p>The schema is versioned with SQLite's {@code user_version}; each migration takes the file one version up,
 * in a transaction. A file from a newer perfgate is refused rather than guessed at.
 */
public final class RunHistory implements AutoCloseable {
    /** System property that moves the database, e.g. {@code -Dperf.history=/tmp/h.db}. */
    public static final String LOCATION_PROPERTY = "perf.history";
    public static final int SCHEMA_VERSION = 1;

    /** MIGRATIONS[v] takes the schema from version v to v + 1. */
    private static final List<List<String>> MIGRATIONS = List.of(List.of(
            """
            CREATE TABLE runs (
              id              INTEGER PRIMARY KEY AUTOINCREMENT,
              started_at      TEXT    NOT NULL,
              recorded_at     TEXT    NOT NULL,
              commit_id       TEXT    NOT NULL,
              comparison_kind TEXT    NOT NULL,
              cpu_model       TEXT    NOT NULL,
              cores           INTEGER NOT NULL,
              memory_bytes    INTEGER NOT NULL,
              os              TEXT    NOT NULL,
              jdk             TEXT    NOT NULL,
              launcher        TEXT    NOT NULL,
              docker_version  TEXT    NOT NULL)""",
            """
            CREATE TABLE results (
              run_id   INTEGER NOT NULL REFERENCES runs(id),
              scenario TEXT    NOT NULL,
              variant  TEXT    NOT NULL,
              metric   TEXT    NOT NULL,
              unit     TEXT    NOT NULL,
              mean     REAL,
              sd       REAL,
              trials   INTEGER NOT NULL,
              valid    INTEGER NOT NULL,
              verdict  TEXT    NOT NULL,
              PRIMARY KEY (run_id, scenario, variant, metric))"""));

    private final Path file;
    private final Connection connection;

    private RunHistory(Path file, Connection connection) {
        this.file = file;
        this.connection = connection;
    }

    /** Opens (creating the file, its directory and the schema if needed) the history at {@code file}. */
    public static RunHistory open(Path file) {
        Path absolute = file.toAbsolutePath();
        try {
            Files.createDirectories(absolute.getParent());
        } catch (IOException e) {
            throw new HistoryException("cannot create the directory of history database " + absolute + ": " + e, e);
        }
        try {
            Connection connection = DriverManager.getConnection("jdbc:sqlite:" + absolute);
            try {
                migrate(connection, absolute);
            } catch (RuntimeException | SQLException e) {
                connection.close();
                throw e;
            }
            return new RunHistory(absolute, connection);
        } catch (SQLException e) {
            throw new HistoryException("cannot open history database " + absolute + ": " + e.getMessage(), e);
        }
    }

    private static void migrate(Connection connection, Path file) throws SQLException {
        int version = schemaVersion(connection);
        if (version > SCHEMA_VERSION) {
            throw new HistoryException("history database " + file + " has schema version " + version
                    + "; this perfgate reads up to version " + SCHEMA_VERSION + ". Use a newer perfgate or another "
                    + "file (-D" + LOCATION_PROPERTY + "=path)");
        }
        if (version == SCHEMA_VERSION) {
            return;
        }
        connection.setAutoCommit(false);
        try (Statement st = connection.createStatement()) {
            for (int v = version; v < SCHEMA_VERSION; v++) {
                for (String sql : MIGRATIONS.get(v)) {
                    st.executeUpdate(sql);
                }
            }
            st.executeUpdate("PRAGMA user_version = " + SCHEMA_VERSION);
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    private static int schemaVersion(Connection connection) throws SQLException {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /** Appends one run; returns its id. All or nothing. */
    public long record(RecordedRun run) {
        try {
            connection.setAutoCommit(false);
            try {
                long id = insertRun(run);
                insertValues(id, run.values());
                connection.commit();
                return id;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failure("append a run to", e);
        }
    }

    private long insertRun(RecordedRun run) throws SQLException {
        Machine m = run.machine();
        try (PreparedStatement ps = connection.prepareStatement("""
                INSERT INTO runs (started_at, recorded_at, commit_id, comparison_kind, cpu_model, cores, memory_bytes,
                                  os, jdk, launcher, docker_version)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, run.startedAt().toString());
            ps.setString(2, Instant.now().toString());
            ps.setString(3, run.commit());
            ps.setString(4, run.comparisonKind());
            ps.setString(5, m.cpuModel());
            ps.setInt(6, m.cores());
            ps.setLong(7, m.memoryBytes());
            ps.setString(8, m.os());
            ps.setString(9, m.jdk());
            ps.setString(10, m.launcher().id());
            ps.setString(11, m.dockerVersion());
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                if (!keys.next()) {
                    throw new SQLException("no id generated for the new run");
                }
                return keys.getLong(1);
            }
        }
    }

    private void insertValues(long runId, List<RecordedRun.Value> values) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("""
                INSERT INTO results (run_id, scenario, variant, metric, unit, mean, sd, trials, valid, verdict)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            for (RecordedRun.Value v : values) {
                ps.setLong(1, runId);
                ps.setString(2, v.pair().scenario());
                ps.setString(3, v.pair().variant());
                ps.setString(4, v.metricId());
                ps.setString(5, v.unit());
                setNullableDouble(ps, 6, v.mean());
                setNullableDouble(ps, 7, v.sd());
                ps.setInt(8, v.trials());
                ps.setInt(9, v.valid() ? 1 : 0);
                ps.setString(10, v.verdict());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void setNullableDouble(PreparedStatement ps, int index, double value) throws SQLException {
        if (Double.isFinite(value)) {
            ps.setDouble(index, value);
        } else {
            ps.setNull(index, Types.REAL);
        }
    }

    /** How many runs the file holds. */
    public int runCount() {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT count(*) FROM runs")) {
            rs.next();
            return rs.getInt(1);
        } catch (SQLException e) {
            throw failure("count the runs in", e);
        }
    }

    /**
     * The last {@code lastRuns} runs, oldest first, with one series per (scenario, variant, metric) that any of
     * them measured. Invalid values are NaN: a trend never draws a harness problem as a result.
     */
    public Trend trend(int lastRuns) {
        if (lastRuns < 1) {
            throw new IllegalArgumentException("lastRuns must be >= 1, actual: " + lastRuns);
        }
        try {
            List<Trend.Run> runs = new ArrayList<>();
            try (PreparedStatement ps = connection.prepareStatement(
                    "SELECT id, started_at, commit_id, launcher FROM runs ORDER BY id DESC LIMIT ?")) {
                ps.setInt(1, lastRuns);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        runs.add(new Trend.Run(rs.getLong(1), Instant.parse(rs.getString(2)), rs.getString(3),
                                LauncherKind.byId(rs.getString(4))));
                    }
                }
            }
            Collections.reverse(runs);
            if (runs.isEmpty()) {
                return new Trend(List.of(), List.of());
            }
            Map<Long, Integer> column = new HashMap<>();
            for (int i = 0; i < runs.size(); i++) {
                column.put(runs.get(i).id(), i);
            }
            Map<String, Trend.Series> series = new TreeMap<>();
            Map<String, Double[]> values = new HashMap<>();
            try (PreparedStatement ps = connection.prepareStatement("""
                    SELECT run_id, scenario, variant, metric, unit, mean, valid FROM results
                    WHERE run_id >= ? ORDER BY run_id""")) {
                ps.setLong(1, runs.get(0).id());
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        String scenario = rs.getString(2);
                        String variant = rs.getString(3);
                        String metric = rs.getString(4);
                        String key = scenario + "\u0000" + variant + "\u0000" + metric;
                        Double[] row = values.computeIfAbsent(key, k -> {
                            Double[] empty = new Double[runs.size()];
                            Arrays.fill(empty, Double.NaN);
                            return empty;
                        });
                        double mean = rs.getDouble(6);
                        boolean present = !rs.wasNull() && rs.getInt(7) == 1;
                        Integer at = column.get(rs.getLong(1));
                        if (at != null && present) {
                            row[at] = mean;
                        }
                        series.putIfAbsent(key, new Trend.Series(new PairId(variant, scenario), metric, rs.getString(5),
                                List.of()));
                    }
                }
            }
            List<Trend.Series> out = new ArrayList<>();
            for (Map.Entry<String, Trend.Series> e : series.entrySet()) {
                Trend.Series s = e.getValue();
                out.add(new Trend.Series(s.pair(), s.metricId(), s.unit(), List.of(values.get(e.getKey()))));
            }
            return new Trend(runs, out);
        } catch (SQLException e) {
            throw failure("read the trend from", e);
        }
    }

    private HistoryException failure(String what, SQLException e) {
        return new HistoryException("cannot " + what + " history database " + file + ": " + e.getMessage(), e);
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            throw failure("close", e);
        }
    }
}
