import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../api/model';
import { describeError } from '../../errors/describeError';
import { useSession } from '../../services/useSession';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { identityName } from '../../components/userName';
import { USER_DATA_MAX_BYTES, type UserDataField } from '../../farcaster/userData';
import { utf8Length } from '../../farcaster/castText';
import { useUser } from '../../queries/useUser';
import { profilePath } from '../../app/routePaths';
import type { ProfileValues } from '../../writes/profileChanges';
import { profileChanges, profileFields, profileFormValues, profileProblems } from './profileForm';
import { useEditProfile } from '../../writes/useEditProfile';

const LABELS: Record<UserDataField, string> = {
  display: 'Display name',
  username: 'Username',
  bio: 'Bio',
  pfp: 'Profile picture (image address)',
  url: 'Website',
};

const HINTS: Record<UserDataField, string> = {
  display: `Up to ${USER_DATA_MAX_BYTES.display} bytes.`,
  username: '1 to 16 lowercase letters, digits or hyphens; may end in .eth.',
  bio: `Up to ${USER_DATA_MAX_BYTES.bio} bytes. Mention people with @username.`,
  pfp: 'An https:// address of an image.',
  url: 'An https:// address.',
};

/** The signed-in account's profile, edited in place and saved as user data messages. */
export function EditProfilePage() {
  useDocumentTitle('Edit profile');
  const { identity } = useSession();
  const user = useUser(identity?.fid, { asProfile: true });
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">Edit profile</h1>
      {!identity ? (
        <p>Sign in to edit your profile.</p>
      ) : user.data ? (
        <ProfileForm key={`${user.data.fid}`} user={user.data} />
      ) : user.isError ? (
        <p role="alert">Your profile could not be read. Reload to try again.</p>
      ) : (
        <p>Loading the profile of {identityName(identity.fid)}…</p>
      )}
    </div>
  );
}

function ProfileForm({ user }: { user: User }) {
  const [saved, setSaved] = useState<ProfileValues>(() => profileFormValues(user));
  const [values, setValues] = useState<ProfileValues>(saved);
  const [shownProblems, setShownProblems] = useState<Partial<Record<UserDataField, string>>>({});
  const save = useEditProfile(user);
  const baseId = useId();
  const changes = profileChanges(saved, values);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = profileProblems(saved, values);
    setShownProblems(problems);
    if (Object.keys(problems).length > 0 || changes.length === 0) return;
    const sent = values;
    save.mutate(changes, { onSuccess: () => setSaved(sent) });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {profileFields(user).map((field) => {
        const id = `${baseId}-${field}`;
        const problem = shownProblems[field];
        const Input = field === 'bio' ? 'textarea' : 'input';
        return (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-semibold">
              {LABELS[field]}
            </label>
            <Input
              id={id}
              className={`field ${field === 'bio' ? 'min-h-24 resize-y' : ''} ${field === 'pfp' || field === 'url' ? 'font-mono text-sm' : ''}`}
              value={values[field]}
              {...(field === 'pfp' || field === 'url' ? { type: 'url', inputMode: 'url' as const, spellCheck: false } : {})}
              {...(field === 'username' ? { autoCapitalize: 'none', spellCheck: false } : {})}
              aria-invalid={problem !== undefined}
              aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            />
            <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
              {HINTS[field]}
              {field !== 'username' && field !== 'pfp' && field !== 'url' && ` ${utf8Length(values[field])} used.`}
            </p>
            {problem && (
              <p id={`${id}-problem`} role="alert" className="text-sm text-red-700 dark:text-red-400">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <Link to={profilePath(user.fid)} className="btn btn-quiet">
          View profile
        </Link>
        <p role="status" className="text-sm" data-testid="profile-save-status">
          {save.isPending ? 'Signing and sending your changes…' : save.isSuccess && changes.length === 0 ? 'Saved.' : ''}
        </p>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {describeError(save.error)}
        </p>
      )}
    </form>
  );
}
