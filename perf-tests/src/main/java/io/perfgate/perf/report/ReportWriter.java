package io.perfgate.perf.report;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How every report file is written: its directory created when missing, a file of the same name replaced, and a
 * failure thrown as a {@link ReportException} that names the file.
 */
public final class ReportWriter {
    /** What goes into a file that is not text (an image an encoder writes). */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private ReportWriter() {
    }

    /** Writes {@code text} as UTF-8; returns {@code file}. */
    public static Path write(Path file, String text) {
        return write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Writes what {@code content} puts out; returns {@code file}. */
    public static Path write(Path file, Content content) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            try (OutputStream out = Files.newOutputStream(file)) {
                content.writeTo(out);
            }
            return file;
        } catch (IOException e) {
            throw new ReportException("cannot write " + file + ": " + e, e);
        }
    }
}
