package io.perfgate.perf.experiment;

import java.util.List;
import java.util.Objects;

/**
 * A results table of an experiment report, as text cells: the Markdown and the HTML report print the same cells.
 *
 * @param title  what the cells hold, with units
 * @param note   how the cells were computed; empty when the table before says it
 * @param header column names; the first column names the rows
 * @param rows   one list of cells per row, as many as the header
 */
record Table(String title, String note, List<String> header, List<List<String>> rows) {
    Table {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(note, "note");
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("table '" + title + "' has " + header.size() + " columns, a row has "
                        + row.size() + ": " + row);
            }
        }
    }
}
