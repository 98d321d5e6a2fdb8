package io.perfgate.server.json;

import java.util.Arrays;

/**
 * Compact UTF-8 JSON into a growing byte array. Strings are escaped exactly as Gson escapes them with
 * HTML escaping off ({@code \"}, {@code \\}, {@code \b \f \n \r \t}, other control characters and U+2028,
 * U+2029 as lowercase {@code \}u escapes), so that both codecs write the same bytes. A lone surrogate in
 * a Java string is written as {@code ?}, as {@code String.getBytes(UTF_8)} (and so Gson) does: the
 * output is always valid UTF-8.
 */
final class JsonOutput {
    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};

    private byte[] buffer = new byte[1024];
    private int size;

    void raw(byte b) {
        ensure(1);
        buffer[size++] = b;
    }

    void raw(byte[] bytes) {
        ensure(bytes.length);
        System.arraycopy(bytes, 0, buffer, size, bytes.length);
        size += bytes.length;
    }

    void nullValue() {
        raw(NULL);
    }

    void literal(boolean value) {
        raw(value ? TRUE : FALSE);
    }

    void number(long value) {
        if (value == Long.MIN_VALUE) {
            ascii(Long.toString(value));
            return;
        }
        ensure(20);
        if (value < 0) {
            buffer[size++] = '-';
            value = -value;
        }
        int start = size;
        do {
            buffer[size++] = (byte) ('0' + value % 10);
            value /= 10;
        } while (value != 0);
        for (int i = start, j = size - 1; i < j; i++, j--) {
            byte digit = buffer[i];
            buffer[i] = buffer[j];
            buffer[j] = digit;
        }
    }

    /** Writes a finite double as {@link Double#toString(double)} does (as Gson does). */
    void number(double value) {
        if (!Double.isFinite(value)) {
            throw new JsonException("expected a finite number to write but found " + value
                    + " (JSON has no NaN or infinities)");
        }
        ascii(Double.toString(value));
    }

    private void ascii(String text) {
        int n = text.length();
        ensure(n);
        for (int i = 0; i < n; i++) {
            buffer[size++] = (byte) text.charAt(i);
        }
    }

    /** Writes {@code value} quoted and escaped. */
    void string(String value) {
        int n = value.length();
        ensure(n * 6 + 2);
        byte[] b = buffer;
        int s = size;
        b[s++] = '"';
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c < 0x80) {
                if (c >= 0x20 && c != '"' && c != '\\') {
                    b[s++] = (byte) c;
                } else {
                    s = escape(b, s, c);
                }
            } else if (c < 0x800) {
                b[s++] = (byte) (0xC0 | c >> 6);
                b[s++] = (byte) (0x80 | c & 0x3F);
            } else if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(value.charAt(i + 1))) {
                    int cp = Character.toCodePoint(c, value.charAt(++i));
                    b[s++] = (byte) (0xF0 | cp >> 18);
                    b[s++] = (byte) (0x80 | cp >> 12 & 0x3F);
                    b[s++] = (byte) (0x80 | cp >> 6 & 0x3F);
                    b[s++] = (byte) (0x80 | cp & 0x3F);
                } else {
                    b[s++] = '?';
                }
            } else if (c == '\u2028' || c == '\u2029') {
                s = unicodeEscape(b, s, c);
            } else {
                b[s++] = (byte) (0xE0 | c >> 12);
                b[s++] = (byte) (0x80 | c >> 6 & 0x3F);
                b[s++] = (byte) (0x80 | c & 0x3F);
            }
        }
        b[s++] = '"';
        size = s;
    }

    private static int escape(byte[] b, int s, char c) {
        char shortForm = switch (c) {
            case '"' -> '"';
            case '\\' -> '\\';
            case '\b' -> 'b';
            case '\f' -> 'f';
            case '\n' -> 'n';
            case '\r' -> 'r';
            case '\t' -> 't';
            default -> 0;
        };
        if (shortForm == 0) {
            return unicodeEscape(b, s, c);
        }
        b[s++] = '\\';
        b[s++] = (byte) shortForm;
        return s;
    }

    private static int unicodeEscape(byte[] b, int s, char c) {
        b[s++] = '\\';
        b[s++] = 'u';
        b[s++] = HEX[c >> 12 & 0xF];
        b[s++] = HEX[c >> 8 & 0xF];
        b[s++] = HEX[c >> 4 & 0xF];
        b[s++] = HEX[c & 0xF];
        return s;
    }

    /** The bytes of {@code "name":}, escaped, for a member name known in advance. */
    static byte[] memberName(String name) {
        JsonOutput out = new JsonOutput();
        out.string(name);
        out.raw((byte) ':');
        return out.toByteArray();
    }

    byte[] toByteArray() {
        return Arrays.copyOf(buffer, size);
    }

    private void ensure(int more) {
        if (size + more > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, size + more));
        }
    }
}
