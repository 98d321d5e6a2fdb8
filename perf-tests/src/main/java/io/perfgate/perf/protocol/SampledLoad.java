package io.perfgate.perf.protocol;

import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.load.LoadDriver;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioSettings;

import java.time.Duration;
import java.util.List;

/**
 * The load windows of warm-ups and trials alike, each server's CPU and memory read from the OS side throughout the
 * window ({@link ServerSampler}, which never runs code in the server) and put on the window's seconds.
 */
final class SampledLoad {
    private SampledLoad() {
    }

    /** One load window against {@code server} ({@link LoadDriver#run}). */
    static LoadWindow window(RunningServer server, ScenarioSettings settings, Duration duration) {
        ServerSampler sampler = ServerSampler.start(server);
        LoadWindow window;
        List<ServerSampler.Reading> readings;
        try {
            window = LoadDriver.run(settings, server.baseUri(), duration);
        } finally {
            readings = sampler.stop();
        }
        return window.withSlices(ServerSampler.attach(window.slices(), readings));
    }

    /**
     * One lockstep window ({@link LoadDriver#runLockstep}) over {@code a} (reference) and {@code b}, {@code first}'s turn
     * first in every round, split into each server's window.
     */
    static Both<LoadWindow> lockstep(RunningServer a, RunningServer b, TrialOrder.Side first, ScenarioSettings settings,
                                     Duration duration) {
        ServerSampler samplerA = ServerSampler.start(a);
        ServerSampler samplerB = ServerSampler.start(b);
        List<LoadWindow> windows;
        List<ServerSampler.Reading> readingsA;
        List<ServerSampler.Reading> readingsB;
        try {
            windows = first == TrialOrder.Side.REFERENCE
                    ? LoadDriver.runLockstep(settings, a.baseUri(), b.baseUri(), duration)
                    : LoadDriver.runLockstep(settings, b.baseUri(), a.baseUri(), duration).reversed();
        } finally {
            readingsA = samplerA.stop();
            readingsB = samplerB.stop();
        }
        return new Both<>(windows.getFirst().withSlices(ServerSampler.attach(windows.getFirst().slices(), readingsA)),
                windows.getLast().withSlices(ServerSampler.attach(windows.getLast().slices(), readingsB)));
    }
}
