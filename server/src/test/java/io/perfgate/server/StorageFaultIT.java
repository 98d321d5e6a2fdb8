package io.perfgate.server;

import io.perfgate.server.store.InjectedFaults;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Storage faults while the server runs: Request-1 and the cache answer 503 with an error naming the
 * cause and {@code Retry-After}, reads that can still be served are, every acknowledged write is still
 * there afterwards, and the server serves writes again by itself once the fault has cleared.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class StorageFaultIT {
    private static final String USER = "123e4567-e89b-12d3-a456-426614174000";
    private static final String TEXT = "{\"userUUID\":\"" + USER + "\",\"text\":\"" + "t".repeat(1000) + "\"}";

    private Path dir;
    private PerfgateServer server;
    private ChildServer child;

    @AfterEach
    void stop() throws InterruptedException {
        if (server != null) {
            server.close();
        }
        if (child != null) {
            child.close();
        }
        Databases.deleteRecursively(dir);
    }

    private Http startInProcess() throws IOException {
        dir = Files.createTempDirectory("perfgate-faults-");
        server = PerfgateServer.start(Config.parse(List.of("--port=0", "--bind=127.0.0.1",
                "--db=" + dir.resolve("faults.db")), Map.of()));
        return new Http(server.port());
    }

    private static String apiKey(Http http) {
        Http.Reply reply = http.get("/api");
        assertEquals(200, reply.status(), reply::toString);
        return reply.object().get("apiKey").getAsString();
    }

    private static void assertUnavailable(Http.Reply reply, String cause) {
        System.out.println("storage fault answered: " + reply);
        assertEquals(503, reply.status(), reply::toString);
        assertTrue(reply.error().contains(cause), () -> "expected the error to name '" + cause + "': " + reply);
        assertEquals("1", reply.header("Retry-After"), reply::toString);
    }

    private static long publications(Path db) {
        return Databases.count(db, "SELECT COUNT(*) FROM publications");
    }

    @Test
    void aFullDiskIs503NamingItAndWritesResumeWhenSpaceIsBack() throws IOException {
        Http http = startInProcess();
        String apiKey = apiKey(http);
        assertEquals(201, http.post("/api/" + apiKey + "/kept", "{\"value\":\"v\"}").status());
        InjectedFaults.diskFull(server.database());
        int acknowledged = 0;
        Http.Reply reply = http.post("/publications", TEXT);
        // Rows that still fit into the last page are written; the first one that needs a new page is refused.
        for (int i = 0; i < 50 && reply.status() == 201; i++) {
            acknowledged++;
            reply = http.post("/publications", TEXT);
        }
        assertUnavailable(reply, "the disk is full");
        assertUnavailable(http.post("/api/" + apiKey + "/" + "k".repeat(256), "{\"value\":\"" + "v".repeat(3000) + "\"}"),
                "the disk is full");
        assertEquals(200, http.get("/api/" + apiKey + "/kept").status(), "reads go on");

        InjectedFaults.clear(server.database());
        assertEquals(201, http.post("/publications", TEXT).status());
        assertEquals(acknowledged + 1, publications(server.databaseFile()));
    }

    @Test
    void aReadOnlyDatabaseIs503NamingItAndWritesResumeWhenWritableAgain() throws IOException {
        Http http = startInProcess();
        String apiKey = apiKey(http);
        assertEquals(201, http.post("/publications", TEXT).status());
        assertEquals(201, http.post("/api/" + apiKey + "/kept", "{\"value\":\"v\"}").status());
        InjectedFaults.readOnly(server.database());

        assertUnavailable(http.post("/publications", TEXT), "the database file is read-only");
        assertUnavailable(http.put("/api/" + apiKey + "/kept", "{\"value\":\"w\"}"), "the database file is read-only");
        assertUnavailable(http.delete("/api/" + apiKey + "/kept"), "the database file is read-only");
        assertEquals("v", http.get("/api/" + apiKey + "/kept").object().get("value").getAsString(), "reads go on");

        InjectedFaults.clear(server.database());
        assertEquals(201, http.post("/publications", TEXT).status());
        assertEquals(200, http.put("/api/" + apiKey + "/kept", "{\"value\":\"w\"}").status());
        assertEquals(2, publications(server.databaseFile()));
    }

    @Test
    void aDatabaseLockedByAnotherProcessIs503AfterTheBusyTimeoutAndWritesResumeWhenReleased() throws Exception {
        dir = Files.createTempDirectory("perfgate-faults-");
        child = ChildServer.start(List.of("--port=0", "--bind=127.0.0.1", "--db=" + dir.resolve("locked.db"),
                "--busy-timeout-millis=300"), Map.of());
        Http http = new Http(child.port());
        String apiKey = apiKey(http);
        assertEquals(201, http.post("/publications", TEXT).status());
        // This test's JVM is the other process; BEGIN EXCLUSIVE takes the write lock until COMMIT.
        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + child.database());
             Statement statement = other.createStatement()) {
            statement.execute("PRAGMA busy_timeout=5000");
            statement.execute("BEGIN EXCLUSIVE");
            long before = System.nanoTime();
            assertUnavailable(http.post("/publications", TEXT), "locked by another process");
            long millis = (System.nanoTime() - before) / 1_000_000;
            assertTrue(millis >= 250 && millis < 5000, () -> "the 503 came after " + millis
                    + " ms; expected after the 300 ms busy timeout");
            assertUnavailable(http.post("/api/" + apiKey + "/k", "{\"value\":\"v\"}"), "locked by another process");
            assertEquals(200, http.get("/api/" + apiKey).status(), "reads go on (WAL)");
            statement.execute("COMMIT");
        }
        assertEquals(201, http.post("/publications", TEXT).status());
        assertEquals(2, publications(child.database()));
    }
}
