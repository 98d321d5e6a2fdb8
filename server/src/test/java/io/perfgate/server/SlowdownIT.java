package io.perfgate.server;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The TEST-ONLY slowdowns reach every request, on every front end, and show up as {@code extra} in Server-Timing. */
class SlowdownIT {
    private static final Pattern EXTRA = Pattern.compile("extra;dur=(\\d+\\.\\d{3})");

    private Path dir;
    private PerfgateServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        Databases.deleteRecursively(dir);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource({
            "jdk, platform, --extra-cpu-micros=3000",
            "jdk, virtual, --extra-cpu-micros=3000",
            "jdk, platform, --extra-delay-micros=3000",
            "jdk, virtual, --extra-delay-micros=3000",
            "blocking, platform, --extra-cpu-micros=3000",
            "blocking, virtual, --extra-delay-micros=3000",
            "nonblocking, platform, --extra-delay-micros=3000",
            "nonblocking, virtual, --extra-cpu-micros=3000",
    })
    void eachRequestSpendsAtLeastTheExtraTime(String io, String threads, String slowdown) throws Exception {
        dir = Files.createTempDirectory("perfgate-slowdown-");
        server = PerfgateServer.start(Config.parse(List.of("--io=" + io, "--threads=" + threads, "--port=0",
                "--bind=127.0.0.1", "--db=" + dir.resolve("slow.db"), slowdown), Map.of()));
        Http http = new Http(server.port());
        for (String path : List.of("/health", "/api", "/nope")) {
            Http.Reply reply = http.get(path);
            Matcher extra = EXTRA.matcher(reply.serverTiming());
            assertTrue(extra.find(), () -> path + ": no extra phase in " + reply.serverTiming());
            assertTrue(Double.parseDouble(extra.group(1)) >= 3.0, () -> path + ": " + reply.serverTiming());
        }
    }

    @ParameterizedTest
    @MethodSource("io.perfgate.server.Variants#eachIoAndThreads")
    void withoutSlowdownThereIsNoExtraPhase(String variant) throws Exception {
        dir = Files.createTempDirectory("perfgate-slowdown-");
        server = PerfgateServer.start(Config.parse(Variants.flags(variant, "--port=0", "--bind=127.0.0.1",
                "--db=" + dir.resolve("fast.db")), Map.of()));
        Http.Reply reply = new Http(server.port()).get("/health");
        assertEquals(200, reply.status());
        assertFalse(reply.serverTiming().contains("extra"), reply.serverTiming());
    }
}
