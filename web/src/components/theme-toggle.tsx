import { Moon, Sun } from '@/components/ui/icons';

import { useT } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const t = useT();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={t('theme.dark')}
      aria-pressed={dark}
      title={dark ? t('theme.toLight') : t('theme.toDark')}
      className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
    >
      {/* Chosen by the page's class, so a server-rendered page shows the right icon before any script runs. */}
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
    </button>
  );
}
