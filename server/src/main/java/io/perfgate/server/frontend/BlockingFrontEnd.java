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

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
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
 * <p>The request timeout is the socket's read timeout: a read, including the wait for the next request on an
 * idle connection, that gets no byte for that long closes the connection.
 */
final class BlockingFrontEnd implements FrontEnd {
    private static final System.Logger LOG = System.getLogger(BlockingFrontEnd.class.getName());
    /** Where a request's handler finds its connection. */
    private static final String CONNECTION = "perfgate.connection";

    private final ServerSocket serverSocket;
    private final int socketTimeoutMillis;
    private final Http1Config http1;
    private final HttpService service;
    private final ExecutorService connectionThreads;
    private final Set<Connection> open = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;
    private volatile boolean stopping;

    private BlockingFrontEnd(Config config, Dispatcher dispatcher, ServerSocket serverSocket) {
        this.serverSocket = serverSocket;
        this.socketTimeoutMillis = (int) config.limits().requestTimeout().toMillis();
        // HttpCore closes the connection without an answer at twice our header limits, as the JDK server does;
        // below them the dispatcher answers 431. A line is one header field, or the request line.
        Http1Config http1 = Http1Config.custom()
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
            try {
                socket.setSoTimeout(socketTimeoutMillis);
                ClassicConnection http = new ClassicConnection(http1);
                http.bind(socket);
                Connection connection = new Connection(http);
                open.add(connection);
                try {
                    connectionThreads.execute(() -> serve(connection));
                } catch (RejectedExecutionException e) {
                    open.remove(connection);
                    connection.http.close(CloseMode.IMMEDIATE);
                }
            } catch (IOException e) {
                closeQuietly(socket);
            }
        }
    }

    /** The connection's thread: one request after the other until the client, the timeout or a stop ends it. */
    private void serve(Connection connection) {
        try {
            while (!stopping && connection.http.isOpen()) {
                HttpCoreContext context = HttpCoreContext.create();
                context.setAttribute(CONNECTION, connection);
                service.handleRequest(connection.http, context);
            }
        } catch (SocketTimeoutException e) {
            LOG.log(System.Logger.Level.DEBUG, "connection closed after the request timeout");
        } catch (IOException | HttpException e) {
            // The client went away, sent more than the limits allow, or the server is stopping.
            LOG.log(System.Logger.Level.DEBUG, "connection closed: " + e);
        } finally {
            connection.http.close(CloseMode.IMMEDIATE);
            open.remove(connection);
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
            ClassicExchange exchange = new ClassicExchange(request, trigger, () -> stopping);
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
                    connection.http.close(CloseMode.IMMEDIATE);
                }
                connectionThreads.shutdownNow();
            }
            acceptor.join(drain.toMillis());
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
     * One client connection and whether it is inside a request. The stop closes an idle connection at once, and
     * a request that arrives while the stop closes its connection is refused, so each request is either answered
     * or never started.
     */
    private static final class Connection {
        private static final int IDLE = 0;
        private static final int BUSY = 1;
        private static final int CLOSED = 2;

        final DefaultBHttpServerConnection http;
        private final AtomicInteger state = new AtomicInteger(IDLE);

        Connection(DefaultBHttpServerConnection http) {
            this.http = http;
        }

        /** A request has arrived; false when the stop has closed the connection. */
        boolean busy() {
            return state.compareAndSet(IDLE, BUSY);
        }

        void idle() {
            state.compareAndSet(BUSY, IDLE);
        }

        void closeIfIdle() {
            if (state.compareAndSet(IDLE, CLOSED)) {
                try {
                    // Unblocks the connection's thread, which is waiting for the next request.
                    http.close();
                } catch (IOException | RuntimeException e) {
                    http.close(CloseMode.IMMEDIATE);
                }
            }
        }
    }
}
