package io.perfgate.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A black-box HTTP/1.1 client for the server's tests. Every answer it receives is checked for a
 * {@code Server-Timing} header with a {@code total}, so no test can forget that check. Answers are parsed
 * with Gson's tree model, independent of the codec under test.
 */
final class Http {
    /** W3C Server-Timing entries: name;dur=millis, comma separated, ending with total. */
    static final Pattern SERVER_TIMING =
            Pattern.compile("([a-z]+;dur=\\d+\\.\\d{3}, )*total;dur=\\d+\\.\\d{3}");
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(TIMEOUT)
            .build();
    private final URI base;

    Http(int port) {
        this.base = URI.create("http://127.0.0.1:" + port);
    }

    record Reply(int status, String body, HttpHeaders headers) {
        JsonElement json() {
            return JsonParser.parseString(body);
        }

        JsonObject object() {
            return json().getAsJsonObject();
        }

        /** The {@code error} of an ErrorBody. */
        String error() {
            return object().get("error").getAsString();
        }

        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        String serverTiming() {
            return header("Server-Timing");
        }

        @Override
        public String toString() {
            return status + " " + body;
        }
    }

    Reply get(String path) {
        return send("GET", path, BodyPublishers.noBody(), null);
    }

    Reply delete(String path) {
        return send("DELETE", path, BodyPublishers.noBody(), null);
    }

    Reply post(String path, String json) {
        return send("POST", path, BodyPublishers.ofString(json), "application/json");
    }

    Reply put(String path, String json) {
        return send("PUT", path, BodyPublishers.ofString(json), "application/json");
    }

    Reply send(String method, String path, BodyPublisher body, String contentType) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(TIMEOUT).method(method, body);
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        HttpResponse<String> response;
        try {
            response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + path + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted during " + method + " " + path, e);
        }
        Reply reply = new Reply(response.statusCode(), response.body(), response.headers());
        String timing = reply.serverTiming();
        assertNotNull(timing, () -> method + " " + path + " answered " + reply + " without Server-Timing");
        assertTrue(SERVER_TIMING.matcher(timing).matches(),
                () -> method + " " + path + ": Server-Timing '" + timing + "' is not name;dur=ms entries ending in total");
        return reply;
    }
}
