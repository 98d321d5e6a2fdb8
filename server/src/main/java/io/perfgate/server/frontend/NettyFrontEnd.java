package io.perfgate.server.frontend;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpServerExpectContinueHandler;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.perfgate.server.Config;
import io.perfgate.server.http.Dispatcher;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code --io=nonblocking}: Netty's NIO event loops accept connections, read and parse requests (request line,
 * headers and the body, up to the body limit) and write answers without blocking; a request that has arrived is
 * handed to the executor ({@link RequestThreads}: the platform pool or a virtual thread per request), because
 * endpoints block on SQLite and must never hold an event loop. One event loop per available processor: the loops
 * never block, so more would only take turns on the same CPUs.
 *
 * <p>Per connection ({@link NettyConnection}): one request at a time (a pipelined request waits for the answer
 * before it), the whole-request timeout from its first byte ({@link RequestDeadline}), and an idle connection is
 * closed after {@link #IDLE_SECONDS}, as the JDK server does.
 */
final class NettyFrontEnd implements FrontEnd {
    private static final System.Logger LOG = System.getLogger(NettyFrontEnd.class.getName());
    /** The JDK server's idle interval ({@code sun.net.httpserver.idleInterval}). */
    static final int IDLE_SECONDS = 30;

    final Dispatcher dispatcher;
    final ExecutorService executor;
    final int maxBodyBytes;
    /** Requests handed to the executor whose answer has not been written yet, over all connections. */
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Set<NettyConnection> connections = ConcurrentHashMap.newKeySet();
    private final EventLoopGroup loops;
    private Channel serverChannel;
    private volatile boolean stopping;

    private NettyFrontEnd(Dispatcher dispatcher, ExecutorService executor, int maxBodyBytes, EventLoopGroup loops) {
        this.dispatcher = dispatcher;
        this.executor = executor;
        this.maxBodyBytes = maxBodyBytes;
        this.loops = loops;
    }

    static NettyFrontEnd start(Config config, Dispatcher dispatcher) throws IOException {
        EventLoopGroup loops = new MultiThreadIoEventLoopGroup(Runtime.getRuntime().availableProcessors(),
                new DefaultThreadFactory("perfgate-eventloop"), NioIoHandler.newFactory());
        NettyFrontEnd frontEnd = new NettyFrontEnd(dispatcher, RequestThreads.of(config), config.maxBodyBytes(), loops);
        // The decoder closes the connection without an answer at twice our header limits, as the JDK server does;
        // below them the dispatcher answers 431. The JDK also counts the request line against its limit.
        HttpDecoderConfig decoding = new HttpDecoderConfig()
                .setMaxInitialLineLength(2 * config.limits().maxHeaderBytes())
                .setMaxHeaderSize(2 * config.limits().maxHeaderBytes());
        long timeoutNanos = config.limits().requestTimeout().toNanos();
        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(loops)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_BACKLOG, JdkFrontEnd.BACKLOG)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel channel) {
                        RequestDeadline deadline = new RequestDeadline(timeoutNanos);
                        channel.pipeline().addLast(
                                deadline,
                                new HttpServerCodec(decoding),
                                new HttpServerExpectContinueHandler(),
                                new IdleStateHandler(0, 0, IDLE_SECONDS, TimeUnit.SECONDS),
                                new NettyConnection(frontEnd, deadline));
                    }
                });
        ChannelFuture bound = bootstrap.bind(new InetSocketAddress(config.bind(), config.port())).awaitUninterruptibly();
        if (!bound.isSuccess()) {
            frontEnd.executor.shutdownNow();
            loops.shutdownGracefully(0, 0, TimeUnit.SECONDS).awaitUninterruptibly();
            Throwable cause = bound.cause();
            throw cause instanceof IOException io ? io : new IOException(cause.getMessage(), cause);
        }
        frontEnd.serverChannel = bound.channel();
        return frontEnd;
    }

    @Override
    public int port() {
        return ((InetSocketAddress) serverChannel.localAddress()).getPort();
    }

    boolean stopping() {
        return stopping;
    }

    void opened(NettyConnection connection) {
        connections.add(connection);
        if (stopping) {
            connection.closeIfIdle();
        }
    }

    void closed(NettyConnection connection) {
        connections.remove(connection);
    }

    void handedOver() {
        inFlight.incrementAndGet();
    }

    void answered() {
        inFlight.decrementAndGet();
    }

    @Override
    public void stop(Duration drain) {
        long deadline = RequestThreads.deadline(drain);
        stopping = true;
        serverChannel.close().awaitUninterruptibly();
        // Connections between requests are closed now; those with a request in flight after its answer.
        for (NettyConnection connection : connections) {
            connection.closeIfIdle();
        }
        try {
            while (inFlight.get() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (inFlight.get() > 0) {
            LOG.log(System.Logger.Level.WARNING, inFlight.get() + " requests still running after " + drain
                    + "; stopping them");
        }
        RequestThreads.shutdown(executor, deadline);
        for (NettyConnection connection : connections) {
            connection.close();
        }
        loops.shutdownGracefully(0, 1, TimeUnit.SECONDS).awaitUninterruptibly(drain.toMillis());
    }
}
