package io.perfgate.perf.run;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.host.CpuAffinity;
import io.perfgate.perf.host.GeneratorCpu;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.TrialResult;
import io.perfgate.perf.verdict.InvalidRunException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Another process spins on the load generator's CPU while the trials run: every trial is INVALID, the verdict
 * names the CPU taken from the generator, and the spinning process (ours) is gone afterwards. The server runs
 * as a process here, so that no Docker engine is needed; the generator is pinned the same way with either.
 */
class GeneratorCpuTheftIT {
    @Test
    void aProcessSpinningOnTheGeneratorsCpuMakesEveryTrialInvalidAndSaysSo(@TempDir Path results) {
        LaunchSettings launch = PerfConfig.fromSystemProperties().launch().withLauncher(LauncherKind.PROCESS, Optional.empty());
        String generatorCpus = CpuAffinity.complement(launch.serverCpus(), Runtime.getRuntime().availableProcessors());
        Assumptions.assumeFalse(generatorCpus.isEmpty(), "one CPU: the generator cannot be pinned apart from the server");
        SuiteSettings suite = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.variants", "virtual-own",
                "perf.scenarios", "request-2", "perf.results.dir", results.toString())::get);
        SuiteGate gate = SuiteGate.open(PerfConfig.fromSystemProperties().gate(), System.out);
        AtomicReference<Process> spinner = new AtomicReference<>();
        try (ConsoleWatch watch = ConsoleWatch.on(": trial 1/", () -> spinner.set(spin(generatorCpus)));
             PerfSuite perf = PerfSuite.open(suite, launch, Optional.empty())) {
            PerfSuite.Pair pair = perf.pairs().getFirst();
            Measured measured = perf.run(pair);
            watch.requireDone();

            for (TrialResult trial : measured.candidate().trials()) {
                assertFalse(trial.valid(), "trial " + trial.trial());
                assertTrue(trial.invalidReasons().stream().anyMatch(r -> r.startsWith("other processes took ")
                        && r.contains("of the load generator's")), trial.invalidReasons().toString());
            }
            InvalidRunException invalid = assertThrows(InvalidRunException.class, () -> gate.check(pair, measured));
            assertTrue(invalid.getMessage().contains("of the load generator's"), invalid.getMessage());
        } finally {
            Process process = spinner.get();
            if (process != null) {
                process.destroyForcibly();
                assertTrue(process.onExit().join().exitValue() != 0 && !process.isAlive(), "the spinner is gone");
            }
        }
    }

    @Test
    void theProbeCountsTheCpuOfAProcessSpinningOnTheGeneratorsCpuAsOthers() throws Exception {
        String cpus = "0";
        Optional<CpuAffinity> pinned = CpuAffinity.pinThisJvm(cpus);
        Assumptions.assumeTrue(pinned.isPresent(), "taskset cannot pin this JVM");
        Process spinner = null;
        try (CpuAffinity ignored = pinned.get()) {
            GeneratorCpu probe = GeneratorCpu.of(cpus, "").orElseThrow();
            spinner = spin(cpus);
            long spinnerBefore = cpuTicks(spinner.pid());
            GeneratorCpu.Sample before = probe.sample().orElseThrow();
            Thread.sleep(1500);
            GeneratorCpu.Sample after = probe.sample().orElseThrow();
            long spinnerMillis = (cpuTicks(spinner.pid()) - spinnerBefore) * 10;

            GeneratorCpu.Stolen stolen = probe.between(before, after);
            System.out.println("[perf] spinner used " + spinnerMillis + " ms of CPU " + cpus + "; the probe saw others take "
                    + stolen.byOthers().toMillis() + " ms, steal " + stolen.bySteal().toMillis() + " ms");
            assertTrue(spinnerMillis >= 300, "the spinner got CPU " + cpus + ": " + spinnerMillis + " ms");
            // Other processes may be there too, so only a lower bound; 3 ticks for the separate sampling of the counters.
            assertTrue(stolen.byOthers().toMillis() >= spinnerMillis - 30, stolen + " vs the spinner's " + spinnerMillis + " ms");
        } finally {
            if (spinner != null) {
                spinner.destroyForcibly().waitFor();
            }
        }
    }

    private static long cpuTicks(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    /** A shell loop pinned to the generator's CPUs: a build or a second perf run, at its simplest. */
    private static Process spin(String cpus) {
        try {
            return new ProcessBuilder("taskset", "-c", cpus, "sh", "-c", "while :; do :; done").start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
