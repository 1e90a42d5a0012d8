import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../services/useSession';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { profilePath } from '../../app/routePaths';
import { describeError } from '../../errors/describeError';
import { useBlock } from '../../writes/useBlock';
import { addWord, normaliseWord, removePerson, removeWord } from '../../widgets/mutes/muteList';
import { useMutes } from '../../widgets/mutes/useMutes';

/** Every mute and block of the current account, each undone with one button. */
export function MutesPage() {
  useDocumentTitle('Mutes and blocks');
  const { identity } = useSession();
  const { list, change, showBlocked, canChange } = useMutes();
  const block = useBlock(showBlocked);
  const [word, setWord] = useState('');
  const [wordProblem, setWordProblem] = useState<string | null>(null);
  const wordId = useId();
  const problemId = useId();

  function addMutedWord(event: FormEvent) {
    event.preventDefault();
    if (normaliseWord(word) === '') {
      setWordProblem('Type a word or phrase to mute.');
      return;
    }
    setWordProblem(null);
    change((l) => ({ ...l, words: addWord(l.words, word) }));
    setWord('');
  }

  const problem =
    wordProblem ?? (block.error && block.variables ? `Unblocking ${block.variables.person.name} did not go through. ${describeError(block.error)}` : null);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 p-4">
      <h1 className="text-2xl font-bold">Mutes and blocks</h1>
      <p className="text-sm">
        Muted words and accounts are kept in this browser for {identity ? 'this account' : 'the account you sign in with'}; their casts
        are folded away in feeds with a note you can open. Blocks are also sent to the gateway, which then leaves those casts out.
      </p>
      {!canChange ? (
        <p>Sign in to mute or block.</p>
      ) : (
        <>
          <section aria-labelledby={`${wordId}-heading`} className="flex flex-col gap-3">
            <h2 id={`${wordId}-heading`} className="text-lg font-semibold">
              Muted words and phrases
            </h2>
            <form onSubmit={addMutedWord} noValidate className="flex flex-wrap items-end gap-2">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={wordId} className="text-sm font-semibold">
                  Word or phrase
                </label>
                <input
                  id={wordId}
                  className="field"
                  value={word}
                  aria-invalid={wordProblem !== null}
                  aria-describedby={wordProblem ? problemId : undefined}
                  onChange={(e) => setWord(e.target.value)}
                />
              </div>
              <button type="submit" className="btn btn-primary">
                Mute
              </button>
            </form>
            <Listing
              label="Muted words and phrases"
              empty="No muted words."
              items={list.words.map((w) => ({ key: w, text: `“${w}”`, action: `Unmute “${w}”`, undo: () => change((l) => ({ ...l, words: removeWord(l.words, w) })) }))}
            />
          </section>
          <section aria-labelledby={`${wordId}-users`} className="flex flex-col gap-3">
            <h2 id={`${wordId}-users`} className="text-lg font-semibold">
              Muted accounts
            </h2>
            <Listing
              label="Muted accounts"
              empty="No muted accounts. Mute someone from their profile."
              items={list.users.map((p) => ({
                key: p.fid,
                text: p.name,
                to: profilePath(p.fid),
                action: `Unmute ${p.name}`,
                undo: () => change((l) => ({ ...l, users: removePerson(l.users, p.fid) })),
              }))}
            />
          </section>
          <section aria-labelledby={`${wordId}-blocked`} className="flex flex-col gap-3">
            <h2 id={`${wordId}-blocked`} className="text-lg font-semibold">
              Blocked accounts
            </h2>
            <Listing
              label="Blocked accounts"
              empty="No blocked accounts. Block someone from their profile."
              items={list.blocked.map((p) => ({ key: p.fid, text: p.name, to: profilePath(p.fid), action: `Unblock ${p.name}`, undo: () => block.start({ person: p, on: false }) }))}
            />
          </section>
        </>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}

interface ListingItem {
  key: string;
  text: string;
  to?: string;
  action: string;
  undo: () => void;
}

function Listing({ label, empty, items }: { label: string; empty: string; items: ListingItem[] }) {
  if (items.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {items.map((item) => (
        <li key={item.key} className="flex items-center justify-between gap-3 px-3 py-2">
          {item.to ? (
            <Link to={item.to} className="min-w-0 truncate font-medium hover:underline">
              {item.text}
            </Link>
          ) : (
            <span className="min-w-0 truncate font-medium">{item.text}</span>
          )}
          <button type="button" className="btn btn-quiet shrink-0 px-3 py-1 text-sm" onClick={item.undo} aria-label={item.action}>
            {item.action.split(' ')[0]}
          </button>
        </li>
      ))}
    </ul>
  );
}
