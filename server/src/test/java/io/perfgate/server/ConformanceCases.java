package io.perfgate.server;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The raw requests of {@link HttpConformanceIT} and what each front end must answer: request smuggling (CL.TE,
 * TE.CL, obfuscated Transfer-Encoding, duplicate and list-valued Content-Length), chunk sizes that overflow or
 * are not numbers, chunk extensions and trailers, Host as RFC 9112 section 3.2 asks, control characters, bare CR
 * and LF, obs-fold and pipelining. Where the JDK server answers by itself, before any handler of ours runs, its
 * answer is the {@code jdk} entry (server/README.md, "HTTP/1.1 framing", says why).
 */
final class ConformanceCases {
    /** Sent right after every case on the same connection. */
    static final byte[] SMUGGLED = "GET /smuggled HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    static final String FEED = "{\"userUUID\":\"123e4567-e89b-12d3-a456-426614174000\"}";
    private static final String POST = "POST /feed HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n";
    private static final String CHUNKED = "Transfer-Encoding: chunked\r\n";

    /** What follows the case's answers on the connection. */
    enum After {
        /** The request sent after the case is answered: the case's end was found where it is. */
        NEXT_ANSWERED,
        /** The last answer says {@code Connection: close} and the connection ends. */
        CLOSED,
        /** Nothing more is answered within a second (the front end took the rest as part of the case). */
        NOTHING_ANSWERED
    }

    /**
     * What a front end answers.
     *
     * @param statuses the answers' statuses in order (more than one for pipelined requests)
     * @param after    what follows them
     */
    record Expect(List<Integer> statuses, After after) {
        static Expect served(int... statuses) {
            return new Expect(Arrays.stream(statuses).boxed().toList(), After.NEXT_ANSWERED);
        }

        static Expect closed(int... statuses) {
            return new Expect(Arrays.stream(statuses).boxed().toList(), After.CLOSED);
        }

        static Expect alone(int status) {
            return new Expect(List.of(status), After.NOTHING_ANSWERED);
        }

        @Override
        public String toString() {
            return statuses + " then " + after;
        }
    }

    /** One case: its name, its bytes, what every front end answers, and the front ends that answer otherwise. */
    record Case(String name, byte[] request, Expect expected, Map<String, Expect> byIo) {
        Expect expected(String io) {
            return byIo.getOrDefault(io, expected);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static final Expect OK = Expect.served(200);
    private static final Expect OK_CLOSED = Expect.closed(200);
    private static final Expect BAD = Expect.closed(400);
    /** The JDK server closes after every chunked request, since its chunk parser cannot be trusted with more. */
    private static final Map<String, Expect> JDK_CLOSES = Map.of("jdk", OK_CLOSED);
    /** The JDK server refuses a Transfer-Encoding other than one {@code chunked} itself, with 501 and a close. */
    private static final Map<String, Expect> JDK_501 = Map.of("jdk", Expect.closed(501));

    static final List<Case> ALL = cases();

    private ConformanceCases() {
    }

    private static List<Case> cases() {
        List<Case> all = new ArrayList<>();
        String body = FEED;
        String hex = Integer.toHexString(body.length());
        String chunked = hex + "\r\n" + body + "\r\n0\r\n\r\n";
        String first = body.substring(0, 20);
        String second = body.substring(20);

        // Chunked bodies that are valid.
        all.add(new Case("chunked body", bytes(POST + CHUNKED + "\r\n" + chunked), OK, JDK_CLOSES));
        all.add(new Case("two chunks with extensions", bytes(POST + CHUNKED + "\r\n"
                + Integer.toHexString(first.length()) + ";a=1\r\n" + first + "\r\n"
                + Integer.toHexString(second.length()) + ";b=\"x;y\"\r\n" + second + "\r\n0;c\r\n\r\n"), OK, JDK_CLOSES));
        all.add(new Case("upper-case chunk size", bytes(POST + CHUNKED + "\r\n" + hex.toUpperCase() + "\r\n" + body
                + "\r\n0\r\n\r\n"), OK, JDK_CLOSES));
        all.add(new Case("trailer after the last chunk", bytes(POST + CHUNKED + "\r\n" + hex + "\r\n" + body
                + "\r\n0\r\nX-T: 1\r\n\r\n"), OK, Map.of("jdk", BAD)));
        all.add(new Case("Transfer-Encoding in upper case", bytes(POST + "Transfer-Encoding: CHUNKED\r\n\r\n" + chunked),
                OK, JDK_CLOSES));
        all.add(new Case("Transfer-Encoding after a tab", bytes(POST + "Transfer-Encoding:\tchunked\r\n\r\n" + chunked),
                OK, JDK_CLOSES));

        // Chunked bodies whose framing is broken: 400, close, and nothing after them is read as a request.
        all.add(new Case("garbage after the last chunk", bytes(POST + CHUNKED + "\r\n" + hex + "\r\n" + body
                + "\r\n0\r\nX"), BAD, Map.of()));
        all.add(new Case("garbage right after the last-chunk line", bytes(POST + CHUNKED + "\r\n0\r\nX"), BAD, Map.of()));
        all.add(new Case("chunk size of 16 f", bytes(POST + CHUNKED + "\r\nffffffffffffffff\r\nX"), BAD, Map.of()));
        all.add(new Case("chunk size 2^32 + 60", bytes(POST + CHUNKED + "\r\n10000003c\r\n"
                + pad(body, 60) + "\r\n0\r\n\r\n"), BAD, Map.of("jdk", OK_CLOSED)));
        all.add(new Case("chunk size 2^32 then a request", bytes(POST + CHUNKED + "\r\n100000000\r\n"), BAD, Map.of()));
        all.add(new Case("chunk size ffffffff", bytes(POST + CHUNKED + "\r\nffffffff\r\n" + body), BAD, Map.of()));
        all.add(new Case("chunk size 80000000", bytes(POST + CHUNKED + "\r\n80000000\r\n" + body), BAD, Map.of()));
        all.add(new Case("negative chunk size", bytes(POST + CHUNKED + "\r\n-1\r\n" + body), BAD, Map.of()));
        all.add(new Case("chunk size with a sign", bytes(POST + CHUNKED + "\r\n+" + hex + "\r\n" + body
                + "\r\n0\r\n\r\n"), BAD, Map.of()));
        all.add(new Case("chunk size 0x", bytes(POST + CHUNKED + "\r\n0x" + hex + "\r\n" + body + "\r\n0\r\n\r\n"),
                BAD, Map.of()));
        all.add(new Case("chunk size not hex", bytes(POST + CHUNKED + "\r\nzz\r\n" + body + "\r\n0\r\n\r\n"), BAD,
                Map.of()));
        all.add(new Case("chunk longer than its size", bytes(POST + CHUNKED + "\r\n3\r\n" + body + "\r\n0\r\n\r\n"),
                BAD, Map.of()));

        // Request smuggling through the headers.
        all.add(new Case("CL.TE", bytes(POST + "Content-Length: 4\r\n" + CHUNKED + "\r\n" + chunked), BAD, Map.of()));
        all.add(new Case("TE.CL", bytes(POST + CHUNKED + "Content-Length: " + chunked.length() + "\r\n\r\n" + chunked),
                BAD, Map.of()));
        all.add(new Case("Transfer-Encoding: chunked, identity", bytes(POST
                + "Transfer-Encoding: chunked, identity\r\n\r\n" + chunked), BAD, JDK_501));
        all.add(new Case("Transfer-Encoding: identity", bytes(POST + "Transfer-Encoding: identity\r\n\r\n" + chunked),
                BAD, JDK_501));
        all.add(new Case("Transfer-Encoding: xchunked", bytes(POST + "Transfer-Encoding: xchunked\r\n\r\n" + chunked),
                BAD, JDK_501));
        all.add(new Case("Transfer-Encoding: gzip, chunked", bytes(POST + "Transfer-Encoding: gzip, chunked\r\n\r\n"
                + chunked), Expect.closed(501), Map.of()));
        all.add(new Case("Transfer-Encoding twice", bytes(POST + CHUNKED + CHUNKED + "\r\n" + chunked), BAD, JDK_501));
        all.add(new Case("Transfer-Encoding with a space before the colon", bytes(POST
                + "Transfer-Encoding : chunked\r\n\r\n" + chunked), BAD, Map.of()));
        all.add(new Case("Transfer-Encoding in HTTP/1.0", bytes(POST.replace("HTTP/1.1", "HTTP/1.0") + CHUNKED + "\r\n"
                + chunked), BAD, Map.of()));
        all.add(new Case("Content-Length as a list", bytes(POST + "Content-Length: " + body.length() + ", "
                + body.length() + "\r\n\r\n" + body), BAD, Map.of()));
        all.add(new Case("Content-Length twice, equal", bytes(POST + "Content-Length: " + body.length()
                + "\r\nContent-Length: " + body.length() + "\r\n\r\n" + body), BAD, Map.of()));
        all.add(new Case("Content-Length twice, different", bytes(POST + "Content-Length: " + body.length()
                + "\r\nContent-Length: 4\r\n\r\n" + body), BAD, Map.of()));
        all.add(new Case("Content-Length with a sign", bytes(POST + "Content-Length: +" + body.length() + "\r\n\r\n"
                + body), BAD, Map.of()));
        all.add(new Case("Content-Length negative", bytes(POST + "Content-Length: -1\r\n\r\n" + body), BAD, Map.of()));
        all.add(new Case("Content-Length in hex", bytes(POST + "Content-Length: 0x34\r\n\r\n" + body), BAD, Map.of()));
        all.add(new Case("Content-Length beyond 64 bits", bytes(POST + "Content-Length: 99999999999999999999\r\n\r\n"
                + body), BAD, Map.of()));
        all.add(new Case("Content-Length with spaces around", bytes(POST + "Content-Length:  " + body.length()
                + " \r\n\r\n" + body), OK, Map.of()));

        // Host (RFC 9112 section 3.2).
        all.add(new Case("no Host", bytes("GET /health HTTP/1.1\r\n\r\n"), BAD, Map.of()));
        all.add(new Case("two Host fields", bytes("GET /health HTTP/1.1\r\nHost: localhost\r\nHost: other\r\n\r\n"),
                BAD, Map.of()));
        all.add(new Case("Host with a space", bytes("GET /health HTTP/1.1\r\nHost: local host\r\n\r\n"), BAD, Map.of()));
        all.add(new Case("absolute form naming another host", bytes(
                "GET http://other.example/health HTTP/1.1\r\nHost: localhost\r\n\r\n"), BAD, Map.of()));
        all.add(new Case("absolute form naming the Host", bytes(
                "GET http://localhost/health HTTP/1.1\r\nHost: localhost\r\n\r\n"), OK, Map.of()));
        all.add(new Case("HTTP/1.0 without Host", bytes("GET /health HTTP/1.0\r\n\r\n"), OK_CLOSED, Map.of()));
        all.add(new Case("HTTP/1.0 keep-alive", bytes("GET /health HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"), OK,
                Map.of()));

        // Field values and line ends.
        all.add(new Case("NUL in a field value", bytes("GET /health HTTP/1.1\r\nHost: localhost\r\nX-A: a\0b\r\n\r\n"),
                BAD, Map.of()));
        all.add(new Case("control character in a field value", bytes(
                "GET /health HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0001b\r\n\r\n"), BAD, Map.of()));
        all.add(new Case("DEL in a field value", bytes("GET /health HTTP/1.1\r\nHost: localhost\r\nX-A: a\u007fb\r\n\r\n"),
                BAD, Map.of()));
        all.add(new Case("bare CR in a field value", bytes(
                "GET /health HTTP/1.1\r\nHost: localhost\r\nX-A: a\rb\r\n\r\n"), BAD, Map.of()));
        all.add(new Case("tab and obs-text in a field value", bytes(
                "GET /health HTTP/1.1\r\nHost: localhost\r\nX-A: a\tb\u00e9\r\n\r\n"), OK, Map.of()));
        all.add(new Case("space in a field name", bytes("GET /health HTTP/1.1\r\nHost: localhost\r\nX A: b\r\n\r\n"),
                BAD, Map.of()));
        all.add(new Case("whitespace before the first field", bytes("GET /health HTTP/1.1\r\n Host: localhost\r\n\r\n"),
                BAD, Map.of()));
        // RFC 9112 section 5.2 lets a server join an obs-fold with spaces; every front end's library does.
        all.add(new Case("obs-fold", bytes("GET /health HTTP/1.1\r\nHost: localhost\r\nX-A: a\r\n b\r\n\r\n"), OK,
                Map.of()));
        // RFC 9112 section 2.2 lets a server take a bare LF as a line end; Netty refuses it, the JDK reads the request
        // line up to the next CRLF (so the rest here, the request after it included, is one request line).
        all.add(new Case("bare LF line ends", bytes("GET /health HTTP/1.1\nHost: localhost\n\n"), OK,
                Map.of("nonblocking", BAD, "jdk", Expect.alone(200))));
        all.add(new Case("bare CR in the request line", bytes("GET /health HTTP/1.1\rX\r\nHost: localhost\r\n\r\n"),
                BAD, Map.of()));
        all.add(new Case("malformed request line", bytes("GARBAGE\r\n\r\n"), BAD, Map.of()));

        // Connections.
        all.add(new Case("Connection: close", bytes("GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
                OK_CLOSED, Map.of()));
        all.add(new Case("three pipelined requests", bytes("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n"
                + POST + "Content-Length: " + body.length() + "\r\n\r\n" + body + "GET /nope HTTP/1.1\r\nHost: localhost\r\n\r\n"),
                Expect.served(200, 200, 404), Map.of()));
        all.add(new Case("a valid request pipelined after a refused one", bytes(POST + "Content-Length: 4\r\n" + CHUNKED
                + "\r\n" + chunked + "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n"), BAD, Map.of()));
        return List.copyOf(all);
    }

    private static String pad(String body, int length) {
        return body + " ".repeat(length - body.length());
    }

    private static byte[] bytes(String request) {
        return request.getBytes(StandardCharsets.ISO_8859_1);
    }
}
