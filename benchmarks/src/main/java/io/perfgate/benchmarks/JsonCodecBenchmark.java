package io.perfgate.benchmarks;

import io.perfgate.server.api.Feed;
import io.perfgate.server.api.FeedRequest;
import io.perfgate.server.api.PublicationRequest;
import io.perfgate.server.json.JsonCodec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The server's JSON work per request, per codec: parse the Request-1 and Request-2 bodies, write the
 * Request-2 answer (a representative Feed of about 5 KB) and parse it back.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar JsonCodecBenchmark} (defaults below: 2 forks,
 * 5 warm-up and 5 measured iterations of 1 s; on a quiet machine). Time unit: nanoseconds per operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 2, jvmArgsAppend = "-Xmx512m")
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class JsonCodecBenchmark {

    @Param({"own", "gson"})
    public String codec;

    private JsonCodec json;
    private byte[] request1;
    private byte[] request2;
    private Feed feed;
    private byte[] feedBytes;

    @Setup
    public void setUp() {
        json = JsonCodec.named(codec);
        // Request-1: about 100 bytes, as a client sends it.
        request1 = utf8("{\"userUUID\": \"5f0c6d1e-8a4b-4c3d-9e2f-7a6b5c4d3e2f\", \"text\": \"Hello from the perf suite!\"}");
        // Request-2: about 55 bytes.
        request2 = utf8("{\"userUUID\": \"5f0c6d1e-8a4b-4c3d-9e2f-7a6b5c4d3e2f\"}");
        feed = representativeFeed();
        feedBytes = json.write(feed);
        if (!json.read(feedBytes, Feed.class).equals(feed)) {
            throw new IllegalStateException(codec + ": the feed does not survive a round trip");
        }
    }

    @Benchmark
    public PublicationRequest parseRequest1() {
        return json.read(request1, PublicationRequest.class);
    }

    @Benchmark
    public FeedRequest parseRequest2() {
        return json.read(request2, FeedRequest.class);
    }

    @Benchmark
    public byte[] writeFeed() {
        return json.write(feed);
    }

    @Benchmark
    public Feed parseFeed() {
        return json.read(feedBytes, Feed.class);
    }

    /** 20 items with 3-4 tags, 5 suggestions: about 5 KB of JSON, like the server's Request-2 answer. */
    static Feed representativeFeed() {
        List<Feed.FeedItem> items = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            List<String> tags = new ArrayList<>(List.of("java", "performance", "http"));
            if (i % 2 == 0) {
                tags.add("json");
            }
            items.add(new Feed.FeedItem(100_000L + i, "author-" + i, "Measuring request " + i + " under load",
                    "Summary of post " + i + ": \"quoted\", a tab\tand caf\u00e9 \u2013 real text.",
                    tags, i * 7, i * 1.25 + 0.5, i == 0));
        }
        List<Feed.Suggestion> suggestions = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            suggestions.add(new Feed.Suggestion("5f0c6d1e-8a4b-4c3d-9e2f-00000000000" + i, "User " + i, i * 3));
        }
        return new Feed("5f0c6d1e-8a4b-4c3d-9e2f-7a6b5c4d3e2f", 42, items, suggestions);
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
