package io.perfgate.server.http;

import java.time.Duration;
import java.util.Map;

/**
 * How long and how large a request may be while the server receives it.
 *
 * <p>The time limit is enforced by each front end (server/README.md, "IO architecture"). The JDK server's
 * own ({@code sun.net.httpserver.maxReqTime}, whole seconds) runs from the first byte of a request (request
 * line, headers and body) until its body has been read, and a connection over it is closed by the JDK's timer
 * thread, which makes the blocked read in the request's thread fail, so that thread is free again. Nothing is
 * added per request: the JDK tracks every connection's request start whether or not a limit is set. It is a
 * limit on the whole request, not on the gap between two reads (nginx's {@code client_body_timeout}): a client
 * that sends one byte every few seconds is still cut off.
 *
 * <p>The header limits are checked by the dispatcher, which answers 431; each front end's library closes the
 * connection without an answer at about twice these limits ({@link #jdkProperties} for the JDK), so that no
 * header section much larger than the limit is ever held in memory.
 *
 * @param requestTimeout time to receive a whole request, 1 s..1 h, whole seconds (the JDK's unit)
 * @param maxHeaderBytes largest header section: each field's name and value plus 32 bytes, as HTTP/2
 *                       counts a header list (RFC 9113 section 6.5.2), 1 KiB..1 MiB
 * @param maxHeaders     most header fields (a name sent twice counts twice), 1..10000
 */
public record RequestLimits(Duration requestTimeout, int maxHeaderBytes, int maxHeaders) {
    /** Tomcat's shipped {@code connectionTimeout}; nginx allows 60 s per read for headers and for the body. */
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(20);
    /** Node.js's default; Tomcat and Jetty allow 8 KiB counted without the 32 bytes per field. */
    public static final int DEFAULT_MAX_HEADER_BYTES = 16 * 1024;
    /** Tomcat's {@code maxHeaderCount}. */
    public static final int DEFAULT_MAX_HEADERS = 100;
    public static final RequestLimits DEFAULTS =
            new RequestLimits(DEFAULT_REQUEST_TIMEOUT, DEFAULT_MAX_HEADER_BYTES, DEFAULT_MAX_HEADERS);
    public static final long MAX_REQUEST_TIMEOUT_SECONDS = 3600;
    public static final int MIN_MAX_HEADER_BYTES = 1024;
    public static final int MAX_MAX_HEADER_BYTES = 1024 * 1024;
    public static final int MAX_MAX_HEADERS = 10_000;
    /** What RFC 9113 adds per field for its bookkeeping; the JDK server counts the same. */
    public static final int FIELD_OVERHEAD_BYTES = 32;

    public RequestLimits {
        long seconds = requestTimeout.getSeconds();
        if (requestTimeout.getNano() != 0 || seconds < 1 || seconds > MAX_REQUEST_TIMEOUT_SECONDS) {
            throw new IllegalArgumentException("request timeout must be whole seconds, 1.."
                    + MAX_REQUEST_TIMEOUT_SECONDS + " s, actual: " + requestTimeout);
        }
        if (maxHeaderBytes < MIN_MAX_HEADER_BYTES || maxHeaderBytes > MAX_MAX_HEADER_BYTES) {
            throw new IllegalArgumentException("max header bytes must be " + MIN_MAX_HEADER_BYTES + ".."
                    + MAX_MAX_HEADER_BYTES + ", actual: " + maxHeaderBytes);
        }
        if (maxHeaders < 1 || maxHeaders > MAX_MAX_HEADERS) {
            throw new IllegalArgumentException("max headers must be 1.." + MAX_MAX_HEADERS + ", actual: " + maxHeaders);
        }
    }

    /**
     * The JDK server's system properties for these limits. It reads them once, when its first server is
     * created in the JVM, so they are JVM-wide (see {@code frontend.JdkFrontEnd}).
     */
    public Map<String, String> jdkProperties() {
        return Map.of(
                "sun.net.httpserver.maxReqTime", Long.toString(requestTimeout.getSeconds()),
                // The JDK counts distinct names; twice ours, so that our count (of fields) answers 431 first.
                "sun.net.httpserver.maxReqHeaders", Integer.toString(2 * maxHeaders),
                // The JDK also counts the request line; twice ours leaves room for it.
                "sun.net.httpserver.maxReqHeaderSize", Integer.toString(2 * maxHeaderBytes));
    }

    /**
     * Checks a received header section, counted by the front end: {@code fields} header fields (a name sent
     * twice counts twice) of {@code bytes} in all, each field's name and value plus
     * {@link #FIELD_OVERHEAD_BYTES}.
     *
     * @throws HttpProblem 431 naming the limit and the actual count or size
     */
    public void check(int fields, long bytes) {
        if (fields > maxHeaders) {
            throw new HttpProblem(431, "too many header fields: at most " + maxHeaders + ", actual: " + fields,
                    Map.of("Connection", "close"));
        }
        if (bytes > maxHeaderBytes) {
            throw new HttpProblem(431, "header section too large: at most " + maxHeaderBytes
                    + " bytes (name + value + 32 per field), actual: " + bytes, Map.of("Connection", "close"));
        }
    }
}
