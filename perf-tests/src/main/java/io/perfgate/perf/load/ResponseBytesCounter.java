package io.perfgate.perf.load;

import io.hyperfoil.api.connection.Request;
import io.hyperfoil.api.processor.Processor;
import io.hyperfoil.api.session.Session;
import io.netty.buffer.ByteBuf;

/**
 * A Hyperfoil body handler that counts the response body bytes of the request it is attached to, into a
 * statistics extension ({@link Count}) of that request's own metric, so the count travels with Hyperfoil's
 * statistics and is summed with them. Body bytes as Hyperfoil decodes them (after de-chunking; no
 * decompression: the server sends none), headers NOT included: {@code Server-Timing}'s durations vary in
 * length from response to response, while the body is what the code under test produces.
 *
 * <p>{@link ScenarioFiles} attaches it to every {@code httpRequest} of a scenario, so no scenario file has
 * to ask for it (and none may: it is not registered for YAML, which would count twice).
 */
public final class ResponseBytesCounter implements Processor {
    /** The extension's name in Hyperfoil's statistics snapshots. */
    public static final String EXTENSION = "perfgate-response-bytes";

    @Override
    public void process(Session session, ByteBuf data, int offset, int length, boolean isLastPart) {
        // Hyperfoil enters the request before calling body handlers, which only get the session.
        Request request = session.currentRequest();
        if (request == null || length <= 0) {
            return;
        }
        request.statistics().update(EXTENSION, request.startTimestampMillis(), () -> new Count("bodyBytes"), Count::add, length);
    }

    /** Builds the counter; public with a no-argument constructor because Hyperfoil copies builders reflectively. */
    public static final class Builder implements Processor.Builder {
        @Override
        public Processor build(boolean fragmented) {
            return new ResponseBytesCounter();
        }
    }
}
