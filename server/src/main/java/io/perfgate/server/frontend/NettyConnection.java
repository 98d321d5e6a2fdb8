package io.perfgate.server.frontend;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.util.ReferenceCountUtil;
import io.perfgate.server.http.Framing;
import io.perfgate.server.http.HttpProblem;
import io.perfgate.server.http.Request;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

/**
 * One client connection of {@code --io=nonblocking}, on its event loop: gathers a request's body (at most the body
 * limit plus one byte, so an oversized body is never held), hands the request to the executor, and writes its
 * answer. One request at a time: while a request is with the executor the connection stops reading, and requests
 * the decoder had already read (pipelined) wait in order.
 *
 * <p>An oversized body is handed over as soon as it is known to be too large (from Content-Length, or when the
 * limit plus one byte has arrived): the dispatcher answers 413 with {@code Connection: close}, the rest of the
 * body is read and dropped (at most {@link Request#DISCARD_BYTES}, as for the JDK server) so that the client, still
 * sending, reads the answer, and the connection is then closed.
 *
 * <p>Every method but {@link #answer}, {@link #stopping} and {@link #closeIfIdle} runs on the event loop; those
 * three hand their work to it.
 */
final class NettyConnection extends ChannelInboundHandlerAdapter {
    private static final System.Logger LOG = System.getLogger(NettyConnection.class.getName());
    /** The first buffer for a body of unknown length (chunked); it doubles up to the limit plus one. */
    private static final int INITIAL_BODY_BYTES = 1024;

    private final NettyFrontEnd frontEnd;
    private final RequestDeadline deadline;
    /** Decoded messages of requests after the one in flight, in order. */
    private final ArrayDeque<HttpObject> waiting = new ArrayDeque<>();
    private ChannelHandlerContext ctx;

    /** The request being received or answered; null between requests. */
    private HttpRequest head;
    private byte[] body;
    private int length;
    /** Bytes of the current body read and dropped. */
    private long dropped;
    /** Its LastHttpContent has arrived. */
    private boolean ended;
    /** It has been handed to the executor. */
    private boolean handedOver;
    /** It was handed over whole (not early, for a 413 or a malformed request). */
    private boolean whole;
    /** Its answer has been written; set only for an answer after which the connection closes. */
    private boolean answered;

