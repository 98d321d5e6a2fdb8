package io.perfgate.server.frontend;

import io.perfgate.server.http.Exchange;
import io.perfgate.server.http.Framing;
import io.perfgate.server.http.RequestLimits;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.ProtocolVersion;
import org.apache.hc.core5.http.impl.EnglishReasonPhraseCatalog;
import org.apache.hc.core5.http.io.HttpServerRequestHandler;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.message.BasicClassicHttpResponse;
import org.apache.hc.core5.http.message.MessageSupport;
import org.apache.hc.core5.net.URIAuthority;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Iterator;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/** An HttpCore classic request as the dispatcher sees it, answered through HttpCore's response trigger. */
final class ClassicExchange implements Exchange {
    /**
     * Most of a body the endpoint left unread that is read and dropped before the connection is kept for the
     * next request (the JDK server drains 64 KiB too); with more left, the connection is closed instead.
     */
    static final int LEFTOVER_BYTES = 64 * 1024;

    private final ClassicHttpRequest request;
    private final HttpServerRequestHandler.ResponseTrigger trigger;
    private final BooleanSupplier stopping;
    /** Called once the request has been received whole (its body read to the end, or the answer starts). */
    private final Runnable received;
    private final ClassicHttpResponse response = new BasicClassicHttpResponse(200);
    /** Reading the body failed (the client went quiet past the read timeout, or away): no use reading more. */
    private boolean bodyFailed;
    private IOException failure;

    ClassicExchange(ClassicHttpRequest request, HttpServerRequestHandler.ResponseTrigger trigger,
                    BooleanSupplier stopping, Runnable received) {
        this.request = request;
        this.trigger = trigger;
        this.stopping = stopping;
        this.received = received;
    }

    @Override
    public String method() {
        return request.getMethod();
    }

    @Override
    public String rawPath() {
        String path = request.getPath();
        if (path == null) {
            return null;
        }
        int query = path.indexOf('?');
        return query < 0 ? path : path.substring(0, query);
    }

    @Override
    public String requestHeader(String name) {
        Header header = request.getFirstHeader(name);
        return header == null ? null : header.getValue();
    }

    @Override
    public void checkHeaders(RequestLimits limits) {
        Framing framing = new Framing();
        int fields = 0;
        long bytes = 0;
        for (Iterator<Header> headers = request.headerIterator(); headers.hasNext(); ) {
            Header header = headers.next();
            fields++;
            bytes += header.getName().length() + header.getValue().length() + RequestLimits.FIELD_OVERHEAD_BYTES;
            framing.field(header.getName(), header.getValue());
        }
        limits.check(fields, bytes);
        ProtocolVersion version = request.getVersion();
        // HttpCore takes the authority of an absolute-form target apart; origin form has no scheme.
        URIAuthority authority = request.getScheme() == null ? null : request.getAuthority();
        framing.check(version == null || version.greaterEquals(HttpVersion.HTTP_1_1), authority == null ? null
                : authority.getHostName() + (authority.getPort() >= 0 ? ":" + authority.getPort() : ""));
    }

    @Override
    public InputStream requestBody() {
        HttpEntity entity = request.getEntity();
        if (entity == null) {
            return InputStream.nullInputStream();
        }
        try {
            // Closing HttpCore's content stream reads the body to its end, however long: the rest is left to
            // sendResponse, which reads a bounded amount.
            return new FilterInputStream(entity.getContent()) {
                @Override
                public int read() throws IOException {
                    try {
                        int b = super.read();
                        if (b < 0) {
                            received.run();
                        }
                        return b;
                    } catch (IOException e) {
                        bodyFailed = true;
                        throw e;
                    }
                }

                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    try {
                        int read = super.read(buffer, offset, length);
                        if (read < 0) {
                            received.run();
                        }
                        return read;
                    } catch (IOException e) {
                        bodyFailed = true;
                        throw e;
                    }
                }

                @Override
                public void close() {
                }
            };
        } catch (IOException e) {
            return new FailingInputStream(e);
        }
    }

    @Override
    public void setResponseHeader(String name, String value) {
        response.setHeader(name, value);
    }

    @Override
    public void sendResponse(int status, byte[] body) throws IOException {
        response.setCode(status);
        response.setReasonPhrase(EnglishReasonPhraseCatalog.INSTANCE.getReason(status, Locale.ROOT));
        if (body != null) {
            response.setEntity(new ByteArrayEntity(body, null));
        }
        boolean keepAlive = !stopping.getAsBoolean() && !bodyFailed && wantsKeepAlive() && !closeAsked()
                && drainedLeftover();
        // What the endpoint left unread was drained (or will not be read): the request has been received.
        received.run();
        if (!keepAlive) {
            response.setHeader("Connection", "close");
        } else if (!request.getVersion().greaterEquals(HttpVersion.HTTP_1_1)) {
            response.setHeader("Connection", "keep-alive");
        }
        // What was not read stays unread: HttpService would otherwise read the rest of the body after the answer.
        request.setEntity(null);
        try {
            trigger.submitResponse(response);
        } catch (HttpException e) {
            failure = new IOException(e.getMessage(), e);
            throw failure;
        } catch (IOException e) {
            failure = e;
            throw e;
        }
    }

    /** The failure the dispatcher met sending the answer, which ends the connection. */
    void rethrowFailure() throws IOException {
        if (failure != null) {
            throw failure;
        }
    }

    /** HTTP/1.1 keeps the connection unless the client says close; HTTP/1.0 only when it says keep-alive. */
    private boolean wantsKeepAlive() {
        ProtocolVersion version = request.getVersion() == null ? HttpVersion.HTTP_1_1 : request.getVersion();
        boolean http11 = version.greaterEquals(HttpVersion.HTTP_1_1);
        for (Iterator<String> tokens = MessageSupport.iterateTokens(request, "Connection"); tokens.hasNext(); ) {
            String token = tokens.next();
            if (token.equalsIgnoreCase("close")) {
                return false;
            }
            if (token.equalsIgnoreCase("keep-alive")) {
                return true;
            }
        }
        return http11;
    }

    private boolean closeAsked() {
        Header connection = response.getFirstHeader("Connection");
        return connection != null && connection.getValue().equalsIgnoreCase("close");
    }

    /** Reads and drops at most {@link #LEFTOVER_BYTES} of an unread body; true when it has all been read. */
    private boolean drainedLeftover() {
        HttpEntity entity = request.getEntity();
        if (entity == null) {
            return true;
        }
        try {
            InputStream in = entity.getContent();
            byte[] buffer = new byte[8192];
            long left = LEFTOVER_BYTES;
            for (int read; (read = in.read(buffer, 0, (int) Math.min(buffer.length, left + 1))) >= 0; ) {
                left -= read;
                if (left < 0) {
                    return false;
                }
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The body of a request whose content stream could not be opened. */
    private static final class FailingInputStream extends InputStream {
        private final IOException failure;

        FailingInputStream(IOException failure) {
            this.failure = failure;
        }

        @Override
        public int read() throws IOException {
            throw failure;
        }
    }
}
