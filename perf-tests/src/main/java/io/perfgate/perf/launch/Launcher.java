package io.perfgate.perf.launch;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.Variant;

/**
 * Starts servers under test. Pick one with {@link Launchers#choose(LaunchSettings)}:
 * {@code container} (Testcontainers, when a Docker engine answers), {@code process} (a child JVM) or
 * {@code remote} (a server someone else started).
 */
public interface Launcher extends AutoCloseable {
    /** {@code container}, {@code process} or {@code remote}: recorded with every result. */
    LauncherKind kind();

    /** The Docker engine's version; {@code none} for a launcher that does not use one. */
    default String dockerVersion() {
        return "none";
    }

    /** Starts the variant and returns once it is up as the description's {@code ready} says; throws {@link LaunchException} otherwise. */
    RunningServer start(Variant variant);

    /** Releases what the launcher holds beyond its servers (nothing for most). */
    @Override
    default void close() {
    }
}
