package io.perfgate.perf.launch;

/** For tests that need a Docker engine and say so when there is none. */
public final class DockerEngine {
    private DockerEngine() {
    }

    /** Whether a Docker engine answers within the settings' probe timeout. */
    public static boolean answers(LaunchSettings settings) {
        return DockerProbe.ask(settings.dockerProbeTimeout()).available();
    }
}
