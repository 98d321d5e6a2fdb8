package io.perfgate.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpRequest.BodyPublishers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Black-box acceptance tests over real HTTP, run once per variant (every front end, thread model and codec)
 * against a server started in-process on port 0 with its own temporary database. Includes the 24 cases of the S4 study's RESTCache acceptance suite (experiments/README.md)
 * (ApiIntegrationSpec, CacheIntegrationSpec, ResponseCodesIntegrationSpec) and the bad-input contract.
 * Every answer is checked for Server-Timing by {@link Http}.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("io.perfgate.server.Variants#all")
class AcceptanceIT {
    private static final String USER = "123e4567-e89b-12d3-a456-426614174000";
    private static final String UUID_SYNTAX = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

    private static Path dir;
    private static PerfgateServer server;
    private static Http http;

    @Parameter
    String variant;

    @BeforeParameterizedClassInvocation
    static void start(String variant) throws IOException {
        dir = Files.createTempDirectory("perfgate-acceptance-" + variant + "-");
        server = PerfgateServer.start(Config.parse(Variants.flags(variant, "--port=0", "--bind=127.0.0.1",
                "--db=" + dir.resolve("acceptance.db")), Map.of()));
        http = new Http(server.port());
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
        Databases.deleteRecursively(dir);
    }

    private static String newApiKey() {
        Http.Reply reply = http.get("/api");
        assertEquals(200, reply.status(), reply::toString);
        return reply.object().get("apiKey").getAsString();
    }

    private static String value(String value) {
        JsonObject body = new JsonObject();
        body.addProperty("value", value);
        return body.toString();
    }

    private static Http.Reply create(String apiKey, String key, String value) {
        Http.Reply reply = http.post("/api/" + apiKey + "/" + key, value(value));
        assertEquals(201, reply.status(), reply::toString);
        return reply;
    }

    private static void assertError(int status, String fragment, Http.Reply reply) {
        assertEquals(status, reply.status(), reply::toString);
        assertTrue(reply.error().contains(fragment), () -> "error should mention '" + fragment + "': " + reply);
    }

    @Test
    void healthAnswersOkWithTheVariantName() {
        Http.Reply reply = http.get("/health");
        assertEquals(200, reply.status());
        assertEquals("ok", reply.object().get("status").getAsString());
        assertEquals(variant, reply.object().get("variant").getAsString());
        assertEquals("application/json; charset=utf-8", reply.header("Content-Type"));
    }

    @Nested
    class Publications {

        @Test
        void aPublicationIsStoredAndTheStoredRowIsAnswered() {
            Http.Reply reply = http.post("/publications", "{\"userUUID\":\"" + USER + "\",\"text\":\"hello perfgate\"}");
            assertEquals(201, reply.status(), reply::toString);
            JsonObject publication = reply.object();
            assertEquals(USER, publication.get("userUUID").getAsString());
            assertEquals("hello perfgate", publication.get("text").getAsString());
            long id = publication.get("publicationID").getAsLong();
            assertTrue(id > 0, reply::toString);
            assertEquals(1, Databases.count(server.databaseFile(),
                    "SELECT COUNT(*) FROM publications WHERE publication_id = ? AND user_uuid = ? AND text = ?",
                    id, USER, "hello perfgate"));
        }

        @Test
        void eachPublicationGetsItsOwnId() {
            String body = "{\"userUUID\":\"" + USER + "\",\"text\":\"twice\"}";
            long first = http.post("/publications", body).object().get("publicationID").getAsLong();
            long second = http.post("/publications", body).object().get("publicationID").getAsLong();
            assertNotEquals(first, second);
        }

        @Test
        void anUppercaseUuidIsStoredInLowerCase() {
            Http.Reply reply = http.post("/publications", "{\"userUUID\":\"" + USER.toUpperCase() + "\",\"text\":\"x\"}");
            assertEquals(201, reply.status(), reply::toString);
            assertEquals(USER, reply.object().get("userUUID").getAsString());
        }

