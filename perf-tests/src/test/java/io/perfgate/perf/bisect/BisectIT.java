package io.perfgate.perf.bisect;

import io.perfgate.perf.bisect.StepOutcome.Finding;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.sut.GitRepository;
import io.perfgate.perf.sut.Systems;
import io.perfgate.perf.verdict.Outcome;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bin/perfgate bisect} end to end on a generated history: a team's repository in a temporary directory holding a
 * tiny HTTP server (one source file, built by {@code server.build}: javac and jar) and its description, 16 commits.
 * Commit 10 keeps a 64 KiB buffer per request (allocated bytes per request grow many times over, a step no noise
 * hides); commit 7 does not compile (commit 8 repairs it), and it is the first revision the search picks. Quick
 * profile, process launcher, four trial pairs on one boot pair per step: about a minute on a 2-vCPU machine (four
 * comparisons and six builds).
 */
class BisectIT {
    private static final String SERVER = """
            import com.sun.net.httpserver.HttpServer;
            import java.io.OutputStream;
            import java.net.InetSocketAddress;
            import java.nio.charset.StandardCharsets;

            public final class Server {
                static final String VERSION = "@VERSION@";
                /** The last request's buffer: kept, so no compiler can drop its allocation. */
                static volatile byte[] last;

                public static void main(String[] args) throws Exception {
                    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[0])), 0);
                    byte[] body = "hello\\n".getBytes(StandardCharsets.UTF_8);
                    server.createContext("/health", exchange -> {
                        exchange.sendResponseHeaders(200, -1);
                        exchange.close();
                    });
                    server.createContext("/hello", exchange -> {
                        @WORK@
                        exchange.sendResponseHeaders(200, body.length);
                        try (OutputStream out = exchange.getResponseBody()) {
                            out.write(body);
                        }
                    });
                    server.start();
                }
            }
            """;
    private static final String BUILD = """
            mkdir -p build/classes
            "$JAVA_HOME/bin/javac" -d build/classes Server.java
            "$JAVA_HOME/bin/jar" --create --file build/server.jar --main-class Server -C build/classes .
            """;
    private static final String DESCRIPTION = """
            name: tiny
            server:
              jar: build/server.jar
              build: [./build.sh]
            start:
              args: ["{port}"]
              # Without escape analysis every allocation the code asks for is counted, the same in every boot.
              jvmOptions: [-Xms64m, -Xmx64m, -XX:+UseSerialGC, -XX:-DoEscapeAnalysis]
            ready:
              http: /health
              timeout: 30s
            resources:
              cpus: "1"
            variants:
              one: {}
            scenarios:
              hello: {file: hello.hf.yaml, requestsPerUser: 1, rate: 500}
            """;
    private static final String SCENARIO = """
            name: hello
            threads: !param THREADS 1
            http:
              host: !param HOST http://127.0.0.1:8080
              sharedConnections: !param CONNECTIONS 1
              requestTimeout: !param REQUEST_TIMEOUT 5s
            phases:
            - open:
                constantRate:
                  usersPerSec: !param USERS_PER_SEC 500
                  maxSessions: !param MAX_SESSIONS 100
                  variance: false
                  duration: !param DURATION 5s
                  scenario: &scenario
                  - hello:
                    - httpRequest:
                        GET: /hello
                        metric: hello
            - closed:
                always:
                  users: !param USERS 1
                  duration: !param DURATION 5s
                  scenario: *scenario
            """;
    private static final int COMMITS = 15;
    private static final int BROKEN = 7;
    private static final int REGRESSION = 10;

    @TempDir
    Path temp;

