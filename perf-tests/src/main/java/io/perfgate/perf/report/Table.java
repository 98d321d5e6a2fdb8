package io.perfgate.perf.report;

import io.perfgate.perf.verdict.Numbers;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A table as both the Markdown summary and the HTML report print it: plain cell text, escaped by the
 * renderer. The first column is a label; the others are right-aligned where they hold numbers.
 *
 * @param title  a heading for the table
 * @param note   a line under the heading saying what the cells are; may be empty
 * @param header column names
 * @param rows   each as long as the header
 */
public record Table(String title, String note, List<String> header, List<List<String>> rows) {
    /** A number with an optional unit; a bound ({@code > +1000 %}, a capped detectable change) is one too. */
    private static final Pattern NUMBER = Pattern.compile("(> )?[+-]?[0-9][0-9.,]*( ?[A-Za-z/%]+)?");

    public Table {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(note, "note");
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("table '" + title + "': row of " + header.size()
                        + " cells required, actual " + row.size() + ": " + row);
            }
        }
    }

    /** A column is right-aligned when every cell is a number (or bound), a number with a unit, or a placeholder. */
    public boolean numeric(int column) {
        if (column == 0) {
            return false;
        }
        for (List<String> row : rows) {
            String cell = row.get(column);
            if (!cell.equals(Numbers.MISSING) && !cell.equals(Tables.INVALID_CELL) && !NUMBER.matcher(cell).matches()) {
                return false;
            }
        }
        return true;
    }
}
