package io.perfgate.server.json;

import io.perfgate.server.api.Feed;
import io.perfgate.server.api.Messages;
import io.perfgate.server.json.Samples.Item;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static io.perfgate.server.json.Samples.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Differential testing beyond the hand-written tables: valid documents mutated at random (fixed seeds,
 * so every run tests the same inputs) must be accepted or rejected alike by both codecs.
 */
class CodecMutationTest {
    private static final JsonCodec OWN = JsonCodec.named("own");
    private static final JsonCodec GSON = JsonCodec.named("gson");
    private static final int MUTANTS_PER_SEED = 1_000;

    /** Bytes a mutation inserts: JSON's structure, escapes, number parts, and some invalid UTF-8. */
    private static final byte[] ALPHABET = utf8("{}[]:,\"\\/ \t\n0123456789-+.eEuabfnrtxDdC\u00e9");
    private static final byte[] RAW = {(byte) 0xC0, (byte) 0x80, (byte) 0xED, (byte) 0xA0, (byte) 0xF4, (byte) 0x90,
            (byte) 0xFF, 0x01, 0x7F};

    private static final List<byte[]> SEEDS = List.of(
            utf8("{\"name\":\"a\\u00e9\\ud83d\\ude00\",\"count\":-12,\"id\":1e2,\"score\":0.5e-3,\"on\":true,"
                    + "\"tags\":[\"x\",null,\"\\n\"],\"extra\":{\"k\":1,\"l\":2},\"child\":{\"name\":\"c\",\"x\":[{}]}}"),
            utf8("{\"unknown\":[1,-0.0,true,false,null,\"s\",{\"a\":[[]]}],\"boxed\":null}"),
            OWN.write(Messages.feed()));

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3})
    void mutatedDocumentsAreAcceptedOrRejectedAlike(int seed) {
        Random random = new Random(seed);
        List<String> differences = new ArrayList<>();
        int accepted = 0;
        for (int n = 0; n < MUTANTS_PER_SEED; n++) {
            byte[] document = mutate(SEEDS.get(random.nextInt(SEEDS.size())), random);
            for (Class<?> type : List.of(Item.class, Object.class, Feed.class)) {
                accepted += compare(document, type, differences) ? 1 : 0;
            }
        }
        assertEquals(List.of(), differences.subList(0, Math.min(5, differences.size())));
        // Both outcomes must be common, or the comparison says little.
        assertEquals(true, accepted > MUTANTS_PER_SEED / 4 && accepted < MUTANTS_PER_SEED * 3 * 3 / 4,
                "accepted " + accepted + " of " + MUTANTS_PER_SEED * 3);
    }

    /** Records a difference if any; returns whether both accepted. */
    private static boolean compare(byte[] document, Class<?> type, List<String> differences) {
        Object own;
        Object gson;
        try {
            own = OWN.read(document, type);
        } catch (JsonException e) {
            own = e;
        }
        try {
            gson = GSON.read(document, type);
        } catch (JsonException e) {
            gson = e;
        }
        boolean ownAccepted = !(own instanceof JsonException);
        boolean gsonAccepted = !(gson instanceof JsonException);
        if (ownAccepted != gsonAccepted || ownAccepted && !own.equals(gson)) {
            differences.add(type.getSimpleName() + " " + new String(document, java.nio.charset.StandardCharsets.UTF_8)
                    + "\n  own:  " + own + "\n  gson: " + gson);
        } else if (ownAccepted) {
            assertArrayEquals(OWN.write(own), GSON.write(gson));
        }
        return ownAccepted && gsonAccepted;
    }

    private static byte[] mutate(byte[] seed, Random random) {
        byte[] document = seed;
        int mutations = 1 + random.nextInt(3);
        for (int m = 0; m < mutations; m++) {
            int at = random.nextInt(document.length + 1);
            byte b = random.nextInt(10) == 0 ? RAW[random.nextInt(RAW.length)] : ALPHABET[random.nextInt(ALPHABET.length)];
            document = switch (random.nextInt(3)) {
                case 0 -> insert(document, at, b);
                case 1 -> at < document.length ? delete(document, at) : document;
                default -> {
                    byte[] copy = document.clone();
                    if (at < copy.length) {
                        copy[at] = b;
                    }
                    yield copy;
                }
            };
        }
        return document;
    }

    private static byte[] insert(byte[] document, int at, byte b) {
        byte[] result = new byte[document.length + 1];
        System.arraycopy(document, 0, result, 0, at);
        result[at] = b;
        System.arraycopy(document, at, result, at + 1, document.length - at);
        return result;
    }

    private static byte[] delete(byte[] document, int at) {
        byte[] result = Arrays.copyOf(document, document.length - 1);
        System.arraycopy(document, at + 1, result, at, document.length - at - 1);
        return result;
    }
}