    @Test
    void namesTheCommitThatAddedAnAllocationAndSkipsTheOneThatDoesNotCompile() throws IOException {
        GitRepository repo = GitRepository.init(temp.resolve("service"));
        repo.write("perfgate.yaml", DESCRIPTION);
        repo.write("hello.hf.yaml", SCENARIO);
        repo.script("build.sh", BUILD);
        repo.write("baselines/thresholds.json", Files.readString(Systems.perfgate().baselines().resolve("thresholds.json")));
        repo.write("Server.java", server(0));
        repo.commit("c00: a tiny server");
        repo.git("tag", "good");
        for (int i = 1; i <= COMMITS; i++) {
            repo.write("Server.java", server(i));
            repo.commit(String.format("c%02d: %s", i, i == BROKEN ? "half a refactoring (does not compile)"
                    : i == BROKEN + 1 ? "the refactoring's other half" : i == REGRESSION
                    ? "keep each request's buffer (64 KiB)" : "version " + i));
        }
        Map<String, String> properties = Map.of(
                "perf.system", repo.top().resolve("perfgate.yaml").toString(),
                "perf.launcher", "process",
                "perf.profile", "quick",
                "perf.trials", "4",
                "perf.reference.bootPairs", "1",
                // The steps decide on allocated bytes, which no other load on the machine changes: a pair is not
                // measured again for CPU taken from the load generator (time metrics then read disturbed, unused).
                "perf.maxStolenFraction", "1",
                "perf.work.dir", temp.resolve("work").toString());
        Bisect.Options options = Bisect.Options.parse(List.of("--good", "good", "--bad", "main", "--metric",
                Metric.ALLOCATED_BYTES_PER_REQUEST.id(), "--report", temp.resolve("report").toString()));
        long start = System.nanoTime();

        BisectReport report = Bisect.run(options, name -> properties.containsKey(name) ? properties.get(name)
                : System.getProperty(name), System.out);

        System.out.printf("[bisect] the generated history took %.0f s to bisect%n", (System.nanoTime() - start) / 1e9);
        Bisection.Result result = report.result();
        requireDecided(result);
        assertEquals(Bisection.Status.FOUND, result.status(), result.conclusion());
        assertEquals(String.format("c%02d: keep each request's buffer (64 KiB)", REGRESSION),
                result.firstBadCommit().orElseThrow().subject());
        Bisection.Step skipped = result.steps().getFirst();
        assertEquals(String.format("c%02d", BROKEN), skipped.revision().subject().substring(0, 3));
        assertEquals(Finding.UNBUILDABLE, skipped.outcome().finding(), skipped.outcome().summary());
        assertEquals(1, result.steps().stream().filter(s -> s.outcome().finding() == Finding.UNBUILDABLE).count());
        assertEquals(Outcome.REGRESSION, result.firstBadStep().orElseThrow().outcome().verdict().orElseThrow()
                .metric(Metric.ALLOCATED_BYTES_PER_REQUEST).orElseThrow().outcome());
        String md = Files.readString(temp.resolve("report").resolve(BisectReport.MARKDOWN));
        assertTrue(md.contains("**First bad commit: " + result.firstBadCommit().orElseThrow().shortCommit()), md);
        assertTrue(md.contains("| unbuildable |"), md);
        assertTrue(Files.isRegularFile(temp.resolve("report").resolve(BisectReport.JSON)));
        assertTrue(Files.isRegularFile(result.firstBadStep().orElseThrow().outcome().reports().orElseThrow()
                .resolve("perfgate").resolve("summary.md")), "each step's own reports");
    }

    private static String server(int commit) {
        String work = commit >= REGRESSION ? "last = new byte[64 * 1024];" : "";
        String source = SERVER.replace("@VERSION@", String.format("v%02d", commit)).replace("@WORK@", work);
        return commit == BROKEN ? source.replace("server.start();", "server.start(") : source;
    }

    /** A saturated machine makes trials INVALID: a harness condition this test cannot judge, said loudly. */
    private static void requireDecided(Bisection.Result result) {
        boolean invalid = result.steps().stream().anyMatch(s -> s.outcome().summary().startsWith("INVALID"));
        if (result.status() == Bisection.Status.UNDECIDED && invalid) {
            String message = "INVALID trials (the machine is too busy for the quick profile): the bisection was NOT tested";
            System.out.println("[perf] ******** " + message + " ********");
            Assumptions.abort(message);
        }
    }
}
