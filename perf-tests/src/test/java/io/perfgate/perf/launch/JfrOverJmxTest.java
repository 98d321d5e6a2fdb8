package io.perfgate.perf.launch;

import io.perfgate.perf.profile.CallTree;
import io.perfgate.perf.profile.ProfileSettings;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.management.remote.JMXConnectorServer;
import javax.management.remote.JMXConnectorServerFactory;
import javax.management.remote.JMXServiceURL;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.UnicastRemoteObject;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Flight Recorder recording driven over JMX, as the profiling windows drive a server's: this JVM's own platform
 * MBean server behind a JMX connector on a loopback port, the same agent protocol the launchers start servers with.
 */
class JfrOverJmxTest {
    private static Registry registry;
    private static JMXConnectorServer connector;
    private static JMXServiceURL url;
    static volatile long sink;
    static volatile long[] kept;

    @BeforeAll
    static void exposeThisJvm() throws Exception {
        int port = FreePort.find();
        registry = LocateRegistry.createRegistry(port);
        url = JvmProbe.serviceUrl("127.0.0.1", port);
        connector = JMXConnectorServerFactory.newJMXConnectorServer(url, null, ManagementFactory.getPlatformMBeanServer());
        connector.start();
    }

    @AfterAll
    static void close() throws Exception {
        connector.stop();
        UnicastRemoteObject.unexportObject(registry, true);
    }

    @Test
    void aRecordingOverJmxIsCopiedHereWithTheSamplesOfTheMethodThatRan(@TempDir Path dir) {
        Path file = dir.resolve("B1.jfr");
        try (JfrOverJmx recorder = new JfrOverJmx(url, "this JVM")) {
            FlightRecorder.Recording recording = recorder.start(ProfileSettings.eventSettings());
            burn(1_500);
            recording.stopAndCopy(file);
        }
        assertTrue(Files.isRegularFile(file), "copied");
        CallTree tree = CallTree.read(file);
        long burnt = samplesOf(tree.root(), JfrOverJmxTest.class.getName() + ".burn");
        // About one sample per millisecond of the 1.5 s the method ran: most of them, whatever else the JVM did.
        assertTrue(burnt > 300, "CPU samples in burn: " + burnt + " of " + tree.root().cpuSamples());
        assertTrue(tree.root().allocatedBytes() > 0, "allocation samples too");
    }

    @Test
    void aRecorderWithoutAnAgentToReachFailsLoudly() {
        JMXServiceURL nowhere = JvmProbe.serviceUrl("127.0.0.1", FreePort.find());
        try (JfrOverJmx recorder = new JfrOverJmx(nowhere, "a server that is gone")) {
            LaunchException e = org.junit.jupiter.api.Assertions.assertThrows(LaunchException.class,
                    () -> recorder.start(ProfileSettings.eventSettings()));
            assertTrue(e.getMessage().contains("no JMX connection to a server that is gone"), e.getMessage());
        }
    }

    private static void burn(long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        long x = 0;
        while (System.nanoTime() < end) {
            for (int i = 0; i < 10_000; i++) {
                x = x * 31 + i;
            }
            sink = x;
            kept = new long[16];
        }
    }

    private static long samplesOf(CallTree.Node node, String frame) {
        if (node.frame().equals(frame)) {
            return node.cpuSamples();
        }
        long sum = 0;
        for (CallTree.Node child : node.children()) {
            sum += samplesOf(child, frame);
        }
        return sum;
    }
}
