package io.perfgate.server;

import sun.misc.Signal;

import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Command-line entry: {@code java --enable-native-access=ALL-UNNAMED -jar perfgate-server.jar [options]}.
 * Exit codes: 0 after SIGTERM/SIGINT and a clean drain, 1 when the server cannot start (port, database),
 * 2 for an unknown or invalid option. Run with {@code --help} for the options.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws InterruptedException {
        List<String> arguments = List.of(args);
        if (Config.wantsHelp(arguments)) {
            System.out.print(Config.usage());
            return;
        }
        Config config;
        try {
            config = Config.parse(arguments, System.getenv());
        } catch (ConfigException e) {
            System.err.println("perfgate-server: " + e.getMessage());
            System.err.print(Config.usage());
            System.exit(2);
            return;
        }
        PerfgateServer server;
        try {
            server = PerfgateServer.start(config);
        } catch (UncheckedIOException | IllegalStateException | UnsupportedOperationException
                 | io.perfgate.server.store.StoreException e) {
            System.err.println("perfgate-server " + config.variant() + ": cannot start: " + e.getMessage());
            System.exit(1);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runnable stop = () -> {
            server.close();
            stopped.countDown();
        };
        // A shutdown hook covers System.exit and signals we do not handle ourselves.
        Runtime.getRuntime().addShutdownHook(new Thread(stop, "perfgate-shutdown"));
        // SIGTERM and SIGINT: drain, close the database, and exit 0 (the JVM's default would exit 143/130).
        // sun.misc.Signal is the JDK's supported critical API for this (module jdk.unsupported, JEP 260).
        for (String signal : List.of("TERM", "INT")) {
            try {
                // Not a daemon (it would inherit the signal thread's daemon flag): main returns as soon as
                // the server is closed, and the JVM must wait for this thread's last line and exit code.
                Signal.handle(new Signal(signal), received -> Thread.ofPlatform().daemon(false).name("perfgate-" + signal).start(() -> {
                    System.out.println("perfgate-server " + config.variant() + ": SIG" + signal
                            + " received, draining (at most " + PerfgateServer.DRAIN.toSeconds() + " s)");
                    stop.run();
                    System.out.println("perfgate-server " + config.variant() + ": stopped, database closed");
                    System.exit(0);
                }));
            } catch (IllegalArgumentException e) {
                // Only the exit code differs: the shutdown hook still drains and closes.
                System.err.println("perfgate-server: cannot handle SIG" + signal + " (" + e.getMessage()
                        + "); it will still drain and close, but exit with the JVM's default code");
            }
        }
        System.out.println(server.startLine());
        stopped.await();
    }
}
