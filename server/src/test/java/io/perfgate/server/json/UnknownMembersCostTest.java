package io.perfgate.server.json;

import io.perfgate.server.api.PublicationRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A body with thousands of unknown members, within the body limit, cost 67 ms to read into a record
 * against 1 ms as a generic value while duplicate names were looked for in a list. Reading it
 * into a record must cost about what the generic read costs (which is linear: a hash map), compared on
 * the same machine in the same run rather than against a wall-clock bound.
 */
class UnknownMembersCostTest {
    private static final int MEMBERS = 8000;
    /** Generous: the record read also checks and skips every value; quadratic was 60 times slower. */
    private static final double MAX_RATIO = 4.0;

    private static byte[] body(String nested) {
        StringBuilder json = new StringBuilder("{\"userUUID\":\"123e4567-e89b-12d3-a456-426614174000\",\"text\":\"t\"");
        StringBuilder unknown = new StringBuilder("{");
        for (int i = 0; i < MEMBERS; i++) {
            unknown.append(i == 0 ? "" : ",").append("\"m").append(i).append("\":1");
        }
        unknown.append('}');
        json.append(nested.equals("top") ? "," + unknown.substring(1, unknown.length() - 1) : ",\"x\":" + unknown);
        return json.append('}').toString().getBytes(StandardCharsets.UTF_8);
    }

    private static long medianNanos(Runnable read) {
        long[] nanos = new long[15];
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            read.run();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return nanos[nanos.length / 2];
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"own top", "own nested", "gson top", "gson nested"})
    void readingIntoARecordCostsAboutWhatTheGenericReadCosts(String codecAndPlace) {
        String[] parts = codecAndPlace.split(" ");
        JsonCodec codec = JsonCodec.named(parts[0]);
        byte[] body = body(parts[1]);
        assertEquals("t", codec.read(body, PublicationRequest.class).text());
        assertTrue(codec.read(body, Map.class).size() > 2);
        for (int i = 0; i < 20; i++) {
            codec.read(body, PublicationRequest.class);
            codec.read(body, Map.class);
        }
        long record = medianNanos(() -> codec.read(body, PublicationRequest.class));
        long generic = medianNanos(() -> codec.read(body, Map.class));
        double ratio = (double) record / generic;
        assertTrue(ratio < MAX_RATIO, () -> String.format("%s: %d unknown members read into a record in %.2f ms, "
                + "as a generic value in %.2f ms: %.1f times; required under %.1f", codecAndPlace, MEMBERS,
                record / 1e6, generic / 1e6, ratio, MAX_RATIO));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"own top", "own nested", "gson top", "gson nested"})
    void aNameGivenTwiceAmongManyIsStillRefused(String codecAndPlace) {
        String[] parts = codecAndPlace.split(" ");
        StringBuilder members = new StringBuilder();
        for (int i = 0; i < 3 * MemberNames.SCAN; i++) {
            members.append(",\"m").append(i).append("\":1");
        }
        members.append(",\"m").append(2 * MemberNames.SCAN).append("\":2");
        String json = parts[1].equals("top")
                ? "{\"text\":\"t\"" + members + "}"
                : "{\"text\":\"t\",\"x\":{" + members.substring(1) + "}}";
        JsonException e = assertThrows(JsonException.class, () -> JsonCodec.named(parts[0])
                .read(json.getBytes(StandardCharsets.UTF_8), PublicationRequest.class));
        assertTrue(e.getMessage().contains("m" + 2 * MemberNames.SCAN), e.getMessage());
    }
}
