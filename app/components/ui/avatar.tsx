export function Avatar({
  user,
  size = 40,
}: {
  user: { firstName: string; lastName: string; avatarUrl: string };
  size?: number;
}) {
  return (
    <img
      src={user.avatarUrl}
      alt={`${user.firstName} ${user.lastName}`}
      // The alt is the member's name: in its own direction.
      dir="auto"
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full bg-gray-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
