package io.perfgate.perf.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chart.js, read from its WebJar on the classpath, ready to inline in a {@code <script>} element: every page
 * {@link Html#page} writes carries it, since a report must open with no network, so nothing is loaded from anywhere at
 * view time. Its version is public: a page names the library it embeds.
 */
public final class ChartJsLibrary {
    private static final String POM_PROPERTIES = "META-INF/maven/org.webjars.npm/chart.js/pom.properties";
    private static final String SCRIPT = "META-INF/resources/webjars/chart.js/%s/dist/chart.umd.min.js";
    private static final Pattern BANNER = Pattern.compile("(?s)/\\*!.*?\\*/");
    private static final Pattern URL_SCHEME = Pattern.compile("https?://");
    /** A source map points at a file that is not in the report; browsers would try to fetch it. */
    private static final Pattern SOURCE_MAP = Pattern.compile("(?m)^//# sourceMappingURL=.*$");

    private static volatile String cached;

    private ChartJsLibrary() {
    }

    public static String version() {
        Properties properties = new Properties();
        try (InputStream in = resource(POM_PROPERTIES)) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + POM_PROPERTIES + " from the classpath", e);
        }
        return properties.getProperty("version");
    }

    static String script() {
        String script = cached;
        if (script == null) {
            script = load();
            cached = script;
        }
        return script;
    }

    private static String load() {
        String path = SCRIPT.formatted(version());
        String text;
        try (InputStream in = resource(path)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path + " from the classpath", e);
        }
        // Licence banners (Chart.js and the bundled @kurkle/color) name their project page: keep the text,
        // drop the scheme. Any URL left elsewhere stops the build below.
        Matcher banners = BANNER.matcher(SOURCE_MAP.matcher(text).replaceAll(""));
        StringBuilder cleaned = new StringBuilder(text.length());
        while (banners.find()) {
            banners.appendReplacement(cleaned, Matcher.quoteReplacement(URL_SCHEME.matcher(banners.group()).replaceAll("")));
        }
        banners.appendTail(cleaned);
        String body = cleaned.toString();
        Matcher url = URL_SCHEME.matcher(body);
        if (url.find()) {
            throw new IllegalStateException(path + " contains a URL at offset " + url.start()
                    + "; the report must not reference the network: check this Chart.js version before using it");
        }
        if (body.toLowerCase(Locale.ROOT).contains("</script")) {
            throw new IllegalStateException(path + " contains '</script', which would end the inline script early");
        }
        return body;
    }

    private static InputStream resource(String path) {
        InputStream in = ChartJsLibrary.class.getClassLoader().getResourceAsStream(path);
        if (in == null) {
            throw new IllegalStateException(path + " is not on the classpath: the org.webjars.npm:chart.js dependency "
                    + "of perf-tests is required to write report.html");
        }
        return in;
    }
}
