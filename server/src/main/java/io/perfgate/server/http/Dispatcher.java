package io.perfgate.server.http;

import io.perfgate.server.api.ErrorBody;
import io.perfgate.server.json.JsonCodec;
import io.perfgate.server.json.JsonException;

import java.io.IOException;
import java.util.Map;

/**
 * The one request path, whatever the front end: routes, runs the endpoint, turns every failure into a JSON
 * error (4xx for the client's mistakes, a logged 500 for the server's), adds {@code Server-Timing}, and
 * writes the answer through the front end's {@link Exchange}. No exception escapes to the front end.
 * Thread-safe: front ends call it from many threads at once.
 */
public final class Dispatcher {
    private static final System.Logger LOG = System.getLogger(Dispatcher.class.getName());

    private final Router router;
    private final JsonCodec codec;
    private final int maxBodyBytes;
    private final RequestLimits limits;
    private final Slowdown slowdown;

    /**
     * @param limits           header size and count (431); the time limit is the front end's
     * @param extraCpuMicros   TEST-ONLY CPU burned per request, 0 for none
     * @param extraDelayMicros TEST-ONLY sleep per request, 0 for none
     * @param extraAllocBytes  TEST-ONLY bytes allocated per request, 0 for none
     */
    public Dispatcher(Router router, JsonCodec codec, int maxBodyBytes, RequestLimits limits, long extraCpuMicros,
                      long extraDelayMicros, int extraAllocBytes) {
        this.router = router;
        this.codec = codec;
        this.maxBodyBytes = maxBodyBytes;
        this.limits = limits;
        this.slowdown = new Slowdown(extraCpuMicros, extraDelayMicros, extraAllocBytes);
    }

    /** Answers one request; returns once the answer has been handed to the front end. */
    public void handle(Exchange exchange) {
        Reception.finished();
        ServerTiming timing = new ServerTiming(System.nanoTime());
        answer(exchange, timing, respond(exchange, timing));
    }

    /**
     * Answers a request that the front end refused before it could be routed (a malformed request the
     * library parsed only in part) with the problem as a JSON error, the same way as any other answer.
     */
    public void refuse(Exchange exchange, HttpProblem problem) {
        Reception.finished();
        ServerTiming timing = new ServerTiming(System.nanoTime());
        answer(exchange, timing, new Response(problem.status(), new ErrorBody(problem.getMessage()), problem.headers()));
    }

    private void answer(Exchange exchange, ServerTiming timing, Response response) {
        try {
            byte[] body;
            try {
                body = timing.measure(ServerTiming.Phase.WRITE, () -> codec.write(response.body()));
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.ERROR, "writing the JSON answer failed", e);
                send(exchange, timing, 500, codec.write(new ErrorBody("internal error: writing the answer failed")),
                        Map.of());
                return;
            }
            if (!slowdown.isNone()) {
                timing.measure(ServerTiming.Phase.EXTRA, slowdown::apply);
            }
            send(exchange, timing, response.status(), body, response.headers());
        } catch (IOException e) {
            // The client went away while we answered: nothing left to tell it.
            LOG.log(System.Logger.Level.DEBUG, "sending the answer failed", e);
        }
    }

    private Response respond(Exchange exchange, ServerTiming timing) {
        String method = exchange.method();
        String path = exchange.rawPath();
        try {
            exchange.checkHeaders(limits);
            return switch (router.match(method, path == null ? "/" : path)) {
                case Router.Found found ->
                        found.endpoint().handle(new Request(exchange, found.parameters(), timing, codec, maxBodyBytes));
                case Router.MethodNotAllowed notAllowed -> throw new HttpProblem(405,
                        "method " + method + " not allowed on " + path + "; allowed: " + notAllowed.allow(),
                        Map.of("Allow", notAllowed.allow()));
                case Router.NotFound notFound -> throw HttpProblem.notFound("no route for " + method + " " + path);
            };
        } catch (HttpProblem problem) {
            return new Response(problem.status(), new ErrorBody(problem.getMessage()), problem.headers());
        } catch (JsonException e) {
            return new Response(400, new ErrorBody("invalid JSON body: " + plain(e.getMessage())), Map.of());
        } catch (ServiceUnavailable e) {
            LOG.log(System.Logger.Level.WARNING, method + " " + path + " answered 503: " + e.getMessage());
            return new Response(503, new ErrorBody("service unavailable: " + e.getMessage()),
                    Map.of("Retry-After", ServiceUnavailable.RETRY_AFTER_SECONDS));
        } catch (RuntimeException | Error e) {
            if (e instanceof VirtualMachineError fatal) {
                throw fatal;
            }
            LOG.log(System.Logger.Level.ERROR, "unexpected failure on " + method + " " + path, e);
            return new Response(500, new ErrorBody("internal error: " + e.getClass().getSimpleName()), Map.of());
        }
    }

    /** The first line of a codec's message, without a leading exception class name. */
    static String plain(String message) {
        if (message == null || message.isBlank()) {
            return "unreadable document";
        }
        String firstLine = message.lines().findFirst().orElse(message);
        return firstLine.replaceFirst("^([a-zA-Z_$][\\w$]*\\.)+[A-Z][\\w$]*(Exception|Error): ", "");
    }

    private static void send(Exchange exchange, ServerTiming timing, int status, byte[] body,
                             Map<String, String> headers) throws IOException {
        exchange.setResponseHeader("Content-Type", "application/json; charset=utf-8");
        headers.forEach(exchange::setResponseHeader);
        exchange.setResponseHeader("Server-Timing", timing.header(System.nanoTime()));
        // No route allows HEAD: the 405 goes out without its body, as HEAD requires.
        exchange.sendResponse(status, exchange.method().equals("HEAD") ? null : body);
    }
}
