import { showToast } from '@/components/ui/toast';
import { translate } from '@/lib/i18n';

/**
 * Passes a video's link on, as the card menu and the watch page both offer: the device's own share
 * sheet where the browser has one (WhatsApp, Telegram… on a phone), else the link copied with a notice,
 * else a notice that shows the link to copy by hand. Closing the share sheet is not a failure.
 */
export async function shareVideo(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast(translate('cardMenu.copied'));
  } catch {
    showToast(translate('cardMenu.copyThis', { url }));
  }
}