        @Test
        void aThousandCharactersOfNonAsciiTextRoundTrip() {
            String text = "ż".repeat(999) + "🐢";
            assertEquals(1000, text.codePointCount(0, text.length()));
            JsonObject body = new JsonObject();
            body.addProperty("userUUID", USER);
            body.addProperty("text", text);
            Http.Reply reply = http.post("/publications", body.toString());
            assertEquals(201, reply.status(), reply::toString);
            assertEquals(text, reply.object().get("text").getAsString());
        }

        @Test
        void textOutside1To1000CharactersIsRejected() {
            assertError(400, "text must have 1..1000 characters, actual: 0",
                    http.post("/publications", "{\"userUUID\":\"" + USER + "\",\"text\":\"\"}"));
            assertError(400, "text must have 1..1000 characters, actual: 1001",
                    http.post("/publications", "{\"userUUID\":\"" + USER + "\",\"text\":\"" + "a".repeat(1001) + "\"}"));
        }

        @Test
        void serverTimingSplitsParseDbAndTotal() {
            String timing = http.post("/publications", "{\"userUUID\":\"" + USER + "\",\"text\":\"t\"}").serverTiming();
            assertTrue(timing.matches("parse;dur=[0-9.]+, db;dur=[0-9.]+, .*total;dur=[0-9.]+"), timing);
        }
    }

    @Nested
    class Feeds {

        @Test
        void aFeedIsAbout4_5To5KilobytesOfArraysOfObjects() {
            Http.Reply reply = http.post("/feed", "{\"userUUID\":\"" + USER + "\"}");
            assertEquals(200, reply.status(), reply::toString);
            int bytes = reply.body().getBytes(StandardCharsets.UTF_8).length;
            assertTrue(bytes >= 4500 && bytes <= 5000, "required 4500..5000 bytes, actual " + bytes);
            JsonObject feed = reply.object();
            assertEquals(USER, feed.get("userUUID").getAsString());
            JsonArray items = feed.getAsJsonArray("items");
            assertFalse(items.isEmpty());
            assertTrue(items.get(0).getAsJsonObject().get("tags").isJsonArray());
            assertFalse(feed.getAsJsonArray("suggestions").isEmpty());
        }

        @Test
        void theSameUserGetsTheSameFeedAndAnotherUserAnotherOne() {
            String mine = http.post("/feed", "{\"userUUID\":\"" + USER + "\"}").body();
            assertEquals(mine, http.post("/feed", "{\"userUUID\":\"" + USER + "\"}").body());
            assertNotEquals(mine, http.post("/feed", "{\"userUUID\":\"" + UUID.randomUUID() + "\"}").body());
        }

        @Test
        void serverTimingSplitsParseComputeAndTotal() {
            String timing = http.post("/feed", "{\"userUUID\":\"" + USER + "\"}").serverTiming();
            assertTrue(timing.matches("parse;dur=[0-9.]+, compute;dur=[0-9.]+, .*total;dur=[0-9.]+"), timing);
        }
    }

    /** The S4 study's ApiIntegrationSpec. */
    @Nested
    class ApiKeys {

        @Test
        void shouldGetApiKey() {
            assertTrue(newApiKey().matches(UUID_SYNTAX));
        }

        @Test
        void shouldApiKeyBeSavedInDb() {
            String apiKey = newApiKey();
            assertEquals(1, Databases.count(server.databaseFile(), "SELECT COUNT(*) FROM api_keys WHERE api_key = ?", apiKey));
        }

        @Test
        void eachApiKeyIsNew() {
            assertNotEquals(newApiKey(), newApiKey());
        }
    }

    /** The S4 study's CacheIntegrationSpec. */
    @Nested
    class Cache {

        @Test
        void shouldGetEmptyListOfCachedValuesForApiKey() {
            Http.Reply reply = http.get("/api/" + newApiKey());
            assertEquals(200, reply.status(), reply::toString);
            assertEquals(new JsonArray(), reply.json());
        }

        @Test
        void shouldGetListOfCachedValuesForApiKey() {
            String apiKey = newApiKey();
            create(apiKey, "b", "2");
            create(apiKey, "a", "1");
            create(newApiKey(), "c", "other key's entry");
            Http.Reply reply = http.get("/api/" + apiKey);
            assertEquals(200, reply.status(), reply::toString);
            assertEquals("[{\"key\":\"a\",\"value\":\"1\"},{\"key\":\"b\",\"value\":\"2\"}]", reply.json().toString());
        }

