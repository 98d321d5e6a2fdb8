package io.perfgate.perf.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Every self-contained HTML report of perfgate: one page that opens with no network (its styles, Chart.js, the charts'
 * data and report.js inline; a Content-Security-Policy forbids every fetch, so a mistake shows as a blank chart, not
 * as a silent request), its tables and its charts' figures, and text escaped for HTML.
 */
public final class Html {
    /**
     * Gson escapes {@code <}, {@code >}, {@code &}, {@code =} and {@code '}, so data cannot end the script; a null is
     * written, so that a point's {@code "y": null} (a gap) stays in the data as what it is.
     */
    private static final Gson GSON = new GsonBuilder().serializeNulls().create();
    private static final String CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            + "img-src data:";

    private Html() {
    }

    /**
     * The whole page: its head (the policy, {@code title}, the styles every page shares (page.css) and then the page's
     * own {@code stylesheet}, inline), {@code body} as given, then the charts' configurations, Chart.js and report.js,
     * which draws each chart into the canvas of its id.
     */
    public static String page(String title, String stylesheet, CharSequence body, List<Chart> charts) {
        StringBuilder html = new StringBuilder(body.length() + 300_000);
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"").append(CSP).append("\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape(title)).append("</title>\n<style>\n").append(resource(Html.class, "page.css"))
                .append(stylesheet)
                .append("</style>\n</head>\n<body>\n");
        html.append(body);
        html.append("<script type=\"application/json\" id=\"perfgate-data\">").append(GSON.toJson(data(charts)))
                .append("</script>\n");
        html.append("<script>\n").append(ChartJsLibrary.script()).append("\n</script>\n");
        html.append("<script>\n").append(resource(Html.class, "report.js")).append("</script>\n");
        html.append("</body>\n</html>\n");
        return html.toString();
    }

    private static JsonObject data(List<Chart> charts) {
        JsonArray array = new JsonArray();
        for (Chart chart : charts) {
            JsonObject o = new JsonObject();
            o.addProperty("id", chart.id());
            o.addProperty("title", chart.title());
            o.addProperty("kind", chart.kind().id());
            o.add("config", chart.config());
            array.add(o);
        }
        JsonObject data = new JsonObject();
        data.add("charts", array);
        return data;
    }

    /**
     * A table under its title (a heading of {@code level}, left out when the title is empty) and its note; the cells
     * aligned and marked as the table's {@link Table.Layout} says.
     */
    public static void table(StringBuilder html, Table table, int level) {
        if (!table.title().isEmpty()) {
            html.append("<h").append(level).append('>').append(escape(table.title())).append("</h").append(level).append(">\n");
        }
        if (!table.note().isEmpty()) {
            html.append("<p class=\"note\">").append(escape(table.note())).append("</p>\n");
        }
        if (table.layout() == Table.Layout.FACTS) {
            facts(html, table);
            return;
        }
        html.append("<div class=\"scroll\"><table>\n<thead><tr>");
        for (String h : table.header()) {
            html.append("<th>").append(escape(h)).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        for (int r = 0; r < table.rows().size(); r++) {
            html.append("<tr>");
            List<String> cells = table.rows().get(r);
            for (int c = 0; c < cells.size(); c++) {
                String css = table.explainsMissing(r, c) ? " class=\"invalid\"" : table.numeric(c) ? " class=\"num\"" : "";
                html.append("<td").append(css).append('>').append(escape(cells.get(c))).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    /** Facts read down the page, each name heading its row; their header says nothing a reader needs. */
    private static void facts(StringBuilder html, Table table) {
        html.append("<div class=\"scroll\"><table class=\"facts\">\n<tbody>\n");
        for (List<String> row : table.rows()) {
            html.append("<tr><th>").append(escape(row.getFirst())).append("</th>");
            row.subList(1, row.size()).forEach(cell -> html.append("<td>").append(escape(cell)).append("</td>"));
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    /** A chart's figure: its title over its canvas. */
    public static void figure(StringBuilder html, Chart chart, String cssClass) {
        openFigure(html, "", cssClass, chart.title());
        canvas(html, chart);
        html.append("</figure>\n");
    }

    /** A figure's start and its caption; {@code id} and {@code cssClass} are left out when empty. The caller closes it. */
    static void openFigure(StringBuilder html, String id, String cssClass, String title) {
        html.append("<figure");
        if (!id.isEmpty()) {
            html.append(" id=\"").append(escape(id)).append('"');
        }
        if (!cssClass.isEmpty()) {
            html.append(" class=\"").append(escape(cssClass)).append('"');
        }
        html.append("><figcaption>").append(escape(title)).append("</figcaption>");
    }

    /** The canvas report.js draws the chart into, in a box that gives it its height. */
    static void canvas(StringBuilder html, Chart chart) {
        html.append("<div class=\"canvas-box\"><canvas id=\"").append(escape(chart.id())).append("\"></canvas></div>");
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
