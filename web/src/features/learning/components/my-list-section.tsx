import { BookmarkX } from '@/components/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { showUndoableToast } from '@/components/ui/toast';
import { addToMyList, refreshMyList } from '@/lib/my-list';
import { formatDate } from '@/lib/format';

import { useMyList } from '../api/get-my-list';
import { useRemoveBookmark } from '../api/remove-bookmark';
import { cardGridClasses, LearningCard } from './learning-card';
import { SectionHeading } from './section-heading';
import { INTL_LOCALE, Message, useLanguage, useT } from '@/lib/i18n';

/** Bookmarked videos ("Add to My List"), newest first, a page at a time, each with Remove. */
export function MyListSection({ userId }: { userId: number }) {
  const myList = useMyList(userId);
  const removeBookmark = useRemoveBookmark();
  const queryClient = useQueryClient();
  const bookmarks = myList.data?.pages.flatMap((page) => page.results) ?? [];
  const total = myList.data?.pages[0]?.count ?? 0;
  const t = useT();
  const language = useLanguage();

  return (
    <section aria-labelledby="my-list" className="flex flex-col gap-4">
      <SectionHeading id="my-list" title={t('myList.title')} count={myList.isSuccess ? total : undefined} />
      {myList.isPending ? (
        <Spinner label={t('myList.loading')} />
      ) : myList.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {myList.error.message}{' '}
          <button type="button" onClick={() => void myList.refetch()} className="font-medium underline">
            {t('common.tryAgain')}
          </button>
        </p>
      ) : bookmarks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
          <Message id="myList.empty" components={{ 0: <span className="font-medium text-foreground" /> }} />
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
                      onClick={() =>
                        removeBookmark.mutate(video.video_id, {
                          // Said, with a way back: the card is gone at once, and a stray tap on a phone is easy.
                          onSuccess: () =>
                            showUndoableToast(
                              t('myList.removedNamed', { title: video.title || t('learning.thisVideo') }),
                              () => addToMyList(video.video_id).then(() => refreshMyList(queryClient)),
                            ),
                        })
                      }
                      disabled={removeBookmark.isPending && removeBookmark.variables === video.video_id}
                      aria-label={t('myList.removeLabel', { title: video.title || t('learning.thisVideo') })}
                      className="px-3"
                    >
                      <BookmarkX aria-hidden="true" className="size-4" />
                      {t('myList.remove')}
                    </Button>
                  }
                >
                  <p className="text-xs text-muted-foreground">
                    {t('myList.added', { date: formatDate(added_at, INTL_LOCALE[language]) ?? '' })}
                  </p>
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
              {myList.isFetchingNextPage
                ? t('common.loading')
                : t('myList.showMore', { left: total - bookmarks.length })}
            </Button>
          )}
        </>
      )}
      {bookmarks.length === 0 && myList.isSuccess && (
        <Link to="/" className={buttonClasses('outline', 'self-start')}>
          {t('common.browseVideos')}
        </Link>
      )}
    </section>
  );
}