        @Test
        void shouldGetSavedCacheValueForGivenKey() {
            String apiKey = newApiKey();
            create(apiKey, "greeting", "hello");
            Http.Reply reply = http.get("/api/" + apiKey + "/greeting");
            assertEquals(200, reply.status(), reply::toString);
            assertEquals("hello", reply.object().get("value").getAsString());
        }

        @Test
        void shouldCreateCache() {
            String apiKey = newApiKey();
            Http.Reply reply = create(apiKey, "k%2F1", "v 1");
            assertEquals("v 1", reply.object().get("value").getAsString());
            assertEquals("/api/" + apiKey + "/k%2F1", reply.header("Location"));
            assertEquals("[{\"key\":\"k/1\",\"value\":\"v 1\"}]", http.get("/api/" + apiKey).json().toString());
        }

        @Test
        void shouldUpdateCache() {
            String apiKey = newApiKey();
            create(apiKey, "k", "old");
            Http.Reply reply = http.put("/api/" + apiKey + "/k", value("new"));
            assertEquals(200, reply.status(), reply::toString);
            assertEquals("new", reply.object().get("value").getAsString());
            assertEquals("new", http.get("/api/" + apiKey + "/k").object().get("value").getAsString());
        }

        @Test
        void shouldDeleteCache() {
            String apiKey = newApiKey();
            create(apiKey, "k", "gone soon");
            Http.Reply reply = http.delete("/api/" + apiKey + "/k");
            assertEquals(200, reply.status(), reply::toString);
            assertEquals("gone soon", reply.object().get("value").getAsString());
            assertEquals(404, http.get("/api/" + apiKey + "/k").status());
            assertEquals(new JsonArray(), http.get("/api/" + apiKey).json());
        }
    }

    /** The S4 study's ResponseCodesIntegrationSpec. */
    @Nested
    class ResponseCodes {
        private final String unknownApiKey = UUID.randomUUID().toString();

        @Test
        void shouldReturnOkOnGettingApiKey() {
            assertEquals(200, http.get("/api").status());
            assertEquals(200, http.get("/api/").status());
        }

        @Test
        void shouldReturnOkOnGettingListOfCachedValuesForGivenApiKey() {
            assertEquals(200, http.get("/api/" + newApiKey()).status());
        }

        @Test
        void shouldReturnOkOnGettingCache() {
            String apiKey = newApiKey();
            create(apiKey, "k", "v");
            assertEquals(200, http.get("/api/" + apiKey + "/k").status());
        }

        @Test
        void shouldReturnCreatedOnCreatingCache() {
            assertEquals(201, http.post("/api/" + newApiKey() + "/k", value("v")).status());
        }

        @Test
        void shouldReturnOkOnUpdatingCache() {
            String apiKey = newApiKey();
            create(apiKey, "k", "v");
            assertEquals(200, http.put("/api/" + apiKey + "/k", value("w")).status());
        }

        @Test
        void shouldReturnOkOnDeletingCache() {
            String apiKey = newApiKey();
            create(apiKey, "k", "v");
            assertEquals(200, http.delete("/api/" + apiKey + "/k").status());
        }

        @Test
        void shouldReturnConflictOnCreateCacheIfCacheKeyAlreadyExists() {
            String apiKey = newApiKey();
            create(apiKey, "k", "first");
            assertError(409, "already exists", http.post("/api/" + apiKey + "/k", value("second")));
            assertEquals("first", http.get("/api/" + apiKey + "/k").object().get("value").getAsString());
        }

        @Test
        void shouldReturnNotFoundOnGetCacheIfApiKeyDoesNotExist() {
            assertError(404, "unknown API key", http.get("/api/" + unknownApiKey + "/k"));
            assertError(404, "unknown API key", http.get("/api/" + unknownApiKey));
        }

        @Test
        void shouldReturnNotFoundOnPostCacheIfApiKeyDoesNotExist() {
            assertError(404, "unknown API key", http.post("/api/" + unknownApiKey + "/k", value("v")));
        }

