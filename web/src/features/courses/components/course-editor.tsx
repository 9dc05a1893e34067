import type { CourseChangedEvent, ModerationCourse, Video } from '@focustube/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, History, RotateCw, Trash, TriangleAlert } from '@/components/ui/icons';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { CourseCover } from '@/components/ui/course-card';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { showToast, useToastClearance } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { focusFirstError, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { translate, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useLiveEvents } from '@/lib/use-live-events';

import { courseKeys } from '../api/course-keys';
import {
  courseConflictOf,
  createCourse,
  deleteCourse,
  saveCourseLessons,
  updateCourse,
  useModerationCourse,
} from '../api/moderation-courses';
import { coursePath } from '../lib/structured-data';

import { CourseHistoryDialog } from './course-history-dialog';
import { CourseStatusBadge } from './course-status-badge';
import { DialogClose, ModalDialog } from '@/components/ui/dialog';
import { LessonListEditor, type EditorLesson } from './lesson-list-editor';
import { LessonSearch } from './lesson-search';

const FIELDS = [
  'title',
  'slug',
  'description',
  'assigned_category',
  'subcategory',
  'cover_video_id',
  'cover_image_url',
  'video_ids',
] as const;
type Field = (typeof FIELDS)[number];

type CoverKind = 'first' | 'lesson' | 'url';

/** The server's name of the field each part of the draft becomes. */
const FIELD_OF_DRAFT: Partial<Record<keyof Draft, Field>> = {
  title: 'title',
  slug: 'slug',
  description: 'description',
  category: 'assigned_category',
  subcategory: 'subcategory',
  coverVideoId: 'cover_video_id',
  coverImageUrl: 'cover_image_url',
  lessons: 'video_ids',
};
type Draft = {
  title: string;
  slug: string;
  description: string;
  category: string;
  subcategory: string;
  coverKind: CoverKind;
  coverVideoId: string;
  coverImageUrl: string;
  lessons: EditorLesson[];
};

function draftOf(course: ModerationCourse | null): Draft {
  return {
    title: course?.title ?? '',
    slug: course?.slug ?? '',
    description: course?.description ?? '',
    category: course?.assigned_category ?? '',
    subcategory: course?.subcategory ?? '',
    coverKind: course?.cover_image_url ? 'url' : course?.cover_video_id ? 'lesson' : 'first',
    coverVideoId: course?.cover_video_id ?? '',
    coverImageUrl: course?.cover_image_url ?? '',
    lessons: (course?.lessons ?? []).map(({ video, hidden, status }) => ({ video, hidden, status })),
  };
}

/** The PATCH/POST fields a draft stands for. */
function detailsOf(draft: Draft) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    assigned_category: draft.category || null,
    subcategory: (draft.category && draft.subcategory) || null,
    cover_video_id: draft.coverKind === 'lesson' && draft.coverVideoId ? draft.coverVideoId : null,
    cover_image_url: draft.coverKind === 'url' && draft.coverImageUrl.trim() ? draft.coverImageUrl.trim() : null,
  };
}

const selectClasses =
  'h-11 w-full rounded-lg border border-border bg-background px-3 text-base sm:text-sm aria-[invalid=true]:border-destructive';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The cover as viewers will see it, for the preview. */
