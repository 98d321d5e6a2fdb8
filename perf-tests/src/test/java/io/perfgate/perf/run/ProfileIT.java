package io.perfgate.perf.run;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.profile.Difference;
import io.perfgate.perf.profile.Measure;
import io.perfgate.perf.profile.ProfileFiles;
import io.perfgate.perf.profile.ProfileSettings;
import io.perfgate.perf.profile.Recorded;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.Sequential;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.reference.ReferenceSettings;
import io.perfgate.perf.report.ReportFiles;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ResultFiles;
import io.perfgate.perf.result.ScenarioRun;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Profiling end to end on real servers (process launcher, the quick profile): an A/B run of platform-own through
 * request-2 whose candidate is started with the test-only {@code --extra-cpu-micros=25 --extra-alloc-bytes=4096}
 * (a planted regression in the server's own Slowdown class), profiled after its trials with {@code -Dperf.jfr=always}.
 * The recordings come over each server's JMX connection, their difference puts the planted code first, and the
 * trials are those of a run without profiling (the windows come after them). Its results and reports stay in
 * {@code target/profile-it/} to look at.
 */
class ProfileIT {
    private static final PairId PAIR = new PairId("platform-own", "request-2");
    private static final String SLOWDOWN = "io.perfgate.server.http.Slowdown.";

    @Test
    void aPlantedRegressionIsTheTopFrameOfBothDifferencesAndTheReportsShowIt() throws IOException {
        Path out = Path.of("target", "profile-it").toAbsolutePath();
        org.apache.commons.io.FileUtils.deleteDirectory(out.toFile());
        Path results = out.resolve("perf-results");
        SuiteSettings suite = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.variants", PAIR.variant(),
                "perf.scenarios", PAIR.scenario(), "perf.trials", "4", "perf.variantWarmup", "15s",
                "perf.warmup.max", "30s", "perf.results.dir", results.toString())::get);
        LaunchSettings launch = PerfConfig.fromSystemProperties().launch().withLauncher(LauncherKind.PROCESS, Optional.empty())
                .withServerArgs(List.of("--extra-cpu-micros=25", "--extra-alloc-bytes=4096"));
        ReferenceSettings reference = new ReferenceSettings(launch.system().server().describe(), Optional.empty(), List.of(),
                TrialOrder.Kind.LOCKSTEP, ReferenceSettings.DEFAULT_SEED, 2);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        SuiteGate gate = SuiteGate.open(PerfConfig.fromSystemProperties().gate(), new PrintStream(log, true, StandardCharsets.UTF_8));
        Profiling always = gate.profiling(new ProfileSettings(ProfileSettings.When.ALWAYS, Duration.ofSeconds(3)));
        Measured measured;
        try (PerfSuite perf = PerfSuite.open(suite, launch, Optional.of(reference))) {
            measured = perf.run(perf.pairs().getFirst(), Sequential.NONE, always);
        }

        Path dir = ProfileFiles.directory(results, PAIR);
        Recorded recorded = ProfileFiles.read(dir);
        assertEquals(List.of("A1", "A2", "B1", "B2"), recorded.recordings().stream().map(Recorded.Recording::label).toList());
        assertTrue(recorded.recordings().stream().allMatch(r -> r.requests() > 100), recorded.toString());
        Difference difference = Difference.read(dir);
        List<Difference.Hotspot> cpu = difference.hotspots(Measure.CPU);
        List<Difference.Hotspot> allocation = difference.hotspots(Measure.ALLOCATION);
        // The top frame, not merely the top three: a planted 25 us is some 40% of request-2's CPU.
        assertTrue(!cpu.isEmpty() && cpu.getFirst().path().stream().anyMatch(f -> f.startsWith(SLOWDOWN)),
                "top CPU: " + cpu.stream().limit(3).map(h -> h.path().getLast() + " " + h.stats().change()).toList());
        // Among the top three: JFR's allocation samples put part of a large array's bytes on the allocations after it.
        assertTrue(allocation.stream().limit(3).anyMatch(h -> h.path().stream().anyMatch(f -> f.startsWith(SLOWDOWN))),
                "top allocation: " + allocation.stream().limit(3).map(h -> h.path().getLast() + " " + h.stats().change()).toList());
        // 4,096 B asked, 4,112 with the array's header: the weights of a side add up to about its bytes, per request
        // (over this test's 3 s windows the whole's change read 4.3, 5.9 and 6.2 KB in three runs).
        double bytes = difference.root().stats(Measure.ALLOCATION).change();
        assertTrue(bytes > 2_000 && bytes < 8_500, "planted 4,112 B/request, the whole's change " + bytes);
        // The windows came after the trials: the result files hold the four measured pairs only.
        ScenarioRun written = ResultFiles.read(ResultFiles.path(results, PAIR));
        assertEquals(measured.candidate(), written);
        assertEquals(4, written.trials().size());

        assertEquals(io.perfgate.perf.verdict.Outcome.REGRESSION, gate.judge(measured).outcome());
        ReportFiles reports = gate.writeReports(out.resolve("perfgate"), results).orElseThrow();
        String summary = Files.readString(reports.summary());
        assertTrue(summary.contains("where B spends more than A") && summary.contains("Slowdown."), summary);
        String html = Files.readString(reports.html());
        assertTrue(html.contains("class=\"icicle\"") && html.contains("Slowdown."), "report.html has the icicles");
    }
}
