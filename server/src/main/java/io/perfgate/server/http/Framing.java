package io.perfgate.server.http;

import java.util.Map;

/**
 * The HTTP/1.1 framing rules (RFC 9112) that the server enforces on top of each front end's parser, for one
 * request: the front end hands every received field line to {@link #field} while it walks the headers, then calls
 * {@link #check}. A request that breaks a rule is refused with 400 (501 for a transfer coding the server does not
 * implement) and {@code Connection: close}: once the framing is in doubt, no byte after it may be read as a request.
 *
 * <ul>
 *   <li>Field values hold no control character but HTAB (RFC 9110 section 5.5; NUL, CR, LF and DEL are the
 *       dangerous ones).</li>
 *   <li>{@code Host}: exactly one in HTTP/1.1 (at most one in HTTP/1.0), a valid {@code host[:port]}; an
 *       absolute-form target must name the same authority (RFC 9112 section 3.2).</li>
 *   <li>{@code Transfer-Encoding}: one field whose only coding is {@code chunked}; a final coding other than
 *       chunked is 400 (RFC 9112 section 6.3), chunked after another coding 501; not with {@code Content-Length},
 *       not in HTTP/1.0 (RFC 9112 section 6.1).</li>
 *   <li>{@code Content-Length}: one field of 1 to 18 digits, no sign, no list.</li>
 * </ul>
 *
 * <p>Costs one pass over the fields the front end makes anyway, a character scan of each value, and no allocation
 * on a request that keeps the rules.
 */
public final class Framing {
    /** The answer header of every refusal: after a framing error the connection ends. */
    public static final Map<String, String> CLOSE = Map.of("Connection", "close");
    /** 18 digits stay below {@link Long#MAX_VALUE}; no body is near that. */
    private static final int MAX_CONTENT_LENGTH_DIGITS = 18;

    private int hosts;
    private CharSequence host;
    private int transferEncodings;
    private CharSequence transferEncoding;
    private int contentLengths;
    private CharSequence contentLength;
    private boolean closeAsked;

    /** A 400 that ends the connection. */
    public static HttpProblem malformed(String message) {
        return new HttpProblem(400, message, CLOSE);
    }

    /**
     * One received field line, as the library split it.
     *
     * @throws HttpProblem 400 for a control character in the value
     */
    public void field(CharSequence name, CharSequence value) {
        for (int i = 0, n = value.length(); i < n; i++) {
            char c = value.charAt(i);
            if ((c < 0x20 && c != '\t') || c == 0x7f) {
                throw malformed("control character 0x" + Integer.toHexString(c) + " in the value of header "
                        + name + " at offset " + i);
            }
        }
        switch (name.length()) {
            case 4 -> {
                if (is(name, "host")) {
                    hosts++;
                    host = value;
                }
            }
            case 10 -> {
                if (is(name, "connection") && hasToken(value, "close")) {
                    closeAsked = true;
                }
            }
            case 14 -> {
                if (is(name, "content-length")) {
                    contentLengths++;
                    contentLength = value;
                }
            }
            case 17 -> {
                if (is(name, "transfer-encoding")) {
                    transferEncodings++;
                    transferEncoding = value;
                }
            }
            default -> {
            }
        }
    }

    /**
     * After the last field line.
     *
     * @param http11          the request is HTTP/1.1 (false: HTTP/1.0)
     * @param targetAuthority the authority of an absolute-form request target, null for origin form
     * @throws HttpProblem 400, or 501 for a transfer coding other than chunked before chunked
     */
    public void check(boolean http11, String targetAuthority) {
        checkHost(http11, targetAuthority);
        if (transferEncodings > 0) {
            checkTransferEncoding(http11);
        }
        if (contentLengths > 0) {
            checkContentLength();
        }
    }

    /** The body is chunked (and {@link #check} let it pass). */
    public boolean chunked() {
        return transferEncodings > 0;
    }

    /** The client sent {@code Connection: close}. */
    public boolean closeAsked() {
        return closeAsked;
    }

    private void checkHost(boolean http11, String targetAuthority) {
        if (hosts > 1) {
            throw malformed("Host sent " + hosts + " times; expected exactly one");
        }
        if (hosts == 0) {
            if (http11) {
                throw malformed("an HTTP/1.1 request needs a Host header");
            }
            return;
        }
        if (host.isEmpty() || !validHost(host)) {
            throw malformed("Host must be host[:port], actual: '" + host + "'");
        }
        if (targetAuthority != null && !targetAuthority.equalsIgnoreCase(host.toString())) {
            throw malformed("the request target names " + targetAuthority + " but Host is " + host);
        }
    }

    private void checkTransferEncoding(boolean http11) {
        if (!http11) {
            throw malformed("Transfer-Encoding is not allowed in an HTTP/1.0 request");
        }
        if (transferEncodings > 1) {
            throw malformed("Transfer-Encoding sent " + transferEncodings + " times; expected one field: chunked");
        }
        if (contentLengths > 0) {
            throw malformed("Transfer-Encoding and Content-Length in one request");
        }
        String codings = transferEncoding.toString();
        int comma = codings.lastIndexOf(',');
        String last = codings.substring(comma + 1).strip();
        if (!last.equalsIgnoreCase("chunked")) {
            throw malformed("the final transfer coding must be chunked, actual: '" + codings + "'");
        }
        if (comma >= 0) {
            throw new HttpProblem(501, "only the chunked transfer coding is implemented, actual: '" + codings + "'",
                    CLOSE);
        }
    }

    private void checkContentLength() {
        if (contentLengths > 1) {
            throw malformed("Content-Length sent " + contentLengths + " times; expected one");
        }
        int n = contentLength.length();
        boolean digits = n > 0 && n <= MAX_CONTENT_LENGTH_DIGITS;
        for (int i = 0; digits && i < n; i++) {
            char c = contentLength.charAt(i);
            digits = c >= '0' && c <= '9';
        }
        if (!digits) {
            throw malformed("Content-Length must be 1 to " + MAX_CONTENT_LENGTH_DIGITS + " digits, actual: '"
                    + contentLength + "'");
        }
    }

    /** uri-host [":" port] of RFC 3986: reg-name, IPv4 or an IP literal in brackets; no space, no '/', '@'. */
    private static boolean validHost(CharSequence host) {
        for (int i = 0, n = host.length(); i < n; i++) {
            char c = host.charAt(i);
            boolean allowed = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || "-._~%!$&'()*+,;=:[]".indexOf(c) >= 0;
            if (!allowed) {
                return false;
            }
        }
        return true;
    }

    /** {@code name} equals the lower-case ASCII {@code lower}, ignoring case. */
    private static boolean is(CharSequence name, String lower) {
        if (name.length() != lower.length()) {
            return false;
        }
        for (int i = 0; i < lower.length(); i++) {
            char c = name.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                c += 'a' - 'A';
            }
            if (c != lower.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the comma-separated list {@code value} holds {@code token}, ignoring case and spaces. */
    private static boolean hasToken(CharSequence value, String token) {
        int n = value.length();
        int start = 0;
        while (start <= n) {
            int end = start;
            while (end < n && value.charAt(end) != ',') {
                end++;
            }
            int from = start;
            int to = end;
            while (from < to && (value.charAt(from) == ' ' || value.charAt(from) == '\t')) {
                from++;
            }
            while (to > from && (value.charAt(to - 1) == ' ' || value.charAt(to - 1) == '\t')) {
                to--;
            }
            if (to - from == token.length() && is(value.subSequence(from, to), token)) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }
}