function coverPreview(draft: Draft): string {
  if (draft.coverKind === 'url' && /^https:\/\//.test(draft.coverImageUrl.trim())) return draft.coverImageUrl.trim();
  const lesson =
    draft.coverKind === 'lesson'
      ? draft.lessons.find((l) => l.video.video_id === draft.coverVideoId)
      : draft.lessons.find((l) => !l.hidden);
  return lesson?.video.thumbnail_url ?? '';
}

type EditorFormProps = { course: ModerationCourse | null };

/** The form for one course (null: a new one), from the copy its editor loaded. */
function EditorForm({ course }: EditorFormProps) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const categories = useCategories().results.filter((c) => c.menu !== null);
  const initial = useMemo(() => draftOf(course), [course]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'unpublish' | 'delete' | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Notices stay above the Save / Publish / History / Delete bar at the foot of the screen.
  const actionBar = useRef<HTMLDivElement>(null);
  useToastClearance(actionBar);
  // The course as the server last answered: a Save that stopped halfway (lessons saved, details refused)
  // goes on from the version it reached.
  const latest = useRef(course);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // What was said about a field goes once the moderator changes it (it is checked again at Save).
    const field = FIELD_OF_DRAFT[key];
    if (field) setErrors((e) => (field in e ? { ...e, [field]: undefined } : e));
  };
  const lessonIds = draft.lessons.map((l) => l.video.video_id);
  const chosen = new Set(lessonIds);
  const detailsChanged = JSON.stringify(detailsOf(draft)) !== JSON.stringify(detailsOf(initial));
  const slugChanged = course !== null && draft.slug.trim() !== course.slug;
  const lessonsChanged = !sameList(
    lessonIds,
    initial.lessons.map((l) => l.video.video_id),
  );
  const dirty = course === null || detailsChanged || slugChanged || lessonsChanged;
  // Work that leaving would lose (a new course with nothing typed yet has none).
  const edited = detailsChanged || slugChanged || lessonsChanged || (course === null && draft.slug.trim() !== '');
  // Set just before the editor itself moves on (to a course's new address after Save, to the list after Delete).
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      edited && !leaving.current && busy === null && currentLocation.pathname !== nextLocation.pathname,
  );
  // Closing the tab or reloading: the browser's own question.
  useEffect(() => {
    if (!edited) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before 2023 ask only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [edited]);
  const subcategories = categories.find((c) => c.slug === draft.category)?.subcategories ?? [];

  // Another moderator's change while this copy is open: say so now, rather than at Save.
  useLiveEvents(['course:changed'], (live) => {
    const event: CourseChangedEvent = live.event;
    if (!course || (event.slug !== course.slug && event.previous_slug !== course.slug)) return;
    if (event.version <= course.version || (event.actor && event.actor === session.user?.username)) return;
    setChangedElsewhere(event.actor ?? translate('editor.someone'));
  });

  const reload = async () => {
    setConflict(null);
    setChangedElsewhere(null);
    if (course) await queryClient.invalidateQueries({ queryKey: courseKeys.moderationDetail(course.slug) });
  };

  /** Saves what changed (lessons first, then the details and `status`); the course as the server now has it. */
  async function persist(status?: 'published' | 'draft'): Promise<ModerationCourse> {
    const details = detailsOf(draft);
    if (latest.current === null) {
      const created = await createCourse({
        ...details,
        ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
        cover_image_url: details.cover_image_url ?? undefined,
        video_ids: lessonIds,
      });
      latest.current = created;
      return status ? updateCourse(created.slug, { version: created.version, status }) : created;
    }
    let current = latest.current;
    if (lessonsChanged) current = latest.current = await saveCourseLessons(current.slug, current.version, lessonIds);
    if (detailsChanged || slugChanged || status) {
      current = latest.current = await updateCourse(current.slug, {
        version: current.version,
        ...(detailsChanged ? details : {}),
        ...(slugChanged ? { slug: draft.slug.trim() } : {}),
        ...(status ? { status } : {}),
      });
    }
    return current;
  }

  async function run(action: 'save' | 'publish' | 'unpublish') {
    const titleMissing = !draft.title.trim() ? t('editor.titleRequired') : undefined;
    if (titleMissing) {
      setErrors({ title: titleMissing });
      focusFirstError(form.current, FIELDS, { title: titleMissing });
      return;
    }
    setBusy(action);
    setErrors({});
    setProblem(null);
    try {
      const saved = await persist(action === 'publish' ? 'published' : action === 'unpublish' ? 'draft' : undefined);
      queryClient.setQueryData(courseKeys.moderationDetail(saved.slug), saved);
      void queryClient.invalidateQueries({ queryKey: [...courseKeys.moderation(), 'list'] });
      showToast(
        action === 'publish'
          ? translate('editor.published', { title: saved.title })
          : action === 'unpublish'
            ? translate('editor.unpublished', { title: saved.title })
            : translate('editor.saved', { title: saved.title }),
      );
      if (course === null || saved.slug !== course.slug) {
        leaving.current = true;
        void navigate(`/admin/courses/${encodeURIComponent(saved.slug)}`, { replace: true });
      }
    } catch (error) {
      const conflicted = courseConflictOf(error);
      if (conflicted) {
        setConflict(conflicted.detail);
      } else {
        const found = serverFieldErrors(error, FIELDS);
        setErrors(found);
        if (!focusFirstError(form.current, FIELDS, found)) {
          setProblem(error instanceof Error ? error.message : t('editor.saveFailed'));
        }
      }
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!course) return;
    setBusy('delete');
    try {
      await deleteCourse(course.slug, course.version);
      setDeleteOpen(false);
      queryClient.removeQueries({ queryKey: courseKeys.moderationDetail(course.slug) });
      void queryClient.invalidateQueries({ queryKey: [...courseKeys.moderation(), 'list'] });
      showToast(translate('editor.deleted', { title: course.title }));
      leaving.current = true;
      void navigate('/admin/courses', { replace: true });
    } catch (error) {
      setDeleteOpen(false);
      const conflicted = courseConflictOf(error);
      if (conflicted) setConflict(conflicted.detail);
      else showToast(translate('editor.deleteFailed', { error: (error as Error).message }), { role: 'alert' });
    } finally {
      setBusy(null);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('save');
  };

  const addLesson = (video: Video) => {
    set('lessons', [...draft.lessons, { video, hidden: false, status: 'approved' }]);
  };

  const hiddenCount = draft.lessons.filter((l) => l.hidden).length;
  const titleText = course ? course.title : t('courseAdmin.new');

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      className="mx-auto flex w-full max-w-4xl flex-col gap-8"
      aria-labelledby={`${id}-h1`}
    >
      <title>{t('editor.tabTitle', { title: titleText })}</title>
      <header className="flex flex-col gap-4">
        <Link
          to="/admin/courses"
          className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('editor.allCourses')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id={`${id}-h1`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {titleText}
          </h1>
          {course && <CourseStatusBadge status={course.status} />}
        </div>
        {course && (
          <p className="text-sm text-muted-foreground">
            {t('editor.version', { version: course.version })}
            {course.updated_by && t('editor.lastChangedBy', { username: course.updated_by })}
            {course.status === 'published' && (
              <>
                {' · '}
                <Link
                  to={coursePath(course.slug)}
                  className="inline-flex items-center gap-1 text-primary hover:underline"
                >
                  {t('editor.viewPage')}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </Link>
              </>
            )}
          </p>
        )}
      </header>

      {conflict && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-destructive bg-card p-4 text-card-foreground"
        >
          <p className="flex items-start gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            {conflict}
          </p>
          <p className="text-sm text-muted-foreground">{t('editor.conflictHelp')}</p>
          <Button variant="outline" className="self-start" onClick={() => void reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('editor.reload')}
          </Button>
        </div>
      )}
      {changedElsewhere && !conflict && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-muted p-4 text-sm"
        >
          <p className="flex-1">{t('editor.changedElsewhere', { username: changedElsewhere })}</p>
          <Button variant="outline" onClick={() => void reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('editor.reload')}
          </Button>
        </div>
      )}

      <section aria-labelledby={`${id}-details`} className="flex flex-col gap-4">
        <h2 id={`${id}-details`} className="text-lg font-semibold">
          {t('editor.details')}
        </h2>
        <FormField
          name="title"
          label={t('editor.title')}
          value={draft.title}
          onValueChange={(v) => set('title', v)}
          error={errors.title}
          maxLength={120}
          required
        />
        <FormField
          name="slug"
          label={t('editor.address')}
          value={draft.slug}
          onValueChange={(v) => set('slug', v.toLowerCase())}
          error={errors.slug}
          maxLength={80}
          placeholder={course ? undefined : t('editor.addressPlaceholder')}
          hint={t(course?.status === 'published' ? 'editor.addressHintPublished' : 'editor.addressHint', {
            path: `/courses/${draft.slug.trim() || 'python-from-zero'}`,
          })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-description`} className="text-sm font-medium">
            {t('editor.description')}
          </label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={4}
            maxLength={2000}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
            className="w-full rounded-lg border border-border bg-background px-3 py-2 text-base sm:text-sm aria-[invalid=true]:border-destructive"
          />
          {errors.description && <FieldError id={`${id}-description-error`}>{errors.description}</FieldError>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-category`} className="text-sm font-medium">
              {t('suggest.category')}
            </label>
            <select
              id={`${id}-category`}
              name="assigned_category"
              value={draft.category}
              onChange={(event) => {
                set('category', event.target.value);
                set('subcategory', '');
              }}
              aria-invalid={errors.assigned_category ? true : undefined}
              aria-describedby={errors.assigned_category ? `${id}-category-error` : undefined}
              className={selectClasses}
            >
              <option value="">{t('editor.noCategory')}</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
            </select>
            {errors.assigned_category && (
              <FieldError id={`${id}-category-error`}>{errors.assigned_category}</FieldError>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-subcategory`} className="text-sm font-medium">
              {t('moderation.subcategory')}
            </label>
            <select
              id={`${id}-subcategory`}
              name="subcategory"
              value={draft.subcategory}
              disabled={subcategories.length === 0}
              onChange={(event) => set('subcategory', event.target.value)}
              aria-invalid={errors.subcategory ? true : undefined}
              aria-describedby={errors.subcategory ? `${id}-subcategory-error` : undefined}
              className={selectClasses}
            >
              <option value="">{subcategories.length ? t('editor.wholeCategory') : t('editor.noSubcategories')}</option>
              {subcategories.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.label}
                </option>
              ))}
            </select>
            {errors.subcategory && <FieldError id={`${id}-subcategory-error`}>{errors.subcategory}</FieldError>}
          </div>
        </div>
      </section>

      <section aria-labelledby={`${id}-cover`} className="flex flex-col gap-4">
        <h2 id={`${id}-cover`} className="text-lg font-semibold">
          {t('editor.cover')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <CourseCover src={coverPreview(draft)} className="rounded-lg" />
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">{t('editor.coverPicture')}</legend>
            {(
              [
                ['first', 'editor.coverFirst'],
                ['lesson', 'editor.coverLesson'],
                ['url', 'editor.coverUrl'],
              ] as const
            ).map(([kind, label]) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="cover-kind"
                  value={kind}
                  checked={draft.coverKind === kind}
                  onChange={() => set('coverKind', kind)}
                  className="size-4 accent-primary"
                />
                {t(label)}
              </label>
            ))}
            {draft.coverKind === 'lesson' && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-cover-video`} className="text-sm font-medium">
                  {t('editor.lesson')}
                </label>
                <select
                  id={`${id}-cover-video`}
                  name="cover_video_id"
                  value={draft.coverVideoId}
                  onChange={(event) => set('coverVideoId', event.target.value)}
                  aria-invalid={errors.cover_video_id ? true : undefined}
                  aria-describedby={errors.cover_video_id ? `${id}-cover-video-error` : undefined}
                  className={selectClasses}
                >
                  <option value="">{t('editor.chooseLesson')}</option>
                  {draft.lessons.map((l, i) => (
                    <option key={l.video.video_id} value={l.video.video_id}>
                      {i + 1}. {l.video.title || t('card.noTitle')}
                    </option>
                  ))}
                </select>
                {errors.cover_video_id && (
                  <FieldError id={`${id}-cover-video-error`}>{errors.cover_video_id}</FieldError>
                )}
              </div>
            )}
            {draft.coverKind === 'url' && (
              <FormField
                name="cover_image_url"
                label={t('editor.imageAddress')}
                type="url"
                inputMode="url"
                placeholder={t('editor.imagePlaceholder')}
                value={draft.coverImageUrl}
                onValueChange={(v) => set('coverImageUrl', v)}
                error={errors.cover_image_url}
              />
            )}
          </fieldset>
        </div>
      </section>

      <section aria-labelledby={`${id}-lessons`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline gap-3">
          <h2 id={`${id}-lessons`} className="text-lg font-semibold">
            {t('editor.lessons')}
          </h2>
          <span className="text-sm text-muted-foreground">
            {t('editor.lessonCount', { count: draft.lessons.length })}
            {hiddenCount > 0 && t('editor.hiddenCount', { count: hiddenCount })}
          </span>
        </div>
        {errors.video_ids && (
          <p role="alert" className="text-sm text-destructive">
            {errors.video_ids}
          </p>
        )}
        <LessonListEditor lessons={draft.lessons} onChange={(lessons) => set('lessons', lessons)} />
        <h3 className="text-base font-semibold">{t('editor.addLessons')}</h3>
        <LessonSearch chosen={chosen} onAdd={addLesson} />
      </section>

      {problem && (
        <p role="alert" className="rounded-lg border border-destructive p-3 text-sm text-destructive">
          {problem}
        </p>
      )}

      <div
        ref={actionBar}
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6"
      >
        <Button type="submit" disabled={busy !== null || !dirty || conflict !== null}>
          {busy === 'save' ? t('settings.saving') : course ? t('editor.save') : t('editor.create')}
        </Button>
        {course?.status === 'published' ? (
          <Button variant="outline" disabled={busy !== null || conflict !== null} onClick={() => void run('unpublish')}>
            {busy === 'unpublish' ? t('editor.unpublishing') : t('editor.unpublish')}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={busy !== null || conflict !== null || draft.lessons.length === 0}
            onClick={() => void run('publish')}
          >
            {busy === 'publish' ? t('editor.publishing') : dirty ? t('editor.saveAndPublish') : t('editor.publish')}
          </Button>
        )}
        {course && (
          <>
            <Button variant="ghost" onClick={() => setHistoryOpen(true)}>
              <History aria-hidden="true" className="size-4" />
              {t('history.title')}
            </Button>
            <Button
              variant="ghost"
              className="text-destructive sm:ml-auto"
              disabled={busy !== null}
              onClick={() => setDeleteOpen(true)}
            >
              <Trash aria-hidden="true" className="size-4" />
              {t('editor.delete')}
            </Button>
          </>
        )}
        {dirty && course && <p className="w-full text-xs text-muted-foreground sm:w-auto">{t('editor.unsaved')}</p>}
      </div>

      {course && (
        <>
          <CourseHistoryDialog
            slug={course.slug}
            title={course.title}
            open={historyOpen}
            onOpenChange={setHistoryOpen}
          />
          <ModalDialog
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            role="alertdialog"
            title={t('editor.deleteTitle')}
            description={t('editor.deleteBody', { title: course.title })}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose className={buttonClasses('outline')}>{t('editor.keepIt')}</DialogClose>
              <Button variant="destructive" disabled={busy === 'delete'} onClick={() => void remove()}>
                {busy === 'delete' ? t('deleteAccount.deleting') : t('editor.deleteCourse')}
              </Button>
            </div>
          </ModalDialog>
        </>
      )}
      <ModalDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        role="alertdialog"
        title={t('editor.leaveTitle')}
        description={t('editor.leaveBody')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClasses('outline')}>{t('editor.stay')}</DialogClose>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t('editor.leave')}
          </Button>
        </div>
      </ModalDialog>
    </form>
  );
}

/** /admin/courses/:slug (or /admin/courses/new): a course's editor. */
export function CourseEditor({ slug }: { slug: string }) {
  const t = useT();
  const isNew = slug === 'new';
  const course = useModerationCourse(slug, !isNew);
  if (isNew) return <EditorForm course={null} />;
  if (course.isPending) return <Spinner label={t('editor.loading')} />;
  if (course.isError) {
    const missing = course.error instanceof ApiError && [400, 404].includes(course.error.status);
    return (
      <StatusMessage heading="h1" role="alert" title={missing ? t('editor.missing') : t('editor.loadFailed')}>
        <p>{missing ? t('editor.missingHelp') : course.error.message}</p>
        <Link to="/admin/courses" className={buttonClasses('outline')}>
          {t('editor.allCourses')}
        </Link>
      </StatusMessage>
    );
  }
  // A newly loaded version (after Save or Reload) starts the form again from what the server has.
  return <EditorForm key={`${course.data.slug}@${course.data.version}`} course={course.data} />;
}
