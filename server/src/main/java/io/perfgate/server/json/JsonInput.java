package io.perfgate.server.json;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A recursive-descent reader over one UTF-8 JSON text (RFC 8259). The caller (a {@link Binding}) asks
 * for the value it expects; this class enforces the grammar, validates the UTF-8, and keeps the path
 * of the value being read so that every error can say what was expected, what was found, and where.
 *
 * <p>Decisions beyond the RFC's grammar, shared with {@link GsonCodec}:
 * <ul>
 *   <li>Nesting deeper than {@link #MAX_DEPTH} arrays and objects is rejected (bounded recursion: never a
 *       {@code StackOverflowError}).</li>
 *   <li>A {@code \}u escape that is a lone surrogate (a high surrogate not followed by a low one, or a low
 *       one alone) is rejected, anywhere in the document: the value could not be stored or sent as UTF-8.</li>
 *   <li>A leading UTF-8 byte order mark is ignored (RFC 8259 section 8.1 allows it; Gson does the same).</li>
 *   <li>A number literal longer than {@link JsonNumbers#MAX_LITERAL} characters is rejected.</li>
 *   <li>Unique member names are checked by the bindings (and by {@link #skipValue()} for ignored objects).</li>
 * </ul>
 * Positions are byte offsets while reading; line and column (in characters) are computed only for an
 * error message.
 */
final class JsonInput {

    /** Deepest nesting of arrays and objects accepted: {@code [[...]]} with 256 brackets is the limit. */
    static final int MAX_DEPTH = 256;

    /** What the next value is, decided by its first byte (literals are checked whole). */
    enum Kind {
        OBJECT("an object"), ARRAY("an array"), STRING("a string"), NUMBER("a number"),
        TRUE("true"), FALSE("false"), NULL("null");

        final String description;

        Kind(String description) {
            this.description = description;
        }
    }

    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};

    private final byte[] in;
    private final int end;
    private int pos;

    // The path: per nesting level, whether it is an array, how many elements or members were started,
    // and where the current member's name lies (between the quotes). Index 0 is the document itself.
    private int depth;
    private boolean[] isArray = new boolean[8];
    private int[] count = new int[8];
    private int[] nameStart = new int[8];
    private int[] nameEnd = new int[8];
    private boolean nameEscaped;
    private byte[] scratch;

    // Set by scanString and scanNumber for the token just scanned.
    private boolean stringEscaped;
    private boolean stringAscii;
    private boolean numberIntegral;
    private int numberDigits;

    JsonInput(byte[] utf8) {
        this.in = utf8;
        this.end = utf8.length;
        boolean bom = end >= 3 && (in[0] & 0xFF) == 0xEF && (in[1] & 0xFF) == 0xBB && (in[2] & 0xFF) == 0xBF;
        this.pos = bom ? 3 : 0;
    }

    // ---------------------------------------------------------------- values

    /** The kind of the next value, without consuming it. */
    Kind peek() {
        skipWhitespace();
        if (pos >= end) {
            throw expected("a value");
        }
        return switch (in[pos]) {
            case '{' -> Kind.OBJECT;
            case '[' -> Kind.ARRAY;
            case '"' -> Kind.STRING;
            case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> Kind.NUMBER;
            case 't' -> literal(TRUE, Kind.TRUE);
            case 'f' -> literal(FALSE, Kind.FALSE);
            case 'n' -> literal(NULL, Kind.NULL);
            default -> throw expected("a value");
        };
    }

    private Kind literal(byte[] word, Kind kind) {
        int n = word.length;
        if (end - pos < n || !Arrays.equals(in, pos, pos + n, word, 0, n)) {
            throw expected("a value");
        }
        return kind;
    }

    /**
     * For a reference-typed binding: consumes a {@code null} and answers false, or checks that the next value
     * is of kind {@code required} (else a mismatch naming {@code what}) and answers true without consuming it.
     */
    boolean nonNull(Kind required, String what) {
        Kind kind = peek();
        if (kind == Kind.NULL) {
            readNull();
            return false;
        }
        if (kind != required) {
            throw mismatch(what, kind);
        }
        return true;
    }

    /** Consumes a {@code null} that {@link #peek()} announced. */
    void readNull() {
        pos += NULL.length;
    }

    /** Consumes {@code true} or {@code false} that {@link #peek()} announced. */
    boolean readBoolean(Kind kind) {
        pos += kind == Kind.TRUE ? TRUE.length : FALSE.length;
        return kind == Kind.TRUE;
    }

    /** Consumes a string that {@link #peek()} announced. */
    String readString() {
        int start = pos + 1;
        int close = scanString();
        pos = close + 1;
        if (!stringEscaped) {
            return new String(in, start, close - start,
                    stringAscii ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
        }
        return decode(start, close);
    }

    /**
     * Consumes a number that {@link #peek()} announced, as a long within [min, max]. Any number whose
     * value is an integer is accepted ({@code 1.0} and {@code 1e2} too, as Gson does); a fraction or a
     * value out of range is an error naming {@code expected}.
     */
    long readLong(long min, long max, String expected) {
        int start = pos;
        int stop = scanNumber();
        long value;
        if (numberIntegral && numberDigits <= 18) {
            value = parsePlainLong(start, stop);
        } else {
            try {
                value = JsonNumbers.exactLong(ascii(start, stop));
            } catch (ArithmeticException e) {
                throw expectedAt(expected, ascii(start, stop), start);
            }
        }
        if (value < min || value > max) {
            throw expectedAt(expected, ascii(start, stop), start);
        }
        pos = stop;
        return value;
    }

    /** Consumes a number that {@link #peek()} announced, as a finite double. */
    double readDouble() {
        int start = pos;
        int stop = scanNumber();
        double value;
        if (numberIntegral && numberDigits <= 15) {
            long exact = parsePlainLong(start, stop);
            value = exact == 0 && in[start] == '-' ? -0.0 : (double) exact;
        } else {
            value = Double.parseDouble(ascii(start, stop));
            if (Double.isInfinite(value)) {
                throw expectedAt("a number within the range of a double", ascii(start, stop), start);
            }
        }
        pos = stop;
        return value;
    }

    private long parsePlainLong(int start, int stop) {
        boolean negative = in[start] == '-';
        long value = 0;
        for (int i = negative ? start + 1 : start; i < stop; i++) {
            value = value * 10 + (in[i] - '0');
        }
        return negative ? -value : value;
    }

    private String ascii(int start, int stop) {
        return new String(in, start, stop - start, StandardCharsets.ISO_8859_1);
    }

    /** Consumes the next value whatever it is, checking it as strictly as a mapped one. */
    void skipValue() {
        switch (peek()) {
            case OBJECT -> {
                beginObject();
                MemberNames names = new MemberNames();
                while (nextMember()) {
                    if (!names.add(name())) {
                        throw duplicateMember();
                    }
                    skipValue();
                }
            }
            case ARRAY -> {
                beginArray();
                while (nextElement()) {
                    skipValue();
                }
            }
            case STRING -> pos = scanString() + 1;
            case NUMBER -> pos = scanNumber();
            case TRUE, FALSE, NULL -> pos += in[pos] == 'f' ? FALSE.length : TRUE.length;
        }
    }

    /** Checks that nothing but whitespace follows the document's value. */
    void finish() {
        skipWhitespace();
        if (pos < end) {
            throw expected("end of input");
        }
    }

    // ---------------------------------------------------------------- objects and arrays

    /** Consumes the {@code '{'} that {@link #peek()} announced. */
    void beginObject() {
        push(false);
    }

    /**
     * Moves to the next member of the current object: returns true with the name read and the colon
     * consumed (the value comes next), or false with the closing brace consumed.
     */
    boolean nextMember() {
        skipWhitespace();
        int started = count[depth];
        if (pos < end && in[pos] == '}') {
            pos++;
            depth--;
            return false;
        }
        if (started > 0) {
            if (pos >= end || in[pos] != ',') {
                throw expected("',' or '}'");
            }
            pos++;
            skipWhitespace();
            if (pos >= end || in[pos] != '"') {
                throw expected("a member name");
            }
        } else if (pos >= end || in[pos] != '"') {
            throw expected("a member name or '}'");
        }
        int close = scanString();
        count[depth] = started + 1;
        nameStart[depth] = pos + 1;
        nameEnd[depth] = close;
        nameEscaped = stringEscaped;
        pos = close + 1;
        skipWhitespace();
        if (pos >= end || in[pos] != ':') {
            throw expected("':'");
        }
        pos++;
        return true;
    }

    /** Consumes the {@code '['} that {@link #peek()} announced. */
    void beginArray() {
        push(true);
    }

    /** Moves to the next element of the current array: true if one follows, false after the {@code ']'}. */
    boolean nextElement() {
        skipWhitespace();
        int started = count[depth];
        if (started > 0) {
            if (pos < end && in[pos] == ']') {
                pos++;
                depth--;
                return false;
            }
            if (pos >= end || in[pos] != ',') {
                throw expected("',' or ']'");
            }
            pos++;
        } else if (pos < end && in[pos] == ']') {
            pos++;
            depth--;
            return false;
        }
        count[depth] = started + 1;
        return true;
    }

    private void push(boolean array) {
        if (depth == MAX_DEPTH) {
            throw fail("expected at most " + MAX_DEPTH + " nested arrays and objects but found deeper nesting");
        }
        pos++;
        depth++;
        if (depth == count.length) {
            int size = Math.min(count.length * 2, MAX_DEPTH + 1);
            isArray = Arrays.copyOf(isArray, size);
            count = Arrays.copyOf(count, size);
            nameStart = Arrays.copyOf(nameStart, size);
            nameEnd = Arrays.copyOf(nameEnd, size);
        }
        isArray[depth] = array;
        count[depth] = 0;
    }

    /** True if the current member's name is {@code utf8} (its UTF-8 bytes) alias {@code name}. */
    boolean nameEquals(byte[] utf8, String name) {
        if (nameEscaped) {
            return name().equals(name);
        }
        int start = nameStart[depth];
        return Arrays.equals(in, start, nameEnd[depth], utf8, 0, utf8.length);
    }

    /** The current member's name. */
    String name() {
        int start = nameStart[depth];
        int stop = nameEnd[depth];
        return nameEscaped ? decode(start, stop) : new String(in, start, stop - start, StandardCharsets.UTF_8);
    }

    // ---------------------------------------------------------------- tokens

    private void skipWhitespace() {
        while (pos < end) {
            byte c = in[pos];
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                return;
            }
            pos++;
        }
    }

    /**
     * Validates the string whose opening quote is at {@code pos} and returns the index of its closing
     * quote; sets {@link #stringEscaped} and {@link #stringAscii}. Leaves {@code pos} alone unless failing.
     */
    private int scanString() {
        boolean escaped = false;
        boolean ascii = true;
        int i = pos + 1;
        while (true) {
            if (i >= end) {
                pos = i;
                throw expected("'\"' closing the string");
            }
            int c = in[i] & 0xFF;
            if (c == '"') {
                break;
            } else if (c == '\\') {
                escaped = true;
                i = scanEscape(i);
            } else if (c < 0x20) {
                pos = i;
                throw expected("a control character written as an escape");
            } else if (c < 0x80) {
                i++;
            } else {
                ascii = false;
                i = scanUtf8(i, c);
            }
        }
        stringEscaped = escaped;
        stringAscii = ascii;
        return i;
    }

    /** Validates the escape at {@code i} (a backslash) and returns the index after it. */
    private int scanEscape(int i) {
        if (i + 1 >= end) {
            pos = i + 1;
            throw expected("an escape");
        }
        switch (in[i + 1]) {
            case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> {
                return i + 2;
            }
            case 'u' -> {
                int unit = hex4(i + 2);
                if (Character.isLowSurrogate((char) unit)) {
                    pos = i;
                    throw expected("a high surrogate escape before the low surrogate");
                }
                if (!Character.isHighSurrogate((char) unit)) {
                    return i + 6;
                }
                int next = i + 6;
                if (next + 1 < end && in[next] == '\\' && in[next + 1] == 'u'
                        && Character.isLowSurrogate((char) hex4(next + 2))) {
                    return next + 6;
                }
                pos = next;
                throw expected("a low surrogate escape after the high surrogate \\u"
                        + Integer.toHexString(unit).toUpperCase());
            }
            default -> {
                pos = i + 1;
                throw expected("an escape (one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
            }
        }
    }

    private int hex4(int at) {
        int value = 0;
        for (int i = at; i < at + 4; i++) {
            int digit = i < end ? Character.digit(in[i], 16) : -1;
            if (digit < 0) {
                pos = i;
                throw expected("four hexadecimal digits after \\u");
            }
            value = value << 4 | digit;
        }
        return value;
    }

    /**
     * Validates the multi-byte UTF-8 sequence led by {@code lead} at {@code i} (RFC 3629: no overlong
     * forms, no surrogates, nothing above U+10FFFF) and returns the index after it.
     */
    private int scanUtf8(int i, int lead) {
        int continuations;
        int min = 0x80;
        int max = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            continuations = 1;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            continuations = 2;
            if (lead == 0xE0) {
                min = 0xA0; // else overlong
            } else if (lead == 0xED) {
                max = 0x9F; // else a surrogate
            }
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            continuations = 3;
            if (lead == 0xF0) {
                min = 0x90; // else overlong
            } else if (lead == 0xF4) {
                max = 0x8F; // else above U+10FFFF
            }
        } else {
            pos = i;
            throw expected("a valid UTF-8 lead byte");
        }
        for (int k = 1; k <= continuations; k++) {
            int b = i + k < end ? in[i + k] & 0xFF : -1;
            if (k == 1 ? b < min || b > max : b < 0x80 || b > 0xBF) {
                pos = i + k;
                throw expected("a valid UTF-8 continuation byte");
            }
        }
        return i + 1 + continuations;
    }

    /**
     * Decodes a validated string body [start, stop) that has escapes, or a name for a message. The escapes
     * are resolved into UTF-8 in a scratch buffer (never longer than the escaped form), then decoded once.
     */
    private String decode(int start, int stop) {
        if (scratch == null || scratch.length < stop - start) {
            scratch = new byte[Math.max(64, stop - start)];
        }
        byte[] out = scratch;
        int n = 0;
        int i = start;
        while (i < stop) {
            byte c = in[i];
            if (c != '\\') {
                out[n++] = c;
                i++;
                continue;
            }
            byte escape = in[i + 1];
            i += 2;
            switch (escape) {
                case 'b' -> out[n++] = '\b';
                case 'f' -> out[n++] = '\f';
                case 'n' -> out[n++] = '\n';
                case 'r' -> out[n++] = '\r';
                case 't' -> out[n++] = '\t';
                case 'u' -> {
                    int codePoint = hex4(i);
                    i += 4;
                    if (Character.isHighSurrogate((char) codePoint) && i + 6 <= stop && in[i] == '\\') {
                        codePoint = Character.toCodePoint((char) codePoint, (char) hex4(i + 2));
                        i += 6;
                    }
                    n = putUtf8(out, n, codePoint);
                }
                default -> out[n++] = escape; // '"', '\\' or '/'
            }
        }
        return new String(out, 0, n, StandardCharsets.UTF_8);
    }

    private static int putUtf8(byte[] out, int n, int codePoint) {
        if (codePoint < 0x80) {
            out[n++] = (byte) codePoint;
        } else if (codePoint < 0x800) {
            out[n++] = (byte) (0xC0 | codePoint >> 6);
            out[n++] = (byte) (0x80 | codePoint & 0x3F);
        } else if (codePoint < 0x10000) {
            out[n++] = (byte) (0xE0 | codePoint >> 12);
            out[n++] = (byte) (0x80 | codePoint >> 6 & 0x3F);
            out[n++] = (byte) (0x80 | codePoint & 0x3F);
        } else {
            out[n++] = (byte) (0xF0 | codePoint >> 18);
            out[n++] = (byte) (0x80 | codePoint >> 12 & 0x3F);
            out[n++] = (byte) (0x80 | codePoint >> 6 & 0x3F);
            out[n++] = (byte) (0x80 | codePoint & 0x3F);
        }
        return n;
    }

    /**
     * Validates the number starting at {@code pos} ({@code -? int frac? exp?}) and returns the index after
     * it; sets {@link #numberIntegral} and {@link #numberDigits}. Leaves {@code pos} alone unless failing.
     */
    private int scanNumber() {
        int i = pos;
        if (in[i] == '-') {
            i++;
        }
        int digitsStart = i;
        if (i < end && in[i] == '0') {
            i++;
            if (i < end && isDigit(in[i])) {
                pos = i;
                throw expected("'.', 'e' or the end of the number (no leading zeros)");
            }
        } else {
            i = digits(i);
        }
        numberDigits = i - digitsStart;
        numberIntegral = true;
        if (i < end && in[i] == '.') {
            numberIntegral = false;
            i = digits(i + 1);
        }
        if (i < end && (in[i] == 'e' || in[i] == 'E')) {
            numberIntegral = false;
            i++;
            if (i < end && (in[i] == '+' || in[i] == '-')) {
                i++;
            }
            i = digits(i);
        }
        if (i - pos > JsonNumbers.MAX_LITERAL) {
            throw fail("expected " + JsonNumbers.TOO_LONG + " but found one of " + (i - pos) + " characters");
        }
        return i;
    }

    /** At least one digit from {@code i}; returns the index after the last. */
    private int digits(int i) {
        if (i >= end || !isDigit(in[i])) {
            pos = i;
            throw expected("a digit");
        }
        do {
            i++;
        } while (i < end && isDigit(in[i]));
        return i;
    }

    private static boolean isDigit(byte c) {
        return c >= '0' && c <= '9';
    }

    // ---------------------------------------------------------------- errors

    /** Expected {@code what} at the current position, found whatever is there. */
    JsonException expected(String what) {
        return fail("expected " + what + " but found " + found());
    }

    /** The value at the current position is of the wrong kind. */
    JsonException mismatch(String what, Kind found) {
        return fail("expected " + what + " but found " + found.description);
    }

    /** The current member's name appeared before in the same object. */
    JsonException duplicateMember() {
        pos = nameStart[depth] - 1;
        return fail("expected a member name not used before in this object but found '" + Excerpt.of(name())
                + "' again");
    }

    private JsonException expectedAt(String what, String found, int at) {
        pos = at;
        return fail("expected " + what + " but found " + Excerpt.of(found));
    }

    /** An error at the current position: the message gets line, column and path appended. */
    JsonException fail(String message) {
        return new JsonException(message + " at " + location());
    }

    /** {@code line L column C path P}: line and column of the current position, 1-based, in characters. */
    String location() {
        int at = Math.min(pos, end);
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < at; i++) {
            if (in[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int column = 1;
        for (int i = lineStart; i < at; i++) {
            if ((in[i] & 0xC0) != 0x80) {
                column++;
            }
        }
        return "line " + line + " column " + column + " path " + Excerpt.path(path());
    }

    /** Gson-style path of the value being read: {@code $.items[2].title}. */
    String path() {
        StringBuilder path = new StringBuilder("$");
        for (int d = 1; d <= depth; d++) {
            if (isArray[d]) {
                path.append('[').append(Math.max(count[d] - 1, 0)).append(']');
            } else if (count[d] > 0) {
                path.append('.').append(decode(nameStart[d], nameEnd[d]));
            }
        }
        return path.toString();
    }

    private String found() {
        if (pos >= end) {
            return "end of input";
        }
        int c = in[pos] & 0xFF;
        if (c >= 0x20 && c < 0x7F) {
            return "'" + (char) c + "'";
        }
        if (c < 0x80) {
            return String.format("U+%04X", c);
        }
        return String.format("byte 0x%02X", c);
    }
}
