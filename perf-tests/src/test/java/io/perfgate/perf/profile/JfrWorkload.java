package io.perfgate.perf.profile;

import io.perfgate.perf.result.PairId;
import jdk.jfr.Recording;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * A small server-like workload in this JVM, recorded with JFR as the profiling windows record a server: "requests"
 * that render a JSON-ish body, and, in the regressed build, the two regressions of the gate study done on every one of
 * them: an ETag hashed with SHA-256 ({@link #etag}) and an access line formatted with String.format ({@link #accessLine}).
 * Each recording is of a fixed time and counts the requests it ran, as a window counts its responses.
 */
public final class JfrWorkload {
    /** Where the results go, so that the JIT cannot drop the work. */
    static volatile Object sink;

    private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    });

    private JfrWorkload() {
    }

    /** One request: the body, and in the regressed build its ETag and its access line. */
    static void request(int n, boolean regressed) {
        byte[] body = render(n);
        if (regressed) {
            sink = etag(body);
            sink = accessLine(n, body);
        }
        sink = body;
    }

    static byte[] render(int n) {
        StringBuilder json = new StringBuilder(5000).append("{\"items\":[");
        for (int i = 0; i < 60; i++) {
            json.append("{\"id\":").append(n * 60 + i).append(",\"name\":\"item-").append(Integer.toHexString(i * n))
                    .append("\",\"score\":").append((n ^ i) % 997).append("},");
        }
        return json.append("{}]}").toString().getBytes(StandardCharsets.UTF_8);
    }

    static String etag(byte[] body) {
        MessageDigest digest = SHA_256.get();
        for (int round = 0; round < 8; round++) {
            digest.update(body);
        }
        return '"' + HexFormat.of().formatHex(digest.digest()) + '"';
    }

    static String accessLine(int n, byte[] body) {
        return String.format(Locale.ROOT, "%s %s -> %d, %d bytes, user agent %s, took %.3f ms", "POST", "/feed/" + n,
                200, body.length, "Hyperfoil/0.25 (perfgate)", n / 1000.0);
    }

    /** Runs requests for {@code length}, recording; returns how many ran. */
    static long record(Path file, boolean regressed, Duration length) {
        try (Recording recording = new Recording()) {
            recording.setSettings(ProfileSettings.eventSettings());
            recording.start();
            long requests = run(regressed, length);
            recording.stop();
            recording.dump(file);
            return requests;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * On a thread of its own, as a server's request thread: its stacks stay shallower than JFR's default depth, where
     * this test's (under JUnit's and surefire's frames) would be cut.
     */
    static long run(boolean regressed, Duration length) {
        long[] requests = new long[1];
        Thread thread = new Thread(() -> requests[0] = loop(regressed, length), "perfgate-test-request");
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return requests[0];
    }

    private static long loop(boolean regressed, Duration length) {
        long end = System.nanoTime() + length.toNanos();
        long requests = 0;
        while (System.nanoTime() - end < 0) {
            request((int) requests, regressed);
            requests++;
        }
        return requests;
    }

    /**
     * Records two windows of each side (A the reference build, B the candidate: {@code regressed} or not) into
     * {@code dir} and writes their manifest, as the profiling windows do.
     */
    static Recorded recordPair(Path dir, boolean regressed, Duration length) {
        return recordPair(dir, new PairId("in-jvm", regressed ? "regressed" : "unchanged"), regressed, length);
    }

    /** {@link #recordPair(Path, boolean, Duration)} filed under {@code pair}, for a report that has that pair's run. */
    public static Recorded recordPair(Path dir, PairId pair, boolean regressed, Duration length) {
        run(true, Duration.ofSeconds(2)); // both builds' code compiled before any recording
        List<Recorded.Recording> a = new ArrayList<>();
        List<Recorded.Recording> b = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            a.add(new Recorded.Recording(Recorded.Side.A, k, "A" + k + ".jfr", record(dir.resolve("A" + k + ".jfr"), false, length)));
            b.add(new Recorded.Recording(Recorded.Side.B, k, "B" + k + ".jfr", record(dir.resolve("B" + k + ".jfr"), regressed, length)));
        }
        List<Recorded.Recording> all = new ArrayList<>(a);
        all.addAll(b);
        Recorded recorded = new Recorded(pair, "lockstep", length,
                ProfileSettings.CPU_PERIOD, "test", Instant.now(), all);
        ProfileFiles.write(dir, recorded);
        return recorded;
    }
}
