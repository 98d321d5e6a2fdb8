package io.perfgate.perf.launch;

import io.perfgate.perf.sut.SystemDescription;

/**
 * Chooses the launcher: the one asked for; else the process launcher for a server started by a command (the container
 * launcher builds images of jars, Dockerfiles and images only); else container when a Docker engine answers, else process.
 */
public final class Launchers {
    private Launchers() {
    }

    /** The launcher {@code settings} name; every one starts balanced variants behind a load balancer ({@link BalancingLauncher}). */
    public static Launcher choose(LaunchSettings settings) {
        return new BalancingLauncher(servers(settings), settings);
    }

    private static Launcher servers(LaunchSettings settings) {
        // Empty: auto.
        return switch (settings.launcher().orElse(null)) {
            case REMOTE -> new RemoteLauncher(settings.remoteTarget().orElseThrow(), settings.remoteJmx(), settings.system());
            case PROCESS -> new ProcessLauncher(settings);
            case CONTAINER -> {
                DockerProbe.Answer answer = DockerProbe.ask(settings.dockerProbeTimeout());
                if (!answer.available()) {
                    throw new LaunchException("perf.launcher=container requires a Docker engine, actual: " + answer.detail()
                            + ". Start Docker, or run with -Dperf.launcher=process. (Testcontainers also needs the environment "
                            + "variables TESTCONTAINERS_RYUK_DISABLED=true and TESTCONTAINERS_HOST_OVERRIDE=localhost here.)");
                }
                yield new ContainerLauncher(settings);
            }
            case null -> {
                if (settings.system().server() instanceof SystemDescription.Command) {
                    // Whatever the machine has: a command (a start script, a class path) runs on it, not in an image.
                    System.out.println("[perf] launcher: process (" + settings.system().file().getFileName()
                            + " starts its server with server.command, which runs on this machine; -Dperf.launcher=container "
                            + "takes a jar, a Dockerfile or an image)");
                    yield new ProcessLauncher(settings);
                }
                DockerProbe.Answer answer = DockerProbe.ask(settings.dockerProbeTimeout());
                if (answer.available()) {
                    yield new ContainerLauncher(settings);
                }
                System.out.println("""
                        [perf] ************************************************************************
                        [perf] NO DOCKER ENGINE ANSWERED (%s):
                        [perf] using the PROCESS launcher: the server runs as a child JVM of this build.
                        [perf] Results are comparable only with baselines taken with the process launcher.%s
                        [perf] ************************************************************************"""
                        .formatted(answer.detail(), missingEnvironmentHint()));
                yield new ProcessLauncher(settings);
            }
        };
    }

    /** Testcontainers reads these only from the environment; without them it may look for images it cannot pull. */
    static String missingEnvironmentHint() {
        StringBuilder hint = new StringBuilder();
        for (String name : new String[] {"TESTCONTAINERS_RYUK_DISABLED", "TESTCONTAINERS_HOST_OVERRIDE"}) {
            if (System.getenv(name) == null) {
                hint.append("\n[perf] (environment variable ").append(name)
                        .append(" is not set: the failsafe configuration sets it; outside Maven set it yourself)");
            }
        }
        return hint.toString();
    }
}
