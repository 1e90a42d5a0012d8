/**
 * Follow or Unfollow, with what went wrong under it in words. `hiddenName` ends the button's accessible
 * name, so a list of them reads "Follow /art", "Follow /dev"; `className` sizes the button.
 */
export function FollowToggle({
  following,
  onPress,
  problem,
  hiddenName,
  className = '',
}: {
  following: boolean;
  onPress(): void;
  problem: string | null;
  hiddenName?: string;
  className?: string;
}) {
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <button type="button" className={`btn ${following ? 'btn-quiet' : 'btn-primary'} ${className}`} onClick={onPress}>
        {following ? 'Unfollow' : 'Follow'}
        {hiddenName && <span className="sr-only"> {hiddenName}</span>}
      </button>
      {problem && (
        <p role="alert" className="max-w-xs text-right text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
