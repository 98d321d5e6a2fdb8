package io.perfgate.server.feed;

import io.perfgate.server.api.Feed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Request-2: a feed computed from a synthetic corpus held in memory, without the database. The corpus
 * is generated once at start from a fixed seed, so every server (and every run) holds the same data;
 * a reader's feed is selected and scored by weights derived from the reader's UUID, so the same UUID
 * always gets the same feed. The answer is about 4.5-5 KB of JSON.
 */
public final class FeedService {
    /** Items per feed and suggestions per feed: together they set the answer's size (about 4.7 KB). */
    static final int ITEMS = 9;
    static final int SUGGESTIONS = 6;
    /** The corpus generation: the seed of the synthetic data; part of every answer. */
    static final long GENERATION = 1;

    private final Corpus corpus;

    public FeedService() {
        this.corpus = Corpus.generate(GENERATION);
    }

    /** The feed of one reader: the {@link #ITEMS} best-scored posts, best first, and some people to follow. */
    public Feed feedFor(UUID reader) {
        double[] interest = interestOf(reader);
        List<Corpus.Post> posts = corpus.posts();
        // Top-k by insertion: best[0] is the highest; a later post must score strictly higher to displace
        // an earlier one, so ties resolve by corpus order and the feed stays deterministic.
        int[] best = new int[ITEMS];
        double[] bestScores = new double[ITEMS];
        Arrays.fill(bestScores, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < posts.size(); i++) {
            Corpus.Post post = posts.get(i);
            double affinity = 0;
            for (long tags = post.tagMask(); tags != 0; tags &= tags - 1) {
                affinity += interest[Long.numberOfTrailingZeros(tags)];
            }
            double score = affinity * post.popularity() + (post.pinned() ? 5 : 0);
            int at = ITEMS;
            while (at > 0 && score > bestScores[at - 1]) {
                at--;
            }
            if (at < ITEMS) {
                System.arraycopy(best, at, best, at + 1, ITEMS - at - 1);
                System.arraycopy(bestScores, at, bestScores, at + 1, ITEMS - at - 1);
                best[at] = i;
                bestScores[at] = score;
            }
        }
        List<Feed.FeedItem> items = new ArrayList<>(ITEMS);
        for (int rank = 0; rank < ITEMS; rank++) {
            Corpus.Post post = posts.get(best[rank]);
            // Two decimals (scores lie in 0..40) keep the number short and its JSON form free of exponents.
            double score = Math.round(bestScores[rank] * 100) / 100.0;
            items.add(new Feed.FeedItem(post.id(), post.author(), post.title(), post.summary(), post.tags(),
                    post.likes(), score, post.pinned()));
        }
        return new Feed(reader.toString(), GENERATION, List.copyOf(items), suggestionsFor(reader));
    }

    private List<Feed.Suggestion> suggestionsFor(UUID reader) {
        List<Corpus.Person> people = corpus.people();
        SplittableRandom random = new SplittableRandom(reader.getLeastSignificantBits());
        List<Feed.Suggestion> suggestions = new ArrayList<>(SUGGESTIONS);
        for (int index : random.ints(0, people.size()).distinct().limit(SUGGESTIONS).toArray()) {
            Corpus.Person person = people.get(index);
            suggestions.add(new Feed.Suggestion(person.uuid(), person.name(), 1 + random.nextInt(99)));
        }
        return List.copyOf(suggestions);
    }

    private double[] interestOf(UUID reader) {
        SplittableRandom random = new SplittableRandom(reader.getMostSignificantBits() ^ reader.getLeastSignificantBits());
        double[] interest = new double[Corpus.TAGS.size()];
        for (int i = 0; i < interest.length; i++) {
            interest[i] = random.nextDouble() * random.nextDouble();
        }
        return interest;
    }
}
