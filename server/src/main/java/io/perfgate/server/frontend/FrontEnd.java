package io.perfgate.server.frontend;

import io.perfgate.server.Config;
import io.perfgate.server.http.Dispatcher;

import java.io.IOException;
import java.time.Duration;

/**
 * An HTTP front end: accepts connections, parses HTTP/1.1 with its library, hands every request to the one
 * {@link Dispatcher} and writes its answer back. Which one runs is the variant's io axis ({@link Config.Io}).
 */
public interface FrontEnd {

    /**
     * Binds the configured address and starts serving.
     *
     * @throws IOException when the address cannot be bound
     * @throws IllegalStateException when the JDK server of this JVM already runs with other limits
     */
    static FrontEnd start(Config config, Dispatcher dispatcher) throws IOException {
        return switch (config.io()) {
            case JDK -> JdkFrontEnd.start(config, dispatcher);
            case BLOCKING -> BlockingFrontEnd.start(config, dispatcher);
            case NONBLOCKING -> NettyFrontEnd.start(config, dispatcher);
        };
    }

    /** The bound port (the actual one when the configuration asked for 0). */
    int port();

    /**
     * Stops accepting connections, lets requests already received finish and their answers go out for at
     * most {@code drain}, then closes every connection and ends the front end's threads. Returns after that.
     */
    void stop(Duration drain);
}
