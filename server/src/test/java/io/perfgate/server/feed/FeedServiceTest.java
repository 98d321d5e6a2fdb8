package io.perfgate.server.feed;

import io.perfgate.server.api.Feed;
import io.perfgate.server.json.JsonCodec;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FeedServiceTest {
    private static final UUID READER = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    private final FeedService feeds = new FeedService();

    @Test
    void theSameReaderGetsTheSameFeedEvenFromAnotherServer() {
        assertEquals(feeds.feedFor(READER), new FeedService().feedFor(READER));
    }

    @Test
    void differentReadersGetDifferentFeeds() {
        assertNotEquals(feeds.feedFor(READER).items(),
                feeds.feedFor(UUID.fromString("00000000-0000-4000-8000-000000000001")).items());
    }

    @Test
    void aFeedHoldsItsItemsBestFirstAndDistinctSuggestions() {
        Feed feed = feeds.feedFor(READER);
        assertEquals(READER.toString(), feed.userUUID());
        assertEquals(FeedService.ITEMS, feed.items().size());
        assertEquals(FeedService.SUGGESTIONS, feed.suggestions().stream().map(Feed.Suggestion::userUUID).distinct().count());
        for (int i = 1; i < feed.items().size(); i++) {
            assertTrue(feed.items().get(i - 1).score() >= feed.items().get(i).score(), "items sorted by score");
        }
    }

    @Test
    void everyFeedIsAbout4_5To5KilobytesOfJson() {
        JsonCodec gson = JsonCodec.named("gson");
        SplittableRandom random = new SplittableRandom(7);
        int smallest = Integer.MAX_VALUE;
        int largest = 0;
        for (int i = 0; i < 500; i++) {
            int size = gson.write(feeds.feedFor(new UUID(random.nextLong(), random.nextLong()))).length;
            smallest = Math.min(smallest, size);
            largest = Math.max(largest, size);
        }
        String range = smallest + ".." + largest + " bytes";
        assertTrue(smallest >= 4500 && largest <= 5000, "required 4500..5000 bytes, actual " + range);
    }
}
