package io.perfgate.server.endpoint;

import io.perfgate.server.api.ApiKey;
import io.perfgate.server.api.CacheValue;
import io.perfgate.server.api.FeedRequest;
import io.perfgate.server.api.Health;
import io.perfgate.server.api.PublicationRequest;
import io.perfgate.server.feed.FeedService;
import io.perfgate.server.http.HttpProblem;
import io.perfgate.server.http.Endpoint;
import io.perfgate.server.http.Request;
import io.perfgate.server.http.Response;
import io.perfgate.server.http.Router;
import io.perfgate.server.http.ServiceUnavailable;
import io.perfgate.server.http.ServerTiming.Phase;
import io.perfgate.server.store.CacheStore;
import io.perfgate.server.store.PublicationStore;
import io.perfgate.server.store.StoreException;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The HTTP API (see server/README.md, "Endpoints and status codes"). Status codes:
 * <ul>
 *   <li>{@code GET /health}: 200 {@code Health}.</li>
 *   <li>{@code POST /publications}: 201 {@code Publication}; 400 invalid body.</li>
 *   <li>{@code POST /feed}: 200 {@code Feed}; 400 invalid body.</li>
 *   <li>{@code GET /api}: 200 {@code ApiKey} (the S4 study's test in experiments/README.md: "OK response on getting apiKey").</li>
 *   <li>{@code GET /api/{apiKey}}: 200 list of {@code CacheEntry}; 404 unknown API key.</li>
 *   <li>{@code GET /api/{apiKey}/{key}}: 200 {@code CacheValue}; 404 unknown API key or entry.</li>
 *   <li>{@code POST /api/{apiKey}/{key}}: 201 {@code CacheValue} with {@code Location}; 409 entry exists;
 *       404 unknown API key; 400 missing or null value.</li>
 *   <li>{@code PUT /api/{apiKey}/{key}}: 200 {@code CacheValue}; 404 unknown API key or entry; 400 missing
 *       or null value.</li>
 *   <li>{@code DELETE /api/{apiKey}/{key}}: 200 {@code CacheValue} (the removed value); 404 unknown API key
 *       or entry.</li>
 * </ul>
 * The body is checked before the database is asked, so a request that is wrong in both ways gets 400.
 * Every route that uses the database answers 503 while the storage is unavailable (locked by another
 * process, read-only, disk full, I/O errors), naming the cause.
 */
public final class Endpoints {
    static final int MAX_TEXT_CHARS = 1000;
    static final int MAX_KEY_CHARS = 256;

    private final String variant;
    private final PublicationStore publications;
    private final CacheStore cache;
    private final FeedService feeds;

    public Endpoints(String variant, PublicationStore publications, CacheStore cache, FeedService feeds) {
        this.variant = variant;
        this.publications = publications;
        this.cache = cache;
        this.feeds = feeds;
    }

    public Router router() {
        return Router.builder()
                .route("GET", "/health", this::health)
                .route("POST", "/publications", storing(this::publish))
                .route("POST", "/feed", this::feed)
                .route("GET", "/api", storing(this::createApiKey))
                .route("GET", "/api/{apiKey}", storing(this::listEntries))
                .route("GET", "/api/{apiKey}/{key}", storing(this::getEntry))
                .route("POST", "/api/{apiKey}/{key}", storing(this::createEntry))
                .route("PUT", "/api/{apiKey}/{key}", storing(this::updateEntry))
                .route("DELETE", "/api/{apiKey}/{key}", storing(this::deleteEntry))
                .build();
    }

    /** A database route: a storage fault is a 503 naming it, not a 500 (the store knows no HTTP). */
    private static Endpoint storing(Endpoint endpoint) {
        return request -> {
            try {
                return endpoint.handle(request);
            } catch (StoreException e) {
                if (e.unavailable()) {
                    throw new ServiceUnavailable(e.getMessage(), e);
                }
                throw e;
            }
        };
    }

    private Response health(Request request) {
        return Response.ok(new Health("ok", variant));
    }

    private Response publish(Request request) {
        PublicationRequest body = request.body(PublicationRequest.class);
        String userUUID = Fields.uuid("userUUID", body.userUUID()).toString();
        String text = Fields.text("text", body.text(), 1, MAX_TEXT_CHARS);
        return Response.created(request.timing().measure(Phase.DB, () -> publications.insert(userUUID, text)));
    }

    private Response feed(Request request) {
        FeedRequest body = request.body(FeedRequest.class);
        var reader = Fields.uuid("userUUID", body.userUUID());
        return Response.ok(request.timing().measure(Phase.COMPUTE, () -> feeds.feedFor(reader)));
    }

    private Response createApiKey(Request request) {
        return Response.ok(new ApiKey(request.timing().measure(Phase.DB, cache::createApiKey)));
    }

    private Response listEntries(Request request) {
        String apiKey = request.pathParameter(0);
        return request.timing().measure(Phase.DB, () -> cache.list(apiKey))
                .map(Response::ok)
                .orElseThrow(() -> unknownApiKey(apiKey));
    }

    private Response getEntry(Request request) {
        String apiKey = request.pathParameter(0);
        String key = key(request);
        return answer(request.timing().measure(Phase.DB, () -> cache.get(apiKey, key)), apiKey, key);
    }

    private Response createEntry(Request request) {
        String apiKey = request.pathParameter(0);
        String key = key(request);
        String value = value(request);
        CacheStore.Result result = request.timing().measure(Phase.DB, () -> cache.create(apiKey, key, value));
        if (result.status() == CacheStore.Status.OK) {
            return Response.created(new CacheValue(value), "/api/" + encode(apiKey) + "/" + encode(key));
        }
        return answer(result, apiKey, key);
    }

    private Response updateEntry(Request request) {
        String apiKey = request.pathParameter(0);
        String key = key(request);
        String value = value(request);
        return answer(request.timing().measure(Phase.DB, () -> cache.update(apiKey, key, value)), apiKey, key);
    }

    private Response deleteEntry(Request request) {
        String apiKey = request.pathParameter(0);
        String key = key(request);
        return answer(request.timing().measure(Phase.DB, () -> cache.delete(apiKey, key)), apiKey, key);
    }

    private static Response answer(CacheStore.Result result, String apiKey, String key) {
        return switch (result.status()) {
            case OK -> Response.ok(new CacheValue(result.value().orElseThrow()));
            case UNKNOWN_API_KEY -> throw unknownApiKey(apiKey);
            case NO_ENTRY -> throw HttpProblem.notFound("no entry '" + key + "' for API key " + apiKey);
            case ENTRY_EXISTS -> throw new HttpProblem(409, "entry '" + key + "' already exists for API key "
                    + apiKey + "; update it with PUT");
        };
    }

    private static String key(Request request) {
        return Fields.text("key", request.pathParameter(1), 1, MAX_KEY_CHARS);
    }

    private static String value(Request request) {
        return Fields.present("value", request.body(CacheValue.class).value(), "a string");
    }

    private static HttpProblem unknownApiKey(String apiKey) {
        return HttpProblem.notFound("unknown API key '" + apiKey + "'; get one with GET /api");
    }

    private static String encode(String segment) {
        return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
