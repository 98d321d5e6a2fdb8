package io.perfgate.server.http;

import com.sun.net.httpserver.Headers;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RequestLimitsTest {
    private final RequestLimits limits = new RequestLimits(Duration.ofSeconds(5), 1024, 3);

    @Test
    void aHeaderSectionAtTheLimitsPasses() {
        Headers headers = new Headers();
        headers.add("A", "x".repeat(1024 - 3 * 32 - 3 - 2));
        headers.add("B", "y");
        headers.add("C", "z");
        assertDoesNotThrow(() -> limits.check(headers));
    }

    @Test
    void oneByteOverTheSizeIs431WithTheCountedSize() {
        Headers headers = new Headers();
        headers.add("A", "x".repeat(1024 - 32));
        HttpProblem problem = assertThrows(HttpProblem.class, () -> limits.check(headers));
        assertEquals(431, problem.status());
        assertEquals("header section too large: at most 1024 bytes (name + value + 32 per field), actual: 1025",
                problem.getMessage());
        assertEquals("close", problem.headers().get("Connection"));
    }

    @Test
    void aNameSentTwiceCountsTwice() {
        Headers headers = new Headers();
        for (int i = 0; i < 4; i++) {
            headers.add("X-Same", "v");
        }
        HttpProblem problem = assertThrows(HttpProblem.class, () -> limits.check(headers));
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
