package io.perfgate.perf.launch;

import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The JMX connection under {@link JvmProbe}: opened once per server and kept, every call on one daemon thread with a
 * time limit, so that a server that stops answering costs a bounded wait and then "not measured", never a hung run.
 * The client's connection heartbeat is off so that nothing calls the server inside a load window; the server then
 * drops a connection idle for two minutes, which the JMX client reopens by itself on the next read, and a read that
 * still fails with an I/O error reconnects once more here before giving up.
 *
 * @param <S> what the probe learns from each fresh connection (which counters the JVM has), handed to every read
 */
final class JmxConnection<S> implements AutoCloseable {
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(15);
    static final Duration READ_TIMEOUT = Duration.ofSeconds(5);
    /** What the counters' connection loses when it fails. */
    private static final String COUNTERS_LOST = "allocated bytes and GC per request are NOT measured (NaN)";

    /** What to learn from a fresh connection before it is used; a failure here fails the connection. */
    interface Discovery<S> {
        S learn(MBeanServerConnection mbeans) throws IOException;
    }

    /** One call over the connection, with what was learned when it opened. */
    interface Read<S, T> {
        T call(MBeanServerConnection mbeans, S learned) throws IOException, JMException;
    }

    private final JMXServiceURL url;
    private final String where;
    private final Discovery<S> discovery;
    /** What is not measured once the connection fails, for the warnings. */
    private final String lost;
    private final ExecutorService reader;
    private JMXConnector connector;
    private MBeanServerConnection mbeans;
    private S learned;
    private String failure;

    private JmxConnection(JMXServiceURL url, String where, Discovery<S> discovery, String lost) {
        this.url = url;
        this.where = where;
        this.discovery = discovery;
        this.lost = lost;
        this.reader = Executors.newSingleThreadExecutor(r -> {
            Thread thread = new Thread(r, "perfgate-jmx-" + where);
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Connects to {@code url} (retrying until {@code timeout}: a JVM's agent starts early but not first) and learns
     * what {@code discovery} asks; empty, with a warning that says what is lost, when no connection could be made.
     *
     * @param where the server, for messages, e.g. {@code platform-gson (process)}
     */
    static <S> Optional<JmxConnection<S>> open(JMXServiceURL url, String where, Duration timeout, Discovery<S> discovery) {
        return open(url, where, timeout, discovery, COUNTERS_LOST);
    }

    /** {@link #open(JMXServiceURL, String, Duration, Discovery)} for another use: {@code lost} says what a failure costs. */
    static <S> Optional<JmxConnection<S>> open(JMXServiceURL url, String where, Duration timeout, Discovery<S> discovery,
                                              String lost) {
        JmxConnection<S> connection = new JmxConnection<>(url, where, discovery, lost);
        long deadline = System.nanoTime() + timeout.toNanos();
        String lastError = "no attempt";
        while (true) {
            // On the reader thread, bounded: a port that accepts but never answers must not hang the run.
            Future<?> attempt = connection.reader.submit(() -> {
                connection.connect();
                return null;
            });
            try {
                attempt.get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                return Optional.of(connection);
            } catch (ExecutionException e) {
                lastError = String.valueOf(e.getCause());
            } catch (TimeoutException e) {
                attempt.cancel(true);
                lastError = "no answer";
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                lastError = "interrupted";
                deadline = 0;
            }
            if (System.nanoTime() - deadline > 0) {
                connection.close();
                System.out.println("[perf] WARNING: no JMX connection to " + where + " at " + url + " within "
                        + timeout.toSeconds() + " s (" + lastError + "): " + lost
                        + (lost.equals(COUNTERS_LOST) ? " and the server's JVM is unknown" : ""));
                return Optional.empty();
            }
            sleep(200);
        }
    }

    /** Opens (or reopens) the connection and learns from it; keeps it only when both succeed. */
    private void connect() throws IOException {
        closeConnector();
        Map<String, Object> env = new HashMap<>();
        // No heartbeat: it would call the server at random moments, inside load windows.
        env.put("jmx.remote.x.client.connection.check.period", 0L);
        JMXConnector opened = JMXConnectorFactory.connect(url, env);
        try {
            MBeanServerConnection connection = opened.getMBeanServerConnection();
            S found = discovery.learn(connection);
            connector = opened;
            mbeans = connection;
            learned = found;
        } catch (IOException | RuntimeException e) {
            try {
                opened.close();
            } catch (IOException ignored) {
                // already broken
            }
            throw e;
        }
    }

    JMXServiceURL url() {
        return url;
    }

    /** The server, for messages. */
    String where() {
        return where;
    }

    /** What the last successful connect learned. */
    S learned() {
        return learned;
    }

    /** Why reads answer empty from now on, once one failed for good. */
    Optional<String> failure() {
        return Optional.ofNullable(failure);
    }

    /**
     * Runs {@code read} on the reader thread within {@link #READ_TIMEOUT}; on an I/O failure reconnects once and
     * retries. After a failure that stays, warns once and answers empty from then on: each further attempt would
     * cost the time limit again between trials.
     *
     * @param what the reading, for messages, e.g. {@code sample}
     */
    synchronized <T> Optional<T> read(String what, Read<S, T> read) {
        if (failure != null) {
            return Optional.empty();
        }
        for (int attempt = 1; ; attempt++) {
            Future<T> future = reader.submit((Callable<T>) () -> read.call(mbeans, learned));
            try {
                return Optional.of(future.get(READ_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS));
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof IOException && attempt == 1 && reopen()) {
                    continue; // the server dropped an idle connection: read again on a fresh one
                }
                return fail(what, String.valueOf(cause));
            } catch (TimeoutException e) {
                future.cancel(true);
                return fail(what, "no answer within " + READ_TIMEOUT.toSeconds() + " s");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
        }
    }

    private boolean reopen() {
        Future<?> reopened = reader.submit(() -> {
            connect();
            return null;
        });
        try {
            reopened.get(CONNECT_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (ExecutionException | TimeoutException e) {
            reopened.cancel(true);
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private <T> Optional<T> fail(String what, String why) {
        failure = "JMX " + what + " of " + where + " failed (" + why + ")";
        System.out.println("[perf] WARNING: " + failure + ": " + lost + " from here on for this server");
        return Optional.empty();
    }

    private void closeConnector() {
        if (connector != null) {
            try {
                connector.close();
            } catch (IOException ignored) {
                // the server is gone or the connection already broken
            }
            connector = null;
            mbeans = null;
        }
    }

    @Override
    public synchronized void close() {
        reader.shutdownNow();
        closeConnector();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** An MBean's name written in the code: a malformed one is this program's mistake, not the server's. */
    static ObjectName objectName(String text) {
        try {
            return new ObjectName(text);
        } catch (MalformedObjectNameException e) {
            throw new IllegalStateException(e);
        }
    }
}
