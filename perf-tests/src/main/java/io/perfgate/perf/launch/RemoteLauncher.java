package io.perfgate.perf.launch;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;

import javax.management.remote.JMXServiceURL;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;

/**
 * Measures a server someone else started ({@code -Dperf.target}). It cannot see the server's CPU or
 * memory, so those stay unknown (NaN in results), and it cannot pick the variant: the variant named in
 * the results is the one asked for, and {@code /health} should confirm it. Allocation and GC per request
 * and the server's JVM are read over JMX when the user gives its agent's address ({@code -Dperf.target.jmx});
 * without one they are not measured, which is said once.
 */
final class RemoteLauncher implements Launcher {
    private static final Duration REACH_TIMEOUT = Duration.ofSeconds(3);
    private final URI target;
    private final String healthPath;
    private final Optional<JMXServiceURL> jmx;

    RemoteLauncher(URI target, Optional<String> jmxAddress, SystemDescription system) {
        if (target.getScheme() == null || target.getAuthority() == null) {
            throw new LaunchException("perf.target must look like http://host:port, actual: '" + target + "'");
        }
        // A server someone else started: only an HTTP path can tell whether it is up (its output is not ours to read).
        this.healthPath = system.ready().httpPath().orElseThrow(() -> new LaunchException("the remote launcher needs "
                + "ready.http in " + system.file() + " (a path that answers 200), actual: ready.log"));
        this.target = target;
        this.jmx = jmxAddress.map(JvmProbe::parseAddress);
        if (jmx.isEmpty()) {
            System.out.println("[perf] remote server " + target + ": no JMX address (-Dperf.target.jmx=host:port of its JVM's"
                    + " JMX agent), so allocated bytes and GC per request are NOT measured (NaN) and its JVM is unknown");
        }
    }

    @Override
    public LauncherKind kind() {
        return LauncherKind.REMOTE;
    }

    @Override
    public RunningServer start(Variant variant) {
        HealthProbe.requireHealthy(target, healthPath, REACH_TIMEOUT);
        JvmSide jvmSide = jmx.map(url -> JvmSide.connect(url, variant + " (remote " + target + ")")).orElseGet(JvmSide::none);
        return new StartedServer(variant, target, Optional.of(healthPath), new Reached(target, healthPath),
                ServerMeters.jvmOnly(jvmSide));
    }

    /** A server someone else started: up while its health path answers; its output and its stopping are not ours. */
    private record Reached(URI target, String healthPath) implements ServerHandle {
        @Override
        public Optional<String> deathReason() {
            return HealthProbe.await(target, healthPath, Duration.ofSeconds(2), Optional::empty) == null
                    ? Optional.empty() : Optional.of("remote server " + target + " stopped answering " + healthPath);
        }

        @Override
        public String logTail() {
            return "(remote server: no output available)";
        }

        @Override
        public void stop() {
        }
    }
}
