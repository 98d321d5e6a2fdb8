package io.perfgate.server.frontend;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.perfgate.server.Config;
import io.perfgate.server.http.Dispatcher;
import io.perfgate.server.http.Exchange;
import io.perfgate.server.http.Framing;
import io.perfgate.server.http.RequestLimits;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code --io=jdk}: the JDK's {@code com.sun.net.httpserver}. Its selector thread accepts connections and waits
 * for a request's first byte; from then on a thread of the executor ({@link RequestThreads}) reads the request
 * line and headers, and the dispatcher reads the body, with blocking reads.
 */
final class JdkFrontEnd implements FrontEnd {
    /**
     * Pending connections the kernel may queue before the server accepts them, on every front end. Linux caps it at
     * {@code net.core.somaxconn} (4,096 by default). With 1,024, a burst of 2,000 connections overflowed the queue and
     * the kernel dropped SYNs, which clients send again only after 1 s and then 3 s: a fresh connection took 1-2.3 s
     * to be answered (docs/evidence/server-connection-flood.md).
     */
    static final int BACKLOG = 4096;
    /**
     * Kept-alive connections the JDK server lets sit idle ({@code sun.net.httpserver.maxIdleConnections}). Its default,
     * 200, closes the rest as each turns idle, and a client that pools more (a load generator with 750 connections for
     * 250 users each of three groups) then writes into closed ones: 250-510 connection errors a 2 s trial, none with
     * this limit (experiments/README.md, S4). Set here only when the command line did not.
     */
    static final String MAX_IDLE_CONNECTIONS = "10000";
    /**
     * {@code sun.net.httpserver.nodelay}: TCP_NODELAY on accepted connections; the JDK's default is off. Off, an answer
     * the JDK writes in more than one piece (headers, then a body larger than its buffer) waits for the client's delayed
     * ACK of the first piece: about 40 ms per request from about 8 KB of answer up (s1-payload: 150 req/s at 5 users
     * with 10 KB answers, against 3,400-4,600 req/s for the blocking and non-blocking front ends, which set it as
     * Netty and HttpCore do by default). Set here only when the command line did not.
     */
    static final String NO_DELAY = "true";
    /** The limits the JDK server of this JVM was given; it reads them once (see {@link #applyJdkLimits}). */
    private static RequestLimits jdkLimits;

    private final HttpServer http;
    private final ExecutorService executor;
    /** Requests inside the handler, over all connections. */
    private final AtomicInteger inFlight;

    private JdkFrontEnd(HttpServer http, ExecutorService executor, AtomicInteger inFlight) {
        this.http = http;
        this.executor = executor;
        this.inFlight = inFlight;
    }

    static JdkFrontEnd start(Config config, Dispatcher dispatcher) throws IOException {
        applyJdkLimits(config.limits());
        HttpServer http = HttpServer.create(new InetSocketAddress(config.bind(), config.port()), BACKLOG);
        ExecutorService executor = RequestThreads.of(config);
        AtomicInteger inFlight = new AtomicInteger();
        try {
            http.setExecutor(executor);
            http.createContext("/", exchange -> {
                inFlight.incrementAndGet();
                try (exchange) {
                    dispatcher.handle(new JdkExchange(exchange));
                } finally {
                    inFlight.decrementAndGet();
                }
            });
            http.start();
            return new JdkFrontEnd(http, executor, inFlight);
        } catch (RuntimeException e) {
            executor.shutdownNow();
            http.stop(0);
            throw e;
        }
    }

    /**
     * Hands the request limits to the JDK server through its system properties. The JDK reads them once per
     * JVM, when its first server is created, so every server of a JVM must ask for the same limits; a
     * second server that asks for others is refused rather than silently run with the first one's.
     *
     * @throws IllegalStateException when this JVM's JDK server already runs with other limits
     */
    private static synchronized void applyJdkLimits(RequestLimits limits) {
        if (jdkLimits == null) {
            Map<String, String> properties = limits.jdkProperties();
            properties.forEach(System::setProperty);
            if (System.getProperty("sun.net.httpserver.maxIdleConnections") == null) {
                System.setProperty("sun.net.httpserver.maxIdleConnections", MAX_IDLE_CONNECTIONS);
            }
            if (System.getProperty("sun.net.httpserver.nodelay") == null) {
                System.setProperty("sun.net.httpserver.nodelay", NO_DELAY);
            }
            jdkLimits = limits;
        } else if (!jdkLimits.equals(limits)) {
            throw new IllegalStateException("the JDK HTTP server reads its limits once per JVM; this JVM runs with "
                    + jdkLimits + ", actual request: " + limits);
        }
    }

