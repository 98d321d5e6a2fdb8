package io.perfgate.perf.protocol;

import io.perfgate.perf.launch.OsSample;
import io.perfgate.perf.launch.ResourceUsage;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.sut.Variant;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A server under test without a process of its own (an HTTP server in the test's JVM, or none at all): variant
 * {@code default}, no JVM counters, its OS side and whether it died as the test says.
 */
record ProcesslessServer(URI baseUri, Optional<String> deathReason, Supplier<Optional<OsSample>> os)
        implements RunningServer {
    /** One at {@code baseUri} whose OS side cannot be read. */
    ProcesslessServer(URI baseUri, Optional<String> deathReason) {
        this(baseUri, deathReason, Optional::empty);
    }

    /** One nobody sends load to, whose OS side reads {@code os}. */
    ProcesslessServer(Supplier<Optional<OsSample>> os) {
        this(URI.create("http://127.0.0.1:1"), Optional.empty(), os);
    }

    @Override
    public Variant variant() {
        return new Variant("default", List.of(), Map.of());
    }

    @Override
    public Optional<String> healthPath() {
        return Optional.empty();
    }

    @Override
    public ResourceUsage usage() {
        return ResourceUsage.UNKNOWN;
    }

    @Override
    public Optional<OsSample> osSample() {
        return os.get();
    }

    @Override
    public ServerJvm jvm() {
        return ServerJvm.UNKNOWN;
    }

    @Override
    public void resetPeakMemory() {
    }

    @Override
    public String logTail() {
        return "";
    }

    @Override
    public void close() {
    }
}
