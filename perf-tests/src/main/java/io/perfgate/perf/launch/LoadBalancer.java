package io.perfgate.perf.launch;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * HAProxy as a round-robin load balancer in front of a variant's backends (the S3 study's topology in
 * experiments/README.md: an asynchronous server behind a round-robin balancer over four backends). It runs as a
 * child process of the harness on a free loopback port, pinned with {@code taskset} to the servers' own CPUs, so that a balanced variant uses the same
 * hardware as a single server and the comparison is between topologies, not between machines. Every launcher that
 * starts servers on this machine can sit behind it: containers use the host network, processes loopback.
 *
 * <p>HAProxy rather than a balancer written here: it is what teams put in front of Java services, it is packaged by
 * every Linux distribution ({@code apt-get install haproxy}), and its per-server counters say whether the load really
 * went round robin ({@link #requestsPerBackend()}). One thread ({@code nbthread 1}): the servers have one CPU.
 */
final class LoadBalancer implements AutoCloseable {
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private static final String BACKEND = "servers";

    private final ChildProcess child;
    private final URI baseUri;
    private final URI statsUri;
    private final String version;
    private final OsMeter meter;

    private LoadBalancer(ChildProcess child, URI baseUri, URI statsUri, String version) {
        this.child = child;
        this.meter = ProcStats.meter(child.process().toHandle());
        this.baseUri = baseUri;
        this.statsUri = statsUri;
        this.version = version;
    }

    /**
     * Starts HAProxy in front of {@code backends} and returns once it runs (not yet once requests pass: the caller
     * waits for the system's health path through it).
     *
     * @param dir  where its configuration and log go
     * @param cpus the servers' CPU list ({@code taskset} syntax); empty: not pinned
     */
    static LoadBalancer start(String variant, List<URI> backends, Path dir, String cpus) {
        Path haproxy = Executables.find("haproxy", "/usr/sbin", "/usr/local/sbin").orElseThrow(() -> new LaunchException("variant " + variant + " asks for " + backends.size()
                + " backends behind a load balancer, which is HAProxy, and no haproxy executable was found on PATH or in "
                + "/usr/sbin or /usr/local/sbin. Install it (Debian/Ubuntu: apt-get install haproxy) or give the variant "
                + "one backend."));
        int port = FreePort.find();
        int statsPort = FreePort.findOther(port);
        Path config = dir.resolve("haproxy.cfg");
        Path log = dir.resolve("haproxy.log");
        try {
            Files.createDirectories(dir);
            Files.writeString(config, config(port, statsPort, backends), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new LaunchException("could not write the load balancer's configuration " + config + ": " + e.getMessage(), e);
        }
        List<String> command = new ArrayList<>();
        Optional<Path> taskset = Executables.find("taskset");
        if (taskset.isPresent() && !cpus.isEmpty()) {
            command.addAll(List.of(taskset.get().toString(), "-c", cpus));
        }
        // -db: stay in the foreground, so that this process is HAProxy itself and its CPU is readable in /proc.
        command.addAll(List.of(haproxy.toString(), "-db", "-f", config.toString()));
        ChildProcess process;
        try {
            process = ChildProcess.start(new ProcessBuilder(command), log, variant + "-haproxy");
        } catch (IOException e) {
            throw new LaunchException("could not start " + String.join(" ", command) + ": " + e.getMessage(), e);
        }
        LoadBalancer balancer = new LoadBalancer(process, URI.create("http://127.0.0.1:" + port),
                URI.create("http://127.0.0.1:" + statsPort + "/stats;csv"), version(haproxy));
        balancer.awaitStats(Duration.ofSeconds(10), variant, command);
        return balancer;
    }

    /**
     * The configuration: one HTTP frontend on {@code port}, round robin over the backends with keep-alive connections
     * reused between requests (HAProxy's defaults for HTTP), and a statistics page on {@code statsPort}. Timeouts as
     * long as the load generator's request timeout allows; {@code maxconn} above the largest closed-model user count
     * the experiments use (1,000) on both sides.
     */
    static String config(int port, int statsPort, List<URI> backends) {
        StringBuilder cfg = new StringBuilder("""
                # written by perfgate for one boot of a balanced variant
                global
                    nbthread 1
                    maxconn 4096

                defaults
                    mode http
                    timeout connect 5s
                    timeout client 30s
                    timeout server 30s
                    timeout http-keep-alive 30s

                frontend perfgate
                    bind 127.0.0.1:%d
                    default_backend %s

                frontend stats
                    bind 127.0.0.1:%d
                    stats enable
                    stats uri /stats

                backend %s
                    balance roundrobin
                """.formatted(port, BACKEND, statsPort, BACKEND));
        for (int i = 0; i < backends.size(); i++) {
            URI b = backends.get(i);
            cfg.append("    server backend-").append(i + 1).append(' ').append(b.getHost()).append(':').append(b.getPort())
                    .append(" maxconn 4096\n");
        }
        return cfg.toString();
    }

    URI baseUri() {
        return baseUri;
    }

    /** e.g. {@code HAProxy version 2.6.12-1+deb12u4 2026/10/17}; what {@code haproxy -v} said first. */
    String version() {
        return version;
    }

    /** HAProxy's CPU and memory from {@code /proc}. */
    OsMeter meter() {
        return meter;
    }

    Optional<String> deathReason() {
        Process process = child.process();
        return process.isAlive() ? Optional.empty() : Optional.of("the load balancer (HAProxy) exited with code " + process.exitValue());
    }

    String logTail() {
        return child.logTail(20);
    }

    /**
     * HTTP responses each backend sent through the balancer since it started, backend 1 first (HAProxy's per-server
     * {@code hrsp_1xx..hrsp_other} counters): how evenly round robin spread the load.
     */
    List<Long> requestsPerBackend() {
        String csv;
        try {
            HttpResponse<String> response = CLIENT.send(HttpRequest.newBuilder(statsUri).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new LaunchException("the load balancer's statistics (" + statsUri + ") answered " + response.statusCode());
            }
            csv = response.body();
        } catch (IOException e) {
            throw new LaunchException("the load balancer's statistics (" + statsUri + ") did not answer: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LaunchException("interrupted while reading the load balancer's statistics", e);
        }
        return responsesPerServer(csv);
    }

    /** The servers' response counts from HAProxy's CSV statistics, in configuration order. */
    static List<Long> responsesPerServer(String csv) {
        String[] lines = csv.split("\n");
        if (lines.length == 0 || !lines[0].startsWith("# ")) {
            throw new LaunchException("the load balancer's statistics are not HAProxy CSV: "
                    + csv.substring(0, Math.min(80, csv.length())));
        }
        List<String> header = Arrays.asList(lines[0].substring(2).split(",", -1));
        int proxy = header.indexOf("pxname");
        int server = header.indexOf("svname");
        List<Integer> counters = new ArrayList<>();
        for (String name : List.of("hrsp_1xx", "hrsp_2xx", "hrsp_3xx", "hrsp_4xx", "hrsp_5xx", "hrsp_other")) {
            int at = header.indexOf(name);
            if (at < 0) {
                throw new LaunchException("the load balancer's statistics have no " + name + " column: " + lines[0]);
            }
            counters.add(at);
        }
        Map<String, Long> out = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            String[] fields = lines[i].split(",", -1);
            if (fields.length < header.size() || !fields[proxy].equals(BACKEND)
                    || fields[server].equals("BACKEND") || fields[server].equals("FRONTEND")) {
                continue;
            }
            long responses = 0;
            for (int at : counters) {
                responses += fields[at].isEmpty() ? 0 : Long.parseLong(fields[at]);
            }
            out.put(fields[server], responses);
        }
        return List.copyOf(out.values());
    }

    @Override
    public void close() {
        child.stop(Duration.ofSeconds(10));
    }

    private void awaitStats(Duration timeout, String variant, List<String> command) {
        long deadline = System.nanoTime() + timeout.toNanos();
        LaunchException last = null;
        while (System.nanoTime() < deadline) {
            if (deathReason().isPresent()) {
                throw new LaunchException(deathReason().get() + " (variant " + variant + ")\ncommand: "
                        + String.join(" ", command) + "\nits output:\n" + logTail());
            }
            try {
                requestsPerBackend();
                return;
            } catch (LaunchException e) {
                last = e;
            }
            try {
                Thread.sleep(25);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                close();
                throw new LaunchException("interrupted while the load balancer started", e);
            }
        }
        close();
        throw new LaunchException("the load balancer of variant " + variant + " did not answer within " + timeout.toSeconds()
                + " s (" + (last == null ? "" : last.getMessage()) + ")\nits output:\n" + logTail());
    }

    private static String version(Path haproxy) {
        try {
            Process v = new ProcessBuilder(haproxy.toString(), "-v").redirectErrorStream(true).start();
            String out = new String(v.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            v.waitFor(10, TimeUnit.SECONDS);
            String first = out.lines().findFirst().orElse("HAProxy (version unknown)").strip();
            int link = first.indexOf(" - ");
            return link > 0 ? first.substring(0, link) : first;
        } catch (IOException e) {
            return "HAProxy (version unknown: " + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "HAProxy (version unknown)";
        }
    }
}