    @Override
    public int port() {
        return http.getAddress().getPort();
    }

    @Override
    public void stop(Duration drain) {
        long deadline = RequestThreads.deadline(drain);
        // The JDK's stop closes the listener and waits for its own count of exchanges, which an exchange whose
        // connection its timer closed (a request over the timeout) never leaves: it waited out the whole drain and
        // the executor's shutdown then warned of running requests. So it waits on a thread of its own while this one
        // waits for the requests in the handler; a second stop(0) then ends the first one's wait (it releases the
        // same latch) and closes every connection.
        Thread draining = Thread.ofPlatform().name("perfgate-jdk-stop").start(() -> http.stop((int) drain.toSeconds()));
        try {
            while (inFlight.get() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            http.stop(0);
            draining.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        RequestThreads.shutdown(executor, deadline);
    }

    /**
     * A JDK exchange as the dispatcher sees it; the JDK server closes it after the dispatcher.
     *
     * <p>The JDK's chunk decoder ({@code sun.net.httpserver.ChunkedInputStream}) takes a body as ended before it has
     * checked the CRLF after the last chunk, reads chunk sizes into an int that wraps at 32 bits, and knows no
     * trailers, so where a chunked body ends cannot be trusted: the connection is closed after every chunked
     * request, and nothing after its body is ever read as a request. The JDK also closes after a client's
     * {@code Connection: close} without saying so; this exchange says it.
     */
    private static final class JdkExchange implements Exchange {
        private final HttpExchange exchange;
        /** Set by checkHeaders; null when the dispatcher answered before it (never today). */
        private Framing framing;

        JdkExchange(HttpExchange exchange) {
            this.exchange = exchange;
        }

        @Override
        public String method() {
            return exchange.getRequestMethod();
        }

        @Override
        public String rawPath() {
            return exchange.getRequestURI().getRawPath();
        }

        @Override
        public String requestHeader(String name) {
            return exchange.getRequestHeaders().getFirst(name);
        }

        @Override
        public void checkHeaders(RequestLimits limits) {
            // Runs on every request. Entries, not keySet() and get(name): Headers.get normalizes the name into a
            // new String each call (544 bytes per request with six headers). The entry iterators cost about 70 ns
            // for six headers; alone they are scalar-replaced once compiled (0 bytes), inside the server they were
            // not: about 120 bytes per POST /feed (55.5 KB) on platform-own.
            Headers headers = exchange.getRequestHeaders();
            Framing fields = new Framing();
            framing = fields;
            int count = 0;
            long bytes = 0;
            for (Map.Entry<String, List<String>> header : headers.entrySet()) {
                String name = header.getKey();
                int nameLength = name.length();
                List<String> values = header.getValue();
                int n = values.size();
                count += n;
                for (int i = 0; i < n; i++) {
                    String value = values.get(i);
                    bytes += nameLength + value.length() + RequestLimits.FIELD_OVERHEAD_BYTES;
                    fields.field(name, value);
                }
            }
            limits.check(count, bytes);
            // The JDK takes whatever follows the target as the version, a bare CR included.
            String version = exchange.getProtocol();
            boolean http11 = version.equals("HTTP/1.1");
            if (!http11 && !version.equals("HTTP/1.0")) {
                throw Framing.malformed("expected HTTP/1.1 or HTTP/1.0, actual: '" + version + "'");
            }
            fields.check(http11, exchange.getRequestURI().getRawAuthority());
        }

        @Override
        public InputStream requestBody() {
            return exchange.getRequestBody();
        }

        @Override
        public void setResponseHeader(String name, String value) {
            exchange.getResponseHeaders().set(name, value);
        }

        @Override
        public void sendResponse(int status, byte[] body) throws IOException {
            if (framing != null && (framing.chunked() || framing.closeAsked())) {
                // The JDK closes the connection when the answer says so (and only then for a chunked request).
                exchange.getResponseHeaders().set("Connection", "close");
            }
            if (body == null) {
                exchange.sendResponseHeaders(status, -1);
                return;
            }
            exchange.sendResponseHeaders(status, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }
}
