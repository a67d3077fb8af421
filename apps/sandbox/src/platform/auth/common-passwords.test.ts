import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('refuses the most common passwords that pass the length, letter and digit rule, whatever their case', () => {
    expect(['password1', 'Password1', 'QWERTY123', 'abc12345', 'iloveyou1'].map(isCommonPassword)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('accepts passwords not on the list', () => {
    expect(['demo-pass-1', 'fresh-pass-7', 'correct-horse-battery-9'].map(isCommonPassword)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
