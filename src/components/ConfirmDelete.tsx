/** "Delete this …?" with Yes, delete and Keep: a list's delete asks first. */
export function ConfirmDelete({ question, onDelete, onKeep }: { question: string; onDelete(): void; onKeep(): void }) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={question}>
      <span className="font-semibold">{question}</span>
      <button type="button" className="btn btn-danger" onClick={onDelete}>
        Yes, delete
      </button>
      <button type="button" className="btn btn-quiet" onClick={onKeep}>
        Keep
      </button>
    </div>
  );
}
