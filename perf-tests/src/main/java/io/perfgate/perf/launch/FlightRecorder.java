package io.perfgate.perf.launch;

import java.nio.file.Path;
import java.util.Map;

/**
 * The server JVM's own Flight Recorder, driven from here: a recording started with the given event settings and, once
 * stopped, copied to a file on this machine. Over the JMX connection the harness already has to every server it starts
 * ({@code jdk.management.jfr}'s {@code FlightRecorderMXBean}), so it works alike for a child process, a container (no
 * {@code jcmd} inside it, no file to copy out of it) and a remote server with a JMX address.
 */
public interface FlightRecorder {
    /**
     * Starts a recording of {@code settings} ({@code jdk.ExecutionSample#period=1 ms}, ...); every event not named is off.
     *
     * @throws LaunchException the server does not answer, or its runtime has no Flight Recorder
     */
    Recording start(Map<String, String> settings);

    /** A recording in the server JVM. */
    interface Recording {
        /**
         * Stops the recording, copies it to {@code file} (a {@code .jfr} file) and closes it in the server.
         *
         * @throws LaunchException the server stopped answering; the recording is then lost
         */
        void stopAndCopy(Path file);
    }
}
