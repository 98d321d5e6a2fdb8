package io.perfgate.server.json;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;

import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;

/**
 * Gson's reader with the rules Gson's strict mode lacks and the own codec has: no name twice in one
 * object, no lone surrogate in any string, no number literal longer than {@link JsonNumbers#MAX_LITERAL}
 * characters, and unknown members checked as strictly as mapped ones
 * (Gson's own {@code skipValue} skips without decoding). Gson's map adapter reads keys without
 * {@link #nextName()} and rejects duplicate keys itself.
 */
class StrictJsonReader extends JsonReader {
    private String[] names = new String[16];
    private int nameCount;
    private int[] objectStarts = new int[16];
    private int objects;
    /** Per open object with more than {@link MemberNames#SCAN} names: its names as a set; null until needed. */
    private MemberNames[] manyNames;

    StrictJsonReader(Reader in) {
        super(in);
        setNestingLimit(JsonInput.MAX_DEPTH);
    }

    /**
     * Longest number literal read. A method, not a field, so that the reader of every request stays the
     * size it was (allocation per request is gated at +1%); only the reader of a document that
     * {@link GsonLargeIntegers} rewrote, its literals checked before and made a few characters longer,
     * overrides it.
     */
    int maxLiteral() {
        return JsonNumbers.MAX_LITERAL;
    }

    @Override
    public void beginObject() throws IOException {
        super.beginObject();
        if (objects == objectStarts.length) {
            objectStarts = Arrays.copyOf(objectStarts, objects * 2);
        }
        objectStarts[objects++] = nameCount;
    }

    @Override
    public void endObject() throws IOException {
        super.endObject();
        nameCount = objectStarts[--objects];
        if (manyNames != null && objects < manyNames.length) {
            manyNames[objects] = null;
        }
    }

    @Override
    public String nextName() throws IOException {
        String name = super.nextName();
        checkSurrogates(name);
        int start = objectStarts[objects - 1];
        if (nameCount - start < MemberNames.SCAN) {
            // The usual object: a scan of the few names before, nothing allocated.
            for (int i = start; i < nameCount; i++) {
                if (names[i].equals(name)) {
                    throw duplicateName(name);
                }
            }
        } else if (!many(start).add(name)) {
            throw duplicateName(name);
        }
        if (nameCount == names.length) {
            names = Arrays.copyOf(names, nameCount * 2);
        }
        names[nameCount++] = name;
        return name;
    }

    /** The current object's names as a set, made from its first {@link MemberNames#SCAN} on first use. */
    private MemberNames many(int start) {
        int depth = objects - 1;
        if (manyNames == null || depth >= manyNames.length) {
            manyNames = Arrays.copyOf(manyNames == null ? new MemberNames[0] : manyNames, Math.max(4, 2 * objects));
        }
        if (manyNames[depth] == null) {
            MemberNames set = new MemberNames();
            for (int i = start; i < nameCount; i++) {
                set.add(names[i]);
            }
            manyNames[depth] = set;
        }
        return manyNames[depth];
    }

    private MalformedJsonException duplicateName(String name) {
        return new MalformedJsonException("expected a member name not used before in this object but found '"
                + Excerpt.of(name) + "' again" + location());
    }

    @Override
    public String nextString() throws IOException {
        boolean number = peek() == JsonToken.NUMBER;
        String value = super.nextString();
        if (number && value.length() > maxLiteral()) {
            throw new MalformedJsonException("expected " + JsonNumbers.TOO_LONG + " but found a longer one" + location());
        }
        checkSurrogates(value);
        return value;
    }

    /** Through {@link #nextString()} so that the literal's length is checked; finite only (strict mode). */
    @Override
    public double nextDouble() throws IOException {
        if (peek() != JsonToken.NUMBER) {
            return super.nextDouble();
        }
        double value = Double.parseDouble(nextString());
        if (Double.isInfinite(value)) {
            throw new MalformedJsonException("expected a number within the range of a double but found " + value
                    + location());
        }
        return value;
    }

    @Override
    public void skipValue() throws IOException {
        switch (peek()) {
            case BEGIN_OBJECT -> {
                beginObject();
                while (hasNext()) {
                    nextName();
                    skipValue();
                }
                endObject();
            }
            case BEGIN_ARRAY -> {
                beginArray();
                while (hasNext()) {
                    skipValue();
                }
                endArray();
            }
            case STRING, NUMBER -> nextString();
            default -> super.skipValue();
        }
    }

    private void checkSurrogates(String text) throws MalformedJsonException {
        for (int i = 0, n = text.length(); i < n; i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new MalformedJsonException("expected a string without lone surrogates but found \\u"
                        + Integer.toHexString(c).toUpperCase() + location());
            }
        }
    }

    /** {@code " at line L column C path P"}, from Gson's own location text. */
    String location() {
        return location(this);
    }

    /**
     * Of any Gson reader: {@code " at line L column C path P"}, the path whole; {@link GsonCodec} cuts it
     * once, in every message it passes on.
     */
    static String location(JsonReader reader) {
        String text = reader.toString();
        int at = text.indexOf(" at line ");
        return at < 0 ? "" : text.substring(at);
    }
}
