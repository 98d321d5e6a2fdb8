package io.perfgate.server.http;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RequestTest {

    @ParameterizedTest
    @ValueSource(strings = {"", "application/json", "Application/JSON", "application/json; charset=utf-8",
            "application/json;charset=\"UTF-8\"", "application/problem+json"})
    void jsonContentTypesAreAccepted(String contentType) {
        assertDoesNotThrow(() -> Request.checkContentType(contentType));
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
            "application/json; charset=iso-8859-1", "text/json+json"})
    void otherContentTypesAreUnsupportedMediaType(String contentType) {
        HttpProblem problem = assertThrows(HttpProblem.class, () -> Request.checkContentType(contentType));
        assertEquals(415, problem.status());
    }
}
