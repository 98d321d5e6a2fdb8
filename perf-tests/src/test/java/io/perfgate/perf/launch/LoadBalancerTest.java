package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LoadBalancerTest {
    @Test
    void theConfigurationBalancesRoundRobinOverEveryBackendOnLoopback() {
        String cfg = LoadBalancer.config(40000, 40001,
                List.of(URI.create("http://127.0.0.1:40010"), URI.create("http://127.0.0.1:40011")));

        assertTrue(cfg.contains("bind 127.0.0.1:40000\n"), cfg);
        assertTrue(cfg.contains("frontend stats\n    bind 127.0.0.1:40001\n    stats enable\n    stats uri /stats\n"), cfg);
        assertTrue(cfg.contains("    balance roundrobin\n    server backend-1 127.0.0.1:40010 maxconn 4096\n"
                + "    server backend-2 127.0.0.1:40011 maxconn 4096\n"), cfg);
        assertTrue(cfg.contains("nbthread 1"), "one thread: the servers have one CPU\n" + cfg);
    }

    @Test
    void responsesPerBackendAreReadFromHaproxysOwnStatistics() throws IOException {
        // Captured from HAProxy 2.6.12 (Debian 12) after 5 answers of 200 and one 404 went round robin over two backends.
        String csv;
        try (InputStream in = LoadBalancerTest.class.getResourceAsStream("/haproxy/stats-2.6.csv")) {
            csv = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }

        assertEquals(List.of(3L, 3L), LoadBalancer.responsesPerServer(csv));
    }

    @Test
    void statisticsThatAreNotHaproxyCsvAreAClearError() {
        LaunchException e = assertThrows(LaunchException.class, () -> LoadBalancer.responsesPerServer("<html>stats</html>"));

        assertTrue(e.getMessage().startsWith("the load balancer's statistics are not HAProxy CSV: <html>"), e.getMessage());
    }

    @Test
    void aTopologysUsageIsItsPartsSummedAndUnknownWhenAnyPartIs() {
        ResourceUsage one = new ResourceUsage(OptionalLong.of(1_000), OptionalLong.of(100), OptionalLong.of(10_000),
                OptionalLong.of(2), OptionalLong.of(5));
        ResourceUsage two = new ResourceUsage(OptionalLong.of(3_000), OptionalLong.of(200), OptionalLong.of(30_000),
                OptionalLong.of(1), OptionalLong.of(7));
        ResourceUsage noJvm = new ResourceUsage(OptionalLong.of(3_000), OptionalLong.of(200));

        assertEquals(new ResourceUsage(OptionalLong.of(4_500), OptionalLong.of(350), OptionalLong.of(40_000),
                OptionalLong.of(3), OptionalLong.of(12)), BalancedServer.sum(List.of(one, two), OptionalLong.of(500), OptionalLong.of(50)));
        assertEquals(new ResourceUsage(OptionalLong.empty(), OptionalLong.empty(), OptionalLong.of(40_000),
                OptionalLong.of(3), OptionalLong.of(12)), BalancedServer.sum(List.of(one, two), OptionalLong.empty(), OptionalLong.empty()),
                "without the balancer's CPU the topology's CPU is unknown, not understated");
        assertEquals(OptionalLong.empty(), BalancedServer.sum(List.of(one, noJvm), OptionalLong.of(500), OptionalLong.of(50))
                .allocatedBytes());
    }
}
