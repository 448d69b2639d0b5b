/**
 * The hero's picture: a doctor on a phone screen. Drawn inline (not an <img>) so it takes the
 * theme's colours and costs no request on the first screen.
 */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 360" className="h-auto w-full max-w-sm" aria-hidden="true">
      <circle cx="200" cy="180" r="170" className="fill-primary/15" />
      <rect x="120" y="40" width="160" height="290" rx="26" className="fill-neutral" />
      <rect x="132" y="62" width="136" height="226" rx="10" className="fill-base-100" />
      <circle cx="200" cy="132" r="30" fill="#d9a07a" />
      <path
        d="M166 128c0-22 12-34 34-34s34 12 34 34c-8-8-20-12-34-12s-26 4-34 12z"
        fill="#1f2937"
      />
      <path
        d="M146 240c0-44 22-66 54-66s54 22 54 66z"
        fill="#ffffff"
        className="stroke-primary/40"
        strokeWidth="3"
      />
      <path
        d="M184 184v24a16 16 0 0 0 32 0v-24"
        className="stroke-primary"
        strokeWidth="6"
        fill="none"
      />
      <rect x="150" y="252" width="100" height="24" rx="12" className="fill-primary" />
      <circle cx="312" cy="96" r="34" className="fill-secondary" />
      <path d="M304 80h16v8h8v16h-8v8h-16v-8h-8V88h8z" fill="#ffffff" />
      <path
        d="M40 250h40l12-26 16 48 12-34 8 12h32"
        className="stroke-secondary"
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
