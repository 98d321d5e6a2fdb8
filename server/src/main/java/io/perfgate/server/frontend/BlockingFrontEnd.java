package io.perfgate.server.frontend;

import io.perfgate.server.Config;
import io.perfgate.server.http.Dispatcher;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ConnectionClosedException;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.DefaultBHttpServerConnection;
import org.apache.hc.core5.http.impl.io.HttpService;
import org.apache.hc.core5.http.io.HttpServerRequestHandler;
import org.apache.hc.core5.http.io.support.BasicHttpServerExpectationDecorator;
import org.apache.hc.core5.http.protocol.HttpContext;
import org.apache.hc.core5.http.protocol.HttpCoreContext;
import org.apache.hc.core5.http.protocol.HttpProcessorBuilder;
import org.apache.hc.core5.http.protocol.ResponseContent;
import org.apache.hc.core5.http.protocol.ResponseDate;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.Timeout;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code --io=blocking}: Apache HttpCore 5 classic, blocking I/O with one thread per connection. An accept
 * thread hands each connection to a thread of its own (platform or virtual, by {@code --threads}), which reads
 * a request with HttpCore's parser ({@link HttpService} over a {@link DefaultBHttpServerConnection}), runs the
 * dispatcher, writes the answer, and waits on the same connection for the next request. HttpCore's own
 * {@code HttpServer} is not used because its worker threads are always platform threads, and its shutdown waits
 * out the whole grace period for connections that idle between requests.
 *
 * <p>The request timeout runs from a request's first byte until it has been received whole (its body read, or the
 * answer started), as the other front ends do: a watchdog thread looks at the connections every
 * {@link #WATCH_MILLIS} ms and closes one that is over it, which ends the blocked read of its thread. A connection
 * idle between requests is closed after the same time without a byte (the socket's read timeout).
 *
 * <p>At most {@link #MAX_CONNECTIONS} connections are served at once, so that a flood costs bounded threads and
 * memory; the acceptor answers one more with 503 and {@code Connection: close} at once, without a thread for it.
 */
final class BlockingFrontEnd implements FrontEnd {
    private static final System.Logger LOG = System.getLogger(BlockingFrontEnd.class.getName());
    /** Where a request's handler finds its connection. */
    private static final String CONNECTION = "perfgate.connection";
    /**
     * Connections served at once; one more is answered 503 and closed. 4,096 is Linux's default
     * {@code net.core.somaxconn}. A connection cost 125-200 KB of resident memory with a platform thread and 50-60 KB
     * with a virtual one (docs/evidence/server-connection-flood.md), so the connections' memory is bounded at about 0.8 GB or
     * 0.25 GB.
     */
    static final int MAX_CONNECTIONS = 4096;
    /**
     * HttpCore's buffer size; a connection holds three (input, line, output). Its default, 32 KiB, made an idle
     * connection cost about 99 KB of heap (2,000 connections: 198 MB of byte[]); 16 KiB still holds every answer of
     * this server (at most about 10 KB) in one buffer.
     */
    static final int BUFFER_BYTES = 16 * 1024;
    /** How often the watchdog looks for requests over the timeout; the JDK's timer looks once a second. */
    static final long WATCH_MILLIS = 250;
    private static final byte[] OVERLOADED = ("HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; "
            + "charset=utf-8\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: 58\r\n\r\n"
            + "{\"error\":\"service unavailable: too many open connections\"}").getBytes(StandardCharsets.US_ASCII);

    private final ServerSocket serverSocket;
    private final int socketTimeoutMillis;
    private final Timeout idleTimeout;
    private final long requestTimeoutNanos;
    private final Http1Config http1;
    private final HttpService service;
    private final ExecutorService connectionThreads;
    private final Set<Connection> open = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;
    private final Thread watchdog;
    private volatile boolean stopping;

    private BlockingFrontEnd(Config config, Dispatcher dispatcher, ServerSocket serverSocket) {
        this.serverSocket = serverSocket;
        this.socketTimeoutMillis = (int) config.limits().requestTimeout().toMillis();
        this.idleTimeout = Timeout.ofMilliseconds(socketTimeoutMillis);
        this.requestTimeoutNanos = config.limits().requestTimeout().toNanos();
        // HttpCore closes the connection without an answer at twice our header limits, as the JDK server does;
        // below them the dispatcher answers 431. A line is one header field, or the request line.
        Http1Config http1 = Http1Config.custom()
                .setBufferSize(BUFFER_BYTES)
                .setMaxHeaderCount(2 * config.limits().maxHeaders())
                .setMaxLineLength(2 * config.limits().maxHeaderBytes())
                .build();
        this.http1 = http1;
        HttpServerRequestHandler handler = (request, trigger, context) -> handle(dispatcher, request, trigger, context);
        // Date and Content-Length as the JDK server sends them; no Server header, and the Connection header is
        // decided per answer by ClassicExchange (HttpCore's ResponseConnControl would close the connection after
        // every 400 and 503).
        this.service = HttpService.builder()
                .withHttpProcessor(HttpProcessorBuilder.create().add(new ResponseDate()).add(new ResponseContent()).build())
                .withHttpServerRequestHandler(new BasicHttpServerExpectationDecorator(handler))
                .withHttp1Config(http1)
                .build();
        this.connectionThreads = Executors.newThreadPerTaskExecutor(switch (config.threads()) {
            case PLATFORM -> Thread.ofPlatform().name("perfgate-connection-", 0).factory();
            case VIRTUAL -> Thread.ofVirtual().name("perfgate-vconnection-", 0).factory();
        });
        this.acceptor = Thread.ofPlatform().name("perfgate-accept").unstarted(this::accept);
        this.watchdog = Thread.ofPlatform().name("perfgate-request-timeout").daemon().unstarted(this::watch);
    }

    static BlockingFrontEnd start(Config config, Dispatcher dispatcher) throws IOException {
        ServerSocket serverSocket = new ServerSocket();
        try {
            serverSocket.bind(new InetSocketAddress(config.bind(), config.port()), JdkFrontEnd.BACKLOG);
        } catch (IOException e) {
            serverSocket.close();
            throw e;
        }
        BlockingFrontEnd frontEnd = new BlockingFrontEnd(config, dispatcher, serverSocket);
        frontEnd.acceptor.start();
        frontEnd.watchdog.start();
        return frontEnd;
    }

    @Override
    public int port() {
        return serverSocket.getLocalPort();
    }

    private void accept() {
        while (!stopping) {
            Socket socket;
            try {
                socket = serverSocket.accept();
            } catch (IOException e) {
                if (stopping) {
                    return;
                }
                // For example out of file descriptors: wait a little rather than spin.
                LOG.log(System.Logger.Level.WARNING, "accepting a connection failed: " + e.getMessage());
                pause();
                continue;
            }
            if (open.size() >= MAX_CONNECTIONS) {
                refuse(socket);
                continue;
            }
            // Only the accept here: everything else happens on the connection's thread, so that a burst of
            // connections leaves the kernel's accept queue at once.
            Connection connection = new Connection(socket);
            open.add(connection);
            try {
                connectionThreads.execute(() -> serve(connection));
            } catch (RejectedExecutionException e) {
                open.remove(connection);
                closeQuietly(socket);
            }
        }
    }

    /** Answers a connection beyond {@link #MAX_CONNECTIONS} with 503 and closes it, on the acceptor. */
    private static void refuse(Socket socket) {
        try (socket) {
            // A new socket's send buffer takes these bytes without blocking.
            socket.getOutputStream().write(OVERLOADED);
            socket.shutdownOutput();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "refusing a connection failed: " + e);
        }
    }

    /** The connection's thread: one request after the other until the client, the timeout or a stop ends it. */
    private void serve(Connection connection) {
        try {
            connection.socket.setSoTimeout(socketTimeoutMillis);
            ClassicConnection http = new ClassicConnection(http1);
            http.bind(connection.socket);
            connection.http = http;
            while (!stopping && http.isOpen()) {
                // Waits for the next request's first byte; false after the idle timeout or the client's close.
                if (!http.isDataAvailable(idleTimeout)) {
                    break;
                }
                connection.requestStarted();
                HttpCoreContext context = HttpCoreContext.create();
                context.setAttribute(CONNECTION, connection);
                service.handleRequest(http, context);
                connection.received();
            }
        } catch (SocketTimeoutException e) {
            LOG.log(System.Logger.Level.DEBUG, "connection closed after the request timeout");
        } catch (IOException | HttpException e) {
            // The client went away, sent more than the limits allow, the watchdog closed it, or the server is stopping.
            LOG.log(System.Logger.Level.DEBUG, "connection closed: " + e);
        } finally {
            connection.close();
            open.remove(connection);
        }
    }

    /** The watchdog: closes every connection whose request has been arriving for longer than the timeout. */
    private void watch() {
        while (!stopping) {
            try {
                Thread.sleep(WATCH_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            for (Connection connection : open) {
                if (connection.overdue(now, requestTimeoutNanos)) {
                    LOG.log(System.Logger.Level.DEBUG, "request not received within the request timeout; closing");
                    connection.close();
                }
            }
        }
    }

    private void handle(Dispatcher dispatcher, ClassicHttpRequest request,
                        HttpServerRequestHandler.ResponseTrigger trigger, HttpContext context)
            throws IOException, HttpException {
        Connection connection = (Connection) context.getAttribute(CONNECTION);
        if (!connection.busy()) {
            throw new ConnectionClosedException("the server is stopping");
        }
        try {
            if (request.getEntity() == null) {
                connection.received();
            }
            ClassicExchange exchange = new ClassicExchange(request, trigger, () -> stopping, connection::received);
            dispatcher.handle(exchange);
            exchange.rethrowFailure();
        } finally {
            connection.idle();
        }
    }

    @Override
    public void stop(Duration drain) {
        long deadline = RequestThreads.deadline(drain);
        stopping = true;
        closeQuietly(serverSocket);
        // Connections between requests are closed now; those inside one after their answer (see serve).
        for (Connection connection : open) {
            connection.closeIfIdle();
        }
        connectionThreads.shutdown();
        try {
            if (!connectionThreads.awaitTermination(Math.max(deadline - System.nanoTime(), 0), TimeUnit.NANOSECONDS)) {
                LOG.log(System.Logger.Level.WARNING, "requests still running after " + drain + "; stopping them");
                for (Connection connection : open) {
                    connection.close();
                }
                connectionThreads.shutdownNow();
            }
            acceptor.join(drain.toMillis());
            watchdog.interrupt();
        } catch (InterruptedException e) {
            connectionThreads.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.DEBUG, "closing failed: " + e);
        }
    }

    /**
     * One client connection, whether it is inside a request, and since when it has been receiving one. The stop
     * closes an idle connection at once, and a request that arrives while the stop closes its connection is
     * refused, so each request is either answered or never started.
     */
    private static final class Connection {
        private static final int IDLE = 0;
        private static final int BUSY = 1;
        private static final int CLOSED = 2;
        private static final long NOT_RECEIVING = 0;

        final Socket socket;
        /** Set by the connection's thread before its first request. */
        volatile DefaultBHttpServerConnection http;
        private final AtomicInteger state = new AtomicInteger(IDLE);
        /** {@link System#nanoTime()} of the current request's first byte, or {@link #NOT_RECEIVING}. */
        private volatile long receivingSince = NOT_RECEIVING;

        Connection(Socket socket) {
            this.socket = socket;
        }

        /** A request has arrived; false when the stop has closed the connection. */
        boolean busy() {
            return state.compareAndSet(IDLE, BUSY);
        }

        void idle() {
            state.compareAndSet(BUSY, IDLE);
        }

        void requestStarted() {
            long now = System.nanoTime();
            receivingSince = now == NOT_RECEIVING ? 1 : now;
        }

        void received() {
            receivingSince = NOT_RECEIVING;
        }

        boolean overdue(long now, long timeoutNanos) {
            long since = receivingSince;
            return since != NOT_RECEIVING && now - since > timeoutNanos;
        }

        void closeIfIdle() {
            if (state.compareAndSet(IDLE, CLOSED)) {
                DefaultBHttpServerConnection connection = http;
                try {
                    // Unblocks the connection's thread, which is waiting for the next request.
                    if (connection != null) {
                        connection.close();
                    } else {
                        socket.close();
                    }
                } catch (IOException | RuntimeException e) {
                    close();
                }
            }
        }

        /** Closes at once, from any thread; a read blocked on the socket fails. */
        void close() {
            DefaultBHttpServerConnection connection = http;
            if (connection != null) {
                connection.close(CloseMode.IMMEDIATE);
            }
            closeQuietly(socket);
        }
    }
}
