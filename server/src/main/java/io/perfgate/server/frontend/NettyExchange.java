package io.perfgate.server.frontend;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.DateFormatter;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.DefaultHttpHeadersFactory;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.perfgate.server.http.Exchange;
import io.perfgate.server.http.Framing;
import io.perfgate.server.http.RequestLimits;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.URI;
import java.util.Date;
import java.util.Iterator;
import java.util.Map;

/**
 * A request Netty has received (its body already in memory, at most the body limit plus one byte) as the
 * dispatcher sees it. Used on the executor's thread; the answer is handed to the connection's event loop.
 */
final class NettyExchange implements Exchange {
    private final NettyConnection connection;
    private final HttpRequest head;
    private final byte[] body;
    private final int length;
    /** The whole request has arrived and the client allows keep-alive. */
    private final boolean reusable;
    private final HttpHeaders responseHeaders = DefaultHttpHeadersFactory.headersFactory().newHeaders();
    private boolean sent;

    /**
     * @param body     the bytes received, null for none
     * @param reusable whether the connection may serve another request after this one
     */
    NettyExchange(NettyConnection connection, HttpRequest head, byte[] body, int length, boolean reusable) {
        this.connection = connection;
        this.head = head;
        this.body = body;
        this.length = length;
        this.reusable = reusable;
    }

    @Override
    public String method() {
        return head.method().name();
    }

    @Override
    public String rawPath() {
        String uri = head.uri();
        if (!uri.startsWith("/")) {
            // Absolute form (http://host/path) or asterisk form (*).
            try {
                String path = URI.create(uri).getRawPath();
                return path == null ? null : path;
            } catch (IllegalArgumentException e) {
                return uri;
            }
        }
        int query = uri.indexOf('?');
        return query < 0 ? uri : uri.substring(0, query);
    }

    @Override
    public String requestHeader(String name) {
        return head.headers().get(name);
    }

    @Override
    public void checkHeaders(RequestLimits limits) {
        Framing framing = new Framing();
        int fields = 0;
        long bytes = 0;
        for (Iterator<Map.Entry<CharSequence, CharSequence>> headers = head.headers().iteratorCharSequence();
             headers.hasNext(); ) {
            Map.Entry<CharSequence, CharSequence> header = headers.next();
            fields++;
            bytes += header.getKey().length() + header.getValue().length() + RequestLimits.FIELD_OVERHEAD_BYTES;
            framing.field(header.getKey(), header.getValue());
        }
        limits.check(fields, bytes);
        String uri = head.uri();
        String authority = null;
        if (!uri.startsWith("/") && !uri.equals("*")) {
            try {
                authority = URI.create(uri).getRawAuthority();
            } catch (IllegalArgumentException e) {
                throw Framing.malformed("malformed request target: '" + uri + "'");
            }
        }
        framing.check(head.protocolVersion().equals(HttpVersion.HTTP_1_1), authority);
    }

    @Override
    public InputStream requestBody() {
        return body == null ? InputStream.nullInputStream() : new ByteArrayInputStream(body, 0, length);
    }

    @Override
    public void setResponseHeader(String name, String value) {
        responseHeaders.set(name, value);
    }

    @Override
    public void sendResponse(int status, byte[] body) {
        // The JDK server sends Date; Netty leaves it to the application.
        responseHeaders.set("Date", DateFormatter.format(new Date()));
        if (body != null) {
            responseHeaders.setInt("Content-Length", body.length);
        }
        boolean keepAlive = reusable && !connection.stopping()
                && !responseHeaders.containsValue(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE, true);
        if (!keepAlive) {
            responseHeaders.set("Connection", "close");
        } else if (!head.protocolVersion().isKeepAliveDefault()) {
            responseHeaders.set("Connection", "keep-alive");
        }
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.valueOf(status),
                body == null ? Unpooled.EMPTY_BUFFER : Unpooled.wrappedBuffer(body), responseHeaders,
                DefaultHttpHeadersFactory.trailersFactory().newHeaders());
        sent = true;
        connection.answer(response, keepAlive);
    }

    /** Whether the dispatcher handed over an answer. */
    boolean sent() {
        return sent;
    }
}
