interface SectionHeadingProps {
  /** The heading's id, which the section names itself by (aria-labelledby). */
  id: string;
  /** A short coloured label above the heading. */
  eyebrow?: string;
  title: string;
  align?: 'center' | 'start';
}

/** A page section's small coloured label and its heading. */
export function SectionHeading({ id, eyebrow, title, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'text-center' : undefined}>
      {eyebrow && <p className="font-bold tracking-wide text-primary">{eyebrow}</p>}
      <h2 id={id} className="mt-1 text-3xl font-semibold">
        {title}
      </h2>
    </div>
  );
}
