import type { MessageId } from './en.ts';

/**
 * The API's messages in Kiswahili sanifu, with the same ids and placeholders as `en.ts` (a test checks).
 * Terms follow the web app's glossary (web/src/locales/glossary.md): video, msimamizi (moderator),
 * msimamizi mkuu (admin), mtumiaji (the user role), idhinisha (approve), ondoa (remove), pipa la taka
 * (dustbin), vocha and msimbo wa vocha (voucher, voucher code), kozi (course), somo (lesson), kichwa
 * (title), ingia (sign in), jisajili (register), nenosiri (password), weka upya (reset), barua pepe
 * (email), kategoria (category), kitambulisho (id), kiungo (link). API field names (`page_size`) and
 * values (`keep`, `other`) stay as the API spells them. In Kiswahili the number follows its noun
 * ("dakika 5"), so plurals differ only where the noun does (kipengele / vipengele).
 */
export const sw: Record<MessageId, string> = {
  'status.400': 'Ombi Batili',
  'status.401': 'Hujaingia',
  'status.403': 'Hairuhusiwi',
  'status.404': 'Haipatikani',
  'status.405': 'Njia Hairuhusiwi',
  'status.408': 'Muda wa Ombi Umeisha',
  'status.409': 'Mgongano',
  'status.410': 'Imeondolewa',
  'status.413': 'Ombi Ni Kubwa Mno',
  'status.414': 'Anwani Ni Ndefu Mno',
  'status.415': 'Aina ya Maudhui Haikubaliki',
  'status.422': 'Ombi Lisiloweza Kushughulikiwa',
  'status.429': 'Maombi Mengi Mno',
  'status.431': 'Vichwa vya Ombi Ni Vikubwa Mno',
  'status.500': 'Hitilafu ya Seva',
  'status.502': 'Hitilafu ya Lango',
  'status.503': 'Huduma Haipatikani',

  'server.busy': 'Seva ina shughuli nyingi na jibu limechelewa mno. Tafadhali jaribu tena baada ya muda mfupi.',
  'server.unavailable': 'Huduma haipatikani kwa muda. Tafadhali jaribu tena baada ya muda mfupi.',
  'server.backgroundUnavailable':
    'Huduma moja ya ndani haipatikani kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',
  'server.error': 'Kuna hitilafu upande wetu. Tafadhali jaribu tena.',
  'server.noRoute': 'Hakuna {method} {url} hapa. API imeelezwa kwenye /api/docs.',

  'request.addressTooLong':
    'Anwani hii ni ndefu mno: sehemu yake moja ina zaidi ya herufi 200 (kitambulisho cha video kina herufi 11).',
  'request.addressEncoding':
    'Anwani hii si sahihi: sehemu yake haijasimbwa ipasavyo (kwa mfano alama "%" isiyo mahali pake).',
  'request.headersTooLarge': 'Ombi ni kubwa mno: anwani au vichwa vyake vinazidi KB 16. Fupisha utafutaji au kiungo.',
  'request.timeout': 'Ombi limechukua muda mrefu mno kufika. Tafadhali jaribu tena.',
  'request.notHttp': 'Ombi si HTTP halali.',
  'request.tooDeep': 'Ombi limepachikwa ndani kwa zaidi ya ngazi {levels}, na hakuna wito unaopokea hivyo.',
  'request.nul': 'Sehemu ya {field} haiwezi kuwa na herufi NUL (\\0).',

  'body.notJson': 'Wito huu unasoma mwili wa JSON: utume pamoja na kichwa "Content-Type: application/json".',
  'body.tooLarge': 'Mwili wa ombi ni mkubwa mno: wito huu unapokea hadi KB {kilobytes, number}.',
  'body.empty':
    'Mwili wa ombi ni mtupu, lakini Content-Type yake inasema ni JSON: tuma kitu (object) cha JSON, au usitume Content-Type.',
  'body.invalidJson': 'Mwili wa ombi si JSON halali. Angalia kama kuna alama ya nukuu, koma au mabano iliyokosekana.',
  'body.wrongLength': 'Urefu wa mwili wa ombi haulingani na kichwa chake cha Content-Length. Tafadhali utume tena.',

  'validation.whole.body': 'mwili wa ombi',
  'validation.whole.query': 'hoja za anwani',
  'validation.whole.params': 'anwani',
  'validation.whole.headers': 'vichwa vya ombi',
  'validation.whole.request': 'ombi',
  'validation.required': 'Sehemu ya {name} inahitajika.',
  'validation.type':
    'Sehemu ya {name} lazima iwe {kind, select, string {maandishi} number {namba} int {namba kamili} boolean {true au false} object {kitu (object) cha JSON} array {orodha} null {null} other {{kind}}}.',
  'validation.number.below': 'Sehemu ya {name} lazima iwe chini ya {limit}.',
  'validation.number.atMost': 'Sehemu ya {name} isizidi {limit}.',
  'validation.number.above': 'Sehemu ya {name} lazima iwe zaidi ya {limit}.',
  'validation.number.atLeast': 'Sehemu ya {name} lazima iwe angalau {limit}.',
  'validation.length.atMost.characters': 'Sehemu ya {name} isizidi {limit, plural, one {herufi #} other {herufi #}}.',
  'validation.length.atMost.items': 'Sehemu ya {name} isizidi {limit, plural, one {kipengele #} other {vipengele #}}.',
  'validation.length.atMost.plain': 'Sehemu ya {name} isizidi {limit}.',
  'validation.length.atLeast.characters':
    'Sehemu ya {name} inahitaji angalau {limit, plural, one {herufi #} other {herufi #}}.',
  'validation.length.atLeast.items':
    'Sehemu ya {name} inahitaji angalau {limit, plural, one {kipengele #} other {vipengele #}}.',
  'validation.length.atLeast.plain': 'Sehemu ya {name} inahitaji angalau {limit}.',
  'validation.empty': 'Sehemu ya {name} haiwezi kuwa tupu.',
  'validation.oneOf': 'Sehemu ya {name} lazima iwe mojawapo ya: {values}.',
  'validation.valueNotTaken': 'Sehemu ya {name} ina thamani ambayo wito huu haupokei.',
  'validation.email': 'Sehemu ya {name} lazima iwe anwani ya barua pepe.',
  'validation.format': 'Sehemu ya {name} haiko katika muundo unaotarajiwa.',
  'validation.unknownKeys': 'Sehemu ya {name} ina vipengele ambavyo wito huu haupokei: {keys}.',
  'validation.invalid': 'Sehemu ya {name} si sahihi.',

  'limit.network':
    'Kuna {what, select, attempts {majaribio mengi mno} suggestions {maombi mengi mno ya mapendekezo} searches {utafutaji mwingi mno} playbackReports {ripoti nyingi mno za uchezaji} other {maombi mengi mno}} kutoka mtandao huu. Jaribu tena baada ya {seconds, plural, one {sekunde #} other {sekunde #}}.',
  'limit.refresh':
    'Umeomba kuendelea kuingia mara nyingi mno katika dakika iliyopita (mara moja kila ukurasa unapofunguliwa). Jaribu tena baada ya {seconds, plural, one {sekunde #} other {sekunde #}}.',
  'limit.loginFromNetwork':
    'Kumekuwa na majaribio mengi mno ya kuingia yaliyoshindwa kwenye akaunti hii kutoka mtandao huu. Jaribu tena baada ya {minutes, plural, one {dakika #} other {dakika #}}, au weka upya nenosiri lako.',
  'limit.loginSlowed':
    'Akaunti hii imekuwa na majaribio mengi ya kuingia yaliyoshindwa, kwa hiyo inapokea jaribio moja kila baada ya sekunde {every}. Jaribu tena baada ya {seconds, plural, one {sekunde #} other {sekunde #}}.',
  'limit.reports':
    'Unaweza kutuma ripoti {max} kwa saa, na umeshazituma zote. Utaweza kuripoti tena baada ya {unit, select, seconds {{wait, plural, one {sekunde #} other {sekunde #}}} other {{wait, plural, one {dakika #} other {dakika #}}}}.',

  'auth.signIn': 'Ingia ili uendelee.',
  'auth.expired': 'Muda wako wa kuingia umeisha, au kuingia kwako si halali. Ingia tena.',
  'auth.accountGone': 'Akaunti hii haipo tena.',
  'auth.signInEnded': 'Kuingia huku kumekwisha. Ingia tena.',
  'auth.bearer': 'Tuma tokeni ya ufikiaji kama "Authorization: Bearer <token>".',
  'auth.role':
    'Hili linahitaji nafasi ya {needed, select, user {mtumiaji} moderator {msimamizi} admin {msimamizi mkuu} other {{needed}}}, na akaunti yako ni ya {role, select, user {mtumiaji} moderator {msimamizi} admin {msimamizi mkuu} other {{role}}}.',
  'auth.invalidLogin': 'Jina la mtumiaji au nenosiri si sahihi',
  'auth.sessionReused':
    'Kuingia huku kulitumika kutoka mahali pengine, kwa hiyo tumekutoa ili kulinda akaunti yako. Ingia tena.',
  'auth.sessionExpired': 'Muda wako wa kuingia umeisha. Ingia tena.',

  'account.currentPasswordWrong': 'Nenosiri lako la sasa si sahihi.',
  'account.passwordWrong': 'Nenosiri lako si sahihi.',
  'account.onlyAdmin':
    'Wewe ndiye msimamizi mkuu pekee. Mfanye mtu mwingine kuwa msimamizi mkuu kabla ya kufuta akaunti yako.',
  'account.emailTaken': 'Tayari kuna mtumiaji mwenye barua pepe hiyo.',
  'account.usernameTaken': 'Tayari kuna mtumiaji mwenye jina hilo la mtumiaji.',
  'account.passwordCommon': 'Nenosiri hili linatumiwa na watu wengi mno. Chagua ambalo ni gumu zaidi kukisia.',
  'account.passwordRepeated': 'Nenosiri la herufi moja inayojirudia ni rahisi mno kukisia.',
  'account.passwordIsName': 'Nenosiri lako haliwezi kuwa jina lako la mtumiaji wala barua pepe yako.',
  'account.resetLinkUsed': 'Muda wa kiungo hiki cha kuweka upya nenosiri umeisha, au kimeshatumika. Omba kipya.',
  'account.resetLinkUsedField': 'Muda wa kiungo hiki cha kuweka upya nenosiri umeisha, au kimeshatumika.',
  'account.resetSent': 'Ikiwa kuna akaunti inayotumia barua pepe hiyo, tumeitumia kiungo cha kuweka upya nenosiri.',
  'account.passwordReset': 'Nenosiri lako limewekwa upya. Tafadhali ingia.',
  'account.noAccount': 'Hakuna akaunti yenye kitambulisho {id}.',
  'account.lastAdmin': '{username} ndiye msimamizi mkuu pekee. Mfanye mtu mwingine kuwa msimamizi mkuu kwanza.',

  'mail.reset.subject': 'Weka upya nenosiri lako la FocusTube',
  'mail.reset.text':
    'Habari {username},\n\nFungua kiungo hiki ndani ya {minutes, plural, one {dakika #} other {dakika #}} ili uchague nenosiri jipya:\n{link}\n\nIkiwa hukuomba hivi, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',

  'catalogue.cursorInvalid': 'Kiungo hiki cha ukurasa si halali tena. Anza upya kutoka ukurasa wa 1.',
  'catalogue.videoNotFound': 'Hakuna video iliyoidhinishwa yenye kitambulisho "{videoId}". Huenda imeondolewa.',
  'catalogue.noApprovedVideo': 'Hakuna video iliyoidhinishwa yenye kitambulisho "{videoId}".',
  'catalogue.noApprovedVideoWithId': 'Hakuna video iliyoidhinishwa yenye kitambulisho "{videoId}".',
  'catalogue.unknownCategory': 'Hakuna kategoria "{category}". Kategoria zilizopo ni: {categories}.',
  'catalogue.unknownSubcategory': 'Hakuna kategoria ndogo "{subcategory}".',
  'catalogue.unknownSubcategoryIn': 'Hakuna kategoria ndogo "{subcategory}" ndani ya {categories}.',
  'catalogue.chooseOneCategory': 'Chagua kategoria moja.',
  'catalogue.categoryBeforeSubcategory': 'Chagua kategoria kabla ya kategoria ndogo.',

  'moderation.noVideo': 'Hakuna video yenye kitambulisho "{videoId}".',
  'moderation.chooseCategory': 'Chagua kategoria ya video hii kabla ya kuiidhinisha.',
  'moderation.changed': 'Video hii imebadilishwa tangu ulipoifungua. Ipakie upya kisha ujaribu tena.',
  'moderation.changedBy': '{actor} ameibadilisha video hii tangu ulipoifungua. Ipakie upya kisha ujaribu tena.',
  'moderation.alreadyApproved': 'Video hii tayari imeidhinishwa.',
  'moderation.alreadyApprovedBy': 'Video hii tayari imeidhinishwa na {actor}.',
  'moderation.alreadyRemoved': 'Video hii tayari imeondolewa.',
  'moderation.alreadyRemovedBy': 'Video hii tayari imeondolewa na {actor}.',
  'moderation.alreadyPending': 'Video hii tayari imerudishwa kwenye foleni.',
  'moderation.alreadyPendingBy': 'Video hii tayari imerudishwa kwenye foleni na {actor}.',
  'moderation.noGift': 'Video hii haina zawadi.',
  'moderation.approved': 'Video imeidhinishwa.',
  'moderation.removed': 'Video imeondolewa.',
  'moderation.deapproved': 'Video imehamishiwa kwenye pipa la taka!',
  'moderation.approvedAgain': 'Video imeidhinishwa tena.',
  'moderation.giftAssigned': 'Vocha imewekwa: sasa video inaonyesha “Ina zawadi”.',
  'moderation.bulkApproveStarted': 'Inaidhinisha video zinazosubiri…',

  'reports.alreadyReported': 'Umeshairipoti video hii; msimamizi ataikagua.',
  'reports.thanks': 'Asante — msimamizi ataikagua video hii.',
  'reports.kept': 'Video imebakizwa: ripoti zake zimefungwa.',
  'reports.moved': 'Video imehamishwa: ripoti zake zimefungwa.',
  'reports.removed': 'Video imehamishiwa kwenye pipa la taka: ripoti zake zimefungwa.',
  'reports.notReportable':
    'Hakuna video yenye kitambulisho "{videoId}" inayoweza kuripotiwa: huenda imeondolewa, au haikuwahi kuidhinishwa.',
  'reports.noOpenReports': 'Video hii haina ripoti zilizo wazi.',
  'reports.noOpenReportsHandled': 'Video hii haina ripoti zilizo wazi: {actor} ameshazishughulikia.',
  'reports.notApprovedDustbin': 'Video hii haijaidhinishwa tena: imehamishiwa kwenye pipa la taka.',
  'reports.notApprovedDustbinBy': 'Video hii haijaidhinishwa tena: imehamishiwa kwenye pipa la taka na {actor}.',
  'reports.notApprovedQueue': 'Video hii haijaidhinishwa tena: imerudishwa kwenye foleni.',
  'reports.notApprovedQueueBy': 'Video hii haijaidhinishwa tena: imerudishwa kwenye foleni na {actor}.',

  'courses.notFound': 'Hakuna kozi kwenye anwani "{slug}".',
  'courses.changedSinceLoaded': 'Kozi hii imebadilishwa tangu ulipoifungua: ipakie upya ili uone mabadiliko.',
  'courses.someone': 'Mtu fulani',
  'courses.changedAgo': '{actor} amebadilisha kozi hii {ago}: ipakie upya ili uone mabadiliko yake.',
  'courses.renamedAgo':
    '{actor} amebadilisha anwani ya kozi hii {ago}: sasa ni "{slug}". Ifungue hapo ili uone mabadiliko yake.',
  'courses.renamed':
    '{actor} amebadilisha anwani ya kozi hii: sasa ni "{slug}". Ifungue hapo ili uone mabadiliko yake.',
  'courses.slugTaken': 'Kozi nyingine tayari ina anwani "{slug}". Chagua nyingine.',
  'courses.onlyApproved':
    'Video zilizoidhinishwa pekee ndizo zinazoweza kuongezwa kwenye kozi: "{videoId}" bado inasubiri kukaguliwa.',
  'courses.onlyApprovedRemoved':
    'Video zilizoidhinishwa pekee ndizo zinazoweza kuongezwa kwenye kozi: "{videoId}" imeondolewa.',
  'courses.publishNeedsLesson': 'Ongeza angalau video moja iliyoidhinishwa kwenye kozi kabla ya kuichapisha.',
  'courses.publishedNeedsLesson':
    'Kozi iliyochapishwa inahitaji angalau somo moja lililoidhinishwa: sitisha uchapishaji wake kwanza, ndipo uondoe masomo yote.',

  'learning.notStarted': 'Bado hujaanza kutazama video hii.',
  'time.justNow': 'sasa hivi',
  'gifts.started': 'Inaipa jumuiya zawadi zake…',
  'imports.saving': 'Inahifadhi video…',
  'imports.fetching': 'Inaleta hadi {count, plural, one {video #} other {video #}}…',
  'imports.suggestionsUnavailable':
    'Mapendekezo hayawezi kupokelewa kwa sasa. Tafadhali jaribu tena baadaye; hakuna kilichohifadhiwa.',
  'imports.suggestionThanks': 'Asante! Msimamizi atalikagua pendekezo lako.',
  'imports.noSuchVideo':
    'YouTube haina video ya umma yenye kitambulisho "{videoId}": huenda ni ya faragha, imefutwa au kitambulisho kimekosewa. Angalia kiungo kisha ujaribu tena; hakuna kilichohifadhiwa.',
  'jobs.notFound': 'Hakuna kazi {jobId}. Kazi zilizokamilika huhifadhiwa kwa siku 7, na zilizoshindwa kwa siku 30.',
  'jobs.onlyFailed': 'Ni kazi iliyoshindwa pekee inayoweza kujaribiwa tena.',
  'jobs.failedForGood':
    'Kuiendesha kazi hii tena kungeshindwa vivyo hivyo: {reason} Anzisha uletaji mpya ukitumia kitambulisho sahihi cha chaneli au video.',
  'imports.pasteLink': 'Bandika kiungo cha YouTube au kitambulisho cha video chenye herufi 11.',
  'imports.notSchedule':
    '"{pattern}" si ratiba ambayo FocusTube inaweza kufuata. Ratiba ina sehemu tano: dakika, saa, tarehe, mwezi na siku ya wiki, ambapo * humaanisha "kila". "0 3 * * *" ni kila siku saa 03:00; "30 6 * * 1" ni kila Jumatatu saa 06:30.',
  'imports.scheduleTooOften':
    'Ratiba "{pattern}" ingeleta video za chaneli mara nyingi zaidi ya mara moja kwa saa. Chagua ratiba isiyozidi mara moja kwa saa, kama "0 * * * *" (kila saa, saa kamili) au "0 3 * * *" (kila siku saa 03:00).',
  'imports.alreadyApproved': 'FocusTube tayari ina video hii. Asante hata hivyo!',
  'imports.alreadySuggested': 'Mtu mwingine ameshapendekeza video hii; msimamizi ataikagua.',
  'imports.channelRegistered': 'Chaneli {title} tayari imesajiliwa.',
  'imports.nothingToChange': 'Tuma assigned_category au refresh_pattern ili kubadilisha.',
  'imports.noSource': 'Hakuna chanzo {id}.',
  'imports.noYoutubeKey':
    'Kuleta video kutoka YouTube hakujawekwa kwenye seva hii: weka YOUTUBE_API_KEY. Mambo mengine yote yanaendelea kufanya kazi.',
  'youtube.noChannel': 'YouTube haina chaneli yenye kitambulisho {channelId}.',
  'youtube.noVideo':
    'YouTube haina video ya umma yenye kitambulisho {videoId}; huenda ni ya faragha, imefutwa au kitambulisho kimekosewa.',
  'youtube.unreachable': 'YouTube haikuweza kufikiwa; kuleta video kutajaribiwa tena.',
  'youtube.unreachableCode': 'YouTube haikuweza kufikiwa ({code}); kuleta video kutajaribiwa tena.',
  'youtube.slowDown': 'YouTube inatuomba tupunguze kasi; kuleta video kutajaribiwa tena.',
  'youtube.quota': 'Kiwango cha kila siku cha YouTube kimekwisha; kuleta video kutajaribiwa tena.',
  'youtube.unavailable': 'YouTube haipatikani (HTTP {status}: {said}); kuleta video kutajaribiwa tena.',
  'youtube.notFound': 'YouTube haikupata chochote: {said}',
  'youtube.keyRefused': 'YouTube haikukubali ufunguo wa API (YOUTUBE_API_KEY): {said}',
  'youtube.refused': 'YouTube imekataa ombi (HTTP {status}): {said}',
  'jobs.videoUnavailable':
    'YouTube haina video ya umma yenye kitambulisho "{videoId}": huenda ni ya faragha au imefutwa.',
  'jobs.noProcessor': 'Hakuna kichakataji cha kazi "{name}".',
  'jobs.invalidData': 'Data ya kazi "{name}" si halali.',
  'seo.allInSitemap': 'Anwani zote ziko kwenye /sitemap.xml.',
  'seo.noSitemapPart': 'Hakuna sehemu {n} ya ramani ya tovuti; /sitemap.xml inaziorodhesha.',
  'seo.sitemapUnavailable': 'Ramani ya tovuti haiwezi kutengenezwa kwa sasa. Jaribu tena baada ya dakika moja.',
  'metrics.off': 'Vipimo vimezimwa. Weka METRICS_TOKEN ili kuviwasha.',
  'metrics.token': 'Tuma tokeni ya vipimo kama "Authorization: Bearer <METRICS_TOKEN>".',

  'schema.versionVideo':
    'version si mojawapo ya matoleo ambayo video hii imewahi kuwa nayo: pakia upya video kisha ujaribu tena.',
  'schema.pageWhole': 'page lazima iwe namba kamili.',
  'schema.pageMin': 'page lazima iwe 1 au zaidi.',
  'schema.pageSizeWhole': 'page_size lazima iwe namba kamili.',
  'schema.pageSizeMin': 'page_size lazima iwe 1 au zaidi.',
  'schema.pageSizeMax': 'page_size isizidi 100.',
  'schema.categoriesMax': 'categories isizidi herufi 100.',
  'schema.subcategoryMax': 'subcategory isizidi herufi 100.',
  'schema.ordering': 'ordering ni "newest" au "best".',
  'schema.voucherRequired': 'Tafadhali weka msimbo wa vocha.',
  'schema.voucherMax': 'Msimbo wa vocha usizidi herufi 100.',
  'schema.videoId': 'Kitambulisho cha video kina herufi 11: herufi, tarakimu, "_" au "-".',
  'schema.bulkEither':
    'Tuma ama \'{ "all": true }\' ili kuidhinisha video zote zinazosubiri, au \'{ "video_ids": [...] }\' ili kuidhinisha hizo tu, si vyote viwili.',
  'schema.bulkAtLeastOne': 'Orodhesha angalau kitambulisho kimoja cha video, au tuma \'{ "all": true }\'.',
  'schema.channelRequired': 'Kitambulisho cha chaneli kinahitajika.',
  'schema.channelFormat': 'Kitambulisho cha chaneli huwa na muundo kama UCxxxxxxxxxxxxxxxxxxxxxx.',
  'schema.maxResultsNumber': 'max_results lazima iwe namba.',
  'schema.maxResultsWhole': 'max_results lazima iwe namba kamili.',
  'schema.maxResultsMin': 'max_results lazima iwe 1 au zaidi.',
  'schema.maxResultsMax': 'max_results isizidi 50.',
  'schema.nameRequired': 'Jina linahitajika.',
  'schema.nameMax': 'Jina lisizidi herufi 100.',
  'schema.emailRequired': 'Barua pepe inahitajika.',
  'schema.emailValid': 'Weka anwani sahihi ya barua pepe.',
  'schema.messageRequired': 'Andika ujumbe kwanza.',
  'schema.messageMax': 'Ujumbe usizidi herufi 5,000.',
  'schema.videoIdRequired': 'Kitambulisho cha video kinahitajika.',
  'schema.courseTitleRequired': 'Andika kichwa cha kozi.',
  'schema.courseTitleMax': 'Kichwa cha kozi kisizidi herufi 120.',
  'schema.courseSlugEmpty': 'Anwani ya kozi haiwezi kuwa tupu.',
  'schema.courseSlugMax': 'Anwani ya kozi isizidi herufi 80.',
  'schema.courseSlugFormat':
    'Anwani ya kozi ni herufi ndogo na tarakimu zilizounganishwa kwa vistari, kama python-from-zero.',
  'schema.courseSlugReserved': 'Anwani hii imetengwa kwa ajili ya kihariri: chagua nyingine.',
  'schema.descriptionMax': 'Maelezo yasizidi herufi 2000.',
  'schema.coverHttps': 'Picha ya jalada lazima iwe anwani ya https://.',
  'schema.courseVersionRequired': 'Tuma toleo la kozi uliyoihariri.',
  'schema.versionCourse':
    'version si mojawapo ya matoleo ambayo kozi hii imewahi kuwa nayo: ipakie upya kisha ujaribu tena.',
  'schema.lessonsMax': 'Kozi isizidi masomo 200.',
  'schema.lessonOnce': 'Video inaweza kuwa somo mara moja tu katika kozi.',
  'schema.deletePassword': 'Weka nenosiri lako ili kufuta akaunti yako.',
  'schema.emailMax': 'Barua pepe isizidi herufi 254.',
  'schema.jobId': 'Kitambulisho cha kazi ni UUID.',
  'schema.passwordRequired': 'Nenosiri linahitajika.',
  'schema.passwordsDiffer': 'Manenosiri hayalingani.',
  'schema.resetLinkIncomplete': 'Kiungo cha kuweka upya nenosiri hakijakamilika.',
  'schema.passwordMin': 'Nenosiri lazima liwe na angalau herufi 8.',
  'schema.passwordMax': 'Nenosiri lisizidi herufi 128.',
  'schema.confirmPassword': 'Thibitisha nenosiri lako.',
  'schema.positionPastEnd': 'position_seconds haiwezi kupita mwisho wa video.',
  'schema.positionNumber': 'position_seconds lazima iwe namba.',
  'schema.positionNegative': 'position_seconds haiwezi kuwa hasi.',
  'schema.durationNumber': 'duration_seconds lazima iwe namba.',
  'schema.durationPositive': 'duration_seconds lazima iwe zaidi ya 0.',
  'schema.limitWhole': 'limit lazima iwe namba kamili.',
  'schema.limitMin': 'limit lazima iwe 1 au zaidi.',
  'schema.limitMax': 'limit isizidi 30.',
  'schema.afterVideoId': 'after ni kitambulisho cha video: herufi 11, yaani herufi, tarakimu, "_" au "-".',
  'schema.usernameRequired': 'Jina la mtumiaji linahitajika.',
  'schema.usernameMin': 'Jina la mtumiaji lazima liwe na angalau herufi 3.',
  'schema.usernameMax': 'Jina la mtumiaji lisizidi herufi 30.',
  'schema.usernameRule':
    'Jina la mtumiaji linaweza kuwa na herufi (a–z, A–Z), tarakimu (0–9), nukta (.), mistari ya chini (_) na vistari (-) pekee, bila nafasi, na lazima liwe na herufi 3 hadi 30.',
  'schema.reasonMax': 'Sababu isizidi herufi 500.',
  'schema.reportWhat': 'Eleza tatizo la video hii.',
  'schema.reportReason': 'Chagua sababu: not_educational, wrong_category, unavailable au other.',
  'schema.noteMax': 'Maelezo yasizidi herufi 500.',
  'schema.moveCategory': 'Chagua kategoria ya kuhamishia video.',
  'schema.resolveAction': 'Chagua keep, move au remove.',
  'schema.qMax': 'q isizidi herufi 100.',
  'schema.qRequired': 'Andika kitu cha kutafuta.',
  'schema.refreshPattern':
    'Ratiba ina sehemu tano: dakika, saa, tarehe, mwezi na siku ya wiki, ambapo * humaanisha "kila". "0 3 * * *" ni kila siku saa 03:00; "30 6 * * 1" ni kila Jumatatu saa 06:30.',
  'schema.queryMax': 'query isizidi herufi 100.',
  'schema.newPasswordsDiffer': 'Manenosiri mapya hayalingani!',
  'schema.currentPassword': 'Weka nenosiri lako la sasa ili kubadilisha akaunti yako.',
  'schema.idNumber': 'id lazima iwe namba.',
  'schema.idPositive': 'id lazima iwe namba chanya.',
  'schema.categoryId': 'Kitambulisho cha kategoria ni namba.',
  'schema.language': 'Chagua lugha: en (Kiingereza), sw (Kiswahili), au null ili kufuata kivinjari.',
  'page.description':
    'Video za elimu zilizoidhinishwa na msimamizi, bila usumbufu: teknolojia, lugha, mtazamo, biashara, afya na mengine mengi.',
  'queueBoard.title': 'Foleni za FocusTube',
  'queueBoard.adminsOnly': 'Dashibodi ya foleni ni ya wasimamizi wakuu pekee.',
  'queueBoard.signInFirst': 'Ingia kama msimamizi mkuu ili uone dashibodi ya foleni.',
  'queueBoard.signIn': 'Ingia',
  'queueBoard.back': 'Rudi FocusTube',
};
