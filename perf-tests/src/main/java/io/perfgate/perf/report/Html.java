package io.perfgate.perf.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** What every self-contained HTML report of perfgate needs: text escaped for HTML, and its own CSS and scripts inlined. */
public final class Html {
    private Html() {
    }

    /** {@code text} safe inside an element or a quoted attribute. */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char ch : text.toCharArray()) {
            switch (ch) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(ch);
            }
        }
        return out.toString();
    }

    /** The text of resource {@code name} beside {@code owner} (its package's directory on the classpath). */
    public static String resource(Class<?> owner, String name) {
        String where = owner.getPackageName().replace('.', '/') + "/" + name;
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + where + " is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read resource " + where, e);
        }
    }
}
