package io.perfgate.perf.report;

import io.perfgate.perf.verdict.Numbers;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A table as every report prints it, in Markdown ({@link MarkdownTable}) and in HTML ({@link Html#table}): plain cell
 * text, escaped by the renderer. The first column is a label; how the others align, and which cells a renderer marks,
 * is the table's {@link Layout}.
 *
 * @param title  a heading for the table; may be empty
 * @param note   a line under the heading saying what the cells are; may be empty
 * @param header column names
 * @param rows   each as long as the header
 * @param layout how the columns read
 */
public record Table(String title, String note, List<String> header, List<List<String>> rows, Layout layout) {
    /** A number with an optional unit; a bound ({@code > +1000 %}, a capped detectable change) is one too. */
    private static final Pattern NUMBER = Pattern.compile("(> )?[+-]?[0-9][0-9.,]*( ?[A-Za-z/%]+)?");
    /** The perf report's cell where a run left out as invalid would have had its number; a placeholder like a number. */
    static final String INVALID_CELL = "invalid";

    /** How a table's columns read, which decides their alignment and which cells are marked. */
    public enum Layout {
        /**
         * A column is right-aligned when every cell is a number (or bound), a number with a unit, or a placeholder; no
         * cell is marked. The perf report's tables, one number a cell.
         */
        DETECTED,
        /**
         * The first column names the row, every other holds measured values, right-aligned even when a cell combines
         * several numbers ({@code 0.53 / 0.60 ms, 20 req/s}). A value opens with a number or {@link Numbers#MISSING};
         * a cell that opens with a letter says why there is no value ({@code INVALID (why)}, {@code not run}) and is
         * marked. The experiment reports' results.
         */
        VALUES,
        /**
         * A list of facts, a name and its text per row, every column left-aligned. HTML shows it without a header row,
         * each name heading its row; Markdown, which needs a header row, shows the header.
         */
        FACTS
    }

    public Table {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(note, "note");
        Objects.requireNonNull(layout, "layout");
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("table '" + title + "': row of " + header.size()
                        + " cells required, actual " + row.size() + ": " + row);
            }
        }
    }

    /** A table of the perf report's kind: {@link Layout#DETECTED}. */
    public Table(String title, String note, List<String> header, List<List<String>> rows) {
        this(title, note, header, rows, Layout.DETECTED);
    }

    /** Whether the column is right-aligned, as its {@link Layout} says. */
    public boolean numeric(int column) {
        if (column == 0) {
            return false;
        }
        return switch (layout) {
            case VALUES -> true;
            case FACTS -> false;
            case DETECTED -> rows.stream().map(row -> row.get(column)).allMatch(cell -> cell.equals(Numbers.MISSING)
                    || cell.equals(INVALID_CELL) || NUMBER.matcher(cell).matches());
        };
    }

    /** Whether the cell stands where a value belongs and says why there is none: only a {@link Layout#VALUES} table has such cells. */
    public boolean explainsMissing(int row, int column) {
        String cell = rows.get(row).get(column);
        return layout == Layout.VALUES && column > 0 && !cell.isEmpty() && Character.isLetter(cell.codePointAt(0));
    }
}
