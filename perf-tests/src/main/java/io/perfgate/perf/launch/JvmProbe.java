package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;

import javax.management.Attribute;
import javax.management.AttributeList;
import javax.management.AttributeNotFoundException;
import javax.management.InstanceNotFoundException;
import javax.management.JMException;
import javax.management.JMRuntimeException;
import javax.management.MBeanException;
import javax.management.MBeanServerConnection;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import java.io.IOException;
import java.net.MalformedURLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Reads a server JVM's own counters over JMX, without the server's cooperation: any JVM started with the
 * JMX agent (the {@link #agentFlags} the launchers add) or reachable at an address the user gives. Allocation
 * as JMH's GC profiler reads it: {@code java.lang:type=Threading} attribute {@code TotalThreadAllocatedBytes}
 * (HotSpot, JDK 21+), else the sum of {@code getThreadAllocatedBytes} over the live threads; GC from every
 * {@code java.lang:type=GarbageCollector} bean.
 *
 * <p>Why over a connector and not in-process: the server is another process (or container), and one
 * mechanism (JMX remote on a loopback port) serves both launchers and a remote server alike. The connection
 * is opened once per server and kept; reads run on one daemon thread with a time limit, so that a server
 * that stops answering costs a bounded wait and then "not measured" (NaN), never a hung run. The client's
 * connection heartbeat is off so that nothing calls the server inside a load window; the server then drops
 * a connection idle for two minutes, which the JMX client reopens by itself on the next read, and a read
 * that still fails with an I/O error reconnects once more here before giving up.
 */
final class JvmProbe implements AutoCloseable {
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(15);
    static final Duration READ_TIMEOUT = Duration.ofSeconds(5);
    /** HotSpot options whose value changes how many bytes a request allocates; recorded, in this order. */
    static final List<String> ALLOCATION_OPTIONS = List.of("InitialHeapSize", "MaxHeapSize", "UseCompressedOops",
            "UseCompressedClassPointers", "UseCompactObjectHeaders", "ObjectAlignmentInBytes", "UseTLAB",
            "DoEscapeAnalysis", "EliminateAllocations");
    private static final ObjectName THREADING = name("java.lang:type=Threading");
    private static final ObjectName RUNTIME = name("java.lang:type=Runtime");
    private static final ObjectName COLLECTORS = name("java.lang:type=GarbageCollector,*");
    private static final ObjectName HOTSPOT = name("com.sun.management:type=HotSpotDiagnostic");
    private static final String[] GC_ATTRIBUTES = {"CollectionCount", "CollectionTime"};

    /** How the allocation counter is read, decided once per server. */
    enum AllocationCounter {
        /** {@code TotalThreadAllocatedBytes}: every thread since start, ended ones included. */
        TOTAL,
        /** The sum over threads alive at the time: loses what ended threads allocated (older JDKs). */
        LIVE_THREADS,
        /** Thread allocation accounting unsupported or disabled on that JVM. */
        NONE
    }

    private final JMXServiceURL url;
    private final String where;
    private final ExecutorService reader;
    private JMXConnector connector;
    private MBeanServerConnection mbeans;
    private List<ObjectName> collectors = List.of();
    private AllocationCounter counter = AllocationCounter.NONE;
    private String failure;

    private JvmProbe(JMXServiceURL url, String where) {
        this.url = url;
        this.where = where;
        this.reader = Executors.newSingleThreadExecutor(r -> {
            Thread thread = new Thread(r, "perfgate-jmx-" + where);
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * The flags that start a JVM's JMX agent on {@code port} of the loopback interface only, without
     * authentication (nothing else can reach it). One port for the registry and the connection, so that
     * host networking or a port mapping needs just this one.
     */
    static List<String> agentFlags(int port) {
        return List.of("-Dcom.sun.management.jmxremote.port=" + port, "-Dcom.sun.management.jmxremote.rmi.port=" + port,
                "-Dcom.sun.management.jmxremote.host=127.0.0.1", "-Djava.rmi.server.hostname=127.0.0.1",
                "-Dcom.sun.management.jmxremote.authenticate=false", "-Dcom.sun.management.jmxremote.ssl=false");
    }

    /** Whether {@code flag} is JMX plumbing rather than something that changes what the server computes. */
    static boolean isAgentPlumbing(String flag) {
        return flag.startsWith("-Dcom.sun.management.jmxremote") || flag.startsWith("-Djava.rmi.server.hostname=");
    }

    /** The JMX address of a JVM whose agent listens on {@code host:port}. */
    static JMXServiceURL serviceUrl(String host, int port) {
        return parseAddress(host + ":" + port);
    }

    /**
     * A JMX address as a user writes it: {@code host:port} of a JVM's JMX agent, or a full
     * {@code service:jmx:...} URL.
     */
    static JMXServiceURL parseAddress(String address) {
        String text = address.trim();
        try {
            if (text.startsWith("service:jmx:")) {
                return new JMXServiceURL(text);
            }
            int colon = text.lastIndexOf(':');
            if (colon > 0 && text.substring(colon + 1).matches("\\d{1,5}")) {
                return new JMXServiceURL("service:jmx:rmi:///jndi/rmi://" + text + "/jmxrmi");
            }
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("JMX address must be host:port or service:jmx:..., actual: '" + address
                    + "' (" + e.getMessage() + ")", e);
        }
        throw new IllegalArgumentException("JMX address must be host:port or service:jmx:..., actual: '" + address + "'");
    }

    /**
     * Connects to {@code url} (retrying until {@code timeout}: a JVM's agent starts early but not first) and
     * prints what it found; empty, with a warning that says what is lost, when no connection could be made.
     *
     * @param where the server, for messages, e.g. {@code platform-gson (process)}
     */
    static Optional<JvmProbe> connect(JMXServiceURL url, String where, Duration timeout) {
        JvmProbe probe = new JvmProbe(url, where);
        long start = System.nanoTime();
        long deadline = start + timeout.toNanos();
        String lastError = "no attempt";
        while (true) {
            // On the reader thread, bounded: a port that accepts but never answers must not hang the run.
            Future<?> attempt = probe.reader.submit(() -> {
                probe.open();
                return null;
            });
            try {
                attempt.get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                break;
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
                probe.close();
                System.out.println("[perf] WARNING: no JMX connection to " + where + " at " + url + " within "
                        + timeout.toSeconds() + " s (" + lastError + "): allocated bytes and GC per request are NOT measured"
                        + " (NaN) and the server's JVM is unknown");
                return Optional.empty();
            }
            sleep(200);
        }
        probe.report((System.nanoTime() - start) / 1e6);
        return Optional.of(probe);
    }

    /** Opens (or reopens) the connection and learns which counters this JVM has. */
    private void open() throws IOException {
        closeConnector();
        Map<String, Object> env = new java.util.HashMap<>();
        // No heartbeat: it would call the server at random moments, inside load windows.
        env.put("jmx.remote.x.client.connection.check.period", 0L);
        JMXConnector opened = JMXConnectorFactory.connect(url, env);
        try {
            MBeanServerConnection connection = opened.getMBeanServerConnection();
            List<ObjectName> names = new ArrayList<>(connection.queryNames(COLLECTORS, null));
            names.sort(java.util.Comparator.comparing(ObjectName::getCanonicalName));
            AllocationCounter found = allocationCounter(connection);
            connector = opened;
            mbeans = connection;
            collectors = List.copyOf(names);
            counter = found;
        } catch (IOException | RuntimeException e) {
            try {
                opened.close();
            } catch (IOException ignored) {
                // already broken
            }
            throw e;
        }
    }

    private static AllocationCounter allocationCounter(MBeanServerConnection connection) throws IOException {
        try {
            Object total = connection.getAttribute(THREADING, "TotalThreadAllocatedBytes");
            if (total instanceof Long bytes && bytes >= 0) {
                return AllocationCounter.TOTAL;
            }
        } catch (AttributeNotFoundException | JMRuntimeException older) {
            // a JDK before 21 or not HotSpot (the attribute is missing or throws): try the per-thread counters
        } catch (JMException e) {
            return AllocationCounter.NONE;
        }
        try {
            Object supported = connection.getAttribute(THREADING, "ThreadAllocatedMemorySupported");
            Object enabled = connection.getAttribute(THREADING, "ThreadAllocatedMemoryEnabled");
            return Boolean.TRUE.equals(supported) && Boolean.TRUE.equals(enabled) ? AllocationCounter.LIVE_THREADS
                    : AllocationCounter.NONE;
        } catch (JMException | JMRuntimeException e) {
            return AllocationCounter.NONE;
        }
    }

    /**
     * Says once per server what is measured and what a sample costs: its wall time and the bytes the server
     * allocates to answer it (a sample runs outside the load window, but about one sample's allocation lands
     * in each trial's difference).
     */
    private void report(double connectMillis) {
        List<ResourceUsage> samples = new ArrayList<>();
        List<Double> millis = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            long start = System.nanoTime();
            samples.add(sample());
            millis.add((System.nanoTime() - start) / 1e6);
        }
        // The first read pays for class loading on both sides; the rest is what a trial pays.
        List<Double> warm = new ArrayList<>(millis.subList(1, millis.size()));
        warm.sort(Double::compare);
        OptionalLong first = samples.get(1).allocatedBytes();
        OptionalLong last = samples.get(samples.size() - 1).allocatedBytes();
        String allocation = first.isPresent() && last.isPresent()
                ? String.format(Locale.ROOT, ", allocates about %,d B in the server per sample",
                (last.getAsLong() - first.getAsLong()) / (samples.size() - 2))
                : "";
        System.out.printf(Locale.ROOT, "[perf] JMX %s: connected to %s in %.0f ms; allocation counter %s, %d collector(s);"
                        + " a sample takes %.2f ms (median)%s%s%n", where, url, connectMillis, counter, collectors.size(),
                warm.get(warm.size() / 2), allocation, failure == null ? "" : "; " + failure);
        if (counter == AllocationCounter.LIVE_THREADS) {
            System.out.println("[perf] WARNING: " + where + " has no TotalThreadAllocatedBytes (JDK before 21?): allocated"
                    + " bytes are summed over live threads, which loses what ended threads allocated");
        } else if (counter == AllocationCounter.NONE) {
            System.out.println("[perf] WARNING: " + where + " does not count allocated bytes per thread (not HotSpot, or"
                    + " its thread allocated-memory accounting is switched off): allocated bytes per request are NOT measured (NaN)");
        }
    }

    /** The JVM counters now: allocated bytes, GC count and time; empty ones where they could not be read. */
    ResourceUsage sample() {
        return read("sample", () -> {
            OptionalLong allocated = switch (counter) {
                case TOTAL -> OptionalLong.of((Long) mbeans.getAttribute(THREADING, "TotalThreadAllocatedBytes"));
                case LIVE_THREADS -> OptionalLong.of(sumOverLiveThreads());
                case NONE -> OptionalLong.empty();
            };
            long count = 0;
            long millis = 0;
            boolean any = false;
            for (ObjectName collector : collectors) {
                AttributeList values = mbeans.getAttributes(collector, GC_ATTRIBUTES);
                for (Attribute attribute : values.asList()) {
                    long value = ((Number) attribute.getValue()).longValue();
                    if (value < 0) {
                        continue; // -1: this collector does not keep the statistic
                    }
                    any = true;
                    if (attribute.getName().equals("CollectionCount")) {
                        count += value;
                    } else {
                        millis += value;
                    }
                }
            }
            OptionalLong gcCount = any ? OptionalLong.of(count) : OptionalLong.empty();
            OptionalLong gcMillis = any ? OptionalLong.of(millis) : OptionalLong.empty();
            return new ResourceUsage(OptionalLong.empty(), OptionalLong.empty(), allocated, gcCount, gcMillis);
        }).orElse(ResourceUsage.UNKNOWN);
    }

    private long sumOverLiveThreads() throws IOException, JMException {
        long[] ids = (long[]) mbeans.getAttribute(THREADING, "AllThreadIds");
        long[] bytes = (long[]) mbeans.invoke(THREADING, "getThreadAllocatedBytes", new Object[] {ids},
                new String[] {long[].class.getName()});
        long sum = 0;
        for (long b : bytes) {
            sum += Math.max(0, b); // -1: the thread ended between the two calls
        }
        return sum;
    }

    /** The server JVM as it describes itself; {@link ServerJvm#UNKNOWN} when it does not answer. */
    ServerJvm describe() {
        return read("description", () -> {
            Map<String, Object> runtime = new LinkedHashMap<>();
            for (Attribute a : mbeans.getAttributes(RUNTIME, new String[] {"VmVendor", "VmVersion", "VmName", "InputArguments"}).asList()) {
                runtime.put(a.getName(), a.getValue());
            }
            List<String> flags = new ArrayList<>();
            if (runtime.get("InputArguments") instanceof String[] arguments) {
                for (String argument : arguments) {
                    if (!isAgentPlumbing(argument)) {
                        flags.add(argument);
                    }
                }
            }
            List<String> gcs = collectors.stream().map(n -> n.getKeyProperty("name")).sorted().toList();
            return new ServerJvm(text(runtime.get("VmVendor")), text(runtime.get("VmVersion")), text(runtime.get("VmName")),
                    flags, gcs, vmOptions());
        }).orElse(ServerJvm.UNKNOWN);
    }

    private Map<String, String> vmOptions() throws IOException, JMException {
        Map<String, String> options = new LinkedHashMap<>();
        try {
            for (String option : ALLOCATION_OPTIONS) {
                try {
                    Object value = mbeans.invoke(HOTSPOT, "getVMOption", new Object[] {option}, new String[] {String.class.getName()});
                    if (value instanceof CompositeData data) {
                        options.put(option, String.valueOf(data.get("value")));
                    }
                } catch (MBeanException | JMRuntimeException absent) {
                    // an option this JVM does not have (UseCompactObjectHeaders before JDK 24): left out
                }
            }
        } catch (InstanceNotFoundException notHotSpot) {
            return Map.of();
        }
        return options;
    }

    private static String text(Object value) {
        return value == null || value.toString().isBlank() ? ServerJvm.UNKNOWN_TEXT : value.toString();
    }

    interface Read<T> {
        T call() throws IOException, JMException;
    }

    /**
     * Runs {@code read} on the reader thread within {@link #READ_TIMEOUT}; on an I/O failure reconnects once and
     * retries. After a failure that stays, warns once and answers empty from then on: each further attempt would
     * cost the time limit again between trials.
     */
    private synchronized <T> Optional<T> read(String what, Read<T> read) {
        if (failure != null) {
            return Optional.empty();
        }
        for (int attempt = 1; ; attempt++) {
            Future<T> future = reader.submit((Callable<T>) read::call);
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
            open();
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
        System.out.println("[perf] WARNING: " + failure + ": allocated bytes and GC per request are NOT measured (NaN) from"
                + " here on for this server");
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

    private static ObjectName name(String text) {
        try {
            return new ObjectName(text);
        } catch (MalformedObjectNameException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
