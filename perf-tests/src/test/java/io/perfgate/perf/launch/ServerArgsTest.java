package io.perfgate.perf.launch;

import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;
import io.perfgate.perf.sut.Variant;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ServerArgsTest {
    @Test
    void perfgatesServerGetsTheFlagsTheLaunchersUsedToHardCode() {
        SystemDescription perfgate = Systems.perfgate();
        LaunchSettings settings = LaunchSettings.from(Map.<String, String>of()::get, perfgate);

        ServerArgs boot = ServerArgs.of(settings, perfgate.variant("virtual-gson").orElseThrow(), 41234, "/tmp");

        assertEquals(List.of("--port=41234", "--bind=127.0.0.1", "--db=/tmp/perfgate.db", "--threads=virtual", "--json=gson"),
                boot.args());
        assertEquals(Map.of(), boot.env());
    }

    @Test
    void theVariantsArgumentsFollowTheCommonOnesThenTheTestOnlyOnesAndItsEnvironmentWins() {
        SystemDescription base = Systems.wiremock();
        SystemDescription system = new SystemDescription(base.name(), base.file(), base.server(),
                new SystemDescription.Start(List.of("--port", "{port}"), Map.of("MODE", "a", "DATA", "{scratch}/d"), List.of(), Map.of()),
                new SystemDescription.Ready(Optional.of("/h"), Optional.empty(), Duration.ofSeconds(1)), base.resources(),
                List.of(new Variant("v", List.of("--v={port}"), Map.of("MODE", "b"))), base.scenarios(), base.gateScenarios(),
                SystemDescription.WarmUp.none(), base.baselines());
        LaunchSettings settings = LaunchSettings.from(Map.<String, String>of()::get, system).withServerArgs(List.of("--slow"));

        ServerArgs boot = ServerArgs.of(settings, system.variants().getFirst(), 8081, "/scratch/x");

        assertEquals(List.of("--port", "8081", "--v=8081", "--slow"), boot.args());
        assertEquals(Map.of("MODE", "b", "DATA", "/scratch/x/d"), boot.env());
    }

    @Test
    void jvmOptionsReachAJvmWhoseCommandLineIsNotOursWithTheJmxAgentLast() {
        String options = ServerArgs.javaOptions(List.of("-Xmx64m"), 9010);

        assertEquals("-Xmx64m " + String.join(" ", JvmProbe.agentFlags(9010)), options);
    }
}
