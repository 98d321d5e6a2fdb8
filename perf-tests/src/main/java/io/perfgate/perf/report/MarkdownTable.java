package io.perfgate.perf.report;

import java.util.List;

/**
 * A {@link Table} in Markdown (GitHub's tables): the header row, the alignment row as the table's layout says, one line
 * a row, then a blank line. Its title and note are the caller's to place, under a heading or in bold, as its document's
 * outline asks.
 */
public final class MarkdownTable {
    private MarkdownTable() {
    }

    public static void append(StringBuilder md, Table table) {
        md.append('|');
        for (String h : table.header()) {
            md.append(' ').append(escape(h)).append(" |");
        }
        md.append("\n|");
        for (int i = 0; i < table.header().size(); i++) {
            md.append(table.numeric(i) ? " ---: |" : " :--- |");
        }
        md.append('\n');
        for (List<String> row : table.rows()) {
            md.append('|');
            for (String cell : row) {
                md.append(' ').append(escape(cell)).append(" |");
            }
            md.append('\n');
        }
        md.append('\n');
    }

    /** Table cells stay on one line and cannot close the table or open HTML. */
    public static String escape(String text) {
        return text.replace("\\", "\\\\").replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\r", " ").replace("\n", " ");
    }
}
