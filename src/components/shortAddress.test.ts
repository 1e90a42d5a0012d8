import { expect, it } from 'vitest';
import { shortAddress } from './shortAddress';

it('writes an address short and in one case wherever it comes from', () => {
  expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39f…2266');
  expect(shortAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39f…2266');
  expect(shortAddress('0xABCD')).toBe('0xabcd');
});
