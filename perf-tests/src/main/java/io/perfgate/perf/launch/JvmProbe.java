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
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import javax.management.remote.JMXServiceURL;
import java.io.IOException;
import java.net.MalformedURLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Reads a server JVM's own counters over JMX, without the server's cooperation: any JVM started with the
 * JMX agent (the {@link #agentFlags} the launchers add) or reachable at an address the user gives. Allocation
 * as JMH's GC profiler reads it: {@code java.lang:type=Threading} attribute {@code TotalThreadAllocatedBytes}
 * (HotSpot, JDK 21+), else the sum of {@code getThreadAllocatedBytes} over the live threads; GC from every
 * {@code java.lang:type=GarbageCollector} bean.
 *
 * <p>Why over a connector and not in-process: the server is another process (or container), and one
 * mechanism (JMX remote on a loopback port) serves both launchers and a remote server alike. The connection,
 * kept per server and bounded in time ({@link JmxConnection}), answers "not measured" (NaN) rather than hang
 * when the server stops answering.
 */
final class JvmProbe implements AutoCloseable {
    /** HotSpot options whose value changes how many bytes a request allocates; recorded, in this order. */
    static final List<String> ALLOCATION_OPTIONS = List.of("InitialHeapSize", "MaxHeapSize", "UseCompressedOops",
            "UseCompressedClassPointers", "UseCompactObjectHeaders", "ObjectAlignmentInBytes", "UseTLAB",
            "DoEscapeAnalysis", "EliminateAllocations");
    private static final ObjectName THREADING = JmxConnection.objectName("java.lang:type=Threading");
    private static final ObjectName RUNTIME = JmxConnection.objectName("java.lang:type=Runtime");
    private static final ObjectName COLLECTORS = JmxConnection.objectName("java.lang:type=GarbageCollector,*");
    private static final ObjectName HOTSPOT = JmxConnection.objectName("com.sun.management:type=HotSpotDiagnostic");
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

    /** What a fresh connection finds: the JVM's collectors (sorted by name) and how to read its allocation. */
    private record Counters(List<ObjectName> collectors, AllocationCounter allocation) {
    }

    private final JmxConnection<Counters> connection;

    private JvmProbe(JmxConnection<Counters> connection) {
        this.connection = connection;
    }

    /**
     * The flags that start a JVM's JMX agent on {@code port} of the loopback interface only, without
     * authentication (nothing else can reach it). One port for the registry and the connection, so that
     * host networking or a port mapping needs just this one. With them, the depth of the stacks the JVM's Flight
     * Recorder keeps ({@link #JFR_STACK_DEPTH}) for the profiles of a regressed pair, which only a recording uses.
     */
    static List<String> agentFlags(int port) {
        return List.of("-Dcom.sun.management.jmxremote.port=" + port, "-Dcom.sun.management.jmxremote.rmi.port=" + port,
                "-Dcom.sun.management.jmxremote.host=127.0.0.1", "-Djava.rmi.server.hostname=127.0.0.1",
                "-Dcom.sun.management.jmxremote.authenticate=false", "-Dcom.sun.management.jmxremote.ssl=false",
                "-XX:FlightRecorderOptions:stackdepth=" + JFR_STACK_DEPTH);
    }

    /**
     * How many frames of a stack JFR keeps, from the running method down. Its default, 64, cuts a framework's request
     * stack (a Spring MVC controller sits some 100 frames below the thread's first in Tomcat): a cut stack has lost
     * the frames that say which request path it is on, and its profile path cannot be matched between the sides.
     */
    static final int JFR_STACK_DEPTH = 512;

    /** Whether {@code flag} is JMX plumbing rather than something that changes what the server computes. */
    static boolean isAgentPlumbing(String flag) {
        return flag.startsWith("-Dcom.sun.management.jmxremote") || flag.startsWith("-Djava.rmi.server.hostname=")
                || flag.startsWith("-XX:FlightRecorderOptions:stackdepth=");
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
        long start = System.nanoTime();
        Optional<JvmProbe> probe = JmxConnection.open(url, where, timeout, JvmProbe::learn)
                .map(JvmProbe::new);
        probe.ifPresent(p -> p.report((System.nanoTime() - start) / 1e6));
        return probe;
    }

    /** Which counters this JVM has: its collectors, in a fixed order, and how its allocation counter is read. */
    private static Counters learn(MBeanServerConnection connection) throws IOException {
        List<ObjectName> names = new ArrayList<>(connection.queryNames(COLLECTORS, null));
        names.sort(Comparator.comparing(ObjectName::getCanonicalName));
        return new Counters(List.copyOf(names), allocationCounter(connection));
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
        String where = connection.where();
        Counters counters = connection.learned();
        AllocationCounter counter = counters.allocation();
        System.out.printf(Locale.ROOT, "[perf] JMX %s: connected to %s in %.0f ms; allocation counter %s, %d collector(s);"
                        + " a sample takes %.2f ms (median)%s%s%n", where, connection.url(), connectMillis, counter,
                counters.collectors().size(), warm.get(warm.size() / 2), allocation,
                connection.failure().map(failure -> "; " + failure).orElse(""));
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
        return connection.read("sample", (mbeans, counters) -> {
            OptionalLong allocated = switch (counters.allocation()) {
                case TOTAL -> OptionalLong.of((Long) mbeans.getAttribute(THREADING, "TotalThreadAllocatedBytes"));
                case LIVE_THREADS -> OptionalLong.of(sumOverLiveThreads(mbeans));
                case NONE -> OptionalLong.empty();
            };
            long count = 0;
            long millis = 0;
            boolean any = false;
            for (ObjectName collector : counters.collectors()) {
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

    private static long sumOverLiveThreads(MBeanServerConnection mbeans) throws IOException, JMException {
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
        return connection.read("description", (mbeans, counters) -> {
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
            List<String> gcs = counters.collectors().stream().map(n -> n.getKeyProperty("name")).sorted().toList();
            return new ServerJvm(text(runtime.get("VmVendor")), text(runtime.get("VmVersion")), text(runtime.get("VmName")),
                    flags, gcs, vmOptions(mbeans));
        }).orElse(ServerJvm.UNKNOWN);
    }

    private static Map<String, String> vmOptions(MBeanServerConnection mbeans) throws IOException, JMException {
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

    @Override
    public void close() {
        connection.close();
    }
}
