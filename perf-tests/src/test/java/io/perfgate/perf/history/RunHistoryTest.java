package io.perfgate.perf.history;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.PairId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunHistoryTest {
    private static final Machine MACHINE = new Machine("AMD EPYC 7B13", 2, 8L << 30, "Linux", "25", LauncherKind.PROCESS, "none");

    @Test
    void theHistorySurvivesReopeningAndTheTrendShowsBothRuns(@TempDir Path tmp) {
        Path db = tmp.resolve("nested/dir/history.db");
        try (RunHistory history = RunHistory.open(db)) {
            history.record(run("2026-11-21T10:00:00Z", "aaaaaaa", 1.20, true));
        }
        try (RunHistory history = RunHistory.open(db)) {
            history.record(run("2026-11-21T11:00:00Z", "bbbbbbb", 1.35, true));
        }

        try (RunHistory reopened = RunHistory.open(db)) {
            Trend trend = reopened.trend(30);

            assertEquals(2, reopened.runCount());
            assertEquals(List.of("aaaaaaa", "bbbbbbb"), trend.runs().stream().map(Trend.Run::commit).toList());
            Trend.Series mean = series(trend, "mean");
            assertEquals(2, mean.points());
            assertEquals(List.of(1.20, 1.35), mean.values());
            assertEquals("ms", mean.unit());
        }
    }

    @Test
    void theTrendKeepsOnlyTheLastRunsOldestFirst(@TempDir Path tmp) {
        try (RunHistory history = RunHistory.open(tmp.resolve("h.db"))) {
            for (int i = 0; i < 5; i++) {
                history.record(run("2026-11-21T1" + i + ":00:00Z", "c" + i, i, true));
            }

            Trend trend = history.trend(3);

            assertEquals(List.of("c2", "c3", "c4"), trend.runs().stream().map(Trend.Run::commit).toList());
            assertEquals(List.of(2.0, 3.0, 4.0), series(trend, "mean").values());
        }
    }

    @Test
    void anInvalidValueIsKeptButIsAGapInTheTrend(@TempDir Path tmp) {
        try (RunHistory history = RunHistory.open(tmp.resolve("h.db"))) {
            history.record(run("2026-11-21T10:00:00Z", "a", 1.2, true));
            history.record(run("2026-11-21T11:00:00Z", "b", 9.9, false));

            Trend.Series mean = series(history.trend(30), "mean");

            assertEquals(1.2, mean.values().get(0));
            assertTrue(Double.isNaN(mean.values().get(1)));
            assertEquals(1, mean.points());
        }
    }

    @Test
    void anUnmeasuredValueIsStoredAsNullAndReadBackAsAGap(@TempDir Path tmp) {
        try (RunHistory history = RunHistory.open(tmp.resolve("h.db"))) {
            history.record(run("2026-11-21T10:00:00Z", "a", Double.NaN, true));

            assertTrue(Double.isNaN(series(history.trend(30), "mean").values().get(0)));
        }
    }

    @Test
    void aNewFileGetsTheCurrentSchemaVersion(@TempDir Path tmp) throws Exception {
        Path db = tmp.resolve("h.db");
        try (RunHistory history = RunHistory.open(db)) {
            assertEquals(RunHistory.SCHEMA_VERSION, schemaVersion(db));
            assertEquals(0, history.trend(30).runs().size());
        }
    }

    @Test
    void aFileFromANewerPerfgateIsRefusedWithItsVersionAndPath(@TempDir Path tmp) throws Exception {
        Path db = tmp.resolve("h.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement()) {
            st.executeUpdate("PRAGMA user_version = 99");
        }

        HistoryException e = assertThrows(HistoryException.class, () -> RunHistory.open(db));

        assertTrue(e.getMessage().contains("schema version 99"), e.getMessage());
        assertTrue(e.getMessage().contains(db.toString()), e.getMessage());
    }

    /** The file's schema version, read beside the open history. */
    private static int schemaVersion(Path db) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    private static Trend.Series series(Trend trend, String metric) {
        return trend.series().stream().filter(s -> s.metricId().equals(metric)).findFirst().orElseThrow();
    }

    private static RecordedRun run(String started, String commit, double mean, boolean valid) {
        PairId pair = new PairId("virtual-gson", "request-1");
        return new RecordedRun(Instant.parse(started), commit, "committed baselines", MACHINE, List.of(
                new RecordedRun.Value(pair, "mean", "ms", mean, 0.01, 3, valid, valid ? "pass" : "invalid"),
                new RecordedRun.Value(pair, "throughput", "req/s", 4990, 2.5, 3, valid, "pass")));
    }
}
