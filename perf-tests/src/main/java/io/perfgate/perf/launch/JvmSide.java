package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;

import javax.management.remote.JMXServiceURL;
import java.util.Optional;

/**
 * The JVM half of a started server's measurements, the same for every launcher: the JMX connection (when
 * one could be made) that adds allocation and GC counters to each {@link ResourceUsage} sample, and the
 * server JVM's description, asked once.
 */
final class JvmSide implements AutoCloseable {
    private final Optional<JvmProbe> probe;
    private final ServerJvm jvm;
    /** The JVM's Flight Recorder over a connection of its own, where the counters' connection could be made. */
    private final Optional<JfrOverJmx> flightRecorder;

    private JvmSide(Optional<JvmProbe> probe, ServerJvm jvm, Optional<JfrOverJmx> flightRecorder) {
        this.probe = probe;
        this.jvm = jvm;
        this.flightRecorder = flightRecorder;
    }

    /** Nothing to ask: counters stay empty (NaN in results) and the JVM unknown. */
    static JvmSide none() {
        return new JvmSide(Optional.empty(), ServerJvm.UNKNOWN, Optional.empty());
    }

    /** Connects to the server JVM's agent at {@code url}; {@link #none()}-like, with a warning, when that fails. */
    static JvmSide connect(JMXServiceURL url, String where) {
        Optional<JvmProbe> probe = JvmProbe.connect(url, where, JmxConnection.CONNECT_TIMEOUT);
        ServerJvm jvm = probe.map(JvmProbe::describe).orElse(ServerJvm.UNKNOWN);
        if (jvm.known()) {
            System.out.println("[perf] " + where + " runs on " + jvm.describe());
        }
        return new JvmSide(probe, jvm, probe.map(p -> new JfrOverJmx(url, where)));
    }

    /** Connects to the agent of a server started here with {@link JvmProbe#agentFlags(int)}: loopback {@code port}. */
    static JvmSide onLoopback(int port, String where) {
        return connect(JvmProbe.serviceUrl("127.0.0.1", port), where);
    }

    /** {@code launcherView} (CPU, memory) with the JVM's counters read now, after it. */
    ResourceUsage addCounters(ResourceUsage launcherView) {
        return probe.map(p -> launcherView.withJvmCounters(p.sample())).orElse(launcherView);
    }

    ServerJvm jvm() {
        return jvm;
    }

    Optional<FlightRecorder> flightRecorder() {
        return flightRecorder.map(FlightRecorder.class::cast);
    }

    @Override
    public void close() {
        try {
            flightRecorder.ifPresent(JfrOverJmx::close);
        } finally {
            probe.ifPresent(JvmProbe::close);
        }
    }
}
