import { CircleCheck, Heart } from '@/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { useT, type MessageId } from '@/lib/i18n';

/** Spec §9: the donation tiers. */
export const DONATION_TIERS = [
  { value: '5', label: 'donate.tier5', impact: 'donate.tier5Impact' },
  { value: '10', label: 'donate.tier10', impact: 'donate.tier10Impact' },
  { value: '20', label: 'donate.tier20', impact: 'donate.tier20Impact' },
  { value: 'custom', label: 'donate.custom', impact: 'donate.customImpact' },
] as const satisfies readonly { value: string; label: MessageId; impact: MessageId }[];

type Tier = (typeof DONATION_TIERS)[number]['value'];

export const DONATION_THANKS = 'Thank you! Redirecting to donation processing...';

/** Choose a tier and press Donate Now. No payment happens yet (spec §2): it only thanks the donor. */
export function DonateForm() {
  const t = useT();
  const [tier, setTier] = useState<Tier>('10');
  const [customAmount, setCustomAmount] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const id = useId();

  const choose = (next: Tier) => {
    setTier(next);
    setThanked(false);
    setCustomError(null);
  };

  const donate = (event: FormEvent) => {
    event.preventDefault();
    if (tier === 'custom' && !(Number(customAmount) >= 1)) {
      setCustomError(t('donate.customMin'));
      setThanked(false);
      return;
    }
    setThanked(true);
  };

  return (
    <form method="post" onSubmit={donate} noValidate className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-4 text-xl font-semibold">{t('donate.choose')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DONATION_TIERS.map((option) => (
            <label
              key={option.value}
              className="group relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="donation-tier"
                value={option.value}
                checked={tier === option.value}
                onChange={() => choose(option.value)}
                className="sr-only"
              />
              <CircleCheck
                aria-hidden="true"
                className="absolute top-4 right-4 hidden size-5 text-primary group-has-checked:block"
              />
              <span className="text-2xl font-bold">{t(option.label)}</span>
              <span className="text-sm text-muted-foreground">{t(option.impact)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {tier === 'custom' && (
        <div className="flex max-w-xs flex-col gap-1.5">
          <label htmlFor={`${id}-amount`} className="text-sm font-medium">
            {t('donate.customAmount')}
          </label>
          <div className="relative">
            <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
              $
            </span>
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              value={customAmount}
              onChange={(event) => {
                setCustomAmount(event.target.value);
                setCustomError(null);
                setThanked(false);
              }}
              aria-invalid={customError ? true : undefined}
              aria-describedby={customError ? `${id}-amount-error` : undefined}
              className="w-full rounded-lg border border-border bg-background py-2 pr-3 pl-7 text-sm aria-[invalid=true]:border-destructive"
            />
          </div>
          {customError && (
            <FieldError id={`${id}-amount-error`} alert>
              {customError}
            </FieldError>
          )}
        </div>
      )}

      <div className="flex flex-col gap-3">
        <Button type="submit" className="self-start px-6 py-3 text-base">
          <Heart aria-hidden="true" className="size-5" />
          {t('donate.submit')}
        </Button>
        <div role="status" className="min-h-6">
          {thanked && <p className="font-medium text-primary">{t('donate.thanks')}</p>}
        </div>
      </div>
    </form>
  );
}
