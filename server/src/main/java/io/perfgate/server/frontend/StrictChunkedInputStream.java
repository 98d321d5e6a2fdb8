package io.perfgate.server.frontend;

import org.apache.hc.core5.http.ConnectionClosedException;
import org.apache.hc.core5.http.MalformedChunkCodingException;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.util.CharArrayBuffer;

import java.io.IOException;
import java.io.InputStream;

/**
 * A chunked request body for {@code --io=blocking}, read as strictly as Netty's decoder reads it. HttpCore's own
 * {@code ChunkedInputStream} parses the chunk size with {@link Long#parseLong(String, int)}, so it takes a sign
 * ({@code +3c}) and sizes of gigabytes that a proxy in front may read differently; here a chunk size is 1 to 8
 * hex digits of at most {@link Integer#MAX_VALUE}, optionally followed by extensions (ignored), every chunk's data
 * ends with an empty line, and trailer fields are read and dropped. Anything else is a
 * {@link MalformedChunkCodingException}, which the request answers 400 and ends the connection with.
 */
final class StrictChunkedInputStream extends InputStream {
    private static final int MAX_SIZE_DIGITS = 8;

    private final SessionInputBuffer buffer;
    private final InputStream in;
    private final int maxTrailers;
    private final CharArrayBuffer line = new CharArrayBuffer(32);
    private final byte[] one = new byte[1];
    /** Bytes of the current chunk not read yet. */
    private long remaining;
    private boolean inChunks;
    private boolean eof;

    StrictChunkedInputStream(SessionInputBuffer buffer, InputStream in, int maxTrailers) {
        this.buffer = buffer;
        this.in = in;
        this.maxTrailers = maxTrailers;
    }

    @Override
    public int read() throws IOException {
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
        if (eof) {
            return -1;
        }
        if (length == 0) {
            return 0;
        }
        if (remaining == 0) {
            if (inChunks) {
                expectEmptyLine("the CRLF after a chunk's data");
            }
            inChunks = true;
            remaining = chunkSize();
            if (remaining == 0) {
                skipTrailers();
                eof = true;
                return -1;
            }
        }
        int read = buffer.read(bytes, offset, (int) Math.min(length, remaining), in);
        if (read < 0) {
            throw new ConnectionClosedException("connection closed inside a chunk");
        }
        remaining -= read;
        return read;
    }

    @Override
    public int available() {
        return (int) Math.min(buffer.length(), remaining);
    }

    private int readLine(String what) throws IOException {
        line.clear();
        if (buffer.readLine(line, in) < 0) {
            throw new ConnectionClosedException("connection closed before " + what);
        }
        return line.length();
    }

    private long chunkSize() throws IOException {
        int length = readLine("a chunk size");
        long size = 0;
        int digits = 0;
        while (digits < length) {
            int value = hex(line.charAt(digits));
            if (value < 0) {
                break;
            }
            size = size * 16 + value;
            digits++;
        }
        int i = digits;
        while (i < length && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        boolean extensions = i < length && line.charAt(i) == ';';
        if (digits == 0 || digits > MAX_SIZE_DIGITS || size > Integer.MAX_VALUE || (i < length && !extensions)
                || hasControl(i, length)) {
            throw new MalformedChunkCodingException("invalid chunk size line: '" + printable(line) + "'");
        }
        return size;
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }

    private void expectEmptyLine(String what) throws IOException {
        if (readLine(what) != 0) {
            throw new MalformedChunkCodingException("expected " + what + ", found '" + printable(line) + "'");
        }
    }

    private void skipTrailers() throws IOException {
        for (int fields = 0; readLine("the end of the trailer section") > 0; fields++) {
            int colon = line.indexOf(':');
            if (fields >= maxTrailers || colon <= 0 || line.charAt(0) == ' ' || line.charAt(0) == '\t'
                    || line.charAt(colon - 1) == ' ' || hasControl(colon + 1, line.length())) {
                throw new MalformedChunkCodingException("invalid trailer field: '" + printable(line) + "'");
            }
        }
    }

    private boolean hasControl(int from, int to) {
        for (int i = from; i < to; i++) {
            char c = line.charAt(i);
            if ((c < 0x20 && c != '\t') || c == 0x7f) {
                return true;
            }
        }
        return false;
    }

    /** At most 64 characters of a line, control characters as \xNN. */
    private static String printable(CharArrayBuffer line) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Math.min(line.length(), 64); i++) {
            char c = line.charAt(i);
            out.append(c < 0x20 || c == 0x7f ? String.format("\\x%02x", (int) c) : String.valueOf(c));
        }
        return line.length() > 64 ? out + "...(" + line.length() + " chars)" : out.toString();
    }
}
