import { describe, expect, it } from 'vitest';
import { isValidChannel, namespaceOf } from './protocol';

describe('channel names', () => {
  it('accepts the sportsbook channels', () => {
    expect(isValidChannel('public:en.updates')).toBe(true);
    expect(isValidChannel('public:en.updates.match.1001')).toBe(true);
    expect(isValidChannel('$private:pt.platform_user.42')).toBe(true);
  });

  it('refuses names without a namespace, with odd characters or too long', () => {
    expect(isValidChannel('updates')).toBe(false);
    expect(isValidChannel('public:en updates')).toBe(false);
    expect(isValidChannel('public:#user')).toBe(false);
    expect(isValidChannel(`public:${'x'.repeat(260)}`)).toBe(false);
  });

  it('reads the namespace without the private prefix', () => {
    expect(namespaceOf('$private:en.platform_user.42')).toBe('private');
    expect(namespaceOf('public:en.updates')).toBe('public');
  });
});
