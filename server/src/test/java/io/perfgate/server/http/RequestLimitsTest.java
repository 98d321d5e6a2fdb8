package io.perfgate.server.http;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RequestLimitsTest {
    private final RequestLimits limits = new RequestLimits(Duration.ofSeconds(5), 1024, 3);

    @Test
    void aHeaderSectionAtTheLimitsPasses() {
        assertDoesNotThrow(() -> limits.check(3, 1024));
    }

    @Test
    void oneByteOverTheSizeIs431WithTheCountedSize() {
        HttpProblem problem = assertThrows(HttpProblem.class, () -> limits.check(1, 1025));
        assertEquals(431, problem.status());
        assertEquals("header section too large: at most 1024 bytes (name + value + 32 per field), actual: 1025",
                problem.getMessage());
        assertEquals("close", problem.headers().get("Connection"));
    }

    @Test
    void oneFieldOverTheCountIs431WithTheCount() {
        HttpProblem problem = assertThrows(HttpProblem.class, () -> limits.check(4, 4 * (6 + 1 + 32)));
        assertEquals(431, problem.status());
        assertEquals("too many header fields: at most 3, actual: 4", problem.getMessage());
    }

    @Test
    void theJdkServerClosesOnlyAtTwiceTheLimitsSoThatOursAnswerFirst() {
        assertEquals("5", limits.jdkProperties().get("sun.net.httpserver.maxReqTime"));
        assertEquals("6", limits.jdkProperties().get("sun.net.httpserver.maxReqHeaders"));
        assertEquals("2048", limits.jdkProperties().get("sun.net.httpserver.maxReqHeaderSize"));
    }

    @Test
    void limitsOutsideTheirRangesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new RequestLimits(Duration.ofMillis(1500), 1024, 3));
        assertThrows(IllegalArgumentException.class, () -> new RequestLimits(Duration.ZERO, 1024, 3));
        assertThrows(IllegalArgumentException.class, () -> new RequestLimits(Duration.ofSeconds(1), 1023, 3));
        assertThrows(IllegalArgumentException.class, () -> new RequestLimits(Duration.ofSeconds(1), 1024, 0));
    }
}
