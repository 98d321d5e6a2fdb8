package io.perfgate.perf.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** A loopback port nobody listens on right now (the server binds it a moment later). */
final class FreePort {
    private FreePort() {
    }

    /** A free loopback port other than {@code taken} (two finds in a row may return the same port). */
    static int findOther(int taken) {
        for (int i = 0; i < 10; i++) {
            int port = find();
            if (port != taken) {
                return port;
            }
        }
        throw new IllegalStateException("no free loopback port other than " + taken + " after 10 attempts");
    }

    static int find() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free loopback port", e);
        }
    }
}
