package io.perfgate.perf.report;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TableTest {
    private static final List<String> HEADER = List.of("users", "platform-own", "virtual-own");

    private static String markdown(Table table) {
        StringBuilder md = new StringBuilder();
        MarkdownTable.append(md, table);
        return md.toString();
    }

    private static String html(Table table) {
        StringBuilder html = new StringBuilder();
        Html.table(html, table, 4);
        return html.toString();
    }

    @Test
    void aDetectedTableRightAlignsOnlyTheColumnsOfNumbers() {
        Table table = new Table("Mean latency (ms)", "mean over valid trials, ms", List.of("scenario", "a", "b"),
                List.of(List.of("request-1", "0.123 ms", "fast"), List.of("request-2", "invalid", "slow")));

        assertEquals("""
                | scenario | a | b |
                | :--- | ---: | :--- |
                | request-1 | 0.123 ms | fast |
                | request-2 | invalid | slow |

                """, markdown(table));
        assertTrue(html(table).contains("<tr><td>request-2</td><td class=\"num\">invalid</td><td>slow</td></tr>"),
                html(table));
    }

    @Test
    void aValuesTableRightAlignsEveryValueAndMarksTheCellsThatSayWhyThereIsNone() {
        Table table = new Table("request-2: mean / p90 latency (ms)", "", HEADER, List.of(
                List.of("1", "0.216 / 0.389 ms, 4623.2 req/s", "– / 0.195 ms"),
                List.of("100", "INVALID (load generator blocked)", "not run (see Failures)")), Table.Layout.VALUES);

        assertEquals("""
                | users | platform-own | virtual-own |
                | :--- | ---: | ---: |
                | 1 | 0.216 / 0.389 ms, 4623.2 req/s | – / 0.195 ms |
                | 100 | INVALID (load generator blocked) | not run (see Failures) |

                """, markdown(table));
        assertEquals("""
                <h4>request-2: mean / p90 latency (ms)</h4>
                <div class="scroll"><table>
                <thead><tr><th>users</th><th>platform-own</th><th>virtual-own</th></tr></thead>
                <tbody>
                <tr><td>1</td><td class="num">0.216 / 0.389 ms, 4623.2 req/s</td><td class="num">– / 0.195 ms</td></tr>
                <tr><td>100</td><td class="invalid">INVALID (load generator blocked)</td><td class="invalid">not run (see Failures)</td></tr>
                </tbody>
                </table></div>
                """, html(table));
    }

    @Test
    void aFactsTableHasItsHeaderInMarkdownOnlyAndEachNameHeadsItsRowInHtml() {
        Table table = new Table("", "", List.of("what", ""), List.of(List.of("CPU", "AMD EPYC, 2 logical processors"),
                List.of("memory", "8.0 GiB")), Table.Layout.FACTS);

        assertEquals("""
                | what |  |
                | :--- | :--- |
                | CPU | AMD EPYC, 2 logical processors |
                | memory | 8.0 GiB |

                """, markdown(table));
        assertEquals("""
                <div class="scroll"><table class="facts">
                <tbody>
                <tr><th>CPU</th><td>AMD EPYC, 2 logical processors</td></tr>
                <tr><th>memory</th><td>8.0 GiB</td></tr>
                </tbody>
                </table></div>
                """, html(table));
    }

    @Test
    void cellsCannotBreakTheTableInEitherFormat() {
        Table table = new Table("", "", List.of("a", "b"), List.of(List.of("x | y\nz", "<script>")));

        assertTrue(markdown(table).contains("| x \\| y z | &lt;script&gt; |"), markdown(table));
        assertTrue(html(table).contains("<td>&lt;script&gt;</td>"), html(table));
    }

    @Test
    void aRowOfAnotherLengthThanTheHeaderIsRefusedWithTheTablesTitle() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Table("Machine", "", List.of("CPU", "cores"), List.of(List.of("AMD EPYC"))));

        assertEquals("table 'Machine': row of 2 cells required, actual 1: [AMD EPYC]", e.getMessage());
    }
}
