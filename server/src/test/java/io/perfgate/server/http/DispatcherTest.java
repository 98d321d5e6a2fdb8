package io.perfgate.server.http;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DispatcherTest {

    @Test
    void codecMessagesLoseTheirExceptionClassNameAndTrailingLines() {
        assertEquals("Expected a string but was BEGIN_OBJECT at line 1 column 14 path $.userUUID",
                Dispatcher.plain("java.lang.IllegalStateException: Expected a string but was BEGIN_OBJECT at line 1"
                        + " column 14 path $.userUUID\nSee https://example.invalid/troubleshooting"));
    }

    @Test
    void plainMessagesStayAsTheyAre() {
        assertEquals("expected ':' at line 1 column 12", Dispatcher.plain("expected ':' at line 1 column 12"));
        assertEquals("unreadable document", Dispatcher.plain(null));
    }
}
