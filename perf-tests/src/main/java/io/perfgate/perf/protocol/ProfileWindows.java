package io.perfgate.perf.protocol;

import io.perfgate.perf.launch.FlightRecorder;
import io.perfgate.perf.launch.RunningServer;
import io.perfgate.perf.load.LoadDriver;
import io.perfgate.perf.load.LoadWindow;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.profile.ProfileException;
import io.perfgate.perf.profile.ProfileFiles;
import io.perfgate.perf.profile.ProfileSettings;
import io.perfgate.perf.profile.Recorded;
import io.perfgate.perf.result.PairId;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The profiling windows of one A/B pair, after its measured trials and outside them (no trial, no verdict and no result
 * file changes): per boot pair one more load window over its reference (A) and candidate (B) server, loaded as the
 * trials were (lockstep: one user taking turns, a round on each; duet: both at once; ABBA and random: one after the
 * other), each server's JVM recording CPU and allocation samples with its own Flight Recorder meanwhile
 * ({@link FlightRecorder}). With one boot pair its two servers get two windows, so that the reference still has two
 * recordings to show its noise with (of one boot, not two: the band is then narrower than two boots' would be).
 * Each recording is copied next to the manifest that says how many requests its server served ({@link Recorded}).
 */
public final class ProfileWindows {
    private ProfileWindows() {
    }

    /**
     * Profiles {@code as} against {@code bs} (one per boot pair, as many of each) for {@code settings}'s scenario, and
     * writes the recordings and their manifest to {@code dir}.
     *
     * @param why why this pair is profiled, for the reports: {@code regression}, {@code -Dperf.jfr=always}
     * @throws ProfileException a server has no Flight Recorder to reach, or a recording failed
     */
    public static Recorded run(List<RunningServer> as, List<RunningServer> bs, TrialOrder.Kind kind,
                               ScenarioSettings settings, Duration window, String why, Path dir, Progress progress) {
        if (as.isEmpty() || as.size() != bs.size()) {
            throw new IllegalArgumentException("profiling needs one reference server per candidate server, actual: "
                    + as.size() + " and " + bs.size());
        }
        PairId pair = new PairId(bs.getFirst().variant().name(), settings.scenario());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("could not create " + dir, e);
        }
        int windows = Math.max(2, as.size());
        List<Recorded.Recording> recordings = new ArrayList<>();
        List<Recorded.Recording> candidates = new ArrayList<>();
        long start = System.nanoTime();
        for (int k = 1; k <= windows; k++) {
            RunningServer a = as.get((k - 1) % as.size());
            RunningServer b = bs.get((k - 1) % bs.size());
            // Lockstep's first turn alternates, as the trials' does, so that neither side always goes first.
            TrialOrder.Side first = k % 2 == 1 ? TrialOrder.Side.REFERENCE : TrialOrder.Side.CANDIDATE;
            progress.line(pair + ": profiling window " + k + "/" + windows + ", A" + k + " and B" + k + " "
                    + describe(kind, first) + ", " + window.toMillis() + " ms, JFR on both");
            Both<Long> served = window(a, b, kind, first, settings, window, dir.resolve("A" + k + ".jfr"),
                    dir.resolve("B" + k + ".jfr"));
            recordings.add(new Recorded.Recording(Recorded.Side.A, k, "A" + k + ".jfr", served.reference()));
            candidates.add(new Recorded.Recording(Recorded.Side.B, k, "B" + k + ".jfr", served.candidate()));
            progress.info(String.format(Locale.ROOT, "  A%d served %,d requests, B%d %,d", k, served.reference(), k,
                    served.candidate()));
        }
        recordings.addAll(candidates);
        Recorded recorded = new Recorded(pair, kind.id(), window, ProfileSettings.CPU_PERIOD, why, Instant.now(),
                recordings);
        ProfileFiles.write(dir, recorded);
        progress.info(String.format(Locale.ROOT, "%s: profiled in %.1f s, recordings in %s", pair,
                (System.nanoTime() - start) / 1e9, dir));
        return recorded;
    }

    private static String describe(TrialOrder.Kind kind, TrialOrder.Side first) {
        return switch (kind) {
            case LOCKSTEP -> "in lockstep, " + first.letter() + " first";
            case DUET -> "at once";
            default -> "one after the other";
        };
    }

    /** One window over {@code a} and {@code b}, each recording; the responses each served. */
    private static Both<Long> window(RunningServer a, RunningServer b, TrialOrder.Kind kind, TrialOrder.Side first,
                                     ScenarioSettings settings, Duration window, Path fileA, Path fileB) {
        FlightRecorder recorderA = recorder(a, "A");
        FlightRecorder recorderB = recorder(b, "B");
        if (kind.together()) {
            FlightRecorder.Recording recordingA = recorderA.start(ProfileSettings.eventSettings());
            FlightRecorder.Recording recordingB;
            try {
                recordingB = recorderB.start(ProfileSettings.eventSettings());
            } catch (RuntimeException e) {
                recordingA.stopAndCopy(fileA);
                throw e;
            }
            Both<LoadWindow> windows;
            try {
                windows = kind == TrialOrder.Kind.LOCKSTEP ? lockstep(a, b, first, settings, window)
                        : AtOnce.both(() -> LoadDriver.run(settings, a.baseUri(), window),
                        () -> LoadDriver.run(settings, b.baseUri(), window));
            } finally {
                try {
                    recordingA.stopAndCopy(fileA);
                } finally {
                    recordingB.stopAndCopy(fileB);
                }
            }
            return new Both<>(windows.reference().responses(), windows.candidate().responses());
        }
        long servedA = alone(a, recorderA, settings, window, fileA);
        long servedB = alone(b, recorderB, settings, window, fileB);
        return new Both<>(servedA, servedB);
    }

    private static Both<LoadWindow> lockstep(RunningServer a, RunningServer b, TrialOrder.Side first,
                                             ScenarioSettings settings, Duration window) {
        List<LoadWindow> windows = first == TrialOrder.Side.REFERENCE
                ? LoadDriver.runLockstep(settings, a.baseUri(), b.baseUri(), window)
                : LoadDriver.runLockstep(settings, b.baseUri(), a.baseUri(), window).reversed();
        return new Both<>(windows.getFirst(), windows.getLast());
    }

    private static long alone(RunningServer server, FlightRecorder recorder, ScenarioSettings settings, Duration window,
                              Path file) {
        FlightRecorder.Recording recording = recorder.start(ProfileSettings.eventSettings());
        LoadWindow served;
        try {
            served = LoadDriver.run(settings, server.baseUri(), window);
        } finally {
            recording.stopAndCopy(file);
        }
        return served.responses();
    }

    private static FlightRecorder recorder(RunningServer server, String side) {
        return server.flightRecorder().orElseThrow(() -> new ProfileException("server " + side + " (" + server.variant()
                + " at " + server.baseUri() + ") has no Flight Recorder to reach: it needs a JMX connection (a launcher "
                + "that starts servers, or -Dperf.target.jmx), and one JVM, not a balanced variant"));
    }
}
