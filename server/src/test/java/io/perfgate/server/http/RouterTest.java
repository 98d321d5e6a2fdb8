package io.perfgate.server.http;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RouterTest {
    private final Endpoint health = request -> Response.ok("health");
    private final Endpoint list = request -> Response.ok("list");
    private final Endpoint get = request -> Response.ok("get");
    private final Endpoint put = request -> Response.ok("put");
    private final Router router = Router.builder()
            .route("GET", "/health", health)
            .route("GET", "/api/{apiKey}", list)
            .route("GET", "/api/{apiKey}/{key}", get)
            .route("PUT", "/api/{apiKey}/{key}", put)
            .build();

    @Test
    void literalPathMatches() {
        Router.Found found = assertInstanceOf(Router.Found.class, router.match("GET", "/health"));
        assertSame(health, found.endpoint());
        assertEquals(List.of(), found.parameters());
    }

    @Test
    void placeholdersBindOneSegmentEachInOrder() {
        Router.Found found = assertInstanceOf(Router.Found.class, router.match("PUT", "/api/k1/v1"));
        assertSame(put, found.endpoint());
        assertEquals(List.of("k1", "v1"), found.parameters());
    }

    @Test
    void aSingleTrailingSlashIsIgnored() {
        assertSame(list, assertInstanceOf(Router.Found.class, router.match("GET", "/api/k1/")).endpoint());
    }

    @Test
    void segmentsArePercentDecodedAfterSplittingSoAnEncodedSlashStaysInTheKey() {
        Router.Found found = assertInstanceOf(Router.Found.class, router.match("GET", "/api/k1/a%2Fb+c%20d"));
        assertEquals(List.of("k1", "a/b+c d"), found.parameters());
    }

    @Test
    void unknownPathIsNotFound() {
        assertInstanceOf(Router.NotFound.class, router.match("GET", "/nope"));
        assertInstanceOf(Router.NotFound.class, router.match("GET", "/api/k1/v1/extra"));
        assertInstanceOf(Router.NotFound.class, router.match("GET", "/api//v1"));
    }

    @Test
    void knownPathWithAnotherMethodListsTheAllowedMethodsSorted() {
        Router.MethodNotAllowed notAllowed =
                assertInstanceOf(Router.MethodNotAllowed.class, router.match("DELETE", "/api/k1/v1"));
        assertEquals("GET, PUT", notAllowed.allow());
    }

    @Test
    void brokenPercentEncodingIsABadRequest() {
        HttpProblem problem = assertThrows(HttpProblem.class, () -> router.match("GET", "/api/k1/%zz"));
        assertEquals(400, problem.status());
    }

    @Test
    void aRouteDefinedTwiceIsRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> Router.builder().route("GET", "/a", health).route("GET", "/a", list));
    }
}
