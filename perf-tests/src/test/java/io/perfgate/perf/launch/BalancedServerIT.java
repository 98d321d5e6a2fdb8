package io.perfgate.perf.launch;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;
import io.perfgate.perf.sut.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A balanced variant on the process launcher: three of perfgate's servers behind HAProxy. Requests sent on one
 * keep-alive connection go round robin (each backend answers a third), resource use covers the whole topology, and
 * closing it stops the balancer and every backend.
 */
class BalancedServerIT {
    private static final SystemDescription PERFGATE = Systems.perfgate();

    @TempDir
    Path dir;

    @Test
    void threeBackendsShareTheLoadRoundRobinAndStopTogether() throws Exception {
        Variant balanced = new Variant("platform-own-lb3", List.of("--threads=platform", "--json=own"), Map.of(), 3);
        Map<String, String> properties = new HashMap<>();
        properties.put("perf.work.dir", dir.resolve("work").toString());
        LaunchSettings settings = LaunchSettings.from(properties::get, PERFGATE).withLauncher(LauncherKind.PROCESS, Optional.empty());
        URI base;
        try (Launcher launcher = Launchers.choose(settings);
             RunningServer server = launcher.start(balanced)) {
            base = server.baseUri();
            BalancedServer topology = (BalancedServer) ((StartedServer) server).handle();
            server.requireUp(Duration.ofSeconds(3));
            List<Long> before = topology.requestsPerBackend();
            ResourceUsage usageBefore = server.usage();
            try (HttpClient client = HttpClient.newHttpClient()) {
                for (int i = 0; i < 30; i++) {
                    HttpResponse<String> answer = client.send(HttpRequest.newBuilder(base.resolve("/feed"))
                            .header("content-type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString("{\"userUUID\":\"2a1c9a3e-5b7d-4f11-9c0e-0d4be2d1f0a" + (i % 10) + "\"}"))
                            .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                    assertEquals(200, answer.statusCode(), answer.body());
                }
            }
            List<Long> after = topology.requestsPerBackend();
            ResourceUsage usageAfter = server.usage();

            List<Long> served = new ArrayList<>();
            for (int i = 0; i < after.size(); i++) {
                served.add(after.get(i) - before.get(i));
            }
            assertEquals(List.of(10L, 10L, 10L), served, "responses per backend through the balancer");
            assertTrue(ResourceUsage.allocatedBytesPerRequest(usageBefore, usageAfter, 30) > 10_000,
                    "the three JVMs' allocation summed: " + usageBefore + " -> " + usageAfter);
            assertTrue(ResourceUsage.cpuMicrosPerRequest(usageBefore, usageAfter, 30) > 0, usageAfter.toString());
            assertTrue(server.jvm().known(), server.jvm().toString());
            assertEquals(Optional.empty(), server.deathReason());
            OsSample os = server.osSample().orElseThrow();
            assertTrue(os.memoryBytes().orElseThrow() > 3 * 16L << 20, "three JVMs and HAProxy resident: " + os);
            assertTrue(os.cpuNanos().orElseThrow() >= usageAfter.cpuNanos().orElseThrow(), "the same counters, read later: " + os + " vs " + usageAfter);
        }
        assertThrows(ConnectException.class, () -> {
            try (HttpClient client = HttpClient.newHttpClient()) {
                client.send(HttpRequest.newBuilder(base.resolve("/health")).timeout(Duration.ofSeconds(2)).build(),
                        HttpResponse.BodyHandlers.discarding());
            }
        }, "the balancer is stopped");
    }

    @Test
    void theRemoteLauncherRefusesABalancedVariant() {
        Map<String, String> properties = new HashMap<>();
        properties.put("perf.work.dir", dir.resolve("work").toString());
        properties.put("perf.target", "http://127.0.0.1:9");
        LaunchSettings settings = LaunchSettings.from(properties::get, PERFGATE);
        Variant balanced = new Variant("lb2", List.of(), Map.of(), 2);

        LaunchException e = assertThrows(LaunchException.class, () -> {
            try (Launcher launcher = Launchers.choose(settings)) {
                launcher.start(balanced);
            }
        });

        assertTrue(e.getMessage().startsWith("variant lb2 asks for 2 backends behind a load balancer, but the remote launcher"),
                e.getMessage());
    }
}
