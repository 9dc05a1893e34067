import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

export type Theme = 'light' | 'dark';

/** Also read by the inline script in index.html, which applies the theme before first paint. */
const STORAGE_KEY = 'focustube-theme';
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

const currentTheme = (): Theme => storedTheme() ?? (systemDark().matches ? 'dark' : 'light');
// The server cannot know; the inline script has already set the page's class, and the browser's
// first render after hydration reads the real theme.
const serverTheme = (): Theme => 'light';

const listeners = new Set<() => void>();
const apply = () => {
  document.documentElement.classList.toggle('dark', currentTheme() === 'dark');
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Until the visitor picks a theme, follow the system setting as it changes.
  const query = systemDark();
  query.addEventListener('change', apply);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', apply);
  };
}

function toggleTheme() {
  try {
    localStorage.setItem(STORAGE_KEY, currentTheme() === 'dark' ? 'light' : 'dark');
  } catch {
    // Private mode or storage disabled: the class still changes, for this page.
    document.documentElement.classList.toggle('dark');
    for (const listener of listeners) listener();
    return;
  }
  apply();
}

type ThemeContextValue = { theme: Theme; toggleTheme: () => void };
const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme() {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return context;
}
