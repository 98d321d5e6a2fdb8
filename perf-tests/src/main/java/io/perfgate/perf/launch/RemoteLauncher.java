package io.perfgate.perf.launch;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;

/**
 * Measures a server someone else started ({@code -Dperf.target}). It cannot see the server's CPU or
 * memory, so those stay unknown (NaN in results), and it cannot pick the variant: the variant named in
 * the results is the one asked for, and {@code /health} should confirm it.
 */
final class RemoteLauncher implements Launcher {
    private static final Duration REACH_TIMEOUT = Duration.ofSeconds(3);
    private final URI target;

    RemoteLauncher(URI target) {
        if (target.getScheme() == null || target.getAuthority() == null) {
            throw new LaunchException("perf.target must look like http://host:port, actual: '" + target + "'");
        }
        this.target = target;
    }

    @Override
    public String name() {
        return "remote";
    }

    @Override
    public String dockerVersion() {
        return "none";
    }

    @Override
    public RunningServer start(Variant variant) {
        HealthProbe.requireHealthy(target, REACH_TIMEOUT);
        return new RunningServer() {
            @Override
            public Variant variant() {
                return variant;
            }

            @Override
            public URI baseUri() {
                return target;
            }

            @Override
            public ResourceUsage usage() {
                return ResourceUsage.UNKNOWN;
            }

            @Override
            public void resetPeakMemory() {
            }

            @Override
            public Optional<String> deathReason() {
                return HealthProbe.await(target, Duration.ofSeconds(2), Optional::empty) == null
                        ? Optional.empty() : Optional.of("remote server " + target + " stopped answering /health");
            }

            @Override
            public String logTail() {
                return "(remote server: no output available)";
            }

            @Override
            public void close() {
            }
        };
    }
}
