import { Link } from 'react-router';
import { IkatPattern } from './ikat';

/**
 * Title band of a category page (news, courses): on night indigo, a trail back to the area's index
 * ('Yangiliklar / Kategoriya') and the category's title (its own words).
 */
export function CategoryBanner({ back, eyebrow, title, testId }: { back: { to: string; label: string }; eyebrow: string; title: string; testId?: string }) {
  return (
    <header className="relative overflow-hidden bg-indigo-950 text-white" data-testid={testId}>
      <div aria-hidden="true" className="absolute inset-y-0 right-0 w-1/3 opacity-60">
        <IkatPattern palette="night" scale={0.7} />
      </div>
      <div className="page relative py-10 sm:py-14">
        <nav aria-label={back.label} className="text-sm text-white/70">
          <Link to={back.to} className="hover:text-white hover:underline">
            {back.label}
          </Link>
          <span aria-hidden="true"> / </span>
          <span>{eyebrow}</span>
        </nav>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
      </div>
    </header>
  );
}
