package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.sut.Variant;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/**
 * A started server under test, the same for every launcher: its identity (variant, address, health path), its
 * {@link Meters} (one server's own, {@link ServerMeters}, or a balanced variant's summed over its parts), and the stop
 * sequence: once, the JVM connection first (no JMX read meets a stopping server), then the server. What differs
 * between launchers, how the server runs and how it stops, is its {@link ServerHandle}: a child process, a container,
 * a remote address, a balanced pair.
 */
final class StartedServer implements RunningServer {
    private final Variant variant;
    private final URI baseUri;
    private final Optional<String> healthPath;
    private final ServerHandle handle;
    private final Meters meters;
    private boolean closed;

    /**
     * @param healthPath the path that answers 200 while the server is up ({@code ready.http}); empty for {@code ready.log}
     * @param meters     closed with the server
     */
    StartedServer(Variant variant, URI baseUri, Optional<String> healthPath, ServerHandle handle, Meters meters) {
        this.variant = Objects.requireNonNull(variant, "variant");
        this.baseUri = Objects.requireNonNull(baseUri, "baseUri");
        this.healthPath = Objects.requireNonNull(healthPath, "healthPath");
        this.handle = Objects.requireNonNull(handle, "handle");
        this.meters = Objects.requireNonNull(meters, "meters");
    }

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public URI baseUri() {
        return baseUri;
    }

    @Override
    public Optional<String> healthPath() {
        return healthPath;
    }

    /** The launcher's own hold on the server (a balanced pair's counts its responses per backend). */
    ServerHandle handle() {
        return handle;
    }

    @Override
    public ResourceUsage usage() {
        return meters.usage();
    }

    @Override
    public Optional<OsSample> osSample() {
        return meters.osSample();
    }

    @Override
    public ServerJvm jvm() {
        return meters.jvm();
    }

    @Override
    public Optional<FlightRecorder> flightRecorder() {
        return meters.flightRecorder();
    }

    @Override
    public void resetPeakMemory() {
        meters.resetPeakMemory();
    }

    @Override
    public boolean movable() {
        return handle.movable();
    }

    @Override
    public void moveTo(String cpus) {
        if (!handle.movable()) {
            RunningServer.super.moveTo(cpus);
        }
        handle.moveTo(cpus);
    }

    @Override
    public Optional<String> deathReason() {
        return handle.deathReason();
    }

    @Override
    public String logTail() {
        return handle.logTail();
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            meters.close();
        } finally {
            handle.stop();
        }
    }
}