        @Test
        void shouldReturnNotFoundOnPutCacheIfApiKeyDoesNotExist() {
            assertError(404, "unknown API key", http.put("/api/" + unknownApiKey + "/k", value("v")));
        }

        @Test
        void shouldReturnNotFoundOnDeleteCacheIfApiKeyDoesNotExist() {
            assertError(404, "unknown API key", http.delete("/api/" + unknownApiKey + "/k"));
        }

        @Test
        void shouldReturnBadRequestOnPostCacheIfNoCacheValuePassed() {
            String path = "/api/" + newApiKey() + "/k";
            assertError(400, "missing field value", http.post(path, "{}"));
            assertError(400, "missing field value", http.post(path, "{\"value\":null}"));
            assertError(400, "request body is empty", http.send("POST", path, BodyPublishers.noBody(), null));
            assertEquals(404, http.get(path).status(), "nothing was created");
        }

        @Test
        void shouldReturnBadRequestOnPutCacheIfNoCacheValuePassed() {
            String apiKey = newApiKey();
            create(apiKey, "k", "kept");
            String path = "/api/" + apiKey + "/k";
            assertError(400, "missing field value", http.put(path, "{}"));
            assertError(400, "missing field value", http.put(path, "{\"value\":null}"));
            assertEquals("kept", http.get(path).object().get("value").getAsString());
        }

        @Test
        void shouldReturnNotFoundOnGetIfCacheForGivenKeyDoesNotExist() {
            assertError(404, "no entry 'missing'", http.get("/api/" + newApiKey() + "/missing"));
        }

        @Test
        void shouldReturnNotFoundOnPutIfCacheForGivenKeyDoesNotExist() {
            assertError(404, "no entry 'missing'", http.put("/api/" + newApiKey() + "/missing", value("v")));
        }

        @Test
        void shouldReturnNotFoundOnDeleteIfCacheForGivenKeyDoesNotExist() {
            assertError(404, "no entry 'missing'", http.delete("/api/" + newApiKey() + "/missing"));
        }
    }

    /** Bad input gets a 4xx naming what was wrong: never a 5xx, a hang or a crash. */
    @Nested
    class BadInput {

        @ParameterizedTest(name = "{0} {1} -> {2}")
        @CsvSource(delimiterString = " -> ", quoteCharacter = '`', textBlock = """
                /publications -> `{"userUUID":` -> invalid JSON body
                /publications -> `not json` -> invalid JSON body
                /publications -> `{"userUUID":"123e4567-e89b-12d3-a456-426614174000","text":"x"` -> invalid JSON body
                /publications -> `{"userUUID":"123e4567-e89b-12d3-a456-426614174000","text":"x"} trailing` -> invalid JSON body
                /publications -> `{"userUUID":"123e4567-e89b-12d3-a456-426614174000" "text":"x"}` -> invalid JSON body
                /publications -> `{"userUUID":{"a":1},"text":"x"}` -> invalid JSON body
                /publications -> `{"userUUID":"123e4567-e89b-12d3-a456-426614174000","text":["x"]}` -> invalid JSON body
                /publications -> `[1,2]` -> invalid JSON body
                /publications -> `"just a string"` -> invalid JSON body
                /publications -> `null` -> invalid JSON body
                /publications -> `{"text":"x"}` -> missing field userUUID
                /publications -> `{"userUUID":null,"text":"x"}` -> missing field userUUID
                /publications -> `{"userUUID":"123e4567-e89b-12d3-a456-426614174000"}` -> missing field text
                /publications -> `{"userUUID":"not-a-uuid","text":"x"}` -> userUUID must be a UUID
                /publications -> `{"userUUID":"123e4567-e89b-12d3-a456-42661417400","text":"x"}` -> userUUID must be a UUID
                /publications -> `{"userUUID":"123e4567e89b12d3a456426614174000","text":"x"}` -> userUUID must be a UUID
                /feed -> `{` -> invalid JSON body
                /feed -> `{"userUUID":[]}` -> invalid JSON body
                /feed -> `{}` -> missing field userUUID
                /feed -> `{"userUUID":"g23e4567-e89b-12d3-a456-426614174000"}` -> userUUID must be a UUID
                """)
        void badBodiesAreBadRequests(String path, String body, String fragment) {
            assertError(400, fragment, http.post(path, body));
        }

