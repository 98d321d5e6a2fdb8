package io.perfgate.server.http;

import java.util.Map;
import java.util.Objects;

/**
 * What an endpoint answers: a status, a body the JSON codec writes (a record or a list of records),
 * and extra headers ({@code Content-Type} and {@code Server-Timing} are added by the dispatcher).
 */
public record Response(int status, Object body, Map<String, String> headers) {
    public Response {
        Objects.requireNonNull(body, "body");
        headers = Map.copyOf(headers);
    }

    public static Response ok(Object body) {
        return new Response(200, body, Map.of());
    }

    public static Response created(Object body) {
        return new Response(201, body, Map.of());
    }

    public static Response created(Object body, String location) {
        return new Response(201, body, Map.of("Location", location));
    }
}
