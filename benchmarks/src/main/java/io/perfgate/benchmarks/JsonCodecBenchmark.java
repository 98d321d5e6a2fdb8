package io.perfgate.benchmarks;

import io.perfgate.server.api.Feed;
import io.perfgate.server.api.FeedRequest;
import io.perfgate.server.api.Messages;
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
import java.util.concurrent.TimeUnit;

/**
 * The server's JSON work per request, per codec: parse the Request-1 and Request-2 bodies, write the
 * Request-2 answer (a representative Feed of about 5 KB) and parse it back. The documents are the codec tests' own
 * ({@link Messages}, from the server's test-jar).
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
        request1 = utf8(Messages.REQUEST_1);
        request2 = utf8(Messages.REQUEST_2);
        feed = Messages.feed();
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

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
