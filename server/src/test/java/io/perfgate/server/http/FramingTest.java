package io.perfgate.server.http;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FramingTest {

    private static Framing fields(String... namesAndValues) {
        Framing framing = new Framing();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            framing.field(namesAndValues[i], namesAndValues[i + 1]);
        }
        return framing;
    }

    private static HttpProblem refused(Runnable check) {
        HttpProblem problem = assertThrows(HttpProblem.class, check::run);
        assertEquals("close", problem.headers().get("Connection"), problem::getMessage);
        return problem;
    }

    @Test
    void aPlainRequestPassesAndIsNotChunked() {
        Framing framing = fields("Host", "localhost:8080", "Content-Type", "application/json", "Content-Length", "52");
        assertDoesNotThrow(() -> framing.check(true, null));
        assertFalse(framing.chunked());
        assertFalse(framing.closeAsked());
    }

    @ParameterizedTest
    @ValueSource(strings = {"a\0b", "a\rb", "a\nb", "a\u0001b", "a\u007fb"})
    void aControlCharacterInAValueIsRefused(String value) {
        HttpProblem problem = refused(() -> fields("X-A", value));
        assertEquals(400, problem.status());
        assertTrue(problem.getMessage().contains("in the value of header X-A"), problem::getMessage);
    }

    @Test
    void aTabAndObsTextInAValuePass() {
        assertDoesNotThrow(() -> fields("Host", "h", "X-A", "a\tb\u00e9").check(true, null));
    }

    @Test
    void hostIsRequiredOnceInHttp11AndOptionalInHttp10() {
        assertEquals(400, refused(() -> fields().check(true, null)).status());
        assertDoesNotThrow(() -> fields().check(false, null));
        assertEquals(400, refused(() -> fields("Host", "a", "host", "a").check(true, null)).status());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "local host", "a/b", "user@host", "a?b"})
    void anInvalidHostIsRefused(String host) {
        refused(() -> fields("Host", host).check(true, null));
    }

    @Test
    void anAbsoluteTargetMustNameTheHost() {
        assertDoesNotThrow(() -> fields("Host", "LocalHost:80").check(true, "localhost:80"));
        refused(() -> fields("Host", "localhost").check(true, "other.example"));
    }

    @Test
    void chunkedIsTheOnlyTransferCoding() {
        Framing chunked = fields("Host", "h", "Transfer-Encoding", "Chunked");
        chunked.check(true, null);
        assertTrue(chunked.chunked());
        assertEquals(400, refused(() -> fields("Host", "h", "Transfer-Encoding", "chunked, identity").check(true, null))
                .status());
        assertEquals(501, refused(() -> fields("Host", "h", "Transfer-Encoding", "gzip, chunked").check(true, null))
                .status());
        refused(() -> fields("Host", "h", "Transfer-Encoding", "chunked", "Transfer-Encoding", "chunked").check(true, null));
        refused(() -> fields("Host", "h", "Transfer-Encoding", "chunked", "Content-Length", "3").check(true, null));
        refused(() -> fields("Transfer-Encoding", "chunked").check(false, null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"+52", "-1", "0x34", "52, 52", "", "1234567890123456789"})
    void aContentLengthOtherThanDigitsIsRefused(String value) {
        refused(() -> fields("Host", "h", "Content-Length", value).check(true, null));
    }

    @Test
    void aSecondContentLengthIsRefused() {
        refused(() -> fields("Host", "h", "Content-Length", "5", "content-length", "5").check(true, null));
    }

    @Test
    void connectionCloseIsNoticedAmongOtherTokens() {
        assertTrue(fields("Connection", "keep-alive, Close").closeAsked());
        assertFalse(fields("Connection", "closed").closeAsked());
    }
}
