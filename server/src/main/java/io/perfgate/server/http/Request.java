package io.perfgate.server.http;

import io.perfgate.server.json.JsonCodec;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** One request as an endpoint sees it: path parameters, the timing, and a bounded, parsed JSON body. */
public final class Request {
    /** Most of an oversized body read (and dropped) before answering 413. */
    public static final long DISCARD_BYTES = 1024 * 1024;

    private final Exchange exchange;
    private final List<String> pathParameters;
    private final ServerTiming timing;
    private final JsonCodec codec;
    private final int maxBodyBytes;

    Request(Exchange exchange, List<String> pathParameters, ServerTiming timing, JsonCodec codec,
            int maxBodyBytes) {
        this.exchange = exchange;
        this.pathParameters = List.copyOf(pathParameters);
        this.timing = timing;
        this.codec = codec;
        this.maxBodyBytes = maxBodyBytes;
    }

    /** The {@code index}-th {@code {placeholder}} of the route, percent-decoded. */
    public String pathParameter(int index) {
        return pathParameters.get(index);
    }

    public ServerTiming timing() {
        return timing;
    }

    /**
     * Reads the body (at most {@code maxBodyBytes + 1} bytes, never the whole stream unbounded) and parses
     * it as {@code type}; the time counts as {@code parse}.
     *
     * @throws HttpProblem 413 for a body over the limit, 415 for a non-JSON Content-Type, 400 for an empty
     *     or malformed body ({@link io.perfgate.server.json.JsonException} is answered 400 by the dispatcher)
     */
    public <T> T body(Class<T> type) {
        return timing.measure(ServerTiming.Phase.PARSE, () -> codec.read(readBody(), type));
    }

    private byte[] readBody() {
        checkContentType(exchange.requestHeader("Content-Type"));
        String declared = exchange.requestHeader("Content-Length");
        long length = -1;
        if (declared != null) {
            try {
                length = Long.parseLong(declared.trim());
            } catch (NumberFormatException e) {
                throw Framing.malformed("Content-Length must be a number, actual: '" + declared + "'");
            }
        }
        byte[] body;
        Reception.bodyStarted();
        try (InputStream in = exchange.requestBody()) {
            if (length > maxBodyBytes) {
                discard(in);
                throw tooLarge("Content-Length: " + length);
            }
            body = in.readNBytes(maxBodyBytes + 1);
            if (body.length > maxBodyBytes) {
                discard(in);
                throw tooLarge("more than " + maxBodyBytes + " bytes sent");
            }
        } catch (HttpProblem e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            // A broken body (bad chunk framing, a client that broke off): where it ends is unknown, so the
            // connection ends after the answer. RuntimeException: the JDK server's chunk decoder throws
            // IndexOutOfBoundsException for a chunk size of 2^31 or more; it is the client's mistake, not ours.
            throw Framing.malformed("reading the request body failed: " + (e instanceof IOException
                    ? e.getMessage() : "malformed chunked body (" + e.getClass().getSimpleName() + ")"));
        } finally {
            Reception.finished();
        }
        if (body.length == 0) {
            throw HttpProblem.badRequest("request body is empty; expected a JSON object");
        }
        return body;
    }

    /**
     * Reads and drops up to {@link #DISCARD_BYTES} of an oversized body, in a small buffer, so that the
     * client, still sending, reads the 413 instead of a connection reset. Beyond that the connection is
     * simply closed.
     */
    private static void discard(InputStream in) throws IOException {
        byte[] buffer = new byte[8192];
        long left = DISCARD_BYTES;
        for (int read; left > 0 && (read = in.read(buffer, 0, (int) Math.min(buffer.length, left))) >= 0; ) {
            left -= read;
        }
    }

    private HttpProblem tooLarge(String actual) {
        // Connection: close, so the unread rest of the body is never read into memory.
        return new HttpProblem(413, "request body too large: at most " + maxBodyBytes + " bytes, actual: " + actual,
                Map.of("Connection", "close"));
    }

    /**
     * A body must be JSON: no Content-Type (taken as JSON), {@code application/json} or any
     * {@code application/*+json}, in UTF-8. Anything else is 415.
     */
    static void checkContentType(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return;
        }
        String[] parts = contentType.toLowerCase(Locale.ROOT).split(";");
        String mediaType = parts[0].trim();
        boolean json = mediaType.equals("application/json")
                || (mediaType.startsWith("application/") && mediaType.endsWith("+json"));
        if (!json) {
            throw new HttpProblem(415, "Content-Type must be application/json, actual: '" + contentType + "'");
        }
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].trim();
            if (parameter.startsWith("charset=")) {
                String charset = parameter.substring("charset=".length()).replace("\"", "").trim();
                if (!charset.equals("utf-8") && !charset.equals("utf8")) {
                    throw new HttpProblem(415, "charset must be UTF-8, actual: '" + contentType + "'");
                }
            }
        }
    }
}
