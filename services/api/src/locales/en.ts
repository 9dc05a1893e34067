/**
 * The API's English messages: problem details, field messages, the password-reset mail. ICU message
 * syntax (Lingui): `{name}` placeholders, `{n, plural, one {…} other {…}}`, `{x, select, … other {…}}`;
 * a literal brace is quoted: `'{ "all": true }'`.
 * `sw.ts` has the same ids in Kiswahili (a test checks keys and placeholders); `../i18n.ts` formats them.
 *
 * - Messages thrown by id (`msg('id', values)`) live only here.
 * - `schema.*` are the contracts' zod messages, which the web app shows too and which therefore stay
 *   English in services/contracts: they are found here by their exact text (a test checks every one).
 * - A few sentences built elsewhere (core outcomes, some routes) are found by their text as well, their
 *   `{name}` parts read back from it.
 */
export const en = {
  // The problem's `title`: HTTP's names for the statuses our answers use.
  'status.400': 'Bad Request',
  'status.401': 'Unauthorized',
  'status.403': 'Forbidden',
  'status.404': 'Not Found',
  'status.405': 'Method Not Allowed',
  'status.408': 'Request Timeout',
  'status.409': 'Conflict',
  'status.410': 'Gone',
  'status.413': 'Payload Too Large',
  'status.414': 'URI Too Long',
  'status.415': 'Unsupported Media Type',
  'status.422': 'Unprocessable Entity',
  'status.429': 'Too Many Requests',
  'status.431': 'Request Header Fields Too Large',
  'status.500': 'Internal Server Error',
  'status.502': 'Bad Gateway',
  'status.503': 'Service Unavailable',

  'server.busy': 'The server is busy and this took too long to answer. Please try again in a moment.',
  'server.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'server.backgroundUnavailable': 'A background service is unavailable right now. Please try again in a moment.',
  'server.error': 'Something went wrong on our side. Please try again.',
  'server.noRoute': 'There is no {method} {url} here. The API is described at /api/docs.',

  'request.addressTooLong': 'This address is too long: a part of it is over 200 characters (a video id has 11).',
  'request.addressEncoding': 'This address is not valid: part of it is not properly encoded (for example a stray "%").',
  'request.headersTooLarge':
    'The request is too large: its address or headers are over 16 KB. Shorten the search or link.',
  'request.timeout': 'The request took too long to arrive. Please try again.',
  'request.notHttp': 'The request is not valid HTTP.',
  'request.tooDeep': 'The request is nested more than {levels} levels deep, which no call takes.',
  'request.nul': '{field} cannot contain the NUL character (\\0).',

  'body.notJson': 'This call reads a JSON body: send it with the header "Content-Type: application/json".',
  'body.tooLarge': 'The request body is too large: this call accepts at most {kilobytes, number} KB.',
  'body.empty': 'The request body is empty, but its Content-Type says JSON: send a JSON object, or no Content-Type.',
  'body.invalidJson': 'The request body is not valid JSON. Check it for a missing quote, comma or bracket.',
  'body.wrongLength': 'The request body is not as long as its Content-Length header says. Please send it again.',

  // Field messages written out from zod's stock issues; {name} is the field (`page_size`) or the whole part.
  'validation.whole.body': 'The request body',
  'validation.whole.query': 'The query',
  'validation.whole.params': 'The address',
  'validation.whole.headers': 'The headers',
  'validation.whole.request': 'The request',
  'validation.required': '{name} is required.',
  'validation.type':
    '{name} must be {kind, select, string {text} number {a number} int {a whole number} boolean {true or false} object {a JSON object} array {a list} null {null} other {{kind}}}.',
  'validation.number.below': '{name} must be less than {limit}.',
  'validation.number.atMost': '{name} must be at most {limit}.',
  'validation.number.above': '{name} must be more than {limit}.',
  'validation.number.atLeast': '{name} must be at least {limit}.',
  'validation.length.atMost.characters':
    '{name} can be at most {limit, plural, one {# character} other {# characters}}.',
  'validation.length.atMost.items': '{name} can be at most {limit, plural, one {# item} other {# items}}.',
  'validation.length.atMost.plain': '{name} can be at most {limit}.',
  'validation.length.atLeast.characters':
    '{name} needs at least {limit, plural, one {# character} other {# characters}}.',
  'validation.length.atLeast.items': '{name} needs at least {limit, plural, one {# item} other {# items}}.',
  'validation.length.atLeast.plain': '{name} needs at least {limit}.',
  'validation.empty': '{name} cannot be empty.',
  'validation.oneOf': '{name} must be one of: {values}.',
  'validation.valueNotTaken': '{name} has a value this call does not take.',
  'validation.email': '{name} must be an email address.',
  'validation.format': '{name} is not in the expected format.',
  'validation.unknownKeys': '{name} has fields this call does not take: {keys}.',
  'validation.invalid': '{name} is not valid.',

  // Limits.
  'limit.network':
    'Too many {what, select, attempts {attempts} suggestions {suggestion requests} searches {searches} playbackReports {playback reports} other {requests}} from this network. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'limit.refresh':
    'This sign-in was renewed too many times in the last minute (once per page load). Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'limit.loginFromNetwork':
    'Too many failed sign-ins to this account from this network. Try again in {minutes, plural, one {# minute} other {# minutes}}, or reset your password.',
  'limit.loginSlowed':
    'This account has had many failed sign-ins, so it accepts one attempt every {every} seconds. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'limit.reports':
    'You can send {max} reports an hour, and you have sent them all. You can report again in {unit, select, seconds {{wait, plural, one {# second} other {# seconds}}} other {{wait, plural, one {# minute} other {# minutes}}}}.',

  // Signing in.
  'auth.signIn': 'Sign in to continue.',
  'auth.expired': 'Your session has expired or is not valid. Sign in again.',
  'auth.accountGone': 'This account no longer exists.',
  'auth.signInEnded': 'This sign-in has ended. Sign in again.',
  'auth.bearer': 'Send the access token as "Authorization: Bearer <token>".',
  'auth.role': 'This needs the {needed} role, and your account is a {role}.',
  'auth.invalidLogin': 'Invalid username or password',
  'auth.sessionReused':
    'This sign-in was used from somewhere else, so we signed it out to protect your account. Sign in again.',
  'auth.sessionExpired': 'Your session has expired. Sign in again.',

  // Accounts.
  'account.currentPasswordWrong': 'Your current password is not correct.',
  'account.passwordWrong': 'Your password is not correct.',
  'account.onlyAdmin': 'You are the only admin. Make someone else an admin before deleting your account.',
  'account.emailTaken': 'A user with that email already exists.',
  'account.usernameTaken': 'A user with that username already exists.',
  'account.passwordCommon': 'This password is too common. Choose a less predictable one.',
  'account.passwordRepeated': 'A password of one repeated character is too easy to guess.',
  'account.passwordIsName': 'Your password cannot be your username or email.',
  'account.resetLinkUsed': 'This reset link has expired or was already used. Ask for a new one.',
  'account.resetLinkUsedField': 'This reset link has expired or was already used.',
  'account.resetSent': 'If an account uses that email, we have sent it a link to reset the password.',
  'account.passwordReset': 'Your password has been reset. Please log in.',
  'account.noAccount': 'There is no account with id {id}.',
  'account.lastAdmin': '{username} is the only admin. Make someone else an admin first.',

  // The password-reset mail.
  'mail.reset.subject': 'Reset your FocusTube password',
  'mail.reset.text':
    'Hello {username},\n\nOpen this link within {minutes, plural, one {# minute} other {# minutes}} to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.',

  // The catalogue.
  'catalogue.cursorInvalid': 'This page link is not valid any more. Start again from page 1.',
  'catalogue.videoNotFound': 'No approved video has the id "{videoId}". It may have been removed.',
  'catalogue.noApprovedVideo': 'No approved video has the id "{videoId}".',
  'catalogue.noApprovedVideoWithId': 'There is no approved video with the id "{videoId}".',
  'catalogue.unknownCategory': 'There is no category "{category}". Categories are: {categories}.',
  'catalogue.unknownSubcategory': 'There is no subcategory "{subcategory}".',
  'catalogue.unknownSubcategoryIn': 'There is no subcategory "{subcategory}" in {categories}.',
  'catalogue.chooseOneCategory': 'Choose one category.',
  'catalogue.categoryBeforeSubcategory': 'Choose a category before a subcategory.',

  // Moderation.
  'moderation.noVideo': 'There is no video with the id "{videoId}".',
  'moderation.chooseCategory': 'Choose a category for this video before approving it.',
  'moderation.changed': 'This video changed since you loaded it. Reload it and try again.',
  'moderation.changedBy': 'This video changed by {actor} since you loaded it. Reload it and try again.',
  'moderation.alreadyApproved': 'This video was already approved.',
  'moderation.alreadyApprovedBy': 'This video was already approved by {actor}.',
  'moderation.alreadyRemoved': 'This video was already removed.',
  'moderation.alreadyRemovedBy': 'This video was already removed by {actor}.',
  'moderation.alreadyPending': 'This video was already sent back to the queue.',
  'moderation.alreadyPendingBy': 'This video was already sent back to the queue by {actor}.',
  'moderation.noGift': 'This video holds no gift.',
  'moderation.approved': 'Video approved.',
  'moderation.removed': 'Video removed.',
  'moderation.deapproved': 'Video moved to dustbin!',
  'moderation.approvedAgain': 'Video approved again.',
  'moderation.giftAssigned': 'Voucher assigned: the video now shows as Gifted.',
  'moderation.bulkApproveStarted': 'Approving the pending videos…',

  // Viewer reports.
  'reports.alreadyReported': 'You have already reported this video; a moderator will look at it.',
  'reports.thanks': 'Thanks — a moderator will look at this video.',
  'reports.kept': 'Video kept: its reports are closed.',
  'reports.moved': 'Video moved: its reports are closed.',
  'reports.removed': 'Video moved to the dustbin: its reports are closed.',
  'reports.notReportable':
    'There is no video with the id "{videoId}" that can be reported: it may have been removed, or never approved.',
  'reports.noOpenReports': 'This video has no open reports.',
  'reports.noOpenReportsHandled': 'This video has no open reports: {actor} already handled them.',
  'reports.notApprovedDustbin': 'This video is no longer approved: it was moved to the dustbin.',
  'reports.notApprovedDustbinBy': 'This video is no longer approved: it was moved to the dustbin by {actor}.',
  'reports.notApprovedQueue': 'This video is no longer approved: it was sent back to the queue.',
  'reports.notApprovedQueueBy': 'This video is no longer approved: it was sent back to the queue by {actor}.',

  // Courses.
  'courses.notFound': 'There is no course at the address "{slug}".',
  'courses.changedSinceLoaded': 'This course changed since you loaded it: reload it to see the changes.',
  // {ago} is a relative time in the reader's language ("2 minutes ago", "just now"); {actor} a username or `courses.someone`.
  'courses.someone': 'Someone',
  'courses.changedAgo': '{actor} changed this course {ago}: reload it to see their changes.',
  'courses.renamedAgo':
    '{actor} renamed this course {ago}: its address is now "{slug}". Open it there to see their changes.',
  'courses.renamed': '{actor} renamed this course: its address is now "{slug}". Open it there to see their changes.',
  'courses.slugTaken': 'Another course already has the address "{slug}". Choose another one.',
  'courses.onlyApproved': 'Only approved videos can be added to a course: "{videoId}" is still waiting for review.',
  'courses.onlyApprovedRemoved': 'Only approved videos can be added to a course: "{videoId}" is removed.',
  'courses.publishNeedsLesson': 'Add at least one approved video to the course before publishing it.',
  'courses.publishedNeedsLesson':
    'A published course needs at least one approved lesson: unpublish it first to empty it.',

  // Learning, jobs, imports, the sitemap, metrics.
  'learning.notStarted': 'You have not started this video yet.',
  'time.justNow': 'just now',
  // Background jobs started (202 answers).
  'gifts.started': 'Giving the community its gifts…',
  'imports.saving': 'Saving the video…',
  'imports.fetching': 'Fetching up to {count, plural, one {# video} other {# videos}}…',
  'imports.suggestionsUnavailable': "Suggestions can't be taken right now. Please try again later; nothing was saved.",
  'imports.suggestionThanks': 'Thank you! A moderator will review your suggestion.',
  'imports.noSuchVideo':
    'YouTube has no public video with the id "{videoId}": it may be private, deleted or mistyped. Check the link and try again; nothing was saved.',
  'jobs.notFound': 'There is no job {jobId}. Finished jobs are kept for 7 days, failed ones for 30.',
  'jobs.onlyFailed': 'Only a failed job can be retried.',
  'jobs.failedForGood':
    'Running this job again would fail the same way: {reason} Start a new import with the right channel or video id instead.',
  'imports.pasteLink': 'Paste a YouTube link or an 11-character video id.',
  'imports.notSchedule':
    '"{pattern}" is not a schedule FocusTube can follow. The schedule is five parts: minute, hour, day of the month, month and weekday, where * means "every". "0 3 * * *" is every day at 03:00; "30 6 * * 1" is every Monday at 06:30.',
  'imports.scheduleTooOften':
    'The schedule "{pattern}" would re-import the channel more often than once an hour. Choose one that runs at most once an hour, such as "0 * * * *" (every hour, on the hour) or "0 3 * * *" (every day at 03:00).',
  'imports.alreadyApproved': 'FocusTube already has this video. Thank you all the same!',
  'imports.alreadySuggested': 'Someone has suggested this video already; a moderator will look at it.',
  'imports.channelRegistered': 'The channel {title} is already registered.',
  'imports.nothingToChange': 'Send assigned_category or refresh_pattern to change.',
  'imports.noSource': 'There is no source {id}.',
  'imports.noYoutubeKey':
    'Importing from YouTube is not set up on this server: set YOUTUBE_API_KEY. Everything else keeps working.',
  // YouTube's failures as the core's client words them (services/core/src/youtube), found by their text.
  'youtube.noChannel': 'YouTube has no channel with id {channelId}.',
  'youtube.noVideo': 'YouTube has no public video with id {videoId}; it may be private, deleted or mistyped.',
  'youtube.unreachable': 'YouTube could not be reached; the import will retry.',
  'youtube.unreachableCode': 'YouTube could not be reached ({code}); the import will retry.',
  'youtube.slowDown': 'YouTube asks us to slow down; the import will retry.',
  'youtube.quota': "YouTube's daily quota is used up; the import will retry.",
  'youtube.unavailable': 'YouTube is unavailable (HTTP {status}: {said}); the import will retry.',
  'youtube.notFound': 'YouTube found nothing: {said}',
  'youtube.keyRefused': 'YouTube did not accept the API key (YOUTUBE_API_KEY): {said}',
  'youtube.refused': 'YouTube refused the request (HTTP {status}): {said}',
  // A failed job's reason (services/worker), shown to moderators at /api/jobs/, found by its text.
  'jobs.videoUnavailable': 'YouTube has no public video with the id "{videoId}": it may be private or deleted.',
  'jobs.noProcessor': 'No processor for job "{name}".',
  'jobs.invalidData': 'The "{name}" job\'s data is not valid.',
  'seo.allInSitemap': 'All URLs are in /sitemap.xml.',
  'seo.noSitemapPart': 'There is no sitemap part {n}; /sitemap.xml lists them.',
  'seo.sitemapUnavailable': 'The sitemap cannot be built right now. Try again in a minute.',
  'metrics.off': 'Metrics are off. Set METRICS_TOKEN to turn them on.',
  'metrics.token': 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".',

  // The contracts' zod messages (services/contracts), by their exact English text.
  'schema.versionVideo': 'version is not one this video has had: reload the video and try again.',
  'schema.pageWhole': 'page must be a whole number.',
  'schema.pageMin': 'page must be 1 or more.',
  'schema.pageSizeWhole': 'page_size must be a whole number.',
  'schema.pageSizeMin': 'page_size must be 1 or more.',
  'schema.pageSizeMax': 'page_size can be at most 100.',
  'schema.categoriesMax': 'categories can be at most 100 characters.',
  'schema.subcategoryMax': 'subcategory can be at most 100 characters.',
  'schema.ordering': 'ordering is "newest" or "best".',
  'schema.voucherRequired': 'Please enter a voucher code.',
  'schema.voucherMax': 'A voucher code can be at most 100 characters.',
  'schema.videoId': 'A video id is 11 letters, digits, "_" or "-".',
  'schema.bulkEither':
    'Send either \'{ "all": true }\' to approve every pending video or \'{ "video_ids": [...] }\' to approve only those, not both.',
  'schema.bulkAtLeastOne': 'List at least one video id, or send \'{ "all": true }\'.',
  'schema.channelRequired': 'Channel ID is required.',
  'schema.channelFormat': 'A channel id looks like UCxxxxxxxxxxxxxxxxxxxxxx.',
  'schema.maxResultsNumber': 'max_results must be a number.',
  'schema.maxResultsWhole': 'max_results must be a whole number.',
  'schema.maxResultsMin': 'max_results must be 1 or more.',
  'schema.maxResultsMax': 'max_results can be at most 50.',
  'schema.nameRequired': 'Name is required.',
  'schema.nameMax': 'Name can be at most 100 characters.',
  'schema.emailRequired': 'Email is required.',
  'schema.emailValid': 'Enter a valid email address.',
  'schema.messageRequired': 'Write a message first.',
  'schema.messageMax': 'A message can be at most 5,000 characters.',
  'schema.videoIdRequired': 'Video ID is required.',
  'schema.courseTitleRequired': 'Give the course a title.',
  'schema.courseTitleMax': 'A course title can be at most 120 characters.',
  'schema.courseSlugEmpty': 'A course address cannot be empty.',
  'schema.courseSlugMax': 'A course address can be at most 80 characters.',
  'schema.courseSlugFormat':
    'A course address is lowercase letters and digits joined by hyphens, like python-from-zero.',
  'schema.courseSlugReserved': 'This address is reserved for the editor: choose another one.',
  'schema.descriptionMax': 'A description can be at most 2000 characters.',
  'schema.coverHttps': 'A cover image is an https:// address.',
  'schema.courseVersionRequired': 'Send the version of the course you edited.',
  'schema.versionCourse': 'version is not one this course has had: reload it and try again.',
  'schema.lessonsMax': 'A course can have at most 200 lessons.',
  'schema.lessonOnce': 'A video can be a lesson only once in a course.',
  'schema.deletePassword': 'Enter your password to delete your account.',
  'schema.emailMax': 'Email can be at most 254 characters.',
  'schema.jobId': 'A job id is a UUID.',
  'schema.passwordRequired': 'Password is required.',
  'schema.passwordsDiffer': 'Passwords do not match.',
  'schema.resetLinkIncomplete': 'The reset link is incomplete.',
  'schema.passwordMin': 'Password must be at least 8 characters.',
  'schema.passwordMax': 'Password can be at most 128 characters.',
  'schema.confirmPassword': 'Confirm your password.',
  'schema.positionPastEnd': 'position_seconds cannot be past the end of the video.',
  'schema.positionNumber': 'position_seconds must be a number.',
  'schema.positionNegative': 'position_seconds cannot be negative.',
  'schema.durationNumber': 'duration_seconds must be a number.',
  'schema.durationPositive': 'duration_seconds must be more than 0.',
  'schema.limitWhole': 'limit must be a whole number.',
  'schema.limitMin': 'limit must be 1 or more.',
  'schema.limitMax': 'limit can be at most 30.',
  'schema.afterVideoId': 'after is a video id: 11 letters, digits, "_" or "-".',
  'schema.usernameRequired': 'Username is required.',
  'schema.usernameMin': 'Username must be at least 3 characters.',
  'schema.usernameMax': 'Username can be at most 30 characters.',
  'schema.usernameRule':
    'A username can have only letters (a–z, A–Z), digits (0–9), dots (.), underscores (_) and hyphens (-), with no spaces, and must be 3 to 30 characters long.',
  'schema.reasonMax': 'A reason can be at most 500 characters.',
  'schema.reportWhat': 'Say what is wrong with the video.',
  'schema.reportReason': 'Choose a reason: not_educational, wrong_category, unavailable or other.',
  'schema.noteMax': 'A note can be at most 500 characters.',
  'schema.moveCategory': 'Choose the category to move the video to.',
  'schema.resolveAction': 'Choose keep, move or remove.',
  'schema.qMax': 'q can be at most 100 characters.',
  'schema.qRequired': 'Type something to search for.',
  'schema.refreshPattern':
    'The schedule is five parts: minute, hour, day of the month, month and weekday, where * means "every". "0 3 * * *" is every day at 03:00; "30 6 * * 1" is every Monday at 06:30.',
  'schema.queryMax': 'query can be at most 100 characters.',
  'schema.newPasswordsDiffer': 'New passwords do not match!',
  'schema.currentPassword': 'Enter your current password to change your account.',
  'schema.idNumber': 'id must be a number.',
  'schema.idPositive': 'id must be a positive number.',
  'schema.categoryId': 'A category id is a number.',
  'schema.language': 'Choose a language: en (English), sw (Kiswahili), or null to follow the browser.',
  // Pages the server writes itself: the app's shell (members' and moderators' screens) and the queue dashboard's door.
  'page.description':
    'Moderator-approved educational videos without the distractions: technology, languages, mindset, business, health and more.',
  'queueBoard.title': 'FocusTube queues',
  'queueBoard.adminsOnly': 'The queue dashboard is for admins.',
  'queueBoard.signInFirst': 'Sign in as an admin to see the queue dashboard.',
  'queueBoard.signIn': 'Sign in',
  'queueBoard.back': 'Back to FocusTube',
} as const;

export type MessageId = keyof typeof en;
