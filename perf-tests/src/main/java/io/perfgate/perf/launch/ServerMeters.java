package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One server's meters, whichever launcher started it: CPU and memory as the operating system counts them (when the
 * launcher can see the server's OS side), its JIT compiler threads' CPU (when its processes run on this machine), and
 * its JVM's counters over JMX, added last. Each part absent leaves its figures empty (NaN in results), never zero.
 *
 * @param os       the server's cgroup or {@code /proc} files; empty for a remote server, or a container whose cgroup was not found
 * @param compiler its JIT compiler threads; empty where its processes cannot be seen from here
 * @param jvmSide  its JVM's JMX connection, or {@link JvmSide#none()}
 */
record ServerMeters(Optional<OsMeter> os, Optional<CompilerThreadCpu> compiler, JvmSide jvmSide) implements Meters {
    ServerMeters {
        Objects.requireNonNull(os, "os");
        Objects.requireNonNull(compiler, "compiler");
        Objects.requireNonNull(jvmSide, "jvmSide");
    }

    /** A server seen only through its JVM (a remote one): no CPU nor memory, the JVM's counters when it answers JMX. */
    static ServerMeters jvmOnly(JvmSide jvmSide) {
        return new ServerMeters(Optional.empty(), Optional.empty(), jvmSide);
    }

    /** The OS's CPU and peak memory, then the compiler threads' CPU of the same moment, then the JVM's counters. */
    @Override
    public ResourceUsage usage() {
        ResourceUsage launcherView = os.map(o -> new ResourceUsage(o.cpuNanos(), o.peakMemoryBytes())).orElse(ResourceUsage.UNKNOWN);
        return jvmSide.addCounters(launcherView.withCompilerCpu(compiler.map(CompilerThreadCpu::cpuNanos).orElse(OptionalLong.empty())));
    }

    /** The cgroup or {@code /proc} files: small file reads, nothing runs in the server. */
    @Override
    public Optional<OsSample> osSample() {
        return os.map(OsMeter::sample);
    }

    @Override
    public void resetPeakMemory() {
        os.ifPresent(OsMeter::resetPeak);
    }

    @Override
    public ServerJvm jvm() {
        return jvmSide.jvm();
    }

    @Override
    public Optional<FlightRecorder> flightRecorder() {
        return jvmSide.flightRecorder();
    }

    @Override
    public void close() {
        jvmSide.close();
    }
}
