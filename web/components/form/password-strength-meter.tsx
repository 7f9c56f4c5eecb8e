import { passwordScore, strengthColor, type StrengthColor } from '@shared/password-strength';
import { useT } from '@web/lib/i18n';

const BAR: Record<StrengthColor, string> = {
  red: 'bg-pomegranate-600',
  yellow: 'bg-saffron-500',
  green: 'bg-mulberry-600',
};
const TEXT: Record<StrengthColor, string> = {
  red: 'text-pomegranate-700',
  yellow: 'text-ink-700',
  green: 'text-mulberry-700',
};

/**
 * Strength meter of spec §5 (red ≤ 40, yellow ≤ 80, else green). Colour is never the only signal:
 * the level is also written out, and the password input points here with aria-describedby.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const t = useT();
  const score = passwordScore(password ?? '');
  const color = strengthColor(score);
  const level = t(`auth.strength.${color}`);
  return (
    <div className="mt-2" data-score={score} data-color={color}>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={level}
        aria-labelledby={id}
        className="h-1.5 w-full overflow-hidden rounded-full bg-ink-100"
      >
        <div className={`h-full rounded-full transition-[width] duration-200 ${BAR[color]}`} style={{ width: `${score}%` }} />
      </div>
      <p id={id} className={`mt-1 text-xs ${TEXT[color]}`}>
        {t('auth.strength.label')}: <span className="font-semibold">{password ? level : '—'}</span>
      </p>
    </div>
  );
}
