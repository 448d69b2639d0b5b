/** The first letters of a name's first two words ('Demo Patient' → 'DP'), which stand in for a photo. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The user's photo, or their initials when they have none. */
export function UserAvatar({
  name,
  image,
  size = 40,
}: {
  name: string;
  image: string | null;
  size?: number;
}) {
  const initials = initialsOf(name);
  return (
    <div className="avatar avatar-placeholder">
      <div
        className="rounded-full bg-primary text-primary-content"
        style={{ width: size, height: size }}
      >
        {image ? (
          <img src={image} alt="" width={size} height={size} />
        ) : (
          <span aria-hidden="true">{initials || '?'}</span>
        )}
      </div>
    </div>
  );
}
