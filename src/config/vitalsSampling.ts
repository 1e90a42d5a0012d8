/**
 * Which page loads report their vitals to the gateway (`app/fieldVitals.ts`): a share of them, so a
 * busy gateway is not sent a report for every visit. The build names the share
 * (`VITE_VITALS_SAMPLE_RATE`, 0.1 unless named); a number from 0 to 1 kept in this browser under
 * `castline.vitalsSampleRate` takes its place (the end-to-end tests report every load).
 */
export const VITALS_SAMPLE_RATE_KEY = 'castline.vitalsSampleRate';

const DEFAULT_SAMPLE_RATE = 0.1;

/** A share from 0 to 1 written as a number, or null. */
function shareOf(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const share = Number(raw);
  return Number.isFinite(share) && share >= 0 && share <= 1 ? share : null;
}

export function vitalsSampleRate(storage: Pick<Storage, 'getItem'>, env: { VITE_VITALS_SAMPLE_RATE?: string | undefined }): number {
  return shareOf(storage.getItem(VITALS_SAMPLE_RATE_KEY)) ?? shareOf(env.VITE_VITALS_SAMPLE_RATE) ?? DEFAULT_SAMPLE_RATE;
}

/** Whether a page load with this draw (`Math.random()`, from 0 up to 1) is one of the share. */
export const isSampled = (rate: number, draw: number): boolean => draw < rate;
