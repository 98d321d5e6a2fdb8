package io.perfgate.perf.sut;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One YAML mapping of a description file, read field by field: every value is type-checked where it is read, and
 * every failure names the file, the line and column (1-based), the field's path ({@code start.args[1]}) and what
 * was required. SnakeYAML's node tree keeps the positions that a data binder would lose.
 */
public final class YamlMap {
    private final Path file;
    private final String path;
    private final Node node;
    private final Map<String, Node> entries = new LinkedHashMap<>();
    private final Map<String, Node> keys = new LinkedHashMap<>();

    private YamlMap(Path file, String path, Node node) {
        this.file = file;
        this.path = path;
        this.node = node;
    }

    /**
     * The YAML document of {@code file} as a node tree, duplicate keys refused.
     *
     * @param notFound what a missing file means and how to name another, e.g. "the description ... was not found"
     * @param expected what the file must hold, for the message about an empty file
     * @throws SystemException the file is missing, unreadable, not YAML or empty; the message names file, line and column
     */
    public static Node compose(Path file, String notFound, String expected) {
        Node root;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            LoaderOptions options = new LoaderOptions();
            options.setAllowDuplicateKeys(false);
            root = new Yaml(options).compose(in);
        } catch (NoSuchFileException e) {
            throw new SystemException(file + ": " + notFound, e);
        } catch (MarkedYAMLException e) {
            throw SystemException.at(file, e.getProblemMark().getLine() + 1, e.getProblemMark().getColumn() + 1, "",
                    "not valid YAML: " + e.getProblem());
        } catch (YAMLException | IOException e) {
            throw new SystemException(file + ": cannot be read: " + e.getMessage(), e);
        }
        if (root == null) {
            throw SystemException.at(file, 1, 1, "", "required " + expected + ", actual: an empty file");
        }
        return root;
    }

    /** {@code node} as a mapping with string keys, each once; a null node (an empty value) is an empty mapping. */
    public static YamlMap of(Path file, String path, Node node) {
        YamlMap map = new YamlMap(file, path, node);
        if (node == null || isNull(node)) {
            return map;
        }
        if (!(node instanceof MappingNode mapping)) {
            throw map.error(node, path, "required a mapping (key: value lines), actual: " + kind(node));
        }
        for (NodeTuple tuple : mapping.getValue()) {
            Node key = tuple.getKeyNode();
            if (!(key instanceof ScalarNode scalar) || isNull(key)) {
                throw map.error(key, path, "required a plain key, actual: " + kind(key));
            }
            if (map.entries.containsKey(scalar.getValue())) {
                throw map.error(key, map.field(scalar.getValue()), "duplicate key (first at line "
                        + (map.keys.get(scalar.getValue()).getStartMark().getLine() + 1) + ")");
            }
            map.entries.put(scalar.getValue(), tuple.getValueNode());
            map.keys.put(scalar.getValue(), key);
        }
        return map;
    }

    /** The keys in the file's order. */
    public List<String> keys() {
        return List.copyOf(entries.keySet());
    }

    public boolean has(String key) {
        return entries.containsKey(key) && !isNull(entries.get(key));
    }

    public String field(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** Fails on the first key not in {@code known}, naming the known ones (a typo must not be ignored). */
    public YamlMap only(String... known) {
        Set<String> allowed = new LinkedHashSet<>(List.of(known));
        for (Map.Entry<String, Node> key : keys.entrySet()) {
            if (!allowed.contains(key.getKey())) {
                throw error(key.getValue(), field(key.getKey()), "unknown field; known fields here: " + String.join(", ", allowed));
            }
        }
        return this;
    }

    public Node required(String key) {
        if (keys.containsKey(key) && !has(key)) {
            throw error(keys.get(key), field(key), "required a value, actual: nothing (an empty value)");
        }
        if (!has(key)) {
            throw error(node, field(key), "required, actual: missing");
        }
        return entries.get(key);
    }

    public YamlMap map(String key) {
        return YamlMap.of(file, field(key), required(key));
    }

    public YamlMap optionalMap(String key) {
        return YamlMap.of(file, field(key), entries.get(key));
    }

    public String string(String key) {
        return string(required(key), field(key));
    }

    public Optional<String> optionalString(String key) {
        return has(key) ? Optional.of(string(key)) : Optional.empty();
    }

    /** A list of strings; absent or empty: none. */
    public List<String> strings(String key) {
        if (!has(key)) {
            return List.of();
        }
        Node value = entries.get(key);
        if (!(value instanceof SequenceNode sequence)) {
            throw error(value, field(key), "required a list of strings ([a, b] or '- a' lines), actual: " + kind(value));
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < sequence.getValue().size(); i++) {
            out.add(string(sequence.getValue().get(i), field(key) + "[" + i + "]"));
        }
        return out;
    }

    /** A mapping of strings to strings; absent: none. */
    public Map<String, String> stringMap(String key) {
        YamlMap inner = optionalMap(key);
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : inner.keys()) {
            out.put(k, inner.string(k));
        }
        return out;
    }

    public int integer(String key, int fallback, int min) {
        if (!has(key)) {
            return fallback;
        }
        Node value = entries.get(key);
        if (!(value instanceof ScalarNode scalar) || !value.getTag().equals(Tag.INT)) {
            throw error(value, field(key), "required a whole number >= " + min + ", actual: " + kind(value));
        }
        int n;
        try {
            n = Integer.parseInt(scalar.getValue());
        } catch (NumberFormatException e) {
            throw error(value, field(key), "required a whole number >= " + min + ", actual: " + scalar.getValue());
        }
        if (n < min) {
            throw error(value, field(key), "required a whole number >= " + min + ", actual: " + n);
        }
        return n;
    }

    public double positive(String key, double fallback) {
        if (!has(key)) {
            return fallback;
        }
        Node value = entries.get(key);
        if (!(value instanceof ScalarNode scalar) || !(value.getTag().equals(Tag.INT) || value.getTag().equals(Tag.FLOAT))) {
            throw error(value, field(key), "required a number > 0, actual: " + kind(value));
        }
        double d = Double.parseDouble(scalar.getValue());
        if (!(d > 0) || Double.isInfinite(d)) {
            throw error(value, field(key), "required a number > 0, actual: " + scalar.getValue());
        }
        return d;
    }

    public Node node(String key) {
        return entries.get(key);
    }

    public Node keyNode(String key) {
        return keys.get(key);
    }

    Node node() {
        return node;
    }

    public SystemException error(Node at, String fieldPath, String problem) {
        Node where = at != null ? at : node;
        int line = where == null ? 1 : where.getStartMark().getLine() + 1;
        int column = where == null ? 1 : where.getStartMark().getColumn() + 1;
        return SystemException.at(file, line, column, fieldPath, problem);
    }

    /** Any scalar but null reads as its text: {@code cpus: 1} and {@code cpus: "1"} are the same. */
    private String string(Node value, String fieldPath) {
        if (!(value instanceof ScalarNode scalar) || isNull(value)) {
            throw error(value, fieldPath, "required a string, actual: " + kind(value));
        }
        return scalar.getValue();
    }

    private static boolean isNull(Node node) {
        return node.getTag().equals(Tag.NULL);
    }

    /** How a value reads in a message: "a mapping", "a list", "nothing (null)", "the number 5". */
    static String kind(Node node) {
        if (node == null || isNull(node)) {
            return "nothing (an empty value)";
        }
        if (node instanceof MappingNode) {
            return "a mapping";
        }
        if (node instanceof SequenceNode) {
            return "a list";
        }
        ScalarNode scalar = (ScalarNode) node;
        if (node.getTag().equals(Tag.STR)) {
            return "the string '" + scalar.getValue() + "'";
        }
        if (node.getTag().equals(Tag.BOOL)) {
            return "the boolean " + scalar.getValue();
        }
        return "the number " + scalar.getValue();
    }
}
