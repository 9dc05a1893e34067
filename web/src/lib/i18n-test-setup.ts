// The web project's tests render screens without the app's provider: the shared instance speaks English.
// (Under test Lingui compiles the catalogue's ICU text itself; the build compiles it ahead.)
import { i18n } from '@lingui/core';

import english from '@/locales/en/messages.json';

i18n.load('en', english);
i18n.activate('en');
