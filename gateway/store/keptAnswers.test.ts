import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { keptAnswers } from './keptAnswers';

describe('keptAnswers', async () => {
  const db = await openDatabase(':memory:');
  const counting = () => {
    const asked: string[] = [];
    return { asked, load: (key: string, answer: number | undefined) => async () => (asked.push(key), answer) };
  };

  it('asks once per key, asks again after forgetting, and keeps only answers worth keeping', async () => {
    const { asked, load } = counting();
    const answers = keptAnswers<string, number | undefined>(db, 10, (answer) => answer !== undefined);
    expect(await answers.get('a', load('a', 1))).toBe(1);
    expect(await answers.get('a', load('a', 2))).toBe(1);
    expect(await answers.get('none', load('none', undefined))).toBeUndefined();
    expect(await answers.get('none', load('none', 3))).toBe(3);
    answers.forgetAll();
    expect(await answers.get('a', load('a', 4))).toBe(4);
    expect(asked).toEqual(['a', 'none', 'none', 'a']);
  });

  it('does not keep an answer loaded while answers were forgotten, or inside a transaction', async () => {
    const answers = keptAnswers<string, number>(db, 10);
    expect(await answers.get('a', async () => (answers.forgetAll(), 1))).toBe(1);
    expect(await answers.get('a', async () => 2)).toBe(2);
    await db.transaction(async () => expect(await answers.get('b', async () => 1)).toBe(1));
    expect(await answers.get('b', async () => 2)).toBe(2);
  });

  it('asks once for gets of a key sent together, and answers them in the order they asked', async () => {
    const answers = keptAnswers<string, number>(db, 10);
    const asked: number[] = [];
    const answered: number[] = [];
    let answer!: (value: number) => void;
    const gets = [0, 1, 2].map((caller) =>
      answers.get('a', () => (asked.push(caller), new Promise<number>((resolve) => (answer = resolve)))).then((value) => answered.push(caller * 10 + value)));
    answer(5);
    await Promise.all(gets);
    expect(asked).toEqual([0]);
    expect(answered).toEqual([5, 15, 25]);
  });

  it('asks again for a key forgotten while its load was under way, and shares no load with a transaction', async () => {
    const answers = keptAnswers<string, number>(db, 10);
    let answer!: (value: number) => void;
    const first = answers.get('a', () => new Promise<number>((resolve) => (answer = resolve)));
    answers.forgetAll();
    expect(await answers.get('a', async () => 2)).toBe(2);
    await db.transaction(async () => expect(await answers.get('b', async () => 3)).toBe(3));
    answer(1);
    expect(await first).toBe(1);
    expect(await answers.get('a', async () => 4)).toBe(2);
  });

  it('starts afresh rather than grow past its size', async () => {
    const answers = keptAnswers<string, number>(db, 2);
    await answers.get('a', async () => 1);
    await answers.get('b', async () => 1);
    await answers.get('c', async () => 1);
    expect(await answers.get('a', async () => 2)).toBe(2);
    expect(await answers.get('c', async () => 2)).toBe(1);
  });
});
