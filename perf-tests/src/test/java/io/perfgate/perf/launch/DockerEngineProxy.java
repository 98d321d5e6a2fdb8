package io.perfgate.perf.launch;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A Docker endpoint that a test can take away and bring back: a Unix socket that forwards every
 * connection byte for byte to the real engine's socket. {@link #stop()} closes the socket, every open
 * connection and deletes the socket file, so that a client sees what it sees when the engine stops
 * (connection refused, streams cut); the engine itself and its containers keep running, which is what
 * lets the test check what the harness left behind. Never stops the machine's engine.
 */
public final class DockerEngineProxy implements AutoCloseable {
    private final Path socket;
    private final Path engine;
    private final List<SocketChannel> open = new ArrayList<>();
    private ServerSocketChannel server;
    private Thread acceptor;

    private DockerEngineProxy(Path socket, Path engine) {
        this.socket = socket;
        this.engine = engine;
    }

    /** A proxy at {@code socket} for the engine at {@code engine} (e.g. /var/run/docker.sock), already answering. */
    public static DockerEngineProxy start(Path socket, Path engine) throws IOException {
        DockerEngineProxy proxy = new DockerEngineProxy(socket, engine);
        proxy.resume();
        return proxy;
    }

    /** {@code unix:///...}: what DOCKER_HOST must say. */
    public String dockerHost() {
        return "unix://" + socket.toAbsolutePath();
    }

    /** The engine answers again (as after a restart). */
    public synchronized void resume() throws IOException {
        if (server != null) {
            return;
        }
        Files.deleteIfExists(socket);
        server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socket));
        ServerSocketChannel listening = server;
        acceptor = Thread.ofPlatform().daemon().name("docker-proxy-accept").start(() -> accept(listening));
    }

    /** The engine is gone: no new connection is accepted and every open one is cut. */
    public synchronized void stop() throws IOException {
        if (server == null) {
            return;
        }
        server.close();
        server = null;
        Files.deleteIfExists(socket);
        for (SocketChannel channel : open) {
            closeQuietly(channel);
        }
        open.clear();
    }

    private void accept(ServerSocketChannel listening) {
        while (listening.isOpen()) {
            SocketChannel client;
            SocketChannel upstream;
            try {
                client = listening.accept();
            } catch (IOException closed) {
                return;
            }
            try {
                upstream = SocketChannel.open(UnixDomainSocketAddress.of(engine));
            } catch (IOException e) {
                closeQuietly(client);
                continue;
            }
            synchronized (this) {
                if (server != listening) {
                    closeQuietly(client);
                    closeQuietly(upstream);
                    return;
                }
                open.add(client);
                open.add(upstream);
            }
            // Docker streams (logs, attach) are long-lived and go both ways: one pump per direction.
            Thread.ofPlatform().daemon().name("docker-proxy-up").start(() -> pump(client, upstream));
            Thread.ofPlatform().daemon().name("docker-proxy-down").start(() -> pump(upstream, client));
        }
    }

    private void pump(SocketChannel from, SocketChannel to) {
        ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
        try {
            while (from.read(buffer) >= 0) {
                buffer.flip();
                while (buffer.hasRemaining()) {
                    to.write(buffer);
                }
                buffer.clear();
            }
            to.shutdownOutput();
        } catch (IOException cut) {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private static void closeQuietly(SocketChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException {
        stop();
    }
}
