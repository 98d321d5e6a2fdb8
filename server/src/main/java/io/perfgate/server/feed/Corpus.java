package io.perfgate.server.feed;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

/** The synthetic posts and people Request-2 draws from, generated deterministically from a seed. */
record Corpus(List<Post> posts, List<Person> people) {
    static final int POSTS = 500;
    static final int PEOPLE = 200;
    /** Fixed lengths keep every feed's JSON size within a few bytes of the others. */
    static final int TITLE_CHARS = 48;
    static final int SUMMARY_CHARS = 264;
    static final int TAGS_PER_POST = 3;

    static final List<String> TAGS = List.of("java", "jvm", "http", "sqlite", "latency", "gc", "threads",
            "virtual", "json", "gson", "parsing", "benchmark", "hyperfoil", "wrk", "p99", "throughput",
            "docker", "cgroup", "linux", "kernel", "network", "tls", "cache", "rest");

    private static final List<String> WORDS = List.of("fast", "server", "request", "thread", "virtual", "pool",
            "latency", "tail", "queue", "socket", "parser", "token", "buffer", "heap", "young", "old", "region",
            "barrier", "lock", "monitor", "carrier", "scheduler", "budget", "baseline", "trial", "warm", "steady",
            "state", "outlier", "median", "histogram", "bucket", "percentile", "regression", "gate", "commit",
            "branch", "merge", "review", "fixture", "container", "image", "layer", "kernel", "page", "cache");
    private static final List<String> FIRST = List.of("Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald",
            "Frances", "John", "Margaret", "Niklaus", "Radia", "Tony", "Leslie", "Butler", "Liskov", "Ken");
    private static final List<String> LAST = List.of("Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov",
            "Knuth", "Allen", "Backus", "Hamilton", "Wirth", "Perlman", "Hoare", "Lamport", "Lampson", "Thompson");

    /**
     * @param tagMask    bit i set when the post carries {@code TAGS.get(i)}
     * @param popularity {@code 1 + ln(1 + likes)}: popularity counts logarithmically so a few viral
     *                   posts cannot crowd out interest
     */
    record Post(long id, String author, String title, String summary, List<String> tags, long tagMask,
                int likes, double popularity, boolean pinned) {
        Post {
            tags = List.copyOf(tags);
        }
    }

    record Person(String uuid, String name) {
    }

    Corpus {
        posts = List.copyOf(posts);
        people = List.copyOf(people);
    }

    static Corpus generate(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Post> posts = new ArrayList<>(POSTS);
        for (int i = 0; i < POSTS; i++) {
            List<String> tags = new ArrayList<>();
            long tagMask = 0;
            for (int tag : random.ints(0, TAGS.size()).distinct().limit(TAGS_PER_POST).toArray()) {
                tags.add(TAGS.get(tag));
                tagMask |= 1L << tag;
            }
            String author = name(random);
            String title = sentence(random, TITLE_CHARS);
            String summary = sentence(random, SUMMARY_CHARS);
            int likes = random.nextInt(100, 10_000);
            posts.add(new Post(1000 + i, author, title, summary, tags, tagMask, likes, 1 + Math.log1p(likes),
                    random.nextInt(50) == 0));
        }
        List<Person> people = new ArrayList<>(PEOPLE);
        for (int i = 0; i < PEOPLE; i++) {
            people.add(new Person(new UUID(random.nextLong(), random.nextLong()).toString(), name(random)));
        }
        return new Corpus(posts, people);
    }

    private static String name(SplittableRandom random) {
        return FIRST.get(random.nextInt(FIRST.size())) + " " + LAST.get(random.nextInt(LAST.size()));
    }

    /** Words up to exactly {@code length} characters, the first capitalised, padded with dots. */
    private static String sentence(SplittableRandom random, int length) {
        StringBuilder text = new StringBuilder(length);
        while (true) {
            String word = WORDS.get(random.nextInt(WORDS.size()));
            if (text.length() + 1 + word.length() > length - 1) {
                break;
            }
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(word);
        }
        text.setCharAt(0, Character.toUpperCase(text.charAt(0)));
        while (text.length() < length) {
            text.append('.');
        }
        return text.toString();
    }
}
