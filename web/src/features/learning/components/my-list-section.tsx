import { BookmarkX } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';

import { useMyList } from '../api/get-my-list';
import { useRemoveBookmark } from '../api/remove-bookmark';
import { cardGridClasses, LearningCard } from './learning-card';
import { SectionHeading } from './section-heading';

/** Bookmarked videos ("Add to My List"), newest first, a page at a time, each with Remove. */
export function MyListSection({ userId }: { userId: number }) {
  const myList = useMyList(userId);
  const removeBookmark = useRemoveBookmark(userId);
  const bookmarks = myList.data?.pages.flatMap((page) => page.results) ?? [];
  const total = myList.data?.pages[0]?.count ?? 0;

  return (
    <section aria-labelledby="my-list" className="flex flex-col gap-4">
      <SectionHeading id="my-list" title="My List" count={myList.isSuccess ? total : undefined} />
      {myList.isPending ? (
        <Spinner label="Loading My List…" />
      ) : myList.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {myList.error.message}{' '}
          <button type="button" onClick={() => void myList.refetch()} className="font-medium underline">
            Try again
          </button>
        </p>
      ) : bookmarks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
          Nothing saved yet. Choose <span className="font-medium text-foreground">Add to My List</span> in a video’s
          menu to keep it here for later.
        </p>
      ) : (
        <>
          <ul className={cardGridClasses}>
            {bookmarks.map(({ video, added_at }) => (
              <li key={video.video_id}>
                <LearningCard
                  video={video}
                  actions={
                    <Button
                      variant="outline"
                      onClick={() => removeBookmark.mutate(video.video_id)}
                      disabled={removeBookmark.isPending && removeBookmark.variables === video.video_id}
                      aria-label={`Remove ${video.title || 'this video'} from My List`}
                      className="h-9 px-3"
                    >
                      <BookmarkX aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  }
                >
                  <p className="text-xs text-muted-foreground">Added {formatDate(added_at)}</p>
                </LearningCard>
              </li>
            ))}
          </ul>
          {removeBookmark.isError && (
            <p role="alert" className="text-sm text-destructive">
              {removeBookmark.error.message}
            </p>
          )}
          {myList.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void myList.fetchNextPage()}
              disabled={myList.isFetchingNextPage}
              className="self-center"
            >
              {myList.isFetchingNextPage ? 'Loading…' : `Show more (${total - bookmarks.length} left)`}
            </Button>
          )}
        </>
      )}
      {bookmarks.length === 0 && myList.isSuccess && (
        <Link to="/" className={buttonClasses('outline', 'self-start')}>
          Browse videos
        </Link>
      )}
    </section>
  );
}
