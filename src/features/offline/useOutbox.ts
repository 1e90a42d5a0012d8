import { useEffect, useState } from 'react';
import { localOwnerOf } from '../../auth/lastAccount';
import { useSession } from '../../services/useSession';
import { listOutbox } from '../../widgets/composer/outbox';
import { onOutboxChange } from '../../widgets/composer/outboxSignal';

/** The current account's outbox, read again whenever it changes in this tab or another. */
export function useOutbox() {
  const owner = localOwnerOf(useSession(), localStorage);
  const [, setVersion] = useState(0);
  useEffect(() => onOutboxChange(() => setVersion((v) => v + 1)), []);
  return { owner, outbox: listOutbox(localStorage, owner) };
}