    NettyConnection(NettyFrontEnd frontEnd, RequestDeadline deadline) {
        this.frontEnd = frontEnd;
        this.deadline = deadline;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        frontEnd.opened(this);
        ctx.fireChannelActive();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        frontEnd.closed(this);
        releaseWaiting();
        ctx.fireChannelInactive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof HttpObject object) {
            deliver(object);
        } else {
            ReferenceCountUtil.release(msg);
        }
    }

    private void deliver(HttpObject object) {
        if (head != null && handedOver && ended) {
            // The next request, read along with the one in flight. After an early answer the connection closes.
            if (whole) {
                waiting.add(object);
            } else {
                ReferenceCountUtil.release(object);
            }
            return;
        }
        receive(object);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        if (event instanceof IdleStateEvent) {
            // Idle between requests, as the JDK server closes them; a request in flight may take longer.
            if (head == null) {
                ctx.close();
            }
        } else {
            ctx.fireUserEventTriggered(event);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        LOG.log(System.Logger.Level.DEBUG, "connection failed: " + cause);
        ctx.close();
    }

    private void receive(HttpObject message) {
        try {
            if (message instanceof HttpRequest request) {
                if (head != null) {
                    return; // after an early answer, which closes the connection
                }
                if (!begin(request)) {
                    return;
                }
            }
            if (message instanceof HttpContent content && head != null) {
                if (content.decoderResult().isFailure()) {
                    refuseBody(content.decoderResult().cause());
                    return;
                }
                take(content.content());
                if (content instanceof LastHttpContent) {
                    end();
                }
            }
        } finally {
            ReferenceCountUtil.release(message);
        }
    }

    /** A new request's head; false when it is refused and its content must not be read. */
    private boolean begin(HttpRequest request) {
        head = request;
        body = null;
        length = 0;
        dropped = 0;
        ended = false;
        handedOver = false;
        whole = false;
        answered = false;
        if (request.decoderResult().isFailure()) {
            Throwable cause = request.decoderResult().cause();
            if (cause instanceof TooLongFrameException) {
                // Twice our header limits: closed without an answer, as the JDK server does.
                ctx.close();
                return false;
            }
            // The decoder drops everything after a malformed request: answer it and close.
            ended = true;
            deadline.received();
            hand(() -> HttpProblem.badRequest("malformed request: " + cause.getMessage()));
            return false;
        }
        if (HttpUtil.getContentLength(request, -1L) > frontEnd.maxBodyBytes) {
            hand(null); // the dispatcher answers 413 from Content-Length
        }
        return true;
    }

    /**
     * The decoder found the body's framing broken (a chunk size that is not hex or over 31 bits, a missing CRLF) and
     * drops whatever follows: 400 and close, or only the close when an answer is already on its way.
     */
    private void refuseBody(Throwable cause) {
        if (handedOver) {
            ctx.close();
            return;
        }
        ended = true;
        deadline.received();
        hand(() -> Framing.malformed("malformed chunked body: " + cause.getMessage()));
    }

    private void take(ByteBuf content) {
        int readable = content.readableBytes();
        if (handedOver) {
            drop(readable);
            return;
        }
        int limit = frontEnd.maxBodyBytes + 1;
        int kept = Math.min(readable, limit - length);
        if (kept > 0) {
            if (body == null) {
                long declared = HttpUtil.getContentLength(head, -1L);
                body = new byte[declared >= 0 ? (int) declared : Math.min(limit, Math.max(INITIAL_BODY_BYTES, kept))];
            }
            if (body.length < length + kept) {
                body = Arrays.copyOf(body, Math.min(limit, Math.max(2 * body.length, length + kept)));
            }
            content.getBytes(content.readerIndex(), body, length, kept);
            length += kept;
        }
        if (length > frontEnd.maxBodyBytes) {
            hand(null); // the dispatcher answers 413: more than the limit sent
            drop(readable - kept);
        }
    }

    private void drop(int bytes) {
        dropped += bytes;
        if (dropped > Request.DISCARD_BYTES) {
            if (answered) {
                ctx.close();
            } else {
                // Enough dropped: wait for the answer, then close.
                ctx.channel().config().setAutoRead(false);
            }
        }
    }

    private void end() {
        ended = true;
        deadline.received();
        if (!handedOver) {
            hand(null);
        } else if (answered) {
            ctx.close();
        }
    }

    /**
     * Hands the current request to the executor: whole once it has ended, early for a 413 or a refusal.
     *
     * @param refusal the problem to answer instead of routing, or null to route
     */
    private void hand(Supplier<HttpProblem> refusal) {
        handedOver = true;
        whole = ended && refusal == null;
        if (whole) {
            ctx.channel().config().setAutoRead(false);
        }
        NettyExchange exchange = new NettyExchange(this, head, body, length, whole && HttpUtil.isKeepAlive(head));
        frontEnd.handedOver();
        try {
            frontEnd.executor.execute(() -> {
                try {
                    if (refusal == null) {
                        frontEnd.dispatcher.handle(exchange);
                    } else {
                        frontEnd.dispatcher.refuse(exchange, refusal.get());
                    }
                } finally {
                    if (!exchange.sent()) {
                        // Only a fatal error gets here: no answer, so the client learns it from the close.
                        ctx.executor().execute(() -> {
                            frontEnd.answered();
                            ctx.close();
                        });
                    }
                }
            });
        } catch (RejectedExecutionException e) {
            frontEnd.answered(); // the server is stopping
            ctx.close();
        }
    }

    /** From the executor: writes the answer on the event loop, then goes on with the connection. */
    void answer(FullHttpResponse response, boolean keepAlive) {
        ctx.writeAndFlush(response).addListener(written -> {
            frontEnd.answered();
            if (!written.isSuccess()) {
                ctx.close();
            } else if (!keepAlive || frontEnd.stopping()) {
                closeAfterAnswer();
            } else {
                next();
            }
        });
    }

    private void closeAfterAnswer() {
        releaseWaiting();
        if (ended || dropped > Request.DISCARD_BYTES) {
            ctx.close();
        } else {
            // The client is still sending the body: read and drop it up to the limit, so that it reads the answer.
            answered = true;
            ctx.channel().config().setAutoRead(true);
        }
    }

    /** The answer went out and the connection stays: the next request, already read or still to come. */
    private void next() {
        head = null;
        body = null;
        if (!waiting.isEmpty()) {
            // Delivered again in order; what belongs after the next request in flight waits once more.
            ArrayDeque<HttpObject> read = new ArrayDeque<>(waiting);
            waiting.clear();
            for (HttpObject message : read) {
                deliver(message);
            }
        }
        if (head == null || !handedOver || !whole) {
            ctx.channel().config().setAutoRead(true);
        }
    }

    private void releaseWaiting() {
        for (HttpObject message; (message = waiting.poll()) != null; ) {
            ReferenceCountUtil.release(message);
        }
    }

    boolean stopping() {
        return frontEnd.stopping();
    }

    /** From any thread, when the server stops: closes the connection unless a request is with the executor. */
    void closeIfIdle() {
        ChannelHandlerContext context = ctx;
        context.executor().execute(() -> {
            if (head == null || !handedOver) {
                context.close();
            }
        });
    }

    /** From any thread: closes the connection. */
    void close() {
        ctx.close();
    }
}
