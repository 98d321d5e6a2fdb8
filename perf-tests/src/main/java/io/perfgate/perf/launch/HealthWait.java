package io.perfgate.perf.launch;

import io.perfgate.perf.sut.SystemDescription.Ready;
import org.testcontainers.containers.ContainerLaunchException;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;

import java.net.URI;
import java.util.Optional;

/**
 * Testcontainers wait strategy: the description's readiness ({@link HealthProbe}) on the host-network address every
 * 25 ms, giving up early when the container stops.
 */
final class HealthWait extends AbstractWaitStrategy {
    private final Ready ready;
    private final URI base;

    HealthWait(Ready ready, URI base) {
        this.ready = ready;
        this.base = base;
    }

    @Override
    protected void waitUntilReady() {
        String failure = HealthProbe.await(ready, base, startupTimeout, () -> waitStrategyTarget.isRunning()
                ? Optional.empty() : Optional.of("container is no longer running"), waitStrategyTarget::getLogs);
        if (failure != null) {
            throw new ContainerLaunchException("not up within " + startupTimeout.toSeconds() + " s (required: "
                    + HealthProbe.describe(ready) + " at " + base + "): " + failure);
        }
    }
}
