package io.perfgate.server.frontend;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.concurrent.ScheduledFuture;

import java.util.concurrent.TimeUnit;

/**
 * The request timeout of {@code --io=nonblocking}, placed before the HTTP decoder so that it sees bytes: from a
 * request's first byte, the whole request (line, headers, body) must arrive within the timeout, or the connection
 * is closed, as the JDK server's {@code maxReqTime} does. {@link NettyConnection} says when a request has arrived.
 * Runs on the connection's event loop only.
 */
final class RequestDeadline extends ChannelInboundHandlerAdapter {
    private static final System.Logger LOG = System.getLogger(RequestDeadline.class.getName());

    private final long timeoutNanos;
    private ScheduledFuture<?> timer;

    RequestDeadline(long timeoutNanos) {
        this.timeoutNanos = timeoutNanos;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (timer == null && msg instanceof ByteBuf bytes && bytes.isReadable()) {
            timer = ctx.executor().schedule(() -> {
                LOG.log(System.Logger.Level.DEBUG, "request not received within the request timeout; closing");
                ctx.close();
            }, timeoutNanos, TimeUnit.NANOSECONDS);
        }
        ctx.fireChannelRead(msg);
    }

    /** The request being received has arrived whole: the next byte starts the next request's clock. */
    void received() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        received();
        ctx.fireChannelInactive();
    }
}
