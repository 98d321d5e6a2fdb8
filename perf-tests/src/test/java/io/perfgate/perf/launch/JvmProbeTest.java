package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.management.remote.JMXConnectorServer;
import javax.management.remote.JMXConnectorServerFactory;
import javax.management.remote.JMXServiceURL;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The probe against this test JVM itself, through a JMX connector server started here on loopback. */
class JvmProbeTest {
    private JMXConnectorServer server;
    private JvmProbe probe;

    @BeforeEach
    void exposeThisJvm() throws Exception {
        // No registry: the connector's own address carries the stub.
        server = JMXConnectorServerFactory.newJMXConnectorServer(new JMXServiceURL("service:jmx:rmi://127.0.0.1"), null,
                ManagementFactory.getPlatformMBeanServer());
        server.start();
        probe = JvmProbe.connect(server.getAddress(), "this test JVM", Duration.ofSeconds(10)).orElseThrow();
    }

    @AfterEach
    void stop() throws Exception {
        probe.close();
        server.stop();
    }

    @Test
    void allocationSeenInThisJvmShowsUpInTheCounterDifference() {
        ResourceUsage before = probe.sample();
        byte[][] garbage = new byte[64][];
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = new byte[256 * 1024];
        }
        ResourceUsage after = probe.sample();

        long allocated = after.allocatedBytes().orElseThrow() - before.allocatedBytes().orElseThrow();
        assertTrue(allocated >= 64L * 256 * 1024, "expected at least the 16 MiB allocated here, actual: " + allocated
                + " B (" + garbage.length + " arrays)");
        assertTrue(allocated < 64L * 256 * 1024 * 4, "expected little beyond the 16 MiB allocated here, actual: " + allocated);
    }

    @Test
    void collectionsAreCountedOverAllCollectors() {
        long expected = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
        ResourceUsage before = probe.sample();
        System.gc();
        ResourceUsage after = probe.sample();

        assertTrue(before.gcCount().orElseThrow() >= expected, "count before: " + before.gcCount() + ", read in-process: " + expected);
        assertTrue(after.gcCount().orElseThrow() > before.gcCount().orElseThrow(), "System.gc() must count: " + before + " -> " + after);
        assertTrue(after.gcMillis().orElseThrow() >= before.gcMillis().orElseThrow());
        assertTrue(before.cpuNanos().isEmpty() && before.peakMemoryBytes().isEmpty(), "the probe reads JVM counters only");
    }

    @Test
    void theJvmDescribesItselfWithoutTheJmxPlumbing() {
        ServerJvm jvm = probe.describe();

        assertEquals(System.getProperty("java.vm.vendor"), jvm.vendor());
        assertEquals(System.getProperty("java.vm.version"), jvm.version());
        assertEquals(System.getProperty("java.vm.name"), jvm.vmName());
        List<String> expectedFlags = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(flag -> !JvmProbe.isAgentPlumbing(flag)).toList();
        assertEquals(expectedFlags, jvm.flags());
        assertEquals(ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName).sorted().toList(),
                jvm.garbageCollectors());
        assertTrue(jvm.vmOptions().containsKey("MaxHeapSize"), jvm.vmOptions().toString());
        assertEquals(JvmProbe.ALLOCATION_OPTIONS.stream().filter(jvm.vmOptions()::containsKey).toList(),
                List.copyOf(jvm.vmOptions().keySet()), "options in the fixed order");
    }

    @Test
    void aServerThatStopsAnsweringGivesNotMeasuredFromThenOnNotAnException() throws Exception {
        server.stop();

        ResourceUsage sample = probe.sample();

        assertEquals(ResourceUsage.UNKNOWN, sample);
        assertEquals(ResourceUsage.UNKNOWN, probe.sample());
        assertEquals(ServerJvm.UNKNOWN, probe.describe());
    }

    @Test
    void aConnectionTheServerDroppedWhileIdleStillAnswers() throws Exception {
        // A JVM's agent drops a connection idle for 2 minutes (the client heartbeat is off); here after 100 ms. The
        // JMX client reopens it by itself on the next call (seen here: connection id 1, then 2).
        JMXConnectorServer impatient = JMXConnectorServerFactory.newJMXConnectorServer(
                new JMXServiceURL("service:jmx:rmi://127.0.0.1"), java.util.Map.of("jmx.remote.x.server.connection.timeout", 100L),
                ManagementFactory.getPlatformMBeanServer());
        impatient.start();
        try (JvmProbe dropped = JvmProbe.connect(impatient.getAddress(), "an impatient agent", Duration.ofSeconds(10)).orElseThrow()) {
            Thread.sleep(1_000);

            ResourceUsage sample = dropped.sample();

            assertTrue(sample.allocatedBytes().isPresent() && sample.gcCount().isPresent(), sample.toString());
        } finally {
            impatient.stop();
        }
    }

    @Test
    void noAgentAtTheAddressIsEmptyWithinTheTimeout() {
        long start = System.nanoTime();

        Optional<JvmProbe> none = JvmProbe.connect(JvmProbe.serviceUrl("127.0.0.1", FreePort.find()), "nothing", Duration.ofSeconds(1));

        assertTrue(none.isEmpty());
        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofSeconds(10)) < 0);
    }

    @Test
    void theAgentFlagsBindLoopbackWithoutAuthenticationAndAreAllPlumbing() {
        List<String> flags = JvmProbe.agentFlags(41234);

        assertTrue(flags.contains("-Dcom.sun.management.jmxremote.port=41234"));
        assertTrue(flags.contains("-Dcom.sun.management.jmxremote.rmi.port=41234"));
        assertTrue(flags.contains("-Dcom.sun.management.jmxremote.host=127.0.0.1"));
        assertTrue(flags.stream().allMatch(JvmProbe::isAgentPlumbing), flags.toString());
        assertFalse(JvmProbe.isAgentPlumbing("-Xmx256m"));
        assertFalse(JvmProbe.isAgentPlumbing("-XX:+UseSerialGC"));
    }

    @Test
    void addressesReadAsHostAndPortOrAsServiceUrls() {
        assertEquals("service:jmx:rmi:///jndi/rmi://10.0.0.5:9010/jmxrmi", JvmProbe.parseAddress("10.0.0.5:9010").toString());
        assertEquals("service:jmx:rmi:///jndi/rmi://[::1]:9010/jmxrmi", JvmProbe.parseAddress("[::1]:9010").toString());
        assertEquals("service:jmx:jmxmp://host:5555", JvmProbe.parseAddress(" service:jmx:jmxmp://host:5555 ").toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JvmProbe.parseAddress("host"));
        assertEquals("JMX address must be host:port or service:jmx:..., actual: 'host'", e.getMessage());
    }
}
