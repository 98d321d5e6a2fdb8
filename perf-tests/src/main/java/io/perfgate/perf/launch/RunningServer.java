package io.perfgate.perf.launch;

import java.net.URI;
import java.util.Optional;

/** A started server under test. Closing it stops and removes it; closing twice is harmless. */
public interface RunningServer extends AutoCloseable {
    Variant variant();

    /** Where to send load, e.g. {@code http://127.0.0.1:41234}. */
    URI baseUri();

    /** CPU and peak memory now; sample before and after a trial and subtract the CPU. */
    ResourceUsage usage();

    /** Starts a new peak-memory window (best effort: some launchers can only report the peak since start). */
    void resetPeakMemory();

    /** Empty while the server runs; else why it is gone (exit code, container state). */
    Optional<String> deathReason();

    /** Where the server's own output goes, for failure messages; may be empty. */
    String logTail();

    @Override
    void close();
}
