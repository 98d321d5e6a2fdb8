package io.perfgate.server.http;

import java.io.IOException;
import java.io.InputStream;

/**
 * One request and its answer as an HTTP front end hands them to the {@link Dispatcher}: the front end's
 * library has parsed the request line and headers; the dispatcher reads the body, routes, and answers
 * through {@link #setResponseHeader} and {@link #sendResponse}. One instance belongs to one request and is
 * used by one thread at a time.
 */
public interface Exchange {

    /** The request method as sent, for example {@code POST}. */
    String method();

    /**
     * The request path as sent, still percent-encoded, without the query; null when the request target has
     * none (routed as {@code /}).
     */
    String rawPath();

    /** The first value of a request header (the name in any case), or null when there is none. */
    String requestHeader(String name);

    /**
     * Counts the received header fields and their size and hands both to {@link RequestLimits#check}, and hands
     * every field line and the request's version and target to {@link Framing}.
     *
     * @throws HttpProblem 431 from the limits; 400 or 501 with {@code Connection: close} from the framing rules
     */
    void checkHeaders(RequestLimits limits);

    /**
     * The request body as it arrives; read at most what is needed ({@link Request} reads at most the body
     * limit plus one byte, and a bounded amount more before a 413).
     */
    InputStream requestBody();

    /** Sets a response header, replacing one of the same name. */
    void setResponseHeader(String name, String value);

    /**
     * Sends the status, the headers set so far and {@code body}, then ends the answer.
     *
     * @param body the body, or null for an answer without one (to HEAD)
     * @throws IOException when the client went away
     */
    void sendResponse(int status, byte[] body) throws IOException;
}
