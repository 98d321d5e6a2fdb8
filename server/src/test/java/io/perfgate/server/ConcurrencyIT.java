package io.perfgate.server;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Many parallel writers: every write is either acknowledged and stored, or refused with a 4xx that says
 * why; never a 5xx such as "database is locked".
 */
class ConcurrencyIT {
    private static final int REQUESTS = 500;
    private static final int CLIENT_THREADS = 32;

    private Path dir;
    private PerfgateServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        Databases.deleteRecursively(dir);
    }

    private Http start(String variant) throws Exception {
        dir = Files.createTempDirectory("perfgate-concurrency-" + variant + "-");
        server = PerfgateServer.start(Config.parse(Variants.flags(variant, "--port=0", "--bind=127.0.0.1",
                "--db=" + dir.resolve("concurrency.db")), Map.of()));
        return new Http(server.port());
    }

    @ParameterizedTest
    @MethodSource("io.perfgate.server.Variants#all")
    void everyAcknowledgedPublicationIsStoredAndNoneFails(String variant) throws Exception {
        Http http = start(variant);
        Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
        ExecutorService clients = Executors.newFixedThreadPool(CLIENT_THREADS);
        try {
            List<Future<?>> sent = new ArrayList<>();
            for (int i = 0; i < REQUESTS; i++) {
                String body = "{\"userUUID\":\"" + UUID.randomUUID() + "\",\"text\":\"parallel " + i + "\"}";
                sent.add(clients.submit(() -> statuses.computeIfAbsent(http.post("/publications", body).status(),
                        status -> new AtomicInteger()).incrementAndGet()));
            }
            for (Future<?> future : sent) {
                future.get(60, TimeUnit.SECONDS);
            }
        } finally {
            clients.shutdownNow();
        }
        Map<Integer, Integer> counts = new TreeMap<>();
        statuses.forEach((status, count) -> counts.put(status, count.get()));
        assertEquals(Map.of(201, REQUESTS), counts, "every request answered 201");
        assertEquals(REQUESTS, Databases.count(server.databaseFile(), "SELECT COUNT(*) FROM publications"));
    }

    @ParameterizedTest
    @MethodSource("io.perfgate.server.Variants#eachIoAndThreads")
    void racingCreatesOfTheSameKeysGiveExactlyOneCreatedPerKeyAndConflictsForTheRest(String variant) throws Exception {
        Http http = start(variant);
        String apiKey = http.get("/api").object().get("apiKey").getAsString();
        int keys = 10;
        int attemptsPerKey = 20;
        Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
        ExecutorService clients = Executors.newFixedThreadPool(CLIENT_THREADS);
        try {
            List<Future<?>> sent = new ArrayList<>();
            for (int attempt = 0; attempt < attemptsPerKey; attempt++) {
                for (int key = 0; key < keys; key++) {
                    String path = "/api/" + apiKey + "/key-" + key;
                    String body = "{\"value\":\"attempt " + attempt + "\"}";
                    sent.add(clients.submit(() -> statuses.computeIfAbsent(http.post(path, body).status(),
                            status -> new AtomicInteger()).incrementAndGet()));
                }
            }
            for (Future<?> future : sent) {
                future.get(60, TimeUnit.SECONDS);
            }
        } finally {
            clients.shutdownNow();
        }
        assertEquals(keys, statuses.get(201).get(), () -> "statuses: " + statuses);
        assertEquals(keys * (attemptsPerKey - 1), statuses.get(409).get(), () -> "statuses: " + statuses);
        assertTrue(statuses.keySet().stream().allMatch(status -> status == 201 || status == 409), statuses::toString);
        assertEquals(keys, Databases.count(server.databaseFile(), "SELECT COUNT(*) FROM cache_entries WHERE api_key = ?",
                apiKey));
    }
}
