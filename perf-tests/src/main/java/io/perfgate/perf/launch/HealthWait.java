package io.perfgate.perf.launch;

import org.testcontainers.containers.ContainerLaunchException;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;

import java.net.URI;
import java.util.Optional;

/**
 * Testcontainers wait strategy: {@code GET /health} on the host-network address every 25 ms, giving up
 * early when the container stops.
 */
final class HealthWait extends AbstractWaitStrategy {
    private final URI base;

    HealthWait(URI base) {
        this.base = base;
    }

    @Override
    protected void waitUntilReady() {
        String failure = HealthProbe.await(base, startupTimeout, () -> waitStrategyTarget.isRunning()
                ? Optional.empty() : Optional.of("container is no longer running"));
        if (failure != null) {
            throw new ContainerLaunchException("GET " + base + "/health did not answer 200 within "
                    + startupTimeout.toSeconds() + " s: " + failure);
        }
    }
}
