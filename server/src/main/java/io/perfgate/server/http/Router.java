package io.perfgate.server.http;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Maps a method and path to an endpoint. Patterns are literal segments and {@code {name}} placeholders
 * that match exactly one non-empty segment; a single trailing slash is ignored ({@code /api/} is
 * {@code /api}). Immutable once built.
 */
public final class Router {
    private final List<Route> routes;

    private Router(List<Route> routes) {
        this.routes = List.copyOf(routes);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The outcome of matching. */
    sealed interface Match {
    }

    record Found(Endpoint endpoint, List<String> parameters) implements Match {
    }

    record MethodNotAllowed(String allow) implements Match {
    }

    record NotFound() implements Match {
    }

    /**
     * @param rawPath the path as sent, still percent-encoded, so that an encoded {@code /} inside a
     *                segment stays inside it
     * @throws HttpProblem 400 for a path with broken percent-encoding
     */
    Match match(String method, String rawPath) {
        List<String> segments = segments(rawPath);
        Set<String> allowed = new TreeSet<>();
        for (Route route : routes) {
            List<String> parameters = route.bind(segments);
            if (parameters == null) {
                continue;
            }
            Endpoint endpoint = route.endpoints.get(method);
            if (endpoint != null) {
                return new Found(endpoint, parameters);
            }
            allowed.addAll(route.endpoints.keySet());
        }
        return allowed.isEmpty() ? new NotFound() : new MethodNotAllowed(String.join(", ", allowed));
    }

    private static List<String> segments(String rawPath) {
        String path = rawPath.isEmpty() ? "/" : rawPath;
        if (path.length() > 1 && path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        List<String> segments = new ArrayList<>();
        for (String raw : path.substring(1).split("/", -1)) {
            try {
                // '+' is a literal plus in a path, not a space as in a query string.
                segments.add(URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                throw HttpProblem.badRequest("path segment '" + raw + "' has broken percent-encoding");
            }
        }
        return segments;
    }

    private record Route(List<String> pattern, Map<String, Endpoint> endpoints) {
        /** The placeholder values, or null when the path does not fit. */
        List<String> bind(List<String> segments) {
            if (segments.size() != pattern.size()) {
                return null;
            }
            List<String> parameters = new ArrayList<>(2);
            for (int i = 0; i < pattern.size(); i++) {
                String expected = pattern.get(i);
                String actual = segments.get(i);
                if (expected.startsWith("{")) {
                    if (actual.isEmpty()) {
                        return null;
                    }
                    parameters.add(actual);
                } else if (!expected.equals(actual)) {
                    return null;
                }
            }
            return parameters;
        }
    }

    public static final class Builder {
        private final Map<String, Map<String, Endpoint>> routes = new LinkedHashMap<>();

        private Builder() {
        }

        /** Adds {@code method pattern}, for example {@code ("GET", "/api/{apiKey}")}. */
        public Builder route(String method, String pattern, Endpoint endpoint) {
            if (!pattern.startsWith("/")) {
                throw new IllegalArgumentException("a route pattern starts with '/', actual: " + pattern);
            }
            Endpoint previous = routes.computeIfAbsent(pattern, p -> new LinkedHashMap<>()).put(method, endpoint);
            if (previous != null) {
                throw new IllegalArgumentException("route " + method + " " + pattern + " is defined twice");
            }
            return this;
        }

        public Router build() {
            List<Route> built = new ArrayList<>();
            routes.forEach((pattern, endpoints) -> built.add(
                    new Route(List.of(pattern.substring(1).split("/", -1)), Map.copyOf(endpoints))));
            return new Router(built);
        }
    }
}
