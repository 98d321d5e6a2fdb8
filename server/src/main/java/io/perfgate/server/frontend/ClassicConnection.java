package io.perfgate.server.frontend;

import org.apache.hc.core5.http.ContentLengthStrategy;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpMessage;
import org.apache.hc.core5.http.ParseException;
import org.apache.hc.core5.http.ProtocolException;
import org.apache.hc.core5.http.URIScheme;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.impl.io.DefaultBHttpServerConnection;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.http.impl.io.DefaultHttpRequestParserFactory;
import org.apache.hc.core5.http.message.BasicLineParser;
import org.apache.hc.core5.util.CharArrayBuffer;

import java.io.InputStream;

/**
 * HttpCore's server connection with the framing that {@code --io=blocking} needs before any handler runs: field lines
 * are checked before HttpCore turns their control characters into spaces ({@link FieldLineParser}), a
 * {@code Transfer-Encoding} whose final coding is not chunked is 400 (HttpCore answers 501), a Content-Length must
 * be one field of digits (HttpCore takes {@code +52}), and a chunked body is read by
 * {@link StrictChunkedInputStream}. The remaining rules ({@code http.Framing}: Transfer-Encoding with
 * Content-Length, other codings, Host, control characters) are the dispatcher's, as on every front end.
 */
final class ClassicConnection extends DefaultBHttpServerConnection {
    private final int maxTrailers;

    ClassicConnection(Http1Config http1) {
        super(URIScheme.HTTP.id, http1, null, null, ClassicConnection::bodyLength, null,
                new DefaultHttpRequestParserFactory(http1, FieldLineParser.INSTANCE, null), null);
        this.maxTrailers = http1.getMaxHeaderCount();
    }

    @Override
    protected InputStream createContentInputStream(long length, SessionInputBuffer buffer, InputStream in) {
        return length == ContentLengthStrategy.CHUNKED ? new StrictChunkedInputStream(buffer, in, maxTrailers)
                : super.createContentInputStream(length, buffer, in);
    }

    /** A request's body length; HttpService answers a {@link ProtocolException} with 400 and a close. */
    private static long bodyLength(HttpMessage message) throws ProtocolException {
        Header transferEncoding = message.getFirstHeader("Transfer-Encoding");
        if (transferEncoding != null) {
            String codings = transferEncoding.getValue();
            if (!codings.substring(codings.lastIndexOf(',') + 1).strip().equalsIgnoreCase("chunked")) {
                throw new ProtocolException("the final transfer coding must be chunked, actual: '" + codings + "'");
            }
            return ContentLengthStrategy.CHUNKED;
        }
        Header[] contentLengths = message.getHeaders("Content-Length");
        if (contentLengths.length == 0) {
            return ContentLengthStrategy.UNDEFINED;
        }
        String value = contentLengths[0].getValue();
        if (contentLengths.length > 1 || !digits(value)) {
            throw new ProtocolException("Content-Length must be one field of 1 to 18 digits, actual: "
                    + contentLengths.length + " field(s), the first '" + value + "'");
        }
        return Long.parseLong(value);
    }

    /** 1 to 18 ASCII digits: below {@link Long#MAX_VALUE}, and no body is near that. */
    private static boolean digits(String value) {
        int n = value.length();
        if (n == 0 || n > 18) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * HttpCore's line parser, refusing (400, and HttpService closes) what it would otherwise mend: a control character
     * other than HTAB in a field line (HttpCore replaces it with a space), whitespace before the first field (taken
     * as the start of a continuation), and a field name that is not a token ({@code X A}, or a space before the
     * colon). An obs-fold reaches this parser already joined with a space, as RFC 9112 section 5.2 allows.
     */
    static final class FieldLineParser extends BasicLineParser {
        static final FieldLineParser INSTANCE = new FieldLineParser();

        @Override
        public Header parseHeader(CharArrayBuffer line) throws ParseException {
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new ParseException("invalid header field line", line, 0, line.length());
            }
            for (int i = 0; i < colon; i++) {
                if (!isTokenChar(line.charAt(i))) {
                    throw new ParseException("invalid character in a header name", line, 0, line.length(), i);
                }
            }
            for (int i = colon + 1; i < line.length(); i++) {
                char c = line.charAt(i);
                if ((c < 0x20 && c != '\t') || c == 0x7f) {
                    throw new ParseException("control character in a header value", line, 0, line.length(), i);
                }
            }
            return super.parseHeader(line);
        }

        /** tchar of RFC 9110 section 5.6.2. */
        private static boolean isTokenChar(char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
        }
    }
}
