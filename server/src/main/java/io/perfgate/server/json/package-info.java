/**
 * JSON for the server: the {@link io.perfgate.server.json.JsonCodec} contract and its two variants,
 * {@code own} (this package's recursive-descent parser and writer) and {@code gson} (Gson, made strict).
 *
 * <p>Both codecs follow the same rules, checked by {@code CodecDifferentialTest}:
 * <ul>
 *   <li>Input is one RFC 8259 JSON text in UTF-8 with nothing but whitespace after it. Invalid UTF-8
 *       (overlong forms, encoded surrogates, truncated sequences, bytes above U+10FFFF) is rejected; a
 *       leading byte order mark is ignored.</li>
 *   <li>Nesting is bounded: at most 256 arrays and objects inside each other; deeper input is a
 *       {@link io.perfgate.server.json.JsonException}, never a {@code StackOverflowError}.</li>
 *   <li>A number literal may be at most 1,000 characters long (Gson cannot read longer ones; the bound
 *       also caps the work of exact conversions).</li>
 *   <li>A {@code \}u escape that leaves a lone surrogate is rejected wherever it appears: such a string
 *       cannot be stored or sent as UTF-8.</li>
 *   <li>A member name may appear only once per object (RFC 8259 leaves duplicates unpredictable: two
 *       parsers could read different values from one document).</li>
 *   <li>Mapping to records is by component name, as Gson does: absent members leave a reference null and a
 *       primitive 0 or false; unknown members are ignored but still checked; JSON null for a primitive is an
 *       error. No coercion: a string component takes only a JSON string, a number or boolean component never
 *       a string. An int or long takes any whole number in range, including {@code 1.0} and {@code 1e2}
 *       (Gson's rule); a fraction or an out-of-range value is an error, as is a double beyond
 *       {@code Double.MAX_VALUE}.</li>
 *   <li>Output is compact, in component order, null components omitted (Gson's default); strings escaped
 *       as Gson escapes them with HTML escaping off; doubles as {@link java.lang.Double#toString(double)};
 *       NaN and infinities are refused.</li>
 * </ul>
 * Messages say what was expected, what was found and where: {@code expected ',' or '}' but found ']' at
 * line 4 column 16 path $.items[2].name}. They quote the document only through {@code Excerpt}: at most
 * 64 characters of a name, literal or path segment, then {@code …(N chars)}, since the server echoes them
 * in its 400 answers. Gson 2.13 refuses integers whose leading digits reach a multiple of 2^64 before the
 * last one (1 followed by 65 zeros); the {@code gson} codec reads such a refused document again with
 * those literals in scientific notation ({@code GsonLargeIntegers}), so both accept the same documents. The {@code own} codec maps records, {@code String}, {@code int
 * long double boolean} and their boxes, {@code List<T>}, {@code Map<String, T>} and {@code Object}.
 */
package io.perfgate.server.json;
