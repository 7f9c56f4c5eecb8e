import type { ReactNode } from 'react';
import { weatherIcon, type WeatherKind } from '../lib/weather';

/**
 * Our own drawings for OpenWeatherMap's icon codes ('01d' … '50n'): inline SVG, so the page loads
 * nothing from the provider's host (DESIGN: no request to an outside host). Night codes draw the moon.
 */
const SUN = '#f2a516';
const MOON = '#7c8aa5';
const CLOUD = '#e3e8ef';
const CLOUD_EDGE = '#98a4b5';
const CLOUD_DARK = '#c3cbd6';
const RAIN = '#3b82c4';
const BOLT = '#f0b400';

function Sun({ cx = 12, cy = 12, r = 4.5 }: { cx?: number; cy?: number; r?: number }) {
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const [x1, y1, x2, y2] = [cx + Math.cos(a) * (r + 2), cy + Math.sin(a) * (r + 2), cx + Math.cos(a) * (r + 4), cy + Math.sin(a) * (r + 4)].map((v) => Math.round(v * 100) / 100);
    return <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} />;
  });
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={SUN} />
      <g stroke={SUN} strokeWidth={1.6} strokeLinecap="round">
        {rays}
      </g>
    </g>
  );
}

function Moon({ cx = 12, cy = 12, r = 6 }: { cx?: number; cy?: number; r?: number }) {
  // A crescent: the disc less a disc shifted up and right.
  return <path d={`M${cx + r * 0.35} ${cy - r} A${r} ${r} 0 1 0 ${cx + r} ${cy + r * 0.35} A${r * 0.8} ${r * 0.8} 0 0 1 ${cx + r * 0.35} ${cy - r} Z`} fill={MOON} />;
}

function Cloud({ dx = 0, dy = 0, fill = CLOUD }: { dx?: number; dy?: number; fill?: string }) {
  return (
    <path
      transform={dx || dy ? `translate(${dx} ${dy})` : undefined}
      d="M7 19h10.5a3.5 3.5 0 0 0 .4-6.98A5 5 0 0 0 8.3 10.6 4.2 4.2 0 0 0 7 19Z"
      fill={fill}
      stroke={CLOUD_EDGE}
      strokeWidth={1.2}
      strokeLinejoin="round"
    />
  );
}

const Drops = ({ slant = false }: { slant?: boolean }) => (
  <g stroke={RAIN} strokeWidth={1.6} strokeLinecap="round">
    {[8, 12, 16].map((x) => (
      <line key={x} x1={x} y1={20.5} x2={slant ? x - 1.5 : x} y2={23} />
    ))}
  </g>
);

const SkyBody = ({ night, cx, cy, r }: { night: boolean; cx: number; cy: number; r: number }) => (night ? <Moon cx={cx} cy={cy} r={r + 1} /> : <Sun cx={cx} cy={cy} r={r} />);

function drawing(kind: WeatherKind, night: boolean): ReactNode {
  switch (kind) {
    case 'clear':
      return night ? <Moon /> : <Sun />;
    case 'fewClouds':
      return (
        <>
          <SkyBody night={night} cx={15} cy={8} r={3.2} />
          <Cloud dy={1} />
        </>
      );
    case 'scatteredClouds':
      return <Cloud dy={-1} />;
    case 'brokenClouds':
      return (
        <>
          <Cloud dx={2.5} dy={-4} fill={CLOUD_DARK} />
          <Cloud dx={-1} dy={0} />
        </>
      );
    case 'showerRain':
      return (
        <>
          <Cloud dy={-2} fill={CLOUD_DARK} />
          <Drops slant />
        </>
      );
    case 'rain':
      return (
        <>
          <SkyBody night={night} cx={16.5} cy={7} r={2.6} />
          <Cloud dy={-2} />
          <Drops />
        </>
      );
    case 'thunderstorm':
      return (
        <>
          <Cloud dy={-3} fill={CLOUD_DARK} />
          <path d="M12.5 15.5 10 20h2.6l-1.4 3.8 4.3-5.3h-2.7l1.4-3Z" fill={BOLT} stroke={BOLT} strokeWidth={0.6} strokeLinejoin="round" />
        </>
      );
    case 'snow':
      return (
        <g stroke={RAIN} strokeWidth={1.6} strokeLinecap="round">
          {[0, 60, 120].map((deg) => (
            <g key={deg} transform={`rotate(${deg} 12 12)`}>
              <line x1={12} y1={3} x2={12} y2={21} />
              <polyline points="9.5,5 12,7 14.5,5" fill="none" />
              <polyline points="9.5,19 12,17 14.5,19" fill="none" />
            </g>
          ))}
        </g>
      );
    case 'mist':
      return (
        <g stroke={CLOUD_EDGE} strokeWidth={1.8} strokeLinecap="round">
          <line x1={4} y1={8} x2={20} y2={8} />
          <line x1={6} y1={12} x2={18} y2={12} />
          <line x1={3} y1={16} x2={17} y2={16} />
          <line x1={8} y1={20} x2={20} y2={20} />
        </g>
      );
  }
}

/** The icon of an OpenWeatherMap code; `label` (the weather in words) names it for screen readers, else it is decorative. */
export function WeatherIcon({ code, label, size = 40, className }: { code: string; label?: string; size?: number; className?: string }) {
  const { kind, night } = weatherIcon(code);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-weather-icon={kind}
    >
      {label ? <title>{label}</title> : null}
      {drawing(kind, night)}
    </svg>
  );
}