        @Test
        void aCacheValueOfTheWrongTypeIsABadRequest() {
            String path = "/api/" + newApiKey() + "/k";
            assertError(400, "invalid JSON body", http.post(path, "{\"value\":{\"nested\":true}}"));
            assertError(400, "invalid JSON body", http.post(path, "{\"value\":[\"a\"]}"));
        }

        @ParameterizedTest
        @ValueSource(strings = {"/publications", "/feed"})
        void anEmptyBodyIsABadRequest(String path) {
            assertError(400, "request body is empty", http.send("POST", path, BodyPublishers.noBody(), null));
        }

        @Test
        void aBodyOverTheLimitIsTooLargeWhetherDeclaredOrChunked() {
            byte[] tooLarge = new byte[Config.DEFAULT_MAX_BODY_BYTES + 1];
            java.util.Arrays.fill(tooLarge, (byte) ' ');
            assertError(413, "request body too large: at most 65536 bytes",
                    http.send("POST", "/publications", BodyPublishers.ofByteArray(tooLarge), "application/json"));
            byte[] chunked = new byte[4 * Config.DEFAULT_MAX_BODY_BYTES];
            java.util.Arrays.fill(chunked, (byte) ' ');
            assertError(413, "request body too large: at most 65536 bytes", http.send("POST", "/feed",
                    BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(chunked)), "application/json"));
            assertEquals(200, http.get("/health").status(), "the server still answers");
        }

        @Test
        void aBodyAtTheLimitIsRead() {
            String body = "{\"userUUID\":\"" + USER + "\",\"text\":\"at the limit\"}";
            String padded = body + " ".repeat(Config.DEFAULT_MAX_BODY_BYTES - body.length());
            assertEquals(201, http.post("/publications", padded).status());
        }

        @ParameterizedTest
        @ValueSource(strings = {"/nope", "/api/k/v/extra", "/publications/1", "/"})
        void anUnknownRouteIsNotFound(String path) {
            assertError(404, "no route for GET " + path, http.get(path));
        }

        @ParameterizedTest(name = "{0} {1} -> Allow: {2}")
        @CsvSource(delimiterString = " | ", textBlock = """
                DELETE | /publications | POST
                GET | /publications | POST
                GET | /feed | POST
                POST | /health | GET
                POST | /api | GET
                PUT | /api/k | GET
                PATCH | /api/k/v | DELETE, GET, POST, PUT
                """)
        void aWrongMethodIsNotAllowedAndSaysWhatIs(String method, String path, String allow) {
            Http.Reply reply = http.send(method, path, BodyPublishers.ofString("{}"), "application/json");
            assertError(405, "method " + method + " not allowed", reply);
            assertEquals(allow, reply.header("Allow"));
        }

        @Test
        void headIsNotAllowedAndAnsweredWithoutABody() {
            Http.Reply reply = http.send("HEAD", "/health", BodyPublishers.noBody(), null);
            assertEquals(405, reply.status());
            assertEquals("GET", reply.header("Allow"));
            assertEquals("", reply.body());
        }

        @Test
        void aNonJsonContentTypeIsUnsupported() {
            assertError(415, "Content-Type must be application/json", http.send("POST", "/publications",
                    BodyPublishers.ofString("{\"userUUID\":\"" + USER + "\",\"text\":\"x\"}"), "text/plain"));
        }

        @Test
        void aMissingContentTypeIsTakenAsJson() {
            assertEquals(201, http.send("POST", "/publications",
                    BodyPublishers.ofString("{\"userUUID\":\"" + USER + "\",\"text\":\"x\"}"), null).status());
        }

        @Test
        void aKeyOver256CharactersIsABadRequest() {
            assertError(400, "key must have 1..256 characters", http.get("/api/" + newApiKey() + "/" + "k".repeat(257)));
        }
    }
}
