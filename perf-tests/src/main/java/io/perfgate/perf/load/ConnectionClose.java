package io.perfgate.perf.load;

import io.hyperfoil.api.connection.Connection;
import io.hyperfoil.api.connection.Request;
import io.hyperfoil.api.processor.RawBytesHandler;
import io.hyperfoil.api.session.Action;
import io.hyperfoil.api.session.Session;
import io.hyperfoil.http.api.HeaderHandler;
import io.hyperfoil.http.api.HttpRequest;
import io.netty.buffer.ByteBuf;
import io.netty.util.AsciiString;
import io.netty.util.AttributeKey;

import java.nio.charset.StandardCharsets;

/**
 * Reconnects where the server closes a connection after its answer, as every HTTP client does. A server says so with
 * {@code Connection: close} (Tomcat after {@code maxKeepAliveRequests} answers, 100 by default) or by answering
 * {@code HTTP/1.0} without {@code Connection: keep-alive} (RFC 9112, section 9.3).
 * Hyperfoil 0.25 reads neither: it sends the next request on the closing connection and counts it as a connection
 * error, one in every 100 requests against a default Tomcat. So every request of a scenario carries these handlers:
 * the answer is read to its end as usual, the connection is then taken out of the pool and closed by us, and the next
 * request waits for a new one.
 *
 * <p>How the reconnect is accounted for: not in any latency (Hyperfoil starts a request's clock once it has a
 * connection), but in the generator's blocked time, the time sessions waited for a connection; the trial's
 * {@link #EXTENSION} counts the closes. A server that closes a connection without announcing it is not covered: a
 * request sent before its FIN arrived is lost and counted as a connection error, as it is for any client that does
 * not retry.
 */
public final class ConnectionClose {
    /** The extension's name in Hyperfoil's statistics snapshots: connections the server closed after an answer. */
    public static final String EXTENSION = "perfgate-reconnects";

    /** Set on a connection whose current answer said it is the last one. */
    private static final AttributeKey<Boolean> LAST_ANSWER = AttributeKey.valueOf("perfgate-last-answer");
    /** Set on a connection whose current answer is HTTP/1.0 (closes unless it says keep-alive). */
    private static final AttributeKey<Boolean> HTTP_1_0 = AttributeKey.valueOf("perfgate-http-1.0");
    private static final byte[] HTTP_1_0_STATUS = "HTTP/1.0 ".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HTTP_1_STATUS = "HTTP/1.".getBytes(StandardCharsets.US_ASCII);

    private ConnectionClose() {
    }

    /**
     * Whether a {@code Connection} header value holds the token {@code token} (a comma-separated list, case-insensitive,
     * optional whitespace: RFC 9110, section 7.6.1); {@code token} in lower case.
     */
    static boolean hasToken(CharSequence value, String token) {
        int n = value.length();
        int i = 0;
        while (i < n) {
            while (i < n && (value.charAt(i) == ' ' || value.charAt(i) == '\t' || value.charAt(i) == ',')) {
                i++;
            }
            int start = i;
            while (i < n && value.charAt(i) != ',') {
                i++;
            }
            int end = i;
            while (end > start && (value.charAt(end - 1) == ' ' || value.charAt(end - 1) == '\t')) {
                end--;
            }
            if (end - start == token.length() && equalsIgnoreCase(value, start, token)) {
                return true;
            }
        }
        return false;
    }

    private static boolean equalsIgnoreCase(CharSequence value, int start, String token) {
        for (int i = 0; i < token.length(); i++) {
            if (AsciiString.toLowerCase(value.charAt(start + i)) != token.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code buf} at {@code offset} starts a status line, and of which version. */
    private static int statusLineVersion(ByteBuf buf, int offset, int length) {
        if (length < HTTP_1_0_STATUS.length) {
            return -1;
        }
        for (int i = 0; i < HTTP_1_STATUS.length; i++) {
            if (buf.getByte(offset + i) != HTTP_1_STATUS[i]) {
                return -1;
            }
        }
        return buf.getByte(offset + HTTP_1_STATUS.length) == '0' ? 0 : 1;
    }

    /** Reads the status line's version from the answer's first bytes. */
    public static final class Version implements RawBytesHandler {
        @Override
        public void onRequest(Request request, ByteBuf buf, int offset, int length) {
        }

        @Override
        public void onResponse(Request request, ByteBuf buf, int offset, int length, boolean isLastPart) {
            int version = statusLineVersion(buf, offset, length);
            if (version >= 0) {
                request.connection().context().channel().attr(HTTP_1_0).set(version == 0);
            }
        }

        /** Public with a no-argument constructor because Hyperfoil copies builders reflectively. */
        public static final class Builder implements RawBytesHandler.Builder {
            @Override
            public RawBytesHandler build() {
                return new Version();
            }
        }
    }

    /** Decides from the headers whether this answer is the connection's last, and takes it out of the pool if so. */
    public static final class Headers implements HeaderHandler {
        private static final String CONNECTION = "connection";

        @Override
        public void beforeHeaders(HttpRequest request) {
            request.connection().context().channel().attr(LAST_ANSWER).set(null);
        }

        @Override
        public void handleHeader(HttpRequest request, CharSequence header, CharSequence value) {
            // Called for every header of every answer: compared in place, no lower-cased copy.
            if (!AsciiString.contentEqualsIgnoreCase(header, CONNECTION)) {
                return;
            }
            var channel = request.connection().context().channel();
            if (hasToken(value, "close")) {
                channel.attr(LAST_ANSWER).set(true);
            } else if (hasToken(value, "keep-alive")) {
                channel.attr(LAST_ANSWER).set(false);
            }
        }

        @Override
        public void afterHeaders(HttpRequest request) {
            Connection connection = request.connection();
            var channel = connection.context().channel();
            Boolean said = channel.attr(LAST_ANSWER).get();
            boolean last = said != null ? said : Boolean.TRUE.equals(channel.attr(HTTP_1_0).get());
            channel.attr(LAST_ANSWER).set(last);
            if (last) {
                // Never handed out again: the pool skips a closed connection and opens a new one once it is gone.
                connection.setClosed();
            }
        }

        /** Public with a no-argument constructor because Hyperfoil copies builders reflectively. */
        public static final class Builder implements HeaderHandler.Builder {
            @Override
            public HeaderHandler build() {
                return new Headers();
            }
        }
    }

    /** Once the last answer of a connection was read, closes it (the server may be slow to) and counts the reconnect. */
    public static final class AfterAnswer implements Action {
        @Override
        public void run(Session session) {
            Request request = session.currentRequest();
            if (request == null || request.connection() == null) {
                return;
            }
            Connection connection = request.connection();
            if (!Boolean.TRUE.equals(connection.context().channel().attr(LAST_ANSWER).getAndSet(null))) {
                return;
            }
            request.statistics().update(EXTENSION, request.startTimestampMillis(), () -> new Count("reconnects"), Count::add, 1);
            // The connection is marked closed, so close() cancels nothing: the answer in hand completes first, and the
            // channel's end (handled later on the event loop) makes the pool open a new connection.
            connection.close();
        }

        /** Public with a no-argument constructor because Hyperfoil copies builders reflectively. */
        public static final class Builder implements Action.Builder {
            @Override
            public Action build() {
                return new AfterAnswer();
            }
        }
    }
}
