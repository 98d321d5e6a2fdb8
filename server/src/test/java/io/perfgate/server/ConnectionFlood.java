package io.perfgate.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A short, bounded connection flood on loopback, run by hand against a server already started (its numbers are in
 * docs/evidence/server-connection-flood.md): opens {@code connections} connections at once and holds them for
 * {@code holdSeconds}, and meanwhile asks {@code /health} on a fresh connection every 50 ms. Mode {@code idle}: the
 * connections send nothing (a connection flood); {@code request}: each sends one {@code GET /health} first and then
 * stays open (2,000 kept-alive clients arriving at once). Prints the slowest of those answers, what the flood
 * connections got, and the server's resident memory and thread count from {@code /proc/<pid>/status}.
 *
 * <pre>
 * java server/src/test/java/io/perfgate/server/ConnectionFlood.java PORT PID [connections=2000] [holdSeconds=5] [idle|request]
 * </pre>
 */
public final class ConnectionFlood {
    private static final byte[] HEALTH = "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

    private ConnectionFlood() {
    }

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        long pid = Long.parseLong(args[1]);
        int connections = args.length > 2 ? Integer.parseInt(args[2]) : 2000;
        int holdSeconds = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        boolean request = args.length > 4 && args[4].equals("request");
        if (connections < 1 || connections > 10_000 || holdSeconds < 1 || holdSeconds > 60) {
            throw new IllegalArgumentException("connections must be 1..10000 and holdSeconds 1..60, actual: "
                    + connections + ", " + holdSeconds);
        }
        System.out.printf("before: %s%n", status(pid));
        ConcurrentLinkedQueue<Socket> open = new ConcurrentLinkedQueue<>();
        AtomicInteger ok = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        AtomicLong slowestProbeNanos = new AtomicLong();
        AtomicInteger probes = new AtomicInteger();
        AtomicInteger probeErrors = new AtomicInteger();
        AtomicLong peakRssKb = new AtomicLong();
        AtomicLong peakThreads = new AtomicLong();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(holdSeconds);
        Thread prober = Thread.ofPlatform().start(() -> {
            while (System.nanoTime() < deadline) {
                long start = System.nanoTime();
                try {
                    int status = get(port, 5_000);
                    if (status != 200) {
                        probeErrors.incrementAndGet();
                    }
                } catch (IOException e) {
                    probeErrors.incrementAndGet();
                }
                slowestProbeNanos.accumulateAndGet(System.nanoTime() - start, Math::max);
                probes.incrementAndGet();
                long[] sample = sample(pid);
                peakRssKb.accumulateAndGet(sample[0], Math::max);
                peakThreads.accumulateAndGet(sample[1], Math::max);
                sleep(50);
            }
        });
        long floodStart = System.nanoTime();
        try (ExecutorService flood = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < connections; i++) {
                flood.execute(() -> {
                    try {
                        Socket socket = new Socket("127.0.0.1", port);
                        open.add(socket);
                        socket.setSoTimeout(30_000);
                        if (!request) {
                            ok.incrementAndGet();
                            return;
                        }
                        OutputStream out = socket.getOutputStream();
                        out.write(HEALTH);
                        out.flush();
                        int status = readStatus(socket.getInputStream());
                        (status == 200 ? ok : status == 503 ? refused : failed).incrementAndGet();
                    } catch (IOException e) {
                        failed.incrementAndGet();
                    }
                });
            }
        }
        long floodMillis = (System.nanoTime() - floodStart) / 1_000_000;
        prober.join();
        System.out.printf("flood (%s): %d connections %s within %d ms: %d x %s, %d x 503, %d failed%n",
                request ? "request" : "idle", connections, request ? "answered" : "opened", floodMillis, ok.get(),
                request ? "200" : "open", refused.get(), failed.get());
        System.out.printf("held: %s (peak during the flood: VmRSS %d MB, %d threads)%n", status(pid),
                peakRssKb.get() / 1024, peakThreads.get());
        System.out.printf("fresh /health: %d probes, slowest %d ms, %d not 200%n", probes.get(),
                slowestProbeNanos.get() / 1_000_000, probeErrors.get());
        for (Socket socket : open) {
            socket.close();
        }
    }

    private static int get(int port, int timeoutMillis) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(timeoutMillis);
            socket.getOutputStream().write(HEALTH);
            return readStatus(socket.getInputStream());
        }
    }

    /** The status of the answer; reads the status line only. */
    private static int readStatus(InputStream in) throws IOException {
        byte[] line = new byte[12];
        int read = in.readNBytes(line, 0, line.length);
        if (read < line.length) {
            throw new IOException("closed before an answer");
        }
        return Integer.parseInt(new String(line, 9, 3, StandardCharsets.US_ASCII));
    }

    /** VmRSS in KB and the thread count of the process. */
    private static long[] sample(long pid) {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/" + pid + "/status"));
            return new long[] {field(lines, "VmRSS:"), field(lines, "Threads:")};
        } catch (IOException e) {
            return new long[] {0, 0};
        }
    }

    private static String status(long pid) {
        long[] sample = sample(pid);
        return "VmRSS " + sample[0] / 1024 + " MB, " + sample[1] + " threads";
    }

    private static long field(List<String> lines, String name) {
        return lines.stream().filter(line -> line.startsWith(name))
                .mapToLong(line -> Long.parseLong(line.substring(name.length()).trim().split("\\s+")[0]))
                .findFirst().orElse(0);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
