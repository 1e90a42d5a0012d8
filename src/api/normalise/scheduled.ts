import * as v from 'valibot';
import { castHashOf } from '../ids';
import type { ScheduleAnswer, ScheduledCast } from '../scheduleModel';
import { readResult } from './envelope';
import { submittedMessageSchema } from './message';
import { wireObject } from './wire';

const millis = v.pipe(v.number(), v.safeInteger());

const scheduledSchema = v.pipe(
  wireObject({
    hash: v.string(),
    text: v.string(),
    publishAt: millis,
    failure: v.nullish(v.string()),
    retry: v.nullish(wireObject({ at: millis, reason: v.string() })),
  }),
  v.transform((raw): ScheduledCast => ({
    hash: castHashOf(raw.hash),
    text: raw.text,
    publishAt: raw.publishAt,
    failure: raw.failure ?? null,
    retry: raw.retry ? { at: raw.retry.at, reason: raw.retry.reason } : null,
  })),
);

export function readScheduledList(body: unknown): ScheduledCast[] {
  return readResult(body, wireObject({ scheduled: v.array(scheduledSchema) }), 'scheduled').scheduled;
}

export function readScheduleAnswer(body: unknown): ScheduleAnswer {
  return readResult(body, v.union([wireObject({ scheduled: scheduledSchema }), wireObject({ published: submittedMessageSchema })]), 'scheduled');
}
